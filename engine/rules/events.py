"""Mission events (DESIGN.md, "Mission events"): triggers checked after every action and
at every turn start, in file order; reinforcements, withdrawals, messages, the end of the
game; and the `activation` event-card deck (RULES.md B).

The scenario's events are read once into `MissionRules` (never changed by play); what
changes lives in `GameState.mission` (plain data), so a cloned or replayed game fires the
same events at the same moments. Each firing is the replay event `{"type": "triggered",
"event": ID, "round": N}` followed by its actions' events.

Each kind of `engine.scenario.kinds` has its run hook registered under the kind's name
(the registry: engine/rules/event_hooks.py): a trigger's `@condition` (does it hold now?)
and an action's `@runs` (its replay events), here or in its family's module, which this
one imports (mission_vars.py, mission_triggers.py, mission_changes.py);
tests/test_mission_kinds.py fails when a kind has none.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import field

from engine.grid import Cell
from engine.records import record
from engine.results import game_over_event, make_result
from engine.rules import mission_vars  # noqa: F401  (registers the variables' hooks)
from engine.rules.actions import Event
from engine.rules.event_hooks import CONDITIONS as CONDITIONS  # the registry, re-exported
from engine.rules.event_hooks import RUNS as RUNS
from engine.rules.event_hooks import MissionHost as MissionHost
from engine.rules.event_hooks import condition, holds_now, run_actions, runs
from engine.rules.mission_changes import weather_due  # (and registers its hooks)
from engine.rules.mission_triggers import note_holders  # (and registers its hooks)
from engine.rules.movement import ground_block
from engine.rules.state import GameState, UnitState, unit_state
from engine.scenario.ai_plans import AIGroup
from engine.scenario.kinds.ai_plan import AIPlanChange, plan_data
from engine.scenario.mission import (
    ALL_SIDES,
    DRAW,
    AfterTrigger,
    AllTrigger,
    AnyTrigger,
    AreaRef,
    CapturedTrigger,
    DestroyedTrigger,
    EndGame,
    EntersTrigger,
    EventCard,
    Message,
    MissionEvent,
    Reinforce,
    RoundTrigger,
    UnitsLeftTrigger,
    Withdraw,
)
from engine.scenario.model import Scenario, Unit
from engine.scenario.texts import plain_texts


@record(frozen=True)
class MissionRules:
    """The scenario's mission keys, as the runtime reads them (a private copy)."""

    events: tuple[MissionEvent, ...] = ()
    cards: tuple[EventCard, ...] = ()
    areas: dict[str, frozenset[Cell]] = field(default_factory=dict)
    zones: dict[str, frozenset[Cell]] = field(default_factory=dict)
    # reinforcement unit id -> (its entry, the entries of its cargo)
    arrivals: dict[str, tuple[Unit, tuple[Unit, ...]]] = field(default_factory=dict)
    ai: dict[str, tuple[AIGroup, ...]] = field(default_factory=dict)  # side -> its AI groups

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> MissionRules:
        events = tuple(copy.deepcopy(scenario.events))
        cards = tuple(copy.deepcopy(scenario.event_cards))
        arrivals: dict[str, tuple[Unit, tuple[Unit, ...]]] = {}
        for actions in [e.do for e in events] + [c.do for c in cards]:
            for action in actions:
                if isinstance(action, Reinforce):
                    by_id = {u.id: u for u in action.units}
                    for u in action.units:
                        if u.at is not None:
                            arrivals[u.id] = (u, tuple(by_id[c] for c in u.cargo if c in by_id))
        zones = {s.id: frozenset(scenario.deployment_zone(s.id)) for s in scenario.sides}
        return cls(events=events, cards=cards,
                   areas={a.id: frozenset(a.cells) for a in scenario.areas},
                   zones={side: cells for side, cells in zones.items() if cells},
                   arrivals=arrivals,
                   ai={side: tuple(copy.deepcopy(groups)) for side, groups in scenario.ai.items()})

    def cells(self, ref: AreaRef) -> frozenset[Cell]:
        return self.areas.get(ref, frozenset()) if isinstance(ref, str) else frozenset(ref)


# -- the moments ---------------------------------------------------------------------------
def turn_started(host: MissionHost, sides: list[str]) -> list[Event]:
    """The side-turns of `sides` begin: waiting reinforcements of those sides try again,
    then every event's condition is checked."""
    state = host.state
    m = state.mission
    events: list[Event] = []
    if m.turn_round != state.round:
        m.turn_round, m.started = state.round, []
        events += weather_due(state)
    m.started += [s for s in sides if s not in m.started]
    for uid in [u for u in m.waiting if host.mission.arrivals[u][0].side in sides]:
        m.waiting.remove(uid)
        events += _arrive(host, uid, event_id=None)
    m.starting = list(sides)
    try:
        return events + check(host)
    finally:
        m.starting = []


