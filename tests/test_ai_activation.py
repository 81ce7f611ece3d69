"""The AI under the `activation` turn system (RULES.md B): routed units rally, and no
unit is asked for what the system refuses (a routed unit's fire or move toward an enemy)."""

from __future__ import annotations

from turns_helpers import ScriptedDice, turn_game

from engine.ai.player import AIPlayer
from rules_helpers import U, play

MAP = ["........", "........", "........"]


def routed_second_unit():
    """r2 (below half strength) is routed at the end of round 1; red acts first in round 2."""
    units = [U("r1", "infantry", "red", (0, 0)), U("r2", "infantry", "red", (0, 2), hp=4),
             U("b1", "infantry", "blue", (6, 1))]
    game = turn_game("activation", MAP, units, options={"first_initiative": "red"})
    play(game, {"type": "end_turn"})
    game.rng = ScriptedDice(9, 3, 5)
    play(game, {"type": "end_turn"})
    assert game.round == 2 and game.side == "red" and "r2" in game.turn_info["routed"]
    return game


def test_B_activation_ai_activates_a_routed_unit_first_and_rallies_it():
    game = routed_second_unit()
    ai = AIPlayer(seed=0)
    assert ai.choose_action(game) == {"type": "activate", "unit": "r2"}
    game.apply({"type": "activate", "unit": "r2"})
    assert ai.choose_action(game) == {"type": "rally", "unit": "r2"}


def test_B_activation_ai_plays_whole_rounds_with_routed_units_only_legal_actions():
    game = routed_second_unit()
    ai = AIPlayer(seed=0)
    for _ in range(200):
        if game.result is not None or game.round > 4:
            break
        action = ai.choose_action(game)
        assert game.is_legal(action), action
        game.apply(action)
    assert game.round > 2
