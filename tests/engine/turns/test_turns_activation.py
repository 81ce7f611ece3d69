"""RULES.md B `activation`: initiative each round, one unit at a time."""

from __future__ import annotations

import pytest
from turns_helpers import ScriptedDice, turn_game

from engine import IllegalAction
from rules_helpers import U, play

MAP = ["........", "........", "........"]


def three_units(**kw):
    return turn_game("activation", MAP, [U("r1", "infantry", "red", (0, 0)),
                                         U("r2", "infantry", "red", (0, 2)),
                                         U("b1", "infantry", "blue", (7, 1))], **kw)


def end_round(game, dice):
    """Both sides pass in a row: the round ends and the next initiative is rolled."""
    game.rng = dice
    while game.state.turn["passes"] < 2 and game.round == 1:
        game.apply({"type": "end_turn"})


def test_B_activation_initiative_the_lowest_roll_after_the_commander_is_active():
    for seed in range(12):
        game = three_units(seed=seed, options={"command": {"red": 2}})
        end_round(game, game.rng)
        rolls = game.state.turn["rolls"]
        assert game.side == min(rolls, key=rolls.get)
        assert game.state.turn["initiative"] == game.side


def test_B_activation_initiative_commander_rating_is_subtracted_from_the_roll():
    game = three_units(options={"command": {"blue": 3}})
    end_round(game, ScriptedDice(5, 7))  # red 5, blue 7 - 3 = 4
    assert game.state.turn["rolls"] == {"red": 5, "blue": 4}
    assert game.side == "blue"


def test_B_activation_initiative_ties_are_rolled_again():
    game = three_units()
    end_round(game, ScriptedDice(6, 6, 8, 2))
    assert game.state.turn["rolls"] == {"red": 8, "blue": 2}
    assert game.side == "blue"


def test_B_activation_round_one_initiative_can_be_fixed_by_the_scenario():
    for seed in range(5):
        assert three_units(seed=seed, options={"first_initiative": "blue"}).side == "blue"


def test_B_activation_the_first_activation_is_free_and_only_that_unit_acts():
    game = three_units(options={"first_initiative": "red"})
    with pytest.raises(IllegalAction, match="activate"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 0]})
    events = play(game, {"type": "activate", "unit": "r1"})
    assert events[0]["free"] and events[0]["success"]
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    assert not game.is_legal({"type": "move", "unit": "r2", "to": [1, 2]})
    assert {"type": "activate", "unit": "r2"} in game.legal_actions()


def test_B_activation_a_further_activation_needs_a_roll_and_a_failure_hands_over():
    game = three_units(options={"first_initiative": "red"})
    play(game, {"type": "activate", "unit": "r1"})
    game.rng = ScriptedDice(9)
    events = play(game, {"type": "activate", "unit": "r2"})
    assert events[0]["roll"] == 9 and not events[0]["success"]
    assert game.side == "blue" and game.round == 1
    assert game.state.turn["active_unit"] is None


def test_B_activation_a_successful_roll_activates_the_next_unit():
    game = three_units(options={"first_initiative": "red"})
    play(game, {"type": "activate", "unit": "r1"})
    game.rng = ScriptedDice(3)
    play(game, {"type": "activate", "unit": "r2"})
    assert game.side == "red" and game.state.turn["active_unit"] == "r2"
    assert not game.is_legal({"type": "move", "unit": "r1", "to": [1, 0]})


def test_B_activation_a_pass_hands_over_and_two_passes_in_a_row_end_the_round():
    game = three_units(options={"first_initiative": "red"})
    play(game, {"type": "end_turn"})
    assert game.side == "blue" and game.round == 1
    events = play(game, {"type": "end_turn"})
    assert any(e["type"] == "round_ended" for e in events) and game.round == 2


def test_B_activation_the_round_ends_when_no_unit_is_left_to_activate():
    game = three_units(options={"first_initiative": "blue"})
    play(game, {"type": "activate", "unit": "b1"}, {"type": "end_turn"})
    assert game.side == "red"
    game.rng = ScriptedDice(1, 2)  # both further activations succeed
    play(game, {"type": "activate", "unit": "r1"}, {"type": "activate", "unit": "r2"})
    events = play(game, {"type": "end_turn"})
    assert any(e["type"] == "round_ended" for e in events) and game.round == 2


