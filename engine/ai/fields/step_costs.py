"""What entering a cell costs a move class on the map as one side knows it (A3), cell by
cell and without numpy: the one definition of the computer player's travel costs.

`SideView.enter_costs` lays `changed_costs` over the terrain's array for its travel
fields; `CellCosts` reads the same costs one cell at a time for the few searches of
validation's early-win warning (engine/ai/mission/hold_reach.py), which so runs without numpy,
scipy or the rest of the computer player.
"""

from __future__ import annotations

import heapq
from typing import Any

from engine.grid import Cell

AIR_CLASSES = ("air", "drone")
INF = float("inf")


def step_cost(value: int | None) -> float:
    """A terrain's step cost as travel counts it (None, impassable: inf)."""
    return INF if value is None else float(value)


def known_mines(game: Any, state: Any, side: str) -> tuple[set[Cell], set[Cell]]:
    """The mines `side` knows of (its own and the enemy ones its engineers found, A7),
    and of those its own (no wall to it: a cost)."""
    known = set(game.known_mines(side))
    mines = getattr(state, "mines", {})
    return known, {c for c in known if getattr(mines.get(c), "owner", None) == side}


def changed_costs(state: Any, side: str, move_class: str, capture: bool,
                  mines: tuple[set[Cell], set[Cell]], own_mine_ap: float) -> dict[Cell, float]:
    """The cells of a ground class whose cost is not their terrain's alone: a finished
    bridge as its road, inf on sites, others' buildings, works impassable to the class,
    victory points unless it captures and the enemy mines the side knows of; its own
    mines and wrecks cost more. Worked out in the order the rules stack them."""
    catalog, known, own = state.catalog, mines[0], mines[1]
    changed: dict[Cell, float] = {}

    def now(cell: Cell) -> float:
        value = changed.get(cell)
        return step_cost(state.terrain_at(cell).step_cost(move_class)) if value is None else value

    for cell in state.bridges:
        changed[cell] = step_cost(state.ground_terrain(cell).step_cost(move_class))
    for cell, s in state.structures.items():
        if not s.finished or (s.kind == "building" and s.owner != side) or (
                s.kind == "work" and move_class in catalog.works[s.type].impassable_to):
            changed[cell] = INF
    blocked = [c for c in known if c not in own]
    if not capture:
        blocked += [vp.at for vp in state.vps]
    for cell in own:
        changed[cell] = now(cell) + own_mine_ap
    for cell in blocked:
        changed[cell] = INF
    wreck = state.catalog.rules.wreck_step_cost
    for cell in state.wrecks:
        changed[cell] = now(cell) + wreck
    return changed


class CellCosts:
    """`changed_costs` and the terrain, read cell by cell (air classes: the rules' air
    step cost everywhere)."""

    def __init__(self, state: Any, side: str, move_class: str, capture: bool,
                 mines: tuple[set[Cell], set[Cell]], own_mine_ap: float) -> None:
        self.state, self.move_class = state, move_class
        self.air = float(state.catalog.rules.air_step_cost) if move_class in AIR_CLASSES else None
        self.changed = {} if self.air is not None else changed_costs(
            state, side, move_class, capture, mines, own_mine_ap)
        # each cell's cost once read: the searches from every point share it (`reach`)
        self.known: dict[Cell, float] = {}

    def fingerprint(self) -> tuple[tuple[Cell, float], ...]:
        """The costs that differ from the terrain's, as a key (hold_reach.Searches)."""
        return tuple(sorted(self.changed.items()))

    def __call__(self, cell: Cell) -> float:
        if self.air is not None:
            return self.air
        value = self.changed.get(cell)
        if value is None:
            return step_cost(self.state.terrain_at(cell).step_cost(self.move_class))
        return value


def reach(grid: Any, cost: CellCosts, goal: Cell, budget: float) -> dict[Cell, float]:
    """AP from each cell to `goal` (stepping into a cell costs entering it; an impassable
    goal counts as reached from next door), as the computer player's travel fields count
    it (engine/ai/fields/travel.py), for the cells within `budget` AP; the others are left out.
    A pure-Python Dijkstra: for validation's few short searches, no numpy."""
    best: dict[Cell, float] = {goal: 0.0}
    done: set[Cell] = set()
    heap: list[tuple[float, Cell]] = [(0.0, goal)]
    known, neighbours, pop, push = cost.known, grid.neighbours, heapq.heappop, heapq.heappush
    while heap:
        dist, cell = pop(heap)
        if cell in done:
            continue
        done.add(cell)
        out = known.get(cell)
        if out is None:
            out = known[cell] = cost(cell)
        if out == INF:
            if cell != goal:
                continue
            out = 0.0
        step = dist + out
        if step > budget:
            continue
        for nxt in neighbours(cell):
            if step < best.get(nxt, INF):
                best[nxt] = step
                push(heap, (step, nxt))
    return best
