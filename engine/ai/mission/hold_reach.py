"""How soon a side could win by holding victory points (A12), for validation's warning.

From the starting cells of the side's units that capture (the `capture` ability: the
engineers), over the computer player's travel costs (engine/ai/fields/step_costs.py: the side's
own entering costs: terrain, bridges, buildings, works, its mines), the earliest round a
greedy plan brings
the side to the points it must hold: each time, the capturer that can take a point
soonest goes there, stays the rules' `vp_capture_turns` ends of its side-turns, and goes
on from there. Only points no enemy unit starts within the VP radius of count: the
points within the side's own reach. Enemies on their way, fire and carriers are left
out. Points the side is handed at the start count, but one
capture is still needed (victory.py `_holding`).

Asked `within` a number of rounds (validation's warning), each search from a point stops
at the AP a capture by then could have spent, so it stays a few hundred cells on any map;
pure Python, without numpy, scipy or the rest of the computer player, so that `clumsy
validate` starts fast. A plan ending by then is the same plan as the unbounded one: the
rounds of the greedy plan's captures never go down, so no capture of it is later than its
last, and every capture ending later has been left out by both.
"""

from __future__ import annotations

import math
from typing import Any

from engine.ai.fields.step_costs import INF, CellCosts, known_mines, reach
from engine.ai.knowledge.belief import BelievedState
from engine.grid import Cell
from engine.records import record


class Searches:
    """The searches of earlier calls, kept while nothing they read has changed: the
    editor's validation process checks the same map again after every edit (issue 37),
    and an edit seldom touches the few hundred cells around a point a search covers.

    A search's result depends on the grid, its goal and budget, the catalog's step costs,
    the cells whose cost differs from their terrain's (`CellCosts.changed`) and the
    terrain of the cells it reached, and of no other cell: it reads the cost of each cell
    it reaches, and of no other. So it is kept under its grid, catalog, goal, budget and
    changed costs, and dropped when the terrain of a cell it reached changes."""

    LIMIT = 256  # searches kept (a few hundred cells each); past it, start afresh

    def __init__(self) -> None:
        self.found: dict[tuple[Any, ...], dict[Cell, float]] = {}
        self.rows: list[str] | None = None
        self.where: tuple[Any, ...] = ()  # the grid the searches were on
        self.catalog: Any = None  # and their catalog (held: compared by identity)

    def sync(self, grid: Any, state: Any) -> None:
        """Keep the searches `state`'s terrain leaves as they were; drop the rest."""
        rows = ["".join(row) for row in state.terrain]
        where = (grid.kind, grid.width, grid.height)
        old, self.rows = self.rows, rows
        if old is None or where != self.where or state.catalog is not self.catalog \
                or len(old) != len(rows) or len(self.found) > self.LIMIT:
            self.found.clear()
            self.where, self.catalog = where, state.catalog
            return
        changed: set[Cell] = set()
        for r, (was, now) in enumerate(zip(old, rows, strict=True)):
            if was != now:
                if len(was) != len(now):
                    self.found.clear()
                    return
                changed.update((c, r) for c, (a, b) in enumerate(zip(was, now, strict=True))
                               if a != b)
        if changed:
            self.found = {key: field for key, field in self.found.items()
                          if changed.isdisjoint(field)}

    def reach(self, grid: Any, costs: CellCosts, goal: Cell, budget: float
              ) -> dict[Cell, float]:
        """`reach` (engine/ai/fields/step_costs.py), or the same search kept from before."""
        key = (goal, budget, costs.move_class, costs.air, costs.fingerprint())
        field = self.found.get(key)
        if field is None:
            field = self.found[key] = reach(grid, costs, goal, budget)
        return field


SEARCHES = Searches()


@record(frozen=True)
class Capture:
    unit: str
    point: str
    round: int


def _rounds(ap: float, max_ap: int) -> int:
    """Side-turns to spend `ap` AP at `max_ap` a side-turn (0: already there)."""
    return math.ceil(ap / max_ap)


def contested(game: Any, side: str, points: list[Any]) -> set[str]:
    """The points some unit of another side starts within the VP radius of: their count
    cannot run until it is driven off, which is play, not reach."""
    state = game.state
    grid, radius = state.grid, state.catalog.rules.vp_enemy_radius
    enemies = {u.at for u in state.units.values()
               if u.alive and u.at is not None and u.side != side}
    if all(grid.in_bounds(at) for at in enemies) \
            and all(grid.in_bounds(vp.at) for vp in points):  # the cells near a point
        return {vp.id for vp in points
                if not enemies.isdisjoint(grid.cells_within(vp.at, radius))}
    dist = grid.distance
    return {vp.id for vp in points if any(dist(at, vp.at) <= radius for at in enemies)}


def earliest_hold(game: Any, side: str, within: int | None = None) -> list[Capture] | None:
    """The captures that bring `side` to the points it needs, soonest first (the last
    one's round is when it could win); None when it cannot win by holding unopposed, or,
    given `within`, not by that round."""
    need = game.victory.hold_needed(side)
    state = game.state
    if need is None:
        return None
    free = [vp for vp in state.vps if vp.owner != side]
    missing = max(need - (len(state.vps) - len(free)), 1)
    capturers = [u for u in game.units(side)
                 if u.at is not None and not u.flying and u.unit_type.has("capture")]
    taken = contested(game, side, free)
    free = [vp for vp in free if vp.id not in taken]
    if len(free) < missing or not capturers:
        return None
    turns = state.catalog.rules.vp_capture_turns
    # the side's picture of the map, as the computer player's (engine/ai/view.py)
    known = BelievedState(game, side) if hasattr(game, "known_map") else state
    mines = known_mines(game, known, side)
    mine_ap = 0.0  # what the side's own mines add (ai.yaml), read only where it has some
    if mines[1]:
        from engine.ai.config import ai_config

        mine_ap = ai_config().own_mine_travel_ap
    SEARCHES.sync(state.grid, known)
    fields: dict[tuple[str, str], dict[Cell, float]] = {}
    for cls in sorted({u.unit_type.move_class for u in capturers}):
        costs = CellCosts(known, side, cls, True, mines, mine_ap)
        fastest = max(u.unit_type.ap for u in capturers if u.unit_type.move_class == cls)
        budget = INF if within is None else (within - turns + 1) * fastest
        for vp in free:
            fields[vp.id, cls] = SEARCHES.reach(state.grid, costs, vp.at, budget)
    ready: dict[str, tuple[int, Cell]] = {u.id: (0, u.at) for u in capturers if u.at}
    plan: list[Capture] = []
    while len(plan) < missing:
        best: tuple[int, str, Any] | None = None
        for u in capturers:
            done, cell = ready[u.id]
            for vp in free:
                ap = fields[vp.id, u.unit_type.move_class].get(cell, INF)
                if ap == INF:
                    continue
                when = done + max(_rounds(ap, u.unit_type.ap), 1) + turns - 1
                if best is None or (when, u.id, vp.id) < (best[0], best[1], best[2].id):
                    best = (when, u.id, vp)
        if best is None or (within is not None and best[0] > within):
            return None
        when, uid, vp = best
        plan.append(Capture(uid, vp.id, when))
        ready[uid] = (when, vp.at)
        free.remove(vp)
    return plan
