"""What `clumsy play` tells of mission events (DESIGN.md, "Mission events"): every
message as it fires (text mode), and the triggered events and drawn cards (`--json`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

Event = dict[str, Any]
# the events `message_lines` tells of (text mode localizes these alone, not every event)
TOLD = frozenset({"message", "card_drawn", "reinforcement_delayed"})


def triggered(events: Iterable[Event]) -> list[dict[str, Any]]:
    """One entry per firing, in order: {"round", "event"} (or {"round", "card", "text"}
    for an event card) and "messages": [{"to", "text"}, ...] of its actions."""
    out: list[dict[str, Any]] = []
    for e in events:
        kind = e.get("type")
        if kind == "triggered":
            out.append({"round": e["round"], "event": e["event"], "messages": []})
        elif kind == "card_drawn":
            entry = {"round": e["round"], "card": e["card"], "messages": []}
            if "text" in e:
                entry["text"] = e["text"]
            out.append(entry)
        elif kind == "message" and out:
            out[-1]["messages"].append({"to": e["to"], "text": e["text"]})
    return out


def told(events: Iterable[Event]) -> list[Event]:
    """The events `message_lines` makes lines of (`TOLD`), in order."""
    return [e for e in events if e.get("type") in TOLD]


def message_lines(events: Iterable[Event], round_: int) -> list[str]:
    """Readable lines for the messages and drawn cards among `events` (those `told`)."""
    lines: list[str] = []
    for e in events:
        if e.get("type") == "message":
            lines.append(f"round {round_}, to {e['to']}: {e['text']}")
        elif e.get("type") == "card_drawn":
            text = f": {e['text']}" if "text" in e else ""
            lines.append(f"round {round_}, event card {e['card']}{text}")
        elif e.get("type") == "reinforcement_delayed":
            lines.append(f"round {round_}, {e['reason']} ({e['unit']})")
    return lines
