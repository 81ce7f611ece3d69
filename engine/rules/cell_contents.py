"""What stands on each cell with anything on it, as one side's search reads it (issue 37):
the kept move searches (engine/rules/movement.py) compare these instead of asking the
step into every such cell of their area again at every step."""

from __future__ import annotations

from typing import Any

from engine.grid import Cell
from engine.rules import vision
from engine.rules.state import GameState

# (the layer's unit's side, whether the side does not see it, a bridge's `finished`, a
# structure's (finished, kind, owner, type), a victory point's id, whether the side knows
# of a mine there, the mine's owner, whether a wreck is there)
Contents = tuple[Any, ...]


def occupied_cells(state: GameState) -> frozenset[Cell]:
    """Every cell with a unit of either layer, a structure, bridge, wreck or victory
    point on it (once per position read: the same for every unit)."""
    return vision.remembered(state, ("occupied",), lambda: frozenset(
        {*state.ground, *state.air, *state.structures, *state.bridges, *state.wrecks,
         *(vp.at for vp in state.vps)}))


def cell_contents(state: GameState, side: str, air: bool, area: frozenset[Cell],
                  mines: set[Cell], unseen: frozenset[Cell]) -> dict[Cell, Contents]:
    """For each cell of `area` with anything on it or a mine the side knows of (`mines`),
    what a move search of the side's units of this layer reads there: everything
    `movement.step` and where a move may end read of the cell but its terrain (`unseen`:
    the layer's cells holding enemies the side does not see). Each cell's contents are
    worked out once per position read, side and layer, for the first unit that asks."""
    cells = area & occupied_cells(state)
    if mines:
        cells |= area & mines
    known: dict[Cell, Contents] = vision.remembered(state, ("contents", side, air), dict)
    get = known.get
    return {cell: get(cell) or _contents(state, air, cell, known, mines, unseen)
            for cell in cells}


def _contents(state: GameState, air: bool, cell: Cell, known: dict[Cell, Contents],
              mines: set[Cell], unseen: frozenset[Cell]) -> Contents:
    uid = (state.air if air else state.ground).get(cell)
    s = state.structures.get(cell)
    b = state.bridges.get(cell)
    vp = state.vp_at(cell)
    mine = state.mines.get(cell) if cell in mines else None
    found = known[cell] = (
        None if uid is None else state.units[uid].side, cell in unseen,
        None if b is None else b.finished,
        None if s is None else (s.finished, s.kind, s.owner, s.type),
        None if vp is None else vp.id, cell in mines, None if mine is None else mine.owner,
        cell in state.wrecks)
    return found
