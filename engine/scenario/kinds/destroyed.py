"""Trigger `destroyed`: one named unit was destroyed, or at least `count` of a side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT, drop_none

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class DestroyedTrigger:
    """`unit` was destroyed, or at least `count` units of `side` were."""

    unit: str | None = None
    side: str | None = None
    count: int | None = None


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)


KIND = Kind(
    name="destroyed", record=DestroyedTrigger,
    schema={"type": "object", "additionalProperties": False,
            "properties": {"unit": ID, "side": ID, "count": {"type": "integer", "minimum": 1}},
            "oneOf": [{"required": ["unit"]}, {"required": ["side", "count"]}]},
    parse=lambda b, _: DestroyedTrigger(unit=b.get("unit"), side=b.get("side"),
                                        count=b.get("count")),
    write=lambda t, _: drop_none({"unit": t.unit, "side": t.side, "count": t.count}),
    check=_check,
)
