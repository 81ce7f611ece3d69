"""The random opponent: uniformly random legal actions (the baseline the AI is measured
against, and the balance runs' random sides)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.ai.config import AIConfig, ai_config

Action = dict[str, Any]
Event = dict[str, Any]
END_TURN: Action = {"type": "end_turn"}


class RandomPlayer:
    """Uniformly random legal actions; passes with some chance, or after N actions."""

    def __init__(self, seed: int = 0, config: AIConfig | Mapping[str, Any] | None = None):
        self.seed = seed
        self.config = ai_config(config)
        self.rng = random.Random(seed)
        self._count = 0

    def choose_action(self, game: Any) -> Action:
        if game.result is not None:
            return dict(END_TURN)
        if ((self._count >= self.config.random_max_actions
                or self.rng.random() < self.config.random_end_turn_chance)
                and game.is_legal(dict(END_TURN))):  # a Stratego turn is one move: no passing
            return dict(END_TURN)
        # the same draw from the same list, only the action drawn made (a big map's
        # listing is about ten thousand moves a step): a game without the lazy list
        # (Stratego's) lists them all
        lazy = getattr(game, "legal_action_list", None)
        legal = lazy() if lazy is not None else game.legal_actions()
        return dict(self.rng.choice(legal)) if legal else dict(END_TURN)

    def play_turn(self, game: Any) -> list[Event]:
        events: list[Event] = []
        side, rnd = game.side, game.round
        self._count = 0
        while game.result is None and game.side == side and game.round == rnd:
            action = self.choose_action(game)
            events += game.apply(action)
            self._count += 1
            if action["type"] == "end_turn":
                break
        self._count = 0
        return events
