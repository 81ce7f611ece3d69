"""Copy and paste a rectangle of map with its contents (terrain, units, features).

Before pasting, the clipboard can be flipped and rotated (Tiled's X, Y and Z keys). On a
hex map the turns are done in cube coordinates (Red Blob Games), so a rotation is a
60-degree step and six of them give the clipboard back; on a square map a rotation is a
90-degree step. A clipboard's cells are kept relative to its top-left corner, on hex maps
with row 0 an even row, so that pasting at an even row keeps the shape.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from editor.document.commands import AddThingsCommand, PaintTerrainCommand, counted
from editor.document.edits import next_id
from editor.document.scenario_document import ScenarioDocument
from engine.grid import Cube, cube_to_offset, offset_to_cube
from engine.scenario.model import Cell, Feature, Unit

translate = QCoreApplication.translate

# The clipboard's turns: key name -> (what the status line says, hex, square).
FLIP_X, FLIP_Y, ROTATE_CW, ROTATE_CCW = "flip_x", "flip_y", "rotate_cw", "rotate_ccw"


@dataclass
class MapClip:
    width: int
    height: int
    terrain: dict[Cell, str] = field(default_factory=dict)  # relative cell -> character
    units: list[Unit] = field(default_factory=list)  # `at` relative; cargo copied along
    features: list[Feature] = field(default_factory=list)


def copy_region(doc: ScenarioDocument, cells: AbstractSet[Cell]) -> MapClip | None:
    cells = {c for c in cells if doc.grid.in_bounds(c)}
    if not cells:
        return None
    clip = MapClip(0, 0)
    for cell in cells:
        clip.terrain[cell] = doc.terrain_at(cell)
    for unit in doc.scenario.units:
        if unit.at in cells:
            clip.units.append(copy.deepcopy(unit))
            for cid in unit.cargo:
                cargo = doc.scenario.unit(cid)
                if cargo is not None:
                    clip.units.append(copy.deepcopy(cargo))
    for feature in doc.scenario.features:
        if feature.at in cells:
            clip.features.append(copy.deepcopy(feature))
    return _moved(clip, lambda cell: cell, doc.grid.kind == "hex")


def transformed(clip: MapClip, turn: str, hex_grid: bool) -> MapClip:
    """The clipboard flipped (FLIP_X: left-right, FLIP_Y: top-bottom) or rotated one step
    clockwise (ROTATE_CW) or anticlockwise (ROTATE_CCW): 60 degrees on a hex map, 90 on a
    square one. Units and features turn with their cells (the scenario model holds no facing
    or orientation to turn with them)."""
    if hex_grid:
        cube_turn = _HEX_TURNS[turn]
        return _moved(clip, lambda cell: cube_to_offset(cube_turn(offset_to_cube(cell))), True)
    return _moved(clip, _SQUARE_TURNS[turn], False)


def turn_description(turn: str, hex_grid: bool) -> str:
    """What the status line says after a turn."""
    if turn == FLIP_X:
        return translate("Clipboard", "flipped left-right")
    if turn == FLIP_Y:
        return (translate("Clipboard", "flipped top-bottom (hex rows keep their stagger)")
                if hex_grid else translate("Clipboard", "flipped top-bottom"))
    step = 60 if hex_grid else 90
    return (translate("Clipboard", "rotated {degrees}° clockwise") if turn == ROTATE_CW
            else translate("Clipboard", "rotated {degrees}° anticlockwise")).format(degrees=step)


# Pointy-top cube turns: a 60-degree step clockwise is (q, r, s) -> (-r, -s, -q); a flip
# left-right keeps r and mirrors x = q + r/2; a flip top-bottom negates r and keeps x.
_HEX_TURNS: dict[str, Callable[[Cube], Cube]] = {
    FLIP_X: lambda c: (c[2], c[1], c[0]),
    FLIP_Y: lambda c: (-c[2], -c[1], -c[0]),
    ROTATE_CW: lambda c: (-c[1], -c[2], -c[0]),
    ROTATE_CCW: lambda c: (-c[2], -c[0], -c[1]),
}
# Screen coordinates (rows grow downwards): clockwise takes right to down.
_SQUARE_TURNS: dict[str, Callable[[Cell], Cell]] = {
    FLIP_X: lambda c: (-c[0], c[1]),
    FLIP_Y: lambda c: (c[0], -c[1]),
    ROTATE_CW: lambda c: (-c[1], c[0]),
    ROTATE_CCW: lambda c: (c[1], -c[0]),
}


def _moved(clip: MapClip, move: Callable[[Cell], Cell], hex_grid: bool) -> MapClip:
    """`clip` with every cell moved by `move`, then shifted so its top row is row 0 and its
    leftmost cell column 0 (on hex maps the shift is done in cube coordinates, so an odd
    number of rows keeps the shape)."""
    moved = {cell: move(cell) for cell in clip.terrain}
    top = min(r for _, r in moved.values())
    if hex_grid:
        def shift(cell: Cell, dq: int = 0) -> Cell:
            q, r, s = offset_to_cube(cell)
            return cube_to_offset((q + dq, r - top, s - dq + top))
        left = min(c for c, _ in (shift(cell) for cell in moved.values()))
        place = {cell: shift(to, -left) for cell, to in moved.items()}
    else:
        left = min(c for c, _ in moved.values())
        place = {cell: (to[0] - left, to[1] - top) for cell, to in moved.items()}
    out = MapClip(max(c for c, _ in place.values()) + 1, max(r for _, r in place.values()) + 1)
    out.terrain = {place[cell]: ch for cell, ch in clip.terrain.items()}
    for unit in clip.units:
        u = copy.deepcopy(unit)
        if u.at is not None:
            u.at = place[u.at]
        out.units.append(u)
    for feature in clip.features:
        f = copy.deepcopy(feature)
        f.at = place[f.at]
        out.features.append(f)
    return out


def paste_origin(doc: ScenarioDocument, cell: Cell) -> Cell:
    """On odd-r hex maps a paste moved by an odd number of rows would change its shape."""
    if doc.grid.kind == "hex" and cell[1] % 2:
        return (cell[0], cell[1] - 1)
    return cell


def pasted_cells(doc: ScenarioDocument, clip: MapClip, cell: Cell) -> set[Cell]:
    c0, r0 = paste_origin(doc, cell)
    return {(c0 + c, r0 + r) for c, r in clip.terrain if doc.grid.in_bounds((c0 + c, r0 + r))}


def paste(doc: ScenarioDocument, clip: MapClip, cell: Cell, stroke: int) -> str | None:
    """Paste with new ids; what falls off the map or onto an occupied cell is left out.
    One undo step named for what it adds; a paste that would change nothing adds no step
    and says so."""
    c0, r0 = paste_origin(doc, cell)
    changes = {(c0 + c, r0 + r): ch for (c, r), ch in clip.terrain.items()
               if doc.grid.in_bounds((c0 + c, r0 + r)) and doc.terrain_at((c0 + c, r0 + r)) != ch}
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
    if not changes and not units and not features:
        return translate("Clipboard", "the paste would change nothing here")
    parts = [counted(len(changes), "cell")] if changes else []
    parts += [counted(len(units), "unit")] if units else []
    parts += [counted(len(features), "feature")] if features else []
    doc.undo_stack.beginMacro(translate("Clipboard", "Paste {what}").format(what=", ".join(parts)))
    try:
        if changes:
            doc.undo_stack.push(PaintTerrainCommand(doc, changes, stroke,
                                                    translate("Clipboard", "Paste {cells}")))
        if units or features:
            doc.undo_stack.push(AddThingsCommand(doc, units, features))
    finally:
        doc.undo_stack.endMacro()
    return None
