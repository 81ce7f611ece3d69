"""Turn systems: who acts when (RULES.md B). Never how a rule works.

A turn system only decides whose turn it is, which units may act now and when side-turns
and rounds end; the game (`TurnHost`) does what happens at those moments (AP refill,
buildings serving, VP captures, victory checks). General Clumsy's own system is `sides`;
`phased`, `orders` and `activation` are one module each (`engine/turns/phased.py`, ...)
that registers its class with `register`; the class names its numbers record (its section
of engine/data/turn_systems.yaml) and its computer player's advisor module. Adding a
system is one module plus one line in `BUILTIN_MODULES`, or, from another package, an
entry point in the `clumsy.turn_systems` group ("name = package.module:Class").

What a system keeps between actions lives in `GameState.turn` (plain, deep-copyable
data), so a cloned game clones its turn too and the system objects stay stateless.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Protocol

from engine.rules.state import GameState, UnitState

Event = dict[str, Any]
Action = dict[str, Any]

# Modules that register the shipped turn systems (imported on first use).
BUILTIN_MODULES = ("engine.turns.phased", "engine.turns.orders", "engine.turns.activation")
# Turn systems of other packages: "name = package.module:Class" (pyproject.toml).
ENTRY_POINT_GROUP = "clumsy.turn_systems"


class TurnHost(Protocol):
    """What a turn system may ask of the game."""

    state: GameState
    rng: Any
    scenario_options: dict[str, Any]

    def begin_side_turn(self, side: str) -> list[Event]:
        """Refill AP and reset per-side-turn counters of the side's units (A1.3)."""

    def refresh_units(self, side: str) -> None:
        """Only the unit part of begin_side_turn: AP, shots, moved, alert."""

    def begin_round(self) -> list[Event]:
        """Start-of-round effects (spring regrowth) for rounds after the first."""

    def finish_side_turn(self, side: str) -> list[Event]:
        """End-of-side-turn effects: buildings serve, VPs are captured, victory is checked."""

    def finish_round(self, completed: int) -> list[Event]:
        """End-of-round effects: hold_until, the last round."""

    def every_side_turn_started(self) -> list[Event]:
        """Whole-round systems: every side's turn starts with the round (mission events
        check their conditions, reinforcements arrive)."""

    def draw_event_card(self) -> list[Event]:
        """Draw a card of the scenario's event deck and run its actions (activation)."""


class UnknownTurnSystem(ValueError):
    """The scenario names a turn system this engine does not run (yet)."""


class TurnSystem(ABC):
    """Hooks of a turn system. The defaults are General Clumsy's: any unit of the side to
    play may act, no extra actions, nothing happens around an action."""

    name: ClassVar[str]
    # Action types the system itself handles (besides end_turn), e.g. activate, order.
    action_types: ClassVar[tuple[str, ...]] = ()
    # Whether the system draws the scenario's event cards (DESIGN.md "Mission events").
    draws_event_cards: ClassVar[bool] = False
    # The frozen record of its numbers: its section of engine/data/turn_systems.yaml,
    # read as `self.n` (engine.turns.data.turn_numbers); None: it has none.
    numbers: ClassVar[type | None] = None
    # The module of its computer player's advisor (`before(game, view, planner)` and/or
    # `advise(game, view, planner, steps)`, engine/ai/player.py); None: the AI plays the
    # first step the system offers.
    advisor: ClassVar[str | None] = None

    def start(self, host: TurnHost) -> list[Event]:
        """The first side-turn of the game begins."""
        return host.begin_side_turn(self.side(host.state))

    def side(self, state: GameState) -> str:
        """The side to play now."""
        return state.side

    def phase(self, state: GameState) -> str | None:
        """The step of the turn a player reads ("fire", "orders", ...); None if none."""
        return None

    def unit_problem(self, host: TurnHost, unit: UnitState, kind: str) -> str | None:
        """Why this unit may not take an action of this type now, or None."""
        return None

    def unit_idle(self, host: TurnHost, unit: UnitState) -> bool:
        """True only when `unit_problem` refuses the unit every type of action now (not
        the unit to act): the listing then makes none of its actions only to refuse
        them one by one. False when some type may be taken, or when unsure."""
        return False

    def may_react(self, host: TurnHost, unit: UnitState) -> bool:
        """Whether the unit may fire a reaction shot (patrol) now; False for a unit the
        system forbids to fire at all."""
        return True

    def action_problem(self, host: TurnHost, unit: UnitState, action: Action) -> str | None:
        """Why this well-formed unit action (its destination, its target...) is refused
        now, beyond what `unit_problem` says of its type, or None; asked after the rules
        have checked the action."""
        return None

    def unit_actions(self, host: TurnHost, unit: UnitState) -> list[Action]:
        """Legal actions of the system's own kinds for one unit (smoke, ram, ...)."""
        return []

    def system_actions(self, host: TurnHost) -> list[Action]:
        """Legal actions that move the turn on (activate, give an order, ...), best first:
        a computer player that has nothing better to do takes the first."""
        return []

    def check(self, host: TurnHost, action: Action) -> Any:
        """Check one action of `action_types`; raise IllegalAction, or return a plan."""
        raise NotImplementedError(action.get("type"))

    def perform(self, host: TurnHost, plan: Any) -> list[Event]:
        """Carry out a checked action of `action_types`."""
        raise NotImplementedError

    def before_action(self, host: TurnHost, action: Action) -> list[Event]:
        """Reactions that come before a checked unit action (an interception)."""
        return []

    def on_step(self, host: TurnHost, unit: UnitState) -> list[Event]:
        """Reactions each time a moving unit enters a cell, while it is still on its way
        (an interception of "each hex of movement"); the mover may die of them."""
        return []

    def after_action(self, host: TurnHost, action: Action) -> list[Event]:
        """Bookkeeping after any unit action or system action."""
        return []

    @abstractmethod
    def end_turn(self, host: TurnHost) -> list[Event]:
        """The side to play passes the hand (Tab): ends its side-turn, phase or activation."""


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


