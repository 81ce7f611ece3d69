"""What a step into a cell costs a unit (A3) and what blocks it: a unit's own
readiness to move (`can_move_at_all`), the cell's terrain, works, mines the side knows
(A7) and the units there, the enemies the side does not see (`unseen_enemy_cells`, kept
per side and layer while the units stand). `engine.rules.movement` searches over these;
`engine.rules.kept_searches` compares them to keep its searches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.grid import Cell
from engine.rules import vision
from engine.rules.label_loops import (
    Step,
)
from engine.rules.state import GameState, UnitState, changed_since, kept_ref, state_changes


def known_mines(state: GameState, side: str) -> set[Cell]:
    """Mines the side knows of (A7): its own, and enemy ones its engineers detect."""
    return vision.known_mines(state, side)


def can_move_at_all(unit: UnitState) -> str | None:
    """Why the unit cannot move this side-turn, or None."""
    if not unit.on_map:
        return f"unit '{unit.id}' is aboard '{unit.aboard}'"
    if unit.type.has("needs_tow"):
        return f"unit '{unit.id}' ({unit.type.name}) moves only when towed by a truck"
    if unit.max_fuel is not None and unit.type.fuel is not None and (unit.fuel or 0) <= 0:
        return f"unit '{unit.id}' is out of fuel"
    return None


def flies(unit: UnitState) -> bool:
    """Aircraft move in flight; a landed one takes off by moving (A11)."""
    return unit.type.is_aircraft


def ground_block(state: GameState, unit: UnitState, cell: Cell, mines: set[Cell],
                 unseen: frozenset[Cell] = frozenset()) -> tuple[str | None, int, bool]:
    """(why a ground unit cannot enter the cell or None, AP to enter, entering ends the move).

    Friendly ground units may be passed through (not stopped on): the caller decides. A
    mine of the unit's own side ends the move there (and goes off, A7); an enemy mine the
    side has found is a wall."""
    rules = state.catalog.rules
    terrain = state.ground_terrain(cell)
    move_class = unit.type.move_class
    cost = terrain.step_cost(move_class)
    if cost is None:
        return f"{move_class} units cannot enter {terrain.name.lower()}", 0, False
    stop = False
    s = state.structures.get(cell)
    if s is not None:
        if not s.finished:
            return "no unit passes through a construction site", 0, False
        if s.kind == "building":
            if s.owner != unit.side:
                return f"the {s.type} at {list(cell)} is not {unit.side}'s", 0, False
            stop = True
        elif move_class in state.catalog.works[s.type].impassable_to:
            return f"{move_class} units cannot cross {s.type}", 0, False
    vp = state.vp_at(cell)
    if vp is not None and not unit.type.has("capture"):
        return f"only an engineer enters victory point {vp.id}", 0, False
    occupant = state.ground_unit(cell)
    if occupant is not None and occupant.side != unit.side and cell not in unseen:
        return f"enemy unit '{occupant.id}' is at {list(cell)}", 0, False
    if cell in mines:
        mine = state.mines.get(cell)
        if mine is None or mine.owner != unit.side:
            return f"{unit.side} knows of a mine at {list(cell)}", 0, False
        stop = True  # A7: its own mine is no wall, a cost it sees: it goes off there
    if cell in state.wrecks:
        cost += rules.wreck_step_cost
    return None, cost, stop


# While a position is only read (Game.legal_actions, an AI decision), what a side does
# not see is the same for all its units: worked out once per side and layer then.
reading_position = vision.reading_position


def unseen_enemy_cells(state: GameState, unit: UnitState) -> frozenset[Cell]:
    """Cells of the unit's layer holding enemies its side does not see (A8): the
    pathfinder plans as if they were empty, and the walk bumps into them."""
    air = flies(unit)
    return vision.remembered(state, ("unseen", unit.side, air),
                             lambda: _unseen_kept(state, unit.side, air))


def _unseen_kept(state: GameState, side: str, air: bool) -> frozenset[Cell]:
    """`unseen_enemy_cells` of the side and layer, the last answer on this state given
    again while it holds: the side spots the same enemies (the same set: `spotted_ids`
    gives its last one while nothing changed), the layer and the state hold as many
    units, and every unit changed since is the side's own (`changed_since`: an enemy's
    cell, side and layer change with its own values; the side's own units are none of
    the answer)."""
    layer = state.air if air else state.ground
    spotted = vision.spotted_ids(state, side)
    key = (id(state), side, air)
    held = _UNSEEN.get(key)
    if held is not None and held[0]() is state and held[2] is spotted \
            and held[3] == (len(layer), len(state.units)):
        recent = changed_since(state, held[1])
        if recent is not None and all(u.side == side for u in recent):
            _UNSEEN[key] = (held[0], next(state_changes()), *held[2:])
            return held[4]  # type: ignore[no-any-return]
    tick = next(state_changes())
    units = state.units
    found = frozenset({c for c, uid in layer.items()
                       if units[uid].side != side and uid not in spotted})
    _UNSEEN[key] = (kept_ref(_UNSEEN, key, held, state), tick, spotted,
                    (len(layer), len(state.units)), found)
    return found


# (id(state), side, air) -> (the state, weakly; the last change number read; the spotted
# set then; the layer's and the state's numbers of units; the answer)
_UNSEEN: dict[tuple[int, str, bool], tuple[Any, ...]] = {}


def step(state: GameState, unit: UnitState, cell: Cell, mines: set[Cell],
         unseen: frozenset[Cell] = frozenset()) -> Step | None:
    """AP and fuel to enter `cell` from an adjacent cell, or None when it cannot."""
    rules = state.catalog.rules
    multiplier = rules.low_hp_step_multiplier if rules.is_low_hp(unit.hp, unit.type.hp) else 1
    if flies(unit):
        fuel = rules.helicopter_fuel_per_cell if unit.type.fuel is not None else 0
        return Step(rules.air_step_cost * multiplier, fuel, False)
    why, cost, stop = ground_block(state, unit, cell, mines, unseen)
    if why is not None:
        return None
    fuel = 0
    if unit.type.fuel is not None:
        fuel = state.ground_terrain(cell).fuel_cost or 0
    return Step(cost * multiplier, fuel, stop)


def stepper(state: GameState, unit: UnitState, mines: set[Cell],
            unseen: frozenset[Cell],
            read: dict[Cell, Step | None] | None = None) -> Callable[[Cell], Step | None]:
    """`step` for one search: a cell with nothing on it (no bridge, structure, victory
    point, unit, mine or wreck) costs what its terrain costs, looked up once per terrain
    character; every other cell asks `step` itself, so both always agree. With `read`,
    each such cell's `step` is kept there too (a kept search's `_same_steps` reads it)."""
    if flies(unit):
        return lambda cell: step(state, unit, cell, mines, unseen)
    # the few cells with something on them, in one set for the search
    special = {*state.bridges, *state.structures, *state.ground, *state.wrecks, *mines,
               *(vp.at for vp in state.vps)}
    by_char: dict[str, Step | None] = {}
    empty = terrain_stepper(state, unit, by_char)
    rows = state.terrain

    def cost(cell: Cell) -> Step | None:
        if cell in special:
            found = step(state, unit, cell, mines, unseen)
            if read is not None:
                read[cell] = found
            return found
        char = rows[cell[1]][cell[0]]
        return by_char[char] if char in by_char else empty(cell)
    return cost


def terrain_stepper(state: GameState, unit: UnitState,
                    by_char: dict[str, Step | None] | None = None,
                    ) -> Callable[[Cell], Step | None]:
    """`step` into a cell as if nothing stood on it (no bridge, structure, victory point,
    unit, mine or wreck): what its terrain costs the unit, looked up once per terrain
    character (kept in `by_char`)."""
    if flies(unit):
        return lambda cell: step(state, unit, cell, set())
    rules = state.catalog.rules
    multiplier = rules.low_hp_step_multiplier if rules.is_low_hp(unit.hp, unit.type.hp) else 1
    move_class, uses_fuel = unit.type.move_class, unit.type.fuel is not None
    rows, terrain = state.terrain, state.catalog.terrain
    by_char = {} if by_char is None else by_char

    def cost(cell: Cell) -> Step | None:
        char = rows[cell[1]][cell[0]]
        if char in by_char:
            return by_char[char]
        t = terrain[char]
        ap = t.step_cost(move_class)
        found = by_char[char] = None if ap is None else Step(
            ap * multiplier, (t.fuel_cost or 0) if uses_fuel else 0, False)
        return found
    return cost
