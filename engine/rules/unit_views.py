"""How a unit reads from outside the rules: `UnitView`, the read-only mapping a player,
the CLI and the editor see (`SeenEnemyView`, an enemy as a side that spots it sees it),
and `UnitSnapshot`, a unit's values at one moment as typed attributes, kept while the
unit's change number says nothing changed (the AI's scoring loops read them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import field
from typing import Any

from engine.catalog import UnitType
from engine.grid import Cell
from engine.records import record
from engine.rules.state import UnitState


@record(frozen=True, slots=True)
class UnitSnapshot:
    """A unit's values at one moment, as typed attributes (the keys of `UnitView`, plus
    `unit_type`, its catalog record). The AI takes one per unit per decision and reads
    attributes in its scoring loops; nothing here changes when the game moves on."""

    id: str
    type: str
    name: str | None
    side: str
    at: Cell | None
    hp: int
    max_hp: int
    ap: int
    max_ap: int
    ammo: int | None
    max_ammo: int | None
    fuel: int | None
    max_fuel: int | None
    aboard: str | None
    cargo: tuple[str, ...]
    flying: bool
    landed: bool
    moved: bool
    shots_fired: int
    shots_left: int
    weapons_used: Mapping[str, int]
    alive: bool
    alert: bool
    camouflaged: bool
    unit_type: UnitType = field(repr=False)


# `unit_snapshot`'s `aura` when the caller did not read the aura's cells: equal to nothing
NOT_READ = object()


def unit_snapshot(u: UnitState, ap: int, ammo: int | None, fuel: int | None,
                  cargo: tuple[str, ...], shots_allowed: Callable[[UnitState], int] | None,
                  camouflaged: Callable[[UnitState], bool] | None,
                  kept: dict[str, Any] | None = None, aura: object = NOT_READ) -> UnitSnapshot:
    """A unit's snapshot as a view shows it (`UnitView.snapshot`: these AP, ammunition,
    fuel and cargo; its shots left and camouflage from the rules).

    With `kept` (unit id -> (its last values, snapshot, the unit and its `changed`
    with what else those values read)), the last snapshot when every value is the same:
    one decision to the next, most units did not change. A unit whose number is the
    one it had then, with the same values from elsewhere (its shots left, camouflage,
    cargo and weapons used, which do not number it), is not read again; otherwise its
    values are compared, as a copy's or another game's unit is. `aura`: what the side's
    aura cells held on the unit's cell when its shots left were read (`NOT_READ`: not
    told), kept with it (engine/rules/seen_snapshots.py gives a snapshot again while it
    is the same)."""
    t = u.type
    alive = u.alive
    # the properties `cargo`, `landed`, `shots_left` and `camouflaged`, read inline
    # (every unit of a side, every decision)
    if not alive or not t.weapons:
        shots_left = 0
    else:
        allowed = t.shots if shots_allowed is None else shots_allowed(u)
        shots_left = max(0, allowed - u.shots_fired)
    camo = bool(camouflaged and camouflaged(u))
    held = None if kept is None else kept.get(u.id)
    outside = (ap, ammo, fuel, cargo, shots_left, camo)
    if held is not None and held[2] is u and held[3] == u.changed and held[4] == outside \
            and held[5] == u.weapons_used:
        return held[1]  # type: ignore[no-any-return]
    values = (u.id, t.id, u.name, u.side, u.at, u.hp, t.hp, ap, t.ap, ammo, t.ammo, fuel,
              u.max_fuel, u.aboard, cargo, u.flying, t.is_aircraft and alive and not u.flying,
              u.moved, u.shots_fired, shots_left, u.weapons_used, alive, u.alert, camo, t)
    if held is not None and held[0] == values:
        snap = held[1]
    else:
        snap = UnitSnapshot(*values[:20], dict(u.weapons_used), *values[21:])
    if kept is not None:
        kept[u.id] = ((*values[:20], snap.weapons_used, *values[21:]), snap, u, u.changed,
                      outside, snap.weapons_used, aura)
    return snap


class UnitView(Mapping[str, Any]):
    """Read-only, dict-like view of a unit for the editor, the CLI and tests
    (DESIGN.md: `game.unit("r1")["hp"]`). Values are read live from the state, as typed
    properties (`view.hp`) or as keys (`view["hp"]`); `shots_left` needs the rules
    (A1.2 auras) and `camouflaged` the terrain (A8), so the game passes how to work them out."""

    __slots__ = ("_unit", "_shots_allowed", "_camouflaged")

    KEYS = ("id", "type", "name", "side", "at", "hp", "max_hp", "ap", "max_ap", "ammo",
            "max_ammo", "fuel", "max_fuel", "aboard", "cargo", "flying", "landed", "moved",
            "shots_fired", "shots_left", "weapons_used", "alive", "alert", "camouflaged")
    _KEY_SET = frozenset(KEYS)

    def __init__(self, unit: UnitState,
                 shots_allowed: Callable[[UnitState], int] | None = None,
                 camouflaged: Callable[[UnitState], bool] | None = None) -> None:
        self._unit = unit
        self._shots_allowed = shots_allowed
        self._camouflaged = camouflaged

    # -- the documented keys, as properties ---------------------------------------------
    @property
    def id(self) -> str:
        return self._unit.id

    @property
    def type(self) -> str:
        """The unit type's id (the catalog record is `unit_type`)."""
        return self._unit.type.id

    @property
    def unit_type(self) -> UnitType:
        return self._unit.type

    @property
    def name(self) -> str | None:
        return self._unit.name

    @property
    def side(self) -> str:
        return self._unit.side

    @property
    def at(self) -> Cell | None:
        return self._unit.at

    @property
    def hp(self) -> int:
        return self._unit.hp

    @property
    def max_hp(self) -> int:
        return self._unit.type.hp

    @property
    def ap(self) -> int:
        return self._unit.ap

    @property
    def max_ap(self) -> int:
        return self._unit.type.ap

    @property
    def ammo(self) -> int | None:
        return self._unit.ammo

    @property
    def max_ammo(self) -> int | None:
        return self._unit.type.ammo

    @property
    def fuel(self) -> int | None:
        return self._unit.fuel

    @property
    def max_fuel(self) -> int | None:
        return self._unit.max_fuel

    @property
    def aboard(self) -> str | None:
        return self._unit.aboard

    @property
    def cargo(self) -> list[str]:
        return list(self._unit.cargo)

    @property
    def cargo_count(self) -> int:
        """How many units are aboard (what an enemy that sees the carrier knows: A8)."""
        return len(self._unit.cargo)

    @property
    def flying(self) -> bool:
        return self._unit.flying

    @property
    def landed(self) -> bool:
        u = self._unit
        return u.type.is_aircraft and u.alive and not u.flying

    @property
    def moved(self) -> bool:
        return self._unit.moved

    @property
    def shots_fired(self) -> int:
        return self._unit.shots_fired

    @property
    def shots_left(self) -> int:
        u = self._unit
        if not u.alive or not u.type.weapons:
            return 0
        allowed = u.type.shots if self._shots_allowed is None else self._shots_allowed(u)
        return max(0, allowed - u.shots_fired)

    @property
    def weapons_used(self) -> dict[str, int]:
        return dict(self._unit.weapons_used)

    @property
    def alive(self) -> bool:
        return self._unit.alive

    @property
    def alert(self) -> bool:
        return self._unit.alert

    @property
    def camouflaged(self) -> bool:
        return bool(self._camouflaged and self._camouflaged(self._unit))

    def snapshot(self, kept: dict[str, Any] | None = None) -> UnitSnapshot:
        """Every value now, worked out once (the AI reads them many times a decision).
        With `kept` (unit id -> its last values and snapshot), the last snapshot when every
        value is the same: one decision to the next, most units did not change."""
        u = self._unit
        return self._snapshot(u.ap, u.ammo, u.fuel, kept)

    def _snapshot(self, ap: int, ammo: int | None, fuel: int | None,
                  kept: dict[str, Any] | None = None) -> UnitSnapshot:
        """The snapshot with these AP, ammunition and fuel (a seen enemy's are its type's)."""
        u = self._unit
        return unit_snapshot(u, ap, ammo, fuel, tuple(self.cargo) if u.cargo else (),
                             self._shots_allowed, self._camouflaged, kept)

    # -- the Mapping protocol -------------------------------------------------------------
    def __getitem__(self, key: str) -> Any:
        if key in self._KEY_SET:
            return getattr(self, key)
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return key in self._KEY_SET

    def __iter__(self) -> Iterator[str]:
        return iter(self.KEYS)

    def __len__(self) -> int:
        return len(self.KEYS)

    def __repr__(self) -> str:
        return f"UnitView({dict(self)!r})"


class SeenEnemyView(UnitView):
    """An enemy unit as a side that spots it sees it (A8): a carrier shows that it carries
    `cargo_count` units, not which (`cargo` is empty); what is left of its AP, ammunition
    and fuel does not show, so they read as the type's full values (what the side must
    assume)."""

    __slots__ = ()

    @property
    def cargo(self) -> list[str]:
        return []

    @property
    def ap(self) -> int:
        return self._unit.type.ap

    @property
    def ammo(self) -> int | None:
        return self._unit.type.ammo

    @property
    def fuel(self) -> int | None:
        return self._unit.max_fuel

    def snapshot(self, kept: dict[str, Any] | None = None) -> UnitSnapshot:
        return self._snapshot(self.ap, self.ammo, self.fuel, kept)
