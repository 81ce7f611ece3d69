"""A9: the Alert order and the patrol zone."""

from __future__ import annotations

import pytest

from engine import Game, IllegalAction
from engine.catalog import load_catalog
from engine.scenario.model import Calendar
from rules_helpers import U, end_turns, make_game, make_scenario, play

RULES = load_catalog().rules
ALERT = {"type": "alert", "unit": "r1"}


def test_A9_alert_costs_a_shot_and_keeps_it_for_the_enemy_side_turn():
    game = make_game(["=========="], [U("r1", "infantry", "red", (0, 0)),
                                      U("b1", "infantry", "blue", (9, 0))])
    events = play(game, ALERT)
    assert events == [{"type": "alert", "unit": "r1"}]
    view = game.unit("r1")
    assert view["alert"] and view["ap"] == 12 - RULES.shot_ap(12) and view["shots_left"] == 0
    assert not game.is_legal({"type": "fire", "unit": "r1", "target": [9, 0]})


def test_A9_alert_fires_at_the_first_enemy_that_moves_in_range_and_the_move_goes_on():
    game = make_game(["=========="], [U("r1", "infantry", "red", (0, 0)),
                                      U("b1", "infantry", "blue", (9, 0))])
    play(game, ALERT)
    end_turns(game)
    events = play(game, {"type": "move", "unit": "b1", "to": [3, 0]})
    shots = [e for e in events if e["type"] == "fired"]
    assert len(shots) == 1 and shots[0]["reaction"] == "alert" and shots[0]["victim"] == "b1"
    assert shots[0]["target"] == [4, 0]  # the first step into range (rifle 4)
    assert game.unit("b1")["at"] == (3, 0) and game.unit("b1")["hp"] == 10 - 3
    assert not game.unit("r1")["alert"] and game.unit("r1")["ammo"] == 11


def test_A9_alert_ends_when_the_unit_s_side_turn_begins():
    game = make_game(["=========="], [U("r1", "infantry", "red", (0, 0)),
                                      U("b1", "infantry", "blue", (9, 0))])
    play(game, ALERT)
    end_turns(game, 2)
    assert not game.unit("r1")["alert"]


def test_A9_alert_fires_at_an_enemy_coming_into_sight():
    game = make_game(["=====F=F"], [U("r1", "infantry", "red", (0, 0)),
                                    U("b1", "truck", "blue", (7, 0), cargo=["b2"]),
                                    U("b2", "infantry", "blue")])
    play(game, ALERT)
    end_turns(game)
    play(game, {"type": "move", "unit": "b1", "to": [5, 0]})
    assert game.unit("r1")["alert"]  # in forest at 5: concealed, large: 7 - 1 = 6 >= 5
    events = play(game, {"type": "unload", "unit": "b2", "to": [4, 0]})
    assert any(e["type"] == "fired" and e.get("reaction") == "alert" for e in events)


@pytest.mark.parametrize("kind", ["sniper", "general", "observer"])
def test_A9_sniper_general_and_observer_cannot_go_on_alert(kind):
    game = make_game(["...."], [U("r1", kind, "red", (0, 0)), U("b1", "tank", "blue", (3, 0))])
    with pytest.raises(IllegalAction, match="cannot go on alert"):
        game.apply(ALERT)


def test_A9_patrol_zone_fires_at_the_end_of_every_side_turn_without_ap():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "tank", "blue", (2, 0))])
    events = end_turns(game)
    patrols = [e for e in events if e.get("reaction") == "patrol"]
    # the side that did not just play (blue) fires first
    assert [e["unit"] for e in patrols] == ["b1", "r1"]
    assert game.unit("r1")["ap"] == 12
    assert game.unit("r1")["ammo"] == 11 and game.unit("b1")["ammo"] == 9


def test_A9_patrol_radius_is_two():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "tank", "blue", (3, 0))])
    assert not any(e.get("reaction") == "patrol" for e in end_turns(game))


@pytest.mark.parametrize("kind", ["sniper", "general", "attack_helicopter"])
def test_A9_no_patrol_for_sniper_general_and_helicopters(kind):
    flying = {"flying": True} if kind == "attack_helicopter" else {}
    game = make_game(["......"], [U("r1", kind, "red", (0, 0), **flying),
                                  U("b1", "medic", "blue", (2, 0))])
    assert not any(e.get("reaction") == "patrol" for e in end_turns(game))


def test_A9_patrol_fires_only_at_ground_units():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "attack_helicopter", "blue", (2, 0), flying=True)])
    assert not any(e.get("reaction") == "patrol" and e["unit"] == "r1"
                   for e in end_turns(game))


def test_A9_patrol_fires_only_at_seen_enemies():
    def game_at(hour):
        scenario = make_scenario(["..F..."], [U("r1", "engineer", "red", (0, 0)),
                                              U("b1", "medic", "blue", (2, 0))])
        scenario.calendar = Calendar("summer", hour, 1)
        return Game(scenario)
    by_day = game_at(12)  # engineer sees 6; medic in forest is hidden 3: 3 >= 2
    assert any(e.get("reaction") == "patrol" and e["unit"] == "r1" for e in end_turns(by_day))
    at_night = game_at(23)  # 6 - 2 - 3 = 1 < 2: unseen, so not fired at
    assert not any(e.get("reaction") == "patrol" and e["unit"] == "r1"
                   for e in end_turns(at_night))
