"""Engineers' orders (A1.4, A3, A5, A7, C): build, lay_mine, demine and clear.

Construction: the first Build order on an empty cell opens a construction site of the
engineer's side; every further Build order advances it, and the one that reaches the type's
`build_orders` finishes it. A site blocks movement like a finished building and, shot down,
leaves nothing (engine.rules.damage). Repair of vehicles is the shared service order in
engine.rules.unit_orders. Every order acts on an adjacent cell (play.yaml order_reach); Clear may also
act on the engineer's own cell.
"""

from __future__ import annotations

from typing import Any

from engine.grid import Cell
from engine.records import record
from engine.rules import kept_searches, move_steps, vision
from engine.rules.actions import (
    Action,
    Event,
    IllegalAction,
    acting_unit,
    cell_json,
    cell_key,
    pay_check,
    refuse,
)
from engine.rules.cell_contents import contents_log
from engine.rules.state import (
    FINISHED,
    UNDER_CONSTRUCTION,
    GameState,
    Mine,
    Structure,
    UnitState,
    kept_ref,
)

ENGINEER_ORDERS = {"build": "build", "lay_mine": "lay_mine", "demine": "demine",
                   "clear": "clear"}  # order -> ability the unit needs
ENGINEER_ABILITIES = frozenset(ENGINEER_ORDERS.values())


@record(frozen=True)
class Job:
    kind: str
    unit: UnitState
    cell: Cell
    what: str | None = None


def cost(state: GameState, kind: str) -> int:
    return state.catalog.rules.order_ap(kind, 0)


def buildable_types(state: GameState) -> list[tuple[str, str]]:
    """(kind, type id) of everything the Build order makes: every building, and the works
    marked buildable (a mine is laid instead)."""
    found = [("building", b) for b in state.catalog.buildings]
    found += [("work", w.id) for w in state.catalog.works.values() if w.buildable]
    return found


def _kind_of(state: GameState, what: str) -> str | None:
    return next((k for k, t in buildable_types(state) if t == what), None)


def _reach_problem(state: GameState, unit: UnitState, cell: Cell, own_cell_ok: bool) -> str | None:
    assert unit.at is not None
    d = state.grid.distance(unit.at, cell)
    if d > state.play.order_reach or (d == 0 and not own_cell_ok):
        return f"{list(cell)} is not adjacent to '{unit.id}'"
    return None


def _ability_problem(unit: UnitState, kind: str) -> str | None:
    if not unit.type.has(ENGINEER_ORDERS[kind]):
        return f"'{unit.id}' ({unit.type.name}) cannot {kind.replace('_', ' ')}"
    if unit.flying:
        return f"'{unit.id}' is in flight"
    return None


def site_problem(state: GameState, side: str, cell: Cell, what: str) -> str | None:
    """Why a new site of `what` cannot open on `cell`: it must be empty of ground units,
    structures, victory points and known mines, on terrain the type stands on (a work's
    `placed_on`, else ground foot troops walk that is neither ruins nor rubble)."""
    kind = _kind_of(state, what)
    if kind is None:
        names = ", ".join(t for _, t in buildable_types(state))
        return f"cannot build {what!r}; buildable: {names}"
    return _open_cell_problem(state, side, cell) or _ground_problem(state, cell, kind, what)


def _open_cell_problem(state: GameState, side: str, cell: Cell) -> str | None:
    """What on the cell keeps any new site off it (the part of `site_problem` that is
    the same for every type)."""
    if cell in state.ground:
        return f"unit '{state.ground[cell]}' stands at {list(cell)}"
    if state.vp_at(cell) is not None:
        return f"{list(cell)} is a victory point"
    if cell in vision.known_mine_cells(state, side):
        return f"a mine lies at {list(cell)}"
    return None


def _ground_problem(state: GameState, cell: Cell, kind: str, what: str) -> str | None:
    """Whether the cell's terrain takes a new site of `what` (of `kind`)."""
    terrain = state.terrain_at(cell)
    placed_on = state.catalog.works[what].placed_on if kind == "work" else None
    if placed_on is not None:
        if terrain.id not in placed_on:
            return f"a {what} stands only on {', '.join(placed_on)}"
    elif terrain.step_cost("foot") is None or terrain.ruin or terrain.clears_to is not None:
        return f"cannot build on {terrain.name.lower()}"
    return None


