"""Which cells a side sees and which enemy units it spots (RULES.md A8).

Vision is a radius, not a line of sight: the rules shorten it by night and weather and
cap it (watchtowers excepted). Cover hides a unit on a seen cell: it is spotted only
within (vision - concealment), concealment growing for small units and for camouflaged
snipers and observers (watchtowers and drones see through camouflage). Adjacent units are
always spotted. Cargo sees nothing of its own: its carrier looks.

How far a unit or building sees, and the editor's start-of-scenario fog from a
`Scenario`, are in `sight_range`; this module answers the questions during play from a
`GameState`, and `SideView` is the per-side picture the AI and the play-test window read
instead of the whole state.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from engine.records import record
from engine.rules.position_memo import POSITION_MEMO
from engine.rules.position_memo import changing_position as changing_position
from engine.rules.position_memo import forget as forget
from engine.rules.position_memo import forget_others as forget_others
from engine.rules.position_memo import reading as reading
from engine.rules.position_memo import reading_position as reading_position
from engine.rules.position_memo import recall as recall
from engine.rules.position_memo import remembered as remembered
from engine.rules.sight_range import building_vision, kept_cells_seen, still_seen, unit_vision
from engine.rules.state import GameState, UnitState, changed_since, kept_ref, state_changes
from engine.scenario.model import Cell

# ------------------------------------------------------------------ during play
# (what is worked out while a position is read is kept by engine/rules/position_memo.py)


class Observer(NamedTuple):
    """One pair of eyes of a side: where it stands, how far it sees, and whether it sees
    through camouflage (watchtowers, drones)."""

    cell: Cell
    reach: int
    sees_camouflage: bool


def observers(state: GameState, side: str) -> list[Observer]:
    """The side's units on the map (landed or in flight) and its finished buildings."""
    return remembered(state, ("observers", side), lambda: _observers(state, side))


def _observers(state: GameState, side: str) -> list[Observer]:
    """The side's observers, updated from its last list on this state by the units that
    changed since (`UnitState.changed`): an eye that moved or changed its reach is put
    in its place in a copy of the list; a unit that came, went, boarded or landed, or a
    change of anything else the eyes read (`_spotting_world`), makes the list anew."""
    world = _world(state)
    key = (id(state), side)
    kept = _OBSERVERS_KEPT.get(key)
    if kept is not None and kept[0]() is state and kept[1] == world:
        tick, found, index, kinds = kept[2], kept[3], kept[4], kept[5]
        now = next(state_changes())
        patched: list[Observer] | None = None
        recent = changed_since(state, tick)
        for u in state.units.values() if recent is None else recent:
            if u.changed <= tick:
                continue
            uid = u.id
            at = index.get(uid)
            eye = u.alive and u.side == side and u.at is not None
            if at is None and not eye:
                continue
            if at is None or not eye:  # an eye came or went: the list anew
                break
            t = u.type
            kind = kinds.get(t.id)
            if kind is None:
                kind = kinds[t.id] = (unit_vision(t, state.hour, state.season,
                                                  state.catalog.rules, state.rain),
                                      t.has("sees_camouflage") or t.is_drone)
            o = found[at] if patched is None else patched[at]
            if (o.cell, o.reach, o.sees_camouflage) != (u.at, *kind):
                if patched is None:
                    patched = list(found)
                patched[at] = tuple.__new__(Observer, (u.at, *kind))
        else:
            if patched is not None:
                found = patched
            _OBSERVERS_KEPT[key] = (kept[0], world, now, found, index, kinds)
            return found
    tick = next(state_changes())
    found = _observers_all(state, side)
    units = [uid for uid, u in state.units.items()
             if u.alive and u.side == side and u.at is not None]
    ref = weakref.ref(state, _forget_observers(key))
    _OBSERVERS_KEPT[key] = (ref, world, tick, found, {uid: i for i, uid in enumerate(units)},
                            {})
    return found


# (id(state), side) -> (the state, weakly; the world it read; the last change number read;
# the side's observers; the index of each unit's eye in them; unit type -> reach, camo)
_OBSERVERS_KEPT: dict[tuple[int, str], tuple[Any, ...]] = {}


