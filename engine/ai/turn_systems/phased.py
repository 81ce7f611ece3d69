"""How the AI plays the `phased` turn system's own choice: smoke (RULES.md B, `phased`).

In the phased system the side that moves is shot by the other side's opportunity fire,
then by its defensive fire, then in its next Fire phase. Smoke on an enemy blinds it (a
smoke cell blocks lines of fire into, through and out of it) until the smoke clears. So in
its own Fire phase a unit that stays where it is anyway (mortars, cannons) lays smoke on
the enemy whose direct fire reaches most of its side's units (at least
`smoke_min_threatened`, engine/data/ai.yaml), unless it can kill something instead.
"""

from __future__ import annotations

from typing import Any

from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, Unit
from engine.rules.actions import Action


def _threat(view: SideView, enemy: Unit) -> tuple[float, int]:
    """(damage of its direct fire, how many of our units on the ground it reaches)."""
    t = enemy.unit_type
    direct = [w for w in t.weapons if w.fire == "direct"]
    at = enemy.at
    if not direct or at is None or (enemy.ammo is not None and enemy.ammo <= 0):
        return 0.0, 0
    reach = max(w.max_range for w in direct)
    damage = max(w.damage for w in direct) * max(1, t.shots)
    count = sum(1 for c, u in view.own_cells.items()
                if not u.flying and view.grid.distance(at, c) <= reach)
    return float(damage), count


def before(game: Any, view: SideView, planner: Planner) -> Action | None:
    """Smoke, in the side's own Fire phase, from a unit that will not move anyway."""
    if game.phase != "fire" or not view.enemies:
        return None
    cfg = view.cfg
    threats = sorted(((*_threat(view, e), e.id, e) for e in view.enemies),
                     key=lambda x: (-x[0] * x[1], x[2]))
    threats = [x for x in threats if x[1] >= cfg.smoke_min_threatened]
    if not threats:
        return None
    done = view.cache.done.setdefault("smoke", set())
    for unit in view.own:
        t = unit.unit_type
        at = unit.at
        if (at is None or unit.id in done or not planner.is_artillery(t)
                or unit.shots_left <= 0):
            continue
        done.add(unit.id)
        shots = planner.shots.shots_from(unit, at, unit.moved, True)
        if any(view.damage(t, weapon, target) >= target.hp for _, weapon, target in shots):
            continue  # a kill is worth more than any smoke
        for _, _, _, enemy in threats:
            assert enemy.at is not None
            action = {"type": "smoke", "unit": unit.id, "target": list(enemy.at)}
            if game.is_legal(action):
                return action
    return None
