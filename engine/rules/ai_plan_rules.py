"""The mission's AI plans during play (DESIGN.md, "AI plans"): which plan each unit of a
side follows now. The `ai:` groups start with their written plans; an `ai_plan` action
(engine/rules/events.py) replaces a group's plan (`MissionState.plans`, plain data); a
`reserve` is released at its round or once its event has fired, and its units then
follow the computer player's own judgement. Only a side's own units are ever answered
for (`Game.ai_plans_for(side)`): the plans are the side's orders, not news of the enemy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.grid import Cell
from engine.records import record
from engine.scenario.kinds.ai_plan import Plan, parse_plan

if TYPE_CHECKING:
    from engine.rules.events import MissionRules
    from engine.rules.state import GameState

DEFAULT_AGGRESSION = "normal"


@record(frozen=True)
class UnitPlan:
    """What one unit's group asks of it now."""

    group: str
    plan: str | None  # None: a released reserve, the computer player's own judgement
    cells: tuple[Cell, ...] = ()  # the area to attack or defend, or the route to patrol
    start: tuple[Cell, ...] = ()  # where it sets up while its side deploys
    aggression: str = DEFAULT_AGGRESSION


def current_plan(mission: MissionRules, state: GameState, side: str, group: str,
                 written: Plan) -> Plan:
    """The group's plan now: the last `ai_plan` action's, else the written one."""
    changed = state.mission.plans.get(side, {}).get(group)
    return parse_plan(changed) if changed is not None else written


def released(plan: Plan, state: GameState) -> bool:
    """A reserve whose round has come or whose event has fired."""
    return plan.plan == "reserve" and (
        (plan.until_round is not None and state.round >= plan.until_round)
        or (plan.until_event is not None and plan.until_event in state.mission.fired))


def unit_plans(mission: MissionRules, state: GameState, side: str) -> dict[str, UnitPlan]:
    """Unit id -> its plan now, for the living units of `side` in its groups."""
    out: dict[str, UnitPlan] = {}
    for group in mission.ai.get(side, ()):
        plan = current_plan(mission, state, side, group.id, group)
        cells: tuple[Cell, ...] = ()
        if plan.plan in ("attack", "defend") and plan.area is not None:
            cells = tuple(sorted(mission.cells(plan.area)))
        elif plan.plan == "patrol":
            cells = tuple(plan.route)
        start = tuple(sorted(mission.cells(group.start))) if group.start is not None else ()
        name = None if released(plan, state) else plan.plan
        for uid in group.units:
            unit = state.units.get(uid)
            if unit is None or not unit.alive or unit.side != side or uid in out:
                continue
            out[uid] = UnitPlan(group.id, name, cells, start,
                                plan.aggression or DEFAULT_AGGRESSION)
    return out
