"""Edits a designer makes, turned into undo commands (with mirror mode applied).

Tools and docks call these; these check what the rules forbid outright (a bridge on dry
land) and push one command, or one macro when mirror mode makes a counterpart.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication

from editor.document.commands import (
    AddThingsCommand,
    MoveThingsCommand,
    PaintRegionCommand,
    PaintTerrainCommand,
    RemoveThingsCommand,
    kind_name,
)
from editor.document.ground_checks import can_fly, feature_ground, unit_ground
from editor.document.piece_setup import piece_setup, placement_problem
from editor.document.scenario_document import ScenarioDocument, Thing
from editor.document.tool_options import MIRROR_NONE, ToolOptions
from engine.scenario.model import Cell, Feature, Unit

translate = QCoreApplication.translate


def mirrored(doc: ScenarioDocument, cells: set[Cell], mode: str) -> set[Cell]:
    """The cells plus their mirror images (mirror mode off: the cells unchanged)."""
    if mode == MIRROR_NONE:
        return set(cells)
    return set(cells) | {doc.grid.mirror(c, mode) for c in cells}


def other_side(doc: ScenarioDocument, side: str | None) -> str | None:
    """The opposing side for a mirrored counterpart: with two sides, the other one."""
    ids = [s.id for s in doc.scenario.sides]
    if side in ids and len(ids) == 2:
        return ids[1 - ids.index(side)]
    return side


def paint(doc: ScenarioDocument, cells: set[Cell], char: str, stroke: int, mode: str,
          text: str | None = None) -> None:
    """Paint the cells that change (none: no undo step); `text` as PaintTerrainCommand's
    (by default "Paint {cells} {terrain}")."""
    cells = {c for c in mirrored(doc, cells, mode) if doc.grid.in_bounds(c)}
    changes = {c: char for c in cells if doc.terrain_at(c) != char}
    if changes:
        doc.undo_stack.push(PaintTerrainCommand(doc, changes, stroke, text))


def flood_fill(doc: ScenarioDocument, start: Cell, char: str, stroke: int, mode: str) -> None:
    """Fill the connected region of `start`'s terrain (by grid neighbours), with its mirror
    image in mirror mode: labelled in compiled code on the terrain as an array, pushed as
    one compact PaintRegionCommand (no Python loop over the region's cells)."""
    import numpy as np

    from engine.grid_arrays import connected_region, mirror_flat, terrain_codes

    if doc.terrain_at(start) == char:
        return
    m = doc.scenario.map
    codes = terrain_codes(m.rows, m.width).reshape(-1)
    flat = connected_region(codes.reshape(m.height, m.width), doc.grid, start)
    if mode != MIRROR_NONE:
        flat = np.union1d(flat, mirror_flat(doc.grid, flat, mode))
    flat = flat[codes[flat] != ord(char)]
    if flat.size:
        doc.undo_stack.push(PaintRegionCommand(doc, flat, codes[flat], char, translate(
            "Edits", "Fill {cells} {terrain}")))


def next_id(doc: ScenarioDocument, prefix: str, extra: list[str] | tuple[str, ...] = ()) -> str:
    """The first free `prefix<n>` among unit ids and the `extra` ids about to be added."""
    taken = {u.id for u in doc.scenario.units} | set(extra)
    n = 1
    while f"{prefix}{n}" in taken:
        n += 1
    return f"{prefix}{n}"


def _unit_prefix(side: str) -> str:
    return (side[:1] or "u").lower()


def place_unit(doc: ScenarioDocument, options: ToolOptions, cell: Cell) -> str | None:
    """Place a unit of the chosen type and side; returns a refusal to show, or None."""
    side = options.side or (doc.scenario.sides[0].id if doc.scenario.sides else "")
    if not side:
        return translate("Edits", "add a side in the scenario settings before placing units")
    placements = [(cell, side)]
    if options.mirror != MIRROR_NONE:
        twin = doc.grid.mirror(cell, options.mirror)
        if twin != cell:
            placements.append((twin, other_side(doc, side) or side))
    units = []
    airborne = ""
    for at, owner in placements:
        why = placement_problem(doc.scenario, options.unit_type, owner, at)
        if why is not None:
            return why
        here = doc.units_at(at)
        landed = [u for u in here if not u.flying]
        ground = unit_ground(doc, options.unit_type, owner, at)
        flying: bool | None = None
        if can_fly(options.unit_type, doc.catalog) and (ground is not None or landed):
            # an aircraft may be where it cannot land: it starts in the air (A11)
            if any(u.flying for u in here):
                return translate("Edits", "there is already a unit in the air above {cell}; "
                                          "one unit to a cell").format(cell=list(at))
            flying = True
            airborne = ground or translate("Edits", "there is already a unit on {cell}").format(
                cell=list(at))
        elif landed:
            return translate("Edits", "there is already a unit at {cell}; one unit to a "
                                      "cell").format(cell=list(at))
        elif ground is not None:
            return ground
        units.append(Unit(id="", type=options.unit_type, side=owner, at=at, flying=flying))
    taken_ids: list[str] = []
    for unit in units:
        unit.id = next_id(doc, _unit_prefix(unit.side), taken_ids)
        taken_ids.append(unit.id)
    doc.undo_stack.push(AddThingsCommand(doc, units=units))
    if airborne:
        doc.status_message.emit(translate("Edits", "Placed flying: {why}").format(
            why=airborne.split(";")[0]))
    return None


def place_feature(doc: ScenarioDocument, options: ToolOptions, cell: Cell) -> str | None:
    """Place the chosen feature where validation allows it (a bridge only on water, a mine
    or anything else on water only on a bridge). Returns a refusal or None."""
    kind = options.feature_kind
    cells = [cell]
    if options.mirror != MIRROR_NONE:
        twin = doc.grid.mirror(cell, options.mirror)
        if twin != cell:
            cells.append(twin)
    features: list[Feature] = []
    vp_numbers = [f.id for f in doc.scenario.features if f.kind == "victory_point" and f.id]
    for k, at in enumerate(cells):
        why = feature_ground(doc, kind, at)
        if why is not None:
            return why
        if any(f.kind == kind or (kind in ("building", "work") and f.kind in ("building", "work"))
               for f in doc.features_at(at)):
            return translate("Edits", "there is already a {kind} at {cell}").format(
                kind=kind_name(kind), cell=list(at))
        owner = options.side if k == 0 else other_side(doc, options.side)
        feature = Feature(kind=kind, at=at)
        if kind == "victory_point":
            n = 1
            while f"vp{n}" in vp_numbers:
                n += 1
            feature.id = f"vp{n}"
            vp_numbers.append(feature.id)
        elif kind == "bridge":
            feature.owner = "neutral"
        elif kind == "mine":
            feature.owner = owner or None
        elif kind in ("building", "work"):
            feature.type = options.feature_type
            feature.owner = owner or "neutral"
            feature.state = "finished" if options.feature_finished else "under_construction"
        features.append(feature)
    doc.undo_stack.push(AddThingsCommand(doc, features=features))
    return None


def delete(doc: ScenarioDocument, things: list[Thing]) -> None:
    if things:
        doc.undo_stack.push(RemoveThingsCommand(doc, list(things)))


def move(doc: ScenarioDocument, things: list[Thing], delta: tuple[int, int]) -> str | None:
    """Move things by a cell offset; on hex maps odd row offsets keep each cell's column."""
    moves = []
    for thing in things:
        if thing.at is None:
            continue
        to = (thing.at[0] + delta[0], thing.at[1] + delta[1])
        if not doc.grid.in_bounds(to):
            return translate("Edits", "{cell} is outside the map").format(cell=list(to))
        moves.append((thing, to))
    why = piece_move_problem(doc, moves) or ground_move_problem(doc, moves)
    if why is not None:
        return why
    if moves:
        doc.undo_stack.push(MoveThingsCommand(doc, moves))
    return None


def ground_move_problem(doc: ScenarioDocument, moves: list[tuple[Thing, Cell]]) -> str | None:
    """Why a moved thing cannot stand where it goes (water, a bridge on land...), or None;
    things moved together go together (a unit keeps the bridge it moves with)."""
    leaving = [thing for thing, _ in moves]
    arriving = [Feature(kind=t.kind, at=to, type=t.type, owner=t.owner, state=t.state)
                for t, to in moves if isinstance(t, Feature)]
    for thing, to in moves:
        if isinstance(thing, Unit):
            why = None if thing.flying else unit_ground(doc, thing.type, thing.side, to,
                                                        leaving, arriving)
        else:
            why = feature_ground(doc, thing.kind, to, leaving, arriving)
        if why is not None:
            return why
    return None


def piece_move_problem(doc: ScenarioDocument, moves: list[tuple[Thing, Cell]]) -> str | None:
    """Why the ruleset refuses to have its set-up pieces moved there (out of the side's
    zone, onto a lake or another piece: `PieceSetup.placement_problem`), or None."""
    setup = piece_setup(doc.scenario)
    if setup is None:
        return None
    moving = {id(thing) for thing, _ in moves}
    rest = copy.copy(doc.scenario)
    rest.units = [u for u in doc.scenario.units if id(u) not in moving]
    standing = {u.at for u in rest.units if u.at is not None}
    for thing, to in moves:
        if not isinstance(thing, Unit):
            continue
        why = setup.placement_problem(rest, thing.type, thing.side, to)
        if why is None and to in standing:
            why = translate("Edits", "there is already a piece at {cell}").format(cell=list(to))
        if why is not None:
            return translate("Edits", "{unit} cannot go to {cell}: {why}").format(
                unit=thing.id, cell=list(to), why=why)
        standing.add(to)
    return None


def clone_things(things: list[Thing]) -> list[Thing]:
    return [copy.deepcopy(t) for t in things]
