"""A8 during play: fog of war, spotting, concealment, camouflage, night; the calendar; the
per-side view the AI and the play-test window read; fire only at what the side sees."""

from __future__ import annotations

import random

import pytest
from random_play import mixed_scenario

from engine import Game, IllegalAction
from engine.scenario.model import Calendar
from rules_helpers import F, U, end_turns, make_game, make_scenario, play


def ids(units) -> set[str]:
    return {u["id"] for u in units}


def calendar_game(terrain, units, season="summer", hour=12, per_round=1, **kw):
    scenario = make_scenario(terrain, units, validate=False, **kw)
    scenario.calendar = Calendar(season, hour, per_round)
    return Game(scenario)


def test_A8_a_side_sees_at_most_ten_cells():
    game = make_game(["." * 14], [U("r1", "scout", "red", (0, 0)),
                                  U("b1", "tank", "blue", (10, 0)),
                                  U("b2", "tank", "blue", (11, 0))])
    seen = game.visible_cells("red")
    assert (10, 0) in seen and (11, 0) not in seen
    assert ids(game.seen_units("red")) == {"r1", "b1"}


def test_A8_enemy_units_out_of_sight_are_not_in_the_view():
    game = make_game(["." * 12], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (11, 0))])
    view = game.view("red")
    assert view.unit("b1") is None and view.unit("r1") is not None
    assert (11, 0) not in view.visible_cells


def test_A8_enemy_mines_stay_invisible_in_the_view():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (5, 0))],
                     [F("mine", (2, 0), owner="blue"), F("mine", (1, 0), owner="red")])
    assert game.view("red").mines == {(1, 0)}
    assert game.view("blue").mines == {(2, 0)}


def test_A8_cover_conceals_a_small_unit_three_cells():
    row = "....FF"
    near = make_game([row], [U("r1", "infantry", "red", (0, 0)),
                             U("b1", "infantry", "blue", (4, 0))])
    far = make_game([row], [U("r1", "infantry", "red", (0, 0)),
                            U("b1", "infantry", "blue", (5, 0))])
    assert "b1" in ids(near.seen_units("red"))  # 7 - 3 = 4
    assert "b1" not in ids(far.seen_units("red"))


def test_A8_a_large_unit_in_cover_is_concealed_only_one_cell():
    game = make_game(["......F"], [U("r1", "infantry", "red", (0, 0)),
                                   U("b1", "tank", "blue", (6, 0))])
    assert "b1" in ids(game.seen_units("red"))  # 7 - 1 = 6


def test_A8_adjacent_units_are_always_spotted():
    game = calendar_game(["FF"], [U("r1", "engineer", "red", (0, 0)),
                                  U("b1", "sniper", "blue", (1, 0))], hour=23, season="winter")
    assert "b1" in ids(game.seen_units("red"))


def test_A8_camouflaged_sniper_needs_two_cells_more():
    def game_at(col):
        return make_game(["=" * col + "F"], [U("r1", "infantry", "red", (0, 0)),
                                              U("b1", "sniper", "blue", (col, 0))])
    assert game_at(3).unit("b1")["camouflaged"]
    assert "b1" not in ids(game_at(3).seen_units("red"))  # 7 - 3 - 2 = 2
    assert "b1" in ids(game_at(2).seen_units("red"))


def test_A8_moving_ends_camouflage():
    game = make_game(["===FFF"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "sniper", "blue", (4, 0))])
    assert "b1" not in ids(game.seen_units("red"))
    end_turns(game)
    play(game, {"type": "move", "unit": "b1", "to": [3, 0]})
    assert not game.unit("b1")["camouflaged"]
    assert "b1" in ids(game.seen_units("red"))
    end_turns(game)  # blue moved during its side-turn: still no leaf
    assert not game.unit("b1")["camouflaged"]
    end_turns(game, 2)  # a whole blue side-turn standing still: camouflaged again
    assert game.unit("b1")["camouflaged"] and game.side == "red"
    assert "b1" not in ids(game.seen_units("red"))


def test_A8_firing_ends_camouflage():
    game = make_game(["=====F"], [U("r1", "infantry", "red", (1, 0)),
                                  U("b1", "sniper", "blue", (5, 0))], first_side="blue")
    assert game.unit("b1")["camouflaged"]
    play(game, {"type": "fire", "unit": "b1", "target": [1, 0]})
    assert not game.unit("b1")["camouflaged"]


def test_A8_watchtowers_see_camouflage_and_twelve_cells_at_night():
    game = calendar_game(["=" * 12 + "F"], [U("b1", "sniper", "blue", (12, 0))],
                         features=[F("building", (0, 0), type="watchtower", owner="red")],
                         hour=23, season="winter")
    assert (12, 0) in game.visible_cells("red")
    assert "b1" not in ids(game.seen_units("red"))  # in cover: 12 - 3 = 9
    near = calendar_game(["=" * 9 + "F"], [U("b1", "sniper", "blue", (9, 0))],
                         features=[F("building", (0, 0), type="watchtower", owner="red")],
                         hour=23, season="winter")
    assert near.unit("b1")["camouflaged"]
    assert "b1" in ids(near.seen_units("red"))  # the camouflage does not fool it


def test_A8_drones_see_camouflage():
    game = make_game(["=====F", "======"], [U("r1", "recon_drone", "red", (0, 0), flying=True),
                                            U("r2", "drone_pilot", "red", (0, 1)),
                                            U("b1", "sniper", "blue", (5, 0))])
    assert "b1" in ids(game.seen_units("red"))  # 8 - 3 = 5, no camouflage for drones


