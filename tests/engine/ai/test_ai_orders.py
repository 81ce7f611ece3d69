"""The AI under the `orders` turn system (RULES.md B): it gives each unit an order that fits
its situation, declares its Special kinds and carries them out; and each turn system may
change the AI's numbers (ai.yaml `turn_systems`)."""

from __future__ import annotations

from turns_helpers import ScriptedDice, turn_game

from engine.ai.config import ai_config, default_ai_config
from engine.ai.player import AIPlayer
from rules_helpers import F, U, Victory, distance

WIDE = ["." * 24] * 5
UNIT = {"orders_round_plan": 0}  # each unit's order alone (orders.py choose_order)


def ordered_by_ai(game, ai=None):
    """Let the AI give every unit of the side giving orders its order; return them."""
    ai = ai or AIPlayer(seed=0)
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
    orders = ordered_by_ai(game, AIPlayer(seed=0, config=UNIT))  # each unit's own rule
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
    # orders: only the enemy's waiting Hold units intercept, each 4 times in 6
    assert ai_config(None, "orders") == default_ai_config().with_overrides(
        {"opportunity_danger": 2.0})
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


# -- the round plan (engine/ai/turn_systems/round_plan.py) ---------------------------------------------
PLAN = {"orders_round_plan": 1, "orders_wave_sprint": 1, "orders_ambush_units": 2}


def give(game, **orders):
    for uid, order in orders.items():
        game.apply({"type": "order", "unit": uid, "order": order})


def test_round_plan_sprints_a_unit_far_behind_and_holds_the_wave_at_the_stage():
    """Massing on a strong front (two enemies seen, two of three fighters at the stage):
    the one far behind sprints and comes up with them this round, and the two at the stage
    hold, so none runs in alone once the third has come up (the wave goes next round)."""
    units = [U("r_s1", "infantry", "red", (16, 1)), U("r_s2", "infantry", "red", (16, 3)),
             U("r_far", "infantry", "red", (8, 2)),
             U("b1", "infantry", "blue", (22, 1)), U("b2", "infantry", "blue", (22, 3))]
    game = turn_game("orders", WIDE, units)
    ai = AIPlayer(seed=0, config=PLAN)
    game.rng = ScriptedDice(3, 4, 1, 6, 6)  # r_far acts first, then the stage
    assert ordered_by_ai(game, ai) == {"r_far": "special", "r_s1": "hold", "r_s2": "hold"}
    give(game, b1="hold", b2="hold")
    events = ai.play_turn(game)
    assert any(e["type"] == "sprinted" and e["unit"] == "r_far" for e in events)
    assert distance(game, game.state.units["r_far"].at, (22, 2)) <= 7  # at the stage now
    while game.turn_info["acting"] in ("r_s1", "r_s2"):
        ai.play_turn(game)
    assert game.state.units["r_s1"].at == (16, 1) and game.state.units["r_s2"].at == (16, 3)

    # control: given Maneuver, the stage units run in once r_far has come up
    game = turn_game("orders", WIDE, units)
    game.rng = ScriptedDice(3, 4, 1, 6, 6)
    give(game, r_s1="maneuver", r_s2="maneuver", r_far="special", b1="hold", b2="hold")
    ai = AIPlayer(seed=0, config=PLAN)
    for _ in range(3):
        ai.play_turn(game)
    moved = [u for u in ("r_s1", "r_s2")
             if distance(game, game.state.units[u].at, (22, 2)) < 6]
    assert moved, "the stage units did not run ahead: the test could not fail"
    # and without the plan the far unit would only march (the unit-by-unit rule)
    game = turn_game("orders", WIDE, units)
    assert ordered_by_ai(game, AIPlayer(seed=0, config=UNIT))["r_far"] == "maneuver"


def test_round_plan_ambushes_a_coming_enemy_from_cover_and_intercepts_it():
    """A fighter in a wood, no shot yet, an enemy that came nearer since its side last saw
    it: the plan holds it, so it waits and intercepts the enemy's approach."""
    terrain = ["." * 24, "." * 24, "." * 12 + "F" + "." * 11, "." * 24, "." * 24]
    units = [U("r_amb", "infantry", "red", (12, 2)), U("b_inf", "infantry", "blue", (18, 2))]

    def second_round(config):
        game = turn_game("orders", terrain, units)
        ai = AIPlayer(seed=0, config=config)
        game.rng = ScriptedDice(1, 6)  # round 1: r_amb acts first
        give(game, r_amb="hold", b_inf="maneuver")
        ai.play_turn(game)  # r_amb waits (nothing in range): red has seen b_inf at 18
        game.apply({"type": "move", "unit": "b_inf", "to": [17, 2]})
        game.apply({"type": "end_turn"})
        while game.round == 1:  # r_amb's wait ends at the round's end (nothing in range)
            ai.play_turn(game)
        game.rng = ScriptedDice(1, 5, 1)  # r_amb first again; the intercept roll succeeds
        order = ai.choose_action(game)
        game.apply(order)
        game.apply({"type": "order", "unit": "b_inf", "order": "maneuver"})
        ai.play_turn(game)  # r_amb's turn
        events = game.apply({"type": "move", "unit": "b_inf", "to": [16, 2]})
        return order["order"], events

    order, events = second_round(PLAN)
    assert order == "hold"
    assert any(e["type"] == "intercept" and e["unit"] == "r_amb" and e["success"]
               for e in events), events
    order, events = second_round({**PLAN, "orders_ambush_units": 0})  # control
    assert order == "maneuver"
    assert not any(e["type"] == "intercept" for e in events)


