"""Bridging: an engineer the water cuts off from its goal builds a bridge (A7: a bridge is
a work an engineer builds on water, `build_orders_work` Build orders from an adjacent cell;
finished, everything crosses it as road).

A bridge blown under the attack can leave a side's engineers on the wrong bank with no
way on foot to the points they must take (`Planner.turns_to_goal` infinite). Such an
engineer goes to the bank and bridges the water where the crossing gets it soonest to its
goal: the side-turns of walking to the bank (`Planner.turns_for_cells` of the steps) plus
those from the far bank on. Its own unfinished bridge is finished first.
"""

from __future__ import annotations

from collections import deque

from engine.ai.planner.goal import Goal
from engine.ai.planner.planning import Routes
from engine.ai.view import INF, SideView, Unit
from engine.grid import Cell

WORK = "bridge"


def _walkable(view: SideView, start: Cell) -> dict[Cell, int]:
    """The cells a foot unit walks to from `start` as the side knows the map, by steps."""
    costs = view.enter_costs("foot", False)
    width = view.grid.width
    steps = {start: 0}
    todo = deque([start])
    while todo:
        cell = todo.popleft()
        for n in view.state.neighbours(cell):
            if n not in steps and costs[n[1] * width + n[0]] < INF and n not in view.enemy_cells:
                steps[n] = steps[cell] + 1
                todo.append(n)
    return steps


class Bridging:
    """The bridging of one side at one moment (built once per decision, by the planner)."""

    def __init__(self, routes: Routes) -> None:
        self.routes = routes
        # engineer -> (water to bridge, its goal) or None, worked out once a decision
        self.sites: dict[str, tuple[Cell, Goal] | None] = {}

    def bridge_goal(self, unit: Unit, goal: Goal) -> Goal | None:
        """The engineer's goal when no way on foot reaches `goal` and a bridge would open
        one: the bank cells beside the chosen water cell; None otherwise. Worked out once
        a decision (`sites`), as the goal is asked for many times."""
        if unit.id not in self.sites:
            self.sites[unit.id] = self._site(unit, goal)
        found = self.sites[unit.id]
        return found[1] if found is not None else None

    def _site(self, unit: Unit, goal: Goal) -> tuple[Cell, Goal] | None:
        """(water cell, goal at its bank) for an engineer `goal` is out of reach for on foot."""
        routes = self.routes
        view = routes.view
        record = view.catalog.works.get(WORK)
        at = unit.at
        if (record is None or not record.buildable or not record.placed_on or at is None
                or not unit.unit_type.has("build")
                or routes.turns_to_goal(unit, goal, at) < INF):
            return None
        state = view.state
        t = unit.unit_type
        walk = _walkable(view, at)
        best: tuple[float, Cell] | None = None
        for water in sorted({n for c in walk for n in state.neighbours(c)}):
            if state.terrain_at(water).id not in record.placed_on or water in view.ground_cells:
                continue
            site = state.bridges.get(water) or state.structures.get(water)
            if site is not None and (site.finished or site.owner != view.side):
                continue
            near = [c for c in state.neighbours(water) if c in walk]
            beyond = min((routes.turns_to_goal(unit, goal, c) for c in state.neighbours(water)
                          if c not in walk), default=INF)
            if not near or beyond >= INF:
                continue
            # an own site already begun counts as reached: it needs fewer orders
            walked = 0.0 if site is not None else routes.turns_for_cells(
                min(walk[c] for c in near), t)
            key = (walked + beyond, water)
            if best is None or key < best:
                best = key
        if best is None:
            return None
        water = best[1]
        bank = tuple(sorted(c for c in state.neighbours(water) if c in walk))
        cfg = routes.cfg
        return water, Goal("bridge", bank, weight=cfg.bridge_weight,
                           danger_factor=cfg.danger_support_factor)

    def build_order(self, unit: Unit) -> dict[str, object] | None:
        """The Build order of an engineer standing beside the water it came to bridge."""
        if unit.at is None or self.routes.goal(unit).name != "bridge":
            return None
        found = self.sites.get(unit.id)
        if found is None or found[0] not in self.routes.view.state.neighbours(unit.at):
            return None
        water = found[0]
        return {"type": "build", "unit": unit.id, "at": [water[0], water[1]], "what": WORK}
