"""Trigger `units_left`: a side has at most so many living units left."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class UnitsLeftTrigger:
    """`side` has `at_most` living units left."""

    side: str
    at_most: int


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)


KIND = Kind(
    name="units_left", record=UnitsLeftTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["side", "at_most"],
            "properties": {"side": ID, "at_most": {"type": "integer", "minimum": 0}}},
    parse=lambda b, _: UnitsLeftTrigger(side=b["side"], at_most=b["at_most"]),
    write=lambda t, _: {"side": t.side, "at_most": t.at_most},
    check=_check,
)
