"""Questions a designer asks of a map without playing it ("is this mission fair?").

Each answer comes from the real rules: a probe unit of the chosen type and side is put on
the chosen cell of the scenario's starting position, and the engine's own pathfinder and
line-of-fire check do the work.
"""

from __future__ import annotations

import copy

from engine.catalog import Catalog
from engine.records import record
from engine.rules.fire import line_of_fire_problem
from engine.rules.movement import reachable_costs
from engine.rules.sight_range import scenario_visible_cells
from engine.rules.state import GameState, UnitState, build_state
from engine.scenario.model import Cell, Scenario, Unit
from engine.scenario.packs.build import catalog_of

PROBE_ID = "__probe__"
UNLIMITED = 10**9


def probe(scenario: Scenario, unit_type: str, side: str, cell: Cell,
          catalog: Catalog | None = None) -> tuple[GameState, UnitState]:
    """The starting position with a fresh unit of `unit_type` for `side` on `cell` (a unit
    already there makes way for it)."""
    catalog = catalog or catalog_of(scenario)
    if unit_type not in catalog.units:
        raise ValueError(f"there is no unit type '{unit_type}'")
    position = copy.deepcopy(scenario)
    position.units = [u for u in position.units if u.at != cell]
    kept = {u.id for u in position.units}
    for u in position.units:
        u.cargo = [c for c in u.cargo if c in kept]
    position.units.append(Unit(id=PROBE_ID, type=unit_type, side=side, at=cell))
    state = build_state(position, catalog)
    return state, state.units[PROBE_ID]


def movement_costs(scenario: Scenario, unit_type: str, side: str, cell: Cell,
                   one_side_turn: bool = False) -> dict[Cell, tuple[int, int]]:
    """AP and fuel of the cheapest path from `cell` to every cell the unit can reach:
    within one side-turn's AP and its fuel, or with no limit at all."""
    state, unit = probe(scenario, unit_type, side, cell)
    if not one_side_turn:
        unit.ap = UNLIMITED
        if unit.fuel is not None:
            unit.fuel = UNLIMITED
    return reachable_costs(state, unit)


@record(frozen=True)
class FireCell:
    """One cell in reach of a weapon: whether a direct shot could get through."""

    weapons: tuple[str, ...]
    clear: bool
    reason: str | None = None


def fire_coverage(scenario: Scenario, unit_type: str, side: str,
                  cell: Cell) -> dict[Cell, FireCell]:
    """Cells within each weapon's range from `cell` (standing still), and for direct
    weapons whether the line of fire is clear at the start of the scenario."""
    state, unit = probe(scenario, unit_type, side, cell)
    found: dict[Cell, tuple[list[str], bool, str | None]] = {}
    for weapon in unit.type.weapons:
        for target in state.grid.cells_within(cell, weapon.max_range):
            if state.grid.distance(cell, target) < weapon.min_range or target == cell:
                continue
            why = line_of_fire_problem(state, cell, target) if weapon.fire == "direct" else None
            names, clear, reason = found.get(target, ([], False, why))
            names.append(weapon.id)
            found[target] = (names, clear or why is None, reason if why is not None else None)
    return {c: FireCell(tuple(n), clear, r) for c, (n, clear, r) in found.items()}


def side_vision(scenario: Scenario, side: str) -> set[Cell]:
    """What the side sees at the scenario's start hour and season (RULES.md A8)."""
    return scenario_visible_cells(scenario, side)
