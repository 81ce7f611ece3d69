"""Log sentences for the mission events of a replay (DESIGN.md, "Mission events"): a
table of its own that the play-test log consults before the general sentences."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.rules.events import message_for

Event = dict[str, Any]


def _cell(value: Any) -> str:
    return f"[{value[0]}, {value[1]}]" if value else "?"


SENTENCES: dict[str, Callable[[Event], str]] = {
    "triggered": lambda e: f"Event '{e.get('event', '?')}' happens (round {e.get('round', '?')})",
    "reinforced": lambda e: (f"{e.get('unit', '?')} arrives for {e.get('side', '?')} at "
                             f"{_cell(e.get('at'))}"
                             + (f" carrying {', '.join(e['cargo'])}" if e.get("cargo") else "")),
    "reinforcement_delayed": lambda e: (f"{e.get('unit', '?')} cannot arrive yet: "
                                        f"{e.get('reason', 'no free cell')}"),
    "withdrawn": lambda e: (f"{e.get('unit', '?')} leaves the battlefield"
                            + (f" with {', '.join(e['cargo'])}" if e.get("cargo") else "")),
    "message": lambda e: (f"Message to {'all sides' if e.get('to') == 'all' else e.get('to')}: "
                          f"{e.get('text', '')}"),
    "card_drawn": lambda e: (f"Event card '{e.get('card', '?')}' is drawn"
                             + (f": {e['text']}" if e.get("text") else "")),
    "deployed": lambda e: (f"{e.get('unit', '?')} deploys from {_cell(e.get('from'))} to "
                           f"{_cell(e.get('to'))}"),
}


def mission_sentence(event: Event) -> str | None:
    """The sentence for a mission event, or None for other events."""
    make = SENTENCES.get(str(event.get("type")))
    return make(event) if make is not None else None


def mission_event_for(event: Event, side: str) -> bool:
    """Whether a side's own log may show this mission event: a message only to the side it
    is for, and which event fired only in the all-seeing log (a side is never told what a
    mission has in store: DESIGN.md "Mission events")."""
    kind = event.get("type")
    if kind == "message":
        return message_for(event, side)
    return kind != "triggered"
