"""`activation` (RULES.md B): initiative each round, one unit at a time.

Each round both sides roll a die, lowest (after its commander's rating) is active; ties
re-roll; the scenario may give round 1 to a side (`turn_options.first_initiative`). The
round's first activation is free; every further one is a roll (`activate` with a roll at
or below `activation_success_max`). A failed roll or a pass (`end_turn`) hands over. The
round ends when every side passes in a row, when no unit is left to activate, or when the
last side still activating rolls `last_side_end_roll` or more. At its end unspent AP is
lost and units below half strength test cohesion: a failed test leaves the unit shaken,
unable to be activated in the next round.
"""

from __future__ import annotations

from typing import Any

from engine.rules.actions import Action, Event, IllegalAction, unit_key
from engine.rules.state import GameState, UnitState
from engine.turns.base import TurnHost, WholeRoundTurnSystem, register
from engine.turns.data import turn_numbers


@register
class ActivationTurnSystem(WholeRoundTurnSystem):
    name = "activation"
    action_types = ("activate",)
    draws_event_cards = True

    def __init__(self) -> None:
        self.n = turn_numbers(self.name)

    # -- reading ------------------------------------------------------------------------
    def phase(self, state: GameState) -> str | None:
        return "operations"

    def activatable(self, state: GameState, side: str) -> list[UnitState]:
        t = state.turn
        return [u for u in state.living(side) if u.id not in t["activated"]
                and u.id not in t["shaken"]]

    def unit_problem(self, host: TurnHost, unit: UnitState, kind: str) -> str | None:
        active = host.state.turn.get("active_unit")
        if unit.id != active:
            if active is None:
                return f"activate unit '{unit.id}' first (no unit of {unit.side} is active)"
            return f"unit '{unit.id}' is not the activated unit ('{active}' is)"
        return None

    def system_actions(self, host: TurnHost) -> list[Action]:
        state = host.state
        return [{"type": "activate", "unit": u.id}
                for u in self.activatable(state, state.side)]

    # -- the round ----------------------------------------------------------------------
    def open_round(self, host: TurnHost) -> list[Event]:
        state = host.state
        events = self.refresh_round(host)
        shaken = list(state.turn.get("next_shaken", []))
        fixed = host.scenario_options.get("first_initiative")
        rolls: dict[str, int] = {}
        if state.round == 1 and fixed in state.order:
            active = fixed
        else:
            active, rolls = self._roll_initiative(host)
        state.side_index = state.order.index(active)
        state.turn.clear()
        state.turn.update({"phase": "operations", "initiative": active, "rolls": rolls,
                           "active_unit": None, "activated": [], "shaken": shaken,
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

    def round_ending(self, host: TurnHost) -> list[Event]:
        """Unspent AP is lost; units below half strength test their cohesion."""
        state = host.state
        events: list[Event] = []
        for unit in state.living():
            unit.ap = 0  # unspent AP is lost
        shaken: list[str] = []
        for unit in state.living():
            if unit.hp < unit.type.hp * (1 - self.n["strength_fraction"]):
                roll = host.rng.randint(1, self.n["cohesion_die"])
                passed = roll <= self.n["cohesion_pass_max"]
                events.append({"type": "cohesion_test", "unit": unit.id, "roll": roll,
                               "passed": passed})
                if not passed:
                    shaken.append(unit.id)
        state.turn["next_shaken"] = shaken
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
        if unit.id in state.turn["activated"]:
            raise IllegalAction(f"unit '{unit.id}' has already been activated this round")
        if unit.id in state.turn["shaken"]:
            raise IllegalAction(f"unit '{unit.id}' failed its cohesion test and cannot be "
                                "activated this round")
        return unit

    def perform(self, host: TurnHost, plan: Any) -> list[Event]:
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

    def end_turn(self, host: TurnHost) -> list[Event]:
        """A pass: the activated unit (if any) is done and the hand goes over."""
        state = host.state
        state.turn["passes"] += 1
        events: list[Event] = [{"type": "pass", "side": state.side}]
        return events + self._hand_over(host, passed=True)
