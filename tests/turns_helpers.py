"""Helpers of the turn-system tests: a game under a named turn system, scripted dice."""

from __future__ import annotations

import random
from typing import Any

from engine import Game
from engine.scenario.model import Calendar
from rules_helpers import make_scenario


class ScriptedDice:
    """Stands in for the game's seeded dice: `randint` returns the scripted rolls first,
    then seeded ones, so a test says exactly what the dice show."""

    def __init__(self, *rolls: int) -> None:
        self.rolls = list(rolls)
        self.fallback = random.Random(0)

    def randint(self, low: int, high: int) -> int:
        if self.rolls:
            roll = self.rolls.pop(0)
            assert low <= roll <= high, (roll, low, high)
            return roll
        return self.fallback.randint(low, high)

    def fork(self) -> ScriptedDice:
        """A unit's own die (engine/turns/orders.py): the same scripted rolls, in turn."""
        return self

    def __getattr__(self, name: str) -> Any:
        return getattr(self.fallback, name)


def turn_game(system: str, terrain: list[str], units: list[Any], seed: int = 0,
              options: dict[str, Any] | None = None, **kw: Any) -> Game:
    """A rules-test game under `system`, in winter (no summer fire dice in the way)."""
    scenario = make_scenario(terrain, units, **kw)
    scenario.turn_system = system
    scenario.turn_options = options
    scenario.calendar = Calendar(season="winter", start_hour=12)
    return Game(scenario, seed=seed)


def red_plays(game: Game, config: dict[str, Any] | None, rounds: int) -> None:
    """Red's AI against a blue that only ends its turns (or phases), for `rounds` rounds or
    to the end of the game."""
    from engine.ai.player import AIPlayer  # the rules tests need no AI

    ai = AIPlayer(seed=0, config=config)
    for _ in range(5000):
        if game.result is not None or game.round > rounds:
            return
        game.apply(ai.choose_action(game) if game.side == "red" else {"type": "end_turn"})


def play_first_round(game: Game, players: dict[str, Any], limit: int = 300) -> Game:
    """Play `game` by `players` (one a side) to the end of round 1 or of the game."""
    for _ in range(limit):
        if game.result is not None or game.round > 1:
            break
        game.apply(players[game.side].choose_action(game))
    return game


def count_searches(monkeypatch: Any) -> list[int]:
    """A list that gets one item at each search of the hard level (engine/ai/lookahead.py)."""
    from engine.ai import lookahead  # the rules tests need no AI

    calls: list[int] = []
    real = lookahead.search

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(lookahead, "search", counted)
    return calls
