"""The order each unit would take on its own under the `orders` turn system (RULES.md B,
`orders`): Maneuver, Hold or Special, from what its side sees now.

Hold for a unit that fires from where it stands anyway (mortars, cannons, stationary
weapons) with an enemy in range, and for a defender in cover with an enemy in range (Hold
acts earlier and may intercept); Special for a unit whose job is an ability (engineers,
medics, supply) with no enemy in its range, for a mobile unit still far from its goal with
no enemy near (it sprints), and for one that an enemy next to it would not survive a ram
of; Maneuver otherwise. The orders step (orders.py) and the round plan (round_plan.py)
both start from these; they sit here so that neither asks the other.

Every threshold is in engine/data/ai.yaml (`orders_*`).
"""

from __future__ import annotations

from typing import Any

from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell


def ability_jobs(game: Any) -> frozenset[str]:
    """Orders only a Special order of kind "ability" allows (turn_systems.yaml `allowed`);
    a unit with an ability of the same name (heal, build...) has such a job."""
    allowed = game.turns.allowed
    return frozenset(allowed["ability"]) - frozenset(allowed["maneuver"])


def enemy_within(view: SideView, at: Cell | None, reach: int) -> bool:
    return at is not None and any(
        e.at is not None and view.grid.distance(at, e.at) <= reach for e in view.enemies)


def best_range(t: UnitType) -> int:
    return max((w.max_range for w in t.weapons if not w.has("self_destruct")), default=0)


def ram_kill(view: SideView, unit: Unit) -> Cell | None:
    """The cell of a seen enemy ground unit next to this one that a ram would destroy
    (turn_systems.yaml `ram_damage` by size, less cover), or None. Only for a unit that
    cannot simply shoot next to it (no ammunition, or only weapons that need distance):
    a rammer gives up its fire for the turn."""
    t = unit.unit_type
    damage = view.game.turns.n["ram_damage"].get(t.size)
    at = unit.at
    if damage is None or at is None or unit.flying or t.is_aircraft or t.is_drone:
        return None
    if unit.ammo != 0 and any(w.min_range <= 1 for w in t.weapons):
        return None
    for enemy in view.enemies:
        cell = enemy.at
        if (cell is not None and not enemy.flying and view.grid.distance(at, cell) == 1
                and max(view.rules.min_damage, damage - view.unit_cover(enemy)) >= enemy.hp):
            return cell
    return None


def choose_order(view: SideView, planner: Planner, unit: Unit) -> str:
    """maneuver, hold or special for one unit, from what its side sees now."""
    cfg = view.cfg
    t = unit.unit_type
    if ram_kill(view, unit) is not None:
        return "special"
    at = planner.position(unit)
    here = unit.at  # None when aboard a carrier
    reach = best_range(t)
    in_range = reach > 0 and enemy_within(view, at, reach)
    if here is not None and in_range:
        stays = planner.is_artillery(t) or all(w.has("stationary") for w in t.weapons)
        covered = view.cover_at(here) >= cfg.orders_hold_cover
        if stays or t.has("needs_tow") or (view.defending() and covered):
            return "hold"
    if t.abilities & ability_jobs(view.game) and not in_range:
        return "special"
    threat = reach + t.ap // max(1, cfg.threat_step_ap)
    sprints = view.game.turns.sprint_cells(view.state.units[unit.id]) > 0
    if (here is not None and sprints
            and not enemy_within(view, at, max(threat, cfg.orders_sprint_enemy_distance))):
        goal = planner.goal(unit)
        if planner.turns_to_goal(unit, goal, here) >= cfg.orders_sprint_far_turns:
            return "special"
    return "maneuver"
