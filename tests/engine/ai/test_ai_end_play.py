"""Mission events that end the game on an area, a round or units left, read as ways to
win (A12; issue 32, engine/ai/mission/end_events.py and end_play.py): an area the enemy wins by
entering is denied, one the side wins by entering is reached; an event at a round is the
clock (its winner defends, the attacker commits before it); an event on units left makes
the side that would lose preserve its units and the winner press. Only the events'
definitions are read. Each test has a control: the knob off, the play is gone."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from engine.scenario import mission as m
from engine.scenario.mission import MissionEvent
from rules_helpers import F, U, Victory, make_scenario
from tests.engine.ai.test_ai_objective_defence import red_turn

AREA = [(3, 4), (4, 4)]


def side_planner(game: Game, side: str, **knobs: Any) -> Planner:
    return Planner(SideView(game, side, ai_config(knobs or None), TurnCache()), seed=0)


def area_game(winner: str, unit: str | None = None) -> Game:
    """Red's three rifles in the west, blue's far in the east (out of sight); an event
    ends the game, won by `winner`, once a unit of that side (or `unit`) stands in the
    area by red's south edge."""
    scenario = make_scenario(
        ["." * 20] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("r3", "infantry", "red", (1, 2)), U("b1", "infantry", "blue", (18, 2))])
    trigger = (m.EntersTrigger(area=list(AREA), unit=unit) if unit is not None
               else m.EntersTrigger(area=list(AREA), side=winner))
    scenario.events = [MissionEvent(id="gate", when=trigger, do=[m.EndGame(winner=winner)])]
    game = Game(scenario, seed=0)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    return game


def in_area(game: Game) -> list[str]:
    return sorted(uid for uid in ("r1", "r2", "r3") if tuple(game.unit(uid)["at"]) in AREA)


def test_A12_an_area_the_enemy_wins_by_entering_is_denied():
    game = area_game("blue")
    p = side_planner(game, "red")
    assert set(p.end_play.deny) == {"r2", "r3"}
    assert {p.goal(p.view.unit(uid)).name for uid in ("r2", "r3")} == {"deny"}
    red_turn(game)
    assert in_area(game) == ["r2", "r3"], [game.unit(u)["at"] for u in ("r1", "r2", "r3")]


def test_A12_control_without_end_area_units_nobody_stands_in_it():
    game = area_game("blue")
    assert side_planner(game, "red", end_area_units=0).end_play.deny == {}
    red_turn(game, end_area_units=0)
    assert in_area(game) == []


def test_A12_an_area_the_side_wins_by_entering_is_reached():
    game = area_game("red")
    p = side_planner(game, "red")
    assert p.end_play.deny == {} and set(p.end_play.reach) == {"r2"}
    assert p.goal(p.view.unit("r2")).name == "reach"
    red_turn(game)
    assert in_area(game) == ["r2"]  # the game is won: one is enough
    assert game.result is not None and game.result["winner"] == "red"


def test_A12_control_without_end_reach_units_nobody_goes_for_it():
    game = area_game("red")
    assert side_planner(game, "red", end_reach_units=0).end_play.reach == {}
    red_turn(game, end_reach_units=0)
    assert in_area(game) == [] and game.result is None


def test_A12_a_named_unit_of_ours_goes_for_its_area_as_a_convoy():
    p = side_planner(area_game("red", unit="r1"), "red")
    assert p.end_play.reach == {"r1": tuple(AREA)}
    assert p.goal(p.view.unit("r1")).name == "escort"
    # the enemy's named unit is no unit of ours to send: red, the loser there, denies
    q = side_planner(area_game("blue", unit="b1"), "red")
    assert q.end_play.reach == {} and set(q.end_play.deny) == {"r2", "r3"}


def clock_game(event_round: int | None) -> Game:
    """Red's engineer must take blue's point far to the east (nobody wins when the last
    round ends); blue's two rifles by it are a strong front, so red's rifles mass on the
    stage. An event ends the game at `event_round`, won by blue."""
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("r1", "infantry", "red", (1, 1)), U("r_eng", "engineer", "red", (1, 2)),
         U("b1", "infantry", "blue", (21, 1)), U("b2", "infantry", "blue", (21, 3))],
        features=[F("victory_point", (22, 2), id="hill", owner="blue")],
        rounds=20, victory=Victory(destroy_all=False, hold_points=1))
    if event_round is not None:
        scenario.events = [MissionEvent(id="dusk", when=m.RoundTrigger(round=event_round),
                                        do=[m.EndGame(winner="blue")])]
    return Game(scenario, seed=0)


def test_A12_an_event_at_a_round_is_the_clock_the_attacker_commits_and_the_winner_holds():
    game = clock_game(4)
    p = side_planner(game, "red")
    assert p.view.last_round == 3 and p.endgame and p.wave_ready()
    assert side_planner(game, "blue").defending and not p.defending


def test_A12_control_without_the_clock_or_the_event_the_attacker_masses():
    for game, knobs in ((clock_game(4), {"end_event_clock": 0}), (clock_game(None), {})):
        p = side_planner(game, "red", **knobs)
        assert p.view.last_round == 20 and not p.endgame and not p.wave_ready()
        assert not side_planner(game, "blue", **knobs).defending


def units_left_game() -> Game:
    """Red's three rifles face blue's two, in sight; an event ends the game won by blue
    once red has at most one unit left."""
    scenario = make_scenario(
        ["." * 14] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("r3", "infantry", "red", (1, 2)), U("b1", "infantry", "blue", (8, 1)),
         U("b2", "infantry", "blue", (8, 3))])
    scenario.events = [MissionEvent(
        id="rout", when=m.AllTrigger([m.UnitsLeftTrigger(side="red", at_most=1),
                                      m.AfterTrigger(event="never")]),
        do=[m.EndGame(winner="blue")])]
    game = Game(scenario, seed=0)
    assert {"b1", "b2"} <= {u["id"] for u in game.seen_units("red")}
    return game


def test_A12_units_left_the_loser_preserves_and_the_winner_presses():
    game = units_left_game()
    red, blue = side_planner(game, "red"), side_planner(game, "blue")
    assert red.end_play.danger_factor == red.cfg.units_left_preserve_factor > 1
    assert blue.end_play.danger_factor == blue.cfg.units_left_press_factor < 1
    plain = side_planner(game, "red", units_left_margin=-1)
    unit = red.view.unit("r1")
    assert red.goal(unit).danger_factor == \
        plain.goal(unit).danger_factor * red.cfg.units_left_preserve_factor


def test_A12_control_far_from_the_count_or_off_nothing_changes():
    game = units_left_game()
    assert side_planner(game, "red", units_left_margin=1).end_play.danger_factor == 1.0
    assert side_planner(game, "red", units_left_margin=-1).end_play.danger_factor == 1.0
    assert side_planner(game, "blue", units_left_margin=-1).end_play.danger_factor == 1.0
