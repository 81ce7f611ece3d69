"""A5 fire (range, line of fire, ammunition, damage, shells, buildings, works) and A7 cover."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from engine import IllegalAction
from engine.catalog import DATA_DIR, load_catalog
from rules_helpers import F, U, end_turns, make_game, play

RULES = load_catalog().rules
RULES_BRIDGE_COVER = load_catalog().works["bridge"].cover


def fire(target: tuple[int, int], unit: str = "r1", **kw: object) -> dict[str, object]:
    return {"type": "fire", "unit": unit, "target": list(target), **kw}


def test_A5_range_halves_after_moving():
    game = make_game(["=........"], [U("r1", "infantry", "red", (0, 0)),
                                     U("b1", "tank", "blue", (5, 0))])
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    assert game.unit("r1")["moved"]
    with pytest.raises(IllegalAction, match="reaches 1-2 \\(halved after moving\\)"):
        game.apply(fire((5, 0)))
    fresh = make_game(["........."], [U("r1", "infantry", "red", (1, 0)),
                                      U("b1", "tank", "blue", (5, 0))])
    assert fresh.is_legal(fire((5, 0)))


def test_A5_firing_then_moving_away_costs_nothing_extra():
    game = make_game(["=====..."], [U("r1", "infantry", "red", (0, 0)),
                                    U("b1", "tank", "blue", (3, 0))])
    play(game, fire((3, 0)))
    assert game.reachable_cells("r1")[(1, 0)].ap == 1


@pytest.mark.parametrize("shooter", ["rocket_launcher", "sniper"])
def test_A5_rocket_launcher_and_sniper_fire_only_if_they_have_not_moved(shooter):
    game = make_game(["=.........."], [U("r1", shooter, "red", (0, 0)),
                                       U("b1", "tank", "blue", (4, 0))])
    assert game.is_legal(fire((4, 0)))
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    with pytest.raises(IllegalAction, match="only if the unit has not moved"):
        game.apply(fire((4, 0)))


def test_A5_minimum_range_of_the_weapon():
    game = make_game(["......"], [U("r1", "sniper", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (1, 0))])
    assert not game.is_legal(fire((1, 0)))


def test_A5_a_unit_on_the_ground_blocks_direct_fire_even_a_friend():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("r2", "infantry", "red", (1, 0)),
                                  U("b1", "infantry", "blue", (3, 0))])
    with pytest.raises(IllegalAction, match="in the line of fire"):
        game.apply(fire((3, 0)))


@pytest.mark.parametrize("row", [".F..", ".H.."])
def test_A5_forest_and_hill_block_direct_fire(row):
    game = make_game([row], [U("r1", "infantry", "red", (0, 0)),
                             U("b1", "infantry", "blue", (3, 0))])
    with pytest.raises(IllegalAction, match="blocks the line of fire"):
        game.apply(fire((3, 0)))


def test_A5_a_line_along_an_edge_is_blocked_by_an_obstacle_on_either_side():
    # (0, 0) -> (2, 1): halfway, the line runs along the edge between (1, 0) and (1, 1)
    units = [U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (2, 1))]
    assert make_game(["....", "...."], units).is_legal(fire((2, 1)))
    for rows in (["....", ".F.."], [".F..", "...."]):
        with pytest.raises(IllegalAction, match="forest at"):
            make_game(rows, units).apply(fire((2, 1)))
    back = make_game(["....", ".F.."], [U("r1", "infantry", "red", (2, 1)),
                                        U("b1", "infantry", "blue", (0, 0))])
    assert not back.is_legal(fire((0, 0)))  # the same from the other end


def test_A5_a_hex_line_along_an_edge_is_blocked_by_an_obstacle_on_either_side():
    # odd-r (0, 0) -> (1, 1): the line runs between (1, 0) and (0, 1)
    units = [U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (1, 1))]
    assert make_game(["....", "...."], units, grid="hex").is_legal(fire((1, 1)))
    assert not make_game([".F..", "...."], units, grid="hex").is_legal(fire((1, 1)))
    assert not make_game(["....", "F..."], units, grid="hex").is_legal(fire((1, 1)))


@pytest.mark.parametrize("owner", ["red", "blue"])
def test_A5_a_finished_building_does_not_block_direct_fire(owner):
    game = make_game(["...."], [U("r1", "infantry", "red", (0, 0)),
                                U("b1", "infantry", "blue", (3, 0))],
                     [F("building", (1, 0), type="depot", owner=owner)])
    assert game.state.structures[(1, 0)].finished
    assert game.is_legal(fire((3, 0)))
    play(game, fire((3, 0)))
    assert game.unit("b1")["hp"] < 10


def test_A5_works_do_not_block_direct_fire():
    game = make_game(["...."], [U("r1", "infantry", "red", (0, 0)),
                                U("b1", "infantry", "blue", (3, 0))],
                     [F("work", (1, 0), type="bunker", owner="blue"),
                      F("work", (2, 0), type="trench", owner="blue")])
    assert game.is_legal(fire((3, 0)))


def test_A5_one_ruined_village_does_not_block_direct_fire():
    game = make_game([".R.."], [U("r1", "infantry", "red", (0, 0)),
                                U("b1", "infantry", "blue", (3, 0))])
    assert game.is_legal(fire((3, 0)))


def test_A5_two_ruined_villages_block_direct_fire():
    game = make_game([".RR.."], [U("r1", "infantry", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (3, 0))])
    with pytest.raises(IllegalAction, match="2 ruined villages"):
        game.apply(fire((3, 0)))


def test_A5_fire_to_or_from_an_aircraft_in_flight_is_never_blocked():
    game = make_game([".F...", "....."],
                     [U("r1", "rocket_launcher", "red", (0, 0)),
                      U("b1", "attack_helicopter", "blue", (3, 0), flying=True)])
    assert game.is_legal(fire((3, 0)))


def test_A5_indirect_fire_goes_over_obstacles_every_cell_seen_until_vision_lands():
    game = make_game(["..FFH..."], [U("r1", "mortar", "red", (0, 0)),
                                    U("r2", "infantry", "red", (1, 0)),
                                    U("b1", "infantry", "blue", (6, 0))])
    assert game.visible_cells("red") == set(game.state.grid.cells())
    assert game.is_legal(fire((6, 0)))


def test_A5_each_shot_spends_one_round_and_an_empty_unit_cannot_fire():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0), ammo=1),
                                  U("b1", "tank", "blue", (3, 0))])
    play(game, fire((3, 0)))
    assert game.unit("r1")["ammo"] == 0
    end_turns(game, 2)
    with pytest.raises(IllegalAction, match="out of ammunition"):
        game.apply(fire((3, 0)))


def test_A5_damage_is_weapon_damage_minus_cover_at_least_1():
    game = make_game(["...F"], [U("r1", "infantry", "red", (0, 0)),
                                U("b1", "tank", "blue", (2, 0))])
    play(game, fire((2, 0)))
    assert game.unit("b1")["hp"] == 16 - 3
    covered = make_game(["..H"], [U("r1", "engineer", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (2, 0))],
                        [F("work", (2, 0), type="bunker", owner="blue")])
    play(covered, fire((2, 0)))  # rifle 2 - (hill 1 + bunker 2) -> min 1
    assert covered.unit("b1")["hp"] == 10 - 1


def test_A7_cover_adds_up_terrain_wreck_work_building_and_the_general():
    game = make_game([".......", "......."],
                     [U("r1", "tank", "red", (0, 0)), U("b1", "infantry", "blue", (3, 0)),
                      U("g", "general", "blue", (3, 1))],
                     [F("work", (3, 0), type="trench", owner="blue"), F("wreck", (3, 0))])
    play(game, fire((3, 0)))
    # gun 6 - (trench 1 + wreck 1 + general 1) = 3
    assert game.unit("b1")["hp"] == 10 - 3
    from engine.rules.fire import cover_of
    assert cover_of(game.state, game.state.units["g"]) == 0  # the general does not cover itself


def test_A7_a_unit_on_a_bridge_is_protected_like_on_any_work():
    # the same shot at a unit on a road and on a bridge: the bridge is a work and protects
    units = [U("r1", "tank", "red", (0, 0)), U("b1", "infantry", "blue", (3, 0))]
    road = make_game(["...=.."], units)
    play(road, fire((3, 0)))
    bridge = make_game(["...~.."], units, [F("bridge", (3, 0), owner="neutral")])
    from engine.rules.fire import cover_of
    assert cover_of(bridge.state, bridge.state.units["b1"]) == RULES_BRIDGE_COVER
    play(bridge, fire((3, 0)))
    assert road.unit("b1")["hp"] == 10 - 6
    assert bridge.unit("b1")["hp"] == 10 - (6 - RULES_BRIDGE_COVER)
    assert bridge.unit("b1")["hp"] > road.unit("b1")["hp"]


def test_A5_cannon_shell_blasts_every_other_unit_within_2_friend_or_foe_at_half_damage():
    game = make_game(["........", "........"],
                     [U("r1", "cannon", "red", (0, 0)), U("b1", "tank", "blue", (5, 0)),
                      U("b2", "infantry", "blue", (7, 0)), U("r2", "infantry", "red", (6, 1)),
                      U("b3", "infantry", "blue", (3, 1))])
    events = play(game, fire((5, 0)))
    assert game.unit("b1")["hp"] == 16 - 6
    assert game.unit("b2")["hp"] == 10 - 3 and game.unit("r2")["hp"] == 10 - 3
    assert game.unit("b3")["hp"] == 10 - 3  # (3, 1) is within 2 (Chebyshev on squares)
    assert sum(1 for e in events if e["type"] == "damaged") == 4


def test_A5_shells_turn_grass_into_crater():
    game = make_game(["......"], [U("r1", "tank", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (3, 0))])
    play(game, fire((3, 0)))
    assert game.state.terrain_at((3, 0)).id == "crater"
    rifle = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                   U("b1", "infantry", "blue", (3, 0))])
    play(rifle, fire((3, 0)))
    assert rifle.state.terrain_at((3, 0)).id == "grass"


def test_A5_an_enemy_building_takes_full_damage_and_leaves_rubble():
    game = make_game(["....."], [U("r1", "tank", "red", (0, 0))],
                     [F("building", (3, 0), type="depot", owner="blue", hp=6)])
    events = play(game, fire((3, 0)))
    assert (3, 0) not in game.state.structures
    assert game.state.terrain_at((3, 0)).id == "rubble"
    assert {"type": "terrain_changed", "at": [3, 0], "terrain": "rubble"} in events


def test_A5_a_destroyed_construction_site_leaves_nothing():
    game = make_game(["....."], [U("r1", "tank", "red", (0, 0))],
                     [F("building", (3, 0), type="depot", owner="blue",
                        state="under_construction", hp=4)])
    play(game, fire((3, 0)))
    assert (3, 0) not in game.state.structures and game.state.terrain_at((3, 0)).id == "grass"


def test_A5_own_and_neutral_buildings_are_not_targets():
    for owner in ("red", "neutral"):
        game = make_game(["....."], [U("r1", "tank", "red", (0, 0))],
                         [F("building", (3, 0), type="depot", owner=owner)])
        assert not game.is_legal(fire((3, 0)))


def test_A5_a_neutral_bridge_is_a_target_and_destroyed_turns_to_water_losing_its_units():
    game = make_game(["...~.", "...~."], [U("r1", "tank", "red", (0, 0)),  # beyond patrol
                                          U("b1", "infantry", "blue", (3, 1))],
                     [F("bridge", (3, 0), owner="neutral", hp=5), F("bridge", (3, 1), hp=3)])
    play(game, fire((3, 0)))
    assert (3, 0) not in game.state.bridges
    end_turns(game, 2)
    # a bridge with a unit on it is not a target itself, but shooting the unit hits it too
    assert game.legal_actions() and not game.is_legal(fire((3, 1), what="structure"))
    events = play(game, fire((3, 1)))
    assert (3, 1) not in game.state.bridges and not game.unit("b1")["alive"]
    assert any(e.get("cause") == "bridge destroyed" for e in events)


def test_A5_under_a_unit_only_finished_trenches_bunkers_and_teeth_can_be_targeted():
    game = make_game(["....."], [U("r1", "tank", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (3, 0))],
                     [F("work", (3, 0), type="trench", owner="blue", hp=10)])
    actions = [a for a in game.legal_actions() if a["type"] == "fire"]
    assert {a.get("what") for a in actions} == {"unit", "structure"}
    play(game, fire((3, 0), what="structure"))
    assert game.state.structures[(3, 0)].hp == 10 - 6 and game.unit("b1")["hp"] == 10


def test_A5_firing_at_a_unit_also_damages_the_work_under_it_by_the_same_amount():
    game = make_game(["....."], [U("r1", "tank", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (3, 0))],
                     [F("work", (3, 0), type="bunker", owner="blue")])
    play(game, fire((3, 0)))
    assert game.unit("b1")["hp"] == 10 - 4
    assert game.state.structures[(3, 0)].hp == 20 - 4


def test_A5_weapons_of_1_damage_do_not_damage_the_work_under_the_unit(tmp_path: Path):
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    units = yaml.safe_load((data / "units.yaml").read_text())
    next(u for u in units if u["id"] == "engineer")["weapons"][0]["damage"] = 1
    (data / "units.yaml").write_text(yaml.safe_dump(units))
    game = make_game(["....."], [U("r1", "engineer", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (2, 0))],
                     [F("work", (2, 0), type="trench", owner="blue")],
                     catalog=load_catalog(data))
    play(game, fire((2, 0)))
    assert game.unit("b1")["hp"] == 9 and game.state.structures[(2, 0)].hp == 10


def test_A5_a_destroyed_vehicle_leaves_a_wreck_a_soldier_does_not():
    game = make_game(["......"], [U("r1", "heavy_tank", "red", (0, 0)),
                                  U("b1", "truck", "blue", (2, 0), hp=3),
                                  U("b2", "infantry", "blue", (3, 0), hp=1)])
    play(game, fire((2, 0)))
    assert (2, 0) in game.state.wrecks and not game.unit("b1")["alive"]
    play(game, fire((3, 0)))
    assert not game.unit("b2")["alive"] and (3, 0) not in game.state.wrecks


def test_A5_only_anti_air_weapons_hit_an_aircraft_in_flight():
    units = [U("r1", "tank", "red", (0, 0)), U("r2", "rocket_launcher", "red", (0, 1)),
             U("b1", "attack_helicopter", "blue", (3, 0), flying=True)]
    game = make_game(["......", "......"], units)
    with pytest.raises(IllegalAction, match="cannot hit an aircraft in flight"):
        game.apply(fire((3, 0)))
    assert game.is_legal(fire((3, 0), unit="r2"))


def test_A11_a_landed_aircraft_is_hit_by_anything_but_sniper_and_aa_and_cannot_fire():
    units = [U("r1", "tank", "red", (0, 0)), U("r2", "aa_battery", "red", (0, 1)),
             U("b1", "attack_helicopter", "blue", (3, 0))]
    game = make_game(["......", "......"], units)
    assert game.is_legal(fire((3, 0)))
    assert not game.is_legal(fire((3, 0), unit="r2"))
    end_turns(game)
    with pytest.raises(IllegalAction, match="landed"):
        game.apply(fire((0, 0), unit="b1"))


def test_A10_a_drone_killer_destroys_a_drone_with_one_hit():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "recon_drone", "blue", (3, 0), flying=True)])
    play(game, fire((3, 0)))
    assert not game.unit("b1")["alive"]


def test_A5_a_hex_line_of_fire_along_the_ragged_right_edge_stays_legal():
    # grid.line breaks the (5,1)-(5,3) tie through (6,2), which is off the map: nothing
    # stands there, so nothing blocks
    game = make_game(["......"] * 4, [U("r1", "infantry", "red", (5, 1)),
                                      U("b1", "infantry", "blue", (5, 3))], grid="hex")
    assert game.state.grid.line_between((5, 1), (5, 3)) == [(6, 2)]
    assert game.is_legal(fire((5, 3)))
