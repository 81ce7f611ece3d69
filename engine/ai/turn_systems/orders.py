"""How the AI plays the `orders` turn system's own steps (RULES.md B, `orders`).

The rest of a unit's turn (firing, moving, boarding, services) is the common AI's; this
module only decides what the system asks besides:

- the order of each unit, in the orders step: its own (engine/ai/turn_systems/order_choice.py), or
  the round plan's;
- the kind of a Special order when the unit's initiative comes (ability or sprint, as
  order_choice.py has them; a power shot when the unit has a target in range and its initiative allows; a
  ram when an enemy next to it would not survive one and the unit cannot shoot it, which
  also earns the unit its Special order);
- the sprint, the power shot and the ram themselves; a unit that declared a sprint first
  makes a move that uses its whole normal move (the sprint comes only after it), to the
  best of the few best cells (`orders_sprint_probes`) after which the sprint is legal
  (tried on the game as the side knows it: `lookahead.believed_game`, no unit it does
  not see, its own dice).

With `orders_round_plan` on, the orders step gives the orders of the side's round plan
(engine/ai/turn_systems/round_plan.py), worked out once a round for all the units together from
these unit-by-unit orders.

Every threshold is in engine/data/ai.yaml (`orders_*`).
"""

from __future__ import annotations

from typing import Any

from engine.ai.lookahead import believed_game
from engine.ai.planner.moves import Planner
from engine.ai.turn_systems.order_choice import (
    ability_jobs,
    best_range,
    choose_order,
    enemy_within,
    ram_kill,
)
from engine.ai.turn_systems.round_plan import planned_order, remember
from engine.ai.view import SideView, Unit
from engine.rules.actions import Action


def choose_special(game: Any, view: SideView, unit: Unit, kinds: list[str]) -> str:
    """The kind of a Special order to declare now, among the legal `kinds`."""
    t = unit.unit_type
    if "ram" in kinds and ram_kill(view, unit) is not None:
        return "ram"
    if "ability" in kinds and t.abilities & ability_jobs(game):
        return "ability"
    if "power_shot" in kinds and enemy_within(view, unit.at, best_range(t)):
        return "power_shot"
    if "sprint" in kinds:
        return "sprint"
    return "ability" if "ability" in kinds else kinds[0]


def before(game: Any, view: SideView, planner: Planner) -> Action | None:
    """B orders: a declared Ram is made at once, before any move (a move would take the
    unit from the enemy it was declared against, out of that enemy's patrol zone, A9). A
    Sprint comes only after the unit's whole normal move, so a unit that declared one
    moves first to a cell that uses up its move and leaves a sprint open (each candidate is
    tried on the game as the side knows it, with its own dice); None leaves the move to
    the common phases. In the orders step, a side's orders after its first of the round
    are given here at once (`_ordering`)."""
    if view.cfg.orders_round_plan:
        remember(game, view)
    info = game.turn_info_for(view.side)
    if info.get("phase") == "orders" and _ordering(view, info):
        return advise(game, view, planner, game.system_actions())
    acting = info.get("acting")
    declared = info.get("special", {}).get(acting) if acting is not None else None
    if declared == "ram":
        return _ram(game, view, acting)
    if declared != "sprint":
        return None
    unit = view.unit(acting)
    if (unit.at is None or unit.moved or acting in view.cache.moved
            or not game.may_act(acting, "move")):
        return None
    reach = game.reachable_cells(acting)
    if not reach:
        return None
    goal = planner.goal(unit)
    field = planner.field(unit, goal)
    # the cells that leave the least AP (the likeliest to use up the move), best first
    score_of = planner.scorer(unit, goal, field, True, False)  # `cell_score`, read once
    ranked = sorted(reach, key=lambda c: (unit.ap - reach[c].ap, -score_of(
        c, unit.ap - reach[c].ap, None), c))
    sprint = {"type": "sprint", "unit": acting}
    for cell in ranked[:view.cfg.orders_sprint_probes]:
        move = {"type": "move", "unit": acting, "to": [cell[0], cell[1]]}
        twin = believed_game(game, view.side, 0)
        if not twin.is_legal(move):  # the map as the side last saw it forbids it
            continue
        twin.apply(move)
        if twin.is_legal(sprint):
            return move
    return None


def _ordering(view: SideView, info: dict[str, Any]) -> bool:
    """The side is in the middle of its orders step: it has given an order this round
    and has units left to order. No unit may act in the step and the position has not
    changed since its first order, so the common phases, asked at that first decision
    (as at any other), would find nothing again: the order is given at once."""
    ordered = info.get("ordered", ())
    return (any(u.id in ordered for u in view.own)
            and any(u.id not in ordered for u in view.own))


def advise(game: Any, view: SideView, planner: Planner, steps: list[Action]) -> Action | None:
    """The orders system's next step for the AI's side, or None to leave it to the rest."""
    info = game.turn_info_for(view.side)
    if steps and steps[0]["type"] == "order":
        unit = view.unit(steps[0]["unit"])
        order = planned_order(game, view, planner, unit) if view.cfg.orders_round_plan else None
        return {"type": "order", "unit": unit.id,
                "order": order or choose_order(view, planner, unit)}
    acting = info.get("acting")
    if acting is None:
        return None
    specials = [s["kind"] for s in steps if s["type"] == "special" and s["unit"] == acting]
    if specials:
        return {"type": "special", "unit": acting,
                "kind": choose_special(game, view, view.unit(acting), specials)}
    declared = info.get("special", {}).get(acting)
    sprint = {"type": "sprint", "unit": acting}
    if declared == "sprint" and game.is_legal(sprint):
        return sprint
    if declared == "power_shot":
        return _power_shot(game, view, planner, view.unit(acting))
    if declared == "ram":
        return _ram(game, view, acting)
    return None


def _ram(game: Any, view: SideView, acting: str) -> Action | None:
    """The ram the unit declared, if an enemy next to it would not survive it and it is
    legal now; else None (the unit plays on as any other)."""
    cell = ram_kill(view, view.unit(acting))
    ram = {"type": "ram", "unit": acting, "target": list(cell) if cell else None}
    return ram if cell is not None and game.is_legal(ram) else None


def _power_shot(game: Any, view: SideView, planner: Planner, unit: Unit) -> Action | None:
    """The most valuable legal power shot of the unit, or None (it then ends its turn)."""
    at = unit.at
    if at is None:
        return None
    shots = sorted(planner.shots.shots_from(unit, at, unit.moved, True), key=lambda s: -s[0])
    for _, weapon, target in shots[:view.cfg.shot_candidates]:
        assert target.at is not None
        action = {"type": "power_shot", "unit": unit.id, "target": list(target.at),
                  "weapon": weapon.id}
        if game.is_legal(action):
            return action
    return None
