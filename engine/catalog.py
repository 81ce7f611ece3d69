"""Typed, immutable catalogs of terrain, units, buildings, works and rule numbers.

Every tunable number of the game lives in ``engine/data/*.yaml`` so a designer can
change it without touching code; this module's records say what each key of the catalogs
holds, and `load_catalog` reads them through the typed loader of `engine/data_files.py`
(the one every data file goes through), checking what links them (a unit's weapons, the
terrain a work may stand on).
"""

from __future__ import annotations

import functools
import re
import types
from collections.abc import Collection, Mapping
from dataclasses import field, replace
from pathlib import Path
from typing import Any, Literal, TypeVar, get_args

from engine.data_files import (
    DATA_DIR,
    CatalogError,
    build_record,
    data_error,
    load_record,
    read_data_file,
)
from engine.records import many_fields

MoveClass = Literal["foot", "wheeled", "tracked", "towed", "air", "drone"]
GroundClass = Literal["foot", "wheeled", "tracked", "towed"]
Size = Literal["small", "medium", "large", "tiny"]
FireMode = Literal["direct", "indirect", "ground"]
WeaponFlag = Literal[
    "stationary", "anti_air", "anti_drone", "shell", "blast", "self_destruct", "no_low_aim"
]
Ability = Literal[
    "camouflage", "no_alert", "no_patrol", "aura_general", "double_shot_aura", "resupply",
    "heal", "build", "demine", "clear", "repair", "lay_mine", "capture", "pilot", "jammer",
    "sees_camouflage", "extends_leash", "one_hit_drone_kill", "needs_tow", "ignores_night",
]
Service = Literal["heal", "repair", "resupply"]
Order = Literal[
    "resupply", "load", "unload", "tow", "heal", "repair", "build", "demine", "clear", "land",
    "lay_mine",
]
# The map symbol of a unit type (NATO APP-6 style icon inside its side's frame) and its
# echelon mark; how each looks is the editor's business, which one a type gets is data.
UnitIcon = Literal[
    "infantry", "armour", "mechanised", "artillery", "mortar", "anti_tank", "air_defence",
    "engineer", "recon", "sniper", "observer", "supply", "transport", "medical", "hq",
    "electronic_warfare", "rotary_wing", "fixed_wing", "drone",
]
Echelon = Literal["team", "squad", "section", "platoon", "company", "battalion"]
BuildingIcon = Literal["house", "hospital", "factory", "warehouse", "helipad", "tower"]
# A season is one of rules.yaml's `seasons`, the one list of them: Rules checks every
# season-keyed field against it, the editor and the scenario defaults read it, and a
# test holds the scenario schema's enum to it (tests/test_enum_copies.py).
Season = str
DayPhase = Literal["dawn", "day", "dusk", "night"]

GROUND_CLASSES: tuple[GroundClass, ...] = get_args(GroundClass)
VEHICLE_GROUND_CLASSES: frozenset[GroundClass] = frozenset({"wheeled", "tracked", "towed"})
AIRCRAFT_CLASSES = frozenset({"air", "drone"})
_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")


