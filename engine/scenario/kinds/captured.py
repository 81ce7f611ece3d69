"""Trigger `captured`: a victory point is held (by one side, or by any)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT, drop_none
from engine.scenario.suggest import suggest

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class CapturedTrigger:
    """Victory point `point` is held (by side `by`, or by any side)."""

    point: str
    by: str | None = None


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)
    point = body.get("point")
    if isinstance(point, str) and point not in mc.vp_ids:
        mc.c.report(path + ("point",), f"'{point}' is not a victory point; "
                    + (suggest(point, mc.vp_ids) if mc.vp_ids else "the map has none"))


KIND = Kind(
    name="captured", record=CapturedTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["point"],
            "properties": {"point": ID, "by": ID}},
    parse=lambda b, _: CapturedTrigger(point=b["point"], by=b.get("by")),
    write=lambda t, _: drop_none({"point": t.point, "by": t.by}),
    check=_check,
)
