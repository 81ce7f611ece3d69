"""Fire (A1.2, A1.3, A5, A7 cover): who may shoot, at what, and what a shot does.

A fire action names a cell; `resolve_target` decides what on that cell the weapon hits, so
the same rule answers "is this legal?" for one action and for the whole list of legal
shots. Effects of a hit (wrecks, rubble, bridges) are in `engine.rules.damage`.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import Weapon
from engine.grid import Cell, Grid
from engine.records import record
from engine.rules import vision
from engine.rules.actions import (
    Action,
    Event,
    IllegalAction,
    acting_unit,
    cell_json,
    cell_key,
    refuse,
)
from engine.rules.auras import aura_cells, aura_sources
from engine.rules.damage import damage_structure, damage_unit, destroy_unit, structure_json
from engine.rules.state import NEUTRAL, GameState, Structure, UnitState

WHAT_VALUES = ("unit", "structure")


@record(frozen=True)
class Target:
    cell: Cell
    unit: UnitState | None = None
    structure: Structure | None = None

    @property
    def what(self) -> str:
        return "unit" if self.unit is not None else "structure"


@record(frozen=True)
class Shot:
    shooter: UnitState
    weapon: Weapon
    target: Target


def sees(state: GameState, side: str, cell: Cell) -> bool:
    """Whether the side sees the cell (A8): indirect fire needs a seen target."""
    return vision.sees_cell(state, side, cell)


def shots_allowed(state: GameState, unit: UnitState) -> int:
    """A1.2: once a side-turn; twice next to a friendly supply truck or near the general;
    the type's own count (heavy tank, attack helicopter, AA battery, general) otherwise."""
    base = unit.type.shots
    bonus = state.play.aura_shots
    if base >= bonus or unit.at is None:
        return base
    if vision.reading():  # every unit asks while the position is read: the aura's cells
        near = aura_cells(state, unit.side).get(unit.at)
        return bonus if near is not None and (len(near) > 1 or near[0] != unit.id) else base
    distance = state.grid.distance
    row = unit.at[1]
    for other, reach in aura_sources(state, unit.side):
        at = other.at
        assert at is not None
        # rows apart bound the distance on both grids: most sources are ruled out cheaply
        if other is not unit and abs(at[1] - row) <= reach and distance(at, unit.at) <= reach:
            return bonus
    return base


def shots_reader(state: GameState) -> Callable[[UnitState], int]:
    """`shots_allowed` for many units of one position (the AI's snapshots of every unit,
    every decision): each side's aura cells asked for once. Only while the position is
    read; otherwise each unit is asked as `shots_allowed` asks it."""
    if not vision.reading():
        return lambda unit: shots_allowed(state, unit)
    bonus = state.play.aura_shots
    cells: dict[str, dict[Cell, tuple[str, ...]]] = {}

    def allowed(unit: UnitState) -> int:
        base = unit.type.shots
        if base >= bonus or unit.at is None:
            return base
        aura = cells.get(unit.side)
        if aura is None:
            aura = cells[unit.side] = aura_cells(state, unit.side)
        near = aura.get(unit.at)
        return bonus if near is not None and (len(near) > 1 or near[0] != unit.id) else base
    return allowed


def shooter_problem(state: GameState, unit: UnitState) -> str | None:
    """Why the unit cannot fire at all now (weapon-independent), or None."""
    rules = state.catalog.rules
    if not unit.type.weapons:
        return f"unit '{unit.id}' ({unit.type.name}) has no weapon"
    if unit.type.is_aircraft and not unit.flying:
        return f"unit '{unit.id}' is landed; a landed aircraft cannot fire (A11)"
    if (unit.ammo or 0) < rules.ammo_per_shot:
        return f"unit '{unit.id}' is out of ammunition"
    allowed = shots_allowed(state, unit)
    if unit.shots_fired >= allowed:
        return f"unit '{unit.id}' has fired its {allowed} shot(s) this side-turn"
    cost = rules.shot_ap(unit.type.ap)
    if unit.ap < cost:
        return f"unit '{unit.id}' has {unit.ap} AP left; a shot costs {cost}"
    return None


def weapon_problem(state: GameState, unit: UnitState, weapon: Weapon) -> str | None:
    """Why this weapon cannot fire now: stationary weapons after moving, one weapon per
    shot for units that always fire more than once (A1.2, A5)."""
    if weapon.has("stationary") and unit.moved:
        return f"the {weapon.name.lower()} fires only if the unit has not moved this side-turn"
    if unit.type.shots > 1 and unit.weapons_used.get(weapon.id, 0) >= weapon.uses_per_turn:
        return f"the {weapon.name.lower()} has already fired this side-turn (one weapon a shot)"
    if weapon.fire == "ground" and not unit.flying:
        return f"the {weapon.name.lower()} drops only from the air"
    return None


