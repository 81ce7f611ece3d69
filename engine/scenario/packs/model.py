"""A scenario's `rules:` value (DESIGN.md, "Rule packs"): one pack written inline, or the
pack files it names in order, and the lines the scenario writer gives it."""

from __future__ import annotations

import copy
from dataclasses import field
from typing import Any

from engine.records import record
from engine.scenario.yaml_writer import block_string, flow

PACK_FORMAT = "clumsy-rules/1"


@record
class RulePacks:
    """`rules:` as the file holds it: `inline` (a pack's plain data) or `files` (names
    relative to the mission's folder); `texts` are those files as read with the mission
    (name -> text), so a game, a validation pass or a render builds the same catalog
    without the folder. Writing keeps `inline`/`files` as they were read. `inline` is
    the parsed data itself, not a copy: an edit replaces the record, never changes it."""

    inline: dict[str, Any] | None = None
    files: list[str] | None = None
    texts: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def from_data(cls, value: Any) -> RulePacks | None:
        if value is None:
            return None
        if isinstance(value, list):
            return cls(files=[str(v) for v in value])
        return cls(inline=value)

    def data(self) -> Any:
        if self.files is not None:
            return list(self.files)
        return copy.deepcopy(self.inline) if self.inline is not None else {}


def rules_lines(value: Any) -> list[str]:
    """`rules:` in the scenario's layout: the file list on one line; an inline pack with
    one key a line and each type of a list on a line of its own (as units are)."""
    if isinstance(value, list):
        return [f"rules: {flow(value)}"]
    if not isinstance(value, dict) or not value:
        return [f"rules: {flow(value)}"]
    out = ["rules:"]
    for key, item in value.items():
        if isinstance(item, list) and item:
            out.append(f"  {key}:")
            out += [f"    - {flow(entry)}" for entry in item]
        elif isinstance(item, str):
            out += block_string(str(key), item, 2)
        else:
            out.append(f"  {key}: {flow(item)}")
    return out


def pack_file_text(data: dict[str, Any]) -> str:
    """An inline pack as a pack file of its own (`format: clumsy-rules/1` first), laid
    out as the scenario writer lays it out under `rules:`."""
    body = {"format": PACK_FORMAT, **{k: v for k, v in data.items() if k != "format"}}
    return "\n".join(line[2:] for line in rules_lines(body)[1:]) + "\n"