def build_problem(state: GameState, unit: UnitState, cell: Cell, what: str | None) -> str | None:
    why = _ability_problem(unit, "build") or _reach_problem(state, unit, cell, False)
    if why is not None:
        return why
    site = state.structures.get(cell) or state.bridges.get(cell)
    if site is not None:
        if site.owner != unit.side:
            return f"the {site.type} at {list(cell)} is not {unit.side}'s"
        if site.finished:
            return f"the {site.type} at {list(cell)} is finished"
        if what is not None and what != site.type:
            return f"the site at {list(cell)} is a {site.type}, not a {what}"
        return None
    if what is None:
        return "'what' must name the building or work to start"
    return site_problem(state, unit.side, cell, what)


def mine_problem(state: GameState, unit: UnitState, cell: Cell) -> str | None:
    why = _ability_problem(unit, "lay_mine") or _reach_problem(state, unit, cell, False)
    if why is not None:
        return why
    if cell in state.ground:
        return f"unit '{state.ground[cell]}' stands at {list(cell)}"
    if cell in vision.known_mine_cells(state, unit.side) or cell in state.mines:
        return f"a mine already lies at {list(cell)}"
    if cell in state.structures or cell in state.bridges or state.vp_at(cell) is not None:
        return f"{list(cell)} is built on or a victory point"
    if state.terrain_at(cell).step_cost("foot") is None:
        return f"cannot lay a mine on {state.terrain_at(cell).name.lower()}"
    return None


def demine_problem(state: GameState, unit: UnitState, cell: Cell) -> str | None:
    why = _ability_problem(unit, "demine") or _reach_problem(state, unit, cell, False)
    if why is not None:
        return why
    if cell not in vision.known_mine_cells(state, unit.side):
        return f"{unit.side} knows of no mine at {list(cell)}"
    return None


def clear_problem(state: GameState, unit: UnitState, cell: Cell) -> str | None:
    why = _ability_problem(unit, "clear") or _reach_problem(state, unit, cell, True)
    if why is not None:
        return why
    terrain = state.terrain_at(cell)
    if terrain.clears_to is None:
        return f"there is nothing to clear on {terrain.name.lower()}"
    if cell in state.structures:
        return f"{list(cell)} is built on"
    return None


PROBLEMS = {"lay_mine": mine_problem, "demine": demine_problem, "clear": clear_problem}


def check_job(state: GameState, action: Action) -> Job:
    kind = str(action["type"])
    unit = acting_unit(action, state)
    cell = cell_key(action, "at", state)
    what = action.get("what")
    if kind == "build":
        if what is not None and not isinstance(what, str):
            raise IllegalAction(f"'what' must be a building or work type, got {what!r}")
        why = build_problem(state, unit, cell, what)
    else:
        why = PROBLEMS[kind](state, unit, cell)
    refuse(why)
    pay_check(unit, cost(state, kind), kind.replace("_", " "))
    return Job(kind, unit, cell, what)


def perform_job(state: GameState, job: Job) -> list[Event]:
    unit, cell = job.unit, job.cell
    unit.ap -= cost(state, job.kind)
    event: Event = {"type": {"build": "built", "lay_mine": "mine_laid", "demine": "demined",
                             "clear": "cleared"}[job.kind],
                    "unit": unit.id, "at": cell_json(cell)}
    events = [event]
    if job.kind == "build":
        site = state.structures.get(cell) or state.bridges.get(cell)
        if site is None:
            assert job.what is not None
            kind = _kind_of(state, job.what)
            assert kind is not None
            site = Structure(kind=kind, type=job.what, at=cell, owner=unit.side,
                             state=UNDER_CONSTRUCTION, progress=0, hp=0)
            site.hp = state.structure_max_hp(site)
            (state.bridges if job.what == "bridge" else state.structures)[cell] = site
        site.progress += 1
        record = (state.catalog.buildings[site.type] if site.kind == "building"
                  else state.catalog.works[site.type])
        if site.progress >= record.build_orders:
            site.state = FINISHED
        event.update({"what": site.type, "progress": site.progress,
                      "of": record.build_orders, "finished": site.finished})
    elif job.kind == "lay_mine":
        state.mines[cell] = Mine(cell, unit.side)
    elif job.kind == "demine":
        mine = state.mines.pop(cell)
        event["owner"] = mine.owner
    else:
        clears_to = state.terrain_at(cell).clears_to
        assert clears_to is not None
        state.set_terrain(cell, clears_to)
        events.append({"type": "terrain_changed", "at": cell_json(cell), "terrain": clears_to})
    return events


