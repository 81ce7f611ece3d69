"""An attacker's engineer keeps behind its fighters (`capturer_escort`,
engine/ai/mission/capturers.py; docs/ai-log.md), each case with its control: the knob off, as shipped,
the engineer walks ahead of the rifle for its point."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import distance as dist

MILL = (16, 2)
ALONE = {"last_capturer_danger": 0.0}  # the escort alone: red's one engineer not kept back (last_capturer.py)


def attack_game(rifle_at: tuple[int, int] = (0, 2)) -> Game:
    """Blue holds out until round 20 (red must break it); red's engineer stands ahead of
    its rifle on the way to the mill; blue's rifle is far off, unseen."""
    units = [U("r_eng", "engineer", "red", (4, 2)), U("r1", "infantry", "red", rifle_at),
             U("b1", "infantry", "blue", (23, 4))]
    return Game(make_scenario(
        ["." * 24] * 5, units,
        features=[F("victory_point", MILL, id="mill", owner=None)],
        victory=Victory(destroy_all=False, objectives=[
            Objective(kind="hold_until", side="blue", round=20)])), seed=0)


def engineer_goal(game: Game, **knobs: Any):
    p = Planner(SideView(game, "red", ai_config({**ALONE, **knobs}), TurnCache()), seed=0)
    return p.goal(p.view.unit("r_eng"))


def red_side_turn(game: Game, **knobs: Any) -> tuple[int, int]:
    """Red plays one side-turn; the engineer's and the rifle's distances to the mill."""
    AIPlayer(0, {**ALONE, **knobs}).play_turn(game)
    return (dist(game, game.unit("r_eng")["at"], MILL), dist(game, game.unit("r1")["at"], MILL))


def test_with_capturer_escort_the_engineer_keeps_behind_the_rifle() -> None:
    game = attack_game()
    goal = engineer_goal(game, capturer_escort=1)
    assert (goal.name, goal.cells) == ("capture", (MILL,)) and goal.lead > 0
    engineer, rifle = red_side_turn(game, capturer_escort=1)
    assert engineer >= rifle


def test_control_without_it_the_engineer_walks_ahead_of_the_rifle() -> None:
    game = attack_game()
    assert engineer_goal(game).lead == 0
    engineer, rifle = red_side_turn(game)
    assert engineer < rifle


def test_once_a_fighter_stands_near_the_point_the_engineer_goes_in() -> None:
    """The rifle two cells from the mill covers it: the engineer goes straight there."""
    goal = engineer_goal(attack_game(rifle_at=(14, 2)), capturer_escort=1)
    assert (goal.name, goal.lead, goal.standoff) == ("capture", 0.0, 0.0)


def test_in_a_meeting_fight_the_engineer_still_races() -> None:
    """No side holds out: the knob leaves the race for the points alone."""
    game = Game(make_scenario(
        ["." * 24] * 5,
        [U("r_eng", "engineer", "red", (4, 2)), U("r1", "infantry", "red", (0, 2)),
         U("b1", "infantry", "blue", (23, 4))],
        features=[F("victory_point", MILL, id="mill", owner=None)]), seed=0)
    goal = engineer_goal(game, capturer_escort=1)
    assert (goal.name, goal.cells, goal.lead) == ("capture", (MILL,), 0.0)
