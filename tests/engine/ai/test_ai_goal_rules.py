"""The goal rules (engine/ai/planner/goal_rules.py): tried in order, the first that answers gives
a unit its goal, and the last (attack) always answers."""

from __future__ import annotations

import pytest

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner import goal_rules
from engine.ai.planner.goal import Goal
from engine.ai.planner.goal_rules import RULES, first_goal
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, make_scenario


def planner() -> Planner:
    game = Game(make_scenario(["." * 16] * 5,
                              [U("r_inf", "infantry", "red", (0, 2), hp=8),
                               U("r_med", "medic", "red", (0, 3)),
                               U("r_mor", "mortar", "red", (0, 4)),
                               U("b_inf", "infantry", "blue", (9, 2))]), seed=0)
    return Planner(SideView(game, game.side, ai_config(), TurnCache()), seed=0)


def test_each_unit_gets_the_goal_of_its_job():
    p = planner()
    goals = {u.id: p.goal(u) for u in p.view.own}
    assert goals["r_mor"].name == "artillery"
    assert goals["r_inf"].name == "attack"
    assert (goals["r_med"].name, goals["r_med"].cells) == ("heal", ((0, 2),))  # the wounded


def test_the_first_rule_that_answers_gives_the_goal():
    p = planner()
    unit = p.view.unit("r_inf")
    mine = Goal("mine", ((1, 1),))
    asked: list[str] = []

    def silent(_p, a):
        asked.append(a.unit.id)
        return None

    assert first_goal(p, unit, (silent, lambda _p, _a: mine, goal_rules.attack)) is mine
    assert asked == ["r_inf"]
    with pytest.raises(ValueError, match="r_inf"):
        first_goal(p, unit, (silent,))


def test_the_order_of_the_rules():
    """A unit the objectives send somewhere goes there before its type's job; the attack
    is last and always answers."""
    assert RULES[-1] is goal_rules.attack
    order = [r.__name__ for r in RULES]
    assert order.index("need") < order.index("capture") < order.index("heal")
    assert order.index("defend") < order.index("kill_target") < order.index("stage")
    p = planner()
    for u in p.view.own:
        assert isinstance(goal_rules.attack(p, goal_rules.ask_for(p, u)), Goal)
