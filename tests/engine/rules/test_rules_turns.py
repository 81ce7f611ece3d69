"""A1: side-turns, rounds, AP, shots; and the Game API contract (DESIGN.md)."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES
from engine import Game, IllegalAction
from engine.catalog import load_catalog
from engine.turns.base import TURN_SYSTEMS, SidesTurnSystem, UnknownTurnSystem
from rules_helpers import U, end_turns, make_game, make_scenario, play

RULES = load_catalog().rules


def two_infantry(first_side: str = "red") -> Game:
    return make_game(["......", "......"],
                     [U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (5, 1))],
                     first_side=first_side)


def test_A1_1_first_side_comes_from_the_scenario():
    assert two_infantry("red").side == "red"
    assert two_infantry("blue").side == "blue"


def test_A1_1_sides_alternate_and_a_round_is_every_side_once():
    game = two_infantry("blue")
    assert (game.side, game.round) == ("blue", 1)
    events = end_turns(game)
    assert (game.side, game.round) == ("red", 1)
    assert {"type": "turn_ended", "side": "blue", "next": "red", "round": 1} in events
    end_turns(game)
    assert (game.side, game.round) == ("blue", 2)


def test_A1_1_only_the_side_to_play_acts():
    game = two_infantry()
    with pytest.raises(IllegalAction, match="blue's, and it is red's turn"):
        game.apply({"type": "move", "unit": "b1", "to": [4, 1]})


def test_A1_3_ap_refills_at_the_start_of_the_units_own_side_turn():
    game = two_infantry()
    play(game, {"type": "move", "unit": "r1", "to": [2, 0]})
    assert game.unit("r1")["ap"] == 12 - 4
    end_turns(game)
    assert game.unit("r1")["ap"] == 8  # blue's side-turn: red's AP untouched
    end_turns(game)
    assert game.unit("r1")["ap"] == 12


def test_A1_3_a_shot_costs_half_the_maximum_ap_rounded_up():
    assert RULES.shot_ap(13) == 7 and RULES.shot_ap(12) == 6
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (3, 0))])
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.unit("r1")["ap"] == 12 - RULES.shot_ap(12)


def test_A1_2_a_unit_fires_once_per_side_turn():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "tank", "blue", (3, 0))])
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    with pytest.raises(IllegalAction, match="fired its 1 shot"):
        game.apply({"type": "fire", "unit": "r1", "target": [3, 0]})
    end_turns(game, 2)
    assert game.is_legal({"type": "fire", "unit": "r1", "target": [3, 0]})


def test_A1_2_fires_twice_adjacent_to_a_friendly_supply_truck():
    game = make_game(["......", "......"],
                     [U("r1", "infantry", "red", (0, 0)), U("r2", "supply_truck", "red", (0, 1)),
                      U("b1", "tank", "blue", (3, 0))])
    assert game.unit("r1")["shots_left"] == 2
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]},
         {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.unit("r1")["ap"] == 0 and game.unit("r1")["shots_left"] == 0


def test_A1_2_fires_twice_within_5_of_its_friendly_general():
    terrain = ["........"]
    near = make_game(terrain, [U("r1", "infantry", "red", (1, 0)), U("g", "general", "red", (6, 0)),
                               U("b1", "tank", "blue", (4, 0))])
    play(near, {"type": "fire", "unit": "r1", "target": [4, 0]})
    assert near.is_legal({"type": "fire", "unit": "r1", "target": [4, 0]})
    far = make_game(terrain + ["........"],
                    [U("r1", "infantry", "red", (0, 0)), U("g", "general", "red", (7, 1)),
                     U("b1", "tank", "blue", (3, 0))])
    play(far, {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert not far.is_legal({"type": "fire", "unit": "r1", "target": [3, 0]})


def test_A1_2_heavy_tank_always_fires_twice_one_weapon_per_shot():
    game = make_game(["......"], [U("r1", "heavy_tank", "red", (0, 0)),
                                  U("b1", "tank", "blue", (3, 0))])
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0], "weapon": "gun"})
    with pytest.raises(IllegalAction, match="already fired this side-turn"):
        game.apply({"type": "fire", "unit": "r1", "target": [3, 0], "weapon": "gun"})
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})  # picks the rocket
    assert game.unit("r1")["weapons_used"] == {"gun": 1, "rocket": 1}
    assert not game.is_legal({"type": "fire", "unit": "r1", "target": [3, 0]})


def test_A1_2_general_always_fires_twice_with_pistol_then_grenade():
    game = make_game(["......"], [U("g", "general", "red", (0, 0)),
                                  U("b1", "tank", "blue", (2, 0))])
    play(game, {"type": "fire", "unit": "g", "target": [2, 0]},
         {"type": "fire", "unit": "g", "target": [2, 0]})
    assert game.unit("g")["weapons_used"] == {"pistol": 1, "grenade": 1}


def test_A1_2_aa_battery_fires_its_flak_twice():
    game = make_game(["........"], [U("r1", "aa_battery", "red", (0, 0)),
                                    U("b1", "tank", "blue", (3, 0))])
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]},
         {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.unit("r1")["weapons_used"] == {"flak": 2}


def test_A1_4_every_order_costs_ap():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("r2", "truck", "red", (1, 0))])
    play(game, {"type": "load", "unit": "r1", "into": "r2"})
    assert game.unit("r1")["ap"] == 12 - RULES.order_ap("load", 12)


def test_A1_5_a_unit_at_or_below_half_hp_pays_double_for_every_step():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0), hp=5),
                                  U("r2", "infantry", "red", (5, 0), hp=6)])
    assert game.reachable_cells("r1")[(2, 0)].ap == 8
    assert game.reachable_cells("r2")[(3, 0)].ap == 4


# ------------------------------------------------------------------------ the API

def test_an_illegal_action_is_a_value_error_with_a_reason_and_changes_nothing():
    game = two_infantry()
    before = game.clone()
    for bad in ({"type": "move", "unit": "r1", "to": [40, 0]},
                {"type": "move", "unit": "zz", "to": [1, 0]},
                {"type": "fly", "unit": "r1"},
                {"type": "fire", "unit": "r1", "target": [1, 1]},
                "end_turn"):
        with pytest.raises(ValueError) as info:
            game.apply(bad)  # type: ignore[arg-type]
        assert isinstance(info.value, IllegalAction) and str(info.value)
    assert game.state == before.state and game.history == [] and game.events == before.events


def test_an_unknown_action_type_is_refused_by_name():
    game = make_game(["......"], [U("r1", "engineer", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (5, 0))])
    with pytest.raises(IllegalAction, match="unknown action type 'dance'"):
        game.apply({"type": "dance", "unit": "r1"})


def test_unit_view_is_dict_like_with_the_documented_keys():
    game = two_infantry()
    view = game.unit("r1")
    for key in ("type", "side", "at", "hp", "ap", "ammo", "fuel", "aboard"):
        assert key in view
    assert (view["type"], view["side"], view["at"], view["aboard"]) == (
        "infantry", "red", (0, 0), None)
    assert json.dumps({k: v for k, v in view.items()}, default=list)


def test_every_action_and_event_is_json_serialisable():
    game = two_infantry()
    for action in game.legal_actions():
        json.dumps(action)
    events = play(game, {"type": "move", "unit": "r1", "to": [2, 0]}, {"type": "end_turn"})
    assert json.loads(json.dumps(events)) == events


def test_an_unregistered_turn_system_is_refused_clearly():
    scenario = make_scenario(["...."], [U("r1", "infantry", "red", (0, 0))])
    scenario.turn_system = "chess-clock"  # phased, orders, activation: RULES.md B, now run
    with pytest.raises(UnknownTurnSystem, match="turn system 'chess-clock' is not available"):
        Game(scenario)
    assert TURN_SYSTEMS["sides"] is SidesTurnSystem


def test_an_unknown_ruleset_is_refused_clearly():
    scenario = make_scenario(["...."], [U("r1", "infantry", "red", (0, 0))])
    scenario.ruleset = "chess"  # stratego is a ruleset now (tests/test_stratego.py)
    with pytest.raises(ValueError, match="ruleset 'chess'"):
        Game(scenario)


def test_A1_turn_systems_plug_in_by_name(monkeypatch):
    class EveryoneOnceThenRed(SidesTurnSystem):
        """A toy system: proves Game asks the registry and the hooks, nothing else."""

        name = "toy"

    monkeypatch.setitem(TURN_SYSTEMS, "toy", EveryoneOnceThenRed)
    scenario = make_scenario(["...."], [U("r1", "infantry", "red", (0, 0)),
                                        U("b1", "infantry", "blue", (3, 0))])
    scenario.turn_system = "toy"
    game = Game(scenario)
    assert isinstance(game.turns, EveryoneOnceThenRed)
    end_turns(game)
    assert game.side == "blue"
    # the file format and validation know it from the registry too: nothing else to change

    from engine.scenario.io import scenario_from_text

    base = (FIXTURES / "base.yaml").read_text(encoding="utf-8")
    _, problems = scenario_from_text(base.replace("turn_system: sides", "turn_system: toy"))
    assert [p for p in problems if p.severity == "error"] == []


def test_A1_3_cargo_ap_refills_too():
    game = make_game(["=====", "....."], [U("r2", "truck", "red", (0, 0)),
                                          U("r1", "infantry", "red", (0, 1)),
                                          U("b1", "infantry", "blue", (4, 1))])
    play(game, {"type": "load", "unit": "r1", "into": "r2"})
    end_turns(game, 2)
    assert game.unit("r1")["ap"] == 12
