"""A unit's own patrol shot in a cell's score (issue 32, traced at Boot Camp), a part of the
player's moves (engine/ai/planner/moves.py `Planner.cell_score`).

A9: at the end of every side-turn each unit with direct fire that may patrol fires once,
free, at the nearest seen enemy ground unit within `patrol_radius` (the enemy's patrols
first). The danger map counts the enemy's patrol shots on our cells (`patrol_danger`),
but a cell's score never counted our own: a unit whose shot is spent backed out of every
patrol zone it stood in, giving up a free shot the rules hand it at the end of its
side-turn (Boot Camp, red's tank in round 1: it fired from (9, 5), beside blue's tank
and squad, then drove to the corner at (9, 7); staying, it won both of the bench's games).
With `own_patrol_weight` on, a ground unit's cell counts the patrol shot it would fire
from there at the end of its side-turn, that share of the shot's worth (times `attack`).
"""

from __future__ import annotations

from engine.ai.config import AIConfig
from engine.ai.view import SideView, Unit
from engine.catalog import Weapon
from engine.grid import Cell


class OwnPatrol:
    """The patrol shot each of the side's units would fire from a cell at the end of its
    side-turn; its weapons and the enemies worked out once a unit and decision."""

    def __init__(self, view: SideView, cfg: AIConfig, values: dict[str, float]) -> None:
        self.view, self.cfg, self.values = view, cfg, values
        self._weapons: dict[tuple[str, bool], list[Weapon]] = {}

    def counts(self, unit: Unit) -> bool:
        """Whether `value` can be anything but 0.0 for the unit: the weight is on, it is a
        ground unit that may patrol with ammunition for it, and an enemy on the ground is
        seen."""
        t = unit.unit_type
        if self.cfg.own_patrol_weight <= 0 or t.is_aircraft or t.has("no_patrol") \
                or not t.has_direct_fire:
            return False
        rules = self.view.rules
        # a shot left this side-turn spends ammunition before the patrol's
        needed = rules.ammo_per_shot * (2 if unit.shots_left > 0 else 1)
        if (unit.ammo or 0) < needed:
            return False
        return any(e.at is not None and not e.flying for e in self.view.enemies)

    def value(self, unit: Unit, cell: Cell, moved: bool, with_lines: bool) -> float:
        """The worth of the patrol shot from `cell` (the rules' target: the nearest seen
        enemy on the ground, fewer HP first, that a weapon reaches, the range halved after
        a move), weighed `own_patrol_weight` times `attack`; 0.0 for none."""
        if not self.counts(unit):
            return 0.0
        view = self.view
        dist, radius = view.grid.distance, view.rules.patrol_radius
        near = sorted((d, e.hp, i, e) for i, e in enumerate(view.enemies)
                      if (at := e.at) is not None and not e.flying
                      and abs(at[1] - cell[1]) <= radius and (d := dist(cell, at)) <= radius)
        weapons = self._usable(unit, moved)
        for d, _, _, enemy in near:
            at = enemy.at
            assert at is not None
            for w in weapons:
                reach = view.rules.range_after_move(w.max_range) if moved else w.max_range
                if not w.min_range <= d <= reach or not view.can_hit(unit.unit_type, w, enemy):
                    continue
                if with_lines and not view.line_clear(cell, at, ignore=unit.at):
                    continue
                worth = view.shot_value(unit, w, enemy, self.values)
                return self.cfg.own_patrol_weight * self.cfg.attack * worth
        return 0.0

    def _usable(self, unit: Unit, moved: bool) -> list[Weapon]:
        """The unit's weapons a patrol may fire (direct, not self-destroying, not a
        stationary one after a move), in the catalog's order as the rules try them."""
        key = (unit.id, moved)
        found = self._weapons.get(key)
        if found is None:
            found = self._weapons[key] = [
                w for w in unit.unit_type.weapons
                if w.fire == "direct" and not w.has("self_destruct")
                and not (moved and w.has("stationary"))]
        return found
