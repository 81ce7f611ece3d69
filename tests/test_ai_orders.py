"""The AI under the `orders` turn system (RULES.md B): it gives each unit an order that fits
its situation, declares its Special kinds and carries them out; and each turn system may
change the AI's numbers (ai.yaml `turn_systems`)."""

from __future__ import annotations

from turns_helpers import ScriptedDice, turn_game

from engine.ai.config import ai_config, default_ai_config
from engine.ai.player import AIPlayer
from rules_helpers import U

WIDE = ["." * 24] * 5


def ordered_by_ai(game):
    """Let the AI give every unit of the side giving orders its order; return them."""
    ai = AIPlayer(seed=0)
    side = game.side
    given = {}
    while game.side == side and game.phase == "orders":
        action = ai.choose_action(game)
        assert action["type"] == "order", action
        given[action["unit"]] = action["order"]
        game.apply(action)
    return given


def test_ai_orders_fit_each_units_situation():
    game = turn_game("orders", WIDE, [
        U("r_mortar", "mortar", "red", (14, 1)),     # artillery with an enemy in range
        U("r_inf", "infantry", "red", (20, 2)),      # in contact: maneuver
        U("r_med", "medic", "red", (1, 3)),          # a healer, no enemy in its range
        U("r_truck", "truck", "red", (0, 4)),        # far from the fight: sprints
        U("b_inf", "infantry", "blue", (22, 2)),
    ])
    orders = ordered_by_ai(game)
    assert orders == {"r_mortar": "hold", "r_inf": "maneuver", "r_med": "special",
                      "r_truck": "special"}


def test_ai_declares_ability_for_a_healer_and_sprints_a_far_unit():
    game = turn_game("orders", WIDE, [U("r_med", "medic", "red", (1, 3)),
                                      U("r_truck", "truck", "red", (0, 4)),
                                      U("b_inf", "infantry", "blue", (22, 0))])
    ai = AIPlayer(seed=0)
    game.rng = ScriptedDice(1, 2, 6)
    for action in ({"type": "order", "unit": "r_med", "order": "special"},
                   {"type": "order", "unit": "r_truck", "order": "special"},
                   {"type": "order", "unit": "b_inf", "order": "hold"}):
        game.apply(action)
    assert game.turn_info["acting"] == "r_med"
    assert ai.choose_action(game) == {"type": "special", "unit": "r_med", "kind": "ability"}
    ai.play_turn(game)
    assert game.turn_info["acting"] == "r_truck"
    assert ai.choose_action(game) == {"type": "special", "unit": "r_truck", "kind": "sprint"}
    start = game.state.units["r_truck"].at
    events = ai.play_turn(game)
    assert any(e["type"] == "sprinted" for e in events), [e["type"] for e in events]
    assert game.state.units["r_truck"].at[0] > start[0] + 3  # moved, then ran on


def test_ai_takes_a_power_shot_when_its_initiative_allows():
    game = turn_game("orders", WIDE, [U("r_inf", "infantry", "red", (2, 2)),
                                      U("b_inf", "infantry", "blue", (5, 2)),
                                      U("b_far", "infantry", "blue", (23, 4))])
    game.rng = ScriptedDice(1, 5, 6)
    for action in ({"type": "order", "unit": "r_inf", "order": "special"},
                   {"type": "order", "unit": "b_inf", "order": "hold"},
                   {"type": "order", "unit": "b_far", "order": "hold"}):
        game.apply(action)
    ai = AIPlayer(seed=0)
    assert ai.choose_action(game) == {"type": "special", "unit": "r_inf",
                                      "kind": "power_shot"}
    hp = game.state.units["b_inf"].hp
    ai.play_turn(game)  # initiative 1 + 3: it comes again at 4, after blue's hold at 4
    assert game.turn_info["acting"] == "b_inf"
    game.apply({"type": "end_turn"})  # b_inf waits
    game.rng = ScriptedDice(6)  # and fails to intercept
    events = ai.play_turn(game)
    power = next(e for e in events if e["type"] == "power_shot")
    assert power["damage"] == game.state.units["r_inf"].type.weapons[0].damage + 2
    assert game.state.units["b_inf"].hp < hp


