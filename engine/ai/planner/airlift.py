"""Airlift: an empty helicopter fetches the foot units the ground cannot take to their
goal (A11: a helicopter carries foot units, lands to take them in and to set them down).

A bridge blown under the attack (A7) can leave the side's engineers on the wrong bank
with no way on foot to the points they must take: their goal is out of reach
(`turns_to_goal` infinite). An empty transport helicopter then goes to land
beside them (`pickup`); they board it (player.py `_board`: their goal is far), and it
carries them as any load, to land near their goal (goal_rules.py `transport`).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.planner.goal import FETCHED, Goal
from engine.ai.planner.planning import Routes
from engine.ai.view import INF, Unit
from engine.grid import Cell


class Airlift:
    """The airlift of one side at one moment (built once per decision, by the planner)."""

    def __init__(self, routes: Routes) -> None:
        self.routes = routes
        self._stranded: tuple[Cell, ...] | None = None

    def stranded(self, own: Sequence[Unit]) -> tuple[Cell, ...]:
        """Where the side's foot units stand whose goal no way on foot reaches."""
        found = self._stranded
        if found is None:
            routes = self.routes
            cells = []
            for u in own:
                if u.at is None or not u.unit_type.is_foot:
                    continue
                goal = routes.goal(u)
                if goal.name in FETCHED and routes.turns_to_goal(u, goal, u.at) >= INF:
                    cells.append(u.at)
            found = self._stranded = tuple(sorted(cells))
        return found

    def pickup_goal(self, heli: Unit, own: Sequence[Unit]) -> Goal | None:
        """An empty helicopter's goal when foot units are stranded: a cell beside one of
        them where it may land (so they can board), else None."""
        cells = self.stranded(own)
        if not cells:
            return None
        zone = self.routes.landing_zone(heli, cells, radius=1)
        if not zone:
            return None
        cfg = self.routes.cfg
        return Goal("pickup", zone, weight=cfg.airlift_weight,
                    danger_factor=cfg.danger_support_factor)
