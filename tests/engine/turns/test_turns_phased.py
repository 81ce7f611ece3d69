"""RULES.md B `phased`: Player A and B segments of fixed phases."""

from __future__ import annotations

import pytest
from turns_helpers import turn_game

from engine import IllegalAction
from rules_helpers import U, play

END = {"type": "end_turn"}


def phased(units, terrain=None, **kw):
    return turn_game("phased", terrain or ["..........", "..........", ".........."],
                     units, **kw)


def to_phase(game, phase, side=None):
    for _ in range(20):
        if game.phase == phase and (side is None or game.side == side):
            return
        game.apply(END)
    raise AssertionError(f"never reached {phase}")


def test_B_phased_segments_run_the_phases_in_order_and_the_phase_is_readable():
    game = phased([U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (9, 2))],
                  first_side="blue")
    seen = [(game.side, game.phase)]
    for _ in range(10):
        game.apply(END)
        seen.append((game.side, game.phase))
    assert seen[:6] == [("blue", "command"), ("blue", "fire"), ("blue", "movement"),
                        ("red", "defensive_fire"), ("blue", "advance"), ("red", "command")]
    assert seen[10] == ("blue", "command") and game.round == 2  # end-of-turn segment
    assert game.turn_info["phase"] == "command"


def test_B_phased_player_a_is_the_scenarios_first_side():
    game = phased([U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (9, 2))],
                  first_side="blue")
    assert game.side == "blue" and game.phase == "command"


def test_B_phased_each_phase_allows_only_its_actions():
    game = phased([U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (3, 0))])
    with pytest.raises(IllegalAction, match="command phase"):
        game.apply({"type": "move", "unit": "r1", "to": [0, 1]})
    to_phase(game, "fire")
    assert not game.is_legal({"type": "move", "unit": "r1", "to": [0, 1]})
    assert game.is_legal({"type": "fire", "unit": "r1", "target": [3, 0]})
    assert all(a["type"] in ("fire", "smoke", "end_turn") for a in game.legal_actions())


def test_B_phased_units_that_fire_may_not_move():
    game = phased([U("r1", "infantry", "red", (0, 0)), U("r2", "infantry", "red", (0, 2)),
                   U("b1", "infantry", "blue", (3, 0))])
    to_phase(game, "fire")
    play(game, {"type": "fire", "unit": "r1", "target": [3, 0]})
    to_phase(game, "movement")
    with pytest.raises(IllegalAction, match="may not move"):
        game.apply({"type": "move", "unit": "r1", "to": [0, 1]})
    assert game.is_legal({"type": "move", "unit": "r2", "to": [1, 2]})


def test_B_phased_movement_the_other_side_opportunity_fires_automatically():
    game = phased([U("r1", "infantry", "red", (0, 1)), U("b1", "infantry", "blue", (8, 1))])
    to_phase(game, "movement")
    events = play(game, {"type": "move", "unit": "r1", "to": [4, 1]})
    shots = [e for e in events if e["type"] == "fired"]
    assert len(shots) == 1 and shots[0]["unit"] == "b1"
    assert game.unit("r1")["hp"] < 10


def test_B_phased_defensive_fire_only_units_that_did_not_opportunity_fire():
    game = phased([U("r1", "tank", "red", (0, 1)), U("b1", "infantry", "blue", (6, 1)),
                   U("b2", "infantry", "blue", (9, 2))])
    to_phase(game, "movement")
    events = play(game, {"type": "move", "unit": "r1", "to": [3, 1]})
    assert [e["unit"] for e in events if e["type"] == "fired"] == ["b1"]
    play(game, END)
    assert (game.phase, game.side) == ("defensive_fire", "blue")
    with pytest.raises(IllegalAction, match="opportunity fire"):
        game.apply({"type": "fire", "unit": "b1", "target": [3, 1]})
    assert game.may_act("b2", "fire") and not game.may_act("b1", "fire")
    assert not game.may_act("b2", "move")


def test_B_phased_advance_one_cell_whatever_its_cost():
    game = phased([U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (9, 2))],
                  terrain=[".S........", "SS........", ".........."])
    to_phase(game, "movement")
    game.state.units["r1"].ap = 0
    to_phase(game, "advance")
    play(game, {"type": "advance", "unit": "r1", "to": [1, 0]})
    assert game.unit("r1")["at"] == (1, 0)
    with pytest.raises(IllegalAction, match="already advanced"):
        game.apply({"type": "advance", "unit": "r1", "to": [2, 0]})


def test_B_phased_infantry_close_assault_an_adjacent_enemy():
    game = phased([U("r1", "infantry", "red", (0, 0)), U("r2", "truck", "red", (0, 2)),
                   U("b1", "infantry", "blue", (1, 0))])
    to_phase(game, "advance")
    events = play(game, {"type": "assault", "unit": "r1", "target": [1, 0]})
    hurt = [e for e in events if e["type"] == "damaged"]
    assert hurt and hurt[0]["target"] == "b1" and hurt[0]["amount"] == 3 + 1
    assert not any(a["type"] == "assault" and a["unit"] == "r2"
                   for a in game.legal_actions())