def test_B_activation_the_last_side_still_activating_ends_the_round_on_9_or_more():
    game = three_units(options={"first_initiative": "blue"})
    play(game, {"type": "activate", "unit": "b1"}, {"type": "end_turn"})
    game.rng = ScriptedDice(9)
    events = play(game, {"type": "activate", "unit": "r1"})
    assert events[0]["roll"] == 9
    assert any(e["type"] == "round_ended" for e in events) and game.round == 2


def test_B_activation_the_last_side_keeps_the_hand_after_a_roll_below_9_fails():
    game = three_units(options={"first_initiative": "blue"})
    play(game, {"type": "activate", "unit": "b1"}, {"type": "end_turn"})
    game.rng = ScriptedDice(8)
    events = play(game, {"type": "activate", "unit": "r1"})
    assert not events[0]["success"] and game.side == "red" and game.round == 1


def routed_game():
    """r1 (below half strength) fails its cohesion test at the end of round 1; red has
    the initiative in round 2."""
    units = [U("r1", "infantry", "red", (0, 0), hp=4), U("r2", "infantry", "red", (0, 2)),
             U("b1", "infantry", "blue", (6, 1), hp=6)]  # seen from (0, 0) in winter
    game = turn_game("activation", MAP, units, options={"first_initiative": "red"})
    game.rng = ScriptedDice()
    play(game, {"type": "end_turn"})
    game.rng = ScriptedDice(9, 3, 5)  # r1 fails its test (b1 is not below half)
    events = play(game, {"type": "end_turn"})
    return game, events


def test_B_activation_end_of_round_a_unit_that_fails_its_cohesion_test_is_routed():
    game, events = routed_game()
    tests = [e for e in events if e["type"] == "cohesion_test"]
    assert tests == [{"type": "cohesion_test", "unit": "r1", "roll": 9, "passed": False}]
    assert {"type": "routed", "unit": "r1"} in events
    assert game.round == 2 and game.side == "red"
    assert game.turn_info["routed"] == {"r1": 1}
    # routed, it may still be activated: to rally, or to move away
    play(game, {"type": "activate", "unit": "r1"})
    with pytest.raises(IllegalAction, match="routed and may not fire"):
        game.apply({"type": "fire", "unit": "r1", "target": [6, 1]})
    with pytest.raises(IllegalAction, match="routed and may not move toward an enemy"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 0]})
    moves = [a["to"] for a in game.legal_actions() if a["type"] == "move"]
    assert moves and [1, 0] not in moves and [0, 1] in moves
    assert not any(a["type"] in ("fire", "alert") for a in game.legal_actions())
    play(game, {"type": "move", "unit": "r1", "to": [0, 1]})  # not nearer: allowed


def test_B_activation_a_routed_unit_rallies_by_spending_its_whole_activation():
    game, _ = routed_game()
    assert {"type": "rally", "unit": "r1"} not in game.system_actions()  # not active yet
    play(game, {"type": "activate", "unit": "r1"})
    assert game.system_actions()[0] == {"type": "rally", "unit": "r1"}
    events = play(game, {"type": "rally", "unit": "r1"})
    assert events[0] == {"type": "rallied", "unit": "r1"}
    assert "r1" not in game.turn_info["routed"]
    with pytest.raises(IllegalAction, match="whole activation rallying"):
        game.apply({"type": "move", "unit": "r1", "to": [0, 1]})
    # a unit that has acted in its activation cannot rally in it any more
    game2, _ = routed_game()
    play(game2, {"type": "activate", "unit": "r1"},
         {"type": "move", "unit": "r1", "to": [0, 1]})
    with pytest.raises(IllegalAction, match="whole activation"):
        game2.apply({"type": "rally", "unit": "r1"})
    with pytest.raises(IllegalAction, match="not routed"):
        game2.apply({"type": "rally", "unit": "r2"})


