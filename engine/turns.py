"""Turn systems: who acts when (RULES.md B). Never how a rule works.

A turn system only decides whose turn it is and when side-turns and rounds end; the game
(`TurnHost`) does what happens at those moments (AP refill, buildings serving, VP
captures, victory checks). General Clumsy's own system is `sides`; `phased`, `orders` and
`activation` are added later as one module each, registered in `TURN_SYSTEMS`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Protocol

from engine.state import GameState

Event = dict[str, Any]


class TurnHost(Protocol):
    """What a turn system may ask of the game."""

    state: GameState

    def begin_side_turn(self, side: str) -> list[Event]:
        """Refill AP and reset per-side-turn counters of the side's units (A1.3)."""

    def finish_side_turn(self, side: str) -> list[Event]:
        """End-of-side-turn effects: buildings serve, VPs are captured, victory is checked."""

    def finish_round(self, completed: int) -> list[Event]:
        """End-of-round effects: hold_until, the last round."""


class UnknownTurnSystem(ValueError):
    """The scenario names a turn system this engine does not run (yet)."""


class TurnSystem(ABC):
    """Hooks of a turn system; the state it needs lives in `GameState` (side_index, round),
    so a cloned game clones its turn too."""

    name: ClassVar[str]

    def start(self, host: TurnHost) -> list[Event]:
        """The first side-turn of the game begins."""
        return host.begin_side_turn(self.side(host.state))

    def side(self, state: GameState) -> str:
        """The side to play now."""
        return state.side

    @abstractmethod
    def end_turn(self, host: TurnHost) -> list[Event]:
        """The side to play passes the hand (Tab)."""


class SidesTurnSystem(TurnSystem):
    """A1.1: sides alternate whole side-turns, in scenario order starting with first_side;
    a round ends when the last of them passes."""

    name = "sides"

    def end_turn(self, host: TurnHost) -> list[Event]:
        state = host.state
        side = state.side
        events = host.finish_side_turn(side)
        if state.result is not None:
            return events
        following = (state.side_index + 1) % len(state.order)
        events.append({"type": "turn_ended", "side": side, "next": state.order[following],
                       "round": state.round})
        if following == 0:
            completed = state.round
            events.append({"type": "round_ended", "round": completed})
            events += host.finish_round(completed)
            if state.result is not None:
                return events
            state.round += 1
        state.side_index = following
        return events + host.begin_side_turn(state.side)


TURN_SYSTEMS: dict[str, type[TurnSystem]] = {SidesTurnSystem.name: SidesTurnSystem}


def make_turn_system(name: str) -> TurnSystem:
    try:
        return TURN_SYSTEMS[name]()
    except KeyError:
        raise UnknownTurnSystem(
            f"turn system '{name}' is not available in this engine yet; available: "
            + ", ".join(sorted(TURN_SYSTEMS))) from None
