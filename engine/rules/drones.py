"""Drones (A10): the pilot's leash, the battery, jammers, and a drone's fall.

A drone in flight must stay within `drone_leash` of a friendly pilot, or
`drone_leash_extended` while a friendly recon drone is in flight or while it is within
`watchtower_leash_range` of a finished friendly watchtower; beyond, it crashes. An enemy
jammer destroys drones in flight within `jammer_radius`. Both are checked at every step of
a move and after every action. The battery (the unit's `fuel`) loses one charge at the end
of each of its side's side-turns in flight, the drone crashing when it is flat, and is
refilled at the end of a side-turn spent landed near a pilot. One-hit kills and the
bomber's and kamikaze's weapons are shots like any other (engine.rules.fire); the fall itself is
engine.rules.damage's.
"""

from __future__ import annotations

from engine.rules.actions import Event
from engine.rules.damage import destroy_unit
from engine.rules.state import GameState, UnitState
from engine.rules.unit_lists import kept_units


def leash(state: GameState, drone: UnitState) -> int:
    """How far from a pilot this drone may fly now."""
    rules = state.catalog.rules
    if any(u.flying and u.at is not None and u.type.has("extends_leash")
           for u in state.living(drone.side)):
        return rules.drone_leash_extended
    assert drone.at is not None
    for s in state.structures.values():
        if (s.kind == "building" and s.finished and s.owner == drone.side
                and state.catalog.buildings[s.type].extends_leash
                and state.grid.distance(s.at, drone.at) <= rules.watchtower_leash_range):
            return rules.drone_leash_extended
    return rules.drone_leash


def nearest_pilot_distance(state: GameState, drone: UnitState) -> int | None:
    assert drone.at is not None
    found = [state.grid.distance(cell, drone.at) for u in state.living(drone.side)
             if u.type.has("pilot") and (cell := state.position(u)) is not None]
    return min(found) if found else None


def drone_problem(state: GameState, drone: UnitState) -> str | None:
    """Why a drone in flight falls now (out of its pilot's reach, or jammed), or None."""
    if not (drone.alive and drone.flying and drone.type.is_drone and drone.at is not None):
        return None
    rules = state.catalog.rules
    for u in state.living():
        if (u.side != drone.side and u.type.has("jammer") and u.at is not None
                and state.grid.distance(u.at, drone.at) <= rules.jammer_radius):
            return f"jammed by {u.id}"
    pilot = nearest_pilot_distance(state, drone)
    if pilot is None or pilot > leash(state, drone):
        return "out of its pilot's reach"
    return None


def _in_flight(u: UnitState) -> bool:
    """A drone in flight (living, on the map)."""
    return u.alive and u.flying and u.at is not None and u.type.is_drone


def check_drones(state: GameState) -> list[Event]:
    """Every drone in flight that is out of its leash or jammed falls."""
    events: list[Event] = []
    # the drones in flight, found before any falls (as `drone_problem` would find them:
    # after every action, most games have none; kept from the last action while no unit
    # changed that was one or is now: engine/rules/unit_lists.py)
    for drone in kept_units(state, "drones in flight", _in_flight)[0]:
        why = drone_problem(state, drone)
        if why is not None:
            destroy_unit(state, drone, events, why)
    return events


def end_of_side_turn(state: GameState, side: str) -> list[Event]:
    """Batteries: one charge per side-turn in flight (flat: the drone falls); landed near
    a friendly pilot, full again."""
    rules = state.catalog.rules
    events: list[Event] = []
    for drone in list(state.living(side)):
        if not drone.type.is_drone or drone.at is None:
            continue
        if drone.flying:
            drone.fuel = max(0, (drone.fuel or 0) - 1)
            events.append({"type": "battery", "unit": drone.id, "battery": drone.fuel})
            if drone.fuel <= 0:
                destroy_unit(state, drone, events, "battery flat")
        else:
            near = nearest_pilot_distance(state, drone)
            if (near is not None and near <= rules.drone_recharge_distance
                    and drone.fuel != drone.max_fuel):
                drone.fuel = drone.max_fuel
                events.append({"type": "battery", "unit": drone.id, "battery": drone.fuel})
    return events