def test_B_activation_a_routed_unit_not_rallied_by_the_end_of_the_next_round_is_eliminated():
    game, _ = routed_game()
    game.rng = ScriptedDice(3, 5)
    events = play(game, {"type": "end_turn"}, {"type": "end_turn"})  # round 2: no rally
    assert game.round == 3
    assert {"type": "eliminated", "unit": "r1", "routed_since": 1} in events
    gone = next(e for e in events if e["type"] == "destroyed" and e["unit"] == "r1")
    assert gone["cause"] == "routed" and not game.unit("r1")["alive"]
    assert not game.state.wrecks


def test_B_activation_a_rallied_unit_is_not_eliminated():
    game, _ = routed_game()
    play(game, {"type": "activate", "unit": "r1"}, {"type": "rally", "unit": "r1"})
    game.rng = ScriptedDice(1, 3, 5)  # r1 (still below half) passes its new test
    play(game, {"type": "end_turn"}, {"type": "end_turn"})
    assert game.round == 3 and game.unit("r1")["alive"]


def test_B_activation_the_passive_side_takes_opportunity_shots_while_a_unit_acts():
    game = turn_game("activation", MAP, [U("r1", "infantry", "red", (0, 1)),
                                         U("r2", "infantry", "red", (0, 2)),
                                         U("b1", "infantry", "blue", (7, 1))],
                     options={"first_initiative": "red"})
    shot_ap = game.state.catalog.rules.shot_ap(12)
    play(game, {"type": "activate", "unit": "r1"})
    events = play(game, {"type": "move", "unit": "r1", "to": [3, 1]})
    shots = [e for e in events if e["type"] == "fired"]
    assert [(e["unit"], e["reaction"], e["target"]) for e in shots] == [
        ("b1", "opportunity", [3, 1])]  # where r1 came within the rifle's 4
    assert game.unit("b1")["ap"] == 12 - shot_ap
    # one opportunity shot per activation: r1 moving on is not met again
    events = play(game, {"type": "move", "unit": "r1", "to": [4, 1]})
    assert not [e for e in events if e["type"] == "fired"]
    # the next activation gives b1 a fresh one, paid from its round's AP
    game.rng = ScriptedDice(1)
    events = play(game, {"type": "activate", "unit": "r2"},
                  {"type": "move", "unit": "r2", "to": [3, 2]})
    assert [e["unit"] for e in events if e["type"] == "fired"] == ["b1"]
    assert game.unit("b1")["ap"] == 12 - 2 * shot_ap


def test_B_activation_an_opportunity_shot_comes_before_the_active_units_shot():
    game = turn_game("activation", MAP, [U("r1", "infantry", "red", (3, 1)),
                                         U("b1", "infantry", "blue", (7, 1))],
                     options={"first_initiative": "red"})
    events = play(game, {"type": "activate", "unit": "r1"},
                  {"type": "fire", "unit": "r1", "target": [7, 1]})
    fired = [(e["unit"], e.get("reaction")) for e in events if e["type"] == "fired"]
    assert fired == [("b1", "opportunity"), ("r1", None)]


def test_B_activation_end_of_round_unspent_ap_is_lost():
    game = three_units(options={"first_initiative": "red"})
    seen: dict[str, int] = {}
    original = game.finish_round

    def spy(completed):
        seen.update({u.id: u.ap for u in game.state.living()})
        return original(completed)

    game.finish_round = spy
    play(game, {"type": "end_turn"}, {"type": "end_turn"})
    assert seen == {"r1": 0, "r2": 0, "b1": 0}
    assert game.unit("r1")["ap"] == 12  # the new round refills them


def _patrol_shooters(events):
    return {e.get("unit") for e in events if e.get("reaction") == "patrol"}


def test_B_activation_a_routed_unit_fires_no_patrol_shot():
    """Routed: "it may not fire", and the end-of-side-turn patrol shot (A9) is fire too."""
    units = [U("r1", "infantry", "red", (0, 1)), U("b1", "infantry", "blue", (2, 1))]

    def round_end(routed: bool):
        game = turn_game("activation", MAP, units, options={"first_initiative": "red"})
        if routed:
            game.state.turn["routed"] = {"r1": game.round}
        game.rng = ScriptedDice(1, 1, 1, 1, 1, 1)
        return play(game, {"type": "end_turn"}, {"type": "end_turn"})

    assert "r1" in _patrol_shooters(round_end(routed=False))  # in range and seen
    assert "r1" not in _patrol_shooters(round_end(routed=True))
