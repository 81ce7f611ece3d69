"""The side's history read from where the last decision left it (issue 37,
`AIPlayer._turn_scan`): where the side-turn began and the units moved since are read
from the actions added since the player's last decision, not from the whole history at
every decision. Along the normal AI's games both sides' answers are those of the whole
history read afresh (`turn_start` and every move since), with the whole read made at a
few decisions only; a control that misses a side-turn's start among the new actions is
caught."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest

from engine import Game
from engine.ai import player as player_module
from engine.ai.player import AIPlayer
from engine.ai.view import turn_start
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


def play_comparing(mission: str, actions: int) -> tuple[int, int]:
    """The normal AI on both sides; at each decision its scan compared with the whole
    history read afresh. (decisions, whole reads)."""
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=1)
    players = {side: AIPlayer(i) for i, side in enumerate(game.sides)}
    decisions = whole = 0
    real_scan, real_start = AIPlayer._turn_scan, player_module.turn_start

    def scan(self, game, history):
        nonlocal decisions
        start, moved = real_scan(self, game, history)
        fresh = turn_start(history)
        assert (start, moved) == (fresh, {a["unit"] for a in history[fresh:]
                                          if a.get("type") == "move"}), decisions
        decisions += 1
        return start, moved

    def counted(history):
        nonlocal whole
        whole += 1
        return real_start(history)
    with reading_position(), mock.patch.object(AIPlayer, "_turn_scan", scan), \
            mock.patch.object(player_module, "turn_start", counted):
        for _ in range(actions):
            if game.result is not None:
                break
            game.apply(players[game.side].choose_action(game))
    return decisions, whole


def test_the_scan_of_the_history_is_the_whole_read() -> None:
    """Harrow Ford, several side-turns of each side: the same side-turn's start and
    moved units as the whole history gives, the whole read at each side's first
    decision only."""
    decisions, whole = play_comparing("harrow_ford", 60)
    assert decisions >= 55 and whole <= 2, (decisions, whole)


def test_control_a_missed_start_of_a_side_turn_is_caught() -> None:
    """Control: the scan blind to the actions that begin a side-turn carries the last
    side-turn's start on; the comparison with the whole read catches it."""
    with mock.patch.object(player_module, "FRESH_START", ()):
        with pytest.raises(AssertionError):
            play_comparing("harrow_ford", 70)
