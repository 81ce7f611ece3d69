"""The terms of a side's danger map (engine/ai/view.py `danger_at`), kept for a set of
threats while our own units move.

One enemy shoots one target: the threat of its next side-turn is shared among our units
within its reach, and its patrol shot (A9) among our ground units in its zone. A cell's
danger is the sum, in a fixed order, of each such slot's damage there times the slot's
share. The damages depend on the threats only (kept per set of threats); the shares on
where our units stand, which changes with every move of a side-turn: a move re-sums only
the cells of the slots whose share it changed, each in the same order as a sum from
nothing, so the map is the one a fresh reading gives, to the last bit.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from dataclasses import field

from engine.grid import Cell, Grid
from engine.records import record
from engine.rules.unit_views import UnitSnapshot

DangerMap = dict[Cell, tuple[float, int]]

# (grid kind, width, height, centre, damage by distance) -> `ring_damage`'s answer: the
# geometry of a grid's shape, the same for every game, side and copy of a player
_RING_DAMAGE: dict[tuple[object, ...], list[tuple[Cell, float]]] = {}
_RING_DAMAGE_SIZE = 4096  # answers kept (a cache size); emptied when full


def ring_damage(grid: Grid, centre: Cell, by_distance: tuple[float, ...]
                ) -> list[tuple[Cell, float]]:
    """(cell, damage) of every cell within `len(by_distance) - 1` of `centre`, in
    `cells_within`'s order, whose damage `by_distance[distance]` is not 0.0: a threat's
    or a patrol shot's cells (`DangerReading._danger_terms`, `_add_patrol`). Kept for
    the process by the grid's shape (a pure function of it): the answer is shared,
    never to be changed."""
    key = (grid.kind, grid.width, grid.height, centre, by_distance)
    found = _RING_DAMAGE.get(key)
    if found is None:
        most = len(by_distance) - 1
        dist = grid.distance
        found = [(cell, top) for cell in grid.cells_within(centre, most)
                 if (d := dist(centre, cell)) <= most and (top := by_distance[d])]
        if len(_RING_DAMAGE) >= _RING_DAMAGE_SIZE:
            _RING_DAMAGE.clear()
        _RING_DAMAGE[key] = found
    return found


@record
class DangerTerms:
    """Each cell's (slot, damage) terms in the order the map adds them, for one set of
    threats and one kind of target; a slot is (patrol shot?, where its enemy stands,
    its reach). The last shares and the map they gave are kept."""

    slots: list[tuple[bool, Cell, int]] = field(default_factory=list)
    terms: dict[Cell, list[tuple[int, float]]] = field(default_factory=dict)
    cells: list[list[Cell]] = field(default_factory=list)  # each slot's cells
    # the slots of fire that does not seek the unit in front: indirect (it falls on any
    # unit its side sees) or blast (it bursts on the cells around its target too)
    spread: set[int] = field(default_factory=set)
    shares: tuple[float, ...] | None = None
    result: DangerMap = field(default_factory=dict)
    _own: set[tuple[Cell, bool]] | None = None  # (cell, flying) of our units last counted
    _counts: list[int] = field(default_factory=list)  # each slot's count of them

    def __deepcopy__(self, memo: dict[int, object]) -> DangerTerms:
        """A copy sharing the containers: none is changed once built (a new map, count
        list or set of places replaces the last), so a copied player (the fairness check
        copies it at every decision) need not copy the terms."""
        return copy.copy(self)

    @property
    def counts(self) -> tuple[int, ...]:
        """Each slot's count of our units within its reach, as the last shares were read."""
        return tuple(self._counts)

    def add_slot(self, patrol: bool, centre: Cell, reach: int,
                 damage: list[tuple[Cell, float]], spread: bool = False) -> None:
        """One enemy's threat (or patrol shot): its damage, before the share, per cell;
        `spread`, fire that does not seek the unit in front (indirect or blast)."""
        slot = len(self.slots)
        self.slots.append((patrol, centre, reach))
        if spread:
            self.spread.add(slot)
        self.cells.append([cell for cell, _ in damage])
        for cell, value in damage:
            self.terms.setdefault(cell, []).append((slot, value))

    def shares_for(self, own: Mapping[Cell, UnitSnapshot], distance: Callable[[Cell, Cell], int],
                   patrol_danger: float) -> tuple[float, ...]:
        """Each slot's share for our units standing on `own`'s cells (a patrol shot's
        among those on the ground, weighed by `patrol_danger`). Each slot's count of our
        units within its reach is kept: a move changes it only by the cells our units
        left and came to (rows apart bound the distance on both grids)."""
        now = {(c, u.flying) for c, u in own.items()}
        if self._own is None:
            counts = [0] * len(self.slots)
            changes = [(place, 1) for place in now]
        else:
            counts = list(self._counts)
            changes = [*((place, -1) for place in self._own - now),
                       *((place, 1) for place in now - self._own)]
        for (cell, flying), sign in changes:
            for i, (patrol, centre, reach) in enumerate(self.slots):
                if (not (patrol and flying) and -reach <= cell[1] - centre[1] <= reach
                        and distance(centre, cell) <= reach):
                    counts[i] += sign
        self._own, self._counts = now, counts
        return tuple(patrol_danger / max(1, n) if patrol else 1.0 / max(1, n)
                     for (patrol, _, _), n in zip(self.slots, counts, strict=True))

    def map_for(self, shares: tuple[float, ...]) -> DangerMap:
        """The danger map under these shares: every cell's terms summed in order, only
        those of the cells whose slots' shares changed since the last map."""
        old = self.shares
        if old == shares:
            return self.result
        if old is None:
            cells: Iterable[Cell] = self.terms
            result: DangerMap = {}
        else:
            changed = [i for i, (a, b) in enumerate(zip(old, shares, strict=True)) if a != b]
            cells = {c for i in changed for c in self.cells[i]}
            result = dict(self.result)  # the last map may be held by a view: not changed
        terms = self.terms
        for cell in cells:
            total = 0.0
            for slot, value in terms[cell]:
                total += shares[slot] * value
            result[cell] = (total, len(terms[cell]))
        self.shares, self.result = shares, result
        return result
