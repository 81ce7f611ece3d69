"""Trigger `enters`: a unit of a side, or one named unit, is inside an area."""

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
class EntersTrigger:
    """A unit of `side`, or the unit `unit`, is inside `area`."""

    area: AreaRef
    side: str | None = None
    unit: str | None = None


def _rename(t: EntersTrigger, old: str, new: str) -> None:
    if t.area == old:
        t.area = new


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)


KIND = Kind(
    name="enters", record=EntersTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["area"],
            "properties": {"side": ID, "unit": ID, "area": AREA_REF},
            "oneOf": [{"required": ["side"]}, {"required": ["unit"]}]},
    parse=lambda b, _: EntersTrigger(area=parse_area_ref(b["area"]), side=b.get("side"),
                                     unit=b.get("unit")),
    write=lambda t, _: drop_none({"side": t.side, "unit": t.unit,
                                  "area": area_ref_data(t.area)}),
    check=_check, rename_area=_rename,
)