def _forget_observers(key: tuple[int, str]) -> Callable[[Any], None]:
    return lambda _: _OBSERVERS_KEPT.pop(key, None)


def _world(state: GameState) -> tuple[Any, ...]:
    """`_spotting_world`, once per position while it is read."""
    return remembered(state, "spotting world", lambda: _spotting_world(state))


def _observers_all(state: GameState, side: str) -> list[Observer]:
    """The side's units on the map, in the state's order, then its finished buildings."""
    rules = state.catalog.rules
    hour, season = state.hour, state.season
    found: list[Observer] = []
    eyes: dict[str, tuple[int, bool]] = {}  # per unit type: the same for all its units
    new = tuple.__new__  # an Observer without its __new__'s call (hundreds per action)
    for unit in state.units.values():  # state.living(side), without the generator
        if unit.alive and unit.side == side and unit.at is not None:
            t = unit.type
            kind = eyes.get(t.id)
            if kind is None:
                kind = eyes[t.id] = (unit_vision(t, hour, season, rules, state.rain),
                                     t.has("sees_camouflage") or t.is_drone)
            found.append(new(Observer, (unit.at, *kind)))
    for s in state.structures.values():
        if s.kind == "building" and s.owner == side and s.finished:
            building = state.catalog.buildings[s.type]
            found.append(Observer(s.at, building_vision(building, hour, season, rules,
                                                        state.rain),
                                  building.sees_camouflage))
    return found


def visible_cells(state: GameState, side: str) -> set[Cell]:
    """Every cell within reach of one of the side's observers (A8), and those a mission's
    `reveal` lifts the fog from now."""
    return set(_visible(state, side))


def revealed_cells(state: GameState, side: str) -> frozenset[Cell]:
    """The cells a `reveal` action lifts the side's fog from in this round (the state's
    `mission.revealed`: per side, [cells, last round] entries; engine/rules/mission_changes.py)."""
    entries = state.mission.revealed.get(side)
    if not entries:
        return frozenset()
    return frozenset((c[0], c[1]) for cells, last in entries if last >= state.round
                     for c in cells)


def _visible(state: GameState, side: str) -> frozenset[Cell]:
    return remembered(state, ("visible", side), lambda: kept_cells_seen(
        state, side, state.grid, observers(state, side), revealed_cells(state, side)))


# While a position is read, the questions `sees_cell` answers by measuring the side's eyes
# (the same observers' list, over one position or more) before it makes the whole set of
# cells the side sees, kept while they stand (then a look-up each): the set costs as much
# as measuring every eye for about this many cells (a disc of cells per eye).
EYES_MEASURED = 16

# (id(state), side) -> (the state, weakly; the observers' list measured; how many
# questions it answered)
_MEASURED: dict[tuple[int, str], tuple[Any, list[Observer], list[int]]] = {}


def sees_cell(state: GameState, side: str, cell: Cell,
              eyes: list[Observer] | None = None) -> bool:
    """Whether the side sees the cell now. While a position is read: a look-up in the
    side's seen cells when this reading made them already or the last ones still hold
    (its eyes the same list); else the eyes measured, as outside a reading, for the
    first `EYES_MEASURED` questions asked of these eyes (the same answer for a cell on
    the map), the seen cells made (and kept) for the next ones."""
    if eyes is None and POSITION_MEMO.get() is not None:
        visible = recall(state, ("visible", side))
        if visible is None:
            eyes = observers(state, side)
            kept = still_seen(state, side, eyes, revealed_cells(state, side))
            if kept is not None:
                visible = remembered(state, ("visible", side), lambda: kept)
            else:
                key = (id(state), side)
                held = _MEASURED.get(key)
                if held is None or held[0]() is not state or held[1] is not eyes:
                    held = _MEASURED[key] = (kept_ref(_MEASURED, key, held, state), eyes, [0])
                held[2][0] += 1
                if held[2][0] > EYES_MEASURED or not state.grid.in_bounds(cell):
                    visible = _visible(state, side)
        if visible is not None:
            return cell in visible
    if state.mission.revealed and cell in revealed_cells(state, side):
        return True
    distance = state.grid.distance
    col, row = cell  # an eye out of reach in columns or rows is ruled out without a call
    return any(-reach <= at[0] - col <= reach and -reach <= at[1] - row <= reach
               and distance(at, cell) <= reach
               for at, reach, _ in (observers(state, side) if eyes is None else eyes))


