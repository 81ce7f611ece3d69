"""Movement (A3), mines on entry (A7) and the pathfinder.

The pathfinder is a label-setting search over (AP, fuel) with Pareto labels: a cell may be
reached by a cheap-in-AP path that burns too much fuel and by a dearer one that fits the
tank, and only keeping both finds every reachable cell. Labels are settled in
lexicographic (AP, fuel) order, so the first label settled on a cell is its cheapest path,
which is how a road detour that saves AP and fuel is always preferred (A3). Ties break on
push order over the grid's fixed neighbour order, so the same state gives the same path.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, overload

from engine.grid import Cell
from engine.rules import drones, kept_searches, reactions, vision
from engine.rules.actions import (
    Action,
    Event,
    IllegalAction,
    acting_unit,
    cell_json,
    cell_key,
    refuse,
)
from engine.rules.damage import damage_unit, destroy_unit
from engine.rules.label_loops import (
    Step,
    fuel_loop,
    general_loop,
    path_of,
    paths_of,
    plain_loop,
)
from engine.rules.state import GameState, UnitState, changed_since, kept_ref, state_changes


class Reach(NamedTuple):
    """Cost of the cheapest path to a cell and the path itself (start and end included)."""

    ap: int
    fuel: int
    path: tuple[Cell, ...]


# Called with the mover after each cell it enters, while it is still on its way.
StepHook = Callable[[UnitState], list[Event]]


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


def reachable_costs(state: GameState, unit: UnitState) -> dict[Cell, tuple[int, int]]:
    """Every cell the unit can end its move on now, with its cheapest (AP, fuel); no paths,
    for listing moves quickly."""
    return {c: (ap, fuel) for c, (ap, fuel, _) in _searched(state, unit)[0].items()}


def reachable_cells(state: GameState, unit: UnitState) -> dict[Cell, Reach]:
    """Every cell the unit can end its move on now, with the cheapest (AP, fuel) path."""
    found, labels = _searched(state, unit)
    paths = paths_of(labels, [index for _, _, index in found.values()])
    return {c: Reach(ap, fuel, paths[index]) for c, (ap, fuel, index) in found.items()}


Searched = tuple[dict[Cell, tuple[int, int, int]], list[tuple[Cell, int, int, int]]]


def _searched(state: GameState, unit: UnitState) -> Searched:
    """The search, once per unit while a position is read (an AI decision lists a unit's
    moves and then checks the one it picks), and kept across steps while nothing it read
    has changed (`kept_searches.kept_search`)."""
    return vision.remembered(state, ("reach", unit.id),
                             lambda: kept_searches.kept_search(state, unit))


def _search(state: GameState, unit: UnitState, goal: Cell | None = None,
            asked: set[Cell] | None = None,
            read: dict[Cell, Step | None] | None = None) -> Searched:
    """The label-setting search; returns cell -> (ap, fuel, label index) and the labels.
    With a `goal` it stops once the goal's cheapest label is settled: every label pushed
    until then is the same as in the whole search, so the path is the same too. `asked`
    receives every cell whose step cost it looked up."""
    if can_move_at_all(unit) is not None or unit.at is None:
        return {}, []
    start = unit.at
    ap_budget = unit.ap
    fuel_budget = unit.fuel if unit.type.fuel is not None and unit.fuel is not None else None
    mines = known_mines(state, unit.side)
    unseen = unseen_enemy_cells(state, unit)
    layer = state.air if flies(unit) else state.ground
    # label: (cell, ap, fuel, parent label index)
    labels: list[tuple[Cell, int, int, int]] = [(start, 0, 0, -1)]
    heap: list[tuple[int, int, int]] = [(0, 0, 0)]
    result: dict[Cell, tuple[int, int, int]] = {}
    step_cost = stepper(state, unit, mines, unseen, read)
    # a unit that burns no fuel has labels of fuel 0 only: a cell's first label, the
    # cheapest, is its only one (the tests below then come down to "settled already")
    if unit.type.fuel is None:
        costs = plain_loop(state, start, ap_budget, layer, unseen, goal, labels, heap,
                            result, step_cost)
        if asked is not None:
            asked.update(costs)
        return result, labels
    costs = fuel_loop(state, start, ap_budget, fuel_budget, layer, unseen, goal, labels,
                       heap, result, step_cost)
    if costs is not None:
        if asked is not None:
            asked.update(costs)
        return result, labels
    # a step of negative cost (no terrain has one): the labels' general loop from the start
    labels[1:] = []
    heap[:] = [(0, 0, 0)]
    result.clear()
    costs = general_loop(state, start, ap_budget, fuel_budget, layer, unseen, goal, labels,
                         heap, result, step_cost)
    if asked is not None:
        asked.update(costs)
    return result, labels


def cheapest_path(state: GameState, unit: UnitState, to: Cell) -> Reach | None:
    """The path a move to `to` takes, or None when the unit cannot get there now."""
    # the whole search, if done already in this reading or kept from an earlier step
    searched = vision.recall(state, ("reach", unit.id)) or kept_searches.still_kept(state, unit)
    if searched is None:
        searched = vision.remembered(state, ("path", unit.id, to),
                                     lambda: _search(state, unit, to))
    found, labels = searched
    hit = found.get(to)
    return None if hit is None else Reach(hit[0], hit[1], path_of(labels, hit[2]))


# --------------------------------------------------------------------------- actions

def check_move(state: GameState, action: Action) -> tuple[UnitState, Reach]:
    unit = acting_unit(action, state)
    to = cell_key(action, "to", state)
    why = can_move_at_all(unit)
    refuse(why)
    if to == unit.at:
        raise IllegalAction(f"unit '{unit.id}' is already at {list(to)}")
    reach = cheapest_path(state, unit, to)
    if reach is None:
        raise IllegalAction(f"unit '{unit.id}' cannot reach {list(to)} with {unit.ap} AP"
                            + (f" and {unit.fuel} fuel" if unit.type.fuel is not None else "")
                            + "; the cell is blocked, taken or too far")
    return unit, reach


def perform_move(state: GameState, plan: tuple[UnitState, Reach],
                 on_step: StepHook | None = None) -> list[Event]:
    """Walk the path cell by cell: a hidden mine stops the move where it goes off (A7); at
    every step a drone out of its leash or jammed falls (A10), enemies on alert may fire
    (A9) and then the turn system's `on_step` reacts (an interception, RULES.md B). A
    mover destroyed on the way stops there."""
    unit, reach = plan
    events: list[Event] = []
    mines = known_mines(state, unit.side)
    # what the side does not see matters to a step only on a cell holding an enemy (a
    # ground unit's: an aircraft's step reads no units), which a planned path has only
    # where its side does not see it: without one, the spotting is not worked out again
    unseen: frozenset[Cell] = frozenset()
    if not flies(unit) and any(
            (other := state.ground.get(cell)) is not None
            and state.units[other].side != unit.side for cell in reach.path[1:]):
        unseen = unseen_enemy_cells(state, unit)
    costs = [step(state, unit, cell, mines, unseen)  # as planned, even if hurt on the way
             for cell in reach.path[1:]]
    walked = [reach.path[0]]
    spent = [(0, 0)]
    ap = fuel = 0
    moved: Event = {"type": "moved", "unit": unit.id, "path": [], "ap": 0, "fuel": 0}
    events.append(moved)
    state.lift(unit)
    if flies(unit):
        unit.flying = True
    unit.moved = True
    mine_cell: Cell | None = None
    layer = state.air if flies(unit) else state.ground
    # no enemy on alert now, none on the way either (only an action or a turn system's
    # phase puts a unit on alert): the walk does not look for them at every step
    guarded = bool(reactions.on_alert_units(state, unit.side))
    for cell, cost in zip(reach.path[1:], costs, strict=True):
        assert cost is not None, "a planned path stays passable while walking it"
        blocker = layer.get(cell)
        if blocker is not None and state.units[blocker].side != unit.side:
            events.append({"type": "bumped", "unit": unit.id, "at": cell_json(cell),
                           "into": blocker})
            _back_to_free_cell(layer, walked, spent)
            ap, fuel = spent[-1]
            unit.at = walked[-1]
            break
        ap, fuel = ap + cost.ap, fuel + cost.fuel
        unit.heading_from = walked[-1]
        walked.append(cell)
        spent.append((ap, fuel))
        unit.at = cell  # on its way: in no layer until it stops
        if not flies(unit) and cell in state.mines and state.ground.get(cell) is None:
            mine_cell = cell
            break
        if unit.type.is_drone:
            why = drones.drone_problem(state, unit)
            if why is not None:
                destroy_unit(state, unit, events, why)
                break
        if guarded:
            events += reactions.react_to(state, unit)
        if on_step is not None and unit.alive:
            events += on_step(unit)
        if not unit.alive:
            break
    moved.update({"path": [cell_json(c) for c in walked], "ap": ap, "fuel": fuel})
    if not unit.alive:
        return events
    unit.at = None
    state.place(unit, walked[-1])
    unit.ap -= ap
    if unit.type.fuel is not None and unit.fuel is not None:
        unit.fuel -= fuel
    if mine_cell is not None:
        trigger_mine(state, unit, mine_cell, events)
    return events


def _back_to_free_cell(layer: dict[Cell, str], walked: list[Cell],
                       spent: list[tuple[int, int]]) -> None:
    """A move stopped by an unseen enemy ends on the last cell walked where nothing else
    stands (passing friends cannot be stopped on); the start cell is always free."""
    while len(walked) > 1 and walked[-1] in layer:
        walked.pop()
        spent.pop()


def trigger_mine(state: GameState, unit: UnitState, cell: Cell, events: list[Event]) -> None:
    """A7: the mine deals its damage (no cover), stops the mover and is spent."""
    mine = state.mines.pop(cell)
    work = state.catalog.works["mine"]
    damage = work.damage if work.damage is not None else state.catalog.rules.mine_damage
    events.append({"type": "mine", "unit": unit.id, "at": cell_json(cell), "damage": damage,
                   "owner": mine.owner})
    damage_unit(state, unit, damage, events, "mine")


def move_actions(state: GameState, unit: UnitState) -> list[Action]:
    """A move to every cell the unit can end its move on, in the cells' order (the
    search's cells straight: thousands a step on a big map). While the unit's search is
    kept across steps, so are its moves: a new list of the same dicts (docs/design.md,
    `legal_actions`: read them, never change them), and where only the cells a move may
    end on changed (a friend came or went), the move to each cell still listed is the
    dict it was. Making them again at every step was a third of a big map's listing
    (Grey Meadow: 2.8 million dicts a random game)."""
    found = _searched(state, unit)[0]
    old = kept_searches.kept_with(state, unit, found)
    if old is None:
        return _moves_to(unit.id, sorted(found))
    if not old.moves:
        made, uid = old.made, unit.id
        old.moves.append([made.get(c) or made.setdefault(c, {"type": "move", "unit": uid,
                                                            "to": list(c)})
                          for c in kept_searches.order_of(state, unit, found)])
    return list(old.moves[0])


def _moves_to(uid: str, cells: list[Cell]) -> list[Action]:
    return [{"type": "move", "unit": uid, "to": list(c)} for c in cells]


class MoveList(Sequence[Action]):
    """`move_actions(state, unit)` as a sequence that makes only the moves asked for: its
    length is the search's count of cells, and an item is made (the cells sorted on the
    first one) when it is read. A random player draws one move of thousands without
    making the others (engine/rules/action_list.py). Read it before the position changes."""

    def __init__(self, state: GameState, unit: UnitState) -> None:
        self.state, self.unit = state, unit
        self.found = _searched(state, unit)[0]

    def __len__(self) -> int:
        return len(self.found)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        cells = kept_searches.order_of(self.state, self.unit, self.found)
        if isinstance(index, slice):
            return _moves_to(self.unit.id, cells[index])
        return {"type": "move", "unit": self.unit.id, "to": list(cells[index])}
