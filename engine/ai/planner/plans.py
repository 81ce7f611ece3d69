"""The mission's AI plans in the computer player's moves (docs/design.md, "AI plans").

A unit in a group of the side's `ai:` key (its plan now: `SideView.plans`, from
`Game.ai_plans_for`) takes its goal from the plan before any goal rule is asked:

- `attack` an area: it heads for the area's cells and takes the points there;
- `defend` an area: it heads for the area and, once inside, stays (a fighter in the
  area's cover, an engineer on its points);
- `hold`: it stays where it stands (it still fires, digs in and goes on Alert);
- `patrol` a route: it heads for the route's next cell, round and round (the cell after
  the one it stands on, else the nearest of the route);
- `reserve`: it stays until its round or event releases it, then follows the goal rules.

While its side deploys, a group with a `start` area sets up there. A group's aggression
multiplies the danger its moves weigh (ai.yaml `plan_danger_*`). Units in no group, and
released reserves, keep the computer player's own judgement.
"""

from __future__ import annotations

from typing import Any

from engine.ai.planner.goal import Goal
from engine.ai.view import Unit

# a goal whose unit does not move this side-turn (hold, a reserve, a defender in its area)
STAY = "plan_stay"


def danger_factor(cfg: Any, aggression: str) -> float:
    return float(getattr(cfg, f"plan_danger_{aggression}", cfg.plan_danger_normal))


def plan_goal(view: Any, unit: Unit, deploying: bool = False) -> Goal | None:
    """The goal the unit's plan gives it, or None (no plan, or a released reserve)."""
    plan = view.plans.get(unit.id)
    if plan is None or unit.at is None:
        return None
    factor = danger_factor(view.cfg, plan.aggression)
    if deploying and plan.start:
        return Goal("plan_start", plan.start, danger_factor=factor)
    name = plan.plan
    if name is None:
        return None
    capture = unit.unit_type.has("capture")
    if name in ("hold", "reserve"):
        return Goal(STAY, (unit.at,), danger_factor=factor)
    if name == "defend" and plan.cells and unit.at in plan.cells:
        return Goal(STAY, (unit.at,), danger_factor=factor)
    if name in ("attack", "defend") and plan.cells:
        return Goal(f"plan_{name}", _area_goal(view, plan.cells, capture), capture=capture,
                    danger_factor=factor)
    if name == "patrol" and plan.cells:
        return Goal("plan_patrol", (_next_on_route(view, unit, plan.cells),),
                    danger_factor=factor)
    return None


def _area_goal(view: Any, cells: tuple[Any, ...], capture: bool) -> tuple[Any, ...]:
    """An engineer goes for the area's points not its side's; the others for the area."""
    if capture:
        points = tuple(vp.at for vp in view.vps if vp.at in cells and vp.owner != view.side)
        if points:
            return points
    return cells


def _next_on_route(view: Any, unit: Unit, route: tuple[Any, ...]) -> Any:
    """The route's cell after the last one the unit stopped on (its side's own moves),
    else the nearest; on a route cell, the next."""
    at = unit.at
    if at in route:
        return route[(route.index(at) + 1) % len(route)]
    history = getattr(view.game, "history_for", None)
    for action in reversed(history(view.side) if history is not None else []):
        if action.get("unit") == unit.id and action.get("type") == "move":
            to = tuple(action.get("to") or ())
            if to in route:
                return route[(route.index(to) + 1) % len(route)]
    return min(route, key=lambda c: (view.grid.distance(at, c), c))