STAND = ["." * 24, "." * 24, "." * 10 + "F" + "." * 13, "." * 24, "." * 24]


def test_round_plan_holds_a_fighter_that_fires_from_where_it_stands():
    """In a wood with an enemy in range and nothing better in reach, the fighter holds (it
    acts a step earlier and keeps its full range); the unit-by-unit rule maneuvers it; and
    in an attacker's last rounds it commits (maneuvers) again."""
    units = [U("r_inf", "infantry", "red", (10, 2)), U("b_inf", "infantry", "blue", (13, 2))]
    plan = AIPlayer(seed=0, config=PLAN)
    assert ordered_by_ai(turn_game("orders", STAND, units), plan) == {"r_inf": "hold"}
    alone = AIPlayer(seed=0, config={**PLAN, "orders_stand_margin": -1.0})
    assert ordered_by_ai(turn_game("orders", STAND, units), alone) == {"r_inf": "maneuver"}
    last = turn_game("orders", STAND, units, rounds=2)
    assert ordered_by_ai(last, AIPlayer(seed=0, config=PLAN)) == {"r_inf": "maneuver"}


def test_round_plan_moves_a_sniper_with_no_line_to_find_one():
    """A stationary weapon holds by its own rule; with a wood in the line and a cell in
    reach that sees past it, the plan maneuvers it instead."""
    terrain = ["." * 24, "." * 24, "." * 5 + "F" + "." * 18, "." * 24, "." * 24]
    units = [U("r_sn", "sniper", "red", (2, 2)), U("b_inf", "infantry", "blue", (9, 2))]
    alone = AIPlayer(seed=0, config=UNIT)
    assert ordered_by_ai(turn_game("orders", terrain, units), alone) == {"r_sn": "hold"}
    plan = AIPlayer(seed=0, config=PLAN)
    assert ordered_by_ai(turn_game("orders", terrain, units), plan) == {"r_sn": "maneuver"}
    open_ground = turn_game("orders", WIDE, units)  # a line: it holds and fires
    assert ordered_by_ai(open_ground, AIPlayer(seed=0, config=PLAN)) == {"r_sn": "hold"}


def test_round_plan_keeps_a_defender_running_the_clock_unseen():
    """Red wins when the last round ends and sees two tanks and a squad it cannot fight;
    its squad in the wood is out of their sight: it holds there (the unit-by-unit rule
    maneuvers it, out of range as they are)."""
    rows = ["...FFF.............."] * 5
    units = [U("r1", "infantry", "red", (5, 2)), U("b1", "tank", "blue", (10, 1)),
             U("b2", "tank", "blue", (10, 3)), U("b3", "infantry", "blue", (11, 2))]

    def game():
        return turn_game("orders", rows, units, victory=Victory(on_last_round="red"),
                         features=[F("victory_point", (6, 2), id="home", owner="red")])

    assert "r1" not in {u["id"] for u in game().seen_units("blue")}
    assert ordered_by_ai(game(), AIPlayer(seed=0, config=PLAN)) == {"r1": "hold"}
    assert ordered_by_ai(game(), AIPlayer(seed=0, config=UNIT)) == {"r1": "maneuver"}


def test_ai_keeps_out_of_a_waiting_hold_units_reach_under_orders():
    """A blue Hold unit that waits intercepts (4 in 6) every action of an enemy it sees and
    can hit, firing first: a red squad that still has its move does not walk into its
    reach to trade shots (ai.yaml turn_systems: orders: opportunity_danger). Counting no
    such danger, it does, and draws the intercept roll."""
    def red_moves(config):
        game = turn_game("orders", WIDE, [U("r_inf", "infantry", "red", (6, 2)),
                                          U("b_g", "infantry", "blue", (12, 2))])
        game.rng = ScriptedDice(2, 1, 6)  # b_g (hold: 0) first, then r_inf (2)
        give(game, r_inf="maneuver", b_g="hold")
        game.apply({"type": "end_turn"})  # b_g waits
        assert game.turn_info["waiting"] == ["b_g"]
        return AIPlayer(seed=0, config=config).play_turn(game)

    events = red_moves({})
    assert not any(e["type"] == "intercept" for e in events), events
    events = red_moves({"opportunity_danger": 0.0})  # control
    assert any(e["type"] == "intercept" for e in events), events
