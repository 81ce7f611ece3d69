"""Carried units: the state a unit ends a mission with goes with it, and it enters the next
mission on free cells where it may stand, deterministically, replacing nothing."""

from __future__ import annotations

from campaign_helpers import CAMP, tutorial_with_camp
from engine import Game
from engine.balance.game import play_game
from engine.campaign.carry import carried_units, enter_mission
from engine.campaign.model import Carry
from engine.campaign.play import unit_views
from engine.catalog import load_catalog
from engine.scenario.ground import unit_ground_problem
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.model import Scenario, Unit


def camp_scenario() -> Scenario:
    scenario, problems = scenario_from_text(tutorial_with_camp(), "camp.yaml")
    assert scenario is not None and not [p for p in problems if p.severity == "error"]
    return scenario


VIEWS = [
    {"id": "a", "type": "infantry", "side": "blue", "alive": True, "hp": 4, "max_hp": 10,
     "ammo": 3, "max_ammo": 12, "fuel": None, "max_fuel": None, "cargo": []},
    {"id": "t", "type": "tank", "side": "blue", "alive": True, "hp": 16, "max_hp": 16,
     "ammo": 2, "max_ammo": 10, "fuel": 7, "max_fuel": 40, "cargo": []},
    {"id": "dead", "type": "infantry", "side": "blue", "alive": False, "hp": 0, "max_hp": 10,
     "ammo": 1, "max_ammo": 12, "fuel": None, "max_fuel": None, "cargo": []},
    {"id": "gone", "type": "mortar", "side": "blue", "alive": False, "hp": 5, "max_hp": 8,
     "ammo": 4, "max_ammo": 6, "fuel": None, "max_fuel": None, "cargo": []},
    {"id": "foe", "type": "infantry", "side": "red", "alive": True, "hp": 10, "max_hp": 10,
     "ammo": 12, "max_ammo": 12, "fuel": None, "max_fuel": None, "cargo": []},
]


def test_survivors_keep_their_hp_ammo_and_fuel():
    units = carried_units(VIEWS, Carry("blue", "survivors"), "blue", withdrawn=["gone"])
    assert [(u.id, u.hp, u.ammo, u.fuel) for u in units] == [
        ("a", 4, 3, None), ("t", None, 2, 7), ("gone", 5, 4, None)]  # full hp is left out


def test_all_brings_the_destroyed_back_at_full_strength_and_a_list_only_its_ids():
    units = carried_units(VIEWS, Carry("blue", "all"), "blue")
    assert [(u.id, u.hp, u.ammo) for u in units] == [
        ("a", 4, 3), ("t", None, 2), ("dead", None, None), ("gone", None, None)]
    units = carried_units(VIEWS, Carry("blue", ["t", "dead", "foe"]), "blue")
    assert [u.id for u in units] == ["t"]  # the dead stay dead, the enemy is not blue's


def test_a_unit_that_entered_under_another_id_leaves_under_its_campaign_id():
    views = [{**VIEWS[0], "id": "a_2"}]
    units = carried_units(views, Carry("blue", ["a"]), "blue", aliases={"a_2": "a"})
    assert [u.id for u in units] == ["a"]


