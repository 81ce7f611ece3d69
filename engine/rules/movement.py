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
from typing import NamedTuple, overload

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
from engine.rules.kept_searches import Searched
from engine.rules.label_loops import (
    Step,
    fuel_loop,
    general_loop,
    path_of,
    paths_of,
    plain_loop,
)
from engine.rules.move_steps import can_move_at_all as can_move_at_all
from engine.rules.move_steps import flies, known_mines, step, stepper, unseen_enemy_cells
from engine.rules.move_steps import ground_block as ground_block
from engine.rules.move_steps import reading_position as reading_position
from engine.rules.move_steps import terrain_stepper as terrain_stepper
from engine.rules.state import GameState, UnitState


class Reach(NamedTuple):
    """Cost of the cheapest path to a cell and the path itself (start and end included)."""

    ap: int
    fuel: int
    path: tuple[Cell, ...]


# Called with the mover after each cell it enters, while it is still on its way.
StepHook = Callable[[UnitState], list[Event]]


def reachable_costs(state: GameState, unit: UnitState) -> dict[Cell, tuple[int, int]]:
    """Every cell the unit can end its move on now, with its cheapest (AP, fuel); no paths,
    for listing moves quickly."""
    return {c: (ap, fuel) for c, (ap, fuel, _) in _searched(state, unit)[0].items()}


def reachable_cells(state: GameState, unit: UnitState) -> dict[Cell, Reach]:
    """Every cell the unit can end its move on now, with the cheapest (AP, fuel) path."""
    found, labels = _searched(state, unit)
    paths = paths_of(labels, [index for _, _, index in found.values()])
    return {c: Reach(ap, fuel, paths[index]) for c, (ap, fuel, index) in found.items()}


def _searched(state: GameState, unit: UnitState) -> Searched:
    """The search, once per unit while a position is read (an AI decision lists a unit's
    moves and then checks the one it picks), and kept across steps while nothing it read
    has changed (`kept_searches.kept_search`)."""
    return vision.remembered(state, ("reach", unit.id),
                             lambda: kept_searches.kept_search(state, unit, _search))


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
        order = kept_searches.order_of(state, unit, found)
        moves = list(map(made.get, order))  # the dicts made before (at C speed), None else
        if None in moves:
            for i, cell in enumerate(order):
                if moves[i] is None:
                    moves[i] = made[cell] = {"type": "move", "unit": uid, "to": list(cell)}
        old.moves.append(moves)
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
