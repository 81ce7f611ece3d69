"""The scripted opponents the AI is measured against: each knows only what its side may
know (A8), plays by its one idea, and finishes games under every turn system."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from turns_helpers import turn_game

from conftest import ROOT
from engine import Game, load_scenario
from engine.ai.scripts import SCRIPTS, scripted_player
from engine.balance.game import play_game
from rules_helpers import F, U, make_game, make_scenario

SCENARIOS = ROOT / "scenarios"
OPEN = ["." * 12] * 6


class OwnSideOnly:
    """A game that refuses to list the units of any side but the one to play: what a
    script learns of the enemy must come from `seen_units`."""

    def __init__(self, game: Game) -> None:
        self._game = game

    def units(self, side: str | None = None) -> Any:
        assert side == self._game.side, f"a script asked for the units of {side!r}"
        return self._game.units(side)

    def __getattr__(self, name: str) -> Any:
        if name == "_game":  # not set yet (a copy being made)
            raise AttributeError(name)
        return getattr(self._game, name)

    def __copy__(self) -> Game:
        """A copy is the game's (the search script's believed clone: no hidden unit)."""
        return copy.copy(self._game)


@pytest.mark.parametrize("name", list(SCRIPTS))
def test_A8_a_script_reads_enemies_only_through_what_its_side_sees(name):
    game = Game(load_scenario(SCENARIOS / "river_crossing.yaml"), seed=3)
    script = scripted_player(name, seed=1)
    for _ in range(40):
        if game.result is not None:
            break
        game.apply(script.choose_action(OwnSideOnly(game)))  # type: ignore[arg-type]
    assert any(a["type"] != "end_turn" for a in game.history)


def test_A8_a_hidden_enemy_draws_no_move_toward_it():
    # blue hides in the woods out of sight; the greedy shooter walks to the open VP instead
    game = make_game(["....F.......", "....FF......", "............"],
                     [U("r1", "infantry", "red", (0, 1)), U("b1", "sniper", "blue", (11, 2))],
                     features=[F("victory_point", (0, 2), id="vp1", owner="red"),
                               F("victory_point", (6, 0), id="vp2")])
    assert not [u for u in game.seen_units("red") if u.side == "blue"]
    action = scripted_player("greedy").choose_action(game)
    assert action["type"] == "move"
    to = tuple(action["to"])
    assert game.state.grid.distance(to, (6, 0)) < game.state.grid.distance((0, 1), (6, 0))


def test_A5_the_greedy_shooter_shoots_the_weakest_seen_target():
    game = make_game(OPEN, [U("r1", "infantry", "red", (2, 2)),
                            U("b1", "infantry", "blue", (4, 2)),
                            U("b2", "infantry", "blue", (5, 3), hp=2)])
    action = scripted_player("greedy").choose_action(game)
    assert action == {"type": "fire", "unit": "r1", "target": [5, 3]}


def test_A12_the_rusher_sends_its_engineer_to_the_nearest_point_not_held():
    game = make_game(OPEN, [U("r1", "engineer", "red", (1, 1)), U("r2", "infantry", "red", (0, 0)),
                            U("b1", "infantry", "blue", (11, 5))],
                     features=[F("victory_point", (5, 1), id="near"),
                               F("victory_point", (11, 0), id="far"),
                               F("victory_point", (0, 4), id="own", owner="red")])
    script = scripted_player("rusher")
    first = script.choose_action(game)
    assert first["type"] == "move" and first["unit"] == "r1"
    grid = game.state.grid
    assert grid.distance(tuple(first["to"]), (5, 1)) < grid.distance((1, 1), (5, 1))
    game.apply(first)
    escort = script.choose_action(game)  # the infantry follows the engineer
    assert escort["type"] == "move" and escort["unit"] == "r2"
    assert grid.distance(tuple(escort["to"]), tuple(first["to"])) < grid.distance((0, 0),
                                                                                  tuple(first["to"]))


def test_A7_the_turtle_digs_in_near_its_point_and_never_advances():
    game = make_game(OPEN, [U("r1", "engineer", "red", (2, 2)), U("r2", "infantry", "red", (9, 2))],
                     features=[F("victory_point", (2, 3), id="vp1", owner="red")])
    script = scripted_player("turtle")
    actions = []
    while True:
        action = script.choose_action(game)
        actions.append(action)
        game.apply(action)
        if action["type"] == "end_turn":
            break
    # a trench beside the engineer, by the point (A7: works are built on adjacent cells)
    grid = game.state.grid
    dug = [a for a in actions if a["type"] == "build"]
    assert [(a["unit"], a["what"]) for a in dug] == [("r1", "trench")]
    assert grid.distance(tuple(dug[0]["at"]), (2, 3)) <= 1
    moved = [a for a in actions if a["type"] == "move"]
    assert [a["unit"] for a in moved] == ["r2"]  # back toward its point, nowhere else
    assert grid.distance(tuple(moved[0]["to"]), (2, 3)) < grid.distance((9, 2), (2, 3))


def test_B_orders_the_first_order_script_gives_the_first_order_offered():
    game = turn_game("orders", OPEN, [U("r1", "infantry", "red", (0, 0)),
                                      U("b1", "infantry", "blue", (11, 5))])
    offered = game.system_actions()
    assert offered and offered[0]["type"] == "order"
    assert scripted_player("first_order").choose_action(game) == offered[0]


@pytest.mark.parametrize("system", ["sides", "phased", "orders", "activation"])
def test_B_every_script_finishes_its_games_under_every_turn_system(system):
    units = [U("r1", "infantry", "red", (0, 1)), U("r2", "engineer", "red", (0, 3)),
             U("b1", "infantry", "blue", (11, 2)), U("b2", "engineer", "blue", (11, 4))]
    scenario = make_scenario(OPEN, units, rounds=6,
                             features=[F("victory_point", (5, 2), id="vp1")])
    scenario.turn_system = system
    names = list(SCRIPTS)
    for i, name in enumerate(names):
        other = names[(i + 1) % len(names)]
        players = {"red": scripted_player(name, 1), "blue": scripted_player(other, 2)}
        played, summary = play_game(scenario, seed=i, players=players)
        # a result, or the rounds ran out: never a side-turn that does not end
        assert summary["outcome"] in ("win", "draw") or "no result after 6" in summary["reason"]
        assert any(a["type"] in ("move", "fire") for a in played.history)


def test_an_unknown_script_is_refused_in_one_line():
    with pytest.raises(ValueError, match="unknown scripted opponent 'coward': choose one of "
                                         "greedy, rusher, turtle, first_order"):
        scripted_player("coward")
