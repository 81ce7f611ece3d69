"""The shipped catalogs say what RULES.md says, are immutable, and fail loudly when broken.

The tables below repeat the figures of RULES.md on purpose: a typo in engine/data/*.yaml
must show up as a failing test, not as a subtly different game.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.catalog import DATA_DIR, Catalog, CatalogError, load_catalog

# RULES.md C: unit -> (class, size, hp, ap, vision, ammo, fuel, battery)
UNITS: dict[str, tuple[str, str, int, int, int, int | None, int | None, int | None]] = {
    "infantry": ("foot", "small", 10, 12, 7, 12, None, None),
    "rocket_launcher": ("foot", "small", 8, 12, 7, 4, None, None),
    "sniper": ("foot", "small", 6, 12, 9, 8, None, None),
    "scout": ("foot", "small", 7, 16, 10, 8, None, None),
    "engineer": ("foot", "small", 8, 12, 6, 6, None, None),
    "medic": ("foot", "small", 8, 12, 6, None, None, None),
    "observer": ("foot", "small", 6, 12, 10, None, None, None),
    "general": ("foot", "small", 12, 12, 8, 8, None, None),
    "drone_pilot": ("foot", "small", 6, 12, 6, 6, None, None),
    "mortar": ("foot", "medium", 8, 10, 6, 8, None, None),
    "cannon": ("towed", "medium", 10, 8, 5, 6, None, None),
    "tank": ("tracked", "large", 16, 16, 6, 10, 40, None),
    "heavy_tank": ("tracked", "large", 22, 14, 6, 10, 40, None),
    "aa_battery": ("tracked", "medium", 12, 12, 8, 12, 30, None),
    "truck": ("wheeled", "medium", 10, 18, 5, None, 40, None),
    "supply_truck": ("wheeled", "medium", 10, 16, 5, None, 40, None),
    "jammer": ("wheeled", "medium", 8, 14, 6, None, 30, None),
    "attack_helicopter": ("air", "large", 14, 20, 8, 10, 30, None),
    "transport_helicopter": ("air", "large", 12, 20, 7, None, 30, None),
    "recon_drone": ("drone", "tiny", 2, 20, 8, None, None, 4),
    "bomber_drone": ("drone", "tiny", 2, 18, 5, 2, None, 3),
    "kamikaze_drone": ("drone", "tiny", 2, 22, 5, 1, None, 3),
}

# RULES.md C weapons: unit -> [(weapon, damage, min, max, fire, flags)]
WEAPONS: dict[str, list[tuple[str, int, int, int, str, set[str]]]] = {
    "infantry": [("rifle", 3, 1, 4, "direct", {"anti_drone"})],
    "rocket_launcher": [("rocket", 7, 1, 5, "direct", {"stationary", "anti_air", "anti_drone"})],
    "sniper": [("rifle", 5, 2, 8, "direct", {"stationary", "anti_drone", "no_low_aim"})],
    "scout": [("smg", 2, 1, 3, "direct", {"anti_drone"})],
    "engineer": [("rifle", 2, 1, 3, "direct", set())],
    "general": [("pistol", 2, 1, 3, "direct", set()), ("grenade", 3, 1, 2, "direct", set())],
    "drone_pilot": [("pistol", 2, 1, 2, "direct", set())],
    "mortar": [("mortar", 4, 2, 8, "indirect", {"shell"})],
    "cannon": [("shell", 6, 3, 12, "indirect", {"shell", "blast"})],
    "tank": [("gun", 6, 1, 6, "direct", {"shell"})],
    "heavy_tank": [("gun", 7, 1, 6, "direct", {"shell"}), ("rocket", 6, 1, 5, "direct", {"anti_air"})],
    "aa_battery": [("flak", 5, 1, 7, "direct", {"anti_air", "anti_drone", "no_low_aim"})],
    "attack_helicopter": [("gun", 4, 1, 4, "direct", set()),
                          ("missile", 6, 1, 5, "direct", {"anti_air"})],
    "bomber_drone": [("bomb", 4, 0, 0, "ground", set())],
    "kamikaze_drone": [("blast", 8, 0, 1, "direct", {"anti_air", "self_destruct"})],
}

# RULES.md C notes (and A8-A10 where they name units): unit -> abilities it must have.
ABILITIES: dict[str, set[str]] = {
    "sniper": {"camouflage", "no_alert", "no_patrol"},
    "observer": {"camouflage", "no_alert"},
    "general": {"aura_general", "no_alert", "no_patrol"},
    "engineer": {"build", "demine", "clear", "repair", "lay_mine", "capture"},
    "medic": {"heal"},
    "drone_pilot": {"pilot"},
    "cannon": {"needs_tow"},
    "heavy_tank": {"one_hit_drone_kill"},
    "supply_truck": {"resupply", "double_shot_aura"},
    "jammer": {"jammer"},
    "attack_helicopter": {"no_patrol"},
    "recon_drone": {"sees_camouflage", "extends_leash"},
}

# RULES.md A3 (step costs foot/wheeled/tracked, fuel) and A7 (cover): char -> figures.
TERRAIN: dict[str, tuple[str, int | None, int | None, int | None, int | None, int]] = {
    "=": ("road", 1, 1, 1, 1, 0),
    ".": ("grass", 2, 2, 2, 2, 0),
    "B": ("burnt", 2, 2, 2, 2, 0),
    "F": ("forest", 3, 6, 4, 4, 1),
    "H": ("hill", 3, 5, 4, 4, 1),
    "S": ("swamp", 4, 8, 6, 4, 0),
    "C": ("crater", 3, 5, 3, 4, 0),
    "R": ("ruins", 2, None, None, None, 1),
    "X": ("rubble", 3, None, None, None, 0),
    "~": ("water", None, None, None, None, 0),
}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


# ------------------------------------------------------------------ section C units

def test_C_catalog_holds_exactly_the_units_of_the_rules(catalog: Catalog) -> None:
    assert set(catalog.units) == set(UNITS)


@pytest.mark.parametrize("unit_id", sorted(UNITS))
def test_C_unit_figures_match_the_rules(catalog: Catalog, unit_id: str) -> None:
    unit = catalog.units[unit_id]
    figures = (unit.move_class, unit.size, unit.hp, unit.ap, unit.vision, unit.ammo,
               unit.fuel, unit.battery)
    assert figures == UNITS[unit_id]
    assert unit.id == unit_id and unit.name and unit.description


@pytest.mark.parametrize("unit_id", sorted(UNITS))
def test_C_unit_weapons_match_the_rules(catalog: Catalog, unit_id: str) -> None:
    weapons = [(w.id, w.damage, w.min_range, w.max_range, w.fire, set(w.flags))
               for w in catalog.units[unit_id].weapons]
    assert weapons == WEAPONS.get(unit_id, [])


@pytest.mark.parametrize("unit_id", sorted(ABILITIES))
def test_C_unit_notes_become_abilities(catalog: Catalog, unit_id: str) -> None:
    unit = catalog.units[unit_id]
    assert ABILITIES[unit_id] <= unit.abilities
    assert all(unit.has(a) for a in ABILITIES[unit_id])


def test_A1_2_units_that_always_fire_twice(catalog: Catalog) -> None:
    twice = {u.id for u in catalog.units.values() if u.shots == 2}
    assert twice == {"heavy_tank", "attack_helicopter", "aa_battery", "general"}
    assert all(u.shots == 1 for u in catalog.units.values() if u.id not in twice)
    # "(x2)": the AA battery's only weapon takes both shots; others one shot per weapon.
    assert catalog.units["aa_battery"].weapon("flak").uses_per_turn == 2
    assert catalog.units["heavy_tank"].weapon("gun").uses_per_turn == 1


def test_A4_carriers_and_load_points(catalog: Catalog) -> None:
    units = catalog.units
    carriers = {u.id: (u.capacity, u.tows) for u in units.values() if u.capacity or u.tows}
    assert carriers == {"truck": (2, True), "transport_helicopter": (2, False)}
    assert catalog.load_points(units["infantry"]) == 1
    assert catalog.load_points(units["mortar"]) == 2
    assert catalog.load_points(units["tank"]) is None
    assert catalog.load_points(units["recon_drone"]) is None
    truck, heli = units["truck"], units["transport_helicopter"]
    assert catalog.can_carry(truck, [units["infantry"], units["medic"]])
    assert catalog.can_carry(truck, [units["cannon"]])
    assert not catalog.can_carry(heli, [units["cannon"]])  # only a truck tows
    assert not catalog.can_carry(truck, [units["mortar"], units["infantry"]])
    assert not catalog.can_carry(units["tank"], [units["infantry"]])


def test_A9_A10_unit_classification(catalog: Catalog) -> None:
    units = catalog.units
    assert units["infantry"].is_foot and not units["infantry"].is_vehicle
    assert units["tank"].is_vehicle and units["tank"].is_repairable
    assert units["cannon"].is_gun and units["cannon"].is_repairable
    assert not units["cannon"].is_vehicle
    assert units["attack_helicopter"].is_aircraft and units["attack_helicopter"].is_vehicle
    assert units["recon_drone"].is_aircraft and units["recon_drone"].is_drone
    assert units["sniper"].has_direct_fire and not units["mortar"].has_direct_fire
    heavy = units["heavy_tank"]
    assert heavy.kills_drone_with(heavy.weapon("gun"))  # "ad" in the notes: every weapon
    assert not units["tank"].kills_drone_with(units["tank"].weapon("gun"))


def test_C_unit_symbols_are_short_and_distinct(catalog: Catalog) -> None:
    symbols = [u.symbol for u in catalog.units.values()]
    assert len(set(symbols)) == len(symbols)
    assert all(1 <= len(s) <= 3 for s in symbols)


# ------------------------------------------------------------------------- terrain

def test_A3_every_map_character_is_in_the_catalog(catalog: Catalog) -> None:
    assert set(catalog.terrain) == set(TERRAIN)
    assert {t.id: t.char for t in catalog.terrain_by_id.values()} == {
        v[0]: k for k, v in TERRAIN.items()}


@pytest.mark.parametrize("char", sorted(TERRAIN))
def test_A3_A7_terrain_costs_and_cover_match_the_rules(catalog: Catalog, char: str) -> None:
    ident, foot, wheeled, tracked, fuel, cover = TERRAIN[char]
    terrain = catalog.terrain[char]
    assert terrain.id == ident
    assert dict(terrain.move_cost) == {
        "foot": foot, "wheeled": wheeled, "tracked": tracked, "towed": wheeled}
    assert terrain.fuel_cost == fuel
    assert terrain.cover == cover
    for move_class, cost in terrain.move_cost.items():
        assert terrain.passable_for(move_class) == (cost is not None)
        assert terrain.step_cost(move_class) == cost
    assert terrain.passable_for("air") and terrain.passable_for("drone")
    assert terrain.color.startswith("#") and len(terrain.color) == 7


def test_terrain_colours_are_distinct(catalog: Catalog) -> None:
    colours = [t.color.lower() for t in catalog.terrain.values()]
    assert len(set(colours)) == len(colours)


def test_A5_A6_A11_terrain_properties(catalog: Catalog) -> None:
    by_id = catalog.terrain_by_id
    assert {t.id for t in by_id.values() if t.blocks_line_of_fire} == {"forest", "hill"}
    assert {t.id for t in by_id.values() if t.ruin} == {"ruins"}
    assert {t.id for t in by_id.values() if t.landing} == {"grass", "burnt"}
    assert {t.id for t in by_id.values() if t.bridgeable} == {"water"}
    assert {t.id for t in by_id.values() if t.flammable} == {"forest"}
    assert by_id["grass"].shelled_to == "crater"
    assert by_id["forest"].burns_to == "burnt"
    assert by_id["burnt"].regrows_to == "forest"
    assert by_id["rubble"].clears_to == "grass"


# ----------------------------------------------------------------- buildings, works

def test_C_buildings_match_the_rules(catalog: Catalog) -> None:
    figures = {b.id: (b.hp, b.vision, b.cover, b.build_orders)
               for b in catalog.buildings.values()}
    assert figures == {
        "hospital": (30, 4, 2, 3), "workshop": (30, 4, 2, 3), "depot": (30, 4, 2, 3),
        "heliport": (30, 4, 2, 3), "watchtower": (20, 12, 2, 3)}
    tower = catalog.buildings["watchtower"]
    assert tower.sees_camouflage and tower.ignores_night and tower.ignores_vision_max
    assert catalog.buildings["heliport"].platform
    services = {b.id: set(b.services) for b in catalog.buildings.values() if b.services}
    assert services == {"hospital": {"heal"}, "workshop": {"repair"}, "depot": {"resupply"}}
    assert all(b.leaves == "rubble" for b in catalog.buildings.values())


def test_C_A7_works_match_the_rules(catalog: Catalog) -> None:
    figures = {w.id: (w.hp, w.cover, w.build_orders) for w in catalog.works.values()}
    assert figures == {"bridge": (20, 1, 2), "trench": (10, 1, 2), "bunker": (20, 2, 2),
                       "dragons_teeth": (15, 1, 2), "mine": (None, 0, 2)}
    assert catalog.works["dragons_teeth"].impassable_to == {"wheeled", "tracked", "towed"}
    mine = catalog.works["mine"]
    assert mine.hidden and mine.damage == 3 and mine.spent_on_trigger
    assert not mine.buildable and not mine.is_targetable
    bridge = catalog.works["bridge"]
    assert bridge.placed_on == ("water",) and bridge.counts_as == "road"
    under_unit = {w.id for w in catalog.works.values() if w.targetable_under_unit}
    assert under_unit == {"trench", "bunker", "dragons_teeth"}


# --------------------------------------------------------------------------- rules

RULE_NUMBERS: dict[str, Any] = {
    "double_shot_supply_truck_distance": 1, "double_shot_general_radius": 5,
    "shot_ap_divisor": 2, "alert_ap_cost": None, "low_hp_fraction": 0.5,
    "low_hp_step_multiplier": 2, "heal_medic": 4, "heal_hospital": 3, "repair_engineer": 4,
    "repair_workshop": 3, "wreck_step_cost": 1, "air_step_cost": 1, "moved_range_divisor": 2,
    "ammo_per_shot": 1, "min_damage": 1, "max_ruins_in_line_of_fire": 1, "blast_radius": 2,
    "blast_damage_divisor": 2, "blast_min_damage": 1, "collateral_min_weapon_damage": 2,
    "fire_burn_rounds": 3, "fire_damage": 2, "fire_spread_after_rounds": 1,
    "fire_spread_generations": 1, "ignition_die_sides": 6, "ignition_on_roll": 6,
    "mine_damage": 3, "mine_detection_radius": 2, "wreck_cover": 1, "general_cover_bonus": 1,
    "general_cover_radius": 2, "vision_max": 10, "concealment_out_of_cover": 0,
    "always_spotted_distance": 1, "camouflage_bonus": 2, "hours_per_round": 1,
    "patrol_radius": 2, "drone_leash": 8, "drone_leash_extended": 12,
    "watchtower_leash_range": 8, "drone_recharge_distance": 1, "jammer_radius": 6,
    "drone_crash_damage": 1, "helicopter_fuel_per_side_turn": 2, "helicopter_fuel_per_cell": 1,
    "helicopter_crash_distance": 2, "helicopter_crash_damage": 1, "vp_capture_turns": 2,
    "vp_enemy_radius": 4, "default_hold_points": 4, "default_victory_points": 5,
    "build_orders_building": 3, "build_orders_work": 2,
}


@pytest.mark.parametrize("name", sorted(RULE_NUMBERS))
def test_A_rule_numbers_match_the_rules(catalog: Catalog, name: str) -> None:
    assert getattr(catalog.rules, name) == RULE_NUMBERS[name]


def test_A_rule_tables_match_the_rules(catalog: Catalog) -> None:
    rules = catalog.rules
    orders = ("resupply", "load", "unload", "tow", "heal", "repair", "build", "demine",
              "clear", "land", "lay_mine")
    assert dict(rules.order_ap_cost) == dict.fromkeys(orders, 2)
    assert dict(rules.load_points_by_size) == {"small": 1, "medium": 2, "large": None,
                                               "tiny": None}
    assert dict(rules.concealment_in_cover) == {"small": 3, "medium": 2, "large": 1, "tiny": 3}
    assert dict(rules.vision_modifier_by_phase) == {"dawn": -1, "day": 0, "dusk": -1,
                                                    "night": -2}
    assert dict(rules.vision_modifier_by_season) == {"spring": 0, "summer": 0, "autumn": -1,
                                                     "winter": -1}
    assert rules.fire_spread_blocked_seasons == {"autumn"}
    assert rules.ignition_seasons == {"summer"}
    assert rules.regrowth_seasons == {"spring"}


def test_A1_shot_and_order_costs(catalog: Catalog) -> None:
    rules = catalog.rules
    assert rules.shot_ap(12) == 6 and rules.shot_ap(7) == 4  # half, rounded up
    assert rules.order_ap("load", 12) == 2
    assert rules.order_ap("alert", 14) == 7  # alert costs one shot
    assert rules.is_low_hp(5, 10) and not rules.is_low_hp(6, 10)
    assert rules.range_after_move(7) == 3
    assert rules.blast_damage(6) == 3 and rules.blast_damage(1) == 1


@pytest.mark.parametrize(("hour", "phase"), [
    *((h, "night") for h in (20, 23, 0, 4)), (5, "dawn"), (6, "dawn"), (7, "day"),
    (17, "day"), (18, "dusk"), (19, "dusk"), (29, "dawn")])
def test_A8_day_phases(catalog: Catalog, hour: int, phase: str) -> None:
    assert catalog.rules.day_phase(hour) == phase


def test_A8_vision_modifiers(catalog: Catalog) -> None:
    rules = catalog.rules
    assert rules.vision_modifier(12, "summer") == 0
    assert rules.vision_modifier(22, "winter") == -3
    assert rules.vision_modifier(5, "autumn") == -2
    assert rules.concealment("small", in_cover=True) == 3
    assert rules.concealment("large", in_cover=False) == 0


# ---------------------------------------------------------------------- immutability

def test_records_are_frozen(catalog: Catalog) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.units["tank"].hp = 99  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.units["tank"].weapons[0].damage = 99  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.terrain["F"].cover = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.rules.mine_damage = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.works["mine"].damage = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.buildings["depot"].hp = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.units = {}  # type: ignore[misc]


def test_containers_are_immutable(catalog: Catalog) -> None:
    with pytest.raises(TypeError):
        catalog.units["tank"] = catalog.units["truck"]  # type: ignore[index]
    with pytest.raises(TypeError):
        catalog.terrain["."].move_cost["foot"] = 9  # type: ignore[index]
    with pytest.raises(TypeError):
        catalog.rules.order_ap_cost["load"] = 0  # type: ignore[index]
    assert isinstance(catalog.units["tank"].weapons, tuple)
    assert isinstance(catalog.units["tank"].abilities, frozenset)
    assert hash(catalog.terrain["F"]) == hash(catalog.terrain["F"])


def test_default_catalog_is_loaded_once() -> None:
    assert load_catalog() is load_catalog()


def test_catalog_loads_from_an_explicit_directory(tmp_path: Path) -> None:
    data = _copy_data(tmp_path)
    assert load_catalog(data) == load_catalog()


# ---------------------------------------------------------------- broken data files

def _copy_data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def _edit(directory: Path, name: str, change: Any) -> None:
    """Load a data file, let ``change`` modify it, write it back."""
    path = directory / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def _unit(data: list[dict[str, Any]], unit_id: str) -> dict[str, Any]:
    return next(u for u in data if u["id"] == unit_id)


def _broken(tmp_path: Path, name: str, change: Any) -> str:
    directory = _copy_data(tmp_path)
    _edit(directory, name, change)
    with pytest.raises(CatalogError) as error:
        load_catalog(directory)
    return str(error.value)


def test_missing_field_names_file_entry_and_field(tmp_path: Path) -> None:
    message = _broken(tmp_path, "units.yaml", lambda d: _unit(d, "tank").pop("hp"))
    assert message == "units.yaml: unit 'tank': missing field 'hp'"


def test_wrong_type_names_the_weapon(tmp_path: Path) -> None:
    def change(data: list[dict[str, Any]]) -> None:
        _unit(data, "tank")["weapons"][0]["damage"] = "six"
    message = _broken(tmp_path, "units.yaml", change)
    assert message.startswith("units.yaml: unit 'tank': weapon 'gun': field 'damage'")
    assert "'six'" in message


def test_unknown_field_is_refused(tmp_path: Path) -> None:
    message = _broken(tmp_path, "units.yaml", lambda d: _unit(d, "medic").update(hpp=3))
    assert message.startswith("units.yaml: unit 'medic': unknown field 'hpp'")


def test_unknown_word_in_a_closed_list(tmp_path: Path) -> None:
    message = _broken(tmp_path, "units.yaml",
                      lambda d: _unit(d, "jammer").update(move_class="hover"))
    assert "units.yaml: unit 'jammer': field 'move_class': 'hover' is not one of" in message
    message = _broken(tmp_path / "b", "units.yaml",
                      lambda d: _unit(d, "medic").update(abilities=["heall"]))
    assert "unit 'medic'" in message and "'heall'" in message


def test_inconsistent_record_is_refused(tmp_path: Path) -> None:
    message = _broken(tmp_path, "units.yaml", lambda d: _unit(d, "tank").update(fuel=None))
    assert message.startswith("units.yaml: unit 'tank': fuel must be set")


def test_bad_terrain_reference(tmp_path: Path) -> None:
    def change(data: list[dict[str, Any]]) -> None:
        next(t for t in data if t["id"] == "grass")["shelled_to"] = "moon"
    message = _broken(tmp_path, "terrain.yaml", change)
    assert message == ("terrain.yaml: terrain 'grass': field 'shelled_to' names "
                       "unknown terrain 'moon'")


def test_duplicate_id_and_character(tmp_path: Path) -> None:
    message = _broken(tmp_path, "units.yaml", lambda d: d.append(dict(_unit(d, "tank"))))
    assert "units.yaml: unit 'tank': duplicate id" in message

    def twin_char(data: list[dict[str, Any]]) -> None:
        next(t for t in data if t["id"] == "hill")["char"] = "F"
    message = _broken(tmp_path / "b", "terrain.yaml", twin_char)
    assert "terrain.yaml: terrain 'hill': char 'F' repeats" in message


def test_rules_field_missing_or_incomplete(tmp_path: Path) -> None:
    message = _broken(tmp_path, "rules.yaml", lambda d: d.pop("mine_damage"))
    assert message == "rules.yaml: missing field 'mine_damage'"
    message = _broken(tmp_path / "b", "rules.yaml", lambda d: d["day_phases"].pop("dusk"))
    assert message.startswith("rules.yaml: field 'day_phases' lacks dusk")


def test_entry_without_id(tmp_path: Path) -> None:
    message = _broken(tmp_path, "works.yaml", lambda d: d[1].pop("id"))
    assert message == "works.yaml: entry 2: missing field 'id'"


def test_invalid_yaml_names_file_and_line(tmp_path: Path) -> None:
    directory = _copy_data(tmp_path)
    (directory / "buildings.yaml").write_text("- id: depot\n  hp: [30\n", encoding="utf-8")
    with pytest.raises(CatalogError) as error:
        load_catalog(directory)
    assert str(error.value).startswith("buildings.yaml: line 3, column 1: not valid YAML: ")
    assert "\n" not in str(error.value) and str(tmp_path) not in str(error.value)


def test_key_written_twice_is_refused(tmp_path: Path) -> None:
    directory = _copy_data(tmp_path)
    path = directory / "rules.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "\nmine_damage: 9\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"^rules\.yaml: line \d+, .*'mine_damage' appears twice"):
        load_catalog(directory)


def test_missing_file_and_wrong_shape(tmp_path: Path) -> None:
    directory = _copy_data(tmp_path)
    (directory / "works.yaml").unlink()
    with pytest.raises(CatalogError, match=r"^works\.yaml: file not found"):
        load_catalog(directory)
    (directory / "works.yaml").write_text("bridge: {hp: 20}\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"^works\.yaml: must be a non-empty list"):
        load_catalog(directory)


def test_catalog_error_is_a_value_error() -> None:
    assert issubclass(CatalogError, ValueError)
    assert not issubclass(CatalogError, KeyError)


def test_entries_may_override_rule_defaults(tmp_path: Path) -> None:
    directory = _copy_data(tmp_path)
    _edit(directory, "works.yaml", lambda d: d[0].update(build_orders=5))
    _edit(directory, "rules.yaml", lambda d: d.update(mine_damage=4, build_orders_work=1))
    catalog = load_catalog(directory)
    assert catalog.works["bridge"].build_orders == 5
    assert catalog.works["trench"].build_orders == 1
    assert catalog.works["mine"].damage == 4


def test_every_catalog_name_has_its_italian():
    """The editor shows the catalogs' names in its language (docs/translations.md): every
    terrain, unit, weapon, building and work has an Italian name in engine/data."""
    from engine.catalog import load_catalog, name_in

    catalog = load_catalog()
    records = [*catalog.terrain.values(), *catalog.units.values(), *catalog.buildings.values(),
               *catalog.works.values(), *(w for u in catalog.units.values() for w in u.weapons)]
    missing = [r.id for r in records if not getattr(r, "names", {}).get("it")]
    assert not missing, f"no Italian name: {', '.join(missing)}"
    assert name_in(catalog.units["infantry"], "it") == "Fanteria"
    assert name_in(catalog.units["infantry"], "en") == "Infantry"
