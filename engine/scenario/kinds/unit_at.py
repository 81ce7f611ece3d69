"""Trigger `unit_at`: one named unit, or at least `count` units of a side, stand in an
area (a named area or listed cells) now; `enters` is the same with one unit. A unit
aboard a carrier is where its carrier is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import (
    AREA_REF,
    ID,
    AreaRef,
    Kind,
    PathT,
    area_ref_data,
    drop_none,
    parse_area_ref,
)

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class UnitAtTrigger:
    """Unit `unit`, or at least `count` (None: 1) units of `side`, are in `area`."""

    area: AreaRef
    side: str | None = None
    unit: str | None = None
    count: int | None = None


def _rename(t: UnitAtTrigger, old: str, new: str) -> None:
    if t.area == old:
        t.area = new


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)
    if "unit" in body and "count" in body:
        mc.c.report(path + ("count",), f"the 'units in an area' trigger of {mc.where} names "
                    "one unit; 'count' is for a side's units: remove it or name a side")


KIND = Kind(
    name="unit_at", record=UnitAtTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["area"],
            "properties": {"side": ID, "unit": ID, "area": AREA_REF,
                           "count": {"type": "integer", "minimum": 1, "maximum": 100000}},
            "oneOf": [{"required": ["side"]}, {"required": ["unit"]}]},
    parse=lambda b, _: UnitAtTrigger(area=parse_area_ref(b["area"]), side=b.get("side"),
                                     unit=b.get("unit"), count=b.get("count")),
    write=lambda t, _: drop_none({"side": t.side, "unit": t.unit,
                                  "area": area_ref_data(t.area), "count": t.count}),
    check=_check, rename_area=_rename,
)
