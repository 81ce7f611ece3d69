"""Objective `escort` (A12): the side wins when all its `units` stand in the area by
`by_round`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.scenario.kinds.base import (
    AREA_REF,
    CONVOY,
    ID,
    Cell,
    Objective,
    ObjectiveKind,
    PathT,
    drop_none,
    objective_area,
    objective_area_data,
)

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import SemanticChecks


def _check(c: SemanticChecks, base: PathT, o: dict[str, Any], side_ok: bool) -> None:
    side = o.get("side")
    if o.get("units") == []:
        c.report(base + ("units",), f"the escort objective of '{side}' names no units yet: "
                 "pick them in the Objectives dock")
    for j, uid in enumerate(o.get("units") or []):
        c.check_unit_ref(base + ("units", j), uid, side if side_ok else None, same_side=True)
    listed = o.get("area")
    if listed is None:
        c.report(base, f"the escort objective of '{side}' has no area; pick the "
                       "cells to reach on the map (or name an area)")
    elif listed == []:
        c.report(base + ("area",), f"the escort objective of '{side}' has no cells yet: "
                 "pick them on the map (or name an area)")
    cells: list[Any] = listed if isinstance(listed, list) else []
    area = [c.check_cell(base + ("area", j), cell, "the escort area's cell")
            for j, cell in enumerate(cells)]
    land = [x for x in area if x is not None and (x in c.bridges or (
        (t := c.terrain_at(x)) is not None and t.move_cost.get("wheeled") is not None))]
    if area and all(x is not None for x in area) and not land:
        c.report(base + ("area",), "no cell of the escort area can be reached by a "
                 "vehicle (all water, ruins or rubble); pick cells on land or road",
                 severity="warning")


def _survives(o: Any, dropped: set[str], keep: Callable[[Cell], Cell | None]) -> bool:
    had_units, had_area = bool(o.units), bool(o.area)
    o.units = [u for u in o.units if u not in dropped]
    o.area = [k for k in (keep(x) for x in o.area) if k is not None]
    return not ((had_units and not o.units) or (had_area and not o.area))


def _parse(d: dict[str, Any]) -> Objective:
    o = Objective(kind=d["kind"], side=d["side"], units=list(d.get("units", [])),
                  by_round=d.get("by_round"))
    objective_area(o, d)
    return o


def _write(o: Objective) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": o.kind, "side": o.side}
    if o.units:
        d["units"] = list(o.units)
    return drop_none({**d, **objective_area_data(o), "by_round": o.by_round})


KIND = ObjectiveKind(
    name="escort",
    schema={"additionalProperties": False, "required": ["kind", "side", "units", "by_round"],
            "properties": {"kind": True, "side": ID,
                           "units": {"type": "array", "items": ID},
                           "area": AREA_REF,
                           "by_round": {"type": "integer", "minimum": 1}}},
    parse=_parse, write=_write, role=CONVOY, concerns=lambda o: tuple(o.units),
    check=_check, survives=_survives,
)
