"""A12: victory points and how a game ends (`game.result`)."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.rules import victory
from rules_helpers import F, Objective, U, Victory, end_turns, make_game, play

WIDE = ["..............", ".............."]


def owner(game, vp="vp1"):
    return next(v.owner for v in game.state.vps if v.id == vp)


def test_A12_only_an_engineer_enters_a_victory_point():
    game = make_game(["=.="], [U("r1", "infantry", "red", (0, 0)),
                               U("r2", "engineer", "red", (2, 0))],
                     [F("victory_point", (1, 0), id="vp1")])
    assert (1, 0) not in game.reachable_cells("r1")
    assert (1, 0) in game.reachable_cells("r2")


def test_A12_an_engineer_captures_after_2_consecutive_ends_of_its_side_turns():
    game = make_game(WIDE, [U("r1", "engineer", "red", (0, 0)), U("b1", "infantry", "blue", (13, 1))],
                     [F("victory_point", (0, 0), id="vp1"), F("victory_point", (13, 0), id="vp2")])
    end_turns(game)
    assert owner(game) is None
    end_turns(game)  # blue's end does not count
    assert owner(game) is None
    events = end_turns(game)
    assert owner(game) == "red"
    assert {"type": "captured", "vp": "vp1", "side": "red", "unit": "r1", "at": [0, 0]} in events


def test_A12_an_enemy_within_4_restarts_the_count():
    game = make_game(WIDE, [U("r1", "engineer", "red", (0, 0)), U("b1", "scout", "blue", (8, 0))],
                     [F("victory_point", (0, 0), id="vp1"), F("victory_point", (13, 0), id="vp2")])
    end_turns(game)  # count 1
    play(game, {"type": "move", "unit": "b1", "to": [4, 0]})  # within 4
    play(game, {"type": "move", "unit": "b1", "to": [8, 0]})  # and away again
    end_turns(game)
    end_turns(game)  # count restarts at 1, so not captured yet
    assert owner(game) is None
    end_turns(game, 2)
    assert owner(game) == "red"


def test_A12_leaving_the_point_restarts_the_count():
    game = make_game(WIDE, [U("r1", "engineer", "red", (0, 0)), U("b1", "infantry", "blue", (13, 1))],
                     [F("victory_point", (0, 0), id="vp1"), F("victory_point", (13, 0), id="vp2")])
    end_turns(game, 2)
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]},
         {"type": "move", "unit": "r1", "to": [0, 0]})
    end_turns(game)
    assert owner(game) is None


def test_A12_a_held_point_turns_neutral_when_an_enemy_comes_within_4():
    game = make_game(WIDE, [U("r1", "engineer", "red", (0, 0)), U("b1", "scout", "blue", (9, 0))],
                     [F("victory_point", (0, 0), id="vp1", owner="red"),
                      F("victory_point", (13, 0), id="vp2")], first_side="blue")
    assert owner(game) == "red"
    events = play(game, {"type": "move", "unit": "b1", "to": [5, 0]})
    assert owner(game) == "red"  # 5 away
    events = play(game, {"type": "move", "unit": "b1", "to": [4, 0]})
    assert owner(game) is None
    assert {"type": "neutralised", "vp": "vp1", "was": "red", "by": "b1",
            "at": [0, 0]} in events


def test_A12_destroying_every_enemy_unit_wins():
    game = make_game(["....."], [U("r1", "tank", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (3, 0), hp=1)],
                     victory=Victory(destroy_all=True))
    events = play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.result == {"winner": "red", "reason": "red destroyed every enemy unit",
                           "termination": "destroy_all", "round": 1}
    assert events[-1] == {"type": "game_over", **game.result}
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        game.apply({"type": "end_turn"})


def test_A12_holding_n_of_the_maps_m_points_wins():
    game = make_game(WIDE, [U("r1", "engineer", "red", (0, 0)), U("r2", "engineer", "red", (1, 0)),
                            U("b1", "infantry", "blue", (13, 1))],
                     [F("victory_point", (0, 0), id="vp1"), F("victory_point", (1, 0), id="vp2"),
                      F("victory_point", (13, 0), id="vp3")],
                     victory=Victory(destroy_all=False, hold_points=2))
    end_turns(game, 3)
    assert game.result is not None and game.result["winner"] == "red"
    assert "holds 2 of 3" in game.result["reason"]
    assert game.result["termination"] == "victory_points"


def test_A12_hold_until_wins_once_the_round_is_played_out():
    game = make_game(["....."], [U("r1", "infantry", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (4, 0))],
                     victory=Victory(destroy_all=True,
                                     objectives=[Objective(kind="hold_until", side="blue",
                                                           round=2)]))
    end_turns(game, 3)
    assert game.result is None
    events = end_turns(game)
    assert game.result is not None and game.result["winner"] == "blue"
    assert game.result["termination"] == "hold_until" and game.result["round"] == 2
    assert events[-1] == {"type": "game_over", **game.result}


def test_A12_escort_wins_when_the_named_units_reach_the_area_in_time():
    objective = Objective(kind="escort", side="red", units=["r2"], area=[(4, 0), (4, 1)],
                          by_round=3)
    game = make_game(["=====", "....."],
                     [U("r1", "truck", "red", (0, 0), cargo=["r2"]), U("r2", "medic", "red"),
                      U("b1", "infantry", "blue", (0, 1))],
                     victory=Victory(destroy_all=False, objectives=[objective]))
    play(game, {"type": "move", "unit": "r1", "to": [4, 0]})  # aboard counts as there
    assert game.result is not None and game.result["winner"] == "red"
    assert game.result["termination"] == "escort"


def test_A12_escort_too_late_does_not_win():
    objective = Objective(kind="escort", side="red", units=["r1"], area=[(4, 0)], by_round=1)
    game = make_game(["=====", "....."], [U("r1", "infantry", "red", (0, 0)),
                                          U("b1", "infantry", "blue", (0, 1))],
                     victory=Victory(destroy_all=False, objectives=[objective]))
    end_turns(game, 2)
    play(game, {"type": "move", "unit": "r1", "to": [4, 0]})
    assert game.result is None


def test_A12_killing_the_named_unit_wins():
    game = make_game(["......"], [U("r1", "tank", "red", (0, 0)), U("b1", "general", "blue", (3, 0),
                                                                   hp=1),
                                  U("b2", "infantry", "blue", (5, 0))],
                     victory=Victory(destroy_all=True, objectives=[
                         Objective(kind="kill_unit", side="red", unit="b1")]))
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.result is not None and game.result["reason"] == "red killed b1"
    assert game.result["termination"] == "kill_unit"


@pytest.mark.parametrize("on_last_round, winner", [("draw", None), ("blue", "blue")])
def test_A12_on_last_round_says_what_happens_when_the_last_round_ends(on_last_round, winner):
    game = make_game(["....."], [U("r1", "infantry", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (4, 0))], rounds=2,
                     victory=Victory(destroy_all=True, on_last_round=on_last_round))
    end_turns(game, 3)
    assert game.result is None
    end_turns(game)
    assert game.result is not None and game.result["winner"] == winner
    assert "last round (2)" in game.result["reason"]
    assert game.result["termination"] == "last_round" and game.result["round"] == 2



def test_A12_two_winners_at_once_draw_and_the_first_condition_names_the_termination():
    kill = Objective(kind="kill_unit", side="red", unit="b1")
    escort = Objective(kind="escort", side="blue", units=["b2"], area=[(5, 0)], by_round=5)
    game = make_game(["......"], [U("r1", "tank", "red", (0, 0)),
                                  U("b1", "general", "blue", (3, 0), hp=1),
                                  U("b2", "infantry", "blue", (5, 0))],
                     victory=Victory(destroy_all=False, objectives=[kill, escort]))
    assert game.result is None
    events = play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    assert game.result is not None and game.result["winner"] is None
    assert game.result["reason"].startswith("draw: red killed b1; blue escorted b2")
    assert game.result["termination"] == "kill_unit"
    assert events[-1] == {"type": "game_over", **game.result}


def test_A12_hold_points_per_side_wins_only_for_the_side_named():
    """`hold_points: {blue: 1}`: blue wins by holding one point; red, not named, never
    wins by holding, however many it takes."""
    def game_for(holder: str):
        other = "blue" if holder == "red" else "red"
        return make_game(WIDE, [U("e1", "engineer", holder, (0, 0)),
                                U("x1", "infantry", other, (13, 1))],
                         [F("victory_point", (0, 0), id="vp1"),
                          F("victory_point", (13, 0), id="vp2")],
                         first_side=holder, victory=Victory(destroy_all=False,
                                                            hold_points={"blue": 1}))
    red = game_for("red")
    end_turns(red, 3)
    assert owner(red) == "red" and red.result is None
    assert red.victory.hold_needed("red") is None and red.victory.hold_needed("blue") == 1
    blue = game_for("blue")
    end_turns(blue, 3)
    assert owner(blue) == "blue"
    assert blue.result is not None and blue.result["winner"] == "blue"
    assert blue.result["termination"] == "victory_points"


def test_A12_a_held_point_measures_only_the_units_near_it(monkeypatch):
    """After every action each held point looks for an enemy within 4 of it: only the
    units on the cells within 4 are looked at, and no distance is measured (the point's
    cells within the radius are worked out once), so a big map's far units cost nothing.
    The answer is the measured one: a unit 4 columns and 1 row away but 5 away by the
    hexes does not neutralise the point, one 4 away does; of two, the first unit."""
    far = [U(f"b{i}", "infantry", "blue", (6 + i, i % 2)) for i in range(8)]
    game = make_game(WIDE, [U("r1", "engineer", "red", (0, 0)), *far],
                     [F("victory_point", (0, 0), id="vp1", owner="red"),
                      F("victory_point", (13, 0), id="vp2")], first_side="blue", grid="hex")
    state, measured = game.state, []
    assert state.grid.distance((0, 0), (4, 1)) == 5
    distance = state.grid.distance
    monkeypatch.setattr(state.grid, "distance", lambda a, b: measured.append(a) or distance(a, b))
    assert victory.watch_points(state) == []  # every enemy 6 or more away
    b0, b1 = state.units["b0"], state.units["b1"]
    state.lift(b0)
    state.place(b0, (4, 1))  # 4 columns and 1 row away, 5 by the hexes
    assert victory.watch_points(state) == [] and owner(game) == "red"
    state.lift(b1)
    state.place(b1, (3, 0))
    state.lift(b0)
    state.place(b0, (4, 0))  # both within 4: b0, first in the units' order
    assert victory.watch_points(state) == [{"type": "neutralised", "vp": "vp1", "was": "red",
                                            "by": "b0", "at": [0, 0]}]
    assert measured == []
