"""The computer player plays for the mission (A12): it contests enemy captures, captures
without ammunition, scouts and moves its guns up when it sees nobody, and attacks a
defended position with several units at once rather than one at a time."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.player import AIPlayer
from rules_helpers import F, Objective, U, Victory, make_scenario


def dist(game: Game, a: Any, b: Any) -> int:
    return game.state.grid.distance(tuple(a), tuple(b))


def red_turn(game: Game, seed: int = 0) -> list[dict[str, Any]]:
    """Red plays one side-turn with the AI; blue then passes. Red's actions."""
    start = len(game.history)
    AIPlayer(seed=seed).play_turn(game)
    actions = game.history[start:]
    if game.result is None:
        game.apply({"type": "end_turn"})
    return actions


def hold(rounds: int = 20) -> Victory:
    """Red wins by holding out: it defends, it need not attack."""
    return Victory(destroy_all=False, objectives=[Objective(kind="hold_until", side="red",
                                                            round=rounds)])


def test_A12_an_enemy_capture_in_progress_is_contested():
    """A defender whose own point is safe still goes for the enemy engineer taking the
    neutral point: left alone, it would hold two of three and win."""
    scenario = make_scenario(
        ["." * 16] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("b1", "engineer", "blue", (9, 2))],
        features=[F("victory_point", (1, 2), id="home", owner="red"),
                  F("victory_point", (9, 2), id="mill"),
                  F("victory_point", (15, 2), id="far", owner="blue")],
        victory=hold())
    game = Game(scenario, seed=0)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    before = {uid: dist(game, game.unit(uid)["at"], (9, 2)) for uid in ("r1", "r2")}
    actions = red_turn(game)
    fired = any(a["type"] == "fire" for a in actions)
    closer = [uid for uid in before if dist(game, game.unit(uid)["at"], (9, 2)) < before[uid]]
    assert fired or len(closer) == 2, actions
    assert len(closer) == 2, (before, actions)


def test_A12_a_neutral_point_the_enemy_could_take_is_covered_by_the_defender():
    """A12: a defender spreads over the neutral points too, not only its own."""
    scenario = make_scenario(
        ["." * 16] * 5,
        [U("r1", "infantry", "red", (1, 1)), U("r2", "infantry", "red", (1, 3)),
         U("b1", "infantry", "blue", (15, 4))],
        features=[F("victory_point", (0, 2), id="home", owner="red"),
                  F("victory_point", (10, 2), id="mill")],
        victory=hold())
    game = Game(scenario, seed=0)
    for _ in range(2):
        red_turn(game)
    assert min(dist(game, game.unit(uid)["at"], (10, 2)) for uid in ("r1", "r2")) <= 4


def test_A12_an_engineer_with_no_ammunition_still_captures():
    """Capturing needs no ammunition: the engineer goes for the point, not for the truck."""
    scenario = make_scenario(
        ["." * 14] * 5,
        [U("e1", "engineer", "red", (3, 2), ammo=0),
         U("t1", "supply_truck", "red", (0, 2)), U("b1", "infantry", "blue", (13, 4))],
        features=[F("victory_point", (11, 2), id="mill")])
    game = Game(scenario, seed=0)
    red_turn(game)
    assert dist(game, game.unit("e1")["at"], (11, 2)) < 8


def test_A8_a_side_with_no_enemy_in_sight_scouts():
    """Nobody seen, its only point held: the scout goes looking on the far side (what a
    side knows: its own units and the map), instead of passing the turn."""
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("s1", "scout", "red", (2, 2)), U("r1", "infantry", "red", (1, 1)),
         U("b1", "infantry", "blue", (23, 2))],
        features=[F("victory_point", (1, 2), id="home", owner="red")])
    game = Game(scenario, seed=0)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    red_turn(game)
    assert game.unit("s1")["at"][0] >= 6


def test_A6_artillery_with_no_enemy_in_sight_moves_up_to_cover_the_objective():
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("m1", "mortar", "red", (0, 2)), U("b1", "infantry", "blue", (23, 2))],
        features=[F("victory_point", (16, 2), id="mill")])
    game = Game(scenario, seed=0)
    assert not game.seen_units("red") or all(u["side"] == "red" for u in game.seen_units("red"))
    red_turn(game)
    assert game.unit("m1")["at"][0] > 0


def test_A5_a_defended_line_is_attacked_by_several_units_in_one_turn():
    """Two riflemen side by side: the one red squad near them waits for the others rather
    than walking alone into both their fields of fire (A9: alert and opportunity fire
    come from where they stand); when red closes in, it is with several squads in the
    same side-turn."""
    scenario = make_scenario(
        ["." * 18] * 7,
        [U("r1", "infantry", "red", (6, 3)), U("r2", "infantry", "red", (0, 1)),
         U("r3", "infantry", "red", (0, 3)), U("r4", "infantry", "red", (0, 5)),
         U("b1", "infantry", "blue", (12, 2)), U("b2", "infantry", "blue", (12, 4))])
    game = Game(scenario, seed=0)
    assert {"b1", "b2"} <= {u["id"] for u in game.seen_units("red")}
    rifle = 4
    for _ in range(4):
        actions = red_turn(game)
        # where each move ended, even if the mover was shot there (A9 reaction fire)
        close = sorted({a["unit"] for a in actions if a["type"] == "move"
                        and all(dist(game, a["to"], b) <= rifle for b in ((12, 2), (12, 4)))})
        if close:
            assert len(close) >= 2, (game.round, close, actions)
            return
    raise AssertionError("red never attacked")


def test_A12_a_capture_that_does_not_count_sends_fighters_to_search_near_the_point():
    """The engineer sat on the point a whole side-turn and its count did not start (the
    side knows its own count): an enemy it cannot see is within the radius. The squad
    beside it goes to search where one could hide (the enemy's depot), not stand by."""
    scenario = make_scenario(
        ["." * 12] * 5,
        [U("e1", "engineer", "red", (6, 2)), U("r1", "infantry", "red", (7, 2)),
         U("b1", "medic", "blue", (2, 2))],
        features=[F("victory_point", (6, 2), id="mill"),
                  F("building", (2, 2), type="depot", owner="blue", state="finished")])
    game = Game(scenario, seed=0)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    game.apply({"type": "end_turn"})
    game.apply({"type": "end_turn"})
    assert game.state.vps[0].holder is None
    red_turn(game)
    assert dist(game, game.unit("r1")["at"], (2, 2)) <= 2
