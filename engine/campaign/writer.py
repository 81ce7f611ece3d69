"""The canonical text of a campaign file: one thing a line, in the file's key order, read
back to the same data (DESIGN.md, "Campaign file")."""

from __future__ import annotations

from typing import Any

from engine.campaign.model import Campaign
from engine.scenario.yaml_writer import block_string, flow, scalar


def dump_campaign(campaign: Campaign) -> str:
    return dump_campaign_data(campaign.to_data())


def dump_campaign_data(data: dict[str, Any]) -> str:
    out: list[str] = []
    for key in ("format", "name", "description"):
        if key in data:
            out += block_string(key, data[key], 0)
    out.append(f"sides: {flow(data['sides'])}")
    out.append(f"start: {scalar(data['start'])}")
    out.append("missions:" if data["missions"] else "missions: []")
    for mission in data["missions"]:
        out.append(f"  - id: {scalar(mission['id'])}")
        out.append(f"    file: {scalar(mission['file'])}")
        for key in ("sides", "next"):
            if key in mission:
                out.append(f"    {key}: {flow(mission[key])}")
        if "carry" in mission:
            out.append("    carry:")
            out += [f"      - {flow(c)}" for c in mission["carry"]]
        if "arrives" in mission:
            out.append(f"    arrives: {flow(mission['arrives'])}")
    if "variables" in data:
        values = ", ".join(f"{k}: {_value(v)}" for k, v in data["variables"].items())
        out.append(f"variables: {{{values}}}")
    return "\n".join(out) + "\n"


def _value(value: Any) -> str:
    """A variable's value; a float as Python writes it (YAML reads it back the same)."""
    if isinstance(value, float):
        if value != value:
            return ".nan"
        if value in (float("inf"), float("-inf")):
            return ".inf" if value > 0 else "-.inf"
        text = repr(value)
        return text if "." in text or "e" in text else text + ".0"
    return scalar(value)
