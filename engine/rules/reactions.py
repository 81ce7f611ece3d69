"""Shots outside a unit's own orders (A9): the Alert order and the patrol zone.

Alert: the order costs the AP of a shot and takes one of the unit's shots of its
side-turn; during the following enemy side-turn the unit fires that shot at the first enemy
it sees moving (at every step of a move) or coming into sight (after any action), within
range and line of fire. The enemy's move goes on if it survives. The alert ends when the
shot is fired or the unit's own side-turn begins.

Patrol: at the end of every side-turn, every unit with direct fire that may patrol fires
once, free of AP, at a seen enemy ground unit within `patrol_radius`: first the units of
the sides that did not just play, then those of the side that did.

Reaction shots are aimed as in engine.rules.fire (what can hit what, line of fire, sight); in the
enemy's side-turn the unit counts as not having moved, at the end of its own side-turn as
it is. Weapons that destroy their own unit (kamikaze) never fire by themselves.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import Weapon
from engine.rules import vision
from engine.rules.actions import Action, Event, IllegalAction, acting_unit, pay_check
from engine.rules.fire import (
    Shot,
    Target,
    hit_problem,
    line_of_fire_problem,
    shooter_problem,
    strike,
)
from engine.rules.state import GameState, UnitState
from engine.rules.unit_lists import kept_units, on_alert

# ------------------------------------------------------------------------- aiming

def reaction_weapon(state: GameState, shooter: UnitState, target: UnitState,
                    own_turn: bool, direct_only: bool = False) -> Weapon | None:
    """The first weapon that can hit the target now without an order."""
    if shooter.at is None or target.at is None or shooter.type.is_aircraft and not shooter.flying:
        return None
    if (shooter.ammo or 0) < state.catalog.rules.ammo_per_shot:
        return None
    distance = state.grid.distance(shooter.at, target.at)
    moved = own_turn and shooter.moved
    for weapon in shooter.type.weapons:
        if weapon.has("self_destruct") or (direct_only and weapon.fire != "direct"):
            continue
        if moved and weapon.has("stationary"):
            continue
        reach = state.catalog.rules.range_after_move(weapon.max_range) if moved else (
            weapon.max_range)
        if not weapon.min_range <= distance <= reach:
            continue
        if weapon.fire == "ground" and not shooter.flying:
            continue
        if hit_problem(shooter, weapon, target) is not None:
            continue
        if (weapon.fire == "direct" and not shooter.flying and not target.flying
                and line_of_fire_problem(state, shooter.at, target.at) is not None):
            continue
        return weapon
    return None


def _fire(state: GameState, shooter: UnitState, weapon: Weapon, target: UnitState,
          reaction: str) -> list[Event]:
    assert target.at is not None
    return strike(state, Shot(shooter, weapon, Target(target.at, unit=target)), reaction)


# -------------------------------------------------------------------------- alert

def alert_problem(state: GameState, unit: UnitState) -> str | None:
    if unit.type.has("no_alert"):
        return f"'{unit.id}' ({unit.type.name}) cannot go on alert"
    if unit.alert:
        return f"'{unit.id}' is already on alert"
    if not any(not w.has("self_destruct") for w in unit.type.weapons):
        return f"'{unit.id}' ({unit.type.name}) has no weapon to keep a shot for"
    return shooter_problem(state, unit)


def alert_cost(state: GameState, unit: UnitState) -> int:
    return state.catalog.rules.order_ap("alert", unit.type.ap)


def check_alert(state: GameState, action: Action) -> UnitState:
    unit = acting_unit(action, state)
    why = alert_problem(state, unit)
    if why is not None:
        raise IllegalAction(why)
    pay_check(unit, alert_cost(state, unit), "alert")
    return unit


def perform_alert(state: GameState, unit: UnitState) -> list[Event]:
    unit.ap -= alert_cost(state, unit)
    unit.shots_fired += 1
    unit.alert = True
    return [{"type": "alert", "unit": unit.id}]


def alert_actions(state: GameState, unit: UnitState) -> list[Action]:
    if unit.at is None or not unit.type.weapons or alert_problem(state, unit) is not None:
        return []
    if unit.ap < alert_cost(state, unit):
        return []
    return [{"type": "alert", "unit": unit.id}]


def on_alert_units(state: GameState, side: str) -> list[UnitState]:
    """Units of the other sides on alert against `side` (in the state's order; the
    units on alert kept from one position to the next: engine/rules/unit_lists.py)."""
    return [u for u in kept_units(state, "on alert", on_alert)[0] if u.side != side]


def react_to(state: GameState, mover: UnitState) -> list[Event]:
    """Alert units that see `mover` and can hit it fire their kept shot at it."""
    events: list[Event] = []
    seen: dict[str, bool] = {}  # per guard side: the same answer for all its guards
    for guard in on_alert_units(state, mover.side):
        if not mover.alive or mover.at is None:
            break
        if guard.side not in seen:
            seen[guard.side] = vision.spots(state, guard.side, mover)
        if not seen[guard.side]:
            continue
        weapon = reaction_weapon(state, guard, mover, own_turn=False)
        if weapon is not None:
            guard.alert = False
            events += _fire(state, guard, weapon, mover, "alert")
            seen.clear()  # a shot changes the position: ask again
    return events


def spotted_by_guards(state: GameState, side: str) -> dict[str, set[str]]:
    """For each side with units on alert against `side`: the ids of `side`'s units it
    spots, to find afterwards who came into sight."""
    guards = {u.side for u in on_alert_units(state, side)}
    return {g: {u.id for u in vision.spotted_units(state, g) if u.side == side}
            for g in guards}


def react_to_newcomers(state: GameState, side: str, before: dict[str, set[str]]) -> list[Event]:
    """After an action of `side`: alert units fire at its units that came into sight."""
    events: list[Event] = []
    for guard_side, seen_before in before.items():
        for unit in vision.spotted_units(state, guard_side):
            if unit.side == side and unit.id not in seen_before and unit.alive:
                events += react_to(state, unit)
    return events


# ------------------------------------------------------------------------- patrol

def patrol_target(state: GameState, unit: UnitState, own_turn: bool,
                  eyes: Callable[[str], list[vision.Observer]] | None = None,
                  grounded: Callable[[str], list[UnitState]] | None = None
                  ) -> tuple[Weapon, UnitState] | None:
    """The weapon and the enemy a unit on patrol fires at now, or None; `eyes(side)` gives
    the side's observers (`vision.observers`, by default worked out anew), `grounded(side)`
    the living units on the ground of the other sides, in scenario order (`enemies_on_ground`,
    by default looked for anew)."""
    rules = state.catalog.rules
    if (unit.at is None or unit.type.has("no_patrol") or not unit.type.has_direct_fire
            or (unit.type.is_aircraft and not unit.flying)):
        return None
    eyes_of = (lambda side: vision.observers(state, side)) if eyes is None else eyes
    eyes = eyes_of(unit.side)
    grid = state.grid
    candidates = []
    radius, row = rules.patrol_radius, unit.at[1]
    enemies = enemies_on_ground(state, unit.side) if grounded is None else grounded(unit.side)
    # (each enemy's place in the scenario's order breaks ties, as its place among the
    # living did: the same order)
    for index, enemy in enumerate(enemies):
        at = enemy.at
        if (abs(at[1] - row) > radius  # rows apart bound the distance: cheap
                or grid.distance(unit.at, at) > radius
                or not vision.spotted_by(state, enemy, eyes)):
            continue
        candidates.append((grid.distance(unit.at, at), enemy.hp, index, enemy))
    for *_, enemy in sorted(candidates, key=lambda c: c[:3]):
        weapon = reaction_weapon(state, unit, enemy, own_turn, direct_only=True)
        if weapon is not None:
            return weapon, enemy
    return None


def patrol(state: GameState, just_played: str,
           may_react: Callable[[UnitState], bool] = lambda unit: True) -> list[Event]:
    """End of `just_played`'s side-turn: the other sides' patrols fire first, in turn
    order, then its own; a unit the turn system forbids to fire (`may_react` false: a
    routed unit under `activation`, RULES.md B) keeps still."""
    start = state.order.index(just_played)
    sides = state.order[start + 1:] + state.order[:start + 1]
    events: list[Event] = []
    # a side's observers, worked out once until a shot changes the position (the units
    # on patrol are many, the shots few)
    eyes: dict[str, list[vision.Observer]] = {}

    def eyes_of(side: str) -> list[vision.Observer]:
        found = eyes.get(side)
        if found is None:
            found = eyes[side] = vision.observers(state, side)
        return found

    # and the enemies on the ground of a side's units, likewise
    grounded: dict[str, list[UnitState]] = {}

    def grounded_of(side: str) -> list[UnitState]:
        found = grounded.get(side)
        if found is None:
            found = grounded[side] = enemies_on_ground(state, side)
        return found

    for side in sides:
        for unit in list(state.living(side)):
            if not unit.alive or not may_react(unit):
                continue
            found = patrol_target(state, unit, side == just_played, eyes_of, grounded_of)
            if found is not None:
                weapon, enemy = found
                events += _fire(state, unit, weapon, enemy, "patrol")
                eyes.clear()
                grounded.clear()
    return events


def enemies_on_ground(state: GameState, side: str) -> list[UnitState]:
    """The living units of the other sides standing on the ground, in scenario order."""
    return [u for u in state.units.values()  # state.living(), without the generator
            if u.alive and u.side != side and u.at is not None and not u.flying]
