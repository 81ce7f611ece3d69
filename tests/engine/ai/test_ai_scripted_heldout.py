"""The held-out scripted opponents (engine/ai/scripted_heldout.py): each plays its shape
of game, reading only what its side sees (the generic checks of every script are in
test_ai_scripted.py)."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.scripts import HELDOUT, SCRIPTS, scripted_player
from rules_helpers import F, U, make_game

OPEN = ["." * 14] * 7


def side_turn(game: Game, name: str) -> list[dict[str, Any]]:
    script = scripted_player(name)
    actions = []
    while True:
        action = script.choose_action(game)
        actions.append(action)
        game.apply(action)
        if action["type"] == "end_turn":
            return actions


def test_the_held_out_scripts_are_scripts_and_kept_apart():
    assert HELDOUT == {"feint", "sapper", "counter"} and HELDOUT <= set(SCRIPTS)


def test_A12_the_sapper_walks_its_engineer_to_the_point_and_never_fires_with_it():
    game = make_game(OPEN, [U("r_eng", "engineer", "red", (2, 3)),
                            U("b1", "infantry", "blue", (4, 3))],
                     features=[F("victory_point", (9, 3), id="mill")])
    actions = side_turn(game, "sapper")
    assert not [a for a in actions if a["type"] == "fire"]  # b1 is in its rifle's range
    grid = game.state.grid
    assert grid.distance(tuple(game.unit("r_eng")["at"]), (9, 3)) < 7


def test_the_counter_script_holds_until_the_enemy_comes_near():
    far = make_game(OPEN, [U("r1", "infantry", "red", (1, 3)),
                           U("b1", "infantry", "blue", (8, 3))])
    assert not [a for a in side_turn(far, "counter") if a["type"] == "move"]
    near = make_game(OPEN, [U("r1", "infantry", "red", (1, 3)),
                            U("b1", "infantry", "blue", (6, 3))])  # within 5: it goes in
    assert [a for a in side_turn(near, "counter") if a["type"] in ("move", "fire")]


def test_the_feint_goes_at_the_west_flank_and_the_raid_for_the_furthest_point():
    game = make_game(OPEN, [U("r1", "infantry", "red", (7, 1)), U("r2", "infantry", "red", (7, 5)),
                            U("r_eng", "engineer", "red", (7, 3)),
                            U("b1", "infantry", "blue", (2, 1))],
                     features=[F("victory_point", (3, 5), id="west"),
                               F("victory_point", (13, 3), id="east")])
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    side_turn(game, "feint")
    assert game.unit("r1")["at"][0] < 7  # the feint, at the seen enemy in the west
    assert game.unit("r2")["at"][0] > 7 and game.unit("r_eng")["at"][0] > 7  # the raid