def max_range(state: GameState, unit: UnitState, weapon: Weapon) -> int:
    """A5: range halves (rounded down) after moving this side-turn."""
    if unit.moved:
        return state.catalog.rules.range_after_move(weapon.max_range)
    return weapon.max_range


def hit_problem(shooter: UnitState, weapon: Weapon, target: UnitState) -> str | None:
    """Whether the weapon can hit this unit at all (A10, A11): helicopters in flight only
    by anti-air weapons; drones in flight by every direct-fire weapon (the one-hit kill
    is only the drone-killers', A10) and by anti-drone ones; landed aircraft not by
    weapons that do not aim so low, and bombs only on the ground."""
    if target.flying:
        if weapon.fire == "ground":
            return "bombs hit only the ground"
        drone_ok = target.type.is_drone and (weapon.fire == "direct"
                                             or shooter.type.kills_drone_with(weapon))
        if not (weapon.has("anti_air") or drone_ok):
            return f"the {weapon.name.lower()} cannot hit an aircraft in flight"
    elif target.type.is_aircraft and weapon.has("no_low_aim"):
        return f"the {weapon.name.lower()} cannot aim low enough for a landed aircraft"
    return None


def shields(state: GameState, s: Structure) -> bool:
    """A5: whether a ground unit on this work keeps it from being targeted (all but the
    finished works marked targetable_under_unit)."""
    if s.kind == "building":
        return False
    work = state.catalog.works[s.type]
    return not (work.targetable_under_unit and s.finished)


def structure_problem(state: GameState, side: str, s: Structure) -> str | None:
    """A5: an enemy building (finished or not) or a work not of the side, neutral bridges
    included; under a ground unit only finished works marked targetable_under_unit."""
    if s.kind == "building":
        if s.owner in (side, NEUTRAL):
            return f"the {s.type} at {list(s.at)} is not an enemy building"
        return None
    if s.owner == side:
        return f"the {s.type} at {list(s.at)} is {side}'s own"
    under = state.ground_unit(s.at)
    if under is not None and shields(state, s) and vision.spots(state, side, under):
        # a unit the side does not see there is learnt by firing (A8: `strike`)
        return f"the {s.type} at {list(s.at)} cannot be targeted with a unit on it"
    return None


def resolve_target(state: GameState, shooter: UnitState, weapon: Weapon, cell: Cell,
                   what: str | None) -> Target | str:
    """What the shot at `cell` hits, or why nothing there can be hit. An enemy unit comes
    first (an anti-air weapon prefers the aircraft above); `what: structure` aims at the
    building or work instead."""
    reasons: list[str] = []
    if what in (None, "unit"):
        ground, air = state.ground_unit(cell), state.air_unit(cell)
        order = [air, ground] if weapon.has("anti_air") else [ground, air]
        for u in order:
            if u is None or u.side == shooter.side or not vision.spots(state, shooter.side, u):
                continue
            why = hit_problem(shooter, weapon, u)
            if why is None:
                return Target(cell, unit=u)
            reasons.append(why)
    if what in (None, "structure") and sees(state, shooter.side, cell):
        for s in (state.structures.get(cell), state.bridges.get(cell)):
            if s is None:
                continue
            why = structure_problem(state, shooter.side, s)
            if why is None:
                return Target(cell, structure=s)
            reasons.append(why)
    return reasons[0] if reasons else f"there is nothing {shooter.side} can hit at {list(cell)}"


# What a cell of a line is to fire passing through it (see line_problem).
RUIN = "ruin"
CellProblem = Callable[[Cell], str | None]


def line_problem(grid: Grid, a: Cell, b: Cell, cell_problem: CellProblem,
                 max_ruins: int) -> str | None:
    """Why a line from a to b is blocked, or None. `cell_problem` says what a cell is: None
    (fire passes), RUIN (passes, but counts toward the ruin limit) or why it blocks. Where
    the line runs along an edge a step touches two cells (or more at a corner), and an
    obstacle on either side blocks it: the line grazes it. Off the map (a hex line along
    the ragged edge) nothing stands in the way."""
    ruins = 0
    for step in grid.line_steps_between(a, b):
        reasons: list[str] = []
        ruin = False
        for cell in step:
            why = cell_problem(cell) if grid.in_bounds(cell) else None
            if why is RUIN:
                ruin = True
            elif why is not None:
                reasons.append(why)
        if reasons:
            return reasons[0]
        if ruin:
            ruins += 1
            if ruins > max_ruins:
                return f"{ruins} ruined villages on the way block the line of fire"
    return None


