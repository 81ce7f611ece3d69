"""Trigger `turn_of`: a side's side-turn starts, in any round (`turn_of: {side: red}`).
It holds at the check made at that start and at no other, so with `once: false` its event
fires at each of the side's side-turns (RULES.md B: in `orders` and `activation` every
side's side-turn starts with the round)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class TurnOfTrigger:
    """A side-turn of side `side` starts."""

    side: str


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)


KIND = Kind(
    name="turn_of", record=TurnOfTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["side"],
            "properties": {"side": ID}},
    parse=lambda b, _: TurnOfTrigger(side=b["side"]),
    write=lambda t, _: {"side": t.side},
    check=_check,
)
