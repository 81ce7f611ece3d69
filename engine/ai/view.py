"""What one side knows, for the computer player: its own units, the enemies it sees, the
map, cover, danger and travel costs.

Everything the AI reads about the game goes through this module, so the AI cannot cheat:
enemy units exist for it only when `game.seen_units(side)` lists them, and enemy mines only
once its engineers have found them (`game.known_mines`).
It reads the game's public API and the side's channel (`events_for`, `history_for`,
`turn_info_for`), plus read-only looks at the state *as the side believes it*
(engine/ai/knowledge/belief.py: the terrain, wrecks, fires, buildings and works as it last saw
them; victory points, catalogs and its own units as they are); those looks are gathered
here so a change in the engine's internals touches one file.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from dataclasses import field
from typing import Any

from engine.ai.config import AIConfig
from engine.ai.fields import travel
from engine.ai.fields.step_costs import known_mines
from engine.ai.fields.travel import FloatArray, JoinedField, TravelField
from engine.ai.knowledge import lines
from engine.ai.knowledge.belief import BelievedState, KeptStructures
from engine.ai.knowledge.danger import DangerTerms
from engine.ai.knowledge.kept import KeptSnapshots, KeptTypeValues, same_units, same_worth
from engine.ai.knowledge.lines import Lines
from engine.ai.knowledge.lurkers import lurkers
from engine.ai.knowledge.shared_work import SharedWork
from engine.ai.knowledge.view_danger import DangerReading
from engine.ai.knowledge.view_travel import TravelReading
from engine.ai.mission.end_events import EndThreats, end_threats
from engine.catalog import UnitType, Weapon
from engine.grid import Cell
from engine.records import record
from engine.rules.unit_views import UnitSnapshot
from engine.rules.victory import Objective
from engine.scenario.kinds import concerns, role_of
from engine.scenario.kinds.base import CONVOY, HOLD

Unit = UnitSnapshot

INF = float("inf")
# Actions after which another unit's turn begins (turn systems of RULES.md B), so a player's
# memory of what it decided starts afresh, as after end_turn. A declared Special (orders)
# changes what the acting unit may do: it thinks again.
FRESH_START = ("end_turn", "activate", "order", "special")


def turn_system_name(game: Any) -> str | None:
    """The game's turn system (None for a ruleset without one, such as Stratego)."""
    return getattr(getattr(game, "turns", None), "name", None)


def turn_start(history: list[dict[str, Any]]) -> int:
    """Where in `history` the current side-turn (or activation) began."""
    start = len(history)
    while start > 0 and history[start - 1].get("type") not in FRESH_START:
        start -= 1
    return start


# The turn cache's memory of the game (TurnCache's fields "kept for the game"): what a side
# remembers between its side-turns, as opposed to the caches of work (travel fields, danger
# maps) that depend only on what they are keyed by. The player carries it from one
# side-turn's cache to the next (player.py `_cache_for`), the lookahead copies it into its
# rollouts' players (lookahead.py `memory`).
MEMORY = ("held", "seen_at", "blocked", "foes", "kills", "camouflaged", "capturers", "own_ids",
          "own_capturers", "prepared", "events_read", "plans", "lurks", "lurks_read",
          "assaulting", "contact_stage", "still", "spotters", "spotter_ways",
          "spotters_released")


