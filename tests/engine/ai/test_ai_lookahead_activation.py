"""The hard level's search under the `activation` turn system (RULES.md B;
`lookahead_activation`, engine/ai/lookahead.py `play_round`): a choice of one unit's
activation is judged on the rest of the round, both sides' later activations, on the
position as the side knows it; the units it does not see are never activated there."""

from __future__ import annotations

from typing import Any

import pytest
import test_ai_fairness
from test_ai_fairness import check_decisions
from turns_helpers import turn_game

from engine import Game
from engine.ai import lookahead
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from rules_helpers import U, Victory

HARD = {"difficulty": "hard"}
# the fires and moves searched alone, or which unit to activate with them (both on as
# shipped since stop 56: CHOICE is the shipped hard level)
SEARCH = {**HARD, "lookahead_activation": 1, "lookahead_unit_choice": 0}
CHOICE = {**HARD, "lookahead_unit_choice": 1}
# The sniper (r1, range 2-8) reaches both immobile blue trucks; the rocket team (r2,
# range 1-5) only b1. Killing both wins. The greedy shot is r1 on b1 (the first cell):
# r2 is then left without a target. Judged on the rest of the round, r1 kills b2 and r2,
# activated later in the round, kills b1.
ROWS = ["." * 16] * 5 + ["F" * 16] * 2
TRUCKS = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
          U("b1", "truck", "blue", (4, 1), hp=5, fuel=0),
          U("b2", "truck", "blue", (12, 1), hp=5, fuel=0)]


def trucks_game(units: list[Any], seed: int) -> Game:
    return turn_game("activation", ROWS, units, seed=seed,
                     options={"first_initiative": "red"}, victory=Victory(destroy_all=True))


def first_round(config: dict[str, Any], seed: int, units: list[Any] | None = None) -> Game:
    """Round 1: red by an AIPlayer with `config`, blue passing every activation."""
    game = trucks_game(units or TRUCKS, seed)
    players = {"red": AIPlayer(seed, config), "blue": AIPlayer(seed, {"pass_chance": 1.0})}
    for _ in range(100):
        if game.result is not None or game.round > 1:
            break
        game.apply(players[game.side].choose_action(game))
    return game


