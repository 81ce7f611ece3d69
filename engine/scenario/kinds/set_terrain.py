"""Action `set_terrain`: the cells of an area take a terrain (`set_terrain: {area: ford,
terrain: "~"}`: its character in the map's text). A cell where a ground unit stands
that could not stand on the new terrain keeps its ground (engine/rules/mission_changes.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import (
    AREA_REF,
    AreaRef,
    Kind,
    PathT,
    area_ref_data,
    parse_area_ref,
)

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class SetTerrain:
    """Every cell of `area` becomes terrain `terrain` (a terrain character)."""

    area: AreaRef
    terrain: str = "."


def _rename(a: SetTerrain, old: str, new: str) -> None:
    if a.area == old:
        a.area = new


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, {"area": body["area"]} if "area" in body else {})
    char = body.get("terrain")
    known = mc.c.catalog.terrain
    if isinstance(char, str) and char not in known:
        legend = ", ".join(f"'{t.char}' {t.name}" for t in known.values())
        mc.c.report(path + ("terrain",), f"the ground change of {mc.where} names terrain "
                    f"'{char}', which is no terrain character; use one of {legend}")


KIND = Kind(
    name="set_terrain", record=SetTerrain,
    schema={"type": "object", "additionalProperties": False, "required": ["area", "terrain"],
            "properties": {"area": AREA_REF,
                           "terrain": {"type": "string", "minLength": 1, "maxLength": 1}}},
    parse=lambda b, _: SetTerrain(area=parse_area_ref(b["area"]), terrain=b["terrain"]),
    write=lambda a, _: {"area": area_ref_data(a.area), "terrain": a.terrain},
    check=_check, rename_area=_rename, emits=("terrain_changed", "terrain_kept"),
)
