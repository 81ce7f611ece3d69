"""Where each unit wants to go, and how good a cell is for it (the AI's cheap evaluator).

`Planner` composes its parts (docs/architecture.md, "The AI's planner"): the objectives'
reading (objectives.py), the goal rules (goal_rules.py), the shots (shots.py), flanking,
airlift and bridging; each sees the planner through a protocol (planning.py). The shots a
unit draws as it acts are the mixin `DrawnFire` (drawn_fire.py).

A unit's goal is a set of cells plus how close it needs to get (engineers to the victory
point they go for, fighters to the enemies they see, artillery to a band of range, the
wounded to a medic, convoys to their area...). A cell's score adds progress towards that
goal (in side-turns of travel, from a terrain-only Dijkstra field), cover, the expected
loss from the enemies that can reach it, the best shot from it and the unit's own duties.

An attack on a strong front (several enemies in sight, or a victory point the enemy holds,
A12) is not fed in one unit at a time: the fighters and the engineers going for a defended
point wait on a ring outside the defenders' reach (A5 ranges, A9 patrol zones) until
enough of them stand there to go in together in one side-turn, or the last rounds have
come and the attacker commits whatever it has.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from engine.ai.attack import hunt
from engine.ai.attack.assault import Assault
from engine.ai.attack.attack_timing import AttackTiming
from engine.ai.attack.attack_wave import AttackWave
from engine.ai.attack.clearing import Clearing
from engine.ai.attack.flank import Flank
from engine.ai.attack.guns_up import GunsUp
from engine.ai.attack.preparation import kept_shot_values
from engine.ai.attack.spotter import Spotter
from engine.ai.attack.waiting_hunt import hopeless, waits_in_vain
from engine.ai.fields.travel import TravelField
from engine.ai.knowledge.ambushed import AmbushedGround
from engine.ai.knowledge.presumed import PresumedDefence
from engine.ai.knowledge.unseen_ground import UnclearedGround
from engine.ai.mission.end_hunt import EndHunt
from engine.ai.mission.end_play import EndPlay, with_end_rules
from engine.ai.mission.last_capturer import SuspectedFire
from engine.ai.mission.objectives import Objectives
from engine.ai.planner import cell_scores
from engine.ai.planner.airlift import Airlift
from engine.ai.planner.bridging import Bridging
from engine.ai.planner.cell_scores import CellScorer
from engine.ai.planner.drawn_fire import DrawnFire
from engine.ai.planner.goal import FETCHED, Goal
from engine.ai.planner.goal_rules import RULES, first_goal
from engine.ai.planner.next_shot import NextShots
from engine.ai.planner.own_patrol import OwnPatrol
from engine.ai.planner.plans import plan_goal
from engine.ai.planner.shots import Shots
from engine.ai.view import INF, SideView, Unit, turn_system_name
from engine.catalog import UnitType
from engine.grid import Cell
from engine.rules.sight_range import unit_vision

END_RULES = with_end_rules(RULES)  # the goal rules with the end events' areas in place


class Planner(AttackWave, DrawnFire):
    """Goals and cell scores for one side at one moment (built once per decision)."""

    def __init__(self, view: SideView, seed: int) -> None:
        self.view = view
        self.cfg = view.cfg
        self.seed = seed
        self.values = view.unit_values()
        self.defending = view.defending()
        self._fallback: tuple[Cell, ...] | None = None
        self.rounds_left = view.last_round - view.round if view.last_round else None
        self.endgame = self.rounds_left is not None and self.rounds_left < self.cfg.endgame_rounds
        self._wave: bool | None = None
        self._fighters: dict[str, bool] = {}
        self._artillery: dict[str, bool] = {}  # unit type id -> `is_artillery`
        self._goals: dict[str, tuple[Unit, Goal]] = {}  # unit id -> (the unit, `goal`)
        self.scorer_parts: dict[tuple[str, bool], tuple[Any, ...]] = {}
        self.own_placed: tuple[list[Unit], tuple[Unit, ...], dict[str, int]] | None = None
        self.kept_back = False  # the side's last engineer waits (last_capturer.py), below
        # the objectives' reading, first of the parts (engine/ai/mission/objectives.py)
        obj = self.objectives = Objectives(self)
        self.blocked, self.vp_targets, self.contested = obj.blocked, obj.vp_targets, obj.contested
        self.denied, self.contest_units, self.blockers = obj.denied, obj.contest_units, obj.blockers
        self.guards, self.clock = obj.guards, obj.clock
        # the seen enemy units that can end the game, and who hunts them (end_hunt.py)
        self.end_hunt = EndHunt(self)
        # the clock (A12): an attacker that must win by the last round commits when the
        # side-turns its engineers need to take the points it lacks come near it
        self.timing = AttackTiming(self)  # the clock and the probe (engine/ai/attack/attack_timing.py)
        self.endgame = self.endgame or self.timing.clock_presses()
        # the events that end the game on an area or on units left (engine/ai/mission/end_play.py)
        self.end_play = EndPlay(self)
        self.coming = self._coming()
        self._system = turn_system_name(view.game)
        self._eyes: list[tuple[Cell, int]] | None = None
        self._fuel_fields: dict[tuple[tuple[Cell, ...], str, bool], TravelField] = {}
        self._short_here: dict[str, float] = {}  # a convoy unit's fuel lack where it stands
        self._noise_base: dict[str, int] = {}  # _noise's hash of the unit and round
        self._duties: dict[str, bool] = {}  # unit type id -> has any duty of `_duty`
        self._helped: dict[tuple[bool, bool, bool], frozenset[Cell]] = {}  # `_helped_near`
        self._hunt_front: tuple[Cell, ...] | None = None
        # far ahead: finish the game (engine/ai/attack/hunt.py)
        self.hunting = hunt.hunting(view, self.values, self.defending) or \
            waits_in_vain(view, self.values) or \
            hopeless(view, self.values)  # the enemy will not come; waiting loses (waiting_hunt.py)
        # the defenders presumed where the side cannot see them (engine/ai/knowledge/presumed.py)
        self.presumed = PresumedDefence(view)
        # the fire the side's last engineer suspects, and whether it is kept back from it
        # while the rest clears the way as a side with no engineer would (last_capturer.py)
        self.uncleared = UnclearedGround(view)  # unseen_ground.py: `hidden_ground_danger`
        self.suspected = SuspectedFire(view, self.presumed, self.uncleared)
        self.kept_back = not self.defending and self.suspected.keeps_back(
            self.vp_targets, self.endgame, self.values)
        # with no engineer left, whether to look for the enemies it does not see: the
        # memory of those it saw is kept at every decision (hunt.remember), for the day
        self.searching = bool(self.cfg.search_without_capturers) and hunt.searching(
            view, self.values, not self.defending and (self.kept_back or not view.capturers))
        # the parts, each seeing the planner through a protocol (engine/ai/planner/planning.py)
        self.shots = Shots(view, self.values)
        # the fire phase's choice of target (player.py): the raiders first
        self.fire_shots = Shots(view, self._shot_values())
        # the guns' choice: the kept shots over the infantry's way first (preparation.py)
        self.gun_shots = Shots(view, kept_shot_values(self, self.fire_shots.values))
        # a stationary weapon's shot next side-turn (engine/ai/planner/next_shot.py)
        self.next_shots = NextShots(view, self.cfg, self.shots, self.values, self._system)
        # the patrol shot a unit fires at the end of its side-turn (engine/ai/planner/own_patrol.py)
        self.own_patrol = OwnPatrol(view, self.cfg, self.values)
        self.flank = Flank(self)
        self.assault = Assault(self)  # going in together (engine/ai/attack/assault.py)
        self.airlift = Airlift(self)
        self.bridging = Bridging(self)
        self.ambushed = AmbushedGround(view)  # where it was shot from the dark (ambushed.py)
        self.spotter = Spotter(self)  # eyes for the guns (engine/ai/attack/spotter.py)
        self.clearing = Clearing(self)  # the probe and the guns by the point (clearing.py)
        self.guns_up = GunsUp(self)  # a gun out of range moves up (engine/ai/attack/guns_up.py)
        self._presumed_on: bool | None = None

    def _shot_values(self) -> dict[str, float]:
        """The units' worth as targets of the fire phase (not of the moves' scores: a
        unit does not leave its cover for the shot): a seen enemy engineer on its way to
        a point it could take (objectives.py `raiders`) is worth `raider_target_factor`
        times more, so it is the first target near a point, where holding points wins
        the enemy the game (A12 `hold_points`); a seen enemy unit that can end the game
        `end_hunt_target_factor` times (end_hunt.py)."""
        factor = self.cfg.raider_target_factor
        if factor == 1 or not self.objectives.raiders or self.view.hold_points is None:
            return self.end_hunt.shot_values(self.values)
        values = dict(self.end_hunt.shot_values(self.values))
        for uid in self.objectives.raiders:
            values[uid] = values.get(uid, 0.0) * factor
        return values

    def is_artillery(self, t: UnitType) -> bool:
        """Every weapon fires indirectly (asked for every unit at many steps of a
        decision: once a type, `_artillery`)."""
        found = self._artillery.get(t.id)
        if found is None:
            found = self._artillery[t.id] = bool(t.weapons) and all(
                w.fire == "indirect" for w in t.weapons)
        return found

    def is_support(self, t: UnitType) -> bool:
        return not t.weapons or t.has("heal") or t.has("resupply")

    def spotted_at(self, unit: Unit, cell: Cell) -> bool:
        """Whether a seen enemy would spot the unit on the cell where they stand now (A8:
        vision less the concealment of the unit's size in cover; adjacent always)."""
        view = self.view
        state, rules = view.state, view.rules
        if self._eyes is None:
            self._eyes = [(e.at, unit_vision(e.unit_type, state.hour, state.season, rules,
                                              state.rain))
                          for e in view.threats if e.at is not None]
        hidden = rules.concealment(unit.unit_type.size, view.cover_at(cell) > 0)
        dist = view.grid.distance
        for at, reach in self._eyes:
            d = dist(at, cell)
            if d <= rules.always_spotted_distance or d <= reach - hidden:
                return True
        return False

    def position(self, unit: Unit) -> Cell | None:
        if unit.at is not None:
            return unit.at
        if unit.aboard is not None:
            return self.position(self.view.unit(unit.aboard))
        return None

    # -- goals ------------------------------------------------------------------------------
    def goal(self, unit: Unit) -> Goal:
        """What the unit heads for: the first of the goal rules that answers
        (engine/ai/planner/goal_rules.py); an engineer the water cuts off from it bridges the
        water first (engine/ai/planner/bridging.py)."""
        kept = self._goals.get(unit.id)  # asked again in the decision (the side-turn's
        if kept is not None and kept[0] is unit:  # order, then its move): the same goal
            return kept[1]
        goal = plan_goal(self.view, unit, bool(getattr(self.view.game, "deploying", False)))
        if goal is None:  # no mission's AI plan for the unit (engine/ai/planner/plans.py)
            goal = self.end_play.goal(first_goal(self, unit, END_RULES))
            if goal.name in FETCHED:
                goal = self.bridging.bridge_goal(unit, goal) or goal
        self._goals[unit.id] = (unit, goal)
        return goal

    def turns_for_cells(self, cells: int, t: UnitType) -> float:
        """Side-turns of travel a unit of the type needs for `cells` steps, each costing
        `threat_step_ap` AP (how a distance in cells becomes a goal's standoff)."""
        return cells * self.cfg.threat_step_ap / max(1, t.ap)

    def short_of_supply(self, unit: Unit, fraction: float | None) -> bool:
        """Low on ammunition or fuel (below the config's fractions, or `fraction`)."""
        cfg = self.cfg
        ammo_f = cfg.low_ammo_fraction if fraction is None else fraction
        fuel_f = cfg.low_fuel_fraction if fraction is None else fraction
        if unit.max_ammo and unit.ammo is not None and unit.ammo <= unit.max_ammo * ammo_f:
            return True
        t = unit.unit_type
        return bool(t.fuel and unit.fuel is not None and not unit.flying
                    and unit.fuel <= t.fuel * fuel_f)

    def landing_zone(self, aircraft: Unit, near: Sequence[Cell],
                     radius: int | None = None) -> tuple[Cell, ...]:
        """Cells within `radius` (default `landing_zone_radius`) of `near` where the
        helicopter could land (A11: landing terrain or its side's heliport, no victory
        point, no unit, no mine its side knows of)."""
        view = self.view
        state = view.state
        found: set[Cell] = set()
        for centre in near:
            for cell in view.grid.cells_within(centre, radius if radius is not None
                                               else self.cfg.landing_zone_radius):
                if (cell in found or cell in view.ground_cells or cell in view.own_mines
                        or state.vp_at(cell) is not None):
                    continue
                s = state.structures.get(cell) or state.bridges.get(cell)
                if s is not None:
                    if not (s.kind == "building" and s.finished and s.owner == view.side
                            and view.catalog.buildings[s.type].platform):
                        continue
                elif not state.ground_terrain(cell).landing:
                    continue
                found.add(cell)
        return tuple(sorted(found))

    def _fallback_front(self) -> tuple[Cell, ...]:
        """No enemy in sight: an attacker with no engineer left goes where it last saw
        enemies (the points are beyond it); else the points where the side's count did
        not run (hidden enemies stand within their radius, A12: the fighters go to clear
        it; with `blocked_search`, to the cells within that radius where such an enemy
        could stand unseen, hunt.py `blocked_search_cells`), else the victory points to
        take, else the enemy's, else the middle of the map."""
        if self._fallback is not None:
            return self._fallback
        view = self.view
        cells: tuple[Cell, ...] = ()
        if not self.defending and (self.kept_back or not view.capturers):
            # the last engineer kept back: the ground by its point, where the defenders hide
            cells = self.suspected.way(self.vp_targets) if self.kept_back else ()
            cells = cells or self.last_seen()  # no engineer left: the points cannot be taken
            if not cells and self.searching:
                cells = hunt.search_front(view)  # nor is it waited for there: look
        if not cells:
            cells = tuple(vp.at for vp in view.vps
                          if vp.owner != view.side and vp.at in self.blocked)
            if cells and self.cfg.blocked_search:  # look where the unseen enemy stands
                cells = hunt.blocked_search_cells(view, cells) or cells
        if not cells:
            cells = tuple(vp.at for vp in view.vps if vp.owner != view.side)
        if not cells:
            cells = tuple(vp.at for vp in view.vps)
        if not cells:
            cells = ((view.grid.width // 2, view.grid.height // 2),)
        self._fallback = cells
        return cells

    def last_seen(self) -> tuple[Cell, ...]:
        """Where the side last saw the enemies it does not see now (its own memory of the
        starts of its side-turns, A8); a remembered cell it sees empty now is forgotten."""
        view = self.view
        memory = view.cache.seen_at
        now = {e.id for e in view.enemies}
        gone = [uid for uid in memory if uid not in now]
        if not gone:
            return ()
        visible = view.visible
        for uid in gone:
            if memory[uid] in visible:
                del memory[uid]
        return tuple(sorted({memory[uid] for uid in gone if uid in memory}))

    # -- scores ---------------------------------------------------------------------------
    def field(self, unit: Unit, goal: Goal) -> TravelField:
        return self.view.travel_field(goal.cells, unit.unit_type.move_class,
                                      capture=goal.capture, avoid=goal.avoid,
                                      offsets=goal.offsets)

    def turns_to_goal(self, unit: Unit, goal: Goal, cell: Cell) -> float:
        t = unit.unit_type
        return self.field(unit, goal).get(cell, INF) / max(1, t.ap)

    def cell_score(self, unit: Unit, cell: Cell, goal: Goal, field: TravelField,
                   moved: bool, ap_left: int, with_lines: bool,
                   fuel_left: int | None = None) -> float:
        """The cell's worth for the unit ending its move there with `ap_left` AP and
        `fuel_left` fuel (None: what it has now): progress towards the goal, fuel, cover,
        flanking, danger, shots, duties and noise (engine/ai/planner/cell_scores.py)."""
        return self.scorer(unit, goal, field, moved, with_lines)(cell, ap_left, fuel_left)

    def scorer(self, unit: Unit, goal: Goal, field: TravelField, moved: bool,
               with_lines: bool) -> CellScorer:
        """`cell_score` of the unit for many cells: what depends on the unit read once."""
        return cell_scores.scorer(self, unit, goal, field, moved, with_lines)

    def short_here(self, unit: Unit, goal: Goal) -> float:
        """The unit's fuel lack where it stands (`fuel_short`), once per unit."""
        here = self._short_here.get(unit.id)
        if here is None:
            assert unit.at is not None
            here = self._short_here[unit.id] = self.fuel_short(unit, unit.at, goal, None)
        return here

    def presumed_on(self) -> bool:
        """The side's engineers weigh the defenders it presumes (presumed.py)."""
        if self._presumed_on is None:
            self._presumed_on = self.presumed.on()
        return self._presumed_on

    def fuel_short(self, unit: Unit, cell: Cell, goal: Goal, fuel_left: int | None) -> float:
        """A3: how much fuel a ground vehicle on the cell with `fuel_left` (None: what it
        has) lacks to reach its goal by the least-fuel way with `fuel_reserve` of that
        fuel again in hand (a share, so the reserve runs out with the way: a move along
        the least-fuel way lowers what is lacking, a detour raises it)."""
        t = unit.unit_type
        if not t.fuel or t.is_aircraft or unit.fuel is None or goal.standoff == INF:
            return 0.0
        key = (goal.cells, t.move_class, goal.capture)
        field = self._fuel_fields.get(key)
        if field is None:  # asked for every cell a vehicle may reach: looked up once
            field = self._fuel_fields[key] = self.view.travel_field(
                goal.cells, t.move_class, capture=goal.capture, fuel=True)
        need = field.get(cell, INF)
        if need == INF:
            return 0.0
        left = unit.fuel if fuel_left is None else fuel_left
        return max(0.0, need * (1 + self.cfg.fuel_reserve) - left)

    def fuel_short_of(self, unit: Unit, goal: Goal) -> Callable[[Cell, int | None], float]:
        """`fuel_short` of the unit for many cells (its scores, asked only when
        `fuel_short` would not answer 0.0 for them all): the field looked up at the first
        cell asked, as `fuel_short` looks it up then, and kept for the others."""
        t = unit.unit_type
        key = (goal.cells, t.move_class, goal.capture)
        fields, have, reserve = self._fuel_fields, unit.fuel, 1 + self.cfg.fuel_reserve
        field_get: Callable[[Cell, float], float] | None = None

        def short(cell: Cell, fuel_left: int | None) -> float:
            nonlocal field_get
            if field_get is None:
                field = fields.get(key)
                if field is None:
                    field = fields[key] = self.view.travel_field(
                        goal.cells, t.move_class, capture=goal.capture, fuel=True)
                field_get = field.get
            need = field_get(cell, INF)
            if need == INF:
                return 0.0
            assert have is not None
            return max(0.0, need * reserve - (have if fuel_left is None else fuel_left))
        return short

    def band_penalty(self, t: UnitType, cell: Cell) -> float:
        """Cells outside the weapons' range band from the nearest enemy seen, or, none
        seen, from the objectives (the defenders stand there: the guns move up, A5)."""
        view = self.view
        lo, hi = t.range_band
        band = self.clearing.band()
        if band is not None:  # the ground by the point being cleared (clearing.py)
            point, radius = band
            near = view.grid.distance(cell, point)
            lo, hi = lo + radius, max(lo + radius, hi - radius)
            off = max(0, near - hi) + max(0, lo - near)
            return self.cfg.artillery_band_penalty * off
        if view.enemies:
            nearest = min(view.grid.distance(cell, e.at) for e in view.enemies
                          if e.at is not None)
        elif self.defending:
            return 0.0  # a defender's guns wait where they are for what comes
        else:
            nearest = min(view.grid.distance(cell, f) for f in self.unseen_front())
        off = max(0, nearest - hi) + max(0, lo + 1 - nearest)
        return self.cfg.artillery_band_penalty * off

    def band_of(self, t: UnitType) -> Callable[[Cell], float]:
        """`band_penalty` of the type for many cells (an artillery unit's scores): its
        range band read once, the cells it measures from at the first cell asked."""
        view = self.view
        distance, penalty = view.grid.distance, self.cfg.artillery_band_penalty
        if self.clearing.band() is not None:  # the ground by the point being cleared
            return partial(self.band_penalty, t)  # (clearing.py): as `band_penalty` reads it
        lo = hi = 0
        targets: tuple[Cell, ...] | None = None  # None: not read yet, or guns that wait

        def band(cell: Cell) -> float:
            nonlocal targets, lo, hi
            if targets is None:
                lo, hi = t.range_band
                if view.enemies:
                    targets = tuple(e.at for e in view.enemies if e.at is not None)
                elif self.defending:
                    return 0.0  # a defender's guns wait where they are for what comes
                else:
                    targets = tuple(self.unseen_front())
            nearest = min(distance(cell, f) for f in targets)
            off = max(0, nearest - hi) + max(0, lo + 1 - nearest)
            return penalty * off
        return band

    def has_duties(self, t: UnitType) -> bool:
        """Whether `_duty` scores anything for the type (asked for every cell a unit may
        reach: once per type)."""
        duties = self._duties.get(t.id)
        if duties is None:
            duties = self._duties[t.id] = any(t.has(a) for a in cell_scores.DUTIES)
        return duties

    def duty(self, unit: Unit, t: UnitType, cell: Cell, goal: Goal) -> float:
        """The unit's own work on the cell: a point to take or hold, friends to heal,
        supply or double the shots of next to it."""
        if not self.has_duties(t):
            return 0.0
        view, cfg = self.view, self.cfg
        score = 0.0
        if t.has("capture"):
            vp = view.state.vp_at(cell)
            if vp is not None:
                if self.vp_targets.get(unit.id) == cell and goal.name != "stage":
                    score += cfg.vp_on_target
                elif vp.owner == view.side and not self._leaves_held(unit):
                    score += cfg.vp_owned_stay
        if t.has("heal") or t.has("resupply") or t.has("double_shot_aura"):
            for n in view.state.neighbours(cell):
                friend = view.own_cells.get(n)
                if friend is None or friend.id == unit.id:
                    continue
                ft = friend.unit_type
                if t.has("heal") and ft.is_foot and friend.hp < friend.max_hp:
                    score += cfg.support_adjacent
                if t.has("resupply") and self.short_of_supply(friend, 0.6):
                    score += cfg.support_adjacent
                if t.has("double_shot_aura") and ft.weapons and ft.shots < 2:
                    score += cfg.aura_bonus
        return score

    def duty_of(self, unit: Unit, t: UnitType, goal: Goal) -> Callable[[Cell], float]:
        """`duty` of the unit for many cells (its scores): which duties its type has,
        read once."""
        view, cfg = self.view, self.cfg
        capture, heal = t.has("capture"), t.has("heal")
        resupply, aura = t.has("resupply"), t.has("double_shot_aura")
        helps = heal or resupply or aura
        state, own_cells, uid = view.state, view.own_cells, unit.id
        # the cells next to a friend its help counts for: elsewhere it adds nothing
        helped = self._helped_near(heal, resupply, aura) if helps else frozenset()

        def duty(cell: Cell) -> float:
            score = 0.0
            if capture:
                vp = state.vp_at(cell)
                if vp is not None:
                    if self.vp_targets.get(uid) == cell and goal.name != "stage":
                        score += cfg.vp_on_target
                    elif vp.owner == view.side and not self._leaves_held(unit):
                        score += cfg.vp_owned_stay
            if cell in helped:
                for n in state.neighbours(cell):
                    friend = own_cells.get(n)
                    if friend is None or friend.id == uid:
                        continue
                    ft = friend.unit_type
                    if heal and ft.is_foot and friend.hp < friend.max_hp:
                        score += cfg.support_adjacent
                    if resupply and self.short_of_supply(friend, 0.6):
                        score += cfg.support_adjacent
                    if aura and ft.weapons and ft.shots < 2:
                        score += cfg.aura_bonus
            return score
        return duty

    def _helped_near(self, heal: bool, resupply: bool, aura: bool) -> frozenset[Cell]:
        """The cells next to a unit of the side that a helper with those duties scores
        beside it (`duty`: wounded foot, short of supply, without its second shot), once
        a decision. Being next to is mutual on both grids, so a cell not among them has
        no such friend next to it."""
        key = (heal, resupply, aura)
        found = self._helped.get(key)
        if found is None:
            state = self.view.state
            found = self._helped[key] = frozenset(
                n for at, friend in self.view.own_cells.items()
                if (heal and friend.unit_type.is_foot and friend.hp < friend.max_hp)
                or (resupply and self.short_of_supply(friend, 0.6))
                or (aura and friend.unit_type.weapons and friend.unit_type.shots < 2)
                for n in state.neighbours(at))
        return found

    def _leaves_held(self, unit: Unit) -> bool:
        """An attacker's engineer in its endgame with a point still to take leaves the one
        it holds for it (`endgame_leave_held`): staying wins nothing the last round will."""
        return bool(self.cfg.endgame_leave_held) and self.endgame and not self.defending \
            and unit.id in self.vp_targets

    def noise_mix(self, uid: str) -> int:
        """What a unit's noise mixes each cell into (cell_scores.py works out its noise of
        a cell, in [0, 1): the same for a cell all the round)."""
        base = self._noise_base.get(uid)
        if base is None:  # asked for every cell a unit may reach: once per unit
            base = self._noise_base[uid] = zlib.crc32(
                f"{self.seed}|{self.view.round}|{uid}".encode())
        return base * 1000003
