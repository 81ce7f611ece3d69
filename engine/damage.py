"""Taking damage and being destroyed: units, cargo, wrecks, buildings, works and bridges.

Shots (engine.fire), mines (engine.movement) and later forest fires and crashes all hurt
things the same way, so the consequences live here once: a destroyed vehicle leaves a
wreck (A5), a carrier takes its load with it (A4), a finished building leaves rubble, a
destroyed bridge turns back to water and the units on it are lost (A5).
"""

from __future__ import annotations

from engine.actions import Event, cell_json
from engine.state import GameState, Structure, UnitState


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


def destroy_unit(state: GameState, unit: UnitState, events: list[Event], cause: str) -> None:
    """Remove the unit (and, A4, everything aboard it) from play."""
    if not unit.alive:
        return
    cell = unit.at
    wreck = leaves_wreck(state, unit)
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
