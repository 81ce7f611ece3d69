"""RULES.md B `orders`: secret orders each round, then units act by initiative."""

from __future__ import annotations

import json

import pytest
from turns_helpers import ScriptedDice, turn_game

from engine import IllegalAction
from engine.turns.data import turn_numbers
from rules_helpers import U, play

MAP = ["..........", "..........", ".........."]
N = turn_numbers("orders")


def duel(red="infantry", blue="infantry", red_at=(0, 1), blue_at=(4, 1), **kw):
    return turn_game("orders", MAP, [U("r1", red, "red", red_at),
                                     U("b1", blue, "blue", blue_at)], **kw)


def last_step_only(game, uid):
    """The unit has AP for one open-ground cell left: its next step uses its whole move."""
    game.state.units[uid].ap = 2


def give(game, dice, **orders):
    """Every unit gets its order (red's first); then the dice roll the initiatives."""
    game.rng = dice
    for uid, order in orders.items():
        game.apply({"type": "order", "unit": uid, "order": order})


def test_B_orders_orders_step_every_unit_gets_an_order_before_anything_acts():
    game = duel()
    assert game.phase == "orders" and game.side == "red"
    with pytest.raises(IllegalAction, match="order"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 1]})
    assert {"type": "order", "unit": "r1", "order": "hold"} in game.legal_actions()
    play(game, {"type": "order", "unit": "r1", "order": "maneuver"})
    assert game.side == "blue" and game.phase == "orders"
    with pytest.raises(IllegalAction, match="blue is giving orders"):
        game.apply({"type": "order", "unit": "r1", "order": "hold"})
    with pytest.raises(IllegalAction, match="must be one of"):
        game.apply({"type": "order", "unit": "b1", "order": "charge"})


def test_B_orders_orders_are_hidden_from_the_other_side_until_revealed():
    game = duel()
    events = play(game, {"type": "order", "unit": "r1", "order": "special"})
    assert game.turn_info["orders"] == {} and "_orders" not in game.turn_info
    assert "special" not in json.dumps(game.turn_info["ordered"])
    assert "special" not in json.dumps(events)
    game.rng = ScriptedDice(1, 2)
    events = play(game, {"type": "order", "unit": "b1", "order": "hold"})
    revealed = next(e for e in events if e["type"] == "orders_revealed")
    assert revealed["orders"] == {"r1": "special", "b1": "hold"}
    assert game.turn_info["orders"] == {"r1": "special", "b1": "hold"}


def test_B_orders_ending_the_orders_step_leaves_the_default_order():
    game = duel()
    play(game, {"type": "end_turn"})
    assert game.side == "blue"
    give(game, ScriptedDice(1, 2), b1="maneuver")
    assert game.turn_info["orders"]["r1"] == N["default_order"]


def test_B_orders_initiative_lowest_acts_first_and_only_that_unit_acts():
    game = duel()
    give(game, ScriptedDice(5, 2), r1="maneuver", b1="maneuver")
    assert game.turn_info["initiative"] == {"r1": 5, "b1": 2}
    assert game.side == "blue" and game.turn_info["acting"] == "b1"
    play(game, {"type": "end_turn"})
    assert game.side == "red" and game.turn_info["acting"] == "r1"


def test_B_orders_initiative_above_six_loses_the_turn():
    game = duel()
    # a designer's die of 8 (turn_systems.yaml): a roll of 7 is above the last initiative
    game.turns.n = {**N, "initiative_die": 8}
    events = []
    game.rng = ScriptedDice(7, 3)
    events += play(game, {"type": "order", "unit": "r1", "order": "maneuver"},
                   {"type": "order", "unit": "b1", "order": "maneuver"})
    assert {"type": "turn_lost", "unit": "r1", "initiative": 7} in events
    assert game.turn_info["acting"] == "b1"
    events = play(game, {"type": "end_turn"})
    assert any(e["type"] == "round_ended" for e in events) and game.round == 2


