"""The move searches kept from one position to the next (A3; issue 37): a unit's search
stands while nothing it read has changed (its own values and the terrain: the key; on
every cell it asked the step of, what is there: `_cells_read`), and so do its sorted cells
and its moves. `engine.rules.movement` searches (`movement._search`, handed to
`kept_search`) and lists the moves; this module keeps them
(tests/engine/rules/test_kept_searches.py compares them with searches made afresh).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, NamedTuple

from engine.grid import Cell
from engine.rules.actions import Action
from engine.rules.cell_contents import Contents, cell_contents, contents_log, log_read_now
from engine.rules.label_loops import Step, first_labels
from engine.rules.move_steps import flies, known_mines, step, terrain_stepper, unseen_enemy_cells
from engine.rules.state import GameState, UnitState

# a search's answer: cell -> (ap, fuel, label index), and the labels
Searched = tuple[dict[Cell, tuple[int, int, int]], list[tuple[Cell, int, int, int]]]


class _Kept(NamedTuple):
    key: tuple[Any, ...]
    area: frozenset[Cell]  # every cell whose step cost the search asked
    seen: dict[Cell, Contents]  # `_cells_read` when it ran
    searched: Searched
    order: list[list[Cell]]  # the searched cells sorted, once asked (`order_of`)
    moves: list[list[Action]]  # their moves, once listed (`move_actions`: shared)
    settled: list[dict[Cell, tuple[int, int, int]]]  # `first_labels`, once asked
    settled_order: list[list[Cell]]  # its cells sorted, once asked (`order_of`)
    steps: dict[Cell, Step | None]  # the step into each cell with anything on it, then
    checked: list[int]  # the `ContentsLog` generation `seen` was last read in, if any
    made: dict[Cell, Action]  # the move to each cell listed so far (shared by its lists)


# Each living state's kept searches by unit id (dropped with the state: `_kept_of`).
_KEPT: dict[int, dict[str, _Kept]] = {}
_KEEPING: ContextVar[bool] = ContextVar("keeping_searches", default=True)


def keeping_searches() -> bool:
    """Whether searches (and the engineer orders' listings) are kept across positions
    (not within `searching_afresh`)."""
    return _KEEPING.get()


@contextmanager
def searching_afresh() -> Iterator[None]:
    """Within: every search runs anew, neither reading nor filling the kept ones (the
    tests compare the two)."""
    token = _KEEPING.set(False)
    try:
        yield
    finally:
        _KEEPING.reset(token)


def _kept_of(state: GameState) -> dict[str, _Kept]:
    kept = _KEPT.get(id(state))
    if kept is None:
        kept = _KEPT[id(state)] = {}
        weakref.finalize(state, _KEPT.pop, id(state), None)
    return kept


def _search_key(state: GameState, unit: UnitState) -> tuple[Any, ...]:
    """Everything of the unit and the map as a whole that the search reads: where the
    unit is, its AP, fuel, HP (the low-HP multiplier), side, type, whether it is aboard,
    and the terrain (its version: `set_terrain` bumps it)."""
    return (unit.at, unit.ap, unit.fuel, unit.max_fuel, unit.hp, unit.side, unit.aboard,
            unit.alive, id(unit.type), state.terrain_version, id(state.terrain),
            id(state.catalog))


def _cells_read(state: GameState, unit: UnitState, area: frozenset[Cell], mines: set[Cell],
                unseen: frozenset[Cell]) -> dict[Cell, Contents]:
    """For each cell of `area` with anything on it (a unit of either layer, a structure,
    bridge, wreck, known mine or victory point): what the search reads there
    (`cell_contents`, the same for every unit of the side and layer), which with the
    unit's own state (the key) gives the step into it and whether a move may end on it.
    Every other cell of the area costs what its terrain costs, which the key holds (the
    terrain version), so two equal answers mean the search runs the same way. (Only
    compared for equality: its order is no part of it. The occupied cells are met in the
    area by set intersection, at C speed: every unit's kept search asks this at every
    step.)"""
    return cell_contents(state, unit.side, flies(unit), area, mines, unseen)


def kept_search(state: GameState, unit: UnitState,
                search: Callable[..., Searched]) -> Searched:
    """The unit's search kept from an earlier step when nothing it read has changed: the
    unit's own state and the terrain (`_search_key`), and on every cell it asked the cost
    of, what is there (`_cells_read`). The search is a function of exactly these, so the
    kept one is the one a new search would make (test_kept_searches.py in the rules'
    tests compares them step by step)."""
    if not _KEEPING.get():
        return search(state, unit)
    found = still_kept(state, unit)
    if found is not None:
        return found
    mines = known_mines(state, unit.side)
    unseen = unseen_enemy_cells(state, unit)
    asked: set[Cell] = set()
    read: dict[Cell, Step | None] = {}
    searched = search(state, unit, asked=asked, read=read)
    area = frozenset(asked)
    log = contents_log(state, unit.side, flies(unit), lambda: (mines, unseen))
    _kept_of(state)[unit.id] = _Kept(_search_key(state, unit), area,
                                     _cells_read(state, unit, area, mines, unseen),
                                     searched, [], [], [], [], read,
                                     [] if log is None else [log.generation], {})
    return searched


def still_kept(state: GameState, unit: UnitState) -> Searched | None:
    """The unit's kept search if nothing it read has changed since, else None. While a
    position is read, the side's `ContentsLog` names the cells changed since the search's
    area was last read: none of them in the area, nothing it read has changed (its area
    read again would be `seen` once more)."""
    kept = _KEPT.get(id(state))
    old = kept.get(unit.id) if kept is not None and _KEEPING.get() else None
    if old is None or old.key != _search_key(state, unit):
        return None
    air = flies(unit)
    # the side's log as this reading brought it up already (most units), else brought up
    log = log_read_now(state, unit.side, air) or contents_log(
        state, unit.side, air, lambda: (known_mines(state, unit.side),
                                        unseen_enemy_cells(state, unit)))
    if log is not None and old.checked:
        if old.checked[0] == log.generation:  # its area read at this very generation
            return old.searched
        changed = log.changed_since(old.checked[0])
        if changed is not None and old.area.isdisjoint(changed):
            old.checked[:] = [log.generation]
            return old.searched
    mines = known_mines(state, unit.side)
    unseen = unseen_enemy_cells(state, unit)
    seen = _cells_read(state, unit, old.area, mines, unseen)
    checked = [] if log is None else [log.generation]
    if old.seen == seen:
        old.checked[:] = checked
        return old.searched
    if not _same_steps(state, unit, old, seen, mines, unseen):
        return None
    # only where a move may end has changed (a friend came or went, an enemy was seen or
    # lost where it blocks nothing): the same labels, their cells' ends read anew
    if not old.settled:
        old.settled.append(first_labels(old.searched[1]))
    layer = state.air if flies(unit) else state.ground
    # the settled cells but those a unit stands on where the side sees it, in their order:
    # the few such cells (met at C speed) taken out of a copy
    cells = old.settled[0].copy()
    for cell in cells.keys() & layer.keys():
        if cell not in unseen:
            del cells[cell]
    searched = (cells, old.searched[1])
    kept[unit.id] = old._replace(seen=seen, searched=searched, order=[],  # type: ignore[index]
                                 moves=[], checked=checked)
    return searched


def _same_steps(state: GameState, unit: UnitState, old: _Kept, seen: dict[Cell, Contents],
                mines: set[Cell], unseen: frozenset[Cell]) -> bool:
    """Whether every cell of a kept search's area costs the unit what it did: the cells
    whose contents changed (`seen` against the kept `_cells_read`), a cell that had nothing
    on it costing then what its terrain costs. An aircraft's step is the same into
    every cell."""
    if flies(unit):
        return True
    empty = terrain_stepper(state, unit)
    before = old.seen
    for cell in before.keys() | seen.keys():
        if before.get(cell) != seen.get(cell) and step(state, unit, cell, mines, unseen) != (
                old.steps[cell] if cell in old.steps else empty(cell)):
            return False
    return True


def kept_with(state: GameState, unit: UnitState, found: dict[Cell, Any]) -> _Kept | None:
    """The unit's kept search if `found` is its cells (not a search made afresh)."""
    kept = _KEPT.get(id(state))
    old = kept.get(unit.id) if kept is not None else None
    return old if old is not None and old.searched[0] is found else None


def order_of(state: GameState, unit: UnitState, found: dict[Cell, Any]) -> list[Cell]:
    """`found` (the unit's search's cells) sorted, kept with its search when it is kept."""
    old = kept_with(state, unit, found)
    if old is None:
        return sorted(found)
    if not old.order:
        if old.settled:  # the cells a move may end on are some of its settled cells
            if not old.settled_order:
                old.settled_order.append(sorted(old.settled[0]))
            old.order.append([c for c in old.settled_order[0] if c in found])
        else:
            old.order.append(sorted(found))
    return old.order[0]
