"""What every ruleset's game shares (DESIGN.md, "Engine API"): a seeded RNG, the history
of actions and the events they made, the round, sides and result read off its state,
"is this legal?" without generating everything, an exact clone, and each side's channel.

`history`, `events` and `turn_info` are omniscient (the editor, the all-seeing log, tests).
What a side may read is its channel (engine/rules/side_channel.py): `events_for(side,
since=0)`, `history_for(side)`, `turn_info_for(side)` (and, in a ruleset with a fog,
`view(side)`). A ruleset's game calls `_start_channel` once its opening events are made and
`_tell_sides` at the end of every `apply`.

A ruleset's game (`engine.rules.game.Game`, `engine.rulesets.stratego.game.StrategoGame`)
extends this and supplies its state, `_check` and `apply`.
"""

from __future__ import annotations

import copy
import itertools
import random
from abc import ABC, abstractmethod
from typing import Any, Self

from engine.rules.actions import Action, Event, IllegalAction
from engine.rules.data_copy import data_copy, tree_copy
from engine.rules.side_channel import SideChannel, Sight, names_units, redact, sight_of
from engine.rules.vision import reading, remembered

# Each game object's own number in this process (`GameBase.serial`), from 2**48 up: apart
# from any round, cell, count or change number a memory keyed by it holds beside it (as a
# game's address was), so a copy of such a memory can tell the game's number from them.
_SERIALS = itertools.count(1 << 48)


class GameBase(ABC):
    """A game in progress under some ruleset."""

    ruleset: str
    # The ruleset's own state; the shared part reads its `round`, `order` and `result`.
    state: Any

    def __init__(self, seed: int = 0) -> None:
        self.serial = next(_SERIALS)
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[Action] = []
        self.events: list[Event] = []
        self.channel: SideChannel | None = None

    # -- each side's channel (RULES.md A8) ----------------------------------------------
    def _unit_ids(self) -> list[str]:
        """Every unit id in the game now (a ruleset's game may say it otherwise)."""
        return [u["id"] for u in self.units()]  # type: ignore[attr-defined]

    def _sight(self, side: str) -> Sight:
        """What `side` sees now (a ruleset's game may work it out quicker)."""
        return sight_of(self, side)  # type: ignore[arg-type]

    def _start_channel(self) -> None:
        self.channel = SideChannel(tuple(self.state.order))
        self.channel.start(self._sight, self._unit_ids(), self.events)

    def _tell_sides(self, actor: str, action: Action, events: list[Event]) -> None:
        """After an action of `actor`: each side keeps what it saw of its events."""
        assert self.channel is not None
        self.channel.record(self._sight, actor, action, events, self._unit_ids())

    def believed_by(self, side: str) -> None:
        """Leave in this game's channel only what `side` knows of the other sides (a
        believed clone's, engine/ai/lookahead.py, once its state is as `side` believes
        it): their events, history and sight as `SideChannel.believed_by` has them."""
        assert self.channel is not None
        self.channel = self.channel.believed_by(side, self._sight)

    def events_for(self, side: str, since: int = 0) -> list[Event]:
        """The events `side` saw, from its own index `since` (RULES.md A8)."""
        assert self.channel is not None
        return self.channel.events_for(side, since)

    def history_for(self, side: str) -> list[Action]:
        """The actions `side` took, in order."""
        assert self.channel is not None
        return self.channel.history_for(side)

    def turn_info_for(self, side: str) -> dict[str, Any]:
        """`turn_info` without the units `side` does not see now: a copy of its own, the
        units it does not see redacted from a copy of `turn_info`. While a position is
        read (`vision.reading_position`: an AI decision asks two or three times) it is
        worked out once and copied for each asker."""
        if not reading():
            return self._turn_info_told(side)[0]
        told, redacted = remembered(
            self.state, ("turn_info_for", side, getattr(self, "unknown_units", None)),
            lambda: self._turn_info_told(side))
        # a redacted info is a tree (`redact` makes every list and dict anew)
        return tree_copy(told) if redacted else data_copy(told)  # type: ignore[no-any-return]

    def _turn_info_told(self, side: str) -> tuple[dict[str, Any], bool]:
        """`turn_info_for` worked out, and whether it was redacted: `_turn_info_copy` is
        already a copy nobody else holds, so it is redacted as it is, not copied again."""
        assert self.channel is not None
        info = self._turn_info_copy()
        if not names_units(info, self.channel.unit_ids):  # nothing to hide: no sight asked
            return info, False
        return redact(info, self._sight(side), self.channel.unit_ids), True

    def _turn_info_copy(self) -> dict[str, Any]:
        """`turn_info` as a copy no one else holds (a ruleset's game whose `turn_info`
        makes one anew at every call gives that)."""
        return data_copy(self.turn_info)  # type: ignore[attr-defined,no-any-return]

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

    def __copy__(self) -> Self:
        """A shallow copy with a serial of its own: `serial` names one game object for as
        long as the process runs (memories keyed by it never pass to a later game, as a
        key of `id(game)` could once the first game is freed and its address reused)."""
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.serial = next(_SERIALS)
        return twin

    def clone(self) -> Self:
        """An independent deep copy that plays on identically (same RNG state)."""
        twin = copy.copy(self)
        twin.state = self._clone_state()
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        # deepcopy's own copy of the plain data, at a fraction of its cost (data_copy.py)
        twin.history = data_copy(self.history)
        twin.events = data_copy(self.events)
        twin.channel = None if self.channel is None else self.channel.copy()
        return twin
