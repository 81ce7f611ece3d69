"""Orders between units (A1.4, A2, A4, A5): load, tow, unload, resupply, heal, repair,
and what friendly buildings do for units at the end of their side-turn.

Every order costs the acting unit AP (rules.yaml order_ap_cost). The engineer's build,
lay_mine, demine and clear are in engine.rules.engineering, the aircraft's land in engine.rules.air,
the alert order in engine.rules.reactions.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.grid import Cell
from engine.records import record
from engine.rules.actions import (
    Action,
    Event,
    acting_unit,
    cell_json,
    cell_key,
    pay_check,
    refuse,
    unit_key,
)
from engine.rules.movement import ground_block, known_mines, trigger_mine
from engine.rules.state import GameState, UnitState


@record(frozen=True)
class Order:
    kind: str
    unit: UnitState
    other: UnitState | None = None
    cell: Cell | None = None


def cost(state: GameState, order: str, unit: UnitState) -> int:
    return state.catalog.rules.order_ap(order, unit.type.ap)


def _near(state: GameState, a: UnitState, b: UnitState, reach: int) -> bool:
    return (a.at is not None and b.at is not None
            and state.grid.distance(a.at, b.at) <= reach)


# ------------------------------------------------------------------ load, tow, unload

def boarding_problem(state: GameState, kind: str, unit: UnitState,
                     carrier: UnitState) -> str | None:
    """A4: board an adjacent friendly carrier (landed, if an aircraft) only if the unit has
    not moved this side-turn and the load fits. Guns are towed (tow), foot troops load;
    vehicles and carriers do not board."""
    if carrier is unit:
        return f"unit '{unit.id}' cannot board itself"
    if carrier.side != unit.side:
        return f"'{carrier.id}' is not {unit.side}'s"
    if carrier.at is None:
        return f"'{carrier.id}' is itself aboard '{carrier.aboard}'"
    if carrier.type.capacity <= 0:
        return f"'{carrier.id}' ({carrier.type.name}) carries no units"
    if carrier.flying:
        return f"'{carrier.id}' is in flight; a helicopter takes units aboard only landed"
    gun = unit.type.has("needs_tow")
    if kind == "tow" and not gun:
        return f"only guns are towed; '{unit.id}' boards with the load order"
    if kind == "load" and gun:
        return f"'{unit.id}' is a gun; a truck tows it with the tow order"
    if gun and not carrier.type.tows:
        return f"'{carrier.id}' ({carrier.type.name}) cannot tow a gun"
    if unit.type.is_vehicle or unit.type.is_aircraft or unit.type.capacity > 0:
        return f"'{unit.id}' ({unit.type.name}) cannot board a carrier"
    if unit.flying:
        return f"'{unit.id}' is in flight"
    if unit.moved:
        return f"'{unit.id}' has moved this side-turn and can no longer board"
    if not _near(state, unit, carrier, state.play.order_reach):
        return f"'{carrier.id}' is not adjacent to '{unit.id}'"
    aboard = [state.units[c].type for c in carrier.cargo]
    if not state.catalog.can_carry(carrier.type, [*aboard, unit.type]):
        return (f"'{carrier.id}' has no room for '{unit.id}' (capacity "
                f"{carrier.type.capacity}: two small units or one medium)")
    return None


def _check_with_other(state: GameState, action: Action, key: str,
                      problem: Callable[[GameState, str, UnitState, UnitState], str | None]
                      ) -> Order:
    """An order of one unit on another (named by `key`): refused for `problem`'s reason,
    else paid for by the acting unit."""
    kind = str(action["type"])
    unit = acting_unit(action, state)
    other = unit_key(action, key, state)
    refuse(problem(state, kind, unit, other))
    pay_check(unit, cost(state, kind, unit), kind)
    return Order(kind, unit, other)


def check_board(state: GameState, action: Action) -> Order:
    return _check_with_other(state, action, "into", boarding_problem)


def perform_board(state: GameState, order: Order) -> list[Event]:
    unit, carrier = order.unit, order.other
    assert carrier is not None
    unit.ap -= cost(state, order.kind, unit)
    state.lift(unit)
    unit.aboard = carrier.id
    carrier.cargo.append(unit.id)
    return [{"type": "loaded" if order.kind == "load" else "towed", "unit": unit.id,
             "into": carrier.id}]


def unload_problem(state: GameState, unit: UnitState, cell: Cell) -> str | None:
    """The passenger leaves onto an adjacent free cell it could stand on."""
    if unit.aboard is None:
        return f"unit '{unit.id}' is not aboard a carrier"
    carrier = state.units[unit.aboard]
    if carrier.at is None:
        return f"carrier '{carrier.id}' is not on the map"
    if carrier.flying:
        return f"carrier '{carrier.id}' is in flight; it must land first"
    if state.grid.distance(carrier.at, cell) > state.play.order_reach:
        return f"{list(cell)} is not adjacent to carrier '{carrier.id}'"
    if cell in state.ground:
        other = state.units[state.ground[cell]]
        if other.side != unit.side:  # never name an enemy the side may not have spotted
            return f"{list(cell)} is occupied"
        return f"unit '{other.id}' is at {list(cell)}"
    why, _, _ = ground_block(state, unit, cell, known_mines(state, unit.side))
    return why


def check_unload(state: GameState, action: Action) -> Order:
    unit = acting_unit(action, state, aboard_ok=True)
    cell = cell_key(action, "to", state)
    why = unload_problem(state, unit, cell)
    refuse(why)
    pay_check(unit, cost(state, "unload", unit), "unloading")
    return Order("unload", unit, cell=cell)


def perform_unload(state: GameState, order: Order) -> list[Event]:
    """Unloading counts as having moved this side-turn (halved range, no boarding again)."""
    unit, cell = order.unit, order.cell
    assert cell is not None and unit.aboard is not None
    carrier = state.units[unit.aboard]
    unit.ap -= cost(state, "unload", unit)
    carrier.cargo.remove(unit.id)
    unit.aboard = None
    state.place(unit, cell)
    unit.moved = True
    events: list[Event] = [{"type": "unloaded", "unit": unit.id, "from": carrier.id,
                            "to": cell_json(cell)}]
    if cell in state.mines:
        trigger_mine(state, unit, cell, events)
    return events


# ------------------------------------------------------------- resupply, heal, repair

def _needs_resupply(target: UnitState) -> bool:
    """A5, A11: ammo below full, or fuel below full for a vehicle not in flight."""
    ammo = target.type.ammo is not None and (target.ammo or 0) < target.type.ammo
    fuel = (target.type.fuel is not None and not target.flying
            and (target.fuel or 0) < target.type.fuel)
    return ammo or fuel


SERVICES: dict[str, tuple[str, Callable[[UnitState], bool], str]] = {
    # order: (ability of the actor, who can be served, what the target lacks otherwise)
    "resupply": ("resupply", lambda t: True, "is full of ammunition and fuel"),
    "heal": ("heal", lambda t: t.type.is_foot, "is not a foot soldier"),
    "repair": ("repair", lambda t: t.type.is_repairable, "is not a vehicle or gun"),
}


_SERVICE_ABILITIES = frozenset(ability for ability, _, _ in SERVICES.values())


def service_problem(state: GameState, kind: str, actor: UnitState,
                    target: UnitState) -> str | None:
    ability, eligible, _ = SERVICES[kind]
    if not actor.type.has(ability):
        return f"'{actor.id}' ({actor.type.name}) cannot {kind}"
    if target is actor:
        return f"'{actor.id}' cannot {kind} itself"
    if target.side != actor.side:
        return f"'{target.id}' is not {actor.side}'s"
    if target.at is None:
        return f"'{target.id}' is aboard '{target.aboard}'"
    if not _near(state, actor, target, state.play.order_reach):
        return f"'{target.id}' is not adjacent to '{actor.id}'"
    if target.flying and kind != "resupply":
        return f"'{target.id}' is in flight"
    if not eligible(target):
        return f"'{target.id}' ({target.type.name}) {SERVICES[kind][2]}"
    if kind == "resupply":
        if not _needs_resupply(target):
            return f"'{target.id}' needs no ammunition or fuel"
    elif target.hp >= target.type.hp:
        return f"'{target.id}' is at full health"
    return None


def check_service(state: GameState, action: Action) -> Order:
    return _check_with_other(state, action, "target", service_problem)


def refill(target: UnitState) -> dict[str, int]:
    """Fill ammo and (not in flight) fuel; returns what was added, for the event."""
    added = {"ammo": 0, "fuel": 0}
    if target.type.ammo is not None:
        added["ammo"] = target.type.ammo - (target.ammo or 0)
        target.ammo = target.type.ammo
    if target.type.fuel is not None and not target.flying:
        added["fuel"] = target.type.fuel - (target.fuel or 0)
        target.fuel = target.type.fuel
    return added


def heal(target: UnitState, amount: int) -> int:
    before = target.hp
    target.hp = min(target.type.hp, target.hp + amount)
    return target.hp - before


def perform_service(state: GameState, order: Order) -> list[Event]:
    actor, target = order.unit, order.other
    assert target is not None
    rules = state.catalog.rules
    actor.ap -= cost(state, order.kind, actor)
    event: Event = {"type": {"resupply": "resupplied", "heal": "healed",
                             "repair": "repaired"}[order.kind],
                    "unit": actor.id, "target": target.id}
    if order.kind == "resupply":
        event.update(refill(target))
    else:
        amount = rules.heal_medic if order.kind == "heal" else rules.repair_engineer
        event["amount"] = heal(target, amount)
        event["hp"] = target.hp
    return [event]


# ------------------------------------------------------------------ generators

def order_actions(state: GameState, unit: UnitState) -> list[Action]:
    """Every legal order of one unit (load/tow/unload/resupply/heal/repair)."""
    out: list[Action] = []
    if unit.aboard is not None:
        carrier = state.units[unit.aboard]
        if carrier.at is not None and unit.ap >= cost(state, "unload", unit):
            for cell in state.grid.cells_within(carrier.at, state.play.order_reach):
                if unload_problem(state, unit, cell) is None:
                    out.append({"type": "unload", "unit": unit.id, "to": cell_json(cell)})
        return out
    if unit.at is None:
        return out
    # the orders the unit could give anyone, by what `boarding_problem` and
    # `service_problem` ask of the unit alone, and has the AP for (the same for every
    # unit near): most units give none, and no unit near is then looked at
    boards = [kind for kind in _boarding_kinds(unit) if unit.ap >= cost(state, kind, unit)]
    serves = [] if _SERVICE_ABILITIES.isdisjoint(unit.type.abilities) else [
        kind for kind, (ability, _, _) in SERVICES.items()
        if unit.type.has(ability) and unit.ap >= cost(state, kind, unit)]
    if not boards and not serves:
        return out
    cells = state.grid.cells_within(unit.at, state.play.order_reach)
    near = [state.units[state.ground[c]] for c in cells if c in state.ground]
    near += [state.units[state.air[c]] for c in cells if c in state.air]
    for other in near:
        for kind in boards:
            if boarding_problem(state, kind, unit, other) is None:
                out.append({"type": kind, "unit": unit.id, "into": other.id})
        for kind in serves:
            if service_problem(state, kind, unit, other) is None:
                out.append({"type": kind, "unit": unit.id, "target": other.id})
    return out


def _boarding_kinds(unit: UnitState) -> tuple[str, ...]:
    """The boarding orders `boarding_problem` may allow the unit by what it asks of the
    unit alone (a gun is towed, foot troops load; nothing that moved, flies, carries or is
    a vehicle or aircraft boards)."""
    kind = unit.type
    if kind.is_vehicle or kind.is_aircraft or kind.capacity > 0 or unit.flying or unit.moved:
        return ()
    return ("tow",) if kind.has("needs_tow") else ("load",)


# ------------------------------------------------------- buildings serve at turn end

def end_of_side_turn_services(state: GameState, side: str) -> list[Event]:
    """A2, A5, A11: inside a friendly finished hospital foot soldiers heal, inside a
    workshop vehicles and guns are repaired; a depot refills units inside or adjacent;
    a heliport's platform refuels its side's landed helicopter."""
    rules = state.catalog.rules
    events: list[Event] = []
    for unit in list(state.living(side)):
        if unit.at is None or unit.flying:
            continue
        s = state.structures.get(unit.at)
        if s is not None and s.kind == "building" and s.finished and s.owner == side:
            building = state.catalog.buildings[s.type]
            if "heal" in building.services and unit.type.is_foot and unit.hp < unit.type.hp:
                amount = heal(unit, rules.heal_hospital)
                events.append({"type": "healed", "unit": s.type, "target": unit.id,
                               "amount": amount, "hp": unit.hp})
            if ("repair" in building.services and unit.type.is_repairable
                    and unit.hp < unit.type.hp):
                amount = heal(unit, rules.repair_workshop)
                events.append({"type": "repaired", "unit": s.type, "target": unit.id,
                               "amount": amount, "hp": unit.hp})
            if building.platform and unit.type.is_aircraft and _needs_resupply(unit):
                events.append({"type": "resupplied", "unit": s.type, "target": unit.id,
                               **refill(unit)})
        if _needs_resupply(unit) and _near_depot(state, unit):
            events.append({"type": "resupplied", "unit": "depot", "target": unit.id,
                           **refill(unit)})
    return events


def _near_depot(state: GameState, unit: UnitState) -> bool:
    assert unit.at is not None
    for c in state.grid.cells_within(unit.at, state.play.depot_reach):
        s = state.structures.get(c)
        if (s is not None and s.kind == "building" and s.finished and s.owner == unit.side
                and "resupply" in state.catalog.buildings[s.type].services):
            return True
    return False
