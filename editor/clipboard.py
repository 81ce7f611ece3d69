"""Copy and paste a rectangle of map with its contents (terrain, units, features)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from editor.commands import AddThingsCommand, PaintTerrainCommand
from editor.document import ScenarioDocument
from editor.edits import next_id
from engine.scenario.model import Cell, Feature, Unit


@dataclass
class MapClip:
    width: int
    height: int
    terrain: dict[Cell, str] = field(default_factory=dict)  # relative cell -> character
    units: list[Unit] = field(default_factory=list)  # `at` relative; cargo copied along
    features: list[Feature] = field(default_factory=list)


def copy_region(doc: ScenarioDocument, cells: set[Cell]) -> MapClip | None:
    cells = {c for c in cells if doc.grid.in_bounds(c)}
    if not cells:
        return None
    c0 = min(c for c, _ in cells)
    r0 = min(r for _, r in cells)
    clip = MapClip(max(c for c, _ in cells) - c0 + 1, max(r for _, r in cells) - r0 + 1)
    for c, r in cells:
        clip.terrain[(c - c0, r - r0)] = doc.terrain_at((c, r))
    for unit in doc.scenario.units:
        if unit.at in cells:
            u = copy.deepcopy(unit)
            u.at = (unit.at[0] - c0, unit.at[1] - r0)
            clip.units.append(u)
            for cid in unit.cargo:
                cargo = doc.scenario.unit(cid)
                if cargo is not None:
                    clip.units.append(copy.deepcopy(cargo))
    for feature in doc.scenario.features:
        if feature.at in cells:
            f = copy.deepcopy(feature)
            f.at = (feature.at[0] - c0, feature.at[1] - r0)
            clip.features.append(f)
    return clip


def paste_origin(doc: ScenarioDocument, cell: Cell) -> Cell:
    """On odd-r hex maps a paste moved by an odd number of rows would change its shape."""
    if doc.grid.kind == "hex" and cell[1] % 2:
        return (cell[0], cell[1] - 1)
    return cell


def pasted_cells(doc: ScenarioDocument, clip: MapClip, cell: Cell) -> set[Cell]:
    c0, r0 = paste_origin(doc, cell)
    return {(c0 + c, r0 + r) for c, r in clip.terrain if doc.grid.in_bounds((c0 + c, r0 + r))}


def paste(doc: ScenarioDocument, clip: MapClip, cell: Cell, stroke: int) -> str | None:
    """Paste with new ids; what falls off the map or onto an occupied cell is left out."""
    c0, r0 = paste_origin(doc, cell)
    doc.undo_stack.beginMacro("Paste")
    try:
        changes = {(c0 + c, r0 + r): ch for (c, r), ch in clip.terrain.items()
                   if doc.grid.in_bounds((c0 + c, r0 + r))}
        if changes:
            doc.undo_stack.push(PaintTerrainCommand(doc, changes, stroke, "Paste terrain"))
        renamed: dict[str, str] = {}
        units: list[Unit] = []
        occupied = {u.at for u in doc.scenario.units if u.at is not None and not u.flying}
        for unit in clip.units:
            u = copy.deepcopy(unit)
            if u.at is not None:
                u.at = (c0 + u.at[0], r0 + u.at[1])
                if not doc.grid.in_bounds(u.at) or (u.at in occupied and not u.flying):
                    continue
                occupied.add(u.at)
            new = next_id(doc, (u.side[:1] or "u").lower(), list(renamed.values()))
            renamed[u.id] = new
            u.id = new
            units.append(u)
        for u in units:
            u.cargo = [renamed[c] for c in u.cargo if c in renamed]
        carried = {c for u in units for c in u.cargo}
        units = [u for u in units if u.at is not None or u.id in carried]
        vp_ids = {f.id for f in doc.scenario.features if f.id}
        features: list[Feature] = []
        for feature in clip.features:
            f = copy.deepcopy(feature)
            f.at = (c0 + f.at[0], r0 + f.at[1])
            if not doc.grid.in_bounds(f.at):
                continue
            if f.kind == "victory_point":
                n = 1
                while f"vp{n}" in vp_ids:
                    n += 1
                f.id = f"vp{n}"
                vp_ids.add(f.id)
            features.append(f)
        if units or features:
            doc.undo_stack.push(AddThingsCommand(doc, units, features, "Paste things"))
    finally:
        doc.undo_stack.endMacro()
    return None
