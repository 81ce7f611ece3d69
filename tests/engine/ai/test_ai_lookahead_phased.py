"""The hard level's search under the `phased` turn system (RULES.md B; `lookahead_phased`,
engine/ai/lookahead.py `play_segments`): a fire or move of the side's segment is judged
after the play goes on to the side's next segment (the enemy's Defensive Fire and its
whole segment), on the position as the side knows it."""

from __future__ import annotations

from typing import Any

import pytest
import test_ai_fairness
from test_ai_fairness import check_decisions
from turns_helpers import count_searches, play_first_round, turn_game

from engine import Game
from engine.ai import lookahead
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from rules_helpers import U, Victory

HARD = {"difficulty": "hard"}
OFF = {**HARD, "lookahead_phased": 0}
# The sniper (r1, range 2-8, one round of ammunition left) reaches both immobile blue
# trucks; the rocket team (r2, range 1-5) only b1. Killing both wins. The greedy shot is
# r1 on b1 (the first cell): r2 is then left without a target and r1 without ammunition.
# Searched, r1 kills b2 in the Fire phase and r2 kills b1.
ROWS = ["." * 16] * 5 + ["F" * 16] * 2
TRUCKS = [U("r1", "sniper", "red", (8, 1), ammo=1), U("r2", "rocket_launcher", "red", (1, 1)),
          U("b1", "truck", "blue", (4, 1), hp=5, fuel=0),
          U("b2", "truck", "blue", (12, 1), hp=5, fuel=0)]


def first_round(config: dict[str, Any], seed: int, units: list[Any] | None = None) -> Game:
    """Round 1 under `phased`: red by an AIPlayer with `config`, blue by normal."""
    game = turn_game("phased", ROWS, units or TRUCKS, seed=seed,
                     victory=Victory(destroy_all=True))
    return play_first_round(game, {"red": AIPlayer(seed, config), "blue": AIPlayer(seed + 1)})


def shots(game: Game) -> list[tuple[str, list[int]]]:
    return [(a["unit"], a["target"]) for a in game.history if a["type"] == "fire"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_searches_its_fire_phase_under_phased_and_wins(seed: int) -> None:
    assert ai_config(HARD).lookahead_phased == 1  # shipped on
    game = first_round(HARD, seed)
    assert shots(game)[:2] == [("r1", [12, 1]), ("r2", [4, 1])]
    assert game.result is not None and game.result["winner"] == "red"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_control_without_the_search_under_phased_hard_plays_the_greedy_shot(seed: int) -> None:
    game = first_round(OFF, seed)
    assert shots(game) == [("r1", [4, 1])]
    assert game.result is None and [u["id"] for u in game.units("blue")] == ["b2"]


def test_normal_never_searches_under_phased(monkeypatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("normal searched")

    monkeypatch.setattr(lookahead, "search", refuse)
    assert ai_config({"difficulty": "normal"}).lookahead_phased == 0
    assert shots(first_round({"difficulty": "normal"}, 0)) == [("r1", [4, 1])]


def test_a_rollout_plays_on_through_the_enemy_segment(monkeypatch) -> None:
    """With a blue infantry out of reach no kill ends the game: every rollout of red's
    Fire phase plays on through blue's segment to the start of red's next one (round 2,
    its Command phase), blue's actions among them."""
    stops: list[tuple[int, str, str, set[str]]] = []
    real = lookahead.play_segments

    def watched(twin: Any, side: str, mine: Any, theirs: Any, limit: int) -> None:
        sides: set[str] = set()

        class Spy:  # the enemy's player, seen acting
            def choose_action(self, game: Any) -> dict[str, Any]:
                sides.add(game.side)
                return theirs.choose_action(game)  # type: ignore[no-any-return]

        real(twin, side, mine, Spy(), limit)
        turn = twin.state.turn
        stops.append((twin.round, twin.state.order[turn["segment"]], turn["phase"], sides))

    monkeypatch.setattr(lookahead, "play_segments", watched)
    first_round(HARD, 0, [*TRUCKS, U("b3", "infantry", "blue", (15, 4))])
    assert stops
    assert all(stop[:3] == (2, "red", "command") and stop[3] == {"blue"} for stop in stops)


# Four Ways by Phases, AI against AI: every decision of twelve side-turns (phases) after
# two rounds, checked against the same position with the unseen units moved, retyped or
# taken off and the dice reseeded (test_ai_fairness.check_decisions).
PHASED_TURNS = 12


def test_the_hard_level_keeps_the_ai_fair_under_phased(monkeypatch) -> None:
    monkeypatch.setattr(test_ai_fairness, "CHECKED_TURNS", PHASED_TURNS)
    searches = count_searches(monkeypatch)
    assert check_decisions("four_ways_phased", lambda seed: AIPlayer(seed, HARD)) > 20
    assert len(searches) > 10  # the search acted in the side-turns checked
