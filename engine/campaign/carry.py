"""Carried units (DESIGN.md, "Campaign file"): what a finished mission passes on to the
next, and how it enters that mission.

`carried_units` reads the end of a game: a side's survivors (alive, or withdrawn from the
map by an event: they left, they were not lost) with their hit points, ammunition and fuel;
`all` adds the destroyed, refitted to full strength; a list keeps those ids that survived.
`enter_mission` puts such units into the next mission's scenario on free cells of the
side's deployment zone (or the campaign's `arrives` area for it), cells where the unit's
class may stand, never on a unit, never on a cell a reinforcement of the mission names,
never on a mine; the same scenario and units always give the same cells. An id the
mission already uses is made unique (`inf1` -> `inf1_2`), in the units' cargo too.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import field
from typing import Any

from engine.campaign.model import ALL_UNITS, SURVIVORS, Carry
from engine.catalog import Catalog
from engine.grid import make_grid
from engine.records import record
from engine.scenario.defaults import scenario_defaults
from engine.scenario.ground import unit_ground_problem
from engine.scenario.kinds.base import AreaRef
from engine.scenario.kinds.reinforce import Reinforce
from engine.scenario.model import Cell, Scenario, Unit
from engine.scenario.packs.build import catalog_of

MAX_ID = 40  # the id pattern's length (schemas)


def carried_units(units: Iterable[Mapping[str, Any]], carry: Carry, mission_side: str,
                  withdrawn: Iterable[str] = (),
                  aliases: Mapping[str, str] | None = None) -> list[Unit]:
    """The units `carry` passes on from a game's end (`units`: the game's unit views, as
    `GameAPI.units()` gives them; `withdrawn`: ids an event took off the map alive), as
    scenario units of `mission_side` with no cell yet. `aliases` maps the id a carried unit
    had in this mission (made unique on entry) back to its campaign id, which it keeps: a
    carry's list names units by it. A unit aboard a carrier that is carried too stays in its
    cargo."""
    gone = set(withdrawn)
    back = dict(aliases or {})
    shadowed = set(back.values()) - set(back)  # the mission's own unit of a campaign id
    wanted = set(carry.ids) if carry.ids is not None else None
    chosen: list[Unit] = []
    for view in units:
        if view.get("side") != mission_side:
            continue
        uid = str(view["id"])
        survived = bool(view.get("alive")) or uid in gone
        if wanted is not None and (back.get(uid, uid) not in wanted or uid in shadowed):
            continue
        if not survived and carry.units != ALL_UNITS:
            continue
        unit = _unit_of(view, survived)
        unit.id = back.get(uid, uid)
        unit.cargo = [back.get(c, c) for c in unit.cargo]
        chosen.append(unit)
    ids = {u.id for u in chosen}
    for unit in chosen:
        unit.cargo = [c for c in unit.cargo if c in ids]
    return chosen


def _unit_of(view: Mapping[str, Any], survived: bool) -> Unit:
    """A scenario unit with the state `view` ended with (full strength when refitted)."""
    unit = Unit(id=str(view["id"]), type=str(view["type"]), side=str(view["side"]),
                name=view.get("name"))
    if survived:
        unit.hp = _below(view.get("hp"), view.get("max_hp"))
        unit.ammo = _below(view.get("ammo"), view.get("max_ammo"))
        unit.fuel = _below(view.get("fuel"), view.get("max_fuel"))
        unit.cargo = [str(c) for c in view.get("cargo") or []]
    return unit


def _below(value: Any, most: Any) -> int | None:
    """The value when it is below its maximum (a full one is left out, as a file would)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value if not isinstance(most, int) or value < most else None
    return None


@record
class Entry:
    """Carried units entering a mission: where each stood (new id -> cell; units in a
    carried carrier's cargo have none), the ids that changed, the units with no room."""

    scenario: Scenario
    placed: dict[str, Cell | None] = field(default_factory=dict)
    renamed: dict[str, str] = field(default_factory=dict)
    unplaced: list[Unit] = field(default_factory=list)
    cells: int = 0  # the cells of the arrival area, for the message when some have no room


def arrival_cells(scenario: Scenario, mission_side: str, area: AreaRef | None) -> list[Cell]:
    """Where units carried to `mission_side` enter: the `arrives` area when given, else the
    side's deployment zone; in the map, each cell once, in the order given."""
    cells = scenario.area_cells(area) if area is not None else scenario.deployment_zone(mission_side)
    seen: set[Cell] = set()
    out = []
    for c in ((int(x), int(y)) for x, y in cells):
        if c not in seen and 0 <= c[0] < scenario.map.width and 0 <= c[1] < scenario.map.height:
            seen.add(c)
            out.append(c)
    return out


