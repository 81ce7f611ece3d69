"""A side's snapshots of the units it sees (`Game.seen_snapshots`, the AI's every
decision): its own living units and the enemies it spots, as `UnitSnapshot`s, the last
decision's snapshot of a unit given again when nothing it reads has changed (issue 37).

A unit's snapshot reads the unit's own values (numbered by `UnitState.changed`), its
cargo and the weapons it used (changed in place, unnumbered: compared), its shots left
(the type's shots, or the aura's bonus where its side's aura cells reach it:
engine/rules/auras.py) and its camouflage (its cell's cover: worked out again for a type
that may be camouflaged). Its shots left read the aura only on its own cell, so a unit
whose number, cargo and weapons used are those of its kept snapshot, and whose side's
aura cells hold on its cell what they held then, has the same snapshot: it is given
again without working out its shots and camouflage (`unit_snapshot` would find the same
values and give it too).

**The lists kept from the side's last call** (`KeptLists`, on a `kept` that has a `last`
slot: the AI's `KeptSnapshots`): one decision to the next a handful of units change (the
one that moved, the one it shot), so the whole pass over every unit of the state is not
made again while the state, the side, the units left out, the enemies the side spots and
each side's aura cells (the same dict: engine/rules/auras.py gives the kept one while its
sources stand) are those of the last call. The units changed since (`changed_since`) and
those whose snapshot the shortcut above never gives again (a carrier: its cargo changes in
place; a type that may be camouflaged) are looked at as the pass would; any of them that
came into the lists or left them (it died, boarded, was spotted or lost) sends the call to
the whole pass. A unit whose number did not change has the values it had: the weapons it
used change in place only as it fires, which numbers it (its AP and shots fired). What the
lists read is what the side may know: its own units and the enemies it spots, so the
answer is the whole pass's, unit for unit and snapshot for snapshot."""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable
from typing import Any

from engine.records import record
from engine.rules import fire, vision
from engine.rules.auras import aura_cells
from engine.rules.state import GameState, UnitState, changed_since, state_changes
from engine.rules.unit_views import NOT_READ, UnitSnapshot, unit_snapshot

Snapshots = tuple[list[UnitSnapshot], list[UnitSnapshot]]


@record
class KeptLists:
    """The last call's answer for a side (see the module): what it read and what it gave."""

    state: Any  # a weak reference to the state read
    side: str
    unknown: frozenset[str]
    spotted: frozenset[str]
    units: int  # how many units the state held
    auras: dict[str, dict[Any, Any]]  # side -> its aura cells as read then
    tick: int  # a number of the change count taken before the units were read
    own: list[UnitSnapshot]
    enemies: list[UnitSnapshot]
    # unit id -> (in `own`, its place in its list); those looked at whatever their number
    places: dict[str, tuple[bool, int]]
    always: list[UnitState]
    version: int  # this answer's number (`_VERSIONS`), and the last one's it was made from
    previous: int | None = None  # None: made by the whole pass
    looked: tuple[str, ...] = ()  # the units of the lists looked at again (all others kept)


def seen_snapshots(state: GameState, side: str, unknown: frozenset[str] | set[str],
                   kept: dict[str, Any] | None = None) -> Snapshots:
    """The snapshots of the side's own living units (cargo included) and the enemies it
    spots on the map, leaving out the `unknown` units (`Game.seen_snapshots`); `kept`:
    the last ones (`unit_snapshot`), given again where nothing they read has changed."""
    spotted = vision.spotted_ids(state, side)
    # only while the position is read is the aura's dict kept (and its sameness worth
    # anything): otherwise no snapshot is given again unlooked at
    reading = kept is not None and vision.reading()
    last = getattr(kept, "last", _NO_SLOT) if reading else _NO_SLOT
    if last is not None and last is not _NO_SLOT:
        found = _from_last(state, side, unknown, spotted, kept, last)  # type: ignore[arg-type]
        if found is not None:
            return found
    tick = next(state_changes())
    snap = _Snapper(state, side, kept, reading)
    own: list[UnitSnapshot] = []
    enemies: list[UnitSnapshot] = []
    places: dict[str, tuple[bool, int]] = {}
    always: list[UnitState] = []
    for u in state.units.values():  # state.living(), without the generator
        if not u.alive or (unknown and u.id in unknown):
            continue
        mine = u.side == side
        if not mine and (u.id not in spotted or u.at is None):
            continue
        into = own if mine else enemies
        places[u.id] = (mine, len(into))
        into.append(snap.of(u, mine))
        if snap.looked_always(u):
            always.append(u)
    if last is not _NO_SLOT:
        kept.last = KeptLists(  # type: ignore[union-attr]
            weakref.ref(state), side, frozenset(unknown), spotted, len(state.units),
            snap.auras, tick, own, enemies, places, always, next(_VERSIONS))
        return list(own), list(enemies)
    return own, enemies