def line_of_fire_problem(state: GameState, a: Cell, b: Cell,
                         side: str | None = None) -> str | None:
    """A5: the cells strictly between hold no ground unit, no blocking terrain (forest,
    hill) and at most the allowed number of ruined villages; no smoke (phased) on the
    way, on the target or around the shooter. Buildings and works do not block: the
    seed lists none among the blockers. With `side` (a shot that side chooses), a ground
    unit blocks only when the side sees it (A8): whether an unseen one stands in the way
    is learnt by firing, the shot spent where it stands (`hidden_blocker`)."""
    if b in state.smoke:
        return f"smoke at {list(b)} hides the target"
    if a in state.smoke:
        return f"smoke at {list(a)} blinds the shooter"

    def cell_problem(cell: Cell) -> str | None:
        blocker = state.ground.get(cell)
        if blocker is not None and (side is None or vision.spots(state, side,
                                                                 state.units[blocker])):
            return f"unit '{blocker}' at {list(cell)} is in the line of fire"
        if cell in state.smoke:
            return f"smoke at {list(cell)} blocks the line of fire"
        terrain = state.terrain_at(cell)
        if terrain.blocks_line_of_fire:
            return f"{terrain.name.lower()} at {list(cell)} blocks the line of fire"
        return RUIN if terrain.ruin else None

    return line_problem(state.grid, a, b, cell_problem,
                        state.catalog.rules.max_ruins_in_line_of_fire)


def hidden_blocker(state: GameState, a: Cell, b: Cell) -> Cell | None:
    """The first cell strictly between a and b with a ground unit on it: where a direct
    shot that its side saw clear stops, spent (A5 with A8: the unit was unseen, so the
    side could not know; as a move bumps into an unseen unit). None when the way is free."""
    for step in state.grid.line_steps_between(a, b):
        for cell in step:
            if cell in state.ground:
                return cell
    return None


def blocked_on_the_way(state: GameState, shooter: UnitState, weapon: Weapon,
                       target: Cell, aimed_at_air: bool = False) -> Cell | None:
    """Where an unseen ground unit stops this direct shot, or None (indirect fire, fire
    to or from an aircraft in flight, or a free line)."""
    if weapon.fire != "direct" or shooter.flying or aimed_at_air or shooter.at is None:
        return None
    return hidden_blocker(state, shooter.at, target)


def shot_problem(state: GameState, shooter: UnitState, weapon: Weapon,
                 target: Target) -> str | None:
    """Range, line of fire and sight for a resolved target."""
    assert shooter.at is not None
    distance = state.grid.distance(shooter.at, target.cell)
    reach = max_range(state, shooter, weapon)
    if not weapon.min_range <= distance <= reach:
        moved = " (halved after moving)" if shooter.moved else ""
        return (f"{list(target.cell)} is {distance} away; the {weapon.name.lower()} reaches "
                f"{weapon.min_range}-{reach}{moved}")
    if weapon.fire == "direct":
        airborne = shooter.flying or (target.unit is not None and target.unit.flying)
        if not airborne:
            why = line_of_fire_problem(state, shooter.at, target.cell, shooter.side)
            if why is not None:
                return why
    elif weapon.fire == "indirect" and not sees(state, shooter.side, target.cell):
        return f"{shooter.side} does not see {list(target.cell)}"
    return None


def cover_of(state: GameState, unit: UnitState) -> int:
    """A7: terrain, wreck, work and building cover add up, plus the general's reassurance
    to friends within reach. Aircraft in flight have none."""
    if unit.flying or unit.at is None:
        return 0
    rules = state.catalog.rules
    cell = unit.at
    cover = state.ground_terrain(cell).cover
    if cell in state.wrecks:
        cover += rules.wreck_cover
    for s in (state.structures.get(cell), state.bridges.get(cell)):
        if s is not None and s.finished:
            record = (state.catalog.buildings[s.type] if s.kind == "building"
                      else state.catalog.works[s.type])
            cover += record.cover
    for other in state.living(unit.side):
        if (other is not unit and other.at is not None and other.type.has("aura_general")
                and state.grid.distance(other.at, cell) <= rules.general_cover_radius):
            cover += rules.general_cover_bonus
            break
    return cover