def enter_mission(scenario: Scenario, arrivals: Sequence[tuple[str, AreaRef | None, Sequence[Unit]]],
                  catalog: Catalog | None = None) -> Entry:
    """A copy of `scenario` with the carried units added: `arrivals` lists (mission side,
    `arrives` area or None for the deployment zone, units). Units with nowhere to stand are
    left out and listed in `unplaced`. Nothing of the mission is moved or replaced.
    `catalog`: the mission's own (`catalog_of`: the game's and its rule packs' types) unless
    given; a carried unit of a type that catalog lacks has nowhere to stand."""
    cat = catalog or catalog_of(scenario)
    result = copy.deepcopy(scenario)
    entry = Entry(result)
    taken_ids = mission_unit_ids(result)
    blocked = blocked_cells(result)
    for side, area, units in arrivals:
        cells = arrival_cells(result, side, area)
        entry.cells = max(entry.cells, len(cells))
        renamed = _unique_ids(units, taken_ids)
        entry.renamed.update({old: new for old, new in renamed.items() if old != new})
        newcomers = []
        for unit in units:
            moved = copy.deepcopy(unit)
            moved.id = renamed[unit.id]
            moved.side = side
            moved.at = None
            moved.flying = None
            moved.cargo = [renamed[c] for c in unit.cargo if c in renamed]
            newcomers.append(moved)
        aboard = {c for u in newcomers for c in u.cargo}
        standing = [u for u in newcomers if u.id not in aboard]
        spots = place(result, standing, cells, blocked, cat)
        for unit in newcomers:
            if unit.id in aboard:
                continue
            cell = spots.get(unit.id)
            if cell is None:
                entry.unplaced.append(unit)
                entry.unplaced += [u for u in newcomers if u.id in unit.cargo]
                continue
            unit.at = cell
            blocked.add(cell)
            result.units.append(unit)
            entry.placed[unit.id] = cell
            for passenger in (u for u in newcomers if u.id in unit.cargo):
                result.units.append(passenger)
                entry.placed[passenger.id] = None
    return entry


def place(scenario: Scenario, units: Sequence[Unit], cells: Sequence[Cell], blocked: set[Cell],
          catalog: Catalog) -> dict[str, Cell]:
    """A cell for each unit that can have one (unit id -> cell): the units with the fewest
    cells to choose from go first, each takes the first free cell of `cells` where it may
    stand. Deterministic: the same arguments give the same cells."""
    ground = _Ground(scenario, catalog)
    options = {u.id: [c for c in cells if c not in blocked and ground.may_stand(u, c)]
               for u in units}
    order = sorted(range(len(units)), key=lambda i: (len(options[units[i].id]), i))
    used: set[Cell] = set()
    spots: dict[str, Cell] = {}
    for i in order:
        unit = units[i]
        cell = next((c for c in options[unit.id] if c not in used), None)
        if cell is not None:
            used.add(cell)
            spots[unit.id] = cell
    return spots


class _Ground:
    """Where a unit may stand in a scenario (the validation's own rule, ground.py)."""

    def __init__(self, scenario: Scenario, catalog: Catalog) -> None:
        self.scenario = scenario
        self.catalog = catalog
        self.structures: dict[Cell, dict[str, Any]] = {}
        self.bridges: set[Cell] = set()
        for f in scenario.features:
            if f.kind in ("building", "work"):
                self.structures[f.at] = {k: v for k, v in vars(f).items() if v is not None}
            elif f.kind == "bridge":
                self.bridges.add(f.at)
        kind = scenario.map.grid or scenario_defaults().grid
        self.grid = make_grid(kind, scenario.map.width, scenario.map.height)

    def may_stand(self, unit: Unit, cell: Cell) -> bool:
        utype = self.catalog.units.get(unit.type)
        if utype is None or not self.grid.in_bounds(cell):
            return False
        terrain = self.catalog.terrain.get(self.scenario.map.terrain_at(cell))
        if terrain is None:
            return False
        return unit_ground_problem(self.catalog, utype, terrain, self.structures.get(cell),
                                   unit.side, cell in self.bridges, unit.id, cell) is None


def blocked_cells(scenario: Scenario) -> set[Cell]:
    """Cells a carried unit never takes: a unit's, a mine's, and every cell a reinforcement
    of the mission (an event's or an event card's) names as its arrival."""
    cells = {u.at for u in scenario.units if u.at is not None}
    cells |= {f.at for f in scenario.features if f.kind == "mine"}
    for unit in reinforcement_units(scenario):
        if unit.at is not None:
            cells.add(unit.at)
    return cells


def reinforcement_units(scenario: Scenario) -> list[Unit]:
    """Every unit a `reinforce` action of the mission brings (events and event cards)."""
    out: list[Unit] = []
    for holder in [*scenario.events, *scenario.event_cards]:
        for action in holder.do:
            if isinstance(action, Reinforce):
                out += action.units
    return out


def mission_unit_ids(scenario: Scenario) -> set[str]:
    return {u.id for u in scenario.units} | {u.id for u in reinforcement_units(scenario)}


def _unique_ids(units: Sequence[Unit], taken: set[str]) -> dict[str, str]:
    """old id -> an id no unit of the mission (nor an earlier newcomer) has; adds them to
    `taken`."""
    out: dict[str, str] = {}
    for unit in units:
        new = unit.id
        n = 2
        while new in taken:
            suffix = f"_{n}"
            new = unit.id[: MAX_ID - len(suffix)] + suffix
            n += 1
        taken.add(new)
        out[unit.id] = new
    return out


def strongest(units: Iterable[Unit]) -> list[Unit]:
    """Units at full strength (the most a carry could bring), for the validation's check
    that every carried force can be placed."""
    return [Unit(id=u.id, type=u.type, side=u.side, name=u.name, cargo=[]) for u in units]


def survivors_word(carry: Carry) -> str:
    if carry.units == SURVIVORS:
        return "its survivors"
    if carry.units == ALL_UNITS:
        return "all its units"
    return "the units " + ", ".join(carry.ids or [])
