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


def cell_contents(state: GameState, side: str, air: bool, mines: set[Cell],
                  unseen: frozenset[Cell]) -> tuple[frozenset[Cell], dict[Cell, Contents]]:
    """The cells with anything on them or a mine the side knows of (`mines`), and on
    each what a move search of the side's units of this layer reads there: everything
    `movement.step` and where a move may end read of the cell but its terrain
    (`unseen`: the layer's cells holding enemies the side does not see). Once per
    position read, side and layer."""
    return vision.remembered(state, ("contents", side, air),
                             lambda: _contents(state, side, air, mines, unseen))


def _contents(state: GameState, side: str, air: bool, mines: set[Cell],
              unseen: frozenset[Cell]) -> tuple[frozenset[Cell], dict[Cell, Contents]]:
    layer = state.air if air else state.ground
    units, structures, bridges = state.units, state.structures, state.bridges
    wrecks, placed = state.wrecks, state.mines
    cells = occupied_cells(state) | mines if mines else occupied_cells(state)
    out: dict[Cell, Contents] = {}
    for cell in cells:
        uid = layer.get(cell)
        s = structures.get(cell)
        b = bridges.get(cell)
        vp = state.vp_at(cell)
        mine = placed.get(cell) if cell in mines else None
        out[cell] = (None if uid is None else units[uid].side, cell in unseen,
                     None if b is None else b.finished,
                     None if s is None else (s.finished, s.kind, s.owner, s.type),
                     None if vp is None else vp.id, cell in mines,
                     None if mine is None else mine.owner, cell in wrecks)
    return frozenset(cells), out
