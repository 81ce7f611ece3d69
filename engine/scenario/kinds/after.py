"""Trigger `after`: some rounds (0 when absent) after another event fired."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT, drop_none
from engine.scenario.suggest import suggest

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class AfterTrigger:
    """`rounds` rounds (0 when absent) after event `event` fired."""

    event: str
    rounds: int | None = None


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)
    event = body.get("event")
    if isinstance(event, str) and event not in mc.event_ids:
        mc.c.report(path + ("event",), f"'{event}' is not an event; "
                    + suggest(event, mc.event_ids.keys()))


KIND = Kind(
    name="after", record=AfterTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["event"],
            "properties": {"event": ID, "rounds": {"type": "integer", "minimum": 0}}},
    parse=lambda b, _: AfterTrigger(event=b["event"], rounds=b.get("rounds")),
    write=lambda t, _: drop_none({"event": t.event, "rounds": t.rounds}),
    check=_check,
)