def unit_damage(state: GameState, shooter: UnitState, weapon: Weapon, target: UnitState,
                base: int) -> int:
    """max(min damage, base - cover); a drone hit by a drone-killer is simply destroyed."""
    if target.type.is_drone and shooter.type.kills_drone_with(weapon):
        return target.hp
    return max(state.catalog.rules.min_damage, base - cover_of(state, target))


# --------------------------------------------------------------------------- actions

def pick_weapon(state: GameState, unit: UnitState, action: Action, cell: Cell,
                what: str | None) -> tuple[Weapon, Target]:
    """The named weapon, or the first weapon of the catalog that can make this shot."""
    name = action.get("weapon")
    if name is not None:
        if not isinstance(name, str):
            raise IllegalAction(f"'weapon' must be a weapon id, got {name!r}")
        try:
            candidates = [unit.type.weapon(name)]
        except KeyError:
            ids = ", ".join(w.id for w in unit.type.weapons)
            raise IllegalAction(f"unit '{unit.id}' has no weapon '{name}' (it has {ids})") from None
    else:
        candidates = list(unit.type.weapons)
    reasons: list[str] = []
    for weapon in candidates:
        why = weapon_problem(state, unit, weapon)
        if why is None:
            target = resolve_target(state, unit, weapon, cell, what)
            if isinstance(target, str):
                why = target
            else:
                why = shot_problem(state, unit, weapon, target)
                if why is None:
                    return weapon, target
        reasons.append(why)
    raise IllegalAction(reasons[0])


def check_fire(state: GameState, action: Action) -> Shot:
    unit = acting_unit(action, state)
    cell = cell_key(action, "target", state)
    what = action.get("what")
    if what is not None and what not in WHAT_VALUES:
        raise IllegalAction(f"'what' must be one of {', '.join(WHAT_VALUES)}, got {what!r}")
    why = shooter_problem(state, unit)
    refuse(why)
    weapon, target = pick_weapon(state, unit, action, cell, what)
    return Shot(unit, weapon, target)


def perform_fire(state: GameState, shot: Shot) -> list[Event]:
    """Pay, hit the target (and the work or building under it), blast, crater."""
    rules = state.catalog.rules
    shooter, weapon = shot.shooter, shot.weapon
    shooter.ap -= rules.shot_ap(shooter.type.ap)
    shooter.shots_fired += 1
    shooter.weapons_used[weapon.id] = shooter.weapons_used.get(weapon.id, 0) + 1
    return strike(state, shot)


def strike(state: GameState, shot: Shot, reaction: str | None = None) -> list[Event]:
    """The shot itself, whoever pays for it (a fire order, an alert or a patrol, A9):
    one round of ammunition, the hit, the work or building under it, blast, crater."""
    rules = state.catalog.rules
    shooter, weapon, target = shot.shooter, shot.weapon, shot.target
    shooter.ammo = (shooter.ammo or 0) - rules.ammo_per_shot
    events: list[Event] = [{
        "type": "fired", "unit": shooter.id, "weapon": weapon.id, "from": cell_json(shooter.at),
        "target": cell_json(target.cell), "what": target.what,
        "victim": target.unit.id if target.unit is not None else structure_json(
            target.structure) if target.structure is not None else None,
    }]
    if reaction is not None:
        events[0]["reaction"] = reaction
    blocked = blocked_on_the_way(state, shooter, weapon, target.cell,
                                 target.unit is not None and target.unit.flying)
    if blocked is None and target.structure is not None and shields(
            state, target.structure) and state.ground_unit(target.cell) is not None:
        blocked = target.cell  # an unseen unit on a work it shields: the shot is spent
    if blocked is not None:  # an unseen unit in the way: the shot is spent there
        events[0]["blocked_at"] = cell_json(blocked)
        return events
    cause = f"{shooter.id}:{weapon.id}"
    on_ground = True
    built_on = target.cell in state.structures or target.cell in state.bridges
    if target.unit is not None:
        victim = target.unit
        on_ground = not victim.flying
        amount = unit_damage(state, shooter, weapon, victim, weapon.damage)
        under = [s for s in (state.structures.get(target.cell), state.bridges.get(target.cell))
                 if s is not None]
        damage_unit(state, victim, amount, events, cause)
        if on_ground and weapon.damage >= rules.collateral_min_weapon_damage:
            for s in under:
                if s.hp > 0 and (s.at in state.structures or s.at in state.bridges):
                    damage_structure(state, s, amount, events, cause)
    elif target.structure is not None:
        damage_structure(state, target.structure, weapon.damage, events, cause)
    if weapon.has("blast") and on_ground:
        blast(state, shooter, weapon, target, events, cause)
    if weapon.has("shell") and on_ground and not built_on:
        crater(state, target.cell, events)
    if weapon.has("self_destruct") and shooter.alive:
        destroy_unit(state, shooter, events, "self-destructed")
    return events


