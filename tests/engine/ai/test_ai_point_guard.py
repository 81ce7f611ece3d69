"""Points held against a raid (A12; issue 32, engine/ai/mission/point_guard.py): a contesting
fighter stands within the VP radius, not a travel standoff from the point; the denied
point the enemy is winning the race for gets its fighters first; a point whose loss
loses the game pulls its contesting fighters harder; and a defender that can lose its
points does not run the clock. Each with its control: the knob off, the play is gone."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import distance as dist


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, game.side, ai_config(knobs or None), TurnCache()), seed=0)


def road_game() -> Game:
    """Red holds out and holds the mill at (10, 2); blue's engineer stands beside it (its
    count will run). Red's rifle is seven road cells east of the mill, six from the cell
    beside it where a travel field to the mill (no entry for a rifle) ends: by a standoff
    of the radius less one (3) counted at two AP a cell, 6 AP, it is near enough already;
    by the grid it is three cells beyond the VP radius (4)."""
    scenario = make_scenario(
        ["." * 20, "." * 20, "=" * 20, "." * 20, "." * 20],
        [U("r1", "infantry", "red", (17, 2)), U("b1", "engineer", "blue", (11, 2))],
        features=[F("victory_point", (10, 2), id="mill", owner="red")],
        victory=Victory(destroy_all=False, hold_points=0, objectives=[
            Objective(kind="hold_until", side="red", round=20)]))
    return Game(scenario, seed=0)


def short_of_goal(game: Game, cell: tuple[int, int], **knobs: Any) -> float:
    """Side-turns of travel the rifle still counts to its contest goal from `cell`."""
    p = planner(game, **knobs)
    assert p.contest_units == {"r1": (10, 2)}
    unit = p.view.unit("r1")
    goal = p.goal(unit)
    assert goal.name == "contest"
    return max(0.0, p.turns_to_goal(unit, goal, cell) - goal.standoff)


def test_A12_a_contesting_fighter_stands_within_the_vp_radius():
    game = road_game()
    radius = game.state.catalog.rules.vp_enemy_radius
    assert short_of_goal(game, (17, 2)) > 0  # contest_in_radius 1, as shipped
    assert short_of_goal(game, (10 + radius, 2)) == 0
    assert short_of_goal(game, (10 + radius + 1, 2)) > 0
    # and it goes there: within the radius at the end of its side-turn
    AIPlayer(seed=0).play_turn(game)
    assert dist(game, game.unit("r1")["at"], (10, 2)) <= radius


def test_A12_control_a_travel_standoff_lets_it_stand_beyond_the_radius():
    game = road_game()
    radius = game.state.catalog.rules.vp_enemy_radius
    assert short_of_goal(game, (17, 2), contest_in_radius=0) == 0
    assert dist(game, (17, 2), (10, 2)) > radius


def race_game() -> Game:
    """Blue wins holding two of three points and holds the west one; red, which holds
    out, must deny it both neutral points. Red's two rifles stand nearer the south point;
    blue's army is nearer the north one."""
    scenario = make_scenario(
        ["." * 24] * 13,
        [U("r1", "infantry", "red", (16, 10)), U("r2", "infantry", "red", (17, 11)),
         U("b1", "infantry", "blue", (6, 2)), U("b2", "infantry", "blue", (6, 3)),
         U("b3", "engineer", "blue", (2, 6))],
        features=[F("victory_point", (2, 7), id="west", owner="blue"),
                  F("victory_point", (10, 2), id="north"),
                  F("victory_point", (12, 10), id="south")],
        victory=Victory(destroy_all=False, hold_points=2, objectives=[
            Objective(kind="hold_until", side="red", round=20)]))
    return Game(scenario, seed=0)


def test_A12_the_denied_point_the_enemy_wins_the_race_for_gets_the_fighters():
    p = planner(race_game())  # deny_threat_order 1, as shipped
    assert set(p.denied) == {(10, 2), (12, 10)}
    assert p.contest_units == {"r1": (10, 2), "r2": (10, 2)}


def test_A12_control_nearest_pairs_first_send_them_to_the_near_point():
    p = planner(race_game(), deny_threat_order=0)
    assert p.contest_units == {"r1": (12, 10), "r2": (12, 10)}


def test_A12_control_where_the_next_capture_does_not_win_nearest_pairs_go_first():
    game = race_game()
    game.state.vp_at((2, 7)).owner = None  # blue holds none: it needs both neutral points
    p = planner(game)
    assert {(10, 2), (12, 10)} <= set(p.denied)
    assert p.contest_units == {"r1": (12, 10), "r2": (12, 10)}


def test_A12_a_point_whose_loss_loses_the_game_pulls_harder():
    game = race_game()  # blue holds one of the two points it needs: either neutral is decisive
    p = planner(game)
    goal = p.goal(p.view.unit("r1"))
    assert goal.name == "contest"
    assert goal.weight == p.cfg.contest_weight * p.cfg.contest_decisive_weight > goal.weight / 2


def test_A12_control_a_point_that_is_not_decisive_pulls_as_before():
    game = race_game()
    game.state.vp_at((2, 7)).owner = None  # blue holds none: one capture does not win
    p = planner(game)
    goal = p.goal(p.view.unit("r1"))
    assert goal.name == "contest" and goal.weight == p.cfg.contest_weight


def clock_game(engineer: bool) -> Game:
    """Red holds out on its two points with one rifle, outweighed by three blue rifles
    (and, if asked, an engineer) that it sees: it would run the clock."""
    units = [U("r1", "infantry", "red", (10, 3)), U("b1", "infantry", "blue", (4, 1)),
             U("b2", "infantry", "blue", (4, 3)), U("b3", "infantry", "blue", (4, 5))]
    if engineer:
        units.append(U("b4", "engineer", "blue", (3, 3)))
    scenario = make_scenario(
        ["." * 16] * 7, units,
        features=[F("victory_point", (11, 2), id="mill", owner="red"),
                  F("victory_point", (11, 4), id="farm", owner="red")],
        victory=Victory(destroy_all=False, hold_points=2, objectives=[
            Objective(kind="hold_until", side="red", round=20)]))
    return Game(scenario, seed=0)


def test_A12_a_defender_that_can_lose_its_points_keeps_defending_them():
    p = planner(clock_game(engineer=True))  # clock_keeps_points 1, as shipped
    assert not p.clock
    assert p.goal(p.view.unit("r1")).name == "defend"


def test_A12_control_with_clock_keeps_points_off_it_runs_the_clock():
    p = planner(clock_game(engineer=True), clock_keeps_points=0)
    assert p.clock and p.goal(p.view.unit("r1")).name == "clock"


def test_A12_control_no_enemy_engineer_seen_it_runs_the_clock():
    p = planner(clock_game(engineer=False))
    assert p.clock and p.goal(p.view.unit("r1")).name == "clock"
