"""Two pieces of the patient attack (issue 32; docs/ai-log.md), each with its control: the
knob off, as shipped, the play is gone.

- `held_point_standoff`: a fighter attacking the seen defenders of a point the enemy holds
  shoots them from its range, not from inside the point's radius;
- `alert_capture_factor`: an engineer going for a point counts the kept Alert shots on its
  way that much more than a fighter does (a fighter that moves first draws them)."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner import goal_rules
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, make_scenario


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, "red", ai_config(knobs or None), TurnCache()), seed=0)


def held_point_game() -> Game:
    """Blue holds the keep; its rifle stands beside it, in red's sight."""
    return Game(make_scenario(["." * 20] * 3,
                              [U("r1", "infantry", "red", (6, 1)),
                               U("r2", "engineer", "red", (5, 1)),
                               U("b1", "infantry", "blue", (12, 1))],
                              features=[F("victory_point", (13, 1), id="keep",
                                          owner="blue")]), seed=0)


def attack_standoff(game: Game, **knobs: Any) -> float:
    p = planner(game, **knobs)
    goal = goal_rules.attack(p, goal_rules.ask_for(p, p.view.unit("r1")))
    return goal.standoff


def test_with_held_point_standoff_the_fighter_keeps_its_range_of_a_point_s_defender() -> None:
    game = held_point_game()
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    assert attack_standoff(game, held_point_standoff=1) > 0


def test_control_without_it_the_fighter_goes_into_the_point_s_radius() -> None:
    assert attack_standoff(held_point_game()) == 0


def alert_game() -> Game:
    """Blue's rifle on Alert covers the way of red's engineer to the mill."""
    game = Game(make_scenario(["." * 12] * 3,
                              [U("r1", "engineer", "red", (4, 1)),
                               U("b1", "infantry", "blue", (9, 1))],
                              features=[F("victory_point", (7, 1), id="mill")],
                              first_side="blue"), seed=0)
    game.apply({"type": "alert", "unit": "b1"})
    game.apply({"type": "end_turn"})
    assert game.side == "red"
    return game


def test_an_engineer_counts_the_kept_shots_on_its_way_alert_capture_factor_times() -> None:
    game = alert_game()
    way = [(x, 1) for x in range(5, 8)]
    p = planner(game, alert_capture_factor=3.0)
    unit = p.view.unit("r1")
    plain = p.opportunity_loss(unit, way, False, moving=True)
    assert plain > 0
    assert p.opportunity_loss(unit, way, False, moving=True, capture=True) == \
        3.0 * plain


def test_control_at_factor_1_an_engineer_fears_them_as_any_unit() -> None:
    p = planner(alert_game())
    unit = p.view.unit("r1")
    way = [(x, 1) for x in range(5, 8)]
    plain = p.opportunity_loss(unit, way, False, moving=True)
    assert plain > 0
    assert p.opportunity_loss(unit, way, False, moving=True, capture=True) == plain
