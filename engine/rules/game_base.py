"""What every ruleset's game shares (DESIGN.md, "Engine API"): a seeded RNG, the history
of actions and the events they made, the round, sides and result read off its state,
"is this legal?" without generating everything, and an exact clone.

A ruleset's game (`engine.rules.game.Game`, `engine.rulesets.stratego.game.StrategoGame`)
extends this and supplies its state, `_check` and `apply`.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from typing import Any, Self

from engine.rules.actions import Action, Event, IllegalAction


class GameBase(ABC):
    """A game in progress under some ruleset."""

    ruleset: str
    # The ruleset's own state; the shared part reads its `round`, `order` and `result`.
    state: Any

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[Action] = []
        self.events: list[Event] = []

    @property
    def sides(self) -> tuple[str, ...]:
        """Side ids in playing order."""
        return tuple(self.state.order)

    @property
    def round(self) -> int:
        """1-based round number."""
        return int(self.state.round)

    @property
    def result(self) -> dict[str, Any] | None:
        """None while the game goes on, then {"winner", "reason", "termination", "round"}
        (DESIGN.md, "Results")."""
        return None if self.state.result is None else dict(self.state.result)

    @abstractmethod
    def _check(self, action: object) -> Any:
        """Check an action completely; IllegalAction (and no change) when it is not legal."""

    def is_legal(self, action: Action) -> bool:
        """Check one action without generating the whole list."""
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def _clone_state(self) -> Any:
        return copy.deepcopy(self.state)

    def clone(self) -> Self:
        """An independent deep copy that plays on identically (same RNG state)."""
        twin = copy.copy(self)
        twin.state = self._clone_state()
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.history = copy.deepcopy(self.history)
        twin.events = copy.deepcopy(self.events)
        return twin