def test_B_orders_initiative_is_the_die_alone_whatever_the_units_size():
    """Rule 31.5 (issue 31): the die and the seed's modifiers (Hold -1, Power shot +3,
    Will to win) alone; no modifier by size or class."""
    game = duel(red="heavy_tank", blue="infantry")
    give(game, ScriptedDice(6, 3), r1="maneuver", b1="maneuver")
    assert game.turn_info["initiative"] == {"r1": 6, "b1": 3}
    assert "r1" in game.turn_info["queue"]
    assert "initiative_by_size" not in N


def test_B_orders_maneuver_fires_before_the_move_or_after_the_whole_move_never_between():
    """Rule 31.4 (issue 31), seed: "стрельба до движения; стрельба по завершению
    движения": move, fire, move is refused; a move in several parts is still one move."""
    game = duel()
    give(game, ScriptedDice(1, 6), r1="maneuver", b1="maneuver")
    play(game, {"type": "move", "unit": "r1", "to": [1, 1]},
         {"type": "move", "unit": "r1", "to": [2, 1]},
         {"type": "fire", "unit": "r1", "target": [4, 1]})
    assert not any(a.get("unit") == "r1" and a["type"] == "move"
                   for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="before the move or after the whole move"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 1]})
    play(game, {"type": "end_turn"})
    play(game, {"type": "fire", "unit": "b1", "target": [2, 1]},
         {"type": "move", "unit": "b1", "to": [4, 0]},
         {"type": "move", "unit": "b1", "to": [5, 0]})
    assert game.state.units["b1"].at == (5, 0)


def test_B_orders_hold_has_one_less_initiative():
    game = duel()
    give(game, ScriptedDice(3, 3), r1="hold", b1="maneuver")
    assert game.turn_info["initiative"] == {"r1": 3 + N["hold_initiative"], "b1": 3}


def test_B_orders_maneuver_moves_and_fires_in_either_order():
    game = duel()
    give(game, ScriptedDice(1, 6), r1="maneuver", b1="maneuver")
    play(game, {"type": "fire", "unit": "r1", "target": [4, 1]},
         {"type": "move", "unit": "r1", "to": [1, 1]})
    assert game.state.units["r1"].at == (1, 1) and game.state.units["b1"].hp < 10
    play(game, {"type": "end_turn"})
    play(game, {"type": "move", "unit": "b1", "to": [3, 1]},
         {"type": "fire", "unit": "b1", "target": [1, 1]})


def test_B_orders_hold_may_not_move_but_may_fire_at_its_initiative():
    game = duel()
    give(game, ScriptedDice(1, 6), r1="hold", b1="maneuver")
    with pytest.raises(IllegalAction, match="hold may only: fire"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 1]})
    play(game, {"type": "fire", "unit": "r1", "target": [4, 1]})
    play(game, {"type": "end_turn"})
    assert game.turn_info["waiting"] == []  # it fired: nothing kept for later


def test_B_orders_hold_intercepts_a_seen_enemy_action_and_fires_first():
    game = duel()
    give(game, ScriptedDice(1, 4), r1="hold", b1="maneuver")
    play(game, {"type": "end_turn"})  # r1 waits
    assert game.turn_info["waiting"] == ["r1"]
    game.rng = ScriptedDice(N["intercept_on"])
    events = play(game, {"type": "fire", "unit": "b1", "target": [0, 1]})
    assert events[0] == {"type": "intercept", "unit": "r1", "target": "b1",
                         "roll": N["intercept_on"], "success": True}
    assert game.state.units["b1"].hp < 10  # hit before its own shot
    assert game.turn_info["waiting"] == []