@record
class TurnCache:
    """What stays true between decisions of one side-turn (keyed, so stale entries are
    simply never hit): travel-cost fields and danger maps."""

    fields: dict[tuple[Any, ...], TravelField | JoinedField] = field(default_factory=dict)
    graphs: dict[tuple[Any, ...], travel.FieldGraph] = field(default_factory=dict)
    costs: dict[tuple[Any, ...], FloatArray] = field(default_factory=dict)
    terrain: tuple[int, tuple[travel.IntArray, list[str]]] | None = None  # (version, codes)
    lines: Lines | None = None  # lines of fire through the terrain (lines.py)
    searches: int = 0  # travel fields worked out (not found kept): a measure of work
    # (kind, threats) -> their danger terms (engine/ai/knowledge/danger.py)
    danger: dict[tuple[Any, ...], DangerTerms] = field(default_factory=dict)
    # the danger terms by all they read, the enemies' parts and the staging rings, for the
    # side-turn and its lookahead's rollouts (engine/ai/knowledge/shared_work.py)
    shared_work: SharedWork = field(default_factory=SharedWork)
    # opportunity fire (activation): key -> cell -> the (enemy id, damage) that reach it
    opportunity: dict[tuple[Any, ...], dict[Cell, tuple[tuple[str, float], ...]]] = field(
        default_factory=dict)
    # flanking (engine/ai/attack/flank.py): key -> enemy cell -> the cells to fire on it from
    firing: dict[tuple[Any, ...], dict[Cell, tuple[Cell, ...]]] = field(default_factory=dict)
    # one enemy's part of those two, by what it depends on (its place and weapons, the
    # units near it), for the terrain it was worked out on: (version, key -> part)
    parts: tuple[int, dict[tuple[Any, ...], Any]] | None = None
    done: dict[str, set[str]] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    wave: bool | None = None  # the attack goes in this side-turn (decided at its start)
    assault: tuple[Any] | None = None  # (its AssaultPlan or None,): decided at its start too
    # kept for the game: side -> the round its assault began (engine/ai/attack/assault.py)
    assaulting: dict[str, int] = field(default_factory=dict)
    # kept for the game: side -> whether its attack stages within contact (moves.py
    # `Planner.stage_distance`), decided the first time it stages
    contact_stage: dict[str, bool] = field(default_factory=dict)
    # kept for the game: enemy id -> (the cell, the side-turns begun in a row with it seen
    # there): an enemy that holds its ground (moves.py `Planner._coming`, `held_ground_turns`)
    still: dict[str, tuple[Cell, int]] = field(default_factory=dict)
    stages: dict[tuple[Cell, ...], tuple[Cell, ...]] = field(default_factory=dict)
    # work carried on from side-turn to side-turn: (a stage ring, its reach, the firing
    # positions' exposure) -> each ring cell's exposure above the least (flank.py)
    stage_counts: dict[tuple[Any, ...], tuple[tuple[Cell, int], ...]] = field(
        default_factory=dict)
    moved: set[str] = field(default_factory=set)
    actions: int = 0
    # kept for the game: side -> the victory points it has held (public: owners are shown)
    held: dict[str, set[Cell]] = field(default_factory=dict)
    searched: int = 0  # decisions the lookahead searched this side-turn (engine/ai/lookahead.py)
    # the engineers' points (objectives.py `_assign_engineers`): (what it read, the answer)
    engineers: tuple[tuple[Any, ...], dict[str, Cell]] | None = None
    # kept for the game: enemy id -> where the side last saw it at the start of a side-turn
    seen_at: dict[str, Cell] = field(default_factory=dict)
    coming: frozenset[str] | None = None  # seen enemies that came nearer since (this turn)
    # kept for the game: side -> the points where its own capture count did not run (A12)
    blocked: dict[str, dict[Cell, int]] = field(default_factory=dict)  # -> round first seen
    # kept for the game: side -> enemy id -> (its value if armed, else 0; where last seen):
    # every enemy the side has seen and not seen destroyed (engine/ai/attack/hunt.py)
    foes: dict[str, dict[str, tuple[float, Cell]]] = field(default_factory=dict)
    kills: dict[str, set[str]] = field(default_factory=dict)  # side -> those seen destroyed
    # kept for the game: side -> the camouflaged enemies among the foes (hunt.py `_spotting`)
    camouflaged: dict[str, set[str]] = field(default_factory=dict)
    # kept for the game: side -> the enemy engineers it has seen (engine/ai/mission/point_guard.py)
    capturers: dict[str, set[str]] = field(default_factory=dict)
    own_ids: dict[str, set[str]] = field(default_factory=dict)  # side -> its units ever
    # kept for the game: side -> its own units able to capture, seen at its decisions
    # (engine/ai/mission/last_capturer.py `began_with_one`)
    own_capturers: dict[str, set[str]] = field(default_factory=dict)
    # kept for the game: side -> side-turns begun with one of its guns on target (moves.py)
    prepared: dict[str, int] = field(default_factory=dict)
    events_read: tuple[int, int] = (0, 0)  # (id of the game, its events read for kills)
    # the search without engineers keeps its own memory of the enemies, read at every
    # decision (engine/ai/attack/hunt.py `searching`), apart from the hunt's and the assault's
    search_memory: TurnCache | None = None
    # kept for the round: (game, round, side) -> the `orders` round plan (round_plan.py)
    plans: dict[tuple[Any, ...], Any] = field(default_factory=dict)
    # kept for the game: side -> cells where its shots were stopped, with the round
    # (engine/ai/knowledge/suspect_lines.py), and (id of the game, its events read for them)
    shot_blocks: dict[str, dict[Cell, int]] = field(default_factory=dict)
    shot_blocks_read: dict[str, tuple[int, int]] = field(default_factory=dict)
    # kept for the game: side -> cells where its units were struck by shooters it did not
    # see, with the round and the damage (engine/ai/knowledge/ambushed.py), and its events read
    struck: dict[str, dict[Cell, tuple[int, float]]] = field(default_factory=dict)
    struck_read: dict[str, tuple[int, int]] = field(default_factory=dict)
    # kept for the game: side -> enemy id -> what it remembers of it (lurkers.py)
    lurks: dict[str, dict[str, Any]] = field(default_factory=dict)
    lurks_read: dict[str, tuple[int, int]] = field(default_factory=dict)  # as events_read
    # kept for the game: side -> the unit it sent to look for its guns (engine/ai/attack/spotter.py)
    spotters: dict[str, str] = field(default_factory=dict)
    # kept for the game: side -> the sent spotter's way so far, (its id, the nearest it has
    # come to its cells, the round it came that near), and the units released from looking,
    # each with the remembered enemies it was sent for (engine/ai/attack/spotter.py `_stalled`)
    spotter_ways: dict[str, tuple[str, int, int]] = field(default_factory=dict)
    spotters_released: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    # kept for the game: unit id -> its last snapshot and the values it was made of
    snapshots: KeptSnapshots = field(default_factory=lambda: KeptSnapshots())
    cover: tuple[tuple[Any, ...], dict[Cell, int]] | None = None  # (features, cell -> cover)
    # the buildings and works the side knew of at its last decision (work, not memory:
    # carried on from side-turn to side-turn as the snapshots are, `KeptStructures`)
    structures: KeptStructures = field(default_factory=lambda: KeptStructures())
    # (unit type id, any victory point) -> its worth (`SideView.type_value`)
    type_values: KeptTypeValues = field(default_factory=lambda: KeptTypeValues())

    def __deepcopy__(self, memo: dict[int, Any]) -> TurnCache:
        """A deep copy, but for the work kept by the version of the terrain it was worked
        out on (`TERRAIN_KEYED`): a copy starts without it (see there)."""
        twin = object.__new__(type(self))
        memo[id(self)] = twin
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in TERRAIN_KEYED:
                if type(value) is dict:  # one dict shared by two caches stays shared
                    if id(value) not in memo:
                        memo[id(value)] = {}
                        memo.setdefault(id(memo), []).append(value)  # as deepcopy keeps it
                    setattr(twin, f.name, memo[id(value)])
                else:  # a tuple (its key, the terrain, what was worked out) or None
                    setattr(twin, f.name, None)
            else:
                setattr(twin, f.name, copy.deepcopy(value, memo))
        return twin