def in_cover(state: GameState, unit: UnitState) -> bool:
    """A8: what hides a unit is the cover of its place (terrain, wreck, finished work or
    building), not the general's reassurance; an aircraft in flight is never in cover."""
    if unit.flying or unit.at is None:
        return False
    cell = unit.at
    if state.ground_terrain(cell).cover > 0 or cell in state.wrecks:
        return True
    for s in (state.structures.get(cell), state.bridges.get(cell)):
        if s is not None and s.finished:
            record = (state.catalog.buildings[s.type] if s.kind == "building"
                      else state.catalog.works[s.type])
            if record.cover > 0:
                return True
    return False


def camouflaged(state: GameState, unit: UnitState) -> bool:
    """A8: a sniper or observer in cover that has neither moved nor fired since its side's
    previous side-turn (`stayed_still` is set when its side-turn begins)."""
    return (unit.alive and unit.type.has("camouflage") and unit.stayed_still
            and not unit.moved and unit.shots_fired == 0 and in_cover(state, unit))


def spotted_by(state: GameState, unit: UnitState, eyes: Iterable[Observer]) -> bool:
    """Whether any of these observers spots the unit: within its reach less the unit's
    concealment (plus camouflage unless the observer sees through it), or adjacent."""
    if unit.at is None or not unit.alive:
        return False
    rules = state.catalog.rules
    hidden = rules.concealment(unit.type.size, in_cover(state, unit))
    camo = rules.camouflage_bonus if camouflaged(state, unit) else 0
    distance = state.grid.distance
    for o in eyes:
        d = distance(o.cell, unit.at)
        if d > o.reach:
            continue
        if d <= rules.always_spotted_distance:
            return True
        if d <= o.reach - hidden - (0 if o.sees_camouflage else camo):
            return True
    return False


def spotted_ids(state: GameState, side: str) -> frozenset[str]:
    """The ids of the enemy units on the map the side spots now: one set per side and
    position, remembered while the position is read."""
    return remembered(state, ("spotted", side), lambda: _spotted_ids(state, side))


def _spotted_ids(state: GameState, side: str) -> frozenset[str]:
    """Observers are put in square buckets as wide as the longest reach (plus one), so each
    enemy is tested only against the observers of the 3x3 buckets around it: linear in
    units, not units squared."""
    eyes = observers(state, side)
    lifted = revealed_cells(state, side)  # a `reveal`: every enemy there is seen
    if lifted:
        shown = [u.id for u in state.living() if u.side != side and u.at in lifted]
        if shown:
            return _spotted_by_eyes(state, side, eyes) | frozenset(shown)
    return _spotted_by_eyes(state, side, eyes)


def _spotted_by_eyes(state: GameState, side: str, eyes: list[Observer]) -> frozenset[str]:
    """The enemies these eyes (the side's observers) spot, updated from the last pass on
    this state by what changed since: only the enemies whose values changed
    (`UnitState.changed`) and those within reach of an eye of the side that moved, came,
    went or changed its reach are looked at again; anything else that spotting reads
    (the hour, season and rain, the terrain, wrecks, buildings and works, the catalog, the
    units there are) changed sends it to the whole pass, `_spotted_all`."""
    world = _world(state)
    key = (id(state), side)
    kept = _SPOTTING_KEPT.get(key)
    if kept is None or kept.state() is not state or kept.world != world:
        found = _spotted_all(state, side, eyes)
        _SPOTTING_KEPT[key] = _SpottingKept(state, key, side, world, found)
        return found
    return kept.update(state, eyes)


def _spotting_world(state: GameState) -> tuple[Any, ...]:
    """What spotting reads besides the units' own values (a change: the whole pass)."""
    return (id(state.catalog), state.hour, state.season, state.rain, state.terrain_version,
            len(state.units), frozenset(state.wrecks),
            tuple([(c, s.kind, s.type, s.owner, s.state)
                   for c, s in state.structures.items()]),
            tuple([(c, s.type, s.state) for c, s in state.bridges.items()]))


