"""The canonical text of the mission keys (DESIGN.md, "Mission events"): one label, area
or deployment zone a line, each event a block whose actions are one line each, so a
change to one event is a change to its own lines."""

from __future__ import annotations

from typing import Any

from engine.scenario.ai_plans import ai_lines
from engine.scenario.kinds import ACTIONS
from engine.scenario.yaml_writer import block_string, flow

MISSION_KEYS = ("variables", "briefing", "labels", "areas", "deployment", "events",
                "event_cards", "ai")


def dump_mission(data: dict[str, Any]) -> list[str]:
    """The lines of the mission keys present in `data` (plain data of `Scenario.to_data`)."""
    out: list[str] = []
    if "variables" in data:  # one line: `variables: {bridges_blown: 0, prestige: 10}`
        out.append(f"variables: {flow(data['variables'])}")
    if "briefing" in data:
        out.append("briefing:")
        for side, text in data["briefing"].items():
            out += block_string(side, text, 2)
    for key in ("labels", "areas", "deployment"):
        if key in data:
            out.append(f"{key}:")
            out += [f"  - {flow(item)}" for item in data[key]]
    for key in ("events", "event_cards"):
        if key in data:
            out.append(f"{key}:")
            for item in data[key]:
                out += _event_lines(item)
    if "ai" in data:  # a side a block, a group a line
        out += ai_lines(data["ai"], flow)
    return out


def _event_lines(item: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    lead = "  - "
    for key, value in item.items():
        if key == "do" and not value:  # `do:` alone would read back as null
            lines.append("    do: []")
        elif key == "do":
            lines.append("    do:")
            for action in value:
                lines += _action_lines(action)
        elif key == "text" and lead == "    ":
            lines += block_string(key, value, 4)
        else:
            lines.append(f"{lead}{key}: {flow(value)}")
        lead = "    "
    return lines


def _action_lines(action: dict[str, Any]) -> list[str]:
    (kind, body), = action.items()
    lines = ACTIONS[kind].lines
    return lines(body) if lines is not None else [f"      - {kind}: {flow(body)}"]