def check(host: MissionHost) -> list[Event]:
    """Fire, in file order, every event whose condition holds now (once, unless
    `once: false`: then each time it turns true again)."""
    state = host.state
    m = state.mission
    note_holders(state)
    events: list[Event] = []
    for event in host.mission.events:
        if state.result is not None:
            break
        holds = holds_now(host, event.when)
        if event.repeats:
            fire = holds and not m.holding.get(event.id, False)
            m.holding[event.id] = holds
        else:
            fire = holds and event.id not in m.fired
        if fire:
            m.fired[event.id] = state.round
            events.append({"type": "triggered", "event": event.id, "round": state.round})
            events += run_actions(host, event.do, event.id)
    return events


def draw_event_card(host: MissionHost) -> list[Event]:
    """Draw the top card of the deck (shuffled with the game's RNG when it is empty, so
    cards come without replacement until every one was drawn, or until the round ends:
    `activation` puts the drawn cards back then) and run its actions."""
    cards = host.mission.cards
    if not cards:
        return []
    m = host.state.mission
    if not m.deck:
        m.deck = [c.id for c in cards]
        host.rng.shuffle(m.deck)
    top = m.deck.pop(0)
    card = next(c for c in cards if c.id == top)
    drawn: Event = {"type": "card_drawn", "card": card.id, "round": host.state.round}
    if card.text is not None:
        drawn["text"] = card.text
    return [plain_texts(drawn), *run_actions(host, card.do, card.id)]


# -- conditions ----------------------------------------------------------------------------
@condition("round")
def _round(host: MissionHost, t: RoundTrigger) -> bool:
    state, m = host.state, host.state.mission
    if state.round != t.round:
        return state.round > t.round
    return t.side is None or (m.turn_round == state.round and t.side in m.started)


@condition("all")
def _all(host: MissionHost, t: AllTrigger) -> bool:
    return all(holds_now(host, p) for p in t.triggers)


@condition("any")
def _any(host: MissionHost, t: AnyTrigger) -> bool:
    return any(holds_now(host, p) for p in t.triggers)


@condition("enters")
def _enters(host: MissionHost, t: EntersTrigger) -> bool:
    state = host.state
    cells = host.mission.cells(t.area)
    if t.unit is not None:
        unit = state.units.get(t.unit)
        return unit is not None and unit.alive and state.position(unit) in cells
    return any(state.position(u) in cells for u in state.living(t.side))


@condition("destroyed")
def _destroyed(host: MissionHost, t: DestroyedTrigger) -> bool:
    state = host.state
    if t.unit is not None:
        unit = state.units.get(t.unit)
        return unit is not None and not unit.alive and unit.id not in state.mission.withdrawn
    return sum(1 for _ in _losses(state, t.side)) >= (t.count or 1)


@condition("captured")
def _captured(host: MissionHost, t: CapturedTrigger) -> bool:
    vp = next((v for v in host.state.vps if v.id == t.point), None)
    return vp is not None and vp.owner is not None and (t.by is None or vp.owner == t.by)


@condition("units_left")
def _units_left(host: MissionHost, t: UnitsLeftTrigger) -> bool:
    return sum(1 for _ in host.state.living(t.side)) <= t.at_most


@condition("after")
def _after(host: MissionHost, t: AfterTrigger) -> bool:
    fired = host.state.mission.fired.get(t.event)
    return fired is not None and host.state.round >= fired + (t.rounds or 0)


def _losses(state: GameState, side: str | None) -> Iterator[UnitState]:
    """Units of the side destroyed so far; withdrawn units are not losses."""
    withdrawn = set(state.mission.withdrawn)
    for u in state.units.values():
        if not u.alive and u.side == side and u.id not in withdrawn:
            yield u


# -- actions -------------------------------------------------------------------------------
@runs("reinforce")
def _reinforce(host: MissionHost, action: Reinforce, source: str) -> list[Event]:
    events: list[Event] = []
    for u in action.units:
        if u.at is not None:
            events += _arrive(host, u.id, source)
    return events


@runs("withdraw")
def _withdraw_units(host: MissionHost, action: Withdraw, source: str) -> list[Event]:
    events: list[Event] = []
    for uid in action.units:
        events += _withdraw(host.state, uid, source)
    return events


@runs("message")
def _message(host: MissionHost, action: Message, source: str) -> list[Event]:
    return [plain_texts({"type": "message", "to": action.to, "text": action.text,
                         "event": source})]


