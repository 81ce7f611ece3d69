"""A4 transport, A2 healing and repair, A5 resupply (supply truck, depot), A11 refuelling."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.catalog import load_catalog
from rules_helpers import F, U, end_turns, make_game, play

RULES = load_catalog().rules


def load(unit: str, into: str, kind: str = "load") -> dict[str, str]:
    return {"type": kind, "unit": unit, "into": into}


# ---------------------------------------------------------------------- A4 transport

def test_A4_a_unit_boards_an_adjacent_friendly_truck_only_if_it_has_not_moved():
    game = make_game(["....."], [U("r1", "infantry", "red", (0, 0)),
                                 U("r2", "truck", "red", (2, 0))])
    assert not game.is_legal(load("r1", "r2"))  # not adjacent
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    with pytest.raises(IllegalAction, match="has moved this side-turn"):
        game.apply(load("r1", "r2"))
    end_turns(game, 2)
    events = play(game, load("r1", "r2"))
    assert events == [{"type": "loaded", "unit": "r1", "into": "r2"}]
    assert game.unit("r1")["aboard"] == "r2" and game.unit("r1")["at"] is None
    assert game.unit("r2")["cargo"] == ["r1"]


def test_A4_capacity_is_two_small_units_or_one_medium():
    game = make_game(["....", "...."],
                     [U("r2", "truck", "red", (1, 0)), U("r1", "infantry", "red", (0, 0)),
                      U("r3", "medic", "red", (2, 0)), U("r4", "scout", "red", (1, 1)),
                      U("r5", "mortar", "red", (0, 1))])
    assert game.is_legal(load("r5", "r2"))  # a medium mortar alone fits
    play(game, load("r1", "r2"), load("r3", "r2"))
    with pytest.raises(IllegalAction, match="no room"):
        game.apply(load("r4", "r2"))
    assert not game.is_legal(load("r5", "r2"))


def test_A4_vehicles_do_not_board_and_enemies_carriers_are_refused():
    game = make_game(["...."], [U("r1", "jammer", "red", (0, 0)), U("r2", "truck", "red", (1, 0)),
                                U("r3", "infantry", "red", (3, 0)),
                                U("b1", "truck", "blue", (2, 0))])
    assert not game.is_legal(load("r1", "r2"))
    with pytest.raises(IllegalAction, match="not red's"):
        game.apply(load("r3", "b1"))


def test_A4_a_truck_tows_a_gun_with_the_tow_order():
    game = make_game(["====="], [U("r1", "cannon", "red", (0, 0)), U("r2", "truck", "red", (1, 0))])
    with pytest.raises(IllegalAction, match="tow order"):
        game.apply(load("r1", "r2"))
    play(game, load("r1", "r2", "tow"))
    assert game.unit("r1")["ap"] == 8 - RULES.order_ap("tow", 8)
    play(game, {"type": "move", "unit": "r2", "to": [4, 0]})
    play(game, {"type": "unload", "unit": "r1", "to": [3, 0]})
    assert game.unit("r1")["at"] == (3, 0) and game.unit("r2")["cargo"] == []


def test_A4_a_supply_truck_carries_nothing():
    game = make_game(["...."], [U("r1", "infantry", "red", (0, 0)),
                                U("r2", "supply_truck", "red", (1, 0))])
    assert not game.is_legal(load("r1", "r2"))


def test_A4_cargo_rides_with_its_carrier_and_unloads_onto_an_adjacent_free_cell():
    game = make_game(["=====", "=====", "~~~~~"],
                     [U("r2", "truck", "red", (0, 0), cargo=["r3"]), U("r3", "medic", "red")])
    play(game, {"type": "move", "unit": "r2", "to": [3, 0]})
    assert game.unit("r3")["at"] is None and game.unit("r3")["aboard"] == "r2"
    unloads = {tuple(a["to"]) for a in game.legal_actions() if a["type"] == "unload"}
    assert unloads == {(2, 0), (4, 0), (2, 1), (3, 1), (4, 1)}
    play(game, {"type": "unload", "unit": "r3", "to": [3, 1]})
    assert game.unit("r3")["at"] == (3, 1) and game.unit("r3")["moved"]
    assert game.unit("r3")["ap"] == 12 - RULES.order_ap("unload", 12)


def test_A4_cargo_neither_fires_nor_can_be_hit():
    game = make_game(["......"], [U("r2", "truck", "red", (0, 0), cargo=["r3"]),
                                  U("r3", "infantry", "red"), U("b1", "infantry", "blue", (3, 0))])
    with pytest.raises(IllegalAction, match="aboard"):  # b1 beyond patrol reach (A9)
        game.apply({"type": "fire", "unit": "r3", "target": [3, 0]})
    end_turns(game)
    play(game, {"type": "fire", "unit": "b1", "target": [0, 0]})
    assert game.unit("r3")["hp"] == 10 and game.unit("r2")["hp"] == 10 - 3


def test_A4_a_destroyed_carrier_destroys_its_load():
    game = make_game(["......"], [U("r2", "truck", "red", (0, 0), hp=3, cargo=["r3", "r4"]),
                                  U("r3", "infantry", "red"), U("r4", "medic", "red"),
                                  U("b1", "tank", "blue", (3, 0))], first_side="blue")
    events = play(game, {"type": "fire", "unit": "b1", "target": [0, 0]})
    assert not any(game.unit(u)["alive"] for u in ("r2", "r3", "r4"))
    lost = [e["unit"] for e in events if e["type"] == "destroyed"]
    assert lost == ["r3", "r4", "r2"]


def test_A4_a_transport_helicopter_takes_units_aboard_only_landed():
    game = make_game(["....", "...."], [U("r1", "infantry", "red", (0, 0)),
                                        U("r2", "transport_helicopter", "red", (1, 0)),
                                        U("r3", "infantry", "red", (2, 1)),
                                        U("r4", "transport_helicopter", "red", (3, 1),
                                          flying=True)])
    assert game.is_legal(load("r1", "r2"))
    with pytest.raises(IllegalAction, match="only landed"):
        game.apply(load("r3", "r4"))


# --------------------------------------------------------------- A2 heal and repair

def test_A2_an_adjacent_medic_heals_a_foot_soldier():
    game = make_game(["...."], [U("r1", "medic", "red", (0, 0)),
                                U("r2", "infantry", "red", (1, 0), hp=3),
                                U("r3", "truck", "red", (2, 0), hp=3)])
    events = play(game, {"type": "heal", "unit": "r1", "target": "r2"})
    assert game.unit("r2")["hp"] == 3 + RULES.heal_medic
    assert events[0]["type"] == "healed" and game.unit("r1")["ap"] == 12 - 2
    assert not game.is_legal({"type": "heal", "unit": "r1", "target": "r3"})


def test_A2_an_adjacent_engineer_repairs_a_vehicle_or_gun_not_above_its_maximum():
    game = make_game(["...."], [U("r1", "engineer", "red", (1, 0)),
                                U("r2", "tank", "red", (0, 0), hp=14),
                                U("r3", "cannon", "red", (2, 0), hp=2)])
    play(game, {"type": "repair", "unit": "r1", "target": "r2"},
         {"type": "repair", "unit": "r1", "target": "r3"})
    assert game.unit("r2")["hp"] == 16 and game.unit("r3")["hp"] == 2 + RULES.repair_engineer


def test_A2_a_friendly_hospital_heals_foot_soldiers_inside_at_the_end_of_their_side_turn():
    game = make_game(["...."], [U("r1", "infantry", "red", (0, 0), hp=2),
                                U("b1", "infantry", "blue", (3, 0))],
                     [F("building", (0, 0), type="hospital", owner="red")])
    end_turns(game)
    assert game.unit("r1")["hp"] == 2 + RULES.heal_hospital


def test_A2_a_friendly_workshop_repairs_vehicles_inside():
    game = make_game(["...."], [U("r1", "tank", "red", (0, 0), hp=2)],
                     [F("building", (0, 0), type="workshop", owner="red")])
    end_turns(game)
    assert game.unit("r1")["hp"] == 2 + RULES.repair_workshop


# ------------------------------------------------------------- A5 resupply, A11 fuel

def test_A5_an_adjacent_supply_truck_refills_ammunition_and_fuel():
    game = make_game(["...."], [U("r1", "supply_truck", "red", (0, 0)),
                                U("r2", "tank", "red", (1, 0), ammo=1, fuel=3)])
    events = play(game, {"type": "resupply", "unit": "r1", "target": "r2"})
    assert (game.unit("r2")["ammo"], game.unit("r2")["fuel"]) == (10, 40)
    assert events[0] == {"type": "resupplied", "unit": "r1", "target": "r2", "ammo": 9,
                         "fuel": 37}
    assert not game.is_legal({"type": "resupply", "unit": "r1", "target": "r2"})


def test_A5_a_friendly_depot_refills_units_inside_or_adjacent_at_side_turn_end():
    game = make_game(["....."], [U("r1", "infantry", "red", (1, 0), ammo=0),
                                 U("r2", "infantry", "red", (3, 0), ammo=0)],
                     [F("building", (0, 0), type="depot", owner="red")])
    end_turns(game)
    assert game.unit("r1")["ammo"] == 12 and game.unit("r2")["ammo"] == 0


def test_A11_a_helicopter_refuels_only_when_landed():
    game = make_game(["...."], [U("r1", "supply_truck", "red", (0, 0)),
                                U("r2", "attack_helicopter", "red", (1, 0), fuel=5, flying=True),
                                U("r3", "transport_helicopter", "red", (2, 0),
                                  fuel=5)])
    assert not game.is_legal({"type": "resupply", "unit": "r1", "target": "r2"})  # ammo full
    end_turns(game, 2)  # no refuel in flight; it burns fuel even hovering (A11)
    assert game.unit("r2")["fuel"] == 5 - load_catalog().rules.helicopter_fuel_per_side_turn
    game2 = make_game(["...."], [U("r1", "supply_truck", "red", (0, 0)),
                                 U("r2", "transport_helicopter", "red", (1, 0), fuel=5)])
    play(game2, {"type": "resupply", "unit": "r1", "target": "r2"})
    assert game2.unit("r2")["fuel"] == 30


def test_A4_cargo_unloads_only_from_a_carrier_on_the_ground():
    game = make_game(["....", "...."], [U("r2", "transport_helicopter", "red", (1, 0),
                                          flying=True, cargo=["r3"]),
                                        U("r3", "infantry", "red")])
    with pytest.raises(IllegalAction, match="in flight"):
        game.apply({"type": "unload", "unit": "r3", "to": [0, 0]})
    assert not [a for a in game.legal_actions() if a["type"] == "unload"]



def test_a_unit_that_can_give_no_order_is_not_checked_against_the_units_near(monkeypatch):
    """The listing asks `boarding_problem` and `service_problem` only of the orders a
    unit could give by what they ask of the unit alone (vehicles board nothing, only a
    medic heals): the same orders listed, and a truck beside three friends is checked
    against none of them (every unit near was checked for every order the AP paid for)."""
    from engine.rules import unit_orders

    game = make_game(["....."], [U("r1", "infantry", "red", (0, 0)),
                                 U("r2", "infantry", "red", (1, 0), hp=2),
                                 U("r3", "medic", "red", (2, 0)),
                                 U("r4", "truck", "red", (3, 0))])
    asked: list[tuple[str, str]] = []
    for name in ("boarding_problem", "service_problem"):
        check = getattr(unit_orders, name)

        def counting(state, kind, unit, other, check=check):
            asked.append((unit.id, kind))
            return check(state, kind, unit, other)
        monkeypatch.setattr(unit_orders, name, counting)
    orders = [a for a in game.legal_actions() if a["type"] in ("load", "tow", "heal")]
    assert orders == [{"type": "heal", "unit": "r3", "target": "r2"},
                      {"type": "load", "unit": "r3", "into": "r4"}]
    assert not [kind for uid, kind in asked if uid == "r4"]  # a truck: no order to give
    assert {uid for uid, kind in asked if kind != "load"} == {"r3"}  # the medic serves
