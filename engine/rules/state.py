"""Mutable runtime records of a game: units, buildings, works, mines, VPs and terrain.

The scenario model (`engine.scenario.model`) describes how a mission *starts* and is never
changed by play; this module holds what changes. Everything here is plain data plus small
look-ups, so `copy.deepcopy` (see `clone_state`) gives an independent game, and the rule
modules (movement, fire, orders, victory) stay free functions over one `GameState`.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from collections.abc import Iterator
from dataclasses import field
from typing import Any, ClassVar

from engine.catalog import Catalog, TerrainType, UnitType
from engine.grid import Cell, Grid, make_grid
from engine.records import record
from engine.rules.data_copy import copied_as_data, data_copy
from engine.rules.play_rules import PlayRules, play_rules
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Scenario, Unit

# Every value a unit is given takes the next number of this count as the unit's `changed`
# (`UnitState.__setattr__`): what is worked out from a unit's values (a side's spotting,
# engine/rules/vision.py) is kept while its number is the same.
_CHANGES = itertools.count(1)

# Every terrain (a game's map, a side's memory of it) takes its version from this one
# count, at its making and at each change: one number is only ever the version of one
# content (a copy keeps its original's number while it holds the same cells), so a cache
# keyed by the version cannot take a freed map's arrays for a new map that happens to
# reuse its address and to have counted as far (the AI's travel costs, its lines).
_TERRAIN_VERSIONS = itertools.count(1)


def fresh_terrain_version() -> int:
    """A terrain version no map has had in this process."""
    return next(_TERRAIN_VERSIONS)


def state_changes() -> itertools.count[int]:
    """The count every unit's change takes its number from (`UnitState.changed`): a
    unit whose number is greater than one taken from it has changed since."""
    return _CHANGES


# The units' last changes as [number, unit], in the order they were made, whatever state
# the unit is of (`changed_since`): a reader of a position that kept what it read may
# look again at the units changed since instead of visiting every unit (issue 37: each AI
# decision's readers visited all 200 units of the big map for the one that moved). A
# unit changed again while its entry is the last takes the new number there (a move's
# steps are one entry). Held to the last `_LOG_LIMIT` entries: past it, the older half
# is let go and the greatest number let go remembered (a reader whose number is older
# visits every unit).
_LOG: list[list[Any]] = []
_LOG_LIMIT = 8192
_LOG_LOCK = threading.Lock()  # the log cut while no reader looks through it
_LET_GO = [0]  # the greatest number of the entries let go


def _log_change(unit: UnitState, number: int) -> None:
    """A new entry for the unit's change numbered `number` (`UnitState.__setattr__` takes
    the common case itself: the unit already last in the log takes the number there)."""
    _LOG.append([number, unit])
    if len(_LOG) > _LOG_LIMIT:
        _cut_log()


def kept_ref(table: dict[Any, tuple[Any, ...]], key: Any, held: tuple[Any, ...] | None,
             state: GameState) -> weakref.ref[GameState]:
    """The weak reference to `state` for `table[key]`, a memory kept for one state between
    positions (`held`: the entry there, whose first item is such a reference): the held
    one while it names this state, else a new one that drops the entry when the state goes
    (an id is only the state's while it lives)."""
    if held is not None and held[0]() is state:
        return held[0]  # type: ignore[no-any-return]
    return weakref.ref(state, lambda _: table.pop(key, None))


def changed_since(state: GameState, tick: int) -> list[UnitState] | None:
    """The state's units changed since `tick` (a number taken from `state_changes()`),
    each once, the last changed first; None when the log no longer reaches back that
    far: then every unit of the state is to be looked at. A state's units are changed by
    one thread, so its own entries in the log are in the order of their numbers (another
    thread's may come between): the first of them at or below `tick` ends the look."""
    units = state.units
    found: dict[int, UnitState] = {}
    with _LOG_LOCK:
        for number, u in reversed(_LOG):
            if units.get(u.id) is not u:
                continue  # another state's unit (a copy's, a believed clone's)
            if number <= tick:
                break
            found[id(u)] = u
        else:
            if _LET_GO[0] > tick:
                return None  # the entries let go may have held some
    return list(found.values())


def _cut_log() -> None:
    """The log's older half let go, its greatest number remembered."""
    with _LOG_LOCK:
        if len(_LOG) > _LOG_LIMIT:
            older = len(_LOG) - _LOG_LIMIT // 2
            _LET_GO[0] = max(_LET_GO[0], *(number for number, _ in _LOG[:older]))
            del _LOG[:older]


NEUTRAL = "neutral"
FINISHED = "finished"
UNDER_CONSTRUCTION = "under_construction"


@record
class UnitState:
    """One unit during play. `at` is None while aboard a carrier (cargo has no cell)."""

    id: str
    type: UnitType
    side: str
    at: Cell | None
    hp: int
    ap: int
    ammo: int | None
    fuel: int | None  # fuel for vehicles, battery for drones (the scenario's `fuel` key)
    name: str | None = None
    aboard: str | None = None
    cargo: list[str] = field(default_factory=list)
    flying: bool = False
    moved: bool = False
    shots_fired: int = 0
    weapons_used: dict[str, int] = field(default_factory=dict)
    alive: bool = True
    # A8: neither moved nor fired during its side's previous side-turn (camouflage).
    stayed_still: bool = False
    # A9: keeps a shot for the enemy side-turn.
    alert: bool = False
    # A11: the cell its last step came from, the course a crashing helicopter keeps.
    heading_from: Cell | None = None
    # the number its last change took (`__setattr__`); not a field
    changed: ClassVar[int] = 0

    def __setattr__(self, name: str, value: Any) -> None:
        """Every attribute set (the dataclass's own too) numbers the unit anew: `changed`
        differs from any number it had while any value of it was other (a copy, or an
        unpickled unit, takes a new one; a kept answer also holds the unit it read).
        `cargo` and `weapons_used` changed in place are not counted: what reads them
        compares them."""
        d = self.__dict__
        d[name] = value
        number = d["changed"] = next(_CHANGES)
        if _LOG and _LOG[-1][1] is self:  # the unit last in the log, inline (no call):
            _LOG[-1][0] = number  # the dataclass's own sets of a new unit, a move's steps
        else:
            _log_change(self, number)

    def __setstate__(self, state: dict[str, Any]) -> None:
        """A copy or an unpickled unit (another process's numbers) takes a number of
        this process's count: a unit's numbers only ever grow, so its number now never
        equals one it had before a change (a new object: a new entry in the log)."""
        self.__dict__.update(state)
        number = self.__dict__["changed"] = next(_CHANGES)
        _log_change(self, number)

    @property
    def max_fuel(self) -> int | None:
        return self.type.fuel if self.type.fuel is not None else self.type.battery

    @property
    def on_ground(self) -> bool:
        """On a cell and not in flight: blocks lines of fire, triggers mines, is shelled."""
        return self.alive and self.at is not None and not self.flying

    @property
    def on_map(self) -> bool:
        return self.alive and self.at is not None


@record
class Structure:
    """A building or a work (bridge, trench, bunker, dragon's teeth) on one cell."""

    kind: str  # "building" | "work"
    type: str
    at: Cell
    owner: str
    state: str
    progress: int
    hp: int

    @property
    def finished(self) -> bool:
        return self.state == FINISHED


@record
class Mine:
    at: Cell
    owner: str | None


@record
class ForestFire:
    """A6: a burning cell. `age` counts the round ends it has burnt through; `side_turns`
    the side-turns it has burnt through whole (-1 while the side-turn that lit it goes on:
    that one does not count); a fire of generation 0 was lit by a shell, a wreck or the
    summer sun, spread fires are older generations (only generations below
    rules.fire_spread_generations spread)."""

    at: Cell
    age: int = 0
    generation: int = 0
    side_turns: int = -1


@record
class Smoke:
    """Smoke on a cell (RULES.md B, phased): blocks lines of fire through and into it.
    `left` counts the After-Action phases of the laying side it still lasts."""

    at: Cell
    side: str
    left: int


@record
class VictoryPoint:
    """A VP: `owner` is the side holding it (None = neutral); `holder`/`count` track the
    capture in progress (A12: consecutive ends of side-turn of the engineer's side)."""

    id: str
    at: Cell
    owner: str | None = None
    holder: str | None = None
    count: int = 0


@record
class MissionState:
    """What the mission events (engine.rules.events) keep between checks, plain data."""

    fired: dict[str, int] = field(default_factory=dict)  # event id -> round of last firing
    holding: dict[str, bool] = field(default_factory=dict)  # once: false: held last check
    turn_round: int = 0  # the round of `started`
    started: list[str] = field(default_factory=list)  # sides whose turn began this round
    waiting: list[str] = field(default_factory=list)  # reinforcements with no free cell yet
    withdrawn: list[str] = field(default_factory=list)  # left the map: not losses
    deck: list[str] = field(default_factory=list)  # event cards left, in drawing order
    deploying: list[str] = field(default_factory=list)  # sides still deploying (round 0)
    # side -> group -> its plan as an `ai_plan` action set it (plain data, ai_plan_rules.py)
    plans: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    # the mission variables now (`variables:`, set_var, add_var, score: mission_vars.py)
    variables: dict[str, int] = field(default_factory=dict)
    # victory point id -> [its holder (None: nobody), the round it was first seen held]
    # (the `holds` trigger: engine/rules/mission_triggers.py)
    held: dict[str, list[Any]] = field(default_factory=dict)
    # the sides whose side-turns are starting, during the check at that start only (the
    # `turn_of` trigger); empty at every other check
    starting: list[str] = field(default_factory=list)
    # weather still to come: [from round, season or None, rain or None] (`weather`)
    weather: list[list[Any]] = field(default_factory=list)
    # side -> [[cells as [col, row]], the last round] the fog is lifted from (`reveal`)
    revealed: dict[str, list[list[Any]]] = field(default_factory=dict)
    # the file's number of each objective the game runs now (None: added by an event);
    # None until an `objective` action first changes them
    objective_numbers: list[int | None] | None = None


@record
class GameState:
    """Everything that changes during a game, plus the shared, read-only catalogs."""

    catalog: Catalog
    play: PlayRules
    grid: Grid
    terrain: list[list[str]]
    sides: list[str]
    order: list[str]
    last_round: int
    units: dict[str, UnitState]
    ground: dict[Cell, str] = field(default_factory=dict)
    air: dict[Cell, str] = field(default_factory=dict)
    structures: dict[Cell, Structure] = field(default_factory=dict)
    bridges: dict[Cell, Structure] = field(default_factory=dict)
    mines: dict[Cell, Mine] = field(default_factory=dict)
    wrecks: set[Cell] = field(default_factory=set)
    vps: list[VictoryPoint] = field(default_factory=list)
    side_index: int = 0
    round: int = 1
    result: dict[str, Any] | None = None
    season: str = "summer"
    # a mission's rain (the `weather` action): counts as autumn's rain does (A6, A8)
    rain: bool = False
    start_hour: int = 8
    hours_per_round: int = 1
    fires: dict[Cell, ForestFire] = field(default_factory=dict)
    smoke: dict[Cell, Smoke] = field(default_factory=dict)
    # What the turn system keeps between actions (engine.turns.base): plain data only.
    turn: dict[str, Any] = field(default_factory=dict)
    mission: MissionState = field(default_factory=MissionState)
    # A fresh number at every terrain change (set_terrain), so whole-map arrays derived
    # from the terrain (the AI's travel costs) are rebuilt only when it changed; numbered
    # process-wide (`fresh_terrain_version`).
    terrain_version: int = field(default_factory=fresh_terrain_version)
    _neighbour_cache: dict[Cell, tuple[Cell, ...]] = field(default_factory=dict, repr=False,
                                                           compare=False)
    _vp_cells: dict[Cell, VictoryPoint] = field(default_factory=dict, repr=False, compare=False)

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The grid's neighbours, cached: the pathfinder asks for them constantly."""
        found = self._neighbour_cache.get(cell)
        if found is None:
            found = self._neighbour_cache[cell] = tuple(self.grid.neighbours(cell))
        return found

    # -- whose turn -------------------------------------------------------------------
    @property
    def side(self) -> str:
        return self.order[self.side_index]

    # -- calendar (A8) -------------------------------------------------------------------
    @property
    def hour(self) -> int:
        """The hour of the day now: the scenario's start hour plus the rounds gone by."""
        return (self.start_hour + (self.round - 1) * self.hours_per_round) % 24

    @property
    def day_phase(self) -> str:
        return self.catalog.rules.day_phase(self.hour)

    # -- terrain ------------------------------------------------------------------------
    def terrain_at(self, cell: Cell) -> TerrainType:
        """The terrain of the (possibly shelled, burnt, ruined) cell, ignoring bridges."""
        return self.catalog.terrain[self.terrain[cell[1]][cell[0]]]

    def set_terrain(self, cell: Cell, terrain_id: str) -> None:
        self.terrain[cell[1]][cell[0]] = self.catalog.terrain_by_id[terrain_id].char
        self.terrain_version = fresh_terrain_version()

    def ignite(self, cell: Cell, events: list[dict[str, Any]], cause: str,
               generation: int = 0, in_side_turn: bool = True) -> bool:
        """A6: set a flammable cell on fire (a cell already burning stays as it is); a fire
        lit between side-turns (the summer sun at a round's end) has no side-turn of its
        own that must end first.
        Lives here, not in engine.rules.seasons, because shells and wrecks (fire, damage) light
        fires and the seasons module itself hurts units through engine.rules.damage."""
        if cell in self.fires or not self.terrain_at(cell).flammable:
            return False
        self.fires[cell] = ForestFire(cell, 0, generation, -1 if in_side_turn else 0)
        events.append({"type": "fire_started", "at": [cell[0], cell[1]], "cause": cause})
        return True

    def ground_terrain(self, cell: Cell) -> TerrainType:
        """What a ground unit stands on: a finished bridge counts as its `counts_as` (road)."""
        bridge = self.bridges.get(cell)
        if bridge is not None and bridge.finished:
            counts_as = self.catalog.works["bridge"].counts_as
            if counts_as is not None:
                return self.catalog.terrain_by_id[counts_as]
        return self.terrain_at(cell)

    # -- units ---------------------------------------------------------------------------
    def ground_unit(self, cell: Cell) -> UnitState | None:
        uid = self.ground.get(cell)
        return None if uid is None else self.units[uid]

    def air_unit(self, cell: Cell) -> UnitState | None:
        uid = self.air.get(cell)
        return None if uid is None else self.units[uid]

    def units_at(self, cell: Cell) -> list[UnitState]:
        """Ground unit first, then the aircraft above it."""
        found = [self.ground_unit(cell), self.air_unit(cell)]
        return [u for u in found if u is not None]

    def living(self, side: str | None = None) -> Iterator[UnitState]:
        """Living units (cargo included) in scenario order, optionally of one side."""
        for u in self.units.values():
            if u.alive and (side is None or u.side == side):
                yield u

    def position(self, unit: UnitState) -> Cell | None:
        """The unit's cell, or its carrier's for cargo (escort areas count cargo)."""
        if unit.at is not None:
            return unit.at
        if unit.aboard is not None:
            return self.position(self.units[unit.aboard])
        return None

    def place(self, unit: UnitState, cell: Cell) -> None:
        """Put a unit on a cell in its layer (air while flying, ground otherwise)."""
        layer = self.air if unit.flying else self.ground
        assert cell not in layer, f"{cell} already holds {layer[cell]}"
        layer[cell] = unit.id
        unit.at = cell

    def lift(self, unit: UnitState) -> None:
        """Take a unit off its cell (to move it, load it or destroy it)."""
        if unit.at is None:
            return
        layer = self.air if unit.flying else self.ground
        if layer.get(unit.at) == unit.id:
            del layer[unit.at]
        unit.at = None

    # -- features ------------------------------------------------------------------------
    def vp_at(self, cell: Cell) -> VictoryPoint | None:
        if len(self._vp_cells) != len(self.vps):  # VPs never move: filed once by cell
            self._vp_cells = {vp.at: vp for vp in reversed(self.vps)}
        return self._vp_cells.get(cell)

    def structure_max_hp(self, s: Structure) -> int:
        record = (self.catalog.buildings[s.type] if s.kind == "building"
                  else self.catalog.works[s.type])
        return int(record.hp or 0)


def enemies(state: GameState, side: str) -> Iterator[UnitState]:
    """Living units of every other side that are on the map (cargo cannot be hit)."""
    for u in state.units.values():
        if u.alive and u.side != side and u.at is not None:
            yield u


def unit_state(u: Unit, catalog: Catalog) -> UnitState:
    """A unit entry of the scenario (or of a reinforcement) as it starts: off the map,
    full AP, the entry's overrides applied."""
    t = catalog.units[u.type]
    max_fuel = t.fuel if t.fuel is not None else t.battery
    return UnitState(
        id=u.id, type=t, side=u.side, at=None, name=u.name,
        hp=t.hp if u.hp is None else u.hp, ap=t.ap,
        ammo=t.ammo if u.ammo is None else (u.ammo if t.ammo is not None else None),
        fuel=max_fuel if u.fuel is None else (u.fuel if max_fuel is not None else None),
        flying=bool(u.flying) and t.is_aircraft,
        stayed_still=True,  # placed by the designer: it has not moved yet
    )


def build_state(scenario: Scenario, catalog: Catalog) -> GameState:
    """The runtime state of a scenario's first moment (units on the ground, full AP)."""
    defaults = scenario_defaults()
    grid = make_grid(scenario.map.grid or defaults.grid, scenario.map.width, scenario.map.height)
    sides = [s.id for s in scenario.sides]
    first = sides.index(scenario.first_side)
    units = {u.id: unit_state(u, catalog) for u in scenario.units}
    calendar = scenario.calendar
    season = (calendar.season if calendar else None) or defaults.season
    start_hour = calendar.start_hour if calendar and calendar.start_hour is not None else (
        defaults.start_hour)
    per_round = (calendar.hours_per_round if calendar and calendar.hours_per_round
                 else defaults.hours_per_round)
    state = GameState(
        catalog=catalog, play=play_rules(), grid=grid,
        terrain=[list(row) for row in scenario.map.rows],
        sides=sides, order=sides[first:] + sides[:first], last_round=scenario.rounds,
        units=units, season=season, start_hour=start_hour, hours_per_round=per_round,
    )
    state.mission.variables = dict(scenario.variables or {})
    for u in scenario.units:
        if u.at is not None:
            state.place(units[u.id], u.at)
        for cid in u.cargo:
            units[u.id].cargo.append(cid)
            units[cid].aboard = u.id
    for f in scenario.features:
        if f.kind in ("building", "work", "bridge"):
            kind = "building" if f.kind == "building" else "work"
            type_id = "bridge" if f.kind == "bridge" else str(f.type)
            record = catalog.buildings[type_id] if kind == "building" else catalog.works[type_id]
            s = Structure(kind=kind, type=type_id, at=f.at, owner=f.owner or NEUTRAL,
                          state=f.state or FINISHED, progress=f.progress or 0,
                          hp=int(f.hp if f.hp is not None else (record.hp or 1)))
            (state.bridges if f.kind == "bridge" else state.structures)[f.at] = s
        elif f.kind == "mine":
            state.mines[f.at] = Mine(f.at, f.owner)
        elif f.kind == "wreck":
            state.wrecks.add(f.at)
        elif f.kind == "victory_point":
            owner = f.owner if f.owner not in (None, NEUTRAL) else None
            state.vps.append(VictoryPoint(id=f.id or f"vp{len(state.vps) + 1}", at=f.at,
                                          owner=owner))
    return state


# the state's records are copied as deepcopy copies them, without its dispatch per value
copied_as_data(GameState, UnitState, Structure, Mine, ForestFire, Smoke, VictoryPoint,
               MissionState)


def clone_state(state: GameState) -> GameState:
    """A deep copy sharing only the frozen catalog records (they cannot be deep-copied:
    they hold read-only mapping proxies, and copying them would be waste anyway): deepcopy's
    own copy with that memo (`data_copy`: the same objects made in the same order, each
    unit numbered by its `__setstate__` as deepcopy does it)."""
    memo: dict[int, Any] = {id(state.catalog): state.catalog, id(state.play): state.play,
                            id(state.grid): state.grid,
                            id(state._neighbour_cache): state._neighbour_cache}
    for t in state.catalog.units.values():
        memo[id(t)] = t
    return data_copy(state, memo)  # type: ignore[no-any-return]
