"""`Game`: a game of General Clumsy (RULES.md A), the game of the `general-clumsy` ruleset
(`engine.rulesets.general_clumsy`) behind the game API of DESIGN.md ("Engine API").

Actions and events are plain JSON-serialisable dicts, so a game is its scenario, its seed
and the list of actions applied (`history`): replaying them gives the same events. Every
action is checked completely before anything changes, so an `IllegalAction` leaves the
state exactly as it was. Chance comes only from the game's own `random.Random(seed)`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from engine.catalog import Catalog
from engine.grid import Cell
from engine.records import record
from engine.rules import (
    air,
    deployment,
    drones,
    engineering,
    fire,
    movement,
    reactions,
    seasons,
    victory,
    vision,
)
from engine.rules import (
    events as mission_events,
)
from engine.rules import unit_orders as orders
from engine.rules.action_list import action_list, action_parts
from engine.rules.actions import Action, Event, IllegalAction, refuse
from engine.rules.ai_plan_rules import UnitPlan, unit_plans
from engine.rules.data_copy import data_copy
from engine.rules.game_base import GameBase
from engine.rules.known_map import KnownMap
from engine.rules.seen_snapshots import seen_snapshots
from engine.rules.side_channel import Sight
from engine.rules.state import NEUTRAL, GameState, UnitState, build_state, clone_state
from engine.rules.unit_lists import kept_units, living_of
from engine.rules.unit_views import SeenEnemyView, UnitSnapshot, UnitView
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Scenario
from engine.scenario.packs.build import catalog_of
from engine.turns.base import TurnSystem, make_turn_system


@record(frozen=True)
class ActionRule:
    """How one action type is checked (raising IllegalAction) and then carried out."""

    check: Callable[[GameState, Action], Any]
    perform: Callable[..., list[Event]]
    # perform walks cell by cell and takes the turn system's per-cell hook (`on_step`).
    walks: bool = False


# Every action of DESIGN.md's table but end_turn, which the turn system handles.
ACTIONS: dict[str, ActionRule] = {
    "move": ActionRule(movement.check_move, movement.perform_move, walks=True),
    "fire": ActionRule(fire.check_fire, fire.perform_fire),
    "load": ActionRule(orders.check_board, orders.perform_board),
    "tow": ActionRule(orders.check_board, orders.perform_board),
    "unload": ActionRule(orders.check_unload, orders.perform_unload),
    "resupply": ActionRule(orders.check_service, orders.perform_service),
    "heal": ActionRule(orders.check_service, orders.perform_service),
    "repair": ActionRule(orders.check_service, orders.perform_service),
    "build": ActionRule(engineering.check_job, engineering.perform_job),
    "lay_mine": ActionRule(engineering.check_job, engineering.perform_job),
    "demine": ActionRule(engineering.check_job, engineering.perform_job),
    "clear": ActionRule(engineering.check_job, engineering.perform_job),
    "alert": ActionRule(reactions.check_alert, reactions.perform_alert),
    "land": ActionRule(air.check_land, air.perform_land),
}
# Stands for "the turn system checks and performs this one" in Game._check.
SYSTEM_RULE = ActionRule(lambda state, action: None, lambda state, plan: [])
# Stands for "a deploy before round 1" (engine.rules.deployment).
DEPLOY_RULE = ActionRule(lambda state, action: None, lambda state, plan: [])
# Action types a later engine version may add; named so an old replay gets a clear refusal.
PLANNED_ACTIONS: tuple[str, ...] = ()
GENERATORS: tuple[Callable[[GameState, UnitState], list[Action]], ...] = (
    movement.move_actions, fire.fire_actions, orders.order_actions,
    engineering.engineering_actions, reactions.alert_actions, air.land_actions,
)


T = TypeVar("T")


def _within_reading(check: Callable[[Any], T], action: Any) -> T:
    """`check(action)` within a reading of the position: the caller's, or one of its own
    (`reading_position`, entered only when none is open)."""
    if vision.reading():
        return check(action)
    with vision.reading_position():
        return check(action)


class Game(GameBase):
    """A game of General Clumsy in progress."""

    # Units of the game no side's picture holds: a believed clone's (engine/ai/lookahead.py)
    # enemy units its side does not see, taken off the map with their cargo. The rules
    # still count them (a side with units left has not lost), but `seen_units` and
    # `seen_snapshots` show them to no one, their own side's player included: their type,
    # strength and ammunition are what the clone's side does not know.
    unknown_units: frozenset[str] = frozenset()
    # per side, the sight, memory and structures `_remember_structures` last looked at
    # (a copy of the game shares it: each entry names the memory it is of, and whichever
    # game changes that memory records so there)
    _structures_told: dict[str, tuple[Any, ...]]

    def __init__(self, scenario: Scenario, seed: int = 0, catalog: Catalog | None = None):
        self.ruleset: str = scenario.ruleset or scenario_defaults().ruleset
        # the scenario's catalog: the global one with its rule packs, built once per load
        catalog = catalog or catalog_of(scenario)
        system = scenario.turn_system or scenario_defaults().turn_system
        self.turns: TurnSystem = make_turn_system(system, catalog.turn_numbers.get(system))
        # Scenario keys a turn system reads (first_initiative, command): plain data.
        self.scenario_options: dict[str, Any] = dict(scenario.turn_options or {})
        super().__init__(seed)
        self.state = build_state(scenario, catalog)
        self.victory = victory.VictoryRules.from_scenario(
            scenario, len(self.state.vps), self.state.catalog.rules.default_hold_points)
        # Mission events (DESIGN.md): read once; what changes is in state.mission.
        self.mission = mission_events.MissionRules.from_scenario(scenario)
        deploying = deployment.deploying_sides(self.state, self.mission.zones)
        self.state.mission.deploying = deploying
        if deploying:
            self.events.append({"type": "deployment_started", "side": deploying[0]})
        else:
            self.events += self.turns.start(self)
        self._start_channel()

    # -- what the DESIGN.md API reads ---------------------------------------------------
    @property
    def side(self) -> str:
        """Id of the side to play (before round 1: the side deploying)."""
        if self.state.mission.deploying:
            return self.state.mission.deploying[0]
        return self.turns.side(self.state)

    @property
    def deploying(self) -> bool:
        """Whether the game is in its deployment step, before round 1 (`deploy` actions)."""
        return bool(self.state.mission.deploying)

    def deployment_zone(self, side: str) -> frozenset[Cell]:
        """The cells where `side` may deploy before round 1 (empty: it does not deploy)."""
        return self.mission.zones.get(side, frozenset())

    @property
    def phase(self) -> str | None:
        """The step of the turn now, for turn systems that have them (phased: "fire");
        "deployment" before round 1 while a side deploys."""
        if self.state.mission.deploying:
            return deployment.DEPLOY + "ment"
        return self.turns.phase(self.state)

    @property
    def turn_info(self) -> dict[str, Any]:
        """What the turn system keeps (phase, active unit, initiative...), as plain data;
        omniscient (every side's units): a side reads `turn_info_for(side)`. The orders
        not yet revealed stay out of it."""
        if self.state.mission.deploying:
            return {"phase": "deployment", "deploying": self.side}
        info = {k: v for k, v in self.state.turn.items() if not k.startswith("_")}
        return data_copy(info)  # type: ignore[no-any-return]

    def _turn_info_copy(self) -> dict[str, Any]:
        return self.turn_info  # a copy made anew at every call

    def may_act(self, unit_id: str, kind: str = "move") -> bool:
        """Whether the turn system lets this unit take an action of this type now."""
        unit = self.state.units.get(unit_id)
        if self.state.mission.deploying:
            return (unit is not None and unit.alive and unit.side == self.side
                    and kind == deployment.DEPLOY)
        return (unit is not None and unit.alive and unit.side == self.side
                and self.turns.unit_problem(self, unit, kind) is None)

    def system_actions(self) -> list[Action]:
        """The turn system's own legal actions (activate, order...), best first."""
        if self.state.result is not None or self.state.mission.deploying:
            return []
        return self.turns.system_actions(self)

    @property
    def hour(self) -> int:
        """Hour of the day now (A8): the scenario's start hour, advanced every round."""
        return self.state.hour

    @property
    def season(self) -> str:
        return self.state.season

    @property
    def variables(self) -> dict[str, int]:
        """The mission variables now (a copy). Omniscient: mission bookkeeping, which no
        side's channel shows but for what a `score` action announces."""
        return dict(self.state.mission.variables)

    @property
    def day_phase(self) -> str:
        """dawn, day, dusk or night (rules.yaml day_phases)."""
        return self.state.day_phase

    def unit(self, unit_id: str) -> UnitView:
        """Dict-like live view of one unit, destroyed ones included (alive: False)."""
        return self._view_of(self.state.units[unit_id])

    def units(self, side: str | None = None) -> list[UnitView]:
        """Views of the living units, cargo included, in scenario order. Omniscient: the
        AI and the play-test window use `view(side)` / `seen_units(side)` instead."""
        return [self._view_of(u) for u in self.state.living(side)]

    def _view_of(self, unit: UnitState) -> UnitView:
        return UnitView(unit, self._shots_allowed, self._camouflaged)

    def _shots_allowed(self, unit: UnitState) -> int:
        return fire.shots_allowed(self.state, unit)

    def _camouflaged(self, unit: UnitState) -> bool:
        return vision.camouflaged(self.state, unit)

    def visible_cells(self, side: str) -> set[Cell]:
        """Cells the side sees (A8): its units' and finished buildings' vision."""
        return vision.visible_cells(self.state, side)

    def seen_units(self, side: str) -> list[UnitView]:
        """The side's own living units (cargo included) and the enemy units it spots now
        (a spotted carrier's cargo as a count only: `SeenEnemyView`)."""
        spotted, unknown = vision.spotted_ids(self.state, side), self.unknown_units
        return [self._view_of(u) if u.side == side
                else SeenEnemyView(u, self._shots_allowed, self._camouflaged)
                for u in self.state.living()
                if (u.side == side or u.id in spotted) and u.id not in unknown]

    def seen_snapshots(self, side: str, kept: dict[str, Any] | None = None
                       ) -> tuple[list[UnitSnapshot], list[UnitSnapshot]]:
        """The snapshots of `seen_units(side)` (`kept`: the last ones, see
        `unit_snapshot`), the side's own and the enemies it spots, without making their
        views (the AI's every decision)."""
        return seen_snapshots(self.state, side, self.unknown_units, kept)

    def known_mines(self, side: str) -> set[Cell]:
        """Mines the side knows of (A7): its own and those its engineers detect."""
        return vision.known_mines(self.state, side)

    def view(self, side: str) -> vision.SideView:
        """Everything `side` may know, and nothing more (A7, A8): the fog-of-war picture
        for the AI and the play-test window. Its own buildings and works as they are, the
        others as it last saw them; a spotted carrier's cargo as a count only. With
        `events_for`, `history_for` and `turn_info_for`, the side's whole channel."""
        state = self.state
        structures = self._known_structures(side)
        vps = [{"id": vp.id, "at": list(vp.at), "owner": vp.owner} for vp in state.vps]
        known = self.known_map(side)
        return vision.SideView(
            side=side, round=state.round, hour=state.hour, season=state.season,
            day_phase=state.day_phase, visible_cells=frozenset(self.visible_cells(side)),
            units=tuple(self.seen_units(side)),
            terrain=tuple("".join(row) for row in known.terrain),
            structures=tuple(structures), mines=frozenset(self.known_mines(side)),
            wrecks=frozenset(known.wrecks), fires=frozenset(known.fires),
            victory_points=tuple(vps))

    def ai_plans_for(self, side: str) -> dict[str, UnitPlan]:
        """The mission's AI plan of each of `side`'s own units now (unit id -> its group's
        plan; engine/rules/ai_plan_rules.py): empty for a side with none."""
        return unit_plans(self.mission, self.state, side)

    def known_map(self, side: str) -> KnownMap:
        """The terrain, wrecks and fires as `side` last saw them (A8; the map is public at
        the start): engine/rules/known_map.py. Read it, never change it."""
        assert self.channel is not None
        return self.channel.maps[side]  # type: ignore[no-any-return]

    def known_structures(self, side: str) -> list[dict[str, Any]]:
        """The buildings and works `side` knows of: its own as they are, the others as it
        last saw them (`view(side).structures`)."""
        return self._known_structures(side)

    def _structures_now(self) -> dict[tuple[str, int, int], dict[str, Any]]:
        state = self.state
        return {(s.kind, s.at[0], s.at[1]): {
            "kind": s.kind, "type": s.type, "at": list(s.at), "owner": s.owner,
            "state": s.state, "progress": s.progress, "hp": s.hp}
            for s in [*state.structures.values(), *state.bridges.values()]}

    def _known_structures(self, side: str) -> list[dict[str, Any]]:
        """The side's own buildings and works as they are, the others as it last saw them
        (the neutral ones, bridges and buildings placed on the map, are known from the
        start, as they were then)."""
        assert self.channel is not None
        now = self._structures_now()
        known = {k: v for k, v in self.channel.known.get(side, {}).items()}
        known.update({k: v for k, v in now.items() if v["owner"] == side})
        # each a flat record whose only mutable value is its cell: a copy of the dict and
        # of the cell is a deep copy (asked by every AI decision)
        return [{**known[k], "at": list(known[k]["at"])} for k in sorted(known)]

    def _remember_structures(self) -> None:
        """Each side's memory of the buildings and works not its own: those on the cells
        it sees now as they are; one gone from a seen cell is forgotten."""
        assert self.channel is not None
        now = self._structures_now()
        told = self.__dict__.setdefault("_structures_told", {})
        for side in self.sides:
            sight = self.channel.sight[side]
            sees = sight.sees
            # the neutral buildings and works are part of the map, public at the start
            memory = self.channel.known.setdefault(side, {
                k: v for k, v in now.items() if v["owner"] == NEUTRAL})
            last = told.get(side)
            # by the same sight, of the same records, into the same memory (changed by
            # nothing else: another channel's is another dict) the memory learns nothing
            if last is None or last[0] is not sight or last[1] is not memory \
                    or last[2] != now:
                for key in [k for k in memory if k not in now and sees((k[1], k[2]))]:
                    del memory[key]
                # a record remembered as it is now stays so whether seen or not: only
                # the others are looked for (each look measures eyes)
                memory.update({k: v for k, v in now.items() if v["owner"] != side
                               and memory.get(k) != v and sees((k[1], k[2]))})
                told[side] = (sight, memory, now)
            state = self.state
            known = self.channel.maps.get(side)
            if known is None:
                self.channel.maps[side] = KnownMap.of(state.terrain, state.wrecks, state.fires)
            else:
                known.update(state.terrain, state.wrecks, state.fires, sees,
                             state.terrain_version)

    def believed_by(self, side: str) -> None:
        """`GameBase.believed_by`, and of every other side the memory `side` can give
        it: the map as `side` last saw it (the believed game's own: a copy of `side`'s
        picture, its version too) and, of the buildings and works not its own, the
        neutral ones (public from the start) and those it sees now in this game, as they
        are here (which it saw before is its own to know)."""
        super().believed_by(side)
        assert self.channel is not None
        channel, now = self.channel, self._structures_now()
        for other in self.sides:
            if other == side:
                continue
            sees = channel.sight[other].sees
            channel.known[other] = {k: v for k, v in now.items() if v["owner"] == NEUTRAL
                                    or (v["owner"] != other and sees((k[1], k[2])))}
            if side in channel.maps:
                channel.maps[other] = channel.maps[side].copy()

    def _start_channel(self) -> None:
        super()._start_channel()
        self._remember_structures()

    def _tell_sides(self, actor: str, action: Action, events: list[Event]) -> None:
        super()._tell_sides(actor, action, events)
        self._remember_structures()

    def reachable_cells(self, unit_id: str) -> dict[Cell, movement.Reach]:
        """The pathfinder's answer for a unit, for the play-test view and the AI."""
        return movement.reachable_cells(self.state, self.state.units[unit_id])

    def reachable_costs(self, unit_id: str) -> dict[Cell, tuple[int, int]]:
        """`reachable_cells` without the paths: each cell's cheapest (AP, fuel), for the
        AI's listing of a unit's moves (the same search, kept while the position is read)."""
        return movement.reachable_costs(self.state, self.state.units[unit_id])

    # -- actions ------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action of the side to play: moves to every reachable cell, every
        legal shot, every legal order, then end_turn."""
        if self.state.result is not None:
            return []
        if self.state.mission.deploying:
            return [*deployment.deploy_actions(self.state, self.mission.zones),
                    {"type": "end_turn"}]
        out: list[Action] = []
        for part in action_parts(self, GENERATORS):
            out += part
        return out

    def legal_action_list(self) -> Sequence[Action]:
        """`legal_actions()` as a sequence that makes only the actions read from it (its
        length their count; engine/rules/action_list.py): a random player's draw of one of
        thousands of moves. Read it before the game changes."""
        return action_list(self, GENERATORS)

    def is_legal(self, action: Action) -> bool:
        """The check only reads the position: within a reading (`reading_position`), so a
        kept move search is vouched for by the side's contents log (the cells changed
        since it last read its area) instead of its whole area read again at each check."""
        return _within_reading(super().is_legal, action)

    def _check(self, action: object) -> tuple[ActionRule | None, Any]:
        if not isinstance(action, dict):
            raise IllegalAction(f"an action is a dict with a 'type', got {action!r}")
        if self.state.result is not None:
            raise IllegalAction(f"the game is over: {self.state.result['reason']}")
        kind = action.get("type")
        if kind == "end_turn":
            return None, None
        if self.state.mission.deploying:
            if kind != deployment.DEPLOY:
                raise IllegalAction(f"{self.side} is deploying before round 1: only "
                                    "'deploy' and 'end_turn' are allowed")
            return DEPLOY_RULE, deployment.check_deploy(self.state, self.mission.zones, action)
        if kind == deployment.DEPLOY:
            raise IllegalAction("units deploy only before round 1")
        if isinstance(kind, str) and kind in self.turns.action_types:
            return SYSTEM_RULE, self.turns.check(self, action)
        rule = ACTIONS.get(kind) if isinstance(kind, str) else None
        if rule is None:
            if kind in PLANNED_ACTIONS:
                raise IllegalAction(f"the '{kind}' order is not available in this engine yet")
            known = ", ".join([*ACTIONS, *self.turns.action_types, "end_turn"])
            raise IllegalAction(f"unknown action type {kind!r}; known: {known}")
        uid = action.get("unit")
        unit = self.state.units.get(uid) if isinstance(uid, str) else None
        if unit is not None and unit.alive and unit.side == self.side:
            why = self.turns.unit_problem(self, unit, str(kind))
            refuse(why)
        plan = rule.check(self.state, action)
        if unit is not None:
            refuse(self.turns.action_problem(self, unit, action))
        return rule, plan

    def apply(self, action: Action) -> list[Event]:
        """Carry out a legal action and return its events; IllegalAction otherwise."""
        side = self.side
        # the check only reads the position: a caller reading it (`reading_position`,
        # as the AI's decision and its application do) lends it the searches it made;
        # otherwise it reads within one of its own (as `is_legal`)
        checked = _within_reading(self._check, action)
        with vision.changing_position(self.state):  # nothing remembered of it stays true
            events = self._apply(action, checked)
        with vision.reading_position():
            self._tell_sides(side, action, events)
        return events

    def _unit_ids(self) -> list[str]:
        return list(self.state.units)

    def _sight(self, side: str) -> Sight:
        """Its living units and the enemies it spots; the cells as its eyes (A8). Its last
        sight itself while none of these changed (the same observers' list, living units
        and spotted ids, the same revealed cells): `SideChannel.record` then tells the
        side's events by that one sight, no union of two made."""
        state = self.state
        # its living units (kept from the last position: engine/rules/unit_lists.py)
        own = kept_units(state, ("living", side), living_of(side))[1]
        if self.unknown_units:  # a believed clone's units no side sees, their own included
            own = own - self.unknown_units
        observers = vision.observers(state, side)
        spotted = vision.spotted_ids(state, side)
        cells = vision.revealed_cells(state, side)
        distance = state.grid.distance
        # the side's observers as they were at its last sight (kept: the same list): its
        # eyes, and their buckets once made
        last = self.channel.sight.get(side) if self.channel is not None else None
        source = last.source if last is not None else None
        if source is not None and source[0] is observers and last.distance == distance:
            if source[1] is own and source[2] is spotted and last.cells == cells:
                return last  # type: ignore[union-attr]
            eyes, buckets = last.eyes, last._buckets  # type: ignore[union-attr]
        else:
            eyes, buckets = tuple((o.cell, o.reach) for o in observers), None
        return Sight(own | spotted, cells=cells, eyes=eyes, distance=distance,
                     _buckets=buckets, source=(observers, own, spotted))

    def _apply(self, action: Action, checked: tuple[ActionRule | None, Any]) -> list[Event]:
        rule, plan = checked
        if self.state.mission.deploying:
            events = self._deployment_step(plan)
        elif rule is None:
            events = self.turns.end_turn(self)
        elif rule is SYSTEM_RULE:
            events = self.turns.perform(self, plan)
            events += victory.after_action(self.state, self.victory)
            if self.state.result is None:
                events += self.turns.after_action(self, action)
        else:
            side = self.side
            events = self.turns.before_action(self, action)
            actor = self.state.units.get(action.get("unit", ""))
            go_on = actor is None or actor.alive
            if go_on and events:  # a reaction came first: the action goes on if still legal
                try:
                    plan = rule.check(self.state, action)
                except IllegalAction as why:
                    go_on = False
                    events.append({"type": "action_cancelled", "unit": action.get("unit"),
                                   "reason": str(why)})
            if go_on:
                watched = reactions.spotted_by_guards(self.state, side)
                if rule.walks:
                    events += rule.perform(self.state, plan,
                                           on_step=lambda unit: self.turns.on_step(self, unit))
                else:
                    events += rule.perform(self.state, plan)
                events += drones.check_drones(self.state)
                events += reactions.react_to_newcomers(self.state, side, watched)
            events += victory.after_action(self.state, self.victory)
            if self.state.result is None:
                events += self.turns.after_action(self, action)
        if self.state.result is None:
            events += self._settled(mission_events.check(self))
        self.history.append(data_copy(action))
        self.events += events
        return events

    def _deployment_step(self, plan: Any) -> list[Event]:
        """A deploy, or (plan None: end_turn) the deploying side is done; after the last
        one round 1 begins."""
        state = self.state
        if plan is not None:
            return deployment.perform_deploy(state, plan)
        done = state.mission.deploying.pop(0)
        events: list[Event] = [{"type": "deployment_ended", "side": done}]
        if state.mission.deploying:
            return events + [{"type": "deployment_started", "side": state.mission.deploying[0]}]
        return events + self.turns.start(self)

    def _settled(self, events: list[Event]) -> list[Event]:
        """Mission events' own events, then victory (a withdrawal may leave a side with no
        unit, a reinforcement may come near a VP)."""
        if events and self.state.result is None:
            events += victory.after_action(self.state, self.victory)
        return events

    def _clone_state(self) -> GameState:
        return clone_state(self.state)

    # -- TurnHost: what happens at the turn system's moments ---------------------------
    def begin_side_turn(self, side: str) -> list[Event]:
        self.refresh_units(side)
        events: list[Event] = []
        if self.state.side_index == 0:
            events += self.begin_round()
        events += self._settled(mission_events.turn_started(self, [side]))
        return [{"type": "turn_started", "side": side, "round": self.state.round}, *events]

    def every_side_turn_started(self) -> list[Event]:
        return self._settled(mission_events.turn_started(self, list(self.state.order)))

    def draw_event_card(self) -> list[Event]:
        return self._settled(mission_events.draw_event_card(self))

    def refresh_units(self, side: str) -> None:
        for unit in self.state.living(side):
            unit.alert = False  # A9: the kept shot lasts one enemy side-turn
            unit.ap = unit.type.ap
            unit.moved = False
            unit.shots_fired = 0
            unit.weapons_used = {}

    def begin_round(self) -> list[Event]:
        return seasons.start_of_round(self.state) if self.state.round > 1 else []

    def finish_side_turn(self, side: str) -> list[Event]:
        for unit in self.state.living(side):  # A8: a still side-turn earns the leaf
            unit.stayed_still = not unit.moved and unit.shots_fired == 0
        state = self.state
        events = reactions.patrol(state, side, lambda unit: self.turns.may_react(self, unit))
        events += orders.end_of_side_turn_services(state, side)
        events += seasons.burn_units(state, side)
        events += seasons.spread_fires(state)
        events += drones.end_of_side_turn(state, side)
        events += air.burn_fuel_in_flight(state, side)
        events += drones.check_drones(state)
        return events + victory.end_of_side_turn(self.state, self.victory, side)

    def finish_round(self, completed: int) -> list[Event]:
        events = seasons.end_of_round(self.state, self.rng)
        return events + victory.end_of_round(self.state, self.victory, completed)