def engineering_actions(state: GameState, unit: UnitState) -> list[Action]:
    """Every legal engineer order of one unit. While positions are read, kept across them
    (a new list of the same dicts) while nothing it reads has changed: the unit's own
    values and the map's (`_listing_key`), and on the cells within its reach what the
    side's ground `ContentsLog` holds (the units, structures, bridges, mines and victory
    points there)."""
    if unit.at is None or unit.flying or unit.type.abilities.isdisjoint(ENGINEER_ABILITIES):
        return []
    log = contents_log(state, unit.side, False, lambda: (
        move_steps.known_mines(state, unit.side), move_steps.unseen_enemy_cells(state, unit)))
    if log is None or not kept_searches.keeping_searches():
        return _engineering_actions(state, unit)
    kept = _LISTED.get(id(state))
    if kept is None or kept[0]() is not state:
        kept = _LISTED[id(state)] = (kept_ref(_LISTED, id(state), kept, state), {})
    key = _listing_key(state, unit)
    held = kept[1].get(unit.id)
    if held is not None and held[0] == key:
        changed = log.changed_since(held[1])
        if changed is not None and held[2].isdisjoint(changed):
            kept[1][unit.id] = (key, log.generation, held[2], held[3])
            return list(held[3])
    listed = _engineering_actions(state, unit)
    cells = frozenset(state.grid.cells_within(unit.at, state.play.order_reach))
    kept[1][unit.id] = (key, log.generation, cells, listed)
    return list(listed)


def _listing_key(state: GameState, unit: UnitState) -> tuple[Any, ...]:
    """What `_engineering_actions` reads of the unit and of the map as a whole."""
    return (unit.at, unit.ap, unit.flying, unit.side, id(unit.type), state.terrain_version,
            id(state.terrain), id(state.catalog), state.play.order_reach)


# (id(state)) -> (the state, weakly; unit id -> (its `_listing_key`, the log's generation
# then, the cells within its reach, its orders))
_LISTED: dict[int, tuple[Any, dict[str, tuple[Any, ...]]]] = {}


def _engineering_actions(state: GameState, unit: UnitState) -> list[Action]:
    """`engineering_actions` worked out."""
    assert unit.at is not None
    out: list[Action] = []
    cells = sorted(state.grid.cells_within(unit.at, state.play.order_reach))
    types = buildable_types(state)
    kind_of = {t: k for k, t in reversed(types)}  # _kind_of's answer: a type's first kind
    by_terrain: dict[str, list[str]] = {}  # the buildable types on each terrain met
    for kind in ENGINEER_ORDERS:
        if not unit.type.has(ENGINEER_ORDERS[kind]) or unit.ap < cost(state, kind):
            continue
        for cell in cells:
            if not state.grid.in_bounds(cell):
                continue
            if kind == "build":
                site = state.structures.get(cell) or state.bridges.get(cell)
                if site is not None:
                    if build_problem(state, unit, cell, None) is None:
                        out.append({"type": "build", "unit": unit.id, "at": cell_json(cell),
                                    "what": site.type})
                    continue
                # build_problem of each type on an open cell, its cell's part asked once (the
                # unit's ability and flight are checked above)
                if (_reach_problem(state, unit, cell, False) is not None
                        or _open_cell_problem(state, unit.side, cell) is not None):
                    continue
                # the types its terrain takes (`_ground_problem` reads the terrain alone)
                char = state.terrain[cell[1]][cell[0]]
                takes = by_terrain.get(char)
                if takes is None:
                    takes = by_terrain[char] = [
                        what for _, what in types
                        if _ground_problem(state, cell, kind_of[what], what) is None]
                out += [{"type": "build", "unit": unit.id, "at": cell_json(cell), "what": what}
                        for what in takes]
            elif not _refused_at_once(state, unit.side, kind, cell) and PROBLEMS[kind](
                    state, unit, cell) is None:
                out.append({"type": kind, "unit": unit.id, "at": cell_json(cell)})
    return out


def _refused_at_once(state: GameState, side: str, kind: str, cell: Cell) -> bool:
    """A cheap test that the order's problem (`PROBLEMS[kind]`) is not None on the cell
    (its own answer then, without its message made): no known mine to lift, a unit on the
    cell to mine, nothing to clear. False: ask the problem itself."""
    if kind == "demine":
        return cell not in vision.known_mine_cells(state, side)
    if kind == "lay_mine":
        return cell in state.ground
    if kind == "clear":
        return state.terrain_at(cell).clears_to is None
    return False