def test_B_orders_a_failed_interception_is_tried_again_at_a_later_initiative():
    game = turn_game("orders", MAP, [U("r1", "infantry", "red", (0, 1)),
                                     U("b1", "infantry", "blue", (4, 1)),
                                     U("b2", "infantry", "blue", (4, 2))])
    give(game, ScriptedDice(1, 3, 4), r1="hold", b1="maneuver", b2="maneuver")
    play(game, {"type": "end_turn"})
    game.rng = ScriptedDice(6)
    events = play(game, {"type": "move", "unit": "b1", "to": [3, 1]})
    assert events[0]["type"] == "intercept" and not events[0]["success"]
    events = play(game, {"type": "move", "unit": "b1", "to": [2, 1]})
    assert not any(e["type"] == "intercept" for e in events)  # same initiative: no retry
    play(game, {"type": "end_turn"})
    game.rng = ScriptedDice(2)
    events = play(game, {"type": "move", "unit": "b2", "to": [3, 2]})
    intercept = next(e for e in events if e["type"] == "intercept")  # b1 hid it at first
    assert intercept["unit"] == "r1" and intercept["success"]


def test_B_orders_each_cell_of_a_move_may_be_intercepted_pausing_the_move():
    game = duel(blue_at=(9, 1))  # out of the rifle's range when the move is declared
    give(game, ScriptedDice(1, 4), r1="hold", b1="maneuver")
    play(game, {"type": "end_turn"})  # r1 waits
    game.rng = ScriptedDice(N["intercept_on"])
    events = play(game, {"type": "move", "unit": "b1", "to": [3, 1]})
    kinds = [e["type"] for e in events]
    assert kinds.index("moved") < kinds.index("intercept")
    shot = next(e for e in events if e["type"] == "fired")
    assert shot["target"] == [4, 1]  # the first cell within 4 of r1: the move paused there
    unit = game.state.units["b1"]
    assert unit.at == (3, 1) and unit.hp < 10  # then it went on
    assert game.turn_info["waiting"] == []


def test_B_orders_an_interception_that_kills_ends_the_move_where_it_struck():
    road = ["..........", "==========", ".........."]  # b1 is slow at 2 HP: a road
    game = turn_game("orders", road, [U("r1", "infantry", "red", (0, 1)),
                                      U("b1", "infantry", "blue", (9, 1), hp=2)])
    give(game, ScriptedDice(1, 4), r1="hold", b1="maneuver")
    play(game, {"type": "end_turn"})
    game.rng = ScriptedDice(N["intercept_on"])
    events = play(game, {"type": "move", "unit": "b1", "to": [3, 1]})
    moved = next(e for e in events if e["type"] == "moved")
    assert moved["path"][-1] == [4, 1]
    assert not game.state.units["b1"].alive


def test_B_orders_a_sprint_is_intercepted_cell_by_cell_too():
    game = duel(red="truck", red_at=(0, 0), blue_at=(7, 0))
    give(game, ScriptedDice(2, 1), r1="special", b1="hold")
    play(game, {"type": "end_turn"})  # b1 waits
    play(game, {"type": "special", "unit": "r1", "kind": "sprint"})
    last_step_only(game, "r1")
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    game.rng = ScriptedDice(N["intercept_on"])
    events = play(game, {"type": "sprint", "unit": "r1"})
    shot = next(e for e in events if e["type"] == "fired")
    assert shot["unit"] == "b1" and shot["target"] == [3, 0]
    assert game.state.units["r1"].at == (4, 0)


def test_B_orders_a_waiting_hold_fires_at_the_rounds_end():
    game = duel()
    give(game, ScriptedDice(1, 2), r1="hold", b1="hold")
    play(game, {"type": "end_turn"}, {"type": "end_turn"})  # both wait
    assert game.phase == "round_end" and game.turn_info["acting"] == "r1"
    assert game.turn_info["now"] == N["hold_round_end_initiative"]
    with pytest.raises(IllegalAction):
        game.apply({"type": "move", "unit": "r1", "to": [1, 1]})
    play(game, {"type": "fire", "unit": "r1", "target": [4, 1]}, {"type": "end_turn"})
    assert game.turn_info["acting"] == "b1"
    events = play(game, {"type": "end_turn"})
    assert game.round == 2 and game.phase == "orders"
    assert any(e["type"] == "round_ended" for e in events)


