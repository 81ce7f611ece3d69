"""The hard level's search under the `orders` turn system (RULES.md B; `lookahead_orders`,
built, off as shipped: it scored as normal): the acting unit's fire or move is judged on
the rest of the round; the believed clone never gives a turn to a unit the side does not
see (engine/ai/lookahead.py `never_queued`)."""

from __future__ import annotations

from typing import Any

from turns_helpers import count_searches, play_first_round, turn_game

from engine import Game
from engine.ai import lookahead
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from rules_helpers import U

HARD = {"difficulty": "hard"}
SEARCH = {**HARD, "lookahead_orders": 1}
ROWS = ["." * 16] * 5 + ["F" * 16] * 2
# a blue sniper hidden in the forest (camouflaged, far from red): not spotted by red
UNITS = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
         U("b1", "truck", "blue", (4, 1), hp=5, fuel=0),
         U("b2", "truck", "blue", (12, 1), hp=5, fuel=0), U("b3", "sniper", "blue", (0, 6))]


def tactics(config: dict[str, Any]) -> tuple[Game, dict[str, AIPlayer]]:
    """The game once both sides gave their orders (red and blue by `config`)."""
    game = turn_game("orders", ROWS, UNITS, seed=0)
    players = {"red": AIPlayer(0, config), "blue": AIPlayer(1, config)}
    for _ in range(50):
        if game.phase != "orders":
            break
        game.apply(players[game.side].choose_action(game))
    return game, players


def test_the_believed_clone_gives_no_turn_to_a_unit_the_side_does_not_see() -> None:
    game, _ = tactics(HARD)
    assert "b3" not in {u["id"] for u in game.seen_units("red")}
    twin = lookahead.believed_game(game, "red", 1)
    assert "b3" not in twin.state.turn["queue"]
    assert "b3" in game.state.turn["queue"] + [game.state.turn["acting"]]  # unchanged


def test_control_a_clone_that_keeps_the_real_queue_gives_it_a_turn(monkeypatch) -> None:
    monkeypatch.setattr(lookahead, "never_queued", lambda state, lifted: None)
    game, _ = tactics(HARD)
    assert "b3" in lookahead.believed_game(game, "red", 1).state.turn["queue"]


def searches_of_round_one(monkeypatch, config: dict[str, Any]) -> list[int]:
    calls = count_searches(monkeypatch)
    play_first_round(*tactics(config))
    return calls


def test_with_the_knob_hard_searches_under_orders(monkeypatch) -> None:
    assert searches_of_round_one(monkeypatch, SEARCH)


def test_control_hard_as_shipped_plays_as_normal_under_orders(monkeypatch) -> None:
    assert ai_config(HARD).lookahead_orders == 0
    assert not searches_of_round_one(monkeypatch, HARD)