def red_shots(game: Game) -> list[tuple[str, list[int]]]:
    return [(a["unit"], a["target"]) for a in game.history if a["type"] == "fire"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_judges_an_activation_on_the_rest_of_the_round_and_wins(seed: int) -> None:
    game = first_round(SEARCH, seed)
    assert red_shots(game)[:2] == [("r1", [12, 1]), ("r2", [4, 1])]
    assert game.result is not None and game.result["winner"] == "red"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_control_without_the_search_under_activation_hard_plays_the_greedy_shot(
        seed: int) -> None:
    game = first_round({**SEARCH, "lookahead_activation": 0}, seed)
    assert red_shots(game)[0] == ("r1", [4, 1])
    assert game.result is None and [u["id"] for u in game.units("blue")] == ["b2"]


def test_normal_never_searches_under_activation(monkeypatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("normal searched")

    monkeypatch.setattr(lookahead, "search", refuse)
    normal = ai_config({"difficulty": "normal"})
    assert normal.lookahead_activation == normal.lookahead_unit_choice == 0
    assert red_shots(first_round({"difficulty": "normal"}, 0))[0] == ("r1", [4, 1])


def test_a_rollout_plays_the_rest_of_the_round_for_both_sides(monkeypatch) -> None:
    rounds: list[tuple[int, int, set[str]]] = []
    real = lookahead.play_round

    def watched(twin: Any, side: str, mine: Any, theirs: Any, limit: int) -> None:
        start, rnd = len(twin.history), twin.round
        real(twin, side, mine, theirs, limit)
        sides = {twin.unit(a["unit"])["side"] for a in twin.history[start:]
                 if a["type"] == "activate"}
        rounds.append((rnd, twin.round if twin.result is None else rnd + 1, sides))

    monkeypatch.setattr(lookahead, "play_round", watched)
    first_round(SEARCH, 0)
    assert rounds and all(end == start + 1 for start, end, _ in rounds)
    assert any(sides == {"red", "blue"} for _, _, sides in rounds)


# A blue sniper hidden in the forest, not spotted in round 1: the search's clone holds it
# off the map and never activates it, so red's choice is the same whether or not the real
# sniper has been activated this round (bookkeeping red does not see, A8).
HIDDEN = [*TRUCKS, U("b3", "sniper", "blue", (0, 6))]


def test_the_believed_clone_never_activates_a_unit_the_side_does_not_see() -> None:
    game = trucks_game(HIDDEN, 0)
    assert "b3" not in {u["id"] for u in game.seen_units("red")}
    twin = lookahead.believed_game(game, "red", 1)
    assert "b3" in twin.state.turn["activated"]
    assert "b3" not in game.state.turn["activated"]  # the real game's bookkeeping unchanged
    assert [u.id for u in game.turns.activatable(twin.state, "blue")] == ["b1", "b2"]


def shot_with_hidden(activated: bool, seed: int = 3) -> dict[str, Any]:
    """Red's shot after activating r1, the hidden b3 activated this round or not."""
    game = trucks_game(HIDDEN, seed)
    if activated:
        game.state.turn["activated"].append("b3")
    player = AIPlayer(seed, SEARCH)
    game.apply(player.choose_action(game))
    return player.choose_action(game)


def test_whether_an_unseen_unit_was_activated_does_not_change_the_search() -> None:
    assert shot_with_hidden(False) == shot_with_hidden(True)


def test_control_a_clone_that_keeps_the_real_activations_tells_them_apart(monkeypatch) -> None:
    monkeypatch.setattr(lookahead, "never_activated", lambda state, lifted: None)
    assert shot_with_hidden(False) != shot_with_hidden(True)


# Four Ways by Activation, AI against AI: every decision of twelve side-turns (runs of
# activations) after two rounds, checked against the same position with the unseen units
# moved, retyped or taken off and the dice reseeded (test_ai_fairness.check_decisions).
ACTIVATION_TURNS = 12


@pytest.mark.parametrize("config", [SEARCH, CHOICE], ids=["fires_and_moves", "unit_choice"])
def test_the_hard_level_keeps_the_ai_fair_under_activation(monkeypatch,
                                                           config: dict[str, Any]) -> None:
    monkeypatch.setattr(test_ai_fairness, "CHECKED_TURNS", ACTIVATION_TURNS)
    assert check_decisions("four_ways_activation", lambda seed: AIPlayer(seed, config)) > 20


def test_the_fairness_check_under_activation_catches_the_real_activations(monkeypatch) -> None:
    """Control: a believed clone that keeps the real game's activations of the units the
    side does not see fails the same check (round 3). Played with the unit in front and
    the spotter off (`front_danger` on as shipped, `spotter` off): on, the games take another
    path, on which no decision of the twelve side-turns checked turns on an unseen unit's
    activation."""
    monkeypatch.setattr(test_ai_fairness, "CHECKED_TURNS", ACTIVATION_TURNS)
    monkeypatch.setattr(lookahead, "never_activated", lambda state, lifted: None)
    config = {**SEARCH, "front_danger": 0, "spotter": 0}
    with pytest.raises(AssertionError, match="changed with what it cannot see"):
        check_decisions("four_ways_activation", lambda seed: AIPlayer(seed, config))


# Which unit to activate (`lookahead_unit_choice`): the engineer r1 comes first in the
# order offered, but only the sniper r2 has a shot, one that kills the blue mortar. The
# round's first activation is free, each later one a roll: activated second, r2 may never
# act before the mortar does (seed 0: its roll fails and the mortar is activated).
MORTAR = [U("r1", "engineer", "red", (0, 4)), U("r2", "sniper", "red", (8, 1)),
          U("b1", "mortar", "blue", (4, 1), hp=3), U("b2", "infantry", "blue", (15, 4))]


def mortar_round(config: dict[str, Any], seed: int) -> Game:
    game = turn_game("activation", ROWS, MORTAR, seed=seed,
                     options={"first_initiative": "red"})
    players = {"red": AIPlayer(seed, config), "blue": AIPlayer(seed + 1)}
    for _ in range(100):
        if game.result is not None or game.round > 1:
            break
        game.apply(players[game.side].choose_action(game))
    return game


def activated(game: Game) -> list[str]:
    return [a["unit"] for a in game.history if a["type"] == "activate"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_activates_first_the_unit_whose_shot_the_round_needs(seed: int) -> None:
    assert ai_config(HARD).lookahead_unit_choice == 1  # shipped on
    game = mortar_round(CHOICE, seed)
    assert game.history[:2] == [{"type": "activate", "unit": "r2"},
                                {"type": "fire", "unit": "r2", "target": [4, 1],
                                 "weapon": "rifle"}]
    assert "b1" not in activated(game)  # the mortar never acts


def test_control_without_the_choice_the_first_unit_offered_goes_first() -> None:
    games = [mortar_round({**CHOICE, "lookahead_unit_choice": 0}, seed) for seed in (0, 1, 2)]
    assert all(activated(game)[0] == "r1" for game in games)
    assert "b1" in activated(games[0])  # r2's roll failed: the mortar was activated