class WholeRoundTurnSystem(TurnSystem):
    """A system where every side acts within one round (`orders`, `activation`): every
    unit is refreshed when the round begins, and each side's end-of-side-turn effects
    (patrol, services, VP captures, fuel) happen once at the round's end, in side order."""

    def start(self, host: TurnHost) -> list[Event]:
        return self.open_round(host)

    @abstractmethod
    def open_round(self, host: TurnHost) -> list[Event]:
        """The round's own start (after `refresh_round`)."""

    def refresh_round(self, host: TurnHost) -> list[Event]:
        """Start-of-round effects, and every side's units refreshed."""
        events = host.begin_round()
        for side in host.state.order:
            host.refresh_units(side)
        return events + host.every_side_turn_started()

    def round_ending(self, host: TurnHost) -> list[Event]:
        """The system's own end-of-round effects, after the side-turn ones."""
        return []

    def end_round(self, host: TurnHost) -> list[Event]:
        state = host.state
        completed = state.round
        events: list[Event] = [{"type": "round_ended", "round": completed}]
        for side in state.order:
            events += host.finish_side_turn(side)
            if state.result is not None:
                return events
        events += self.round_ending(host)
        events += host.finish_round(completed)
        if state.result is not None:
            return events
        state.round += 1
        return events + self.open_round(host)


TURN_SYSTEMS: dict[str, type[TurnSystem]] = {SidesTurnSystem.name: SidesTurnSystem}
_builtins_loaded = False  # the shipped systems and the entry points' have been loaded
_shipped_loaded = False  # the shipped systems have been


def entry_points(group: str) -> Any:
    """importlib.metadata's, imported on first use: importing it and reading every
    installed package's entry points costs a start-up that names a shipped system."""
    from importlib.metadata import entry_points as installed

    return installed(group=group)


def register(cls: type[TurnSystem]) -> type[TurnSystem]:
    """Class decorator of a turn system module: make it available by its name."""
    TURN_SYSTEMS[cls.name] = cls
    return cls


def shipped_turn_systems() -> dict[str, type[TurnSystem]]:
    """The registered systems, the shipped ones loaded, other packages' looked for only if
    `available_turn_systems` has been asked before: enough to know a shipped name."""
    global _shipped_loaded
    if not _shipped_loaded:
        _shipped_loaded = True
        for module in BUILTIN_MODULES:
            importlib.import_module(module)
    return TURN_SYSTEMS


def known_turn_systems(name: str) -> dict[str, type[TurnSystem]]:
    """The registered systems, loading only as many as knowing `name` takes: none when it
    is registered already (`sides` always is), else the shipped ones, else other
    packages' too."""
    if name in TURN_SYSTEMS:
        return TURN_SYSTEMS
    systems = shipped_turn_systems()
    return systems if name in systems else available_turn_systems()


def available_turn_systems() -> dict[str, type[TurnSystem]]:
    global _builtins_loaded
    if not _builtins_loaded:
        _builtins_loaded = True
        shipped_turn_systems()
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            if ep.name in TURN_SYSTEMS:
                continue
            found = ep.load()
            if not (isinstance(found, type) and issubclass(found, TurnSystem)):
                raise TypeError(f"entry point {ep.name} = {ep.value} of {ENTRY_POINT_GROUP} "
                                "is not a TurnSystem class")
            TURN_SYSTEMS.setdefault(ep.name, found)
    return TURN_SYSTEMS


def make_turn_system(name: str, overrides: Mapping[str, Any] | None = None) -> TurnSystem:
    """A turn system by name; `overrides`: a rule pack's numbers for its section of
    turn_systems.yaml (Catalog.turn_numbers), given to a system that has numbers."""
    systems = known_turn_systems(name)  # a shipped system comes first: no need to look further
    try:
        cls = systems[name]
    except KeyError:
        raise UnknownTurnSystem(
            f"turn system '{name}' is not available in this engine yet; available: "
            + ", ".join(sorted(systems))) from None
    if overrides and cls.numbers is not None:
        return cls(overrides)  # type: ignore[call-arg]
    return cls()
