"""`activation` (RULES.md B): initiative each round, one unit at a time.

Each round both sides roll a die, lowest (after its commander's rating) is active; ties
re-roll; the scenario may give round 1 to a side (`turn_options.first_initiative`). The
round's first activation is free; every further one is a roll (`activate` with a roll at
or below `activation_success_max`). A failed roll or a pass (`end_turn`) hands over. The
round ends when every side passes in a row, when no unit is left to activate, or when the
last side still activating rolls `last_side_end_roll` or more. While a unit acts, the
passive side's units take opportunity shots at it (`opportunity_shots` each per
activation, paid with a shot's AP from their round's AP). At the round's end unspent AP
is lost and units below half strength test cohesion: a failed test routs the unit (it may
not fire, nor move toward an enemy it sees). A routed unit is rallied by activating it and
spending its whole activation on `rally`; one still routed `routed_rounds` round(s) later
is eliminated at that round's end.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.records import record
from engine.rules import vision
from engine.rules.actions import Action, Event, IllegalAction, unit_key
from engine.rules.damage import destroy_unit
from engine.rules.fire import Shot, Target, strike
from engine.rules.reactions import reaction_weapon
from engine.rules.state import GameState, UnitState
from engine.turns.base import TurnHost, WholeRoundTurnSystem, register
from engine.turns.data import turn_numbers

# Routed units may not take these (RULES.md B activation: "it may not ... fire").
FIRING_KINDS = ("fire", "alert")
# Actions that take a unit somewhere ("to"): a routed unit's may not go toward an enemy.
MOVING_KINDS = ("move", "unload")


@record(frozen=True)
class ActivationNumbers:
    """`activation` (RULES.md B): the initiative, activation and cohesion dice, how long a
    routed unit lasts, the passive side's opportunity shots."""

    initiative_die: int
    activation_die: int
    activation_success_max: int
    last_side_end_roll: int
    strength_fraction: float
    cohesion_die: int
    cohesion_pass_max: int
    event_card_roll: int  # an activation roll of this draws an event card
    routed_rounds: int
    opportunity_shots: int

    def __post_init__(self) -> None:
        for name in ("initiative_die", "activation_die", "cohesion_die"):
            if getattr(self, name) < 1:
                raise ValueError(f"field {name!r} must be >= 1")
        if not 0 < self.strength_fraction < 1:
            raise ValueError("field 'strength_fraction' must be in (0, 1)")
        if self.routed_rounds < 1:
            raise ValueError("field 'routed_rounds' must be >= 1")
        if self.opportunity_shots < 0:
            raise ValueError("field 'opportunity_shots' must be >= 0")


