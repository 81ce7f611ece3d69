"""Trigger `holds`: a side has held a victory point for some rounds in a row
(`holds: {side: blue, point: ford, rounds: 2}`): it took the point at least `rounds`
rounds ago and has not lost it since (engine/rules/mission_triggers.py keeps, per point,
who holds it and since which round)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT
from engine.scenario.suggest import suggest

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class HoldsTrigger:
    """Side `side` has held point `point` for `rounds` rounds in a row."""

    side: str
    point: str
    rounds: int = 1


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)
    point = body.get("point")
    if isinstance(point, str) and point not in mc.vp_ids:
        mc.c.report(path + ("point",), f"'{point}' is not a victory point; "
                    + (suggest(point, mc.vp_ids) if mc.vp_ids else "the map has none"))
    rounds = body.get("rounds")
    if isinstance(rounds, int) and mc.rounds is not None and rounds >= mc.rounds:
        mc.c.report(path + ("rounds",), f"no side can hold a point for {rounds} rounds in a "
                    f"game of {mc.rounds}; the event would never fire: use 1-"
                    f"{max(mc.rounds - 1, 1)} or raise 'rounds'")


KIND = Kind(
    name="holds", record=HoldsTrigger,
    schema={"type": "object", "additionalProperties": False,
            "required": ["side", "point", "rounds"],
            "properties": {"side": ID, "point": ID,
                           "rounds": {"type": "integer", "minimum": 1, "maximum": 100000}}},
    parse=lambda b, _: HoldsTrigger(side=b["side"], point=b["point"], rounds=b["rounds"]),
    write=lambda t, _: {"side": t.side, "point": t.point, "rounds": t.rounds},
    check=_check,
)