def test_carried_units_stand_on_free_legal_cells_of_the_zone_and_replace_nothing():
    scenario = camp_scenario()
    catalog = load_catalog()
    newcomers = [Unit("x1", "infantry", "red", hp=3, ammo=2), Unit("b_tank", "tank", "red", fuel=5),
                 Unit("x3", "truck", "red", cargo=["x4"]), Unit("x4", "infantry", "red")]
    entry = enter_mission(scenario, [("blue", None, newcomers)], catalog)
    assert entry.unplaced == []
    assert entry.renamed == {"b_tank": "b_tank_2"}  # the mission has a b_tank
    assert entry.scenario.units[:len(scenario.units)] == scenario.units  # nothing moved
    assert scenario.units == camp_scenario().units  # the loaded scenario is left as it was
    added = entry.scenario.units[len(scenario.units):]
    assert [u.id for u in added] == ["x1", "b_tank_2", "x3", "x4"]
    assert all(u.side == "blue" for u in added)
    free = [tuple(c) for c in CAMP]
    taken = {u.at for u in scenario.units}
    for unit in added:
        if unit.id == "x4":
            assert unit.at is None  # still aboard its truck
            continue
        assert unit.at in free and unit.at not in taken
        terrain = catalog.terrain[scenario.map.terrain_at(unit.at)]
        assert unit_ground_problem(catalog, catalog.units[unit.type], terrain, None, "blue",
                                   False, unit.id, unit.at) is None
    assert len({u.at for u in added if u.at is not None}) == 3
    tank = entry.scenario.unit("b_tank_2")
    assert (tank.fuel, entry.scenario.unit("x1").hp) == (5, 3)
    # the mission with them is a valid mission, and the game starts them with their state
    again, problems = scenario_from_text(dump_scenario(entry.scenario), "entered.yaml")
    assert again is not None and not [p for p in problems if p.severity == "error"]
    game = Game(entry.scenario, seed=0)
    assert (game.unit("x1")["hp"], game.unit("b_tank_2")["fuel"]) == (3, 5)
    # deterministic
    assert enter_mission(scenario, [("blue", None, newcomers)], catalog).placed == entry.placed


def test_a_full_zone_leaves_the_rest_unplaced_and_units_only_where_their_class_may_stand():
    scenario = camp_scenario()
    many = [Unit(f"n{i}", "infantry", "blue") for i in range(10)]
    entry = enter_mission(scenario, [("blue", None, many)])
    assert len(entry.placed) == len(CAMP) and [u.id for u in entry.unplaced] == ["n8", "n9"]
    ruins = [(3, 2), (4, 2), (4, 3)]  # only foot troops enter ruins
    entry = enter_mission(scenario, [("blue", [list(c) for c in ruins],
                                      [Unit("tk", "tank", "blue"), Unit("i", "infantry", "blue")])])
    assert [u.id for u in entry.unplaced] == ["tk"]
    assert entry.placed["i"] in ruins


def test_the_end_of_a_real_game_is_carried_with_its_state():
    scenario = camp_scenario()
    game, _ = play_game(scenario, seed=2, max_rounds=3)
    units = carried_units(unit_views(game, scenario), Carry("blue", "survivors"), "blue")
    alive = {u["id"]: u for u in game.units("blue")}
    assert {u.id for u in units} == set(alive) and units
    for unit in units:
        view = alive[unit.id]
        assert unit.hp == (view["hp"] if view["hp"] < view["max_hp"] else None)
        assert unit.ammo == (view["ammo"] if view["ammo"] is not None
                             and view["ammo"] < view["max_ammo"] else None)


PACK = """\
rules:
  units:
    - {id: heavy_mortar, base: mortar, name: Heavy mortar, hp: 10, symbol: HM}
"""


def test_a_unit_of_a_rule_packs_type_enters_a_mission_that_has_that_type():
    """The next mission's catalog is its own (its rule pack's types too): a heavy mortar of
    an earlier mission's pack enters a mission with the same pack, and has nowhere to stand
    in one without it."""
    mortar = Unit(id="hm", type="heavy_mortar", side="blue", at=None, hp=7)
    with_pack, problems = scenario_from_text(tutorial_with_camp() + PACK, "pack.yaml")
    assert with_pack is not None and not [p for p in problems if p.severity == "error"]
    entry = enter_mission(with_pack, [("blue", None, [mortar])])
    assert not entry.unplaced
    placed = [u for u in entry.scenario.units if u.type == "heavy_mortar"]
    assert len(placed) == 1 and placed[0].hp == 7 and placed[0].at is not None
    entry = enter_mission(camp_scenario(), [("blue", None, [mortar])])
    assert [u.id for u in entry.unplaced] == ["hm"]