def test_B_orders_special_declares_its_kind_first():
    game = duel()
    give(game, ScriptedDice(1, 6), r1="special", b1="maneuver")
    with pytest.raises(IllegalAction, match="declares its special order first"):
        game.apply({"type": "move", "unit": "r1", "to": [1, 1]})
    kinds = {a["kind"] for a in game.system_actions()}
    assert kinds == {"sprint", "ram", "power_shot", "ability"}


@pytest.mark.parametrize("unit_type, cells", [("infantry", 1), ("truck", 3), ("tank", 2),
                                              ("heavy_tank", 0)])
def test_B_orders_sprint_extra_move_by_class(unit_type, cells):
    game = duel(red=unit_type, red_at=(0, 0), blue_at=(9, 2))
    give(game, ScriptedDice(1, 6), r1="special", b1="maneuver")
    assert game.turns.sprint_cells(game.state.units["r1"]) == cells
    if cells == 0:
        with pytest.raises(IllegalAction, match="cannot sprint"):
            game.apply({"type": "special", "unit": "r1", "kind": "sprint"})
        return
    play(game, {"type": "special", "unit": "r1", "kind": "sprint"})
    assert not game.is_legal({"type": "sprint", "unit": "r1"})  # moving comes first
    unit = game.state.units["r1"]
    last_step_only(game, "r1")
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    ap = unit.ap
    events = play(game, {"type": "sprint", "unit": "r1"})
    assert unit.at == (1 + cells, 0) and unit.ap == ap
    assert events[0]["type"] == "sprinted" and len(events[0]["path"]) == cells
    assert not game.is_legal({"type": "sprint", "unit": "r1"})


def test_B_orders_sprint_stops_before_a_cell_it_cannot_enter():
    game = duel(red="truck", red_at=(0, 0), blue_at=(4, 0))
    give(game, ScriptedDice(1, 6), r1="special", b1="maneuver")
    play(game, {"type": "special", "unit": "r1", "kind": "sprint"})
    last_step_only(game, "r1")
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]}, {"type": "sprint", "unit": "r1"})
    assert game.state.units["r1"].at == (3, 0)


def test_B_orders_sprint_obeys_terrain_costs_and_stops_before_a_dearer_cell():
    # A sprint cell is worth an open-ground cell: on a road a truck runs twice as far, and
    # infantry stops before a forest its one open-ground cell cannot pay for.
    road = ["==========", "..FFFFFFFF", ".........."]
    game = turn_game("orders", road, [U("r1", "truck", "red", (0, 0)),
                                      U("r2", "infantry", "red", (0, 1)),
                                      U("b1", "infantry", "blue", (9, 2))])
    give(game, ScriptedDice(1, 2, 6), r1="special", r2="special", b1="maneuver")
    play(game, {"type": "special", "unit": "r1", "kind": "sprint"})
    game.state.units["r1"].ap = 1  # one road cell left
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    truck = game.state.units["r1"]
    assert game.turns.sprint_budget(game.state, truck) == 3 * 2
    play(game, {"type": "sprint", "unit": "r1"}, {"type": "end_turn"})
    assert truck.at == (7, 0)  # six road cells at 1 AP each
    play(game, {"type": "special", "unit": "r2", "kind": "sprint"})
    last_step_only(game, "r2")
    play(game, {"type": "move", "unit": "r2", "to": [1, 1]})
    with pytest.raises(IllegalAction, match="sprint can reach"):
        game.apply({"type": "sprint", "unit": "r2"})


