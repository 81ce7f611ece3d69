"""What stands on each cell with anything on it, as one side's search reads it (issue 37):
the kept move searches (engine/rules/movement.py) compare these instead of asking the
step into every such cell of their area again at every step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.grid import Cell
from engine.rules import vision
from engine.rules.state import GameState, kept_ref

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


class ContentsLog:
    """One state's `cell_contents` over every cell with anything on it, for one side and
    layer, as last read (`last`), numbered (`generation`: one more each time a read found
    it different), with the cells that differed at each of the last `CHANGES_KEPT` new
    numbers (`changes`). A kept move search that read its area at generation g still
    reads the same there if no cell changed since g lies in its area."""

    __slots__ = ("last", "generation", "changes")

    def __init__(self, last: dict[Cell, Contents]) -> None:
        self.last = last
        self.generation = 0
        self.changes: dict[int, frozenset[Cell]] = {}

    def changed_since(self, generation: int) -> set[Cell] | None:
        """Every cell whose contents changed after `generation`; None when the log no
        longer reaches back that far."""
        found: set[Cell] = set()
        for number in range(generation + 1, self.generation + 1):
            cells = self.changes.get(number)
            if cells is None:
                return None
            found |= cells
        return found


CHANGES_KEPT = 16  # a log's generations whose changed cells it keeps


def contents_log(state: GameState, side: str, air: bool,
                 reads: Callable[[], tuple[set[Cell], frozenset[Cell]]]) -> ContentsLog | None:
    """The side's layer's `ContentsLog`, brought up to this position (once per position
    read: while none is read, None). `reads` gives the mines the side knows of and the
    layer's cells of enemies it does not see (asked only to bring the log up)."""
    if not vision.reading():
        return None
    return vision.remembered(state, ("contents_log", side, air),
                             lambda: _logged(state, side, air, *reads()))


def _logged(state: GameState, side: str, air: bool, mines: set[Cell],
            unseen: frozenset[Cell]) -> ContentsLog:
    now = cell_contents(state, side, air, occupied_cells(state) | mines, mines, unseen)
    key = (id(state), side, air)
    held = _LOGS.get(key)
    if held is None or held[0]() is not state:
        log = ContentsLog(now)
        _LOGS[key] = (kept_ref(_LOGS, key, held, state), log)
        return log
    log = held[1]
    last = log.last
    if now != last:
        log.generation += 1
        log.changes[log.generation] = frozenset(
            [c for c in now.keys() | last.keys() if now.get(c) != last.get(c)])
        log.changes.pop(log.generation - CHANGES_KEPT, None)
        log.last = now
    return log


# (id(state), side, air) -> (the state, weakly; its log)
_LOGS: dict[tuple[int, str, bool], tuple[Any, ContentsLog]] = {}