def _require(ok: bool, message: str) -> None:
    """Raise ValueError from record checks; the loader prefixes file and entry."""
    if not ok:
        raise ValueError(message)


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class TerrainType:
    """One terrain character of the map text (terrain.yaml)."""

    char: str
    id: str
    name: str
    color: str
    move_cost: Mapping[GroundClass, int | None]
    fuel_cost: int | None
    cover: int
    blocks_line_of_fire: bool
    ruin: bool = False
    landing: bool = False
    bridgeable: bool = False
    flammable: bool = False
    shelled_to: str | None = None
    burns_to: str | None = None
    regrows_to: str | None = None
    clears_to: str | None = None
    # the name in other languages, by language code ({it: Fanteria}); `name` is English
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        _require(len(self.char) == 1, f"char {self.char!r} must be one character")
        _require(bool(_COLOR.match(self.color)), f"color {self.color!r} must be '#rrggbb'")
        missing = [c for c in GROUND_CLASSES if c not in self.move_cost]
        _require(not missing, f"move_cost lacks {', '.join(missing)}")
        for cls, cost in self.move_cost.items():
            _require(cost is None or cost >= 1, f"move_cost {cls} must be >= 1 or null")
        vehicles_enter = any(self.move_cost[c] is not None for c in VEHICLE_GROUND_CLASSES)
        _require(vehicles_enter == (self.fuel_cost is not None),
                 "fuel_cost must be set exactly when a vehicle can enter")

    def __hash__(self) -> int:
        return hash((self.char, self.id))

    def passable_for(self, move_class: str) -> bool:
        """Aircraft in flight ignore terrain; ground classes need a move cost."""
        return move_class in AIRCRAFT_CLASSES or self.step_cost(move_class) is not None

    def step_cost(self, move_class: str) -> int | None:
        """AP to enter for a ground class; None when impassable or not a ground class."""
        return self.move_cost.get(move_class)  # type: ignore[call-overload, no-any-return]


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class Weapon:
    """One weapon of a unit type (units.yaml ``weapons``)."""

    id: str
    name: str
    damage: int
    min_range: int
    max_range: int
    fire: FireMode
    flags: frozenset[WeaponFlag] = frozenset()
    uses_per_turn: int = 1
    # the name in other languages, by language code ({it: Fanteria}); `name` is English
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        _require(self.damage >= 1, "damage must be >= 1")
        _require(0 <= self.min_range <= self.max_range,
                 f"ranges {self.min_range}-{self.max_range} must satisfy 0 <= min <= max")
        _require(self.uses_per_turn >= 1, "uses_per_turn must be >= 1")

    def has(self, flag: str) -> bool:
        return flag in self.flags


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class UnitType:
    """One unit type of RULES.md section C (units.yaml)."""

    id: str
    name: str
    move_class: MoveClass
    size: Size
    hp: int
    ap: int
    vision: int
    ammo: int | None
    fuel: int | None
    symbol: str
    description: str
    weapons: tuple[Weapon, ...] = ()
    battery: int | None = None
    shots: int = 1
    capacity: int = 0
    tows: bool = False
    abilities: frozenset[Ability] = frozenset()
    icon: UnitIcon | None = None  # None: the editor picks one by move class
    echelon: Echelon | None = None
    # the name in other languages, by language code ({it: Fanteria}); `name` is English
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)
    # the description in other languages, as `names` ({it: ...}); a rule pack's
    # `description: {en: ..., it: ...}` gives it
    descriptions: Mapping[str, str] = field(default_factory=dict, compare=False,
                                            hash=False)
    # the types a rule pack's `base:` chain made this one from, nearest first: a rule that
    # names a type (orders' "heavy: none" sprint) holds for what is made from it; worked
    # out by the pack, never written in a file
    bases: tuple[str, ...] = field(default=(), compare=False, hash=False,
                                   metadata={"derived": True})

    def __post_init__(self) -> None:
        for name in ("hp", "ap", "vision", "shots"):
            _require(getattr(self, name) >= 1, f"{name} must be >= 1")
        _require(self.capacity >= 0, "capacity must be >= 0")
        _require(1 <= len(self.symbol) <= 3, f"symbol {self.symbol!r} must be 1-3 characters")
        ids = [w.id for w in self.weapons]
        _require(len(ids) == len(set(ids)), f"weapon ids repeat: {ids}")
        _require((self.ammo is None) == (not self.weapons),
                 "ammo must be set exactly when the unit has weapons")
        _require(self.ammo is None or self.ammo >= 1, "ammo must be >= 1 or null")
        burns_fuel = self.move_class in ("wheeled", "tracked", "air")
        _require(burns_fuel == (self.fuel is not None),
                 "fuel must be set exactly for wheeled, tracked and air units")
        _require((self.move_class == "drone") == (self.battery is not None),
                 "battery must be set exactly for drones")

    def has(self, ability: str) -> bool:
        return ability in self.abilities

    def is_kind_of(self, type_ids: Collection[str]) -> bool:
        """Whether this type is one of `type_ids` or made from one (a pack's `base:`)."""
        return self.id in type_ids or any(base in type_ids for base in self.bases)

    def weapon(self, weapon_id: str) -> Weapon:
        for w in self.weapons:
            if w.id == weapon_id:
                return w
        raise KeyError(f"{self.id} has no weapon {weapon_id!r}")

    @property
    def is_foot(self) -> bool:
        """Foot troops heal (A2), enter ruins (A3) and may board carriers."""
        return self.move_class == "foot"

    @property
    def is_vehicle(self) -> bool:
        """Vehicles burn fuel and are repaired rather than healed (A2, A3)."""
        return self.move_class in ("wheeled", "tracked", "air")

    @property
    def is_aircraft(self) -> bool:
        return self.move_class in AIRCRAFT_CLASSES

    @property
    def is_drone(self) -> bool:
        return self.move_class == "drone"

    @property
    def is_gun(self) -> bool:
        """Guns move only when towed and are repaired like vehicles (A2, A4)."""
        return self.move_class == "towed"

    @property
    def is_repairable(self) -> bool:
        return self.is_vehicle or self.is_gun

    @property
    def range_band(self) -> tuple[int, int]:
        """The least range and the greatest of its weapons (A5): the band its guns keep.
        Only for a type with weapons."""
        return (min(w.min_range for w in self.weapons), max(w.max_range for w in self.weapons))

    @property
    def has_direct_fire(self) -> bool:
        """A9: only units with direct fire get a patrol zone."""
        return any(w.fire == "direct" for w in self.weapons)

    def kills_drone_with(self, weapon: Weapon) -> bool:
        """A10: an 'ad' weapon, or any weapon of a unit noted 'ad', downs a drone in one hit."""
        return weapon.has("anti_drone") or self.has("one_hit_drone_kill")


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class BuildingType:
    """A building engineers construct (buildings.yaml)."""

    id: str
    name: str
    hp: int
    vision: int
    cover: int
    build_orders: int
    leaves: str
    symbol: str
    description: str
    sees_camouflage: bool = False
    ignores_night: bool = False
    ignores_vision_max: bool = False
    extends_leash: bool = False
    platform: bool = False
    services: frozenset[Service] = frozenset()
    icon: BuildingIcon | None = None  # None: drawn as a house
    # the name in other languages, by language code ({it: Fanteria}); `name` is English
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)
    # the description in other languages, as `names` ({it: ...}); a rule pack's
    # `description: {en: ..., it: ...}` gives it
    descriptions: Mapping[str, str] = field(default_factory=dict, compare=False,
                                            hash=False)

    def __post_init__(self) -> None:
        _require(self.hp >= 1 and self.build_orders >= 1, "hp and build_orders must be >= 1")
        _require(self.vision >= 0 and self.cover >= 0, "vision and cover must be >= 0")
        _require(1 <= len(self.symbol) <= 3, f"symbol {self.symbol!r} must be 1-3 characters")


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class WorkType:
    """A work engineers build or lay: bridge, trench, bunker, dragon's teeth, mine."""

    id: str
    name: str
    hp: int | None
    cover: int
    build_orders: int
    buildable: bool
    symbol: str
    description: str
    placed_on: tuple[str, ...] | None = None
    counts_as: str | None = None
    impassable_to: frozenset[MoveClass] = frozenset()
    targetable_under_unit: bool = False
    hidden: bool = False
    damage: int | None = None
    spent_on_trigger: bool = False
    # the name in other languages, by language code ({it: Fanteria}); `name` is English
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)
    # the description in other languages, as `names` ({it: ...}); a rule pack's
    # `description: {en: ..., it: ...}` gives it
    descriptions: Mapping[str, str] = field(default_factory=dict, compare=False,
                                            hash=False)

    def __post_init__(self) -> None:
        _require(self.hp is None or self.hp >= 1, "hp must be >= 1 or null")
        _require(self.cover >= 0 and self.build_orders >= 1, "bad cover or build_orders")
        _require(1 <= len(self.symbol) <= 3, f"symbol {self.symbol!r} must be 1-3 characters")

    @property
    def is_targetable(self) -> bool:
        """A5: works with hit points can be shot at; mines cannot."""
        return self.hp is not None


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class Rules:
    """Rule numbers of RULES.md A that belong to no single type (rules.yaml)."""

    double_shot_supply_truck_distance: int
    double_shot_general_radius: int
    shot_ap_divisor: int
    order_ap_cost: Mapping[Order, int]
    alert_ap_cost: int | None
    low_hp_fraction: float
    low_hp_step_multiplier: int
    heal_medic: int
    heal_hospital: int
    repair_engineer: int
    repair_workshop: int
    wreck_step_cost: int
    air_step_cost: int
    load_points_by_size: Mapping[Size, int | None]
    moved_range_divisor: int
    ammo_per_shot: int
    min_damage: int
    max_ruins_in_line_of_fire: int
    blast_radius: int
    blast_damage_divisor: int
    blast_min_damage: int
    collateral_min_weapon_damage: int
    fire_burn_rounds: int
    fire_damage: int
    fire_spread_after_rounds: int
    fire_spread_generations: int
    fire_spread_blocked_seasons: frozenset[Season]
    rain_stops_fire_spread: bool
    ignition_seasons: frozenset[Season]
    ignition_die_sides: int
    ignition_on_roll: int
    regrowth_seasons: frozenset[Season]
    mine_damage: int
    mine_detection_radius: int
    wreck_cover: int
    general_cover_bonus: int
    general_cover_radius: int
    vision_max: int
    concealment_in_cover: Mapping[Size, int]
    concealment_out_of_cover: int
    always_spotted_distance: int
    camouflage_bonus: int
    seasons: tuple[Season, ...]
    day_phases: Mapping[DayPhase, tuple[int, int]]
    vision_modifier_by_phase: Mapping[DayPhase, int]
    vision_modifier_by_season: Mapping[Season, int]
    rain_vision_modifier: int
    hours_per_round: int
    patrol_radius: int
    drone_leash: int
    drone_leash_extended: int
    watchtower_leash_range: int
    drone_recharge_distance: int
    jammer_radius: int
    drone_crash_damage: int
    helicopter_fuel_per_side_turn: int
    helicopter_fuel_per_cell: int
    helicopter_crash_distance: int
    helicopter_crash_damage: int
    vp_capture_turns: int
    vp_enemy_radius: int
    default_hold_points: int
    default_victory_points: int
    early_hold_warning_rounds: int
    build_orders_building: int
    build_orders_work: int

    def __post_init__(self) -> None:
        for name, keys in (("order_ap_cost", get_args(Order)),
                           ("load_points_by_size", get_args(Size)),
                           ("concealment_in_cover", get_args(Size)),
                           ("day_phases", get_args(DayPhase)),
                           ("vision_modifier_by_phase", get_args(DayPhase)),
                           ("vision_modifier_by_season", self.seasons)):
            missing = [k for k in keys if k not in getattr(self, name)]
            _require(not missing, f"field '{name}' lacks {', '.join(missing)}")
        _require(bool(self.seasons) and len(set(self.seasons)) == len(self.seasons),
                 "field 'seasons' must list each season once")
        for name in ("fire_spread_blocked_seasons", "ignition_seasons", "regrowth_seasons",
                     "vision_modifier_by_season"):
            unknown = sorted(set(getattr(self, name)) - set(self.seasons))
            _require(not unknown, f"field '{name}' names {', '.join(unknown)}, not one of the "
                                  f"seasons ({', '.join(self.seasons)})")
        hours = [h for first, last in self.day_phases.values() for h in _hours(first, last)]
        _require(sorted(hours) == list(range(24)),
                 "field 'day_phases' must cover every hour 0-23 exactly once")
        for name in ("shot_ap_divisor", "moved_range_divisor", "blast_damage_divisor",
                     "ignition_die_sides", "hours_per_round"):
            _require(getattr(self, name) >= 1, f"field '{name}' must be >= 1")
        _require(0 < self.low_hp_fraction < 1, "field 'low_hp_fraction' must be in (0, 1)")

    def shot_ap(self, max_ap: int) -> int:
        """A1.3: a shot costs half the unit's maximum AP, rounded up."""
        return -(-max_ap // self.shot_ap_divisor)

    def order_ap(self, order: str, max_ap: int) -> int:
        """A1.4: AP cost of an order; Alert defaults to one shot's AP."""
        if order == "alert":
            return self.shot_ap(max_ap) if self.alert_ap_cost is None else self.alert_ap_cost
        return self.order_ap_cost[order]  # type: ignore[index]

    def is_low_hp(self, hp: int, max_hp: int) -> bool:
        """A1.5: at or below the fraction of maximum HP, steps cost more."""
        return hp <= max_hp * self.low_hp_fraction

    def range_after_move(self, max_range: int) -> int:
        return max_range // self.moved_range_divisor

    def blast_damage(self, damage: int) -> int:
        """A5: splash damage of a blast shell, before cover."""
        return max(self.blast_min_damage, damage // self.blast_damage_divisor)

    def day_phase(self, hour: int) -> str:
        for phase, (first, last) in self.day_phases.items():
            if hour % 24 in _hours(first, last):
                return phase
        raise ValueError(f"hour {hour} in no day phase")  # unreachable: checked on load

    def vision_modifier(self, hour: int, season: str, rain: bool = False) -> int:
        """A8: night and weather shorten unit vision (never below 0 is the caller's job);
        a mission's rain counts as its own weather, the worse of it and the season's."""
        weather = self.vision_modifier_by_season[season]  # type: ignore[index]
        if rain:
            weather = min(weather, self.rain_vision_modifier)
        return self.vision_modifier_by_phase[self.day_phase(hour)] + weather  # type: ignore[index]

    def concealment(self, size: str, in_cover: bool) -> int:
        if not in_cover:
            return self.concealment_out_of_cover
        return self.concealment_in_cover[size]  # type: ignore[index]


def _hours(first: int, last: int) -> range | list[int]:
    """Inclusive hour span that may wrap past midnight (night 20-4)."""
    if first <= last:
        return range(first, last + 1)
    return [*range(first, 24), *range(last + 1)]


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class Catalog:
    """Everything the engine and editor know about types; one shared instance."""

    terrain: Mapping[str, TerrainType]
    terrain_by_id: Mapping[str, TerrainType]
    units: Mapping[str, UnitType]
    buildings: Mapping[str, BuildingType]
    works: Mapping[str, WorkType]
    rules: Rules
    # A mission's rule packs (engine/scenario/packs): the turn systems' numbers they
    # override, by turn system (`{orders: {initiative_die: 8}}`; engine.turns.data applies
    # them), and the ids of the types they add (`unit:heavy_mortar`, `terrain:marsh_road`,
    # `building:...`, `work:...`), which the editor marks as the mission's own.
    turn_numbers: Mapping[str, Mapping[str, Any]] = field(
        default_factory=lambda: types.MappingProxyType({}))
    own: frozenset[str] = frozenset()

    def is_own(self, kind: str, ident: str) -> bool:
        """Whether a type (`kind`: unit, terrain, building, work) is a rule pack's."""
        return f"{kind}:{ident}" in self.own

    def load_points(self, unit_type: UnitType) -> int | None:
        """A4: load points the unit takes aboard a carrier; None = cannot board."""
        return self.rules.load_points_by_size[unit_type.size]

    def can_carry(self, carrier: UnitType, cargo: list[UnitType] | tuple[UnitType, ...]) -> bool:
        """A4: cargo fits within the carrier's capacity (towing a gun counts the same)."""
        points = [self.load_points(c) for c in cargo]
        if carrier.capacity <= 0 or any(p is None for p in points):
            return False
        if any(c.is_gun for c in cargo) and not carrier.tows:
            return False
        return sum(p for p in points if p is not None) <= carrier.capacity


# ------------------------------------------------------------------------- loading

_T = TypeVar("_T")


def name_in(record: Any, language: str) -> str:
    """A catalog record's name in `language` (a code: "it"), its English `name` when the
    record has none in that language."""
    names: Mapping[str, str] = getattr(record, "names", None) or {}
    return names.get(language) or str(record.name)


def description_in(record: Any, language: str) -> str:
    """A catalog record's description in `language`, its English `description` when the
    record has none in that language."""
    texts: Mapping[str, str] = getattr(record, "descriptions", None) or {}
    return texts.get(language) or str(getattr(record, "description", ""))


def _entries(directory: Path, name: str, cls: type[_T], kind: str,
             defaults: Mapping[str, object] = types.MappingProxyType({})) -> dict[str, _T]:
    """Read a list of records keyed by ``id``, refusing duplicates."""
    data = read_data_file(name, directory)
    if not isinstance(data, list) or not data:
        raise CatalogError(f"{name}: must be a non-empty list of {kind} entries")
    result: dict[str, _T] = {}
    for index, raw in enumerate(data):
        ident = raw.get("id") if isinstance(raw, dict) else None
        where = f"{name}: {kind} {ident!r}" if ident is not None else f"{name}: entry {index + 1}"
        if isinstance(raw, dict):
            raw = {**defaults, **raw}
        record = build_record(cls, raw, where)
        if ident in result:
            raise data_error(where, "duplicate id")
        result[str(ident)] = record
    return result


def _check_terrain_refs(name: str, kind: str, ident: str, refs: Mapping[str, object],
                        terrain_ids: Mapping[str, TerrainType]) -> None:
    for field_name, ref in refs.items():
        for value in ref if isinstance(ref, tuple) else (ref,):
            if value is not None and value not in terrain_ids:
                raise CatalogError(f"{name}: {kind} {ident!r}: field {field_name!r} names "
                                   f"unknown terrain {value!r}")


def _load(directory: Path) -> Catalog:
    rules = load_record(Rules, "rules.yaml", directory)
    terrain_by_id = _entries(directory, "terrain.yaml", TerrainType, "terrain")
    terrain: dict[str, TerrainType] = {}
    for t in terrain_by_id.values():
        if t.char in terrain:
            raise CatalogError(f"terrain.yaml: terrain {t.id!r}: char {t.char!r} repeats")
        terrain[t.char] = t
        _check_terrain_refs("terrain.yaml", "terrain", t.id, {
            "shelled_to": t.shelled_to, "burns_to": t.burns_to,
            "regrows_to": t.regrows_to, "clears_to": t.clears_to}, terrain_by_id)
    units = _entries(directory, "units.yaml", UnitType, "unit")
    symbols: dict[str, str] = {}
    for u in units.values():
        if u.symbol in symbols:
            raise CatalogError(f"units.yaml: unit {u.id!r}: symbol {u.symbol!r} is also "
                               f"{symbols[u.symbol]!r}'s")
        symbols[u.symbol] = u.id
    buildings = _entries(directory, "buildings.yaml", BuildingType, "building",
                         {"build_orders": rules.build_orders_building})
    for b in buildings.values():
        _check_terrain_refs("buildings.yaml", "building", b.id, {"leaves": b.leaves},
                            terrain_by_id)
    works = _entries(directory, "works.yaml", WorkType, "work",
                     {"build_orders": rules.build_orders_work})
    for w in list(works.values()):
        _check_terrain_refs("works.yaml", "work", w.id,
                            {"placed_on": w.placed_on, "counts_as": w.counts_as}, terrain_by_id)
        if w.hidden and w.damage is None:  # a mine's damage is tuned in rules.yaml
            works[w.id] = replace(w, damage=rules.mine_damage)
    frozen = types.MappingProxyType
    return Catalog(terrain=frozen(terrain), terrain_by_id=frozen(terrain_by_id),
                   units=frozen(units), buildings=frozen(buildings), works=frozen(works),
                   rules=rules)


@functools.lru_cache(maxsize=1)
def _load_default() -> Catalog:
    return _load(DATA_DIR)


def load_catalog(directory: Path | None = None) -> Catalog:
    """Load the catalog; the shipped data is read once and shared (records are frozen)."""
    if directory is None:
        return _load_default()
    return _load(Path(directory))