def _forget_spotting(key: tuple[int, str]) -> Callable[[Any], None]:
    return lambda _: _SPOTTING_KEPT.pop(key, None)


class _SpottingKept:
    """One side's spotting on one state as its last pass left it: the number of the last
    change it read (`UnitState.changed`: the count is shared, so a unit changed since
    has a greater one), the eye of each of the side's units on the map, and the enemies
    spotted (as a set, and as the pass's answer)."""

    __slots__ = ("state", "side", "world", "tick", "eyes", "spotted", "found", "kinds",
                 "looks", "buckets")

    def __init__(self, state: GameState, key: tuple[int, str], side: str,
                 world: tuple[Any, ...], found: frozenset[str]) -> None:
        self.state = weakref.ref(state, _forget_spotting(key))
        self.side = side
        self.world = world
        self.tick = next(state_changes())
        self.kinds: dict[str, tuple[int, bool]] = {}  # unit type -> its eye's reach, camo
        self.eyes = {uid: eye for uid, u in state.units.items()
                     if (eye := self._eye(state, u)) is not None}
        self.spotted = set(found)
        self.found = found
        self.looks = 0  # enemies looked at again (a measure of work, for the tests)
        # the observers' list last bucketed (kept while they do not change), the size
        # and the buckets
        self.buckets: tuple[list[Observer], int, dict[tuple[int, int], list[Any]]] | None = None

    def _eye(self, state: GameState, u: UnitState) -> tuple[Cell, int, bool] | None:
        if not u.alive or u.side != self.side or u.at is None:
            return None
        t = u.type
        kind = self.kinds.get(t.id)
        if kind is None:
            kind = self.kinds[t.id] = (
                unit_vision(t, state.hour, state.season, state.catalog.rules, state.rain),
                t.has("sees_camouflage") or t.is_drone)
        return (u.at, *kind)

    def update(self, state: GameState, eyes: list[Observer]) -> frozenset[str]:
        """The pass on the state now: the units there are the same objects as at the last
        pass (the world key counts them; a reinforcement is a new one, a unit is never
        replaced or removed)."""
        side, kept_eyes, spotted, tick = self.side, self.eyes, self.spotted, self.tick
        self.tick = next(state_changes())
        units = state.units
        moved: list[tuple[Cell, int, bool]] = []  # the side's eyes before and after a change
        again: dict[str, UnitState] = {}  # the enemies to look at again
        before = len(spotted)
        recent = changed_since(state, tick)
        for u in units.values() if recent is None else recent:
            if u.changed <= tick:
                continue
            uid = u.id
            eye = self._eye(state, u)
            old = kept_eyes.get(uid)
            if eye != old:
                if old is not None:
                    moved.append(old)
                if eye is None:
                    del kept_eyes[uid]
                else:
                    moved.append(eye)
                    kept_eyes[uid] = eye
            if u.side == side:
                spotted.discard(uid)
            else:
                again[uid] = u
        if moved:
            # an eye reaches a cell at most its reach away in columns and rows
            boxes = [(c - reach, c + reach, r - reach, r + reach)
                     for (c, r), reach, _ in moved]
            for u in units.values():
                if u.side != side and u.alive and u.at is not None and u.id not in again:
                    uc, ur = u.at
                    for low_c, high_c, low_r, high_r in boxes:
                        if low_c <= uc <= high_c and low_r <= ur <= high_r:
                            again[u.id] = u
                            break
        changed = len(spotted) != before
        if again:
            changed = self._look_again(state, eyes, again.values()) or changed
        if changed:
            self.found = frozenset([uid for uid in units if uid in spotted])
        return self.found

    def _look_again(self, state: GameState, eyes: list[Observer],
                    again: Iterable[UnitState]) -> bool:
        """Each of these enemies spotted or not, as `_spotted_all` tells it; whether any
        answer changed."""
        spotted = self.spotted
        if not eyes:
            changed = bool(spotted)
            spotted.clear()
            return changed
        hexes = state.grid.kind == "hex"
        if self.buckets is not None and self.buckets[0] is eyes:
            size, buckets = self.buckets[1], self.buckets[2]  # the same observers' list
        else:
            size = max(o.reach for o in eyes) + 1
            buckets = {}
            for o in eyes:
                (col, row), reach = o.cell, o.reach
                eye = ((col - (row - (row & 1)) // 2, row, reach, o.sees_camouflage)
                       if hexes else o)
                buckets.setdefault((col // size, row // size), []).append(eye)
            self.buckets = (eyes, size, buckets)
        rules = state.catalog.rules
        always = rules.always_spotted_distance
        changed = False
        for u in again:
            self.looks += 1
            if not u.alive or u.at is None:
                seen = False
            else:
                bc, br = u.at[0] // size, u.at[1] // size
                near = [b for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                        if (b := buckets.get((bc + dc, br + dr)))]
                if not near:
                    seen = False
                elif hexes:
                    hidden = rules.concealment(u.type.size, in_cover(state, u))
                    camo = rules.camouflage_bonus if camouflaged(state, u) else 0
                    seen = _hex_spotted(u.at, hidden, camo, always, near)
                else:
                    seen = spotted_by(state, u, itertools.chain.from_iterable(near))
            if seen != (u.id in spotted):
                changed = True
                if seen:
                    spotted.add(u.id)
                else:
                    spotted.discard(u.id)
        return changed


# (id(state), side) -> that side's spotting on that state as its last pass left it
_SPOTTING_KEPT: dict[tuple[int, str], _SpottingKept] = {}


def _spotted_all(state: GameState, side: str, eyes: list[Observer]) -> frozenset[str]:
    """Every enemy on the map looked at (`_spotted_by_eyes` keeps what it found)."""
    if not eyes:
        return frozenset()
    size = max(o.reach for o in eyes) + 1
    hexes = state.grid.kind == "hex"
    buckets: dict[tuple[int, int], list[Any]] = {}
    for o in eyes:
        # on hex grids an eye as (cube q, row, reach, sees camouflage): `_hex_spotted`
        (col, row), reach = o.cell, o.reach
        eye = (col - (row - (row & 1)) // 2, row, reach, o.sees_camouflage) if hexes else o
        buckets.setdefault((col // size, row // size), []).append(eye)
    found = []
    rules = state.catalog.rules
    always = rules.always_spotted_distance
    # per bucket of a unit: the eyes of the nine buckets around it and, on hex grids,
    # the answers kept for exactly those eyes (from the last pass, see _SPOTTED_KEPT)
    around: dict[tuple[int, int], tuple[list[list[Any]], dict[Any, bool]]] = {}
    last = _SPOTTED_KEPT.get((side, always), {})
    kept: dict[tuple[Any, ...], dict[Any, bool]] = {}
    for u in state.units.values():  # state.living(), in its order, without the generator
        if not u.alive or u.side == side or u.at is None:
            continue
        bc, br = u.at[0] // size, u.at[1] // size
        slot = around.get((bc, br))
        if slot is None:
            near = [b for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                    if (b := buckets.get((bc + dc, br + dr)))]
            answers: dict[Any, bool] = {}
            if hexes and near:
                eyes_key = tuple(map(tuple, near))
                answers = kept.get(eyes_key) or last.get(eyes_key) or {}
                kept[eyes_key] = answers
            slot = around[(bc, br)] = (near, answers)
        near, answers = slot
        # the observers of those buckets, looked at only until one spots the unit
        if not near:
            continue
        if hexes:
            hidden = rules.concealment(u.type.size, in_cover(state, u))
            camo = rules.camouflage_bonus if camouflaged(state, u) else 0
            asked = (u.at, hidden, camo)
            seen = answers.get(asked)
            if seen is None:
                seen = answers[asked] = _hex_spotted(u.at, hidden, camo, always, near)
            if seen:
                found.append(u.id)
        elif spotted_by(state, u, itertools.chain.from_iterable(near)):
            found.append(u.id)
    if hexes:
        _SPOTTED_KEPT[(side, always)] = kept
    return frozenset(found)


# Spotting's answers on hex grids, kept from one pass to the next per (side, always-spotted
# distance): eyes of nine buckets (as `_hex_spotted` reads them) -> (cell, concealment,
# camouflage) -> spotted. An answer is a function of its keys alone, so it holds for any
# game; a pass keeps only the eye sets it met, so the store stays as small as one pass.
_SPOTTED_KEPT: dict[tuple[str, int], dict[tuple[Any, ...], dict[Any, bool]]] = {}


def _hex_spotted(at: Cell, hidden: int, camo: int, always: int,
                 near: list[list[tuple[int, int, int, bool]]]) -> bool:
    """`spotted_by` on a hex grid with the distance worked out in the loop (the same
    formula as HexGrid.distance: the hottest loop of a big game's spotting); each eye
    as (cube q, row, reach, sees camouflage)."""
    uc, ur = at
    uq = uc - (ur - (ur & 1)) // 2
    for bucket in near:
        for oq, orow, reach, sees in bucket:
            dq = oq - uq
            dr = orow - ur
            d = dq if dq >= 0 else -dq
            if dr > d or -dr > d:
                d = dr if dr >= 0 else -dr
            if dq + dr > d or -(dq + dr) > d:
                d = dq + dr if dq + dr >= 0 else -(dq + dr)
            if d > reach:
                continue
            if d <= always or d <= reach - hidden - (0 if sees else camo):
                return True
    return False


def spotted_units(state: GameState, side: str) -> list[UnitState]:
    """Enemy units on the map the side spots now, in scenario order."""
    ids = spotted_ids(state, side)
    return [u for u in state.living() if u.id in ids]


def spots(state: GameState, side: str, unit: UnitState) -> bool:
    """Whether the side sees this unit: always its own, enemies when spotted."""
    if unit.side == side:
        return True
    if POSITION_MEMO.get() is None:  # one question while the position changes: this unit alone
        if state.mission.revealed and unit.at in revealed_cells(state, side):
            return unit.alive
        return spotted_by(state, unit, observers(state, side))
    return unit.id in spotted_ids(state, side)


def known_mines(state: GameState, side: str) -> set[Cell]:
    """A7: a side knows its own mines, and enemy mines within detection reach of one of
    its engineers on the map. Every other mine is invisible to it."""
    return set(known_mine_cells(state, side))


def known_mine_cells(state: GameState, side: str) -> frozenset[Cell]:
    """`known_mines` for reading only (not a copy: the orders' checks ask it of each
    cell near each engineer)."""
    return remembered(state, ("mines", side), lambda: _known_mines(state, side))


def _known_mines(state: GameState, side: str) -> frozenset[Cell]:
    if not state.mines:
        return frozenset()
    radius = state.catalog.rules.mine_detection_radius
    detectors = [u.at for u in state.living(side)
                 if u.at is not None and not u.flying and u.type.has("demine")]
    distance = state.grid.distance
    return frozenset(c for c, m in state.mines.items()
                     if m.owner == side or any(distance(d, c) <= radius for d in detectors))


@record(frozen=True)
class SideView:
    """What one side knows (A7, A8): its own units, the enemies it spots (a carrier's cargo
    as `cargo_count` only), the map with the buildings and works not its own as it last
    saw them, without the mines it does not know. The AI and the play-test window read
    this, never the whole state. Units are read-only dict-like views."""

    side: str
    round: int
    hour: int
    season: str
    day_phase: str
    visible_cells: frozenset[Cell]
    units: tuple[Mapping[str, Any], ...]
    terrain: tuple[str, ...]
    structures: tuple[Mapping[str, Any], ...]
    mines: frozenset[Cell]
    wrecks: frozenset[Cell]
    fires: frozenset[Cell]
    victory_points: tuple[Mapping[str, Any], ...]

    def unit(self, unit_id: str) -> Mapping[str, Any] | None:
        """The unit if this side sees it, else None."""
        return next((u for u in self.units if u["id"] == unit_id), None)

    def enemies(self) -> list[Mapping[str, Any]]:
        return [u for u in self.units if u["side"] != self.side]
