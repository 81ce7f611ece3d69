"""What stands on each cell with anything on it, as one side's search reads it (issue 37):
the kept move searches (engine/rules/kept_searches.py) compare these instead of asking the
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
    """What one side's move searches of one layer read on the map's cells but their
    terrain, as last read in one state (`last`: a `_snapshot`), numbered (`generation`: one
    more each time a read found it other), with the cells whose contents (`cell_contents`)
    may have changed at each of the last `CHANGES_KEPT` new numbers (`changes`). A kept
    move search that read its area at generation g still reads the same there if no cell
    changed since g lies in its area."""

    __slots__ = ("last", "generation", "changes")

    def __init__(self, last: Snapshot) -> None:
        self.last = last
        self.generation = 0
        self.changes: dict[int, set[Cell]] = {}

    def changed_since(self, generation: int) -> set[Cell] | None:
        """Every cell whose contents may have changed after `generation`; None when the
        log no longer reaches back that far."""
        if generation == self.generation:
            return set()
        found: set[Cell] = set()
        for number in range(generation + 1, self.generation + 1):
            cells = self.changes.get(number)
            if cells is None:
                return None
            found |= cells
        return found


CHANGES_KEPT = 16  # a log's generations whose changed cells it keeps

# Everything `_contents` reads of a side's layer, cell by cell, and what the engineer
# orders read there besides (`engineering.engineering_actions`, kept by this log too): the
# layer's units (a unit's side is its own for good), the cells of enemies the side does
# not see, the bridges' and the structures' (finished, kind, owner, type), the mines the
# side knows of with their owners, the wrecks, the victory points and every mine's cell.
Snapshot = tuple[dict[Cell, str], frozenset[Cell], dict[Cell, tuple[Any, ...]],
                 dict[Cell, tuple[Any, ...]], dict[Cell, Any], frozenset[Cell],
                 tuple[tuple[Cell, str], ...], frozenset[Cell]]


def contents_log(state: GameState, side: str, air: bool,
                 reads: Callable[[], tuple[set[Cell], frozenset[Cell]]]) -> ContentsLog | None:
    """The side's layer's `ContentsLog`, brought up to this position (once per position
    read: while none is read, None). `reads` gives the mines the side knows of and the
    layer's cells of enemies it does not see (asked only to bring the log up)."""
    if not vision.reading():
        return None
    return vision.remembered(state, ("contents_log", side, air),
                             lambda: _logged(state, side, air, *reads()))


def log_read_now(state: GameState, side: str, air: bool) -> ContentsLog | None:
    """`contents_log` as this reading of the position brought it up already, or None (no
    reading, or not asked yet in it): no `reads` to make."""
    return vision.recall(state, ("contents_log", side, air))  # type: ignore[no-any-return]


def _snapshot(state: GameState, air: bool, mines: set[Cell],
              unseen: frozenset[Cell]) -> Snapshot:
    known = state.mines
    return (dict(state.air if air else state.ground), unseen,
            {c: (b.finished, b.kind, b.owner, b.type) for c, b in state.bridges.items()},
            {c: (s.finished, s.kind, s.owner, s.type) for c, s in state.structures.items()},
            {c: None if (m := known.get(c)) is None else m.owner for c in mines},
            frozenset(state.wrecks), tuple((vp.at, vp.id) for vp in state.vps),
            frozenset(known))


def _changed(last: Snapshot, now: Snapshot) -> set[Cell]:
    """The cells whose contents may differ between two snapshots (at C speed, but for the
    few structures): those of the items either has and the other has not."""
    cells = {c for c, _ in last[0].items() ^ now[0].items()}
    cells |= last[1] ^ now[1]
    for before, after in ((last[2], now[2]), (last[3], now[3]), (last[4], now[4])):
        if before != after:
            cells |= {c for c, _ in before.items() ^ after.items()}
    cells |= last[5] ^ now[5]
    if last[6] != now[6]:
        cells |= {c for c, _ in last[6]} | {c for c, _ in now[6]}
    cells |= last[7] ^ now[7]
    return cells


def _logged(state: GameState, side: str, air: bool, mines: set[Cell],
            unseen: frozenset[Cell]) -> ContentsLog:
    now = _snapshot(state, air, mines, unseen)
    key = (id(state), side, air)
    held = _LOGS.get(key)
    if held is None or held[0]() is not state:
        log = ContentsLog(now)
        _LOGS[key] = (kept_ref(_LOGS, key, held, state), log)
        return log
    log = held[1]
    if now != log.last:
        log.generation += 1
        log.changes[log.generation] = _changed(log.last, now)
        log.changes.pop(log.generation - CHANGES_KEPT, None)
        log.last = now
    return log


# (id(state), side, air) -> (the state, weakly; its log)
_LOGS: dict[tuple[int, str, bool], tuple[Any, ContentsLog]] = {}
