"""Mission events that end the game read as ways to win (A12; issue 32,
engine/ai/mission/end_events.py, `end_event_threats`): an event won by killing a unit makes the
AI guard that unit as it guards a kill_unit target, and the winner hunt it; an event won
by capturing points makes an enemy engineer that can reach one a threat in time, as
under hold_points; a defender sends fighters with the engineer that retakes a point
the enemy took while it can still take it back (`retake_points`). Both ship on; each
test has a control: the knob off, the play is gone."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.view import SideView, TurnCache
from engine.scenario import mission as m
from engine.scenario.kinds.base import TARGET
from engine.scenario.mission import MissionEvent
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import distance as dist
from tests.engine.ai.test_ai_defence import guard_scenario, near_general
from tests.engine.ai.test_ai_objective_defence import planner, red_turn, threatened_scenario


def guard_game() -> Game:
    """test_ai_defence's general and squads, no objective naming him: a mission event ends
    the game won by blue when he is destroyed."""
    scenario = guard_scenario(target=False)
    scenario.events = [MissionEvent(id="general_falls",
                                    when=m.DestroyedTrigger(unit="g1"),
                                    do=[m.EndGame(winner="blue")])]
    game = Game(scenario, seed=0)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    return game


def test_A12_a_unit_whose_death_ends_the_game_is_guarded():
    game = guard_game()
    red_turn(game)
    assert sorted(near_general(game)) == ["r1", "r2"], \
        [game.unit(u)["at"] for u in ("g1", "r1", "r2", "r3")]


def test_A12_control_without_end_event_threats_the_general_is_left_alone():
    game = guard_game()
    red_turn(game, end_event_threats=0)
    assert near_general(game) == [], [game.unit(u)["at"] for u in ("g1", "r1", "r2", "r3")]


def test_A12_the_side_an_event_makes_win_by_a_kill_hunts_that_unit():
    game = guard_game()
    on = SideView(game, "blue", ai_config({"end_event_threats": 1}), TurnCache())
    off = SideView(game, "blue", ai_config({"end_event_threats": 0}), TurnCache())
    assert [o.unit for o in on.my_aims(TARGET)] == ["g1"]
    assert off.my_aims(TARGET) == [] and on.their_aims(TARGET) == []


def raid_game() -> Game:
    """test_ai_objective_defence's home and mill, held by red, blue's engineer east of the
    mill. Nobody wins by holding points (hold_points 0): an event ends the game won by
    blue once it has captured both."""
    scenario = threatened_scenario(hold_points=0)
    scenario.events = [MissionEvent(
        id="fallen", when=m.AllTrigger([m.CapturedTrigger(point="home", by="blue"),
                                        m.CapturedTrigger(point="mill", by="blue")]),
        do=[m.EndGame(winner="blue")])]
    return Game(scenario, seed=0)


def test_A12_points_whose_capture_ends_the_game_get_defenders_in_time():
    game = raid_game()
    p = planner(game, threat_turns=2.0)
    assert p.view.hold_points == 2 and (10, 2) in p.contested
    red_turn(game, threat_turns=2.0)
    radius = game.state.catalog.rules.vp_enemy_radius
    assert all(dist(game, game.unit(uid)["at"], (10, 2)) <= radius for uid in ("r1", "r2"))


def test_A12_control_without_end_event_threats_nothing_is_threatened_from_afar():
    game = raid_game()
    p = planner(game, threat_turns=2.0, end_event_threats=0)
    assert p.view.hold_points is None and not p.contested
    red_turn(game, threat_turns=2.0, end_event_threats=0)
    radius = game.state.catalog.rules.vp_enemy_radius
    assert all(dist(game, game.unit(uid)["at"], (10, 2)) > radius for uid in ("r1", "r2"))


def retake_game(rounds: int = 20) -> Game:
    """Red defends (hold_until) and holds its home point in the west; blue took the mill
    in the middle and wins by holding two points. Red's engineer and two rifles stand by
    home; no blue unit is in sight."""
    scenario = make_scenario(
        ["." * 20] * 5,
        [U("r1", "infantry", "red", (3, 1)), U("r2", "infantry", "red", (3, 3)),
         U("r_eng", "engineer", "red", (2, 2)), U("b1", "infantry", "blue", (19, 0))],
        features=[F("victory_point", (2, 2), id="home", owner="red"),
                  F("victory_point", (10, 2), id="mill", owner="blue")],
        rounds=rounds,
        victory=Victory(destroy_all=False, hold_points=2, objectives=[
            Objective(kind="hold_until", side="red", round=rounds)]))
    return Game(scenario, seed=0)


def test_A12_a_point_the_enemy_took_is_retaken_with_fighters_while_it_matters():
    game = retake_game()
    p = planner(game)
    assert p.objectives.retaken == ((10, 2),)
    assert {p.goal(p.view.unit(uid)).name for uid in ("r1", "r2")} == {"contest"}
    red_turn(game)
    # the first rifle goes with the engineer and, inside the radius of the unguarded
    # mill, turns it neutral (A12); the point no longer the enemy's, the second stays
    assert game.unit("r1")["at"][0] >= 6 and game.unit("r_eng")["at"][0] >= 6, \
        [game.unit(u)["at"] for u in ("r1", "r2", "r_eng")]
    assert game.state.vp_at((10, 2)).owner is None


def test_A12_control_without_retake_points_the_engineer_goes_alone():
    game = retake_game()
    p = planner(game, retake_points=0)
    assert p.objectives.retaken == () and p.vp_targets.get("r_eng") == (10, 2)
    red_turn(game, retake_points=0)
    assert game.unit("r_eng")["at"][0] >= 6  # it goes, with no fighter beside it
    assert all(game.unit(uid)["at"][0] <= 4 for uid in ("r1", "r2")), \
        [game.unit(u)["at"] for u in ("r1", "r2")]


def test_A12_control_a_point_too_far_to_take_back_in_time_is_not_retaken():
    p = planner(retake_game(rounds=2))
    assert p.objectives.retaken == ()