_NO_SLOT = object()  # `kept` has no `last` slot: nothing is kept of the lists
_VERSIONS = itertools.count(1)  # the kept lists' answers, numbered (`KeptLists.version`)


class _Snapper:
    """The snapshot of one unit as the pass makes it (the kept one given again at once
    where the shortcut of the module's docstring holds), for one call."""

    def __init__(self, state: GameState, side: str, kept: dict[str, Any] | None,
                 reading: bool) -> None:
        self.state = state
        self.kept = kept
        self.shots = fire.shots_reader(state)
        self.able: dict[int, bool] = {}  # id() of a unit type -> whether it has "camouflage"
        # a side's aura cells, once a call; None: no snapshot given again unlooked at
        self.auras: dict[str, Any] | None = {} if reading else None
        self.camouflaged: Callable[[UnitState], bool] = self._camouflaged

    def may_hide(self, u: UnitState) -> bool:
        """Whether the unit's type has "camouflage", read once a type (most have none)."""
        may = self.able.get(id(u.type))
        if may is None:
            may = self.able[id(u.type)] = u.type.has("camouflage")
        return may

    def _camouflaged(self, u: UnitState) -> bool:
        """`vision.camouflaged`, for a type that may be camouflaged only."""
        return self.may_hide(u) and vision.camouflaged(self.state, u)

    def looked_always(self, u: UnitState) -> bool:
        """A unit the kept lists look at whatever its number: one that carries or may
        carry (its cargo changes in place) or whose type may be camouflaged."""
        return bool(u.cargo) or u.type.capacity > 0 or self.may_hide(u)

    def of(self, u: UnitState, mine: bool) -> UnitSnapshot:
        """The unit's snapshot (`unit_snapshot`), or its kept one given again at once."""
        kept, near = self.kept, NOT_READ  # the aura's entry on the unit's cell, or None
        auras = self.auras
        if auras is not None:
            aura = auras.get(u.side)
            if aura is None:
                aura = auras[u.side] = aura_cells(self.state, u.side)
            near = None if u.at is None else aura.get(u.at)
            held = kept.get(u.id)  # type: ignore[union-attr]
            hides = self.able.get(id(u.type))  # `may_hide`, inline
            if hides is None:
                hides = self.may_hide(u)
            # the kept snapshot's unit, number, aura on its cell, no cargo then or now,
            # the same weapons used, and a type that is never camouflaged
            if held is not None and held[2] is u and held[3] == u.changed \
                    and held[6] == near and not u.cargo and not held[4][3] \
                    and held[5] == u.weapons_used and not hides:
                return held[1]  # type: ignore[no-any-return]
        if mine:
            return unit_snapshot(u, u.ap, u.ammo, u.fuel, tuple(u.cargo) if u.cargo else (),
                                 self.shots, self.camouflaged, kept, near)
        t = u.type  # as `SeenEnemyView` shows it: the type's AP, ammunition, fuel
        return unit_snapshot(u, t.ap, t.ammo, u.max_fuel, (), self.shots, self.camouflaged,
                             kept, near)


def _from_last(state: GameState, side: str, unknown: frozenset[str] | set[str],
               spotted: frozenset[str], kept: dict[str, Any], last: KeptLists,
               ) -> Snapshots | None:
    """The last call's lists with the units changed since looked at again (see the
    module), or None where the whole pass is to be made."""
    if (last.state() is not state or last.side != side or len(state.units) != last.units
            or (last.spotted is not spotted and last.spotted != spotted)
            or last.unknown != unknown):
        return None
    for other, aura in last.auras.items():
        if aura_cells(state, other) is not aura:
            return None
    tick = next(state_changes())
    changed = changed_since(state, last.tick)
    if changed is None:
        return None
    own, enemies, places = last.own, last.enemies, last.places
    snap: _Snapper | None = None
    looked: list[str] = []
    for u in (*changed, *last.always):
        place = places.get(u.id)
        mine = u.side == side
        now = u.alive and not (unknown and u.id in unknown) and (
            mine or (u.id in spotted and u.at is not None))
        if not now:
            if place is not None:
                return None  # it left the lists
            continue
        if place is None or place[0] != mine:
            return None  # it came into them
        if snap is None:
            snap = _Snapper(state, side, kept, True)
            snap.auras = dict(last.auras)
            own, enemies = list(own), list(enemies)
        (own if mine else enemies)[place[1]] = snap.of(u, mine)
        looked.append(u.id)
    if snap is not None:
        if any(not snap.looked_always(u) for u in last.always) or any(
                snap.looked_always(u) and u.id in places and not any(a is u for a in last.always)
                for u in changed):
            return None  # a unit now looked at always, or no more: the lists anew
        last.own, last.enemies = own, enemies
    last.tick, last.previous, last.version = tick, last.version, next(_VERSIONS)
    last.looked = tuple(looked)
    return list(own), list(enemies)
