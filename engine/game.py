"""`Game`: the one object the editor, the CLI, the AI and tests play through (DESIGN.md,
"Engine API").

Actions and events are plain JSON-serialisable dicts, so a game is its scenario, its seed
and the list of actions applied (`history`): replaying them gives the same events. Every
action is checked completely before anything changes, so an `IllegalAction` leaves the
state exactly as it was. Chance comes only from the game's own `random.Random(seed)`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine import fire, movement, orders, victory
from engine.actions import Action, Event, IllegalAction
from engine.catalog import Catalog, load_catalog
from engine.grid import Cell
from engine.scenario import Scenario
from engine.scenario_defaults import scenario_defaults
from engine.state import GameState, UnitState, UnitView, build_state, clone_state
from engine.turns import TurnSystem, make_turn_system

SUPPORTED_RULESETS = ("general-clumsy",)


@dataclass(frozen=True)
class ActionRule:
    """How one action type is checked (raising IllegalAction) and then carried out."""

    check: Callable[[GameState, Action], Any]
    perform: Callable[[GameState, Any], list[Event]]


# Only implemented actions are here: alert, build, lay_mine, demine, clear and land join
# with part 2, and until then they are neither legal nor listed.
ACTIONS: dict[str, ActionRule] = {
    "move": ActionRule(movement.check_move, movement.perform_move),
    "fire": ActionRule(fire.check_fire, fire.perform_fire),
    "load": ActionRule(orders.check_board, orders.perform_board),
    "tow": ActionRule(orders.check_board, orders.perform_board),
    "unload": ActionRule(orders.check_unload, orders.perform_unload),
    "resupply": ActionRule(orders.check_service, orders.perform_service),
    "heal": ActionRule(orders.check_service, orders.perform_service),
    "repair": ActionRule(orders.check_service, orders.perform_service),
}
PLANNED_ACTIONS = ("alert", "build", "lay_mine", "demine", "clear", "land")
GENERATORS: tuple[Callable[[GameState, UnitState], list[Action]], ...] = (
    movement.move_actions, fire.fire_actions, orders.order_actions,
)


class Game:
    """A game of General Clumsy in progress."""

    def __init__(self, scenario: Scenario, seed: int = 0, catalog: Catalog | None = None):
        ruleset = scenario.ruleset or scenario_defaults().ruleset
        if ruleset not in SUPPORTED_RULESETS:
            raise ValueError(f"ruleset '{ruleset}' is not available in this engine yet; "
                             f"available: {', '.join(SUPPORTED_RULESETS)}")
        self.turns: TurnSystem = make_turn_system(
            scenario.turn_system or scenario_defaults().turn_system)
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = build_state(scenario, catalog or load_catalog())
        self.victory = victory.VictoryRules.from_scenario(
            scenario, len(self.state.vps), self.state.catalog.rules.default_hold_points)
        self.history: list[Action] = []
        self.events: list[Event] = []
        self.events += self.turns.start(self)

    # -- what the DESIGN.md API reads ---------------------------------------------------
    @property
    def side(self) -> str:
        """Id of the side to play."""
        return self.turns.side(self.state)

    @property
    def round(self) -> int:
        """1-based round number."""
        return self.state.round

    @property
    def result(self) -> dict[str, Any] | None:
        """None while the game goes on, then {"winner": side or None, "reason", "round"}."""
        return None if self.state.result is None else dict(self.state.result)

    def unit(self, unit_id: str) -> UnitView:
        """Dict-like live view of one unit, destroyed ones included (alive: False)."""
        return UnitView(self.state.units[unit_id], self._shots_allowed)

    def units(self, side: str | None = None) -> list[UnitView]:
        """Views of the living units, cargo included, in scenario order."""
        return [UnitView(u, self._shots_allowed) for u in self.state.living(side)]

    def _shots_allowed(self, unit: UnitState) -> int:
        return fire.shots_allowed(self.state, unit)

    def visible_cells(self, side: str) -> set[Cell]:
        """Cells the side sees. Vision (A8: fog, spotting, night) is part 2: until then
        every cell of the map is visible to every side."""
        return set(self.state.grid.cells())

    def reachable_cells(self, unit_id: str) -> dict[Cell, movement.Reach]:
        """The pathfinder's answer for a unit, for the play-test view and the AI."""
        return movement.reachable_cells(self.state, self.state.units[unit_id])

    # -- actions ------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action of the side to play: moves to every reachable cell, every
        legal shot, every legal order, then end_turn."""
        if self.state.result is not None:
            return []
        out: list[Action] = []
        for unit in self.state.living(self.side):
            for generate in GENERATORS:
                out += generate(self.state, unit)
        out.append({"type": "end_turn"})
        return out

    def _check(self, action: object) -> tuple[ActionRule | None, Any]:
        if not isinstance(action, dict):
            raise IllegalAction(f"an action is a dict with a 'type', got {action!r}")
        if self.state.result is not None:
            raise IllegalAction(f"the game is over: {self.state.result['reason']}")
        kind = action.get("type")
        if kind == "end_turn":
            return None, None
        rule = ACTIONS.get(kind) if isinstance(kind, str) else None
        if rule is None:
            if kind in PLANNED_ACTIONS:
                raise IllegalAction(f"the '{kind}' order is not available in this engine yet")
            known = ", ".join([*ACTIONS, "end_turn"])
            raise IllegalAction(f"unknown action type {kind!r}; known: {known}")
        return rule, rule.check(self.state, action)

    def is_legal(self, action: Action) -> bool:
        """Check one action without generating the whole list."""
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        """Carry out a legal action and return its events; IllegalAction otherwise."""
        rule, plan = self._check(action)
        if rule is None:
            events = self.turns.end_turn(self)
        else:
            events = rule.perform(self.state, plan)
            events += victory.after_action(self.state, self.victory)
        self.history.append(copy.deepcopy(action))
        self.events += events
        return events

    def clone(self) -> Game:
        """An independent deep copy that plays on identically (same RNG state)."""
        twin = copy.copy(self)
        twin.state = clone_state(self.state)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.history = copy.deepcopy(self.history)
        twin.events = copy.deepcopy(self.events)
        return twin

    # -- TurnHost: what happens at the turn system's moments ---------------------------
    def begin_side_turn(self, side: str) -> list[Event]:
        for unit in self.state.living(side):
            unit.ap = unit.type.ap
            unit.moved = False
            unit.shots_fired = 0
            unit.weapons_used = {}
        return [{"type": "turn_started", "side": side, "round": self.state.round}]

    def finish_side_turn(self, side: str) -> list[Event]:
        events = orders.end_of_side_turn_services(self.state, side)
        return events + victory.end_of_side_turn(self.state, self.victory, side)

    def finish_round(self, completed: int) -> list[Event]:
        return victory.end_of_round(self.state, self.victory, completed)
