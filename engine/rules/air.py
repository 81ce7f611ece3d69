"""Helicopters and the Land order (A11; drones land the same way, A10).

An aircraft in flight lives in the state's air layer: it flies over everything at
rules.air_step_cost a cell (engine.rules.movement), stops above units and buildings, and is
hit only by anti-air weapons (engine.rules.fire). Landing puts it in the ground layer, on grass,
burnt ground or its side's heliport platform (a drone on any cell foot troops could
take): landed it burns nothing, cannot fire, and takes off by moving. Every side-turn in
flight costs a helicopter fuel; dry in flight, it crashes (engine.rules.damage.crash_cell).
"""

from __future__ import annotations

from engine.rules import vision
from engine.rules.actions import Action, Event, acting_unit, cell_json, pay_check, refuse
from engine.rules.damage import destroy_unit
from engine.rules.movement import trigger_mine
from engine.rules.state import GameState, UnitState


def landing_problem(state: GameState, unit: UnitState) -> str | None:
    """Why the aircraft cannot land where it is now, or None."""
    if not unit.type.is_aircraft:
        return f"'{unit.id}' ({unit.type.name}) is not an aircraft"
    if not unit.flying or unit.at is None:
        return f"'{unit.id}' is already landed"
    cell = unit.at
    if cell in state.ground:
        return f"unit '{state.ground[cell]}' is below; an aircraft never lands on a unit"
    if state.vp_at(cell) is not None:
        return f"{list(cell)} is a victory point"
    if cell in vision.known_mines(state, unit.side):
        return f"{unit.side} knows of a mine at {list(cell)}"
    s = state.structures.get(cell) or state.bridges.get(cell)
    if s is not None:
        platform = (s.kind == "building" and s.finished and s.owner == unit.side
                    and state.catalog.buildings[s.type].platform)
        if platform and not unit.type.is_drone:
            return None
        return f"the {s.type} at {list(cell)} is no place to land"
    terrain = state.terrain_at(cell)
    if unit.type.is_drone:
        if terrain.step_cost("foot") is None:
            return f"a drone cannot land on {terrain.name.lower()}"
    elif not terrain.landing:
        return f"a helicopter cannot land on {terrain.name.lower()}"
    return None


def cost(state: GameState, unit: UnitState) -> int:
    return state.catalog.rules.order_ap("land", unit.type.ap)


def check_land(state: GameState, action: Action) -> UnitState:
    unit = acting_unit(action, state)
    why = landing_problem(state, unit)
    refuse(why)
    pay_check(unit, cost(state, unit), "landing")
    return unit


def perform_land(state: GameState, unit: UnitState) -> list[Event]:
    cell = unit.at
    assert cell is not None
    unit.ap -= cost(state, unit)
    state.lift(unit)
    unit.flying = False
    state.place(unit, cell)
    events: list[Event] = [{"type": "landed", "unit": unit.id, "at": cell_json(cell)}]
    if cell in state.mines:  # landed, it is on the ground: a hidden mine goes off
        trigger_mine(state, unit, cell, events)
    return events


def land_actions(state: GameState, unit: UnitState) -> list[Action]:
    if (unit.type.is_aircraft and unit.flying and unit.ap >= cost(state, unit)
            and landing_problem(state, unit) is None):
        return [{"type": "land", "unit": unit.id}]
    return []


def burn_fuel_in_flight(state: GameState, side: str) -> list[Event]:
    """End of the side's side-turn: each of its helicopters in flight burns fuel even
    hovering; one that runs dry in flight crashes with its load."""
    per_turn = state.catalog.rules.helicopter_fuel_per_side_turn
    events: list[Event] = []
    for unit in list(state.living(side)):
        if not (unit.flying and unit.type.fuel is not None and unit.at is not None):
            continue
        unit.fuel = max(0, (unit.fuel or 0) - per_turn)
        events.append({"type": "fuel_burnt", "unit": unit.id, "fuel": unit.fuel})
        if unit.fuel <= 0:
            destroy_unit(state, unit, events, "out of fuel in flight")
    return events
