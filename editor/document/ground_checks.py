"""The editor's ground checks before a unit or feature is put on a cell: the same rule and
the same words as validation (`engine.scenario.ground`), so a tool refuses at the click
what the file could never hold (RULES.md A3, A11), instead of placing it and flagging it.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from editor.document.scenario_document import ScenarioDocument, Thing
from engine.catalog import Catalog, load_catalog
from engine.scenario.ground import feature_ground_problem, unit_ground_problem
from engine.scenario.model import Cell, Feature


def _entry(feature: Feature | None) -> dict[str, Any] | None:
    """A building or work as validation reads it from the file."""
    if feature is None:
        return None
    return {"kind": feature.kind, "type": feature.type, "owner": feature.owner,
            "state": feature.state or "finished"}


def _features_at(doc: ScenarioDocument, cell: Cell, leaving: Collection[Thing],
                 arriving: Collection[Feature]) -> list[Feature]:
    staying = [f for f in doc.features_at(cell) if not any(f is t for t in leaving)]
    return staying + [f for f in arriving if f.at == cell]


def unit_ground(doc: ScenarioDocument, unit_type: str, side: str, cell: Cell,
                leaving: Collection[Thing] = (), arriving: Collection[Feature] = ()) -> str | None:
    """Why a unit of `unit_type` cannot stand (landed) at `cell`, or None; `leaving` are
    things about to move away from their cells and `arriving` features about to come, at
    their new cells (a move of the selection)."""
    catalog = doc.catalog
    utype = catalog.units.get(unit_type)
    terrain = catalog.terrain.get(doc.terrain_at(cell))
    if utype is None or terrain is None:
        return None  # validation names the unknown type or terrain
    here = _features_at(doc, cell, leaving, arriving)
    structure = next((f for f in here if f.kind in ("building", "work")), None)
    bridge = any(f.kind == "bridge" for f in here)
    return unit_ground_problem(catalog, utype, terrain, _entry(structure), side, bridge,
                               f"a {utype.name.lower()}", cell)


def feature_ground(doc: ScenarioDocument, kind: str, cell: Cell,
                   leaving: Collection[Thing] = (), arriving: Collection[Feature] = ()) -> str | None:
    """Why a feature of `kind` cannot lie at `cell` (a bridge on land, a mine on water...)."""
    terrain = doc.catalog.terrain.get(doc.terrain_at(cell))
    if terrain is None:
        return None
    bridge = any(f.kind == "bridge" for f in _features_at(doc, cell, leaving, arriving))
    return feature_ground_problem(kind, terrain, bridge, kind.replace("_", " "), cell)


def can_fly(unit_type: str, catalog: Catalog | None = None) -> bool:
    """Whether the type is an aircraft (`catalog`: the scenario's; the global one if None)."""
    record = (catalog or load_catalog()).units.get(unit_type)
    return bool(record and record.is_aircraft)
