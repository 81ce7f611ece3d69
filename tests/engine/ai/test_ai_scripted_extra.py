"""The six more scripted opponents (engine/ai/scripted_extra.py), each playing its one idea.
That each reads enemies only through what its side sees and finishes its games under every
turn system: tests/engine/ai/test_ai_scripted.py (parametrized over every script)."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.scripts import scripted_player
from engine.balance.game import play_game
from rules_helpers import F, U, make_game, make_scenario

OPEN = ["." * 16] * 9


def side_turn(game: Game, name: str) -> list[dict[str, Any]]:
    """The script plays the side's turn; its actions."""
    script, actions = scripted_player(name), []
    side = game.side
    while game.result is None and game.side == side:
        action = script.choose_action(game)
        actions.append(action)
        game.apply(action)
        if action["type"] == "end_turn":
            break
    return actions


def at(game: Game, uid: str) -> tuple[int, int]:
    return tuple(game.unit(uid)["at"])  # type: ignore[return-value]


def test_the_flanker_swings_out_beside_the_enemy_line_not_straight_at_it() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (1, 4)),
                            U("b1", "infantry", "blue", (7, 4))])
    offset = ai_config().script_flank_offset
    moves = [a for a in side_turn(game, "flanker") if a["type"] == "move"]
    assert [a["unit"] for a in moves] == ["r1"]
    col, row = at(game, "r1")
    assert abs(row - 4) >= 2 and col > 1  # off the line, toward a cell `offset` beside b1
    flank = {(7, min(8, 4 + offset)), (7, max(0, 4 - offset))}
    dist = game.state.grid.distance
    assert min(dist((col, row), f) for f in flank) < min(dist((1, 4), f) for f in flank)


def test_the_kiter_fires_at_its_longest_range_first() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (8, 4)),
                            U("b1", "infantry", "blue", (10, 4)),
                            U("b2", "infantry", "blue", (8, 0))])
    assert scripted_player("kiter").choose_action(game) == {
        "type": "fire", "unit": "r1", "target": [8, 0]}  # the farther, at the rifle's 4


def test_the_kiter_steps_back_out_of_reach_after_firing() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (8, 4)),
                            U("b1", "infantry", "blue", (10, 4))])
    actions = side_turn(game, "kiter")
    assert [a["type"] for a in actions] == ["fire", "move", "end_turn"]
    assert game.state.grid.distance(at(game, "r1"), (10, 4)) > 4  # past the rifle's reach


def test_the_blitz_moves_everything_onto_the_enemy_point_before_it_fires() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (2, 4)),
                            U("r2", "engineer", "red", (2, 5)),
                            U("b1", "infantry", "blue", (5, 4))],
                     features=[F("victory_point", (12, 4), id="vp", owner="blue")])
    actions = side_turn(game, "blitz")
    assert [a["type"] for a in actions[:2]] == ["move", "move"]  # though b1 is in reach
    dist = game.state.grid.distance
    assert dist(at(game, "r1"), (12, 4)) <= dist((2, 4), (12, 4)) - 3
    assert dist(at(game, "r2"), (12, 4)) <= dist((2, 5), (12, 4)) - 3


def test_the_garrison_posts_one_unit_a_point_and_its_reserve_retakes_a_lost_one() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (2, 1)),
                            U("r2", "engineer", "red", (6, 4)),
                            U("r3", "infantry", "red", (8, 4)),
                            U("b1", "infantry", "blue", (15, 8))],
                     features=[F("victory_point", (2, 1), id="ours", owner="red"),
                               F("victory_point", (2, 7), id="lost", owner="blue")])
    side_turn(game, "garrison")
    dist = game.state.grid.distance
    assert at(game, "r1") == (2, 1)  # posted on the point it holds
    # the engineer is posted on the lost point, the reserve counter-attacks it
    assert dist(at(game, "r2"), (2, 7)) < dist((6, 4), (2, 7))
    assert dist(at(game, "r3"), (2, 7)) < dist((8, 4), (2, 7))


def test_the_garrison_reserve_waits_in_the_middle_while_no_point_is_threatened() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (2, 1)),
                            U("r2", "infantry", "red", (2, 7)),
                            U("r3", "infantry", "red", (12, 4))],
                     features=[F("victory_point", (2, 1), id="a", owner="red"),
                               F("victory_point", (2, 7), id="b", owner="red")])
    side_turn(game, "garrison")
    assert at(game, "r1") == (2, 1) and at(game, "r2") == (2, 7)
    assert game.state.grid.distance(at(game, "r3"), (2, 4)) < 10  # toward the middle


def test_the_infiltrator_ends_its_moves_where_no_seen_enemy_would_spot_it() -> None:
    # the bottom row is forest: an engineer in cover there is spotted within 7 - 3
    game = make_game(OPEN[:-1] + ["F" * 16], [U("r1", "engineer", "red", (0, 8)),
                                              U("b1", "infantry", "blue", (3, 3))],
                     features=[F("victory_point", (15, 8), id="vp")])
    assert [u.id for u in game.seen_units("red") if u.side == "blue"] == ["b1"]
    side_turn(game, "infiltrator")
    here = at(game, "r1")
    dist = game.state.grid.distance
    assert dist(here, (15, 8)) < dist((0, 8), (15, 8))  # on its way to the point
    assert here[1] == 8 and dist(here, (3, 3)) > 4  # in the forest, out of the rifle's sight


def test_the_decoy_sends_its_cheapest_unit_at_the_enemy_and_the_rest_away() -> None:
    game = make_game(OPEN, [U("r1", "infantry", "red", (6, 4)),
                            U("r2", "tank", "red", (6, 5)),
                            U("b1", "infantry", "blue", (12, 4))],
                     features=[F("victory_point", (10, 0), id="near"),
                               F("victory_point", (0, 8), id="far")])
    side_turn(game, "decoy")
    dist = game.state.grid.distance
    assert dist(at(game, "r1"), (12, 4)) < dist((6, 4), (12, 4))  # the cheap rifle goes in
    assert dist(at(game, "r2"), (0, 8)) < dist((6, 5), (0, 8))  # the tank goes elsewhere


def test_each_new_script_plays_a_fair_game_to_its_end_against_the_ai() -> None:
    from engine.ai.player import AIPlayer

    units = [U("r1", "infantry", "red", (0, 2)), U("r2", "engineer", "red", (0, 6)),
             U("r3", "tank", "red", (1, 4)), U("b1", "infantry", "blue", (15, 2)),
             U("b2", "engineer", "blue", (15, 6)), U("b3", "infantry", "blue", (14, 4))]
    scenario = make_scenario(OPEN, units, rounds=8, features=[
        F("victory_point", (7, 2), id="n"), F("victory_point", (8, 6), id="s")])
    for i, name in enumerate(["flanker", "kiter", "blitz", "garrison", "infiltrator", "decoy"]):
        players = {"red": scripted_player(name, 1), "blue": AIPlayer(2)}
        played, summary = play_game(scenario, seed=i, players=players)
        assert summary["outcome"] in ("win", "draw") or "no result after 8" in summary["reason"]
        assert any(a["type"] == "move" and game_side(played, a) == "red" for a in played.history)


def game_side(game: Game, action: dict[str, Any]) -> str | None:
    uid = action.get("unit")
    return game.unit(uid)["side"] if uid else None