# The turn cache's work keyed by the `terrain_version` of the terrain it was worked out on
# (`TravelReading._features_key`, `_terrain_codes`, lines.py `checker`, `_keep_cover`): the
# travel fields, their graphs and cost arrays, the terrain's codes, the lines of fire and the
# cells' cover. A version names one content, whichever list holds it (numbered process-wide,
# a fresh one at every change: engine/rules/state.py): the lookahead's believed clones, each
# a copy of the side's known map with its version, read the work of the position's terrain.
# A deep copy of the cache starts without it: copying it (a big map's fields, graphs and
# 200,000 lines) was most of the cost of copying a player.
TERRAIN_KEYED = frozenset({"fields", "graphs", "costs", "terrain", "lines", "cover"})


class SideView(DangerReading, TravelReading):
    """One side's picture of the game at one moment."""

    def __init__(self, game: Any, side: str, cfg: AIConfig, cache: TurnCache) -> None:
        self.game = game
        self.side = side
        self.cfg = cfg
        self.cache = cache
        # the map as the side last saw it (engine/ai/knowledge/belief.py), never the game's own state
        state = (BelievedState(game, side, cache.structures) if hasattr(game, "known_map")
                 else game.state)
        self.state = state
        self.grid = state.grid
        self.catalog = state.catalog
        self.rules = state.catalog.rules
        self.round = game.round
        # snapshots with typed attributes: live views work out derived values on each read
        # (the last decision's snapshot of a unit whose values are all the same: `kept`)
        kept = cache.snapshots
        # its own living units (scenario order) and only the enemies it spots (A8: cover,
        # size, camouflage), never the rest: `seen_units`' snapshots, without its views
        self.own: list[Unit]
        self.enemies: list[Unit]
        self.own, self.enemies = game.seen_snapshots(side, kept)
        self.own_cells: dict[Cell, Unit] = {u.at: u for u in self.own if u.at is not None}
        self.enemy_cells: dict[Cell, Unit] = {u.at: u for u in self.enemies
                                              if u.at is not None}
        self.ground_cells = {c for c, u in {**self.own_cells, **self.enemy_cells}.items()
                             if not u.flying}
        self._by_id = {u.id: u for u in (*self.own, *self.enemies)}
        self.objectives = _objectives(game)
        # the mission's AI plans of this side's own units (engine/rules/ai_plan_rules.py)
        plans = getattr(game, "ai_plans_for", None)
        self.plans: dict[str, Any] = plans(side) if plans is not None else {}
        self.vps = list(getattr(state, "vps", []))
        # the mines this side knows of: its own and enemy ones its engineers have found (A7)
        # and of those the side's own: no wall to it, a cost (the move stops, it goes off)
        self.own_mines, self.side_mines = known_mines(game, state, side)
        mine_work = self.catalog.works.get("mine")
        self.mine_damage = (mine_work.damage or 0) if mine_work is not None else 0
        self.last_round = int(getattr(state, "last_round", 0) or 0)
        # A12: the fewest points an enemy side must hold to win (None: none wins by points)
        victory = getattr(game, "victory", None)
        self.hold_points: int | None = (
            victory.enemy_hold_needed(side, tuple(game.sides))
            if hasattr(victory, "enemy_hold_needed") else getattr(victory, "hold_points", None))
        # the mission events that end the game with a winner, read as objectives
        # (engine/ai/mission/end_events.py; `end_event_threats`): kills and points to hold
        ends = end_threats(game) if cfg.end_event_threats else EndThreats()
        self.end_targets: tuple[Objective, ...] = ends.targets
        # the areas, the round and the units left of those events (engine/ai/mission/end_play.py)
        self.end_areas = ends.areas
        self.end_units_left = ends.units_left
        clock = [(w, r) for w, r in ends.clock if r >= self.round] if cfg.end_event_clock else []
        if clock:  # the game ends at the event's round: plan for it, a hold_until its winner's
            end = min(r for _, r in clock)
            self.last_round = min(self.last_round, end) if self.last_round else end
            self.end_targets += tuple(Objective(kind="hold_until", side=w, round=r)
                                      for w, r in clock if w is not None and r == end)
        needs = [n for s, n in ends.hold_needed if s != side]
        if needs:
            self.hold_points = min([*needs, *([self.hold_points] if self.hold_points else [])])
        # RULES.md B `activation`: the routed units (they may not fire) and the passive
        # units that took their opportunity shot at this activation (empty elsewhere)
        turn = game.turn_info_for(side) or {}
        self.routed: frozenset[str] = frozenset(turn.get("routed", {}))
        # A9: the seen enemies keeping a shot on Alert for the first of our units that moves
        self.alerted: frozenset[str] = frozenset(e.id for e in self.enemies if e.alert)
        # RULES.md B `phased`: the enemies the turn system put on Alert for this Movement
        # phase (the rules' Alert, not a unit's choice; empty under the other systems)
        self.imposed_alert: frozenset[str] = frozenset(turn.get("opportunity", ()))
        self.opportunity_fired: frozenset[str] = frozenset(turn.get("opportunity_fired", {}))
        # RULES.md B `orders`: the enemy's waiting Hold units, the only ones that intercept
        # (None under the other systems: every passive enemy may take its shot)
        self.waiting: frozenset[str] | None = (frozenset(turn["waiting"]) if "waiting" in turn
                                               else None)
        self._cover: dict[Cell, int] = {}
        self._cover_kept = False  # _cover is the cache's, kept for these features
        self._danger: dict[str, dict[Cell, tuple[float, int]]] = {}
        self._terms_read: dict[str, tuple[DangerTerms, tuple[float, ...]]] = {}
        self._close_fight: bool | None = None
        self._contact: bool | None = None
        self._features: tuple[Any, ...] | None = None
        # opportunity_cover's answer per kind of target, for this view's enemies
        self._opportunity: dict[str, dict[Cell, tuple[tuple[str, float], ...]]] = {}
        self._indirect: dict[Cell, tuple[tuple[str, float], ...]] | None = None
        self._lines: tuple[Callable[[Cell, Cell, Cell | None], bool], Any, Any] | None = None
        # the armed enemies it saw and sees no more, presumed where it last saw them
        # (engine/ai/knowledge/lurkers.py): threats, never targets; `threats` adds them to the seen
        self.lurkers: list[Unit] = lurkers(self)
        self._threats: tuple[int, list[Unit]] | None = None
        if self.lurkers:
            self.alerted = self.alerted | {e.id for e in self.lurkers if e.alert}

    @property
    def threats(self) -> list[Unit]:
        """The seen enemies and the lurkers (what the danger, the Alert shots and the
        attack's front read; never targets)."""
        held = self._threats
        if held is None or held[0] != id(self.enemies):
            held = self._threats = (id(self.enemies), [*self.enemies, *self.lurkers])
        return held[1]

    @property
    def capturers(self) -> list[Unit]:
        """The side's own units able to capture (A12), in scenario order: read once a view
        (the objectives, the last capturer, the fallback front and the clock each ask)."""
        held = self.__dict__.get("_capturers")
        if held is None or held[0] is not self.own:
            held = self._capturers = (
                self.own, [u for u in self.own if u.unit_type.has("capture")])
        return held[1]

    @property
    def visible(self) -> set[Cell]:
        """The cells the side sees (worked out when asked: most decisions never do)."""
        return set(self.game.visible_cells(self.side))

    def destroyed_since(self, start: int) -> tuple[list[tuple[str, Cell | None]], int]:
        """(unit id, cell or None) of the enemy units destroyed (or dispersed) in the
        game's events from index `start` on, and where the events end now; the AI counts
        only those it saw go (engine/ai/attack/hunt.py)."""
        game = self.game
        events = game.events_for(self.side, since=start)
        return ([(e["unit"], tuple(e["at"]) if e.get("at") else None) for e in events
                 if e.get("type") == "destroyed" and e.get("unit") is not None
                 and game.unit(e["unit"])["side"] != self.side], start + len(events))

    # -- types and values --------------------------------------------------------------
    def unit(self, unit_id: str) -> Unit:
        """The unit's snapshot of this decision (a unit of neither list, such as an enemy's
        cargo, is read from the game now)."""
        found = self._by_id.get(unit_id)
        return found if found is not None else self.game.unit(unit_id).snapshot()

    @staticmethod
    def with_flying(unit: Unit, flying: bool) -> Unit:
        """The unit as it would be in the air (or on the ground) after a move."""
        return unit if unit.flying == flying else dataclasses.replace(unit, flying=flying)

    def unit_value(self, unit: Unit) -> float:
        cfg, t = self.cfg, unit.unit_type
        value = self.type_value(t)
        if unit.id in self.objective_units():
            value += cfg.value_objective_bonus
        for cid in unit.cargo:
            value += cfg.value_carrier_cargo * self.unit_value(self.unit(cid))
        return value

    def unit_values(self) -> dict[str, float]:
        """`unit_value` of every unit of the view, own and seen enemies, by id (each
        decision's planner): each type's worth and the objective units read once, the
        same sum as `unit_value` (a unit with cargo asks it). Kept from the side's last
        decision while its lists were updated from those it read (`KeptLists`: the same
        units in the same places, these lists) and the worth reads the same catalog,
        config, points and objective units: only the units looked at again are valued."""
        bonus, objective = self.cfg.value_objective_bonus, self.objective_units()
        kept = self.cache.snapshots
        lists, held = kept.last, kept.worth
        worth = (self.catalog, self.cfg, bool(self.vps), objective)
        again = lists is not None and held is not None and lists.previous == held[0] \
            and held[1] is lists.places and same_worth(held[2], worth) \
            and same_units(self.own, lists.own) and same_units(self.enemies, lists.enemies)
        out: dict[str, float] = dict(held[3]) if again else {}
        by_type: dict[str, float] = {}
        for u in ([self._by_id[uid] for uid in lists.looked] if again
                  else (*self.own, *self.enemies)):
            if u.cargo:
                out[u.id] = self.unit_value(u)
                continue
            t = u.unit_type
            value = by_type.get(t.id)
            if value is None:
                value = by_type[t.id] = self.type_value(t)
            out[u.id] = value + bonus if u.id in objective else value
        if lists is not None and hasattr(kept, "worth"):
            kept.worth = (lists.version, lists.places, (*worth[:3], set(objective)), out)
            return dict(out)
        return out

    def type_value(self, t: UnitType) -> float:
        """The worth of a unit of the type before its objectives and cargo (`unit_value`):
        kept for the game per type (the catalog and the config the same)."""
        held = self.cache.type_values
        if held.owner[0] is not self.catalog or held.owner[1] is not self.cfg:
            held.clear()
            held.owner = (self.catalog, self.cfg)
        key = (t.id, bool(self.vps))
        value = held.get(key)
        if value is None:
            cfg = self.cfg
            best = max((w.damage for w in t.weapons), default=0)
            value = cfg.value_base + cfg.value_per_hp * t.hp + \
                cfg.value_per_damage * best * t.shots
            if t.has("capture") and self.vps:
                value += cfg.value_engineer_bonus
            if t.has("aura_general"):
                value += cfg.value_general_bonus
            held[key] = value
        return value

    def objective_units(self) -> set[str]:
        """The units some objective names (a convoy, a target: `kinds.concerns`); worked
        out once a view (asked for the value of every unit of a decision)."""
        held = self.__dict__.get("_objective_units")
        if held is None or held[0] is not self.objectives:
            held = self._objective_units = (
                self.objectives, {uid for o in self.objectives for uid in concerns(o)})
        return held[1]

    def my_objectives(self, role: str) -> list[Objective]:
        """This side's objectives that ask `role` of it (engine.scenario.kinds.base.ROLES)."""
        return [o for o in self.objectives if role_of(o) == role and o.side == self.side]

    def their_objectives(self, role: str) -> list[Objective]:
        """The other sides' objectives that ask `role` of them."""
        return [o for o in self.objectives if role_of(o) == role and o.side != self.side]

    def their_aims(self, role: str) -> list[Objective]:
        """`their_objectives` and the other sides' ways to win by an event that ends the
        game (`end_targets`): what the side guards against."""
        return [*self.their_objectives(role),
                *(o for o in self.end_targets if role_of(o) == role and o.side != self.side)]

    def my_aims(self, role: str) -> list[Objective]:
        """`my_objectives` and the side's own ways to win by an event that ends the game."""
        return [*self.my_objectives(role),
                *(o for o in self.end_targets if role_of(o) == role and o.side == self.side)]

    def defending(self, side: str | None = None) -> bool:
        """The side (this view's, or `side`) wins by not losing: a hold_until, or the last
        round, is its, and it has no convoy to bring in."""
        side = side or self.side
        mine = [role_of(o) for o in (*self.objectives, *self.end_targets) if o.side == side]
        if CONVOY in mine:
            return False
        on_last = getattr(getattr(self.game, "victory", None), "on_last_round", None)
        return HOLD in mine or on_last == side

    def against_defence(self) -> bool:
        """An enemy side wins by not losing (`defending`): this side must break it."""
        return not self.defending() and any(
            self.defending(s) for s in self.game.sides if s != self.side)

    def meeting_fight(self) -> bool:
        """Neither this side nor an enemy wins by not losing: both race for the points."""
        return not self.defending() and not self.against_defence()

    # -- terrain, cover, lines ---------------------------------------------------------
    def _keep_cover(self) -> None:
        """The cells' cover kept from the last decision while the features are the same."""
        self._cover_kept = True
        key = (id(self.catalog), self._features_key())
        held = self.cache.cover
        if held is None or held[0] != key:
            held = self.cache.cover = (key, {})
        self._cover = held[1]

    def cover_reader(self) -> Callable[[Cell], int]:
        """`cover_at` for many cells (a unit's scores): the kept cover looked up first."""
        if not self._cover_kept:
            self._keep_cover()
        known, cover_at = self._cover.get, self.cover_at

        def cover(cell: Cell) -> int:
            found = known(cell)
            return found if found is not None else cover_at(cell)
        return cover

    def cover_at(self, cell: Cell) -> int:
        """A7 cover of a cell for a ground unit (terrain, wreck, finished works/buildings);
        kept from one decision to the next while the features are the same."""
        found = self._cover.get(cell)
        if found is None and not self._cover_kept:
            self._keep_cover()
            found = self._cover.get(cell)
        if found is None:
            state = self.state
            found = state.ground_terrain(cell).cover
            if cell in state.wrecks:
                found += self.rules.wreck_cover
            for s in (state.structures.get(cell), state.bridges.get(cell)):
                if s is not None and s.finished:
                    record = (self.catalog.buildings[s.type] if s.kind == "building"
                              else self.catalog.works[s.type])
                    found += record.cover
            self._cover[cell] = found
        return found

    def unit_cover(self, unit: Unit, at: Cell | None = None) -> int:
        cell = at or unit.at
        if cell is None or unit.flying:
            return 0
        cover = self.cover_at(cell)
        radius = self.rules.general_cover_radius
        for f in self._generals(unit.side == self.side):  # each on the map
            if f.id != unit.id and self.grid.distance(f.at, cell) <= radius:  # type: ignore[arg-type]
                return cover + self.rules.general_cover_bonus
        return cover

    def _generals(self, own: bool) -> list[Unit]:
        """The units on the map of the side's own list (or the enemies') that reassure
        their friends (A7, `aura_general`), in order: read once a view (a unit's cover is
        asked for every cell an Alert shot may reach it on, and looked at every unit)."""
        held = self.__dict__.get("_general_lists")
        if held is None or held[0] is not self.own or held[1] is not self.enemies:
            held = self._general_lists = (self.own, self.enemies, {})
        found: list[Unit] | None = held[2].get(own)
        if found is None:
            found = held[2][own] = [f for f in (self.own if own else self.enemies)
                                    if f.at is not None and f.unit_type.has("aura_general")]
        return found

    def line_clear(self, a: Cell, b: Cell, ignore: Cell | None = None) -> bool:
        """A5 line of fire as this side knows it (units it sees, terrain; lines.py)."""
        return self.line_checker()(a, b, ignore)

    def line_checker(self) -> Callable[[Cell, Cell, Cell | None], bool]:
        """`line_clear` for the many lines of a decision: the kept lines read once (the
        ground units of the view are fixed once it is built)."""
        held, state = self.cache.lines, self.state
        key = (state.terrain, state.terrain_version)
        kept = self._lines
        if (kept is None or held is None or kept[1] is not held or kept[2][0] is not key[0]
                or kept[2][1] != key[1]):
            clear, self.cache.lines = lines.checker(
                self.grid, state, self.ground_cells, self.rules.max_ruins_in_line_of_fire,
                held)
            kept = self._lines = (clear, self.cache.lines, key)
        return kept[0]

    # -- shooting estimates ------------------------------------------------------------
    def can_hit(self, shooter: UnitType, weapon: Weapon, target: Unit) -> bool:
        t = target.unit_type
        if target.flying:
            if weapon.fire == "ground":
                return False
            return weapon.has("anti_air") or (t.is_drone and (weapon.fire == "direct"
                                                             or shooter.kills_drone_with(weapon)))
        if t.is_aircraft and weapon.has("no_low_aim"):
            return False
        return True

    def damage(self, shooter: UnitType, weapon: Weapon, target: Unit,
               base: int | None = None, at: Cell | None = None) -> int:
        t = target.unit_type
        if t.is_drone and shooter.kills_drone_with(weapon):
            return target.hp
        amount = weapon.damage if base is None else base
        return max(self.rules.min_damage, amount - self.unit_cover(target, at))

    def shot_value(self, shooter: Unit, weapon: Weapon, target: Unit,
                   values: dict[str, float]) -> float:
        """What a hit is worth: the share of the target's value it takes, more for a kill,
        blast effects on everyone around (friends count against), minus a kamikaze. With
        `focus_fire` the share is (in that measure) of the hit points the target has left,
        not of its whole: a wounded enemy is nearer its kill, so the side's shots gather on
        it (Lanchester: fire spread over many enemies silences none of their guns)."""
        st = shooter.unit_type
        hp = target.hp
        dmg = min(hp, self.damage(st, weapon, target))
        tv = values.get(target.id) or self.unit_value(target)
        focus = self.cfg.focus_fire
        whole = max(1, target.max_hp)
        value = tv * dmg / (whole if focus <= 0 else whole + focus * (max(1, hp) - whole))
        if dmg >= hp:
            value += self.cfg.kill_bonus * tv
        if weapon.has("blast") and not target.flying:
            centre = target.at
            assert centre is not None
            base = self.rules.blast_damage(weapon.damage)
            for cell in self.grid.cells_within(centre, self.rules.blast_radius):
                if cell == centre or cell not in self.ground_cells:
                    continue
                other = self.own_cells.get(cell) or self.enemy_cells.get(cell)
                if other is None or other.flying:
                    continue
                d = min(other.hp, self.damage(st, weapon, other, base))
                ov = values.get(other.id) or self.unit_value(other)
                share = ov * d / max(1, other.max_hp)
                value += -self.cfg.friendly_fire * share if other.side == self.side else share
        if weapon.has("self_destruct"):
            value -= values.get(shooter.id) or self.unit_value(shooter)
        return value


def _objectives(game: Any) -> list[Objective]:
    """The scenario's objectives as the game runs them (public to every side)."""
    rules = getattr(game, "victory", None)
    return list(getattr(rules, "objectives", ()) or ())
