"""A unit's own patrol shot in its cell's score (`own_patrol_weight`, engine/ai/planner/own_patrol.py;
docs/ai-log.md "Stop 51", traced on the Boot Camp at Little Harrow, where red's tank fired
beside blue's tank and squad and then drove out of every patrol zone to a corner, giving up
the free shot the rules (A9) hand it at the end of its side-turn). Controls: the knob at
0, the tank steps back out of the zone and fires no patrol shot; a tank against a tank (an
even trade) stays out either way."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

OPEN = ["............"] * 7


def duel(blue: str = "infantry", terrain: list[str] | None = None) -> Game:
    """Red's tank at (3, 3), blue's `blue` at (5, 3): two cells apart, inside each other's
    patrol zone; red to play, a fight to the last unit."""
    units = [U("r1", "tank", "red", (3, 3)), U("b1", blue, "blue", (5, 3))]
    return Game(make_scenario(terrain or OPEN, units, victory=Victory(destroy_all=True)),
                seed=0)


def red_turn(knob: float, blue: str = "infantry") -> tuple[list[dict[str, Any]], Game]:
    """Red plays one side-turn: its actions, and the game after the patrols."""
    game = duel(blue)
    AIPlayer(0, {"own_patrol_weight": knob}).play_turn(game)
    return [a for a in game.history if a["type"] != "end_turn"], game


def patrol_shots(game: Game, uid: str) -> int:
    return sum(1 for e in game.events if e.get("type") == "fired"
               and e.get("reaction") == "patrol" and e.get("unit") == uid)


def value_at(knob: float, cell: tuple[int, int], terrain: list[str] | None = None,
             moved: bool = True) -> float:
    game = duel(terrain=terrain)
    view = SideView(game, "red", ai_config({"own_patrol_weight": knob}), TurnCache())
    planner = Planner(view, 0)
    tank = next(u for u in view.own if u.id == "r1")
    return float(planner.own_patrol.value(tank, cell, moved, True))


def test_the_tank_keeps_its_patrol_shot_after_firing() -> None:
    actions, game = red_turn(0.5)
    assert [a["type"] for a in actions] == ["fire"]  # it fires and stays
    assert patrol_shots(game, "r1") == 1
    assert not game.state.units["b1"].alive  # its shot (6 of 10 HP) and its patrol shot


def test_control_the_knob_at_zero_steps_back_out_of_the_zone() -> None:
    actions, game = red_turn(0.0)
    assert [a["type"] for a in actions] == ["fire", "move"]
    assert game.state.grid.distance(game.state.units["r1"].at, (5, 3)) > 2
    assert patrol_shots(game, "r1") == 0
    assert game.state.units["b1"].alive and game.state.units["b1"].hp == 10 - 6


def test_control_an_even_trade_is_not_sought() -> None:
    """Against a tank (its patrol shot as heavy as ours) the tank steps back either way."""
    for knob in (0.0, 0.5):
        actions, game = red_turn(knob, blue="tank")
        assert [a["type"] for a in actions] == ["fire", "move"], knob
        assert patrol_shots(game, "r1") == 0


def test_the_term_counts_the_nearest_enemy_in_the_zone_only() -> None:
    assert value_at(0.5, (4, 3)) > 0.0  # beside b1
    assert value_at(0.5, (3, 3)) > 0.0  # two cells away: the patrol radius
    assert value_at(0.5, (2, 3)) == 0.0  # three: outside it
    assert value_at(0.0, (4, 3)) == 0.0  # the knob off


def test_the_term_needs_a_line_of_fire() -> None:
    """A forest between the cell and the enemy blocks the direct patrol shot (A5)."""
    wood = ["....F......."] * 7
    assert value_at(0.5, (3, 3), wood) == 0.0
    assert value_at(0.5, (3, 3)) > 0.0
