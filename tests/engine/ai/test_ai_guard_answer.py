"""The guards of the unit the enemy must kill are the units that hurt what comes for it
(`guard_answer`, engine/ai/objectives.py; docs/ai.md, traced on Rearguard at Vell against
the flanker), with its control: the knob at 0, the two nearest rifles guard the general
against a tank and the rocket team stays where it is."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import Objective, U, Victory, make_scenario
from rules_helpers import distance as dist


def tank_coming() -> Game:
    """Red's general (blue wins by killing him) with two rifles beside him and a rocket
    team nine cells east; a blue tank seven cells south of him, in sight."""
    units = [U("g1", "general", "red", (1, 1)), U("r1", "infantry", "red", (2, 1)),
             U("r2", "infantry", "red", (1, 2)), U("r_rl", "rocket_launcher", "red", (10, 1)),
             U("b_t", "tank", "blue", (4, 8))]
    victory = Victory(destroy_all=True,
                      objectives=[Objective(kind="kill_unit", side="blue", unit="g1")])
    game = Game(make_scenario(["." * 16] * 10, units, victory=victory), seed=0)
    assert "b_t" in {u["id"] for u in game.seen_units("red")}
    return game


def guards(knob: int) -> set[str]:
    game = tank_coming()
    view = SideView(game, "red", ai_config({"guard_answer": knob}), TurnCache())
    return set(Planner(view, 0).guards)


def rocket_team_to_general(knob: int) -> int:
    game = tank_coming()
    AIPlayer(0, {"guard_answer": knob}).play_turn(game)
    return dist(game, game.unit("r_rl")["at"], game.unit("g1")["at"])


def test_the_rocket_team_guards_the_general_against_a_tank() -> None:
    assert "r_rl" in guards(1)
    assert rocket_team_to_general(1) <= 3


def test_control_without_it_the_nearest_rifles_guard_him() -> None:
    assert guards(0) == {"r1", "r2"}
    assert rocket_team_to_general(0) > 3
