"""The seen enemy unit that can end the game, near doing it, hunted first (A12 with the
mission's end events; issue 32, engine/ai/mission/end_hunt.py, `end_hunt_units`, `end_hunt_turns`,
`end_hunt_target_factor`; built off). Red holds the mill and holds out to the last round;
an event ends the game won by blue once blue captures the mill (no `hold_points`: the
event alone makes it a way to win). Each test has a control: the knob off, or the
engineer not near the point, and the play is gone."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.scenario import mission as m
from engine.scenario.mission import MissionEvent
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import distance as dist
from tests.engine.ai.test_ai_objective_defence import first_target, planner, red_turn

HUNT = {"end_hunt_units": 1, "end_hunt_turns": 1.0}


def mill_game(units: list[Any], width: int = 20) -> Game:
    """A field of grass 5 rows high; red holds the mill at (10, 2) until round 20; blue
    wins by an event once it has captured the mill."""
    scenario = make_scenario(
        ["." * width] * 5, units,
        features=[F("victory_point", (10, 2), id="mill", owner="red")],
        victory=Victory(destroy_all=False, objectives=[
            Objective(kind="hold_until", side="red", round=20)]))
    scenario.events = [MissionEvent(id="mill_falls",
                                    when=m.CapturedTrigger(point="mill", by="blue"),
                                    do=[m.EndGame(winner="blue")])]
    return Game(scenario, seed=0)


def shooting_game(engineer_at: tuple[int, int]) -> Game:
    """Red's rifle in range of two blue units: a wounded rifle (the cheap kill) and the
    engineer (by the mill, or far from it)."""
    return mill_game([U("r1", "infantry", "red", (8, 4)),
                      U("b_inf", "infantry", "blue", (10, 4), hp=3),
                      U("b_eng", "engineer", "blue", engineer_at)])


def test_A12_the_engineer_near_the_point_an_event_ends_the_game_on_is_shot_first():
    assert first_target(shooting_game((11, 2)), end_hunt_target_factor=3.0) == "b_eng"


def test_A12_control_without_the_factor_the_cheap_kill_goes_first():
    assert first_target(shooting_game((11, 2)), end_hunt_target_factor=1.0) == "b_inf"


def test_A12_control_an_engineer_far_from_the_point_is_not_the_first_target():
    # on a 40-cell field the engineer stands 2 cells from the rifle but 25 from the mill
    game = mill_game([U("r1", "infantry", "red", (33, 4)),
                      U("b_inf", "infantry", "blue", (35, 4), hp=3),
                      U("b_eng", "engineer", "blue", (35, 2))], width=40)
    assert first_target(game, end_hunt_target_factor=3.0) == "b_inf"


def hunt_game() -> Game:
    """Red's rifle by the mill, out of range of blue's engineer two cells east of it."""
    return mill_game([U("r1", "infantry", "red", (6, 1)), U("b_eng", "engineer", "blue", (12, 2))])


def test_A12_a_fighter_in_reach_goes_for_the_engineer_that_can_end_the_game():
    game = hunt_game()
    p = planner(game, **HUNT)
    assert p.goal(p.view.unit("r1")).name == "hunt_ender"
    red_turn(game, **HUNT)
    eng = game.unit("b_eng")
    assert eng is None or eng["hp"] < 8 or dist(game, game.unit("r1")["at"], (12, 2)) <= 2, \
        game.unit("r1")["at"]


def test_A12_control_without_the_hunt_the_rifle_keeps_by_its_point():
    game = hunt_game()
    p = planner(game)  # end_hunt_units 0, as built
    assert p.goal(p.view.unit("r1")).name != "hunt_ender"
    red_turn(game)
    eng = game.unit("b_eng")
    assert eng is not None and eng["hp"] == 8
    assert dist(game, game.unit("r1")["at"], (12, 2)) > 2, game.unit("r1")["at"]
