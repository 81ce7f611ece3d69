"""Taking damage and being destroyed: units, cargo, wrecks, buildings, works and bridges.

Shots (engine.rules.fire), mines (engine.rules.movement), forest fires (engine.rules.seasons) and crashes
all hurt things the same way, so the consequences live here once: a destroyed vehicle
leaves a wreck (A5) and sets a forest on fire (A6), a carrier takes its load with it (A4),
an aircraft destroyed in flight falls and hits what is below (A10, A11), a finished
building leaves rubble, a destroyed bridge turns back to water and the units on it are
lost (A5).
"""

from __future__ import annotations

from engine.grid import Cell
from engine.rules.actions import Event, cell_json
from engine.rules.state import GameState, Structure, UnitState


def structure_json(s: Structure) -> dict[str, object]:
    """How events name a building or work: there is no id, so kind, type and cell."""
    return {"kind": s.kind, "type": s.type, "at": cell_json(s.at), "owner": s.owner}


def damage_unit(state: GameState, unit: UnitState, amount: int, events: list[Event],
                cause: str) -> None:
    """Take `amount` HP (already after cover) and destroy the unit at the threshold."""
    unit.hp = max(0, unit.hp - amount)
    events.append({"type": "damaged", "target": unit.id, "amount": amount, "hp": unit.hp,
                   "cause": cause})
    if unit.hp <= state.play.destroyed_at_hp:
        destroy_unit(state, unit, events, cause)


def leaves_wreck(state: GameState, unit: UnitState) -> bool:
    """A5: vehicles and guns leave a wreck; drones are too small, and nothing lies on water."""
    if not (unit.type.is_vehicle or unit.type.is_gun) or unit.at is None:
        return False
    return state.ground_terrain(unit.at).move_cost.get("foot") is not None


def crash_cell(state: GameState, unit: UnitState) -> Cell | None:
    """A11: a helicopter falls up to `helicopter_crash_distance` cells further along its
    course (from `heading_from` through its cell), as far as the map goes; a drone, or a
    helicopter that has not flown yet, falls where it is (A10)."""
    here = unit.at
    if here is None or not unit.flying:
        return here
    back = unit.heading_from
    if unit.type.is_drone or back is None or back == here:
        return here
    grid = state.grid
    reach = state.catalog.rules.helicopter_crash_distance
    cells = [c for c in grid.cells_within(here, reach) if grid.in_bounds(c)]
    return max(sorted(cells), key=lambda c: (grid.distance(back, c),
                                             here in grid.line(back, c),
                                             -grid.distance(here, c)))


def _crash(state: GameState, unit: UnitState, cell: Cell, events: list[Event]) -> None:
    """A10, A11: what a falling aircraft hits on the ground where it comes down."""
    rules = state.catalog.rules
    drone = unit.type.is_drone
    amount = rules.drone_crash_damage if drone else rules.helicopter_crash_damage
    events.append({"type": "crashed", "unit": unit.id, "at": cell_json(cell)})
    victim = state.ground_unit(cell)
    if victim is not None:
        damage_unit(state, victim, amount, events, f"{unit.id}:crash")
    elif not drone:
        for s in (state.structures.get(cell), state.bridges.get(cell)):
            if s is not None:
                damage_structure(state, s, amount, events, f"{unit.id}:crash")
                break
    if not drone:
        state.ignite(cell, events, "wreck")
        if (state.ground_terrain(cell).move_cost.get("foot") is not None
                and cell not in state.wrecks):
            state.wrecks.add(cell)
            events.append({"type": "wreck", "at": cell_json(cell)})


def destroy_unit(state: GameState, unit: UnitState, events: list[Event], cause: str,
                 violent: bool = True) -> None:
    """Remove the unit (and, A4, everything aboard it) from play; an aircraft destroyed
    in flight crashes (A10, A11). `violent=False` is a unit that disperses (a routed unit
    eliminated, RULES.md B activation): no wreck, no fire, no crash."""
    if not unit.alive:
        return
    cell = unit.at
    falls_at = crash_cell(state, unit) if unit.flying and violent else None
    wreck = violent and leaves_wreck(state, unit) and not unit.flying
    if violent and unit.type.is_vehicle and unit.on_ground and cell is not None:
        state.ignite(cell, events, "wreck")  # A5, A6: a vehicle blowing up in a forest
    for cid in list(unit.cargo):
        cargo = state.units[cid]
        cargo.hp = 0
        cargo.alive = False
        cargo.aboard = None
        events.append({"type": "destroyed", "unit": cid, "at": None,
                       "cause": "carrier destroyed", "carrier": unit.id})
    unit.cargo.clear()
    if unit.aboard is not None:
        carrier = state.units[unit.aboard]
        if unit.id in carrier.cargo:
            carrier.cargo.remove(unit.id)
        unit.aboard = None
    state.lift(unit)
    unit.hp = 0
    unit.alive = False
    unit.ap = 0
    events.append({"type": "destroyed", "unit": unit.id, "at": cell_json(cell), "cause": cause})
    if wreck and cell is not None and cell not in state.wrecks:
        state.wrecks.add(cell)
        events.append({"type": "wreck", "at": cell_json(cell)})
    if falls_at is not None:
        _crash(state, unit, falls_at, events)


def damage_structure(state: GameState, s: Structure, amount: int, events: list[Event],
                     cause: str) -> None:
    """Buildings and works take damage without cover (A5)."""
    s.hp = max(0, s.hp - amount)
    events.append({"type": "damaged", "target": structure_json(s), "amount": amount,
                   "hp": s.hp, "cause": cause})
    if s.hp <= state.play.destroyed_at_hp:
        destroy_structure(state, s, events, cause)


def destroy_structure(state: GameState, s: Structure, events: list[Event], cause: str) -> None:
    """A finished building leaves rubble, a construction site or a work leaves nothing, a
    bridge turns back to water and takes the ground unit on it along (A5)."""
    events.append({"type": "destroyed", "target": structure_json(s), "cause": cause})
    if s.type == "bridge" and s.kind == "work":
        state.bridges.pop(s.at, None)
        victim = state.ground_unit(s.at)
        if victim is not None:
            destroy_unit(state, victim, events, "bridge destroyed")
        return
    state.structures.pop(s.at, None)
    if s.kind == "building" and s.finished and s.at not in state.bridges:
        leaves = state.catalog.buildings[s.type].leaves
        state.set_terrain(s.at, leaves)
        events.append({"type": "terrain_changed", "at": cell_json(s.at), "terrain": leaves})
