"""`phased` (RULES.md B): Player A and B segments of fixed phases.

Each side's segment runs Command (orders), Fire (fire or smoke; units that fire may not
move), Movement (each unit moves once, infantry may first place smoke on or next to its
cell; the other sides' units opportunity-fire by
themselves at movers in range and line of fire, once each), Defensive Fire (the other sides fire with units that
did not opportunity-fire), Advance and Assault (one cell whatever its cost, or a foot
unit's close assault on an adjacent enemy) and After-Action (the side's smoke thins out).
`end_turn` ends the current phase; After-Action needs no decision and runs by itself.
When the last side's segment ends, the end-of-turn segment closes the round.

Which action types each phase allows, smoke durations and the assault bonus live in
`engine/data/turn_systems.yaml`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.catalog import FireMode, MoveClass, Weapon
from engine.grid import Cell
from engine.records import record
from engine.rules import movement, vision
from engine.rules.actions import (
    Action,
    Event,
    IllegalAction,
    acting_unit,
    cell_json,
    cell_key,
    refuse,
)
from engine.rules.damage import damage_unit
from engine.rules.fire import (
    blocked_on_the_way,
    cover_of,
    line_of_fire_problem,
    shooter_problem,
)
from engine.rules.state import GameState, Smoke, UnitState
from engine.turns.base import TurnHost, TurnSystem, register
from engine.turns.data import turn_numbers

MOVE_KINDS = ("move", "load", "tow", "unload")
# B phased: "units may move once per phase": a move uses the unit's one move of the
# Movement phase. Unloading is the carrier's delivery: the unit unloaded may still move.
ONCE_KINDS = ("move",)


@record(frozen=True)
class PhasedNumbers:
    """`phased` (RULES.md B): the phases of a side's segment and what each allows."""

    phases: tuple[str, ...]
    allowed: Mapping[str, tuple[str, ...]]
    smoke_rounds: Mapping[FireMode, int]
    move_smoke_classes: tuple[MoveClass, ...]
    move_smoke_reach: int
    move_smoke_ap: int
    move_smoke_rounds: int
    assault_bonus: int

    def __post_init__(self) -> None:
        unknown = sorted(set(self.allowed) - set(self.phases))
        if unknown:
            raise ValueError(f"field 'allowed' names phase(s) not in 'phases': "
                             f"{', '.join(unknown)}")