def blast(state: GameState, shooter: UnitState, weapon: Weapon, target: Target,
          events: list[Event], cause: str) -> None:
    """A5: every other ground unit within the blast radius, friend or foe, takes half
    damage (rounded down, min 1), cover applies."""
    rules = state.catalog.rules
    base = rules.blast_damage(weapon.damage)
    victims = [state.units[state.ground[c]]
               for c in state.grid.cells_within(target.cell, rules.blast_radius)
               if c in state.ground]
    for u in victims:
        if u is target.unit or not u.alive:
            continue
        damage_unit(state, u, unit_damage(state, shooter, weapon, u, base), events,
                    cause + ":blast")


def crater(state: GameState, cell: Cell, events: list[Event]) -> None:
    """A5: a shell turns the terrain it hits into its `shelled_to` (grass -> crater), and
    sets a forest on fire (A6). A cell built on when hit keeps its ground."""
    terrain = state.terrain_at(cell)
    state.ignite(cell, events, "shell")
    if terrain.shelled_to is not None:
        state.set_terrain(cell, terrain.shelled_to)
        events.append({"type": "terrain_changed", "at": cell_json(cell),
                       "terrain": terrain.shelled_to})


BUCKET = 8  # the side of the square buckets target cells are filed in


def target_cells(state: GameState, unit: UnitState, weapon: Weapon) -> list[Cell]:
    """Cells worth trying for this weapon: spotted enemies and seen foreign structures in
    range. Local work: the candidates are filed in buckets once per side and position, and
    only the buckets within the weapon's reach are looked at."""
    assert unit.at is not None
    reach = max_range(state, unit, weapon)
    buckets = vision.remembered(state, ("targets", unit.side),
                                lambda: _target_buckets(state, unit.side))
    if not buckets:  # nothing the side may fire at (no enemy spotted, no structure seen)
        return []
    dist = state.grid.distance
    col, row = unit.at[0] // BUCKET, unit.at[1] // BUCKET
    span = (reach + 1) // BUCKET + 1
    found = [c for dc in range(-span, span + 1) for dr in range(-span, span + 1)
             for c in buckets.get((col + dc, row + dr), ())
             if weapon.min_range <= dist(unit.at, c) <= reach]
    return sorted(found)


def _target_buckets(state: GameState, side: str) -> dict[tuple[int, int], list[Cell]]:
    """Cells of the enemies the side spots and of the foreign structures it sees."""
    units = state.units
    cells = {u.at for uid in vision.spotted_ids(state, side) if (u := units[uid]).at is not None}
    structures = [c for c, s in state.structures.items() if s.owner != side]
    structures += [c for c, s in state.bridges.items() if s.owner != side]
    if structures:
        eyes = vision.observers(state, side)
        cells.update(c for c in structures if vision.sees_cell(state, side, c, eyes))
    out: dict[tuple[int, int], list[Cell]] = {}
    for c in cells:
        out.setdefault((c[0] // BUCKET, c[1] // BUCKET), []).append(c)
    return out


def fire_actions(state: GameState, unit: UnitState) -> list[Action]:
    """Every legal shot of the unit: one action per weapon, target cell and aim."""
    if unit.at is None or shooter_problem(state, unit) is not None:
        return []
    out: list[Action] = []
    for weapon in unit.type.weapons:
        if weapon_problem(state, unit, weapon) is not None:
            continue
        for cell in target_cells(state, unit, weapon):
            aims: list[str | None] = [None]
            if (cell in state.structures or cell in state.bridges) and any(
                    vision.spots(state, unit.side, u) for u in state.units_at(cell)):
                aims = ["unit", "structure"]
            for what in aims:
                target = resolve_target(state, unit, weapon, cell, what)
                if isinstance(target, str) or (what == "unit" and target.unit is None):
                    continue
                if shot_problem(state, unit, weapon, target) is not None:
                    continue
                action: Action = {"type": "fire", "unit": unit.id, "target": cell_json(cell),
                                  "weapon": weapon.id}
                if what is not None:
                    action["what"] = target.what
                out.append(action)
    return _unique(out)


def _unique(actions: list[Action]) -> list[Action]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for a in actions:
        key = (a["weapon"], tuple(a["target"]), a.get("what"))
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out
