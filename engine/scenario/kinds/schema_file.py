"""The kinds' part of schemas/scenario.schema.json, made from the descriptors.

The schema file stays the checked contract (engine/scenario/schema.py validates with it,
and other tools read it), written by hand but for the `$defs` lines of the kinds' unions
(`trigger`, `action`, `objective`), which are generated here: one JSON line each. scripts/schema_kinds.py rewrites them; tests/test_mission_kinds.py
fails when the committed file differs from what the descriptors give.
"""

from __future__ import annotations

import json

from engine.scenario.kinds import SCHEMA_DEFS


def with_kinds(text: str) -> str:
    """The schema file's text with each generated `$defs` entry remade as one line (an
    entry laid out over several lines becomes one)."""
    lines = text.split("\n")
    for name, make in SCHEMA_DEFS.items():
        lead = f'    "{name}": '
        found = [i for i, line in enumerate(lines) if line.startswith(lead)]
        if len(found) != 1:
            raise ValueError(f"the schema has {len(found)} lines starting {lead.strip()!r}; "
                             "it needs exactly one")
        start = end = found[0]
        if lines[start].rstrip() == lead + "{":  # a block: up to its closing brace
            end = next(i for i in range(start + 1, len(lines))
                       if lines[i].rstrip() in ("    }", "    },"))
        comma = "," if lines[end].rstrip().endswith(",") else ""
        lines[start:end + 1] = [lead + json.dumps(make()) + comma]
    return "\n".join(lines)