@register
class ActivationTurnSystem(WholeRoundTurnSystem):
    name = "activation"
    numbers = ActivationNumbers
    advisor = "engine.ai.turn_systems.activation"
    action_types = ("activate", "rally")
    draws_event_cards = True

    def __init__(self, overrides: Mapping[str, Any] | None = None) -> None:
        self.n = turn_numbers(self.name, overrides)

    # -- reading ------------------------------------------------------------------------
    def phase(self, state: GameState) -> str | None:
        return "operations"

    def activatable(self, state: GameState, side: str) -> list[UnitState]:
        t = state.turn
        return [u for u in state.living(side) if u.id not in t["activated"]]

    @staticmethod
    def routed(state: GameState) -> dict[str, int]:
        """Routed unit id -> the round at whose end it was routed."""
        routed: dict[str, int] = state.turn.setdefault("routed", {})
        return routed

    def unit_idle(self, host: TurnHost, unit: UnitState) -> bool:
        """Every unit but the active one, and the active one once it rallied."""
        turn = host.state.turn
        return unit.id != turn.get("active_unit") or unit.id in turn.get("rallied", ())

    def unit_problem(self, host: TurnHost, unit: UnitState, kind: str) -> str | None:
        state = host.state
        active = state.turn.get("active_unit")
        if unit.id != active:
            if active is None:
                return f"activate unit '{unit.id}' first (no unit of {unit.side} is active)"
            return f"unit '{unit.id}' is not the activated unit ('{active}' is)"
        if unit.id in state.turn.get("rallied", ()):
            return f"unit '{unit.id}' spent its whole activation rallying"
        if unit.id in self.routed(state) and kind in FIRING_KINDS:
            return f"unit '{unit.id}' is routed and may not fire (rally it first)"
        return None

    def may_react(self, host: TurnHost, unit: UnitState) -> bool:
        """A routed unit may not fire (RULES.md B activation), its patrol shot included."""
        return unit.id not in self.routed(host.state)

    def action_problem(self, host: TurnHost, unit: UnitState, action: Action) -> str | None:
        """A routed unit may not move toward an enemy: its move may not end nearer to the
        nearest enemy its side sees than it starts."""
        state = host.state
        if unit.id not in self.routed(state) or action.get("type") not in MOVING_KINDS:
            return None
        start = state.position(unit)
        enemies = [u for u in vision.spotted_units(state, unit.side)
                   if u.side != unit.side and u.at is not None]
        to = action.get("to")
        if start is None or not enemies or not isinstance(to, list):
            return None
        end = (int(to[0]), int(to[1]))
        grid = state.grid

        def nearest(cell: tuple[int, int]) -> int:
            return min(grid.distance(cell, e.at) for e in enemies if e.at is not None)

        if nearest(end) < nearest(start):
            return (f"unit '{unit.id}' is routed and may not move toward an enemy "
                    f"({list(end)} is nearer to one than {list(start)})")
        return None

    def system_actions(self, host: TurnHost) -> list[Action]:
        state = host.state
        rally = [{"type": "rally", "unit": uid} for uid in [state.turn.get("active_unit")]
                 if uid is not None and self._rally_problem(state, state.units[uid]) is None]
        return rally + [{"type": "activate", "unit": u.id}
                        for u in self.activatable(state, state.side)]

    # -- the round ----------------------------------------------------------------------
    def open_round(self, host: TurnHost) -> list[Event]:
        state = host.state
        events = self.refresh_round(host)
        routed = dict(self.routed(state))
        fixed = host.scenario_options.get("first_initiative")
        rolls: dict[str, int] = {}
        if state.round == 1 and fixed in state.order:
            active = fixed
        else:
            active, rolls = self._roll_initiative(host)
        state.side_index = state.order.index(active)
        state.turn.clear()
        state.turn.update({"phase": "operations", "initiative": active, "rolls": rolls,
                           "active_unit": None, "activated": [], "routed": routed,
                           "rallied": [], "acted": False, "opportunity_fired": {},
                           "passes": 0, "free": True})
        events.append({"type": "initiative", "side": active, "rolls": rolls,
                       "round": state.round})
        events.append({"type": "turn_started", "side": active, "round": state.round})
        return events

    def _roll_initiative(self, host: TurnHost) -> tuple[str, dict[str, int]]:
        """Every side rolls, minus its commander's rating; the lowest ties re-roll."""
        command = host.scenario_options.get("command") or {}
        contenders = list(host.state.order)
        while True:
            rolls = {s: host.rng.randint(1, self.n["initiative_die"]) - int(command.get(s, 0))
                     for s in contenders}
            low = min(rolls.values())
            contenders = [s for s in contenders if rolls[s] == low]
            if len(contenders) == 1:
                return contenders[0], rolls

    def end_round(self, host: TurnHost) -> list[Event]:
        """Routed units not rallied in time are eliminated first, so the side-turn ends
        that follow (victory checks included) see them gone."""
        return self._eliminate_routed(host) + super().end_round(host)

    def _eliminate_routed(self, host: TurnHost) -> list[Event]:
        """Seed: "les unités en déroute depuis le tour précédent, et qui n'ont pas été
        ralliées dans ce tour sont éliminées": they disperse (no wreck, no fire)."""
        state = host.state
        routed = self.routed(state)
        events: list[Event] = []
        for uid, since in sorted(routed.items(), key=lambda item: item[1]):
            if since + self.n["routed_rounds"] > state.round:
                continue
            del routed[uid]
            unit = state.units[uid]
            if unit.alive:
                events.append({"type": "eliminated", "unit": uid, "routed_since": since})
                destroy_unit(state, unit, events, "routed", violent=False)
        return events

    def round_ending(self, host: TurnHost) -> list[Event]:
        """Unspent AP is lost; the drawn event cards go back into the deck; units below
        half strength test their cohesion, and a unit that fails is routed."""
        state = host.state
        events: list[Event] = []
        for unit in state.living():
            unit.ap = 0  # unspent AP is lost
        # "Remettre les cartes d'événements dans la pioche": the round's drawn cards go
        # back; the next draw shuffles the whole deck again
        state.mission.deck = []
        routed = self.routed(state)
        for unit in state.living():
            if unit.id in routed:
                continue
            if unit.hp < unit.type.hp * (1 - self.n["strength_fraction"]):
                roll = host.rng.randint(1, self.n["cohesion_die"])
                passed = roll <= self.n["cohesion_pass_max"]
                events.append({"type": "cohesion_test", "unit": unit.id, "roll": roll,
                               "passed": passed})
                if not passed:
                    routed[unit.id] = state.round
                    events.append({"type": "routed", "unit": unit.id})
        return events

    def _hand_over(self, host: TurnHost, passed: bool) -> list[Event]:
        """The hand goes to the next side that can still activate; when none can, the
        side keeps it after a failed roll (it is the last one activating), and the round
        ends after a pass."""
        state = host.state
        t = state.turn
        t["active_unit"] = None
        side = state.side
        n = len(state.order)
        if passed and t["passes"] >= n:
            return self.end_round(host)
        for step in range(1, n):
            nxt = state.order[(state.side_index + step) % n]
            if self.activatable(state, nxt):
                state.side_index = state.order.index(nxt)
                return [{"type": "turn_ended", "side": side, "next": nxt,
                         "round": state.round}]
        if not passed and self.activatable(state, side):
            return []
        return self.end_round(host)

    # -- actions ------------------------------------------------------------------------
    def check(self, host: TurnHost, action: Action) -> Any:
        state = host.state
        unit = unit_key(action, "unit", state)
        if unit.side != state.side:
            raise IllegalAction(f"unit '{unit.id}' is {unit.side}'s, and it is "
                                f"{state.side}'s turn")
        if action["type"] == "rally":
            why = self._rally_problem(state, unit)
            if why is not None:
                raise IllegalAction(why)
            return ("rally", unit)
        if unit.id in state.turn["activated"]:
            raise IllegalAction(f"unit '{unit.id}' has already been activated this round")
        return unit

    def perform(self, host: TurnHost, plan: Any) -> list[Event]:
        if isinstance(plan, tuple):
            return self._perform_rally(host.state, plan[1])
        unit: UnitState = plan
        state = host.state
        t = state.turn
        event: Event = {"type": "activation", "unit": unit.id, "side": unit.side}
        cards: list[Event] = []
        if t["free"]:
            t["free"] = False
            event["free"] = True
            ok = True
        else:
            roll = host.rng.randint(1, self.n["activation_die"])
            ok = roll <= self.n["activation_success_max"]
            event["roll"] = roll
            if roll == self.n["event_card_roll"]:
                cards = host.draw_event_card()
            last = not any(self.activatable(state, s) for s in state.order if s != unit.side)
            if last and roll >= self.n["last_side_end_roll"]:
                event["success"] = False
                return [event, *cards, *self.end_round(host)]
        event["success"] = ok
        if not ok:
            t["passes"] = 0
            return [event, *cards, *self._hand_over(host, passed=False)]
        t["active_unit"] = unit.id
        t["activated"].append(unit.id)
        t["passes"] = 0
        return [event, *cards]

    # -- rallying and opportunity fire ---------------------------------------------------
    def _rally_problem(self, state: GameState, unit: UnitState) -> str | None:
        t = state.turn
        if unit.id not in self.routed(state):
            return f"unit '{unit.id}' is not routed"
        if unit.id != t.get("active_unit"):
            return f"activate routed unit '{unit.id}' first to rally it"
        if t.get("acted") or unit.id in t.get("rallied", ()):
            return (f"unit '{unit.id}' has acted in this activation; rallying takes the "
                    "whole activation")
        return None

    def _perform_rally(self, state: GameState, unit: UnitState) -> list[Event]:
        """The routed unit spends its whole activation rallying: it is no longer routed,
        and does nothing else this activation (its AP are spent)."""
        del self.routed(state)[unit.id]
        state.turn.setdefault("rallied", []).append(unit.id)
        unit.ap = 0
        return [{"type": "rallied", "unit": unit.id}]

    def after_action(self, host: TurnHost, action: Action) -> list[Event]:
        """A fresh activation gives the passive side fresh opportunity shots; any action
        of the activated unit counts as acting (no rallying after it)."""
        t = host.state.turn
        kind = action.get("type")
        if kind == "activate":
            t["acted"] = False
            t["opportunity_fired"] = {}
        elif kind not in self.action_types and action.get("unit") == t.get("active_unit"):
            t["acted"] = True
        return []

    def before_action(self, host: TurnHost, action: Action) -> list[Event]:
        """Opportunity fire at the active unit before it shoots or gives an order (a move
        is met cell by cell in `on_step`)."""
        if action.get("type") in MOVING_KINDS:
            return []
        actor = host.state.units.get(action.get("unit", ""))
        return [] if actor is None else self._opportunity_fire(host, actor)

    def on_step(self, host: TurnHost, unit: UnitState) -> list[Event]:
        return self._opportunity_fire(host, unit)

    def _opportunity_fire(self, host: TurnHost, actor: UnitState) -> list[Event]:
        """B activation: "le joueur passif peut entreprendre des actions d'opportunités":
        every passive unit that sees the acting unit and can hit it with direct fire (A9
        aiming, as a patrol) takes an opportunity shot, up to `opportunity_shots` per activation, each paid with a shot's
        AP; routed units do not fire."""
        state = host.state
        t = state.turn
        if actor.side != state.side or not actor.alive or actor.at is None:
            return []
        fired: dict[str, int] = t.setdefault("opportunity_fired", {})
        routed = self.routed(state)
        shot_ap = state.catalog.rules.shot_ap
        events: list[Event] = []
        sees: dict[str, bool] = {}
        for guard in list(state.living()):
            if (guard.side == actor.side or guard.at is None or guard.id in routed
                    or fired.get(guard.id, 0) >= self.n["opportunity_shots"]
                    or guard.ap < shot_ap(guard.type.ap)):
                continue
            if guard.side not in sees:
                sees[guard.side] = vision.spots(state, guard.side, actor)
            if not sees[guard.side]:
                continue
            weapon = reaction_weapon(state, guard, actor, own_turn=False, direct_only=True)
            if weapon is None:
                continue
            guard.ap -= shot_ap(guard.type.ap)
            fired[guard.id] = fired.get(guard.id, 0) + 1
            events += strike(state, Shot(guard, weapon, Target(actor.at, unit=actor)),
                             "opportunity")
            if not actor.alive or actor.at is None:
                break
        return events

    def end_turn(self, host: TurnHost) -> list[Event]:
        """A pass: the activated unit (if any) is done and the hand goes over."""
        state = host.state
        state.turn["passes"] += 1
        events: list[Event] = [{"type": "pass", "side": state.side}]
        return events + self._hand_over(host, passed=True)
