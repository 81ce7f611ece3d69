"""`orders` (RULES.md B): secret orders, then units act by initiative.

A round opens with the orders step: each side in turn gives every living unit of its own
one order (`order`: maneuver, hold or special), hidden from the other sides; a side that
ends the step (`end_turn`) leaves its remaining units on `default_order`. When every unit
has one, the orders are revealed and every unit rolls its initiative (a seeded die, Hold
-1; no modifier by size or class). Units then act one at a time, lowest first; a unit above
`last_initiative` loses its turn. The acting unit may take only what its order allows
(`allowed`); `end_turn` ends its turn. A Special unit first declares its kind (`special`):
Sprint (`sprint`: extra cells straight on once its whole move is used), Ram (`ram`: melee on an adjacent
enemy), Power shot (initiative +3, then one `power_shot` with damage +2) or a unit's own
ability (engineering, services). A Hold unit fires at its initiative, or waits: a waiting
unit rolls to intercept every action of an enemy it sees and can hit, firing first; the
ones still waiting fire at the round's end, in a "7th initiative" of their own.

What the system keeps between actions lives in `GameState.turn`; the secret orders under
`_orders`, which `Game.turn_info` leaves out. Every number lives in
`engine/data/turn_systems.yaml`; docs/rules-notes.md says where the seed is silent.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from engine.catalog import MoveClass, Size
from engine.grid import Cell, cube_add, cube_to_offset, offset_to_cube
from engine.records import record
from engine.rules import fire, movement, vision
from engine.rules.actions import (
    Action,
    Event,
    IllegalAction,
    acting_unit,
    cell_json,
    cell_key,
    refuse,
    unit_key,
)
from engine.rules.damage import damage_unit
from engine.rules.fire import Shot, cover_of
from engine.rules.reactions import reaction_weapon
from engine.rules.state import GameState, UnitState
from engine.turns.base import TurnHost, WholeRoundTurnSystem, register
from engine.turns.data import turn_numbers

PHASES = ("orders", "tactics", "round_end")


def straight_on(state: GameState, came_from: Cell, at: Cell) -> Cell:
    """The next cell of the line came_from -> at (one step further the same way)."""
    if state.grid.kind == "hex":
        a, b = offset_to_cube(came_from), offset_to_cube(at)
        return cube_to_offset(cube_add(b, (b[0] - a[0], b[1] - a[1], b[2] - a[2])))
    return (2 * at[0] - came_from[0], 2 * at[1] - came_from[1])


def _unit_die(rng: Any, key: str) -> Any:
    """A unit's own initiative die for a reveal: a stream seeded by `key` (the reveal's draw
    of the game's dice, the round and the unit), so no other unit shifts its roll. A
    scripted stand-in for the dice (tests) hands out its own rolls through `fork()`."""
    fork = getattr(rng, "fork", None)
    return fork() if fork is not None else random.Random(key)


@record(frozen=True)
class OrdersNumbers:
    """`orders` (RULES.md B): orders, initiative, interception, Sprint, Ram, Power shot."""

    orders: tuple[str, ...]
    initiative_die: int
    last_initiative: int
    hold_initiative: int
    hold_round_end_initiative: int
    intercept_die: int
    intercept_on: int
    sprint_cells: Mapping[MoveClass, int]
    sprint_none_types: tuple[str, ...]
    sprint_measure_terrain: str
    power_shot_initiative: int
    power_shot_damage: int
    ram_damage: Mapping[Size, int]
    ram_self_damage: int
    special_kinds: tuple[str, ...]
    default_order: str
    allowed: Mapping[str, tuple[str, ...]]

    def __post_init__(self) -> None:
        if self.default_order not in self.orders:
            raise ValueError(f"field 'default_order': {self.default_order!r} is not one of "
                             f"{', '.join(self.orders)}")
        for name in ("initiative_die", "intercept_die"):
            if getattr(self, name) < 1:
                raise ValueError(f"field {name!r} must be >= 1")


@register
class OrdersTurnSystem(WholeRoundTurnSystem):
    name = "orders"
    numbers = OrdersNumbers
    advisor = "engine.ai.turn_systems.orders"
    action_types = ("order", "special", "sprint", "ram", "power_shot")

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        self.n = turn_numbers(self.name, overrides)
        self.orders: list[str] = list(self.n["orders"])
        self.kinds: list[str] = list(self.n["special_kinds"])
        self.allowed: dict[str, list[str]] = {k: list(v) for k, v in self.n["allowed"].items()}

    # -- reading ------------------------------------------------------------------------
    def phase(self, state: GameState) -> str | None:
        return state.turn.get("phase")

    def _allowed(self, state: GameState, unit: UnitState) -> list[str]:
        """What the unit's order (or declared Special kind) lets it do."""
        t = state.turn
        order = t["orders"].get(unit.id)
        if t["phase"] == "round_end":
            return ["fire"]
        if order == "special":
            kind = t["special"].get(unit.id)
            return [] if kind is None else self.allowed[kind]
        return self.allowed.get(order or "", [])

    def unit_idle(self, host: TurnHost, unit: UnitState) -> bool:
        """The orders step, every unit but the one acting, and one whose order allows
        nothing."""
        t = host.state.turn
        return (t["phase"] == "orders" or unit.id != t["acting"]
                or not self._allowed(host.state, unit))

    def unit_problem(self, host: TurnHost, unit: UnitState, kind: str) -> str | None:
        t = host.state.turn
        if t["phase"] == "orders":
            return "every unit gets its order first (the orders step)"
        acting = t["acting"]
        if unit.id != acting:
            return f"it is unit '{acting}''s turn (initiative {t['now']}), not '{unit.id}''s"
        allowed = self._allowed(host.state, unit)
        if kind == "move" and unit.id in t.get("fired_after_move", ()):
            return (f"unit '{unit.id}' under maneuver fired after moving: its move is over "
                    "(the shot comes before the move or after the whole move)")
        if kind not in allowed:
            order = t["orders"].get(unit.id)
            if order == "special" and unit.id not in t["special"]:
                return f"unit '{unit.id}' declares its special order first"
            what = t["special"].get(unit.id) or order
            if t["phase"] == "round_end":
                what = "a waiting hold at the round's end"
            return (f"unit '{unit.id}' under {what} may only: "
                    + (", ".join(allowed) or "nothing"))
        return None

    def sprint_cells(self, unit: UnitState) -> int:
        if unit.type.is_kind_of(self.n["sprint_none_types"]):  # and what a pack made of it
            return 0
        return int(self.n["sprint_cells"].get(unit.type.move_class, 0))

    def system_actions(self, host: TurnHost) -> list[Action]:
        state = host.state
        t = state.turn
        if t["phase"] == "orders":
            return [{"type": "order", "unit": u.id, "order": order}
                    for u in state.living(state.side) if u.id not in t["ordered"]
                    for order in self.orders]
        acting = t["acting"]
        if acting is None or t["orders"].get(acting) != "special" or acting in t["special"]:
            return []
        unit = state.units[acting]
        return [{"type": "special", "unit": acting, "kind": kind} for kind in self.kinds
                if self._special_problem(state, unit, kind) is None]

    def unit_actions(self, host: TurnHost, unit: UnitState) -> list[Action]:
        state = host.state
        t = state.turn
        if t["phase"] == "orders" or unit.id != t["acting"]:
            return []
        allowed = self._allowed(state, unit)
        out: list[Action] = []
        if "sprint" in allowed and self._sprint_problem(state, unit)[0] is None:
            out.append({"type": "sprint", "unit": unit.id})
        if "ram" in allowed and unit.at is not None:
            out += [{"type": "ram", "unit": unit.id, "target": cell_json(c)}
                    for c in sorted(state.neighbours(unit.at))
                    if self._ram_problem(state, unit, c)[0] is None]
        if "power_shot" in allowed and unit.shots_fired == 0:
            for shot in fire.fire_actions(state, unit):
                action = {**shot, "type": "power_shot"}
                if self._power_shot_plan(state, action, quiet=True) is not None:
                    out.append(action)
        return out

    # -- the round ----------------------------------------------------------------------
    def open_round(self, host: TurnHost) -> list[Event]:
        state = host.state
        events = self.refresh_round(host)
        state.turn.clear()
        state.turn.update({"phase": "orders", "ordered": [], "_orders": {}, "orders": {},
                           "initiative": {}, "queue": [], "acting": None, "now": 0,
                           "special": {}, "waiting": [], "intercept_failed": {},
                           "sprinted": [], "rammed": [], "fired_after_move": []})
        state.side_index = 0
        events.append({"type": "phase_started", "phase": "orders", "round": state.round})
        return events + self._next_to_order(host)

    def _next_to_order(self, host: TurnHost) -> list[Event]:
        """The first side (from the one giving orders now) with units still unordered
        gives orders; when none is left, the orders are revealed."""
        state = host.state
        ordered = set(state.turn["ordered"])
        for index in range(state.side_index, len(state.order)):
            side = state.order[index]
            if any(u.id not in ordered for u in state.living(side)):
                state.side_index = index
                return [{"type": "turn_started", "side": side, "round": state.round}]
        return self._reveal(host)

    def _queue_key(self, state: GameState, uid: str) -> tuple[int, int, int]:
        """Lowest initiative first; ties: side order, then scenario order."""
        unit = state.units[uid]
        return (state.turn["initiative"][uid], state.order.index(unit.side),
                list(state.units).index(uid))

    def _reveal(self, host: TurnHost) -> list[Event]:
        state = host.state
        t = state.turn
        t["orders"] = dict(t["_orders"])
        t["_orders"] = {}
        t["phase"] = "tactics"
        rolls: dict[str, int] = {}
        lost: list[str] = []
        # One draw of the game's RNG a reveal, then each unit's die from its own stream: how
        # many units there are, seen or not, never shifts another unit's roll (RULES.md A8).
        stream = host.rng.getrandbits(64)
        for unit in state.living():
            # a unit that arrived (a mission event) after its side gave orders holds
            order = t["orders"].setdefault(unit.id, str(self.n["default_order"]))
            # the die and the seed's modifiers alone: no modifier by size or class
            die = _unit_die(host.rng, f"{stream}:{state.round}:{unit.id}")
            initiative = die.randint(1, int(self.n["initiative_die"]))
            if order == "hold":
                initiative += int(self.n["hold_initiative"])
            rolls[unit.id] = initiative
            if initiative > int(self.n["last_initiative"]):
                lost.append(unit.id)
        t["initiative"] = rolls
        t["queue"] = sorted((uid for uid in rolls if uid not in lost),
                            key=lambda uid: self._queue_key(state, uid))
        events: list[Event] = [{"type": "orders_revealed", "orders": dict(t["orders"]),
                                "round": state.round},
                               {"type": "initiative", "rolls": dict(rolls),
                                "round": state.round}]
        events += [{"type": "turn_lost", "unit": uid, "initiative": rolls[uid]} for uid in lost]
        return events + self._next_actor(host)

    def _next_actor(self, host: TurnHost) -> list[Event]:
        """The next living unit of the queue acts; after the last, the waiting Hold units
        fire at the round's end; after them the round ends."""
        state = host.state
        t = state.turn
        t["acting"] = None
        events: list[Event] = []
        while True:
            while t["queue"]:
                uid = t["queue"].pop(0)
                unit = state.units[uid]
                if not unit.alive:
                    continue
                t["acting"] = uid
                t["now"] = t["initiative"][uid]
                state.side_index = state.order.index(unit.side)
                return events + [{"type": "unit_turn", "unit": uid, "side": unit.side,
                                  "initiative": t["now"], "round": state.round}]
            if t["phase"] != "tactics":
                return events + self.end_round(host)
            t["phase"] = "round_end"
            last = int(self.n["hold_round_end_initiative"])
            waiting = [uid for uid in t["waiting"] if state.units[uid].alive]
            for uid in waiting:
                t["initiative"][uid] = last
            t["queue"] = sorted(waiting, key=lambda uid: self._queue_key(state, uid))
            t["waiting"] = []
            events.append({"type": "phase_started", "phase": "round_end",
                           "round": state.round})

    def end_turn(self, host: TurnHost) -> list[Event]:
        """Orders step: the side's unordered units get the default order. Otherwise the
        acting unit is done; a Hold unit that has not fired waits to intercept."""
        state = host.state
        t = state.turn
        if t["phase"] == "orders":
            default = str(self.n["default_order"])
            for unit in state.living(state.side):
                if unit.id not in t["ordered"]:
                    t["_orders"][unit.id] = default
                    t["ordered"].append(unit.id)
            events: list[Event] = [{"type": "orders_given", "side": state.side}]
            return events + self._next_to_order(host)
        uid = t["acting"]
        events = [{"type": "unit_done", "unit": uid, "side": state.side}]
        actor = state.units[uid] if uid is not None else None
        if (actor is not None and actor.alive and t["phase"] == "tactics"
                and t["orders"].get(uid) == "hold" and actor.shots_fired == 0):
            t["waiting"].append(uid)
            events.append({"type": "holding", "unit": uid})
        return events + self._next_actor(host)

    # -- interception ---------------------------------------------------------------------
    def _intercept(self, host: TurnHost, actor: UnitState) -> list[Event]:
        """Waiting Hold units of the other sides that see the actor and can hit it roll to
        intercept: on a success they fire all their shots first, then the action goes on;
        a failure may be tried again at a later initiative."""
        state = host.state
        t = state.turn
        events: list[Event] = []
        for uid in list(t["waiting"]):
            guard = state.units[uid]
            if not actor.alive or actor.at is None:
                break
            if (not guard.alive or guard.side == actor.side
                    or t["intercept_failed"].get(uid) == t["now"]
                    or not vision.spots(state, guard.side, actor)
                    or reaction_weapon(state, guard, actor, own_turn=False) is None):
                continue
            roll = host.rng.randint(1, int(self.n["intercept_die"]))
            success = roll <= int(self.n["intercept_on"])
            events.append({"type": "intercept", "unit": uid, "target": actor.id,
                           "roll": roll, "success": success})
            if not success:
                t["intercept_failed"][uid] = t["now"]
                continue
            t["waiting"].remove(uid)
            for _ in range(fire.shots_allowed(state, guard)):
                weapon = reaction_weapon(state, guard, actor, own_turn=False)
                if weapon is None or not actor.alive or actor.at is None:
                    break
                events += fire.strike(state, Shot(guard, weapon, fire.Target(
                    actor.at, unit=actor)), "intercept")
        return events

    def before_action(self, host: TurnHost, action: Action) -> list[Event]:
        t = host.state.turn
        actor = host.state.units.get(action.get("unit", ""))
        if t["phase"] != "tactics" or actor is None or actor.id != t["acting"]:
            return []
        return self._intercept(host, actor)

    def on_step(self, host: TurnHost, unit: UnitState) -> list[Event]:
        """Every cell a moving acting unit enters is an action the guards may intercept
        ("each hex of movement"), the move pausing while they fire."""
        t = host.state.turn
        if t["phase"] != "tactics" or unit.id != t["acting"]:
            return []
        return self._intercept(host, unit)

    def after_action(self, host: TurnHost, action: Action) -> list[Event]:
        t = host.state.turn
        acting = t.get("acting")
        if (action.get("type") == "fire" and acting is not None
                and action.get("unit") == acting and t["orders"].get(acting) == "maneuver"
                and host.state.units[acting].moved):
            # seed: the shot comes before the move or after the whole move, never between
            t.setdefault("fired_after_move", []).append(acting)
        if t["phase"] != "orders" and acting is not None and not host.state.units[acting].alive:
            return self._next_actor(host)
        return []

    # -- checking -------------------------------------------------------------------------
    def _acting(self, host: TurnHost, action: Action, kind: str) -> UnitState:
        unit = acting_unit(action, host.state)
        why = self.unit_problem(host, unit, kind)
        refuse(why)
        return unit

    def _special_problem(self, state: GameState, unit: UnitState, kind: str) -> str | None:
        if kind not in self.kinds:
            return f"'kind' must be one of {', '.join(self.kinds)}, got {kind!r}"
        if kind == "sprint" and self.sprint_cells(unit) == 0:
            return f"unit '{unit.id}' ({unit.type.name}) cannot sprint"
        if kind == "ram" and (unit.type.size not in self.n["ram_damage"]
                              or unit.type.is_aircraft or unit.type.is_drone):
            return f"unit '{unit.id}' ({unit.type.name}) cannot ram"
        if kind == "power_shot":
            later = state.turn["now"] + int(self.n["power_shot_initiative"])
            if later > int(self.n["last_initiative"]):
                return (f"a power shot would take unit '{unit.id}' to initiative {later}, "
                        f"above {self.n['last_initiative']}: it would lose its turn")
            if not any(not w.has("self_destruct") for w in unit.type.weapons):
                return f"unit '{unit.id}' has no weapon for a power shot"
        return None

    def sprint_budget(self, state: GameState, unit: UnitState) -> int:
        """The sprint's speed in AP: its cells, each worth what open ground costs the unit
        (`sprint_measure_terrain`); the cells run through are paid at their own cost."""
        measure = state.catalog.terrain_by_id[str(self.n["sprint_measure_terrain"])]
        return self.sprint_cells(unit) * (measure.step_cost(unit.type.move_class) or 0)

    def _sprint_problem(self, state: GameState, unit: UnitState) -> tuple[str | None, list[Cell]]:
        if unit.id in state.turn["sprinted"]:
            return f"unit '{unit.id}' has sprinted already", []
        if not unit.moved or unit.at is None or unit.heading_from is None:
            return f"unit '{unit.id}' sprints after moving (it runs on straight ahead)", []
        if state.grid.distance(unit.heading_from, unit.at) != 1:
            return f"unit '{unit.id}' has no straight line to sprint on", []
        further = movement.reachable_cells(state, unit)
        if further:
            cell = min(further, key=lambda c: (further[c].ap, c))
            return (f"unit '{unit.id}' sprints only after its whole normal move (it can "
                    f"still move, e.g. to {list(cell)})", [])
        mines = movement.known_mines(state, unit.side)
        path: list[Cell] = []
        left = self.sprint_budget(state, unit)
        fuel = unit.fuel if unit.type.fuel is not None and unit.fuel is not None else None
        came_from, at = unit.heading_from, unit.at
        while True:
            cell = straight_on(state, came_from, at)
            if not state.grid.in_bounds(cell) or state.ground.get(cell) is not None:
                break
            step = movement.step(state, unit, cell, mines)
            if step is None or step.ap > left or (fuel is not None and step.fuel > fuel):
                break
            left -= step.ap
            if fuel is not None:
                fuel -= step.fuel
            path.append(cell)
            came_from, at = at, cell
            if step.stop:
                break
        if not path:
            return (f"unit '{unit.id}' has no free cell straight ahead that its sprint "
                    "can reach", [])
        return None, path

    def _ram_problem(self, state: GameState, unit: UnitState, cell: Cell
                     ) -> tuple[str | None, UnitState | None]:
        if unit.id in state.turn["rammed"]:
            return f"unit '{unit.id}' has rammed already", None
        if unit.at is None or unit.flying or unit.type.size not in self.n["ram_damage"]:
            return f"unit '{unit.id}' cannot ram", None
        if state.grid.distance(unit.at, cell) != 1:
            return f"{list(cell)} is not next to unit '{unit.id}'", None
        target = state.ground_unit(cell)
        if target is None or target.side == unit.side or not vision.spots(
                state, unit.side, target):
            return f"there is no enemy unit {unit.side} sees at {list(cell)}", None
        return None, target

    def _power_shot_plan(self, state: GameState, action: Action, quiet: bool = False
                         ) -> Shot | None:
        """A fire order's shot with the weapon's damage raised by the power shot bonus."""
        try:
            shot = fire.check_fire(state, {**action, "type": "fire"})
        except IllegalAction:
            if quiet:
                return None
            raise
        bonus = int(self.n["power_shot_damage"])
        return Shot(shot.shooter, dataclasses.replace(shot.weapon,
                                                      damage=shot.weapon.damage + bonus),
                    shot.target)

    def check(self, host: TurnHost, action: Action) -> Any:
        state = host.state
        kind = action["type"]
        t = state.turn
        if kind == "order":
            if t["phase"] != "orders":
                raise IllegalAction("orders are given at the start of the round only")
            unit = unit_key(action, "unit", state)
            if unit.side != state.side:
                raise IllegalAction(f"unit '{unit.id}' is {unit.side}'s, and {state.side} "
                                    "is giving orders")
            if unit.id in t["ordered"]:
                raise IllegalAction(f"unit '{unit.id}' has its order already")
            order = action.get("order")
            if order not in self.orders:
                raise IllegalAction(f"'order' must be one of {', '.join(self.orders)}, "
                                    f"got {order!r}")
            return ("order", unit, order)
        if t["phase"] == "orders":
            raise IllegalAction("every unit gets its order first (the orders step)")
        if kind == "special":
            unit = acting_unit(action, state, aboard_ok=True)
            if unit.id != t["acting"]:
                raise IllegalAction(f"it is unit '{t['acting']}''s turn, not '{unit.id}''s")
            if t["orders"].get(unit.id) != "special" or t["phase"] != "tactics":
                raise IllegalAction(f"unit '{unit.id}' has no special order")
            if unit.id in t["special"]:
                raise IllegalAction(f"unit '{unit.id}' has declared "
                                    f"{t['special'][unit.id]} already")
            why = self._special_problem(state, unit, str(action.get("kind")))
            refuse(why)
            return ("special", unit, action["kind"])
        unit = self._acting(host, action, kind)
        if kind == "sprint":
            why, path = self._sprint_problem(state, unit)
            refuse(why)
            return ("sprint", unit, path)
        if kind == "ram":
            why, target = self._ram_problem(state, unit, cell_key(action, "target", state))
            refuse(why)
            return ("ram", unit, target)
        if unit.shots_fired > 0:
            raise IllegalAction(f"unit '{unit.id}' has fired its power shot")
        return ("power_shot", unit, self._power_shot_plan(state, action), action)

    # -- performing -----------------------------------------------------------------------
    def perform(self, host: TurnHost, plan: Any) -> list[Event]:
        state = host.state
        t = state.turn
        kind, unit = plan[0], plan[1]
        if kind == "order":
            t["_orders"][unit.id] = plan[2]
            t["ordered"].append(unit.id)
            events: list[Event] = [{"type": "order_given", "side": unit.side,
                                    "unit": unit.id}]
            if all(u.id in t["ordered"] for u in state.living(unit.side)):
                events += self._next_to_order(host)
            return events
        if kind == "special":
            t["special"][unit.id] = plan[2]
            events = [{"type": "special", "unit": unit.id, "kind": plan[2]}]
            if plan[2] != "power_shot":
                return events
            later = t["initiative"][unit.id] + int(self.n["power_shot_initiative"])
            t["initiative"][unit.id] = later
            # it comes again at the new value, after the units already there
            at = sum(1 for uid in t["queue"] if t["initiative"][uid] <= later)
            t["queue"].insert(at, unit.id)
            events[0]["initiative"] = t["initiative"][unit.id]
            return events + self._next_actor(host)
        events = self._intercept(host, unit)
        if not unit.alive:
            return events
        if kind == "sprint":
            return events + self._perform_sprint(host, unit, plan[2])
        if kind == "ram":
            target: UnitState = plan[2]
            if not target.alive or target.at is None:
                return events + [{"type": "action_cancelled", "unit": unit.id,
                                  "reason": "the rammed unit is gone"}]
            return events + self._perform_ram(state, unit, target)
        try:  # the interception may have changed the shot
            shot = self._power_shot_plan(state, plan[3])
        except IllegalAction as why:
            return events + [{"type": "action_cancelled", "unit": unit.id,
                              "reason": str(why)}]
        assert shot is not None
        events.append({"type": "power_shot", "unit": unit.id, "weapon": shot.weapon.id,
                       "damage": shot.weapon.damage})
        return events + fire.perform_fire(state, shot)

    def _perform_sprint(self, host: TurnHost, unit: UnitState, path: list[Cell]
                        ) -> list[Event]:
        """Run the planned cells (stopping at a unit in the way or a hidden mine); each
        cell entered may be intercepted like a move's."""
        state = host.state
        state.turn["sprinted"].append(unit.id)
        mines = movement.known_mines(state, unit.side)
        start = unit.at
        walked: list[Cell] = []
        events: list[Event] = []
        for cell in path:
            assert unit.at is not None
            step = movement.step(state, unit, cell, mines)
            if step is None or state.ground.get(cell) is not None:
                break
            previous = unit.at
            state.lift(unit)
            state.place(unit, cell)
            unit.heading_from = previous
            walked.append(cell)
            if unit.type.fuel is not None and unit.fuel is not None:
                unit.fuel = max(0, unit.fuel - step.fuel)
            if cell in state.mines:
                movement.trigger_mine(state, unit, cell, events)
                break
            events += self.on_step(host, unit)
            if not unit.alive:
                break
        return [{"type": "sprinted", "unit": unit.id, "from": cell_json(start),
                 "path": [cell_json(c) for c in walked]}, *events]

    def _perform_ram(self, state: GameState, unit: UnitState, target: UnitState
                     ) -> list[Event]:
        state.turn["rammed"].append(unit.id)
        rules = state.catalog.rules
        amount = max(rules.min_damage,
                     int(self.n["ram_damage"][unit.type.size]) - cover_of(state, target))
        events: list[Event] = [{"type": "ram", "unit": unit.id,
                                "target": cell_json(target.at), "victim": target.id}]
        damage_unit(state, target, amount, events, f"{unit.id}:ram")
        damage_unit(state, unit, int(self.n["ram_self_damage"]), events, "ram")
        return events
