"""A6: forest fires (ignition, burning, damage, spreading, burnt ground) and the seasons."""

from __future__ import annotations

from engine import Game
from engine.catalog import load_catalog
from engine.scenario.model import Calendar
from rules_helpers import F, U, end_turns, make_scenario, play

RULES = load_catalog().rules


def game_in(season, terrain, units, features=(), seed=0, **kw):
    scenario = make_scenario(terrain, units, list(features), validate=False, **kw)
    scenario.calendar = Calendar(season, 12, 1)
    return Game(scenario, seed=seed)




def test_A6_a_shell_hitting_a_forest_sets_it_on_fire():
    game = game_in("spring", ["..F"], [U("r1", "mortar", "red", (0, 0)),
                                       U("b1", "infantry", "blue", (2, 0))])
    events = play(game, {"type": "fire", "unit": "r1", "target": [2, 0]})
    assert {"type": "fire_started", "at": [2, 0], "cause": "shell"} in events
    assert (2, 0) in game.state.fires


def test_A6_a_vehicle_destroyed_in_a_forest_sets_it_on_fire():
    game = game_in("spring", [".....F"], [U("r1", "tank", "red", (0, 0)),
                                          U("b1", "truck", "blue", (4, 0), hp=1)])
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    game.state.lift(game.state.units["b1"])
    game.state.place(game.state.units["b1"], (5, 0))
    play(game, {"type": "move", "unit": "r1", "to": [2, 0]})
    events = play(game, {"type": "fire", "unit": "r1", "target": [5, 0]})
    assert any(e["type"] == "fire_started" and e["cause"] == "wreck" for e in events)


def test_A6_units_in_a_burning_forest_lose_hp_at_the_end_of_their_own_side_turns():
    game = game_in("spring", ["F..."], [U("r1", "infantry", "red", (0, 0)),
                                        U("b1", "infantry", "blue", (3, 0))])
    game.state.ignite((0, 0), [], "test")
    end_turns(game)  # red's side-turn ends: red burns
    assert game.unit("r1")["hp"] == 10 - RULES.fire_damage
    end_turns(game)  # blue's: red is untouched
    assert game.unit("r1")["hp"] == 10 - RULES.fire_damage


def test_A6_a_fire_burns_its_rounds_then_leaves_burnt_ground():
    game = game_in("winter", ["F..."], [U("r1", "infantry", "red", (3, 0)),
                                        U("b1", "infantry", "blue", (2, 0))])
    game.state.ignite((0, 0), [], "test")
    end_turns(game, 2 * (RULES.fire_burn_rounds - 1))
    assert (0, 0) in game.state.fires
    end_turns(game, 2)
    assert (0, 0) not in game.state.fires
    assert game.state.terrain_at((0, 0)).id == "burnt"


def test_A6_fire_spreads_once_to_adjacent_forests_after_one_round_but_no_further():
    game = game_in("winter", ["FFF.", "...."], [U("r1", "infantry", "red", (3, 1)),
                                                U("b1", "infantry", "blue", (2, 1))])
    game.state.ignite((0, 0), [], "test")  # lit in red's side-turn
    end_turns(game, 2)  # red's and blue's: not yet a full round after red's
    assert set(game.state.fires) == {(0, 0)}
    end_turns(game)  # red's next side-turn completes the round
    assert set(game.state.fires) == {(0, 0), (1, 0)}
    end_turns(game, 2)
    assert (2, 0) not in game.state.fires  # spread fires do not spread


def test_A6_a_fire_lit_in_the_rounds_last_side_turn_spreads_at_the_next_rounds_end():
    """Rule A6 (issue 31): "after one round" is a full round of side-turns after the
    side-turn that lit it, whoever lit it; not the round's end that follows at once."""
    game = game_in("winter", ["FF..", "...."], [U("r1", "infantry", "red", (3, 1)),
                                                U("b1", "infantry", "blue", (2, 1))])
    end_turns(game)  # red's side-turn: blue, the round's last side, plays
    game.state.ignite((0, 0), [], "test")
    events = end_turns(game)  # the round ends in the side-turn that lit the fire
    assert any(e["type"] == "round_ended" for e in events)
    assert set(game.state.fires) == {(0, 0)}
    end_turns(game)
    assert set(game.state.fires) == {(0, 0)}
    events = end_turns(game)  # the next round's end
    assert any(e["type"] == "round_ended" for e in events)
    assert set(game.state.fires) == {(0, 0), (1, 0)}


def test_A6_a_summer_fire_of_a_rounds_end_spreads_at_the_next_rounds_end():
    game = game_in("winter", ["FF..", "...."], [U("r1", "infantry", "red", (3, 1)),
                                                U("b1", "infantry", "blue", (2, 1))])
    game.state.ignite((0, 0), [], "summer", in_side_turn=False)  # as between rounds
    end_turns(game)
    assert set(game.state.fires) == {(0, 0)}
    end_turns(game)
    assert set(game.state.fires) == {(0, 0), (1, 0)}


def test_A6_autumn_rain_prevents_spreading():
    game = game_in("autumn", ["FFF.", "...."], [U("r1", "infantry", "red", (3, 1)),
                                                U("b1", "infantry", "blue", (2, 1))])
    game.state.ignite((0, 0), [], "test")
    end_turns(game, 2)
    assert set(game.state.fires) == {(0, 0)}


def test_A6_summer_self_ignition_one_round_in_six_from_the_seeded_die():
    lit = []
    for seed in range(60):
        game = game_in("summer", ["FFFF", "...."], [U("r1", "infantry", "red", (0, 1)),
                                                    U("b1", "infantry", "blue", (3, 1))],
                       seed=seed)
        events = end_turns(game, 2)
        lit.append(any(e["type"] == "fire_started" and e["cause"] == "summer"
                       for e in events))
        again = game_in("summer", ["FFFF", "...."], [U("r1", "infantry", "red", (0, 1)),
                                                     U("b1", "infantry", "blue", (3, 1))],
                        seed=seed)
        assert end_turns(again, 2) == events  # seeded: the same game every time
    assert 3 <= sum(lit) <= 20


def test_A6_no_self_ignition_outside_summer():
    for seed in range(30):
        game = game_in("spring", ["FFFF", "...."], [U("r1", "infantry", "red", (0, 1)),
                                                    U("b1", "infantry", "blue", (3, 1))],
                       seed=seed)
        assert not any(e["type"] == "fire_started" for e in end_turns(game, 2))


def test_A6_spring_regrowth_except_under_works_buildings_and_mines():
    game = game_in("spring", ["BBBB.", "....."],
                   [U("r1", "infantry", "red", (4, 1)), U("b1", "infantry", "blue", (3, 1))],
                   [F("mine", (1, 0), owner="red"),
                    F("work", (2, 0), type="trench", owner="red"),
                    F("building", (3, 0), type="depot", owner="blue")])
    assert game.state.terrain_at((0, 0)).id == "burnt"
    end_turns(game, 2)  # round 2 starts
    ids = [game.state.terrain_at((c, 0)).id for c in range(4)]
    assert ids == ["forest", "burnt", "burnt", "burnt"]


def test_A6_no_regrowth_outside_spring():
    game = game_in("summer", ["B....", "....."], [U("r1", "infantry", "red", (4, 1)),
                                                  U("b1", "infantry", "blue", (3, 1))])
    end_turns(game, 2)
    assert game.state.terrain_at((0, 0)).id == "burnt"