def test_B_orders_sprint_only_after_the_whole_normal_move():
    # seed: "пройти всю свою скорость, затем совершить рывок": a one-cell move with most
    # AP left does not open the sprint; using up the move does
    game = turn_game("orders", ["." * 16] * 3, [U("r1", "truck", "red", (0, 0)),
                                                U("b1", "infantry", "blue", (15, 2))])
    give(game, ScriptedDice(1, 6), r1="special", b1="maneuver")
    play(game, {"type": "special", "unit": "r1", "kind": "sprint"},
         {"type": "move", "unit": "r1", "to": [1, 0]})
    truck = game.state.units["r1"]
    assert truck.ap == truck.type.ap - 2
    with pytest.raises(IllegalAction, match="only after its whole normal move"):
        game.apply({"type": "sprint", "unit": "r1"})
    assert {"type": "sprint", "unit": "r1"} not in game.legal_actions()
    reach = game.reachable_cells("r1")
    far = max((c for c in reach if c[1] == 0), key=lambda c: c[0])
    assert reach[far].ap == truck.ap  # the rest of its move, straight on
    play(game, {"type": "move", "unit": "r1", "to": list(far)})
    events = play(game, {"type": "sprint", "unit": "r1"})
    assert events[0]["type"] == "sprinted" and len(events[0]["path"]) == 3


def test_B_orders_ram_hits_an_adjacent_enemy_and_hurts_the_rammer():
    game = duel(red="tank", red_at=(0, 1), blue_at=(3, 1))
    give(game, ScriptedDice(1, 6), r1="special", b1="maneuver")
    play(game, {"type": "special", "unit": "r1", "kind": "ram"},
         {"type": "move", "unit": "r1", "to": [2, 1]})
    assert {"type": "ram", "unit": "r1", "target": [3, 1]} in game.legal_actions()
    events = play(game, {"type": "ram", "unit": "r1", "target": [3, 1]})
    damage = {e["target"]: e["amount"] for e in events if e["type"] == "damaged"}
    assert damage == {"b1": N["ram_damage"]["large"], "r1": N["ram_self_damage"]}
    assert not game.is_legal({"type": "ram", "unit": "r1", "target": [3, 1]})


def test_B_orders_power_shot_initiative_plus_three_then_damage_plus_two():
    game = turn_game("orders", MAP, [U("r1", "infantry", "red", (0, 1)),
                                     U("b1", "infantry", "blue", (4, 1)),
                                     U("b2", "infantry", "blue", (9, 2))])
    give(game, ScriptedDice(2, 4, 6), r1="special", b1="maneuver", b2="maneuver")
    events = play(game, {"type": "special", "unit": "r1", "kind": "power_shot"})
    assert events[0]["initiative"] == 2 + N["power_shot_initiative"]
    assert game.turn_info["acting"] == "b1"  # initiative 4 comes before 5
    play(game, {"type": "end_turn"})
    assert game.turn_info["acting"] == "r1"
    assert not game.is_legal({"type": "fire", "unit": "r1", "target": [4, 1]})
    events = play(game, {"type": "power_shot", "unit": "r1", "target": [4, 1]})
    rifle = game.state.units["r1"].type.weapons[0].damage
    hit = next(e for e in events if e["type"] == "damaged")
    assert hit["amount"] == rifle + N["power_shot_damage"]
    assert not game.is_legal({"type": "power_shot", "unit": "r1", "target": [4, 1]})


def test_B_orders_no_power_shot_that_would_push_the_initiative_above_six():
    game = duel()
    give(game, ScriptedDice(4, 6), r1="special", b1="maneuver")
    with pytest.raises(IllegalAction, match="lose its turn"):
        game.apply({"type": "special", "unit": "r1", "kind": "power_shot"})
    assert {"type": "special", "unit": "r1", "kind": "power_shot"} not in game.legal_actions()


def test_B_orders_initiative_comes_from_the_games_seeded_dice():
    def rolls(seed):
        game = duel(seed=seed)
        play(game, {"type": "order", "unit": "r1", "order": "maneuver"},
             {"type": "order", "unit": "b1", "order": "maneuver"})
        return game.turn_info["initiative"]
    assert rolls(3) == rolls(3)
    assert len({json.dumps(rolls(s)) for s in range(8)}) > 1
