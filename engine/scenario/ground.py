"""Where things may stand on the map (DESIGN.md, "Validation"; RULES.md A3, A11).

One answer for validation and for the editor's tools, so the editor refuses exactly what
a file may not hold, in the same words: a unit only on ground its movement class may
enter (or on a bridge), a helicopter landed only where it may land, a bridge only on
water, any other feature on water only where a bridge stands.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.catalog import Catalog, TerrainType, UnitType
from engine.scenario.model import Cell


def unit_ground_problem(catalog: Catalog, utype: UnitType, terrain: TerrainType,
                        structure: Mapping[str, Any] | None, side: Any, on_bridge: bool,
                        name: str, cell: Cell) -> str | None:
    """Why a unit of `utype` cannot start on the ground at `cell`, or None. `structure`
    is the building or work there (its file entry), `on_bridge` whether a bridge is."""
    where = list(cell)
    if structure is not None:
        state = structure.get("state", "finished")
        owner = structure.get("owner")
        if state != "finished":
            return (f"{name} is inside the construction site of a {structure.get('type')} "
                    f"at {where}; nothing stands in a construction site")
        if structure.get("kind") == "building" and owner != side:
            return (f"{name} is inside a {structure.get('type')} of '{owner}' at {where}; "
                    "a unit may stand only in a building of its own side")
        work = catalog.works.get(str(structure.get("type")))
        if work is not None and utype.move_class in work.impassable_to:
            return f"{name} is on {work.name} at {where}, which {utype.move_class} units cannot enter"
    move_class = utype.move_class
    if move_class == "air":
        building = structure if structure is not None and structure.get("kind") == "building" else None
        heliport = building is not None and building.get("type") == "heliport"
        if building is not None and not heliport:
            return (f"{name} starts landed inside a {building.get('type')} at {where}; "
                    "helicopters land only on grass, burnt ground or their own heliport: move "
                    "it or add 'flying: true'")
        if not (terrain.landing or heliport):
            return (f"{name} starts landed on {terrain.name.lower()} at {where}; helicopters "
                    "land only on grass, burnt ground or their own heliport: move it or add "
                    "'flying: true'")
        return None
    stand_class = "foot" if move_class == "drone" else move_class
    if on_bridge or terrain.move_cost.get(stand_class) is not None:
        return None
    if terrain.bridgeable:
        return (f"{name} cannot stand on {terrain.name.lower()} at {where}; place it on land "
                "or put a bridge there")
    return f"{name} cannot stand on {terrain.name.lower()} at {where}; {move_class} units cannot enter it"


def feature_ground_problem(kind: str, terrain: TerrainType, bridge_here: bool, label: str,
                           cell: Cell) -> str | None:
    """Why a feature of `kind` cannot lie on `terrain` at `cell`, or None: a bridge only
    on water; anything else on water only where a bridge stands (`bridge_here`)."""
    if kind == "bridge":
        if not terrain.bridgeable:
            return (f"a bridge at {list(cell)} stands on {terrain.name.lower()}; bridges go "
                    "only on water")
        return None
    if terrain.bridgeable and not bridge_here:
        return (f"the {label} at {list(cell)} is on {terrain.name.lower()}; put it on land or "
                "put a bridge there first")
    return None


def structure_ground_problem(type_id: str, terrain: TerrainType, cell: Cell) -> str | None:
    """A building or work stands only where a soldier could walk (or on a bridged river)."""
    if terrain.move_cost.get("foot") is None and not terrain.bridgeable:
        return f"a {type_id} cannot stand on {terrain.name.lower()} at {list(cell)}"
    return None