@register
class PhasedTurnSystem(TurnSystem):
    name = "phased"
    numbers = PhasedNumbers
    advisor = "engine.ai.turn_systems.phased"
    action_types = ("smoke", "advance", "assault")

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        self.n = turn_numbers(self.name, overrides)
        self.phases: list[str] = list(self.n["phases"])
        self.allowed: dict[str, list[str]] = {k: list(v) for k, v in self.n["allowed"].items()}

    # -- reading ------------------------------------------------------------------------
    def phase(self, state: GameState) -> str | None:
        return state.turn.get("phase")

    def segment_side(self, state: GameState) -> str:
        return state.order[state.turn["segment"]]

    def unit_problem(self, host: TurnHost, unit: UnitState, kind: str) -> str | None:
        t = host.state.turn
        phase = t["phase"]
        allowed = self.allowed.get(phase, [])
        if kind not in allowed:
            words = ", ".join(allowed) or "nothing"
            return f"in the {phase.replace('_', ' ')} phase a unit may do only: {words}"
        if phase == "movement" and kind in MOVE_KINDS and unit.shots_fired > 0:
            return f"unit '{unit.id}' fired in the fire phase and may not move"
        if phase == "movement" and kind in ONCE_KINDS and unit.id in t.get("moved", ()):
            return (f"unit '{unit.id}' has already moved in this movement phase "
                    "(units move once per phase)")
        if phase == "movement" and kind == "smoke":
            return self._move_smoke_problem(host.state, unit)
        if phase == "defensive_fire" and unit.id in t["opportunity_fired"]:
            return f"unit '{unit.id}' took opportunity fire and may not fire again"
        if phase == "advance" and unit.id in t["advanced"]:
            return f"unit '{unit.id}' has already advanced or assaulted"
        return None

    def unit_actions(self, host: TurnHost, unit: UnitState) -> list[Action]:
        state = host.state
        phase = state.turn["phase"]
        if phase == "fire":
            return self._smoke_actions(state, unit)
        if phase == "movement" and self._move_smoke_problem(state, unit) is None:
            assert unit.at is not None
            reach = int(self.n["move_smoke_reach"])
            return [{"type": "smoke", "unit": unit.id, "target": cell_json(c)}
                    for c in sorted(state.grid.cells_within(unit.at, reach))
                    if c not in state.smoke]
        if phase == "advance" and unit.id not in state.turn["advanced"]:
            return self._advance_actions(state, unit) + self._assault_actions(state, unit)
        return []

    def after_action(self, host: TurnHost, action: Action) -> list[Event]:
        """B phased: a unit that moved in the Movement phase has used its one move of the
        phase, even if a mine, a bump or opportunity fire cut it short."""
        t = host.state.turn
        if t.get("phase") == "movement" and action.get("type") in ONCE_KINDS:
            moved = t.setdefault("moved", [])
            if action.get("unit") not in moved:
                moved.append(action.get("unit"))
        return []

    # -- the turn -----------------------------------------------------------------------
    def start(self, host: TurnHost) -> list[Event]:
        return self._begin_segment(host, 0)

    def _begin_segment(self, host: TurnHost, index: int) -> list[Event]:
        state = host.state
        state.side_index = index
        state.turn.clear()
        state.turn.update({"segment": index, "phase": self.phases[0], "defenders": [],
                           "opportunity": [], "opportunity_fired": [], "advanced": [],
                           "moved": []})
        events = host.begin_side_turn(state.side)
        return events + [self._phase_event(state)]

    def _phase_event(self, state: GameState) -> Event:
        return {"type": "phase_started", "phase": state.turn["phase"], "side": state.side,
                "segment": self.segment_side(state), "round": state.round}

    def end_turn(self, host: TurnHost) -> list[Event]:
        """The phase is over: on to the next one (or the next defender)."""
        state = host.state
        t = state.turn
        phase = t["phase"]
        events: list[Event] = [{"type": "phase_ended", "phase": phase, "side": state.side}]
        if phase == "defensive_fire" and t["defenders"]:
            return events + self._next_defender(state)
        following = self.phases[self.phases.index(phase) + 1]
        t["phase"] = following
        if following == "movement":
            self._arm_opportunity_fire(state)
        elif following == "defensive_fire":
            self._disarm_opportunity_fire(state)
            t["defenders"] = [s for s in state.order if s != self.segment_side(state)]
            return events + self._next_defender(state)
        elif following == "advance":
            state.side_index = t["segment"]
        if following == "after_action":
            return events + [self._phase_event(state)] + self._after_action(host)
        return events + [self._phase_event(state)]

    def _next_defender(self, state: GameState) -> list[Event]:
        """Defensive Fire: each other side in turn fires with its units that did not
        opportunity-fire; their shots and AP are fresh for it."""
        t = state.turn
        if not t["defenders"]:
            t["phase"] = "advance"
            state.side_index = t["segment"]
            return [self._phase_event(state)]
        side = t["defenders"].pop(0)
        state.side_index = state.order.index(side)
        for unit in state.living(side):
            if unit.id not in t["opportunity_fired"]:
                unit.shots_fired = 0
                unit.weapons_used = {}
                unit.ap = unit.type.ap
                unit.moved = False
        return [self._phase_event(state)]

    def _arm_opportunity_fire(self, state: GameState) -> None:
        """Movement: every other side's armed unit keeps a free shot for the movers (the
        engine's alert reaction, engine.rules.reactions, fires it at the first mover in range
        and line of fire)."""
        segment = self.segment_side(state)
        armed = []
        for unit in state.living():
            if unit.side == segment or unit.at is None or unit.alert:
                continue
            if any(not w.has("self_destruct") for w in unit.type.weapons):
                unit.alert = True
                armed.append(unit.id)
        state.turn["opportunity"] = armed

    def _disarm_opportunity_fire(self, state: GameState) -> None:
        t = state.turn
        t["opportunity_fired"] = [uid for uid in t["opportunity"]
                                  if state.units[uid].alive and not state.units[uid].alert]
        for uid in t["opportunity"]:
            state.units[uid].alert = False

    def _after_action(self, host: TurnHost) -> list[Event]:
        """Smoke of the segment's side thins out; then the segment (and perhaps the turn)
        ends."""
        state = host.state
        side = self.segment_side(state)
        events: list[Event] = []
        for cell, smoke in sorted(state.smoke.items()):
            if smoke.side != side:
                continue
            smoke.left -= 1
            if smoke.left <= 0:
                del state.smoke[cell]
                events.append({"type": "smoke_cleared", "at": cell_json(cell)})
        events += host.finish_side_turn(side)
        if state.result is not None:
            return events
        index = state.turn["segment"] + 1
        events.append({"type": "turn_ended", "side": side,
                       "next": state.order[index % len(state.order)], "round": state.round})
        if index == len(state.order):
            completed = state.round
            events.append({"type": "round_ended", "round": completed})
            events += host.finish_round(completed)
            if state.result is not None:
                return events
            state.round += 1
            index = 0
        return events + self._begin_segment(host, index)

    # -- smoke (fire phase) -------------------------------------------------------------
    @staticmethod
    def _smoke_weapons(unit: UnitState) -> list[Weapon]:
        """AFV guns, guns and mortars: weapons that fire shells or fire indirectly."""
        return [w for w in unit.type.weapons if w.has("shell") or w.fire == "indirect"]

    def _smoke_problem(self, state: GameState, unit: UnitState, weapon: Weapon,
                       cell: Cell) -> str | None:
        assert unit.at is not None
        if cell in state.smoke:
            return f"there is smoke at {list(cell)} already"
        distance = state.grid.distance(unit.at, cell)
        if not weapon.min_range <= distance <= weapon.max_range:
            return (f"{list(cell)} is {distance} away; the {weapon.name.lower()} reaches "
                    f"{weapon.min_range}-{weapon.max_range}")
        if weapon.fire == "indirect":
            if not vision.sees_cell(state, unit.side, cell):
                return f"{unit.side} does not see {list(cell)}"
        else:
            why = line_of_fire_problem(state, unit.at, cell, unit.side)
            if why is not None:
                return why
        return None

    def _smoke_actions(self, state: GameState, unit: UnitState) -> list[Action]:
        if unit.at is None or shooter_problem(state, unit) is not None:
            return []
        out: list[Action] = []
        enemies = {u.at for u in vision.spotted_units(state, unit.side) if u.side != unit.side}
        for weapon in self._smoke_weapons(unit):
            if weapon.has("stationary") and unit.moved:
                continue
            for cell in sorted(c for c in enemies if c is not None):
                if self._smoke_problem(state, unit, weapon, cell) is None:
                    out.append({"type": "smoke", "unit": unit.id, "target": cell_json(cell),
                                "weapon": weapon.id})
        return out

    # -- smoke before a move (movement phase) -------------------------------------------
    def _move_smoke_problem(self, state: GameState, unit: UnitState) -> str | None:
        """Seed 001: "Infantry units that are moving may place smoke before starting their
        move": once, before the unit's move of the phase, if it may move at all."""
        t = state.turn
        if unit.type.move_class not in self.n["move_smoke_classes"] or unit.at is None:
            return f"only infantry places smoke as it moves; unit '{unit.id}' cannot"
        if unit.shots_fired > 0:
            return f"unit '{unit.id}' fired in the fire phase and may not move"
        if unit.id in t.get("moved", ()) or unit.moved:
            return f"unit '{unit.id}' places smoke before starting its move, not after"
        if unit.id in t.get("move_smoked", ()):
            return f"unit '{unit.id}' has placed its smoke for this move"
        if movement.can_move_at_all(unit) is not None:
            return f"unit '{unit.id}' cannot move now, so it places no smoke"
        if unit.ap < int(self.n["move_smoke_ap"]):
            return f"unit '{unit.id}' has too few AP to place smoke"
        return None

    def _check_move_smoke(self, state: GameState, action: Action) -> Any:
        unit = acting_unit(action, state)
        cell = cell_key(action, "target", state)
        refuse(self._move_smoke_problem(state, unit))
        assert unit.at is not None
        if state.grid.distance(unit.at, cell) > int(self.n["move_smoke_reach"]):
            raise IllegalAction(f"{list(cell)} is not on or next to unit '{unit.id}'")
        if cell in state.smoke:
            raise IllegalAction(f"there is smoke at {list(cell)} already")
        return ("move_smoke", unit, cell)

    def _perform_move_smoke(self, state: GameState, unit: UnitState, cell: Cell
                            ) -> list[Event]:
        unit.ap -= int(self.n["move_smoke_ap"])
        state.turn.setdefault("move_smoked", []).append(unit.id)
        left = int(self.n["move_smoke_rounds"])
        state.smoke[cell] = Smoke(cell, unit.side, left)
        return [{"type": "smoke", "unit": unit.id, "at": cell_json(cell), "rounds": left}]

    def _check_smoke(self, state: GameState, action: Action) -> Any:
        if state.turn.get("phase") == "movement":
            return self._check_move_smoke(state, action)
        unit = acting_unit(action, state)
        cell = cell_key(action, "target", state)
        why = shooter_problem(state, unit)
        refuse(why)
        weapons = self._smoke_weapons(unit)
        name = action.get("weapon")
        if name is not None:
            weapons = [w for w in weapons if w.id == name]
        if not weapons:
            raise IllegalAction(f"unit '{unit.id}' has no weapon that fires smoke (guns, "
                                "mortars and tank guns do)")
        reasons = []
        for weapon in weapons:
            why = self._smoke_problem(state, unit, weapon, cell)
            if why is None:
                return ("smoke", unit, weapon, cell)
            reasons.append(why)
        raise IllegalAction(reasons[0])

    def _perform_smoke(self, state: GameState, unit: UnitState, weapon: Weapon,
                       cell: Cell) -> list[Event]:
        rules = state.catalog.rules
        unit.ap -= rules.shot_ap(unit.type.ap)
        unit.shots_fired += 1
        unit.weapons_used[weapon.id] = unit.weapons_used.get(weapon.id, 0) + 1
        unit.ammo = (unit.ammo or 0) - rules.ammo_per_shot
        left = int(self.n["smoke_rounds"][weapon.fire if weapon.fire == "indirect"
                                          else "direct"])
        blocked = blocked_on_the_way(state, unit, weapon, cell)
        if blocked is not None:  # an unseen unit in the way: the round is spent there
            return [{"type": "smoke", "unit": unit.id, "weapon": weapon.id,
                     "at": cell_json(cell), "rounds": 0, "blocked_at": cell_json(blocked)}]
        state.smoke[cell] = Smoke(cell, unit.side, left)
        return [{"type": "smoke", "unit": unit.id, "weapon": weapon.id,
                 "at": cell_json(cell), "rounds": left}]

    # -- advance and assault ------------------------------------------------------------
    def _advance_problem(self, state: GameState, unit: UnitState, cell: Cell) -> str | None:
        if unit.at is None or unit.flying or unit.type.is_aircraft:
            return f"unit '{unit.id}' cannot advance (only ground units on the map do)"
        why = movement.can_move_at_all(unit)
        if why is not None:
            return why
        if cell not in state.neighbours(unit.at):
            return f"{list(cell)} is not next to unit '{unit.id}'"
        if cell in state.ground:
            return f"{list(cell)} is taken"
        mines = movement.known_mines(state, unit.side)
        if movement.step(state, unit, cell, mines) is None:
            return f"unit '{unit.id}' cannot enter {list(cell)}"
        return None

    def _advance_actions(self, state: GameState, unit: UnitState) -> list[Action]:
        if unit.at is None or unit.flying or unit.type.is_aircraft:
            return []
        return [{"type": "advance", "unit": unit.id, "to": cell_json(c)}
                for c in sorted(state.neighbours(unit.at))
                if state.grid.in_bounds(c) and self._advance_problem(state, unit, c) is None]

    def _assault_problem(self, state: GameState, unit: UnitState, cell: Cell
                         ) -> tuple[str | None, UnitState | None, int]:
        if unit.at is None or not unit.type.is_foot:
            return f"only foot units on the map assault, and '{unit.id}' is not one", None, 0
        weapons = [w for w in unit.type.weapons if not w.has("self_destruct")]
        if not weapons:
            return f"unit '{unit.id}' has no weapon to assault with", None, 0
        if state.grid.distance(unit.at, cell) != 1:
            return f"{list(cell)} is not next to unit '{unit.id}'", None, 0
        target = state.ground_unit(cell)
        if target is None or target.side == unit.side or not vision.spots(
                state, unit.side, target):
            return f"there is no enemy unit {unit.side} sees at {list(cell)}", None, 0
        return None, target, max(w.damage for w in weapons)

    def _assault_actions(self, state: GameState, unit: UnitState) -> list[Action]:
        if unit.at is None or not unit.type.is_foot:
            return []
        return [{"type": "assault", "unit": unit.id, "target": cell_json(c)}
                for c in sorted(state.neighbours(unit.at))
                if self._assault_problem(state, unit, c)[0] is None]

    # -- checking and performing ----------------------------------------------------------
    def check(self, host: TurnHost, action: Action) -> Any:
        state = host.state
        kind = action["type"]
        unit = acting_unit(action, state)
        why = self.unit_problem(host, unit, kind)
        refuse(why)
        if kind == "smoke":
            return self._check_smoke(state, action)
        if kind == "advance":
            cell = cell_key(action, "to", state)
            why = self._advance_problem(state, unit, cell)
            refuse(why)
            return ("advance", unit, cell)
        cell = cell_key(action, "target", state)
        why, target, damage = self._assault_problem(state, unit, cell)
        refuse(why)
        return ("assault", unit, target, damage)

    def perform(self, host: TurnHost, plan: Any) -> list[Event]:
        state = host.state
        kind = plan[0]
        if kind == "smoke":
            return self._perform_smoke(state, *plan[1:])
        if kind == "move_smoke":
            return self._perform_move_smoke(state, *plan[1:])
        unit: UnitState = plan[1]
        state.turn["advanced"].append(unit.id)
        events: list[Event] = []
        if kind == "advance":
            cell: Cell = plan[2]
            start = unit.at
            step = movement.step(state, unit, cell, movement.known_mines(state, unit.side))
            state.lift(unit)
            state.place(unit, cell)
            unit.moved = True
            unit.heading_from = start
            if step is not None and unit.type.fuel is not None and unit.fuel is not None:
                unit.fuel = max(0, unit.fuel - step.fuel)
            events.append({"type": "advanced", "unit": unit.id, "from": cell_json(start),
                           "to": cell_json(cell)})
            if cell in state.mines:
                movement.trigger_mine(state, unit, cell, events)
            return events
        target: UnitState = plan[2]
        rules = state.catalog.rules
        amount = max(rules.min_damage, plan[3] + int(self.n["assault_bonus"])
                     - cover_of(state, target))
        events.append({"type": "assault", "unit": unit.id, "target": cell_json(target.at),
                       "victim": target.id})
        damage_unit(state, target, amount, events, f"{unit.id}:assault")
        return events
