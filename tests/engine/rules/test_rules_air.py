"""A10 drones and A11 helicopters."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.catalog import load_catalog
from rules_helpers import F, U, end_turns, make_game, play

RULES = load_catalog().rules
LAND = {"type": "land", "unit": "r1"}


def move(unit, to):
    return {"type": "move", "unit": unit, "to": list(to)}


# ----------------------------------------------------------------- A11 helicopters

def test_A11_a_helicopter_flies_over_everything_and_stops_above_units_and_buildings():
    game = make_game([".~HF.", "....."], [U("r1", "transport_helicopter", "red", (0, 0),
                                            flying=True),
                                          U("b1", "tank", "blue", (3, 0))],
                     [F("building", (1, 1), type="depot", owner="blue")])
    reach = game.reachable_cells("r1")
    assert {(1, 0), (2, 0), (3, 0), (1, 1)} <= set(reach)
    assert reach[(3, 0)].ap == 3 * RULES.air_step_cost


def test_A11_a_landed_helicopter_takes_off_by_moving():
    game = make_game(["....."], [U("r1", "transport_helicopter", "red", (0, 0)),
                                 U("b1", "tank", "blue", (4, 0))])
    assert game.unit("r1")["landed"]
    play(game, move("r1", (1, 0)))
    assert game.unit("r1")["flying"] and game.state.air[(1, 0)] == "r1"


def test_A11_land_on_grass_burnt_ground_or_own_heliport_only():
    game = make_game([".B=F.."], [U("r1", "transport_helicopter", "red", (0, 0), flying=True),
                                  U("r2", "attack_helicopter", "red", (1, 0), flying=True),
                                  U("r3", "transport_helicopter", "red", (2, 0), flying=True),
                                  U("b1", "tank", "blue", (5, 0))],
                     [F("building", (4, 0), type="heliport", owner="red")])
    play(game, LAND, {"type": "land", "unit": "r2"})
    assert game.unit("r1")["landed"] and game.unit("r2")["landed"]
    with pytest.raises(IllegalAction, match="cannot land on road"):
        game.apply({"type": "land", "unit": "r3"})
    play(game, move("r3", (4, 0)), {"type": "land", "unit": "r3"})
    assert game.unit("r3")["landed"]


def test_A11_never_lands_on_a_unit_or_an_enemy_building():
    game = make_game(["....."], [U("r1", "transport_helicopter", "red", (0, 0), flying=True),
                                 U("r2", "infantry", "red", (1, 0)),
                                 U("b1", "tank", "blue", (4, 0))],
                     [F("building", (2, 0), type="heliport", owner="blue")])
    play(game, move("r1", (1, 0)))
    with pytest.raises(IllegalAction, match="never lands on a unit"):
        game.apply(LAND)
    play(game, move("r1", (2, 0)))
    with pytest.raises(IllegalAction, match="no place to land"):
        game.apply(LAND)


def test_A11_a_ground_unit_may_pass_and_stop_beneath_a_helicopter():
    game = make_game(["....."], [U("r1", "infantry", "red", (0, 0)),
                                 U("b1", "attack_helicopter", "blue", (2, 0), flying=True)])
    assert (2, 0) in game.reachable_cells("r1")


def test_A11_fuel_every_side_turn_in_flight_plus_per_cell_and_none_landed():
    game = make_game(["......"], [U("r1", "attack_helicopter", "red", (0, 0), flying=True),
                                  U("r2", "transport_helicopter", "red", (5, 0)),
                                  U("b1", "infantry", "blue", (3, 0))])
    play(game, move("r1", (2, 0)))
    assert game.unit("r1")["fuel"] == 30 - 2 * RULES.helicopter_fuel_per_cell
    end_turns(game)
    assert game.unit("r1")["fuel"] == 30 - 2 * RULES.helicopter_fuel_per_cell \
        - RULES.helicopter_fuel_per_side_turn
    assert game.unit("r2")["fuel"] == 30


def test_A11_a_landed_helicopter_cannot_fire():
    game = make_game(["...."], [U("r1", "attack_helicopter", "red", (0, 0)),
                                U("b1", "infantry", "blue", (2, 0))])
    with pytest.raises(IllegalAction, match="landed"):
        game.apply({"type": "fire", "unit": "r1", "target": [2, 0]})


def test_A11_dry_in_flight_it_crashes_with_its_load_two_cells_further():
    game = make_game([".......", "......."],
                     [U("r1", "transport_helicopter", "red", (0, 0), flying=True, fuel=3,
                        cargo=["r2"]),
                      U("r2", "infantry", "red"), U("b1", "tank", "blue", (5, 0))])
    play(game, move("r1", (2, 0)))
    events = end_turns(game)
    assert not game.unit("r1")["alive"] and not game.unit("r2")["alive"]
    crash = next(e for e in events if e["type"] == "crashed")
    assert crash["at"] == [4, 0]
    assert game.unit("b1")["hp"] == 16  # nothing at [4, 0]
    assert (4, 0) in game.state.wrecks


def test_A11_a_crash_deals_one_damage_to_what_is_there():
    game = make_game(["......."], [U("r1", "transport_helicopter", "red", (0, 0), flying=True,
                                     fuel=3),
                                   U("b1", "tank", "blue", (4, 0))])
    play(game, move("r1", (2, 0)))
    end_turns(game)
    assert game.unit("b1")["hp"] == 16 - RULES.helicopter_crash_damage


def test_A11_in_flight_only_anti_air_weapons_hit_it():
    units = [U("b1", "attack_helicopter", "blue", (2, 0), flying=True)]
    tank = make_game(["....."], [U("r1", "tank", "red", (0, 0)), *units])
    assert not tank.is_legal({"type": "fire", "unit": "r1", "target": [2, 0]})
    for shooter, weapon in (("rocket_launcher", "rocket"), ("heavy_tank", "rocket"),
                            ("aa_battery", "flak")):
        game = make_game(["....."], [U("r1", shooter, "red", (0, 0)), *units])
        assert game.is_legal({"type": "fire", "unit": "r1", "target": [2, 0],
                              "weapon": weapon}), shooter


def test_A11_landed_any_shot_hits_it_but_the_sniper_s_and_the_aa_battery_s():
    units = [U("b1", "attack_helicopter", "blue", (3, 0))]
    assert make_game(["....."], [U("r1", "tank", "red", (0, 0)), *units]).is_legal(
        {"type": "fire", "unit": "r1", "target": [3, 0]})
    for shooter in ("sniper", "aa_battery"):
        game = make_game(["....."], [U("r1", shooter, "red", (0, 0)), *units])
        assert not game.is_legal({"type": "fire", "unit": "r1", "target": [3, 0]})


def test_A11_shell_blasts_never_hit_an_aircraft_in_flight():
    game = make_game(["........"], [U("r1", "cannon", "red", (0, 0)),
                                    U("r2", "scout", "red", (1, 0)),
                                    U("b1", "tank", "blue", (5, 0)),
                                    U("b2", "attack_helicopter", "blue", (6, 0), flying=True)])
    play(game, {"type": "fire", "unit": "r1", "target": [5, 0]})
    assert game.unit("b2")["hp"] == 14


def test_A11_mines_never_hit_an_aircraft_in_flight():
    game = make_game(["....."], [U("r1", "attack_helicopter", "red", (0, 0), flying=True),
                                 U("b1", "tank", "blue", (4, 0))],
                     [F("mine", (2, 0), owner="blue")])
    play(game, move("r1", (2, 0)))
    assert (2, 0) in game.state.mines and game.unit("r1")["hp"] == 14


# ------------------------------------------------------------------------ A10 drones

def drone_game(kind="bomber_drone", pilot_at=(0, 1), drone_at=(0, 0), width=16, **kw):
    return make_game(["." * width, "." * width],
                     [U("r1", kind, "red", drone_at, flying=True),
                      U("p1", "drone_pilot", "red", pilot_at),
                      U("b1", "infantry", "blue", (width - 1, 1)), *kw.get("more", [])],
                     kw.get("features"))


def test_A10_a_drone_beyond_eight_of_its_pilot_crashes():
    game = drone_game()
    play(game, move("r1", (8, 0)))
    assert game.unit("r1")["alive"]
    events = play(game, move("r1", (10, 0)))
    assert not game.unit("r1")["alive"]
    assert any(e["type"] == "crashed" and e["at"] == [9, 0] for e in events)


def test_A10_a_recon_drone_in_flight_extends_the_leash_to_twelve():
    game = drone_game(more=[U("r9", "recon_drone", "red", (1, 0), flying=True)])
    play(game, move("r1", (12, 0)))
    assert game.unit("r1")["alive"]


def test_A10_a_finished_watchtower_within_eight_extends_the_leash():
    game = drone_game(features=[F("building", (6, 0), type="watchtower", owner="red")])
    play(game, move("r1", (12, 1)))
    assert game.unit("r1")["alive"]


def test_A10_a_drone_falls_when_its_pilot_dies():
    game = drone_game(pilot_at=(0, 1), more=[U("b2", "tank", "blue", (4, 1))])
    game.state.units["p1"].hp = 2
    end_turns(game)
    events = play(game, {"type": "fire", "unit": "b2", "target": [0, 1]})
    assert not game.unit("p1")["alive"] and not game.unit("r1")["alive"]
    assert any(e["type"] == "crashed" and e["unit"] == "r1" for e in events)


def test_A10_the_battery_lasts_its_side_turns_in_flight_and_recharges_near_the_pilot():
    game = drone_game()
    battery = game.unit("r1")["fuel"]
    for _ in range(battery - 1):
        end_turns(game, 2)
    assert game.unit("r1")["alive"] and game.unit("r1")["fuel"] == 1
    play(game, LAND)
    end_turns(game)
    assert game.unit("r1")["fuel"] == battery
    flat = drone_game()
    end_turns(flat, 2 * battery)
    assert not flat.unit("r1")["alive"]


def test_A10_infantry_destroys_a_drone_with_one_hit():
    game = drone_game(kind="recon_drone", drone_at=(13, 0), pilot_at=(8, 0))
    end_turns(game)
    play(game, {"type": "fire", "unit": "b1", "target": [13, 0]})
    assert not game.unit("r1")["alive"]


def test_A10_a_direct_weapon_without_the_one_hit_kill_hits_a_drone_as_a_normal_target():
    game = drone_game(kind="recon_drone", drone_at=(13, 0), pilot_at=(8, 0),
                      more=[U("b2", "tank", "blue", (15, 0))])
    end_turns(game)
    # the tank's gun has no one-hit-kill flag: a normal hit, its damage minus no cover
    events = play(game, {"type": "fire", "unit": "b2", "target": [13, 0], "weapon": "gun"})
    hit = next(e for e in events if e["type"] == "damaged" and e["target"] == "r1")
    assert hit["amount"] == 6 and not game.unit("r1")["alive"]
    # no shell crater under a drone hit in flight
    assert game.state.terrain_at((13, 0)).id == "grass"


def test_A10_indirect_fire_and_plain_weapons_still_miss_what_they_cannot_hit_in_flight():
    game = drone_game(kind="recon_drone", drone_at=(13, 0), pilot_at=(8, 0),
                      more=[U("b2", "mortar", "blue", (15, 0)),
                            U("b3", "tank", "blue", (14, 1)),
                            U("r2", "attack_helicopter", "red", (12, 1), flying=True)])
    end_turns(game)
    assert not game.is_legal({"type": "fire", "unit": "b2", "target": [13, 0]})
    # A11: a helicopter in flight still only by anti-air weapons
    assert not game.is_legal({"type": "fire", "unit": "b3", "target": [12, 1]})
    assert game.is_legal({"type": "fire", "unit": "b3", "target": [13, 0]})


def test_A10_an_enemy_jammer_destroys_drones_within_six():
    game = drone_game(more=[U("b2", "jammer", "blue", (9, 0))])
    assert game.unit("r1")["alive"]
    events = play(game, move("r1", (4, 0)))
    assert not game.unit("r1")["alive"]
    assert any(e["type"] == "destroyed" and "jammed" in e["cause"] for e in events)


def test_A10_a_falling_drone_deals_one_damage_to_the_ground_unit_below():
    game = drone_game(more=[U("b2", "tank", "blue", (9, 0))])
    play(game, move("r1", (9, 0)))  # 9 from its pilot: it falls on the tank
    assert not game.unit("r1")["alive"]
    assert game.unit("b2")["hp"] == 16 - RULES.drone_crash_damage


def test_A10_a_bomber_drone_hits_the_ground_only():
    game = drone_game(more=[U("b2", "tank", "blue", (3, 0)),
                            U("b3", "attack_helicopter", "blue", (4, 0), flying=True)])
    assert not game.is_legal({"type": "fire", "unit": "r1", "target": [4, 0]})
    play(game, move("r1", (3, 0)))
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.unit("b2")["hp"] == 16 - 4
    landed = drone_game(more=[U("b2", "tank", "blue", (1, 0))])
    play(landed, LAND)
    with pytest.raises(IllegalAction, match="landed"):
        landed.apply({"type": "fire", "unit": "r1", "target": [1, 0]})


def test_A10_a_kamikaze_drone_can_hit_a_helicopter_in_flight_and_is_spent():
    game = drone_game(kind="kamikaze_drone", drone_at=(3, 0),
                      more=[U("b2", "attack_helicopter", "blue", (4, 0), flying=True)])
    play(game, {"type": "fire", "unit": "r1", "target": [4, 0]})
    assert game.unit("b2")["hp"] == 14 - 8 and not game.unit("r1")["alive"]