def test_ai_games_under_orders_use_every_order():
    game = turn_game("orders", WIDE, [
        U("r_mortar", "mortar", "red", (1, 1)), U("r_inf", "infantry", "red", (2, 2)),
        U("r_med", "medic", "red", (1, 3)), U("r_truck", "truck", "red", (0, 4)),
        U("b_mortar", "mortar", "blue", (22, 1)), U("b_inf", "infantry", "blue", (21, 2)),
        U("b_med", "medic", "blue", (22, 3)), U("b_truck", "truck", "blue", (23, 4))],
        rounds=6)
    players = {"red": AIPlayer(seed=1), "blue": AIPlayer(seed=2)}
    while game.result is None:
        players[game.side].play_turn(game)
    given = {a["order"] for a in game.history if a["type"] == "order"}
    kinds = {a["kind"] for a in game.history if a["type"] == "special"}
    assert given == {"maneuver", "hold", "special"}
    assert {"ability", "sprint"} <= kinds


def test_a_turn_system_changes_the_ais_numbers_from_data():
    assert default_ai_config().threat_moves == 1.0
    assert ai_config(None, "phased").threat_moves == 0.5
    assert ai_config({"threat_moves": 0.25}, "phased").threat_moves == 0.25  # given wins
    assert ai_config(None, "orders") == default_ai_config()
    game = turn_game("phased", WIDE, [U("r", "infantry", "red", (0, 0)),
                                      U("b", "infantry", "blue", (23, 4))])
    ai = AIPlayer(seed=0)
    ai.choose_action(game)
    assert ai.config.threat_moves == 0.5


def test_ai_acts_on_its_special_after_declaring_it():
    """Declaring a Special changes what the unit may do: the AI thinks again, so a medic
    aboard a truck unloads and heals the wounded friend next to it."""
    game = turn_game("orders", WIDE, [U("r_truck", "truck", "red", (1, 1), cargo=["r_med"]),
                                      U("r_med", "medic", "red"),
                                      U("r_inf", "infantry", "red", (2, 2), hp=4),
                                      U("b_inf", "infantry", "blue", (23, 4))])
    game.rng = ScriptedDice(3, 1, 4, 6)
    for uid, order in (("r_truck", "maneuver"), ("r_med", "special"), ("r_inf", "maneuver"),
                       ("b_inf", "hold")):
        game.apply({"type": "order", "unit": uid, "order": order})
    assert game.turn_info["acting"] == "r_med"
    AIPlayer(seed=0).play_turn(game)
    done = [a["type"] for a in game.history if a.get("unit") == "r_med"]
    assert done[:3] == ["order", "special", "unload"] and "heal" in done, done
    assert game.state.units["r_inf"].hp > 4


def test_ai_rams_an_adjacent_enemy_a_ram_would_destroy_when_it_cannot_shoot_it():
    game = turn_game("orders", WIDE, [U("r_tank", "tank", "red", (5, 2), ammo=0),
                                      U("b_inf", "infantry", "blue", (6, 2), hp=3),
                                      U("b_far", "infantry", "blue", (23, 4))])
    ai = AIPlayer(seed=0)
    game.rng = ScriptedDice(1, 5, 6)
    assert ai.choose_action(game) == {"type": "order", "unit": "r_tank", "order": "special"}
    for action in ({"type": "order", "unit": "r_tank", "order": "special"},
                   {"type": "order", "unit": "b_inf", "order": "maneuver"},
                   {"type": "order", "unit": "b_far", "order": "maneuver"}):
        game.apply(action)
    assert ai.choose_action(game) == {"type": "special", "unit": "r_tank", "kind": "ram"}
    events = ai.play_turn(game)
    assert any(e["type"] == "ram" and e["victim"] == "b_inf" for e in events)
    assert not game.state.units["b_inf"].alive


def test_ai_shoots_rather_than_rams_when_it_can():
    game = turn_game("orders", WIDE, [U("r_tank", "tank", "red", (5, 2)),
                                      U("b_inf", "infantry", "blue", (6, 2), hp=3),
                                      U("b_far", "infantry", "blue", (23, 4))])
    assert AIPlayer(seed=0).choose_action(game) != {"type": "order", "unit": "r_tank",
                                                     "order": "special"}