def test_B_phased_smoke_blocks_the_line_of_fire():
    game = phased([U("r1", "tank", "red", (0, 1)), U("r2", "infantry", "red", (2, 0)),
                   U("b1", "infantry", "blue", (4, 1)), U("b2", "infantry", "blue", (5, 0))])
    to_phase(game, "fire")
    assert {"type": "smoke", "unit": "r1", "target": [4, 1], "weapon": "gun"} in (
        game.legal_actions())
    events = play(game, {"type": "smoke", "unit": "r1", "target": [4, 1]})
    assert events[0]["rounds"] == 1 and game.state.smoke
    with pytest.raises(IllegalAction, match="smoke"):
        game.apply({"type": "fire", "unit": "r2", "target": [4, 1]})
    from engine.rules.fire import line_of_fire_problem

    blinded = line_of_fire_problem(game.state, (4, 1), (2, 0))  # and b1 cannot fire out
    assert blinded is not None and "blinds" in blinded


def test_B_phased_moving_infantry_may_place_smoke_before_starting_its_move():
    """Rule 31.3 (issue 31), seed 001: "Infantry units that are moving may place smoke
    before starting their move"; in the Movement phase, on or next to its cell."""
    game = phased([U("r1", "infantry", "red", (1, 1)), U("r2", "tank", "red", (0, 0)),
                   U("b1", "infantry", "blue", (4, 1))])
    to_phase(game, "movement")
    smoke = {"type": "smoke", "unit": "r1", "target": [2, 1]}
    assert smoke in game.legal_actions()
    assert not any(a["type"] == "smoke" and a["unit"] == "r2" for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="on or next to"):
        game.apply({"type": "smoke", "unit": "r1", "target": [3, 1]})
    ap = game.state.units["r1"].ap
    events = play(game, smoke)
    assert events[0]["type"] == "smoke" and (2, 1) in game.state.smoke
    assert game.state.units["r1"].ap == ap - 2
    with pytest.raises(IllegalAction, match="placed its smoke"):
        game.apply({"type": "smoke", "unit": "r1", "target": [1, 1]})
    play(game, {"type": "move", "unit": "r1", "to": [1, 2]})
    game.state.turn["move_smoked"].clear()
    with pytest.raises(IllegalAction, match="before starting its move"):
        game.apply({"type": "smoke", "unit": "r1", "target": [1, 1]})


def test_B_phased_one_turn_smoke_clears_at_the_layers_after_action_phase():
    game = phased([U("r1", "tank", "red", (0, 1)), U("b1", "infantry", "blue", (4, 1))])
    to_phase(game, "fire")
    play(game, {"type": "smoke", "unit": "r1", "target": [4, 1]})
    to_phase(game, "advance")
    events = play(game, END)
    assert {"type": "smoke_cleared", "at": [4, 1]} in events and not game.state.smoke


def test_B_phased_two_turn_smoke_of_a_mortar_lasts_into_the_next_round():
    game = phased([U("r1", "mortar", "red", (0, 1)), U("r2", "observer", "red", (3, 2)),
                   U("b1", "infantry", "blue", (5, 1))])
    to_phase(game, "fire")
    events = play(game, {"type": "smoke", "unit": "r1", "target": [5, 1]})
    assert events[0]["rounds"] == 2
    to_phase(game, "command", "blue")
    assert (5, 1) in game.state.smoke  # still there through blue's segment
    to_phase(game, "command", "red")
    assert game.round == 2 and (5, 1) in game.state.smoke
    to_phase(game, "command", "blue")
    assert not game.state.smoke


def test_B_phased_the_ai_smokes_the_enemy_that_covers_its_units_before_moving():
    """Smoke blinds the enemy under it; a mortar that stays anyway lays it on the enemy
    whose direct fire reaches most of its side, when it has nothing to kill."""
    from engine.ai.player import AIPlayer

    game = phased([U("r_mor", "mortar", "red", (0, 1)), U("r1", "infantry", "red", (2, 0)),
                   U("r2", "infantry", "red", (2, 2)), U("b_rl", "rocket_launcher", "blue",
                                                         (5, 1))])
    to_phase(game, "fire")
    action = AIPlayer(seed=0).choose_action(game)
    assert action == {"type": "smoke", "unit": "r_mor", "target": [5, 1]}


def test_B_phased_a_unit_moves_at_most_once_per_movement_phase():
    # step, draw the opportunity shot, step again: the second move is refused
    game = phased([U("r1", "infantry", "red", (0, 1)), U("r2", "infantry", "red", (0, 2)),
                   U("b1", "infantry", "blue", (8, 1))])
    to_phase(game, "movement")
    events = play(game, {"type": "move", "unit": "r1", "to": [4, 1]})
    assert any(e["type"] == "fired" and e["unit"] == "b1" for e in events)
    assert game.unit("r1")["alive"] and game.unit("r1")["ap"] > 0
    again = {"type": "move", "unit": "r1", "to": [4, 0]}
    with pytest.raises(IllegalAction, match="already moved in this movement phase"):
        game.apply(again)
    assert not game.may_act("r1", "move")
    assert not any(a["type"] == "move" and a["unit"] == "r1" for a in game.legal_actions())
    assert game.is_legal({"type": "move", "unit": "r2", "to": [1, 2]})  # others still may


def test_B_phased_the_next_movement_phase_gives_a_fresh_move():
    game = phased([U("r1", "infantry", "red", (0, 1)), U("b1", "infantry", "blue", (9, 2))])
    to_phase(game, "movement", "red")
    play(game, {"type": "move", "unit": "r1", "to": [1, 1]})
    game.apply(END)
    to_phase(game, "movement", "red")
    assert game.is_legal({"type": "move", "unit": "r1", "to": [2, 1]})