@runs("ai_plan")
def _ai_plan(host: MissionHost, action: AIPlanChange, source: str) -> list[Event]:
    """The group follows the new plan from now on (engine/rules/ai_plan_rules.py); the
    event is its side's alone (engine/rules/side_channel.py)."""
    host.state.mission.plans.setdefault(action.side, {})[action.group] = plan_data(action)
    return [{"type": "ai_plan", "side": action.side, "group": action.group,
             "plan": action.plan, "event": source}]


@runs("end_game")
def _end_game(host: MissionHost, action: EndGame, source: str) -> list[Event]:
    state = host.state
    winner = None if action.winner == DRAW else action.winner
    reason = action.reason or f"the mission event '{source}' ended the game"
    state.result = make_result(winner, reason, "end_game", state.round)
    return [game_over_event(state.result)]


def _arrive(host: MissionHost, uid: str, event_id: str | None) -> list[Event]:
    """Put a reinforcement (and its cargo) on its cell or the nearest free one where it
    may stand within `reinforce_reach`; with none, it waits for its side's next turn."""
    state = host.state
    entry, cargo = host.mission.arrivals[uid]
    if uid in state.units:
        return [{"type": "reinforcement_skipped", "unit": uid, "side": entry.side,
                 "reason": f"unit '{uid}' has already arrived"}]
    unit = unit_state(entry, state.catalog)
    assert entry.at is not None
    cell = free_cell_near(state, unit, entry.at, state.play.reinforce_reach)
    if cell is None:
        if uid not in state.mission.waiting:
            state.mission.waiting.append(uid)
        return [{"type": "reinforcement_delayed", "unit": uid, "side": entry.side,
                 "at": list(entry.at), "reason": f"no free cell within "
                 f"{state.play.reinforce_reach} of {list(entry.at)}; it waits a turn"}]
    state.units[uid] = unit
    state.place(unit, cell)
    for c in cargo:
        aboard = unit_state(c, state.catalog)
        aboard.aboard = uid
        state.units[c.id] = aboard
        unit.cargo.append(c.id)
    event: Event = {"type": "reinforced", "unit": uid, "side": unit.side,
                    "at": [cell[0], cell[1]], "cargo": list(unit.cargo)}
    if event_id is not None:
        event["event"] = event_id
    return [event]


def may_stand(state: GameState, unit: UnitState, cell: Cell) -> bool:
    """Whether the unit may be put on the cell now: free in its layer, and ground it may
    stand on (A3; a landed helicopter: landing ground, A11); no mine under it."""
    if not state.grid.in_bounds(cell):
        return False
    if unit.flying:
        return cell not in state.air
    if cell in state.ground or cell in state.mines:
        return False
    why, _, _ = ground_block(state, unit, cell, set())
    if why is not None:
        return False
    if unit.type.is_aircraft:
        s = state.structures.get(cell)
        return state.terrain_at(cell).landing or (s is not None and s.type == "heliport")
    return True


def free_cell_near(state: GameState, unit: UnitState, at: Cell, reach: int) -> Cell | None:
    """The nearest cell to `at` (itself first; ties by row, then column) where the unit
    may stand, within `reach`."""
    best: tuple[int, int, int] | None = None
    for row in range(at[1] - reach, at[1] + reach + 1):
        for col in range(at[0] - reach - 1, at[0] + reach + 2):
            cell = (col, row)
            if not state.grid.in_bounds(cell):
                continue
            d = state.grid.distance(at, cell)
            if d <= reach and may_stand(state, unit, cell):
                key = (d, row, col)
                if best is None or key < best:
                    best = key
    return None if best is None else (best[2], best[1])


def _withdraw(state: GameState, uid: str, source: str) -> list[Event]:
    """The unit (and its cargo) leaves the map; not a loss."""
    unit = state.units.get(uid)
    if unit is None or not unit.alive:
        return []
    if unit.aboard is not None:
        carrier = state.units[unit.aboard]
        if uid in carrier.cargo:
            carrier.cargo.remove(uid)
        unit.aboard = None
    state.lift(unit)
    cargo = list(unit.cargo)
    unit.cargo = []
    for u in [unit, *(state.units[c] for c in cargo)]:
        u.alive = False
        u.alert = False
        u.aboard = None
        state.mission.withdrawn.append(u.id)
    return [{"type": "withdrawn", "unit": uid, "side": unit.side, "event": source,
             "cargo": cargo}]


def message_for(event: Event, side: str) -> bool:
    """Whether a `message` event is for `side` (or for every side)."""
    return event.get("type") == "message" and event.get("to") in (side, ALL_SIDES)
