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

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from engine.grid import Cell
from engine.rules.state import UnitSnapshot

DangerMap = dict[Cell, tuple[float, int]]


@dataclass
class DangerTerms:
    """Each cell's (slot, damage) terms in the order the map adds them, for one set of
    threats and one kind of target; a slot is (patrol shot?, where its enemy stands,
    its reach). The last shares and the map they gave are kept."""

    slots: list[tuple[bool, Cell, int]] = field(default_factory=list)
    terms: dict[Cell, list[tuple[int, float]]] = field(default_factory=dict)
    cells: list[list[Cell]] = field(default_factory=list)  # each slot's cells
    shares: tuple[float, ...] | None = None
    result: DangerMap = field(default_factory=dict)

    def add_slot(self, patrol: bool, centre: Cell, reach: int,
                 damage: list[tuple[Cell, float]]) -> None:
        """One enemy's threat (or patrol shot): its damage, before the share, per cell."""
        slot = len(self.slots)
        self.slots.append((patrol, centre, reach))
        self.cells.append([cell for cell, _ in damage])
        for cell, value in damage:
            self.terms.setdefault(cell, []).append((slot, value))

    def shares_for(self, own: Mapping[Cell, UnitSnapshot], distance: Callable[[Cell, Cell], int],
                   patrol_danger: float) -> tuple[float, ...]:
        """Each slot's share for our units standing on `own`'s cells (a patrol shot's
        among those on the ground, weighed by `patrol_danger`). Rows apart bound the
        distance on both grids: a unit more rows away than the reach is not measured."""
        everyone = list(own)
        ground = [c for c, u in own.items() if not u.flying]
        out: list[float] = []
        for patrol, (col, row), reach in self.slots:
            centre = (col, row)
            near = sum(1 for c in (ground if patrol else everyone)
                       if -reach <= c[1] - row <= reach and distance(centre, c) <= reach)
            out.append(patrol_danger / max(1, near) if patrol else 1.0 / max(1, near))
        return tuple(out)

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
