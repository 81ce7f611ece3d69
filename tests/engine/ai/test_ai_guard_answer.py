"""The guards of the unit the enemy must kill (engine/ai/mission/objectives.py; docs/ai-log.md, traced
on Rearguard at Vell against the flanker): `guard_in_sight` (ships on), drawn only once a seen armed
enemy is within its own sight of the unit, with its control (the knob at 0: drawn at
`guard_distance`); `guard_answer`, the units that hurt what comes for it, with its control
(the knob at 0: the two nearest rifles, the rocket team stays where it is)."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import Objective, U, Victory, make_scenario
from rules_helpers import distance as dist


def tank_coming(tank: tuple[int, int] = (4, 8)) -> Game:
    """Red's general (blue wins by killing him) with two rifles beside him and a rocket
    team nine cells east; a blue tank seven cells south of him (by default), in sight."""
    units = [U("g1", "general", "red", (1, 1)), U("r1", "infantry", "red", (2, 1)),
             U("r2", "infantry", "red", (1, 2)), U("r_rl", "rocket_launcher", "red", (10, 1)),
             U("b_t", "tank", "blue", tank)]
    victory = Victory(destroy_all=True,
                      objectives=[Objective(kind="kill_unit", side="blue", unit="g1")])
    game = Game(make_scenario(["." * 16] * 10, units, victory=victory), seed=0)
    assert "b_t" in {u["id"] for u in game.seen_units("red")}
    return game


def guards(knob: int, sight: int = 0, tank: tuple[int, int] = (4, 8)) -> set[str]:
    game = tank_coming(tank)
    config = ai_config({"guard_answer": knob, "guard_in_sight": sight})
    view = SideView(game, "red", config, TurnCache())
    return set(Planner(view, 0).guards)


def rocket_team_to_general(knob: int) -> int:
    game = tank_coming()  # seven cells off: drawn at `guard_distance`, the sight rule off
    # the unit in front (`front_danger`, on as shipped) off: on, the rocket team alone
    # out east draws back toward the others whatever this knob says
    AIPlayer(0, {"guard_answer": knob, "guard_in_sight": 0, "front_danger": 0}).play_turn(game)
    return dist(game, game.unit("r_rl")["at"], game.unit("g1")["at"])


def test_the_rocket_team_guards_the_general_against_a_tank() -> None:
    assert "r_rl" in guards(1)
    assert rocket_team_to_general(1) <= 3


def test_control_without_it_the_nearest_rifles_guard_him() -> None:
    assert guards(0) == {"r1", "r2"}
    assert rocket_team_to_general(0) > 3


def test_a_tank_seven_cells_off_sees_six_and_draws_no_guard_yet() -> None:
    assert ai_config().guard_distance >= 7
    assert guards(0, sight=1) == set()
    assert guards(0, sight=1, tank=(4, 7)) == {"r1", "r2"}  # six cells: it may see him


def test_control_without_the_sight_rule_the_tank_draws_the_guards_at_seven() -> None:
    assert guards(0, sight=0) == {"r1", "r2"}
