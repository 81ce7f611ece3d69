"""A3 movement and the pathfinder; A7 mines on entry."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.catalog import load_catalog
from rules_helpers import F, U, end_turns, make_game, play

CATALOG = load_catalog()


def test_A3_step_costs_per_class_come_from_the_terrain_catalog():
    terrain = ["=F"]
    for unit_type, expected in (("infantry", 3), ("tank", 4), ("truck", 6)):
        game = make_game(terrain, [U("r1", unit_type, "red", (0, 0))])
        assert game.reachable_cells("r1")[(1, 0)].ap == expected
        assert expected == CATALOG.terrain["F"].move_cost[CATALOG.units[unit_type].move_class]


def test_A3_road_speeds_movement_and_hill_swamp_crater_slow_it():
    game = make_game(["=HSC."], [U("r1", "infantry", "red", (0, 0))])
    reach = game.reachable_cells("r1")
    assert reach[(1, 0)].ap == 3 and reach[(2, 0)].ap == 3 + 4 and reach[(3, 0)].ap == 10


def test_A3_a_road_detour_that_saves_ap_and_fuel_is_found():
    game = make_game(["=====", "=FFF="], [U("r1", "tank", "red", (0, 1))])
    reach = game.reachable_cells("r1")[(4, 1)]
    assert reach.path == ((0, 1), (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (4, 1))
    assert (reach.ap, reach.fuel) == (6, 6)
    events = game.apply({"type": "move", "unit": "r1", "to": [4, 1]})
    assert events[0] == {"type": "moved", "unit": "r1", "path": [list(c) for c in reach.path],
                         "ap": 6, "fuel": 6}
    assert game.unit("r1")["fuel"] == 40 - 6


def test_A3_pathfinder_keeps_a_dearer_path_that_fits_the_fuel_left():
    terrain = [".CCC.", "....."]
    full = make_game(terrain, [U("r1", "tank", "red", (0, 0))])
    assert full.reachable_cells("r1")[(4, 0)][:2] == (11, 14)  # straight over the craters
    short = make_game(terrain, [U("r1", "tank", "red", (0, 0), fuel=12)])
    reach = short.reachable_cells("r1")[(4, 0)]
    assert (reach.ap, reach.fuel) == (12, 12) and (2, 1) in reach.path


def test_A3_vehicles_burn_fuel_road_1_grass_2_other_terrain_4():
    game = make_game(["=.H"], [U("r1", "tank", "red", (0, 0))])
    reach = game.reachable_cells("r1")
    assert reach[(1, 0)].fuel == 2 and reach[(2, 0)].fuel == 2 + 4
    foot = make_game(["=.H"], [U("r1", "infantry", "red", (0, 0))])
    assert foot.reachable_cells("r1")[(2, 0)].fuel == 0


def test_A3_an_out_of_fuel_vehicle_cannot_move():
    game = make_game(["===="], [U("r1", "truck", "red", (0, 0), fuel=0)])
    assert game.reachable_cells("r1") == {}
    with pytest.raises(IllegalAction, match="out of fuel"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 0]})
    low = make_game(["===="], [U("r1", "truck", "red", (0, 0), fuel=2)])
    assert sorted(low.reachable_cells("r1")) == [(1, 0), (2, 0)]


def test_A3_water_is_crossed_only_on_a_bridge_which_counts_as_road():
    terrain = [".~.", ".~."]
    game = make_game(terrain, [U("r1", "truck", "red", (0, 0))], [F("bridge", (1, 1))])
    reach = game.reachable_cells("r1")
    assert (1, 0) not in reach
    assert reach[(1, 1)][:2] == (2 + 1, 2 + 1)  # down on grass, then onto the bridge as road
    assert (2, 0) in reach


def test_A3_only_foot_troops_enter_a_ruined_village_or_rubble():
    for terrain in (["=R="], ["=X="]):
        foot = make_game(terrain, [U("r1", "infantry", "red", (0, 0))])
        assert (1, 0) in foot.reachable_cells("r1")
        tank = make_game(terrain, [U("r1", "tank", "red", (0, 0))])
        assert (1, 0) not in tank.reachable_cells("r1") and (2, 0) not in tank.reachable_cells("r1")


def test_A3_no_unit_passes_through_a_finished_building_or_a_construction_site():
    for owner, state in (("red", "finished"), ("blue", "finished"), ("red", "under_construction")):
        game = make_game(["===", "~~~"], [U("r1", "infantry", "red", (0, 0))],
                         [F("building", (1, 0), type="depot", owner=owner, state=state)])
        assert (2, 0) not in game.reachable_cells("r1")


def test_A3_entering_an_own_finished_building_ends_the_move_never_an_enemy_one():
    own = make_game(["=.."], [U("r1", "infantry", "red", (0, 0))],
                    [F("building", (1, 0), type="depot", owner="red")])
    assert (1, 0) in own.reachable_cells("r1")
    enemy = make_game(["=.."], [U("r1", "infantry", "red", (0, 0))],
                      [F("building", (1, 0), type="depot", owner="blue")])
    assert (1, 0) not in enemy.reachable_cells("r1")


def test_A3_a_wreck_on_a_cell_adds_one_ap():
    game = make_game(["=.."], [U("r1", "infantry", "red", (0, 0))], [F("wreck", (1, 0))])
    assert game.reachable_cells("r1")[(1, 0)].ap == 2 + 1


def test_A3_dragons_teeth_stop_vehicles_but_not_foot():
    features = [F("work", (1, 0), type="dragons_teeth", owner="blue")]
    tank = make_game(["===", "~~~"], [U("r1", "tank", "red", (0, 0))], features)
    assert tank.reachable_cells("r1") == {}
    foot = make_game(["===", "~~~"], [U("r1", "infantry", "red", (0, 0))], features)
    assert (2, 0) in foot.reachable_cells("r1")


def test_A3_units_pass_friends_but_not_enemies_and_end_on_free_cells():
    game = make_game(["====", "~~~~"], [U("r1", "infantry", "red", (0, 0)),
                                         U("r2", "infantry", "red", (1, 0)),
                                         U("b1", "infantry", "blue", (3, 0))])
    reach = game.reachable_cells("r1")
    assert (1, 0) not in reach and (2, 0) in reach and (3, 0) not in reach


def test_A3_aircraft_in_flight_ignore_terrain_one_ap_a_cell():
    game = make_game([".~~FH."], [U("r1", "attack_helicopter", "red", (0, 0), flying=True)])
    reach = game.reachable_cells("r1")[(5, 0)]
    assert (reach.ap, reach.fuel) == (5, 5)


def test_A3_a_landed_helicopter_takes_off_by_moving():
    game = make_game(["...."], [U("r1", "transport_helicopter", "red", (0, 0))])
    assert game.unit("r1")["flying"] is False
    play(game, {"type": "move", "unit": "r1", "to": [3, 0]})
    assert game.unit("r1")["flying"] is True


def test_A3_a_cannon_moves_only_when_towed():
    game = make_game(["...."], [U("r1", "cannon", "red", (0, 0))])
    assert game.reachable_cells("r1") == {}
    with pytest.raises(IllegalAction, match="towed"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 0]})


def test_A3_hex_grid_pathfinding_uses_six_neighbours():
    game = make_game(["....", "....", "...."], [U("r1", "infantry", "red", (1, 1))], grid="hex")
    reach = game.reachable_cells("r1")
    assert sum(1 for r in reach.values() if r.ap == 2) == 6


def test_A3_same_state_gives_the_same_path():
    terrain = ["......", "......", "......"]
    paths = {make_game(terrain, [U("r1", "infantry", "red", (0, 0))])
             .reachable_cells("r1")[(4, 2)].path for _ in range(3)}
    assert len(paths) == 1


# ----------------------------------------------------------------------- A7 mines

def test_A7_a_mine_deals_3_damage_stops_the_move_and_is_spent():
    game = make_game(["====="], [U("r1", "infantry", "red", (0, 0))],
                     [F("mine", (2, 0), owner="blue")])
    events = play(game, {"type": "move", "unit": "r1", "to": [4, 0]})
    assert events[0]["path"] == [[0, 0], [1, 0], [2, 0]] and events[0]["ap"] == 2
    assert events[1] == {"type": "mine", "unit": "r1", "at": [2, 0], "damage": 3,
                         "owner": "blue"}
    assert game.unit("r1")["hp"] == 10 - 3 and game.unit("r1")["at"] == (2, 0)
    assert (2, 0) not in game.state.mines
    play(game, {"type": "move", "unit": "r1", "to": [4, 0]})
    assert game.unit("r1")["hp"] == 7


def test_A7_the_own_side_knows_its_mines_and_paths_around_them():
    game = make_game(["===", "..."], [U("r1", "infantry", "red", (0, 0))],
                     [F("mine", (1, 0), owner="red")])
    reach = game.reachable_cells("r1")
    assert (1, 1) in reach[(2, 0)].path  # the move would stop on the mine: around it


def test_A7_a_sides_own_mine_is_no_wall_to_it_and_hurts_its_own_units():
    """Rule A7 (issue 31): a mine deals its damage to whoever enters its cell, its own
    side's units too; the side knows it, so it may avoid it or cross it and pay."""
    game = make_game(["====="], [U("r1", "infantry", "red", (0, 0))],
                     [F("mine", (2, 0), owner="red")])
    assert (2, 0) in game.reachable_cells("r1")
    assert {"type": "move", "unit": "r1", "to": [2, 0]} in game.legal_actions()
    assert (4, 0) not in game.reachable_cells("r1")  # on a one-cell road: it stops there
    events = play(game, {"type": "move", "unit": "r1", "to": [2, 0]})
    assert events[1] == {"type": "mine", "unit": "r1", "at": [2, 0], "damage": 3,
                         "owner": "red"}
    assert game.unit("r1")["hp"] == 10 - 3 and (2, 0) not in game.state.mines


def test_A7_aircraft_in_flight_never_trigger_mines():
    game = make_game(["...."], [U("r1", "attack_helicopter", "red", (0, 0), flying=True)],
                     [F("mine", (2, 0), owner="blue")])
    play(game, {"type": "move", "unit": "r1", "to": [3, 0]})
    assert game.unit("r1")["at"] == (3, 0) and (2, 0) in game.state.mines


def test_A7_a_mine_that_destroys_a_vehicle_leaves_a_wreck():
    game = make_game(["====="], [U("r1", "truck", "red", (0, 0), hp=2)],
                     [F("mine", (1, 0), owner="blue")])
    events = play(game, {"type": "move", "unit": "r1", "to": [3, 0]})
    assert not game.unit("r1")["alive"] and (1, 0) in game.state.wrecks
    assert any(e["type"] == "destroyed" for e in events)
    end_turns(game)


def test_A3_a_ground_unit_passes_and_stops_beneath_an_aircraft_in_flight():
    game = make_game(["...."], [U("r1", "infantry", "red", (0, 0)),
                                U("b1", "attack_helicopter", "blue", (1, 0), flying=True)])
    assert (1, 0) in game.reachable_cells("r1") and (2, 0) in game.reachable_cells("r1")