@pytest.mark.parametrize("hour, season, reach", [
    (12, "summer", 7), (5, "summer", 6), (18, "spring", 6), (23, "summer", 5),
    (12, "autumn", 6), (23, "winter", 4)])
def test_A8_night_dusk_dawn_rain_and_snow_shorten_unit_vision(hour, season, reach):
    game = calendar_game(["." * 12], [U("r1", "infantry", "red", (0, 0))],
                         hour=hour, season=season)
    seen = game.visible_cells("red")
    assert (reach, 0) in seen and (reach + 1, 0) not in seen


def test_A8_buildings_and_drones_are_not_affected_by_night():
    game = calendar_game(["." * 12, "." * 12],
                         [U("r1", "recon_drone", "red", (0, 0), flying=True),
                          U("r2", "drone_pilot", "red", (0, 1))],
                         features=[F("building", (11, 1), type="depot", owner="red")],
                         hour=23, season="winter")
    seen = game.visible_cells("red")
    assert (8, 0) in seen  # recon drone: 8, night or not
    assert (7, 1) in seen  # depot: 4


def test_A8_the_clock_advances_every_round_and_gives_the_phase_of_day():
    game = calendar_game(["...."], [U("r1", "infantry", "red", (0, 0)),
                                    U("b1", "infantry", "blue", (3, 0))],
                         season="autumn", hour=16, per_round=2)
    assert (game.hour, game.day_phase, game.season) == (16, "day", "autumn")
    end_turns(game, 2)
    assert (game.round, game.hour, game.day_phase) == (2, 18, "dusk")
    end_turns(game, 4)
    assert (game.hour, game.day_phase) == (22, "night")
    assert game.view("red").day_phase == "night"


def test_A8_indirect_fire_only_at_seen_targets():
    units = [U("r1", "mortar", "red", (0, 0)), U("b1", "infantry", "blue", (8, 0))]
    game = make_game(["." * 10], units)
    with pytest.raises(IllegalAction, match="nothing red can hit"):
        game.apply({"type": "fire", "unit": "r1", "target": [8, 0]})
    spotted = make_game(["." * 10], [*units, U("r2", "scout", "red", (4, 0))])
    assert spotted.is_legal({"type": "fire", "unit": "r1", "target": [8, 0]})


def test_A8_direct_fire_never_at_an_unspotted_unit():
    game = calendar_game(["....FF"], [U("r1", "sniper", "red", (0, 0)),
                                      U("b1", "infantry", "blue", (5, 0))], hour=23)
    assert "b1" not in ids(game.seen_units("red"))  # night: 9 - 2 - 3 = 4 < 5
    with pytest.raises(IllegalAction, match="nothing red can hit"):
        game.apply({"type": "fire", "unit": "r1", "target": [4, 0]})


def test_A8_every_listed_shot_and_every_fired_event_respects_fog():
    """Over random play of the mixed scenario: a side's legal fire actions and the shots
    actually fired only ever aim at units it spots or at cells it sees."""
    for seed in (0, 1, 2):
        game = Game(mixed_scenario(), seed=seed)
        chooser = random.Random(seed)
        for _ in range(150):
            legal = game.legal_actions()
            if not legal:
                break
            side = game.side
            seen = ids(game.seen_units(side))
            cells = game.visible_cells(side)
            for action in legal:
                if action["type"] != "fire":
                    continue
                cell = tuple(action["target"])
                victims = [u for u in game.units() if u["at"] is not None
                           and tuple(u["at"]) == cell and u["side"] != side]
                if action.get("what") != "structure" and victims:
                    assert any(v["id"] in seen for v in victims), action
                else:
                    assert cell in cells, action
            action = legal[-1] if chooser.random() < 0.1 else chooser.choice(legal)
            for event in game.apply(action):
                if event["type"] == "fired" and isinstance(event["victim"], str):
                    if game.state.units[event["unit"]].side == side:
                        assert event["victim"] in seen, event


def test_A8_moves_are_planned_on_what_the_side_knows_and_bump_into_hidden_enemies():
    game = calendar_game(["=..FF"], [U("r1", "infantry", "red", (0, 0)),
                                     U("b1", "sniper", "blue", (4, 0))], hour=23)
    assert "b1" not in ids(game.seen_units("red"))
    reach = game.reachable_cells("r1")
    assert (4, 0) in reach  # listing moves does not give the sniper away
    events = play(game, {"type": "move", "unit": "r1", "to": [4, 0]})
    bump = next(e for e in events if e["type"] == "bumped")
    assert bump == {"type": "bumped", "unit": "r1", "at": [4, 0], "into": "b1"}
    assert game.unit("r1")["at"] == (3, 0)
    assert game.unit("r1")["ap"] == 12 - reach[(3, 0)].ap


def test_A8_what_a_side_does_not_see_is_remembered_only_while_the_position_is_read():
    from engine.rules.movement import reading_position, unseen_enemy_cells

    game = make_game(["." * 20], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (19, 0))])
    red, blue = game.state.units["r1"], game.state.units["b1"]
    assert unseen_enemy_cells(game.state, red) == {(19, 0)}
    with reading_position():
        assert unseen_enemy_cells(game.state, red) == {(19, 0)}
        game.state.lift(blue)
        game.state.place(blue, (18, 0))
        assert unseen_enemy_cells(game.state, red) == {(19, 0)}  # remembered while reading
    assert unseen_enemy_cells(game.state, red) == {(18, 0)}  # and forgotten after
    assert len(game.legal_actions()) > 1
