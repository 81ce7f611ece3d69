"""Mission events (DESIGN.md "Mission events"): each trigger and each action, with replay
and clone equality, under every turn system of RULES.md B."""

from __future__ import annotations

import pytest
from mission_helpers import fired, kinds, mission, mission_game, replays_equal

from engine import Game
from engine.rules.actions import IllegalAction

MOVE_R1_TO_GATE = {"type": "move", "unit": "r1", "to": [2, 0]}


def events_yaml(when: str, do: str = "[{message: {to: all, text: Now!}}]",
                once: str = "") -> str:
    return f"events:\n  - id: e1\n    when: {when}\n{once}    do: {do}\n"


def end_turns(game: Game, n: int) -> list[dict]:
    out: list[dict] = []
    for _ in range(n):
        out += game.apply({"type": "end_turn"})
    return out


# -- triggers ------------------------------------------------------------------------------
def test_B_sides_round_and_side_fires_at_the_start_of_that_side_turn():
    s = mission(events_yaml("{round: 2, side: blue}"))
    game = Game(s)
    end_turns(game, 2)  # red 1, blue 1 -> red's turn in round 2
    assert fired(game) == []
    events = game.apply({"type": "end_turn"})
    assert kinds(events)[kinds(events).index("turn_started"):][:3] == [
        "turn_started", "triggered", "message"]
    assert events[kinds(events).index("triggered")] == {"type": "triggered", "event": "e1",
                                                         "round": 2}
    assert game.side == "blue"
    replays_equal(s, game)


def test_B_round_without_side_fires_at_the_start_of_the_round():
    game = mission_game(events_yaml("{round: 2}"))
    end_turns(game, 1)
    assert fired(game) == []
    end_turns(game, 1)
    assert fired(game) == ["e1"] and game.side == "red" and game.round == 2


def test_enters_side_area_fires_after_the_move_that_entered():
    s = mission(events_yaml("{enters: {side: red, area: gate}}"))
    game = Game(s)
    events = game.apply(MOVE_R1_TO_GATE)
    assert "triggered" in kinds(events)
    assert {"type": "message", "to": "all", "text": "Now!", "event": "e1"} in events
    replays_equal(s, game)


def test_enters_unit_with_listed_cells_ignores_other_units():
    game = mission_game(events_yaml("{enters: {unit: r2, area: [[2, 0]]}}"))
    game.apply(MOVE_R1_TO_GATE)
    assert fired(game) == []


def test_once_false_fires_again_each_time_it_turns_true():
    s = mission(events_yaml("{enters: {unit: r1, area: gate}}", once="    once: false\n"))
    game = Game(s)
    game.apply(MOVE_R1_TO_GATE)
    game.apply({"type": "move", "unit": "r1", "to": [3, 0]})
    end_turns(game, 2)
    game.apply({"type": "move", "unit": "r1", "to": [2, 1]})
    assert fired(game) == ["e1", "e1"]
    replays_equal(s, game)


def test_once_by_default_fires_only_once():
    game = mission_game(events_yaml("{enters: {unit: r1, area: gate}}"))
    game.apply(MOVE_R1_TO_GATE)
    game.apply({"type": "move", "unit": "r1", "to": [3, 0]})
    end_turns(game, 2)
    game.apply({"type": "move", "unit": "r1", "to": [2, 1]})
    assert fired(game) == ["e1"]


def test_destroyed_unit_fires_when_it_dies():
    s = mission(events_yaml("{destroyed: {unit: b3}}"),
                units="  - {id: b3, type: infantry, side: blue, at: [1, 0], hp: 1}\n")
    game = Game(s)
    events = game.apply({"type": "fire", "unit": "r1", "target": [1, 0]})
    assert "destroyed" in kinds(events) and fired(game) == ["e1"]
    replays_equal(s, game)


def test_destroyed_side_count_counts_losses_not_withdrawals():
    extra = ("events:\n"
             "  - {id: leave, when: {round: 1}, do: [{withdraw: {units: [r2]}}]}\n"
             "  - {id: e1, when: {destroyed: {side: blue, count: 1}}, do: "
             "[{message: {to: red, text: First kill}}]}\n"
             "  - {id: e2, when: {destroyed: {side: red, count: 1}}, do: "
             "[{message: {to: blue, text: never}}]}\n")
    game = mission_game(extra, units="  - {id: b3, type: infantry, side: blue, at: [1, 0], hp: 1}\n")
    assert fired(game) == ["leave"]
    game.apply({"type": "fire", "unit": "r1", "target": [1, 0]})
    assert fired(game) == ["leave", "e1"]


def test_captured_point_by_side():
    s = mission(events_yaml("{captured: {point: vp1, by: red}}"))
    game = Game(s)
    game.apply({"type": "move", "unit": "r2", "to": [1, 3]})
    for _ in range(4):
        if "e1" in fired(game):
            break
        end_turns(game, 2)
    assert fired(game) == ["e1"]
    assert game.state.vps[0].owner == "red"
    replays_equal(s, game)


def test_units_left_fires_when_the_side_is_down_to_at_most():
    s = mission(events_yaml("{units_left: {side: blue, at_most: 1}}"),
                units="  - {id: r3, type: infantry, side: red, at: [6, 1]}\n")
    game = Game(s)
    assert fired(game) == []
    game.apply({"type": "fire", "unit": "r3", "target": [7, 2]})
    assert not game.unit("b2").alive and fired(game) == ["e1"]
    replays_equal(s, game)


def test_after_with_rounds_delay():
    extra = ("events:\n"
             "  - {id: first, when: {round: 2}, do: [{message: {to: all, text: one}}]}\n"
             "  - {id: later, when: {after: {event: first, rounds: 2}}, do: "
             "[{message: {to: all, text: two}}]}\n")
    game = mission_game(extra)
    end_turns(game, 2)
    assert fired(game) == ["first"]
    end_turns(game, 2)
    assert fired(game) == ["first"]
    end_turns(game, 2)
    assert fired(game) == ["first", "later"] and game.round == 4


def test_all_needs_every_part_and_any_one():
    extra = ("events:\n"
             "  - {id: both, when: {all: [{round: 2}, {enters: {unit: r1, area: gate}}]}, do: "
             "[{message: {to: all, text: both}}]}\n"
             "  - {id: either, when: {any: [{round: 2}, {enters: {unit: r1, area: gate}}]}, "
             "do: [{message: {to: all, text: either}}]}\n")
    s = mission(extra)
    game = Game(s)
    game.apply(MOVE_R1_TO_GATE)
    assert fired(game) == ["either"]
    end_turns(game, 2)
    assert fired(game) == ["either", "both"]
    replays_equal(s, game)


# -- actions -------------------------------------------------------------------------------
def reinforce(units: str, when: str = "{round: 2, side: blue}") -> str:
    return events_yaml(when, do=f"[{{reinforce: {{side: blue, units: [{units}]}}}}]")


def test_reinforce_arrives_refreshed_at_the_start_of_the_side_turn():
    s = mission(reinforce("{id: b9, type: tank, at: [6, 0]}"))
    game = Game(s)
    end_turns(game, 2)
    assert "b9" not in game.state.units  # the AI is never told of future units
    events = end_turns(game, 1)
    assert {"type": "reinforced", "unit": "b9", "side": "blue", "at": [6, 0], "cargo": [],
            "event": "e1"} in events
    b9 = game.unit("b9")
    assert b9.ap == b9.max_ap and game.side == "blue"
    assert any(a.get("unit") == "b9" for a in game.legal_actions())
    replays_equal(s, game)


def test_reinforce_on_an_occupied_cell_takes_the_nearest_free_one():
    game = mission_game(reinforce("{id: b9, type: infantry, at: [7, 3]}"))
    end_turns(game, 3)
    # distance 1, then the lower row: (6, 2) before (6, 3); (7, 2) holds b2
    assert game.unit("b9").at == (6, 2)


def test_reinforce_on_a_cell_it_cannot_stand_on_moves_off_it():
    game = mission_game(reinforce("{id: b9, type: tank, at: [4, 2]}"),
                        units="  - {id: r3, type: infantry, side: red, at: [3, 3]}\n")
    game.state.terrain[2][4] = "~"  # the ford floods during play
    end_turns(game, 3)
    at = game.unit("b9").at
    assert at != (4, 2) and game.state.terrain_at(at).char != "~"


def test_reinforce_with_no_free_cell_within_reach_waits_a_turn():
    s = mission(reinforce("{id: b9, type: infantry, at: [7, 0]}"))
    game = Game(s)
    for cell in [(c, r) for c in range(3, 8) for r in range(4)]:
        game.state.terrain[cell[1]][cell[0]] = "~"  # nowhere to stand near the entry
    end_turns(game, 3)
    delayed = [e for e in game.events if e["type"] == "reinforcement_delayed"]
    assert delayed and delayed[0]["unit"] == "b9" and "b9" not in game.state.units
    game.state.terrain[0][7] = "."
    events = end_turns(game, 2)
    assert any(e["type"] == "reinforced" and e["unit"] == "b9" for e in events)


def test_reinforce_carries_cargo_like_a_unit_entry():
    s = mission(reinforce("{id: b9, type: truck, at: [6, 0], cargo: [b10]}, "
                          "{id: b10, type: infantry}"))
    game = Game(s)
    end_turns(game, 3)
    assert game.unit("b10").aboard == "b9" and game.unit("b9").cargo == ["b10"]
    assert game.is_legal({"type": "unload", "unit": "b10", "to": [5, 0]})
    replays_equal(s, game)


def test_withdraw_takes_units_off_the_map_without_a_loss():
    extra = ("events:\n  - {id: e1, when: {round: 2}, do: [{withdraw: {units: [b1, b2]}}]}\n")
    s = mission(extra)
    scenario_victory = s.victory
    assert scenario_victory is not None
    scenario_victory.destroy_all = True
    game = Game(s)
    events = end_turns(game, 2)
    assert [e["unit"] for e in events if e["type"] == "withdrawn"] == ["b1", "b2"]
    assert game.state.ground.get((7, 3)) is None
    # destroy_all does not need the withdrawn units: blue has none left
    assert game.result is not None and game.result["winner"] == "red"
    assert game.result["termination"] == "destroy_all"


def test_message_is_a_replay_event_for_its_side():
    game = mission_game(events_yaml("{round: 1, side: red}",
                                    do="[{message: {to: red, text: Go.}}]"))
    assert {"type": "message", "to": "red", "text": "Go.", "event": "e1"} in game.events


def test_end_game_ends_with_termination_end_game():
    s = mission(events_yaml("{round: 3}", do="[{end_game: {winner: blue, reason: Dusk}}]"))
    game = Game(s)
    end_turns(game, 4)
    assert game.result == {"winner": "blue", "reason": "Dusk", "termination": "end_game",
                           "round": 3}
    with pytest.raises(IllegalAction):
        game.apply({"type": "end_turn"})


# -- every turn system ---------------------------------------------------------------------
@pytest.mark.parametrize("system", ["sides", "phased", "orders", "activation"])
def test_B_every_turn_system_checks_round_triggers_at_turn_starts(system):
    extra = ("events:\n  - {id: e1, when: {round: 2, side: blue}, do: "
             "[{reinforce: {side: blue, units: [{id: b9, type: infantry, at: [6, 0]}]}}]}\n"
             "  - {id: e2, when: {round: 3}, do: [{end_game: {winner: draw}}]}\n")
    s = mission(extra, turn_system=system)
    game = Game(s, seed=3)
    for _ in range(200):
        if game.result is not None:
            break
        game.apply({"type": "end_turn"})
    assert fired(game) == ["e1", "e2"]
    assert game.unit("b9").alive and game.result is not None
    assert game.result["termination"] == "end_game" and game.result["round"] == 3
    replays_equal(s, game)


def test_B_activation_draws_an_event_card_on_a_roll_of_one():
    extra = ("event_cards:\n"
             "  - {id: fog, text: Fog rolls in., do: [{message: {to: all, text: Fog!}}]}\n"
             "  - {id: rain, do: [{message: {to: all, text: Rain!}}]}\n")
    s = mission(extra, turn_system="activation")
    drawn: list[str] = []
    for seed in range(40):
        game = Game(s, seed=seed)
        for _ in range(300):
            if game.result is not None:
                break
            steps = game.system_actions()
            game.apply(steps[0] if steps and not game.state.turn.get("active_unit")
                       else {"type": "end_turn"})
        rolls = [e for e in game.events if e["type"] == "activation" and e.get("roll") == 1]
        cards = [e for e in game.events if e["type"] == "card_drawn"]
        assert len(cards) == len(rolls)
        drawn += [c["card"] for c in cards]
        same_round = [c for c in cards if c["round"] == cards[0]["round"]]
        if len(same_round) >= 2:
            first_two = [c["card"] for c in same_round[:2]]
            assert sorted(first_two) == ["fog", "rain"]  # without replacement in a round
            replays_equal(s, game)
            break
    assert drawn, "no seed rolled a 1"


def test_B_activation_drawn_cards_go_back_into_the_deck_at_the_rounds_end():
    """Rule 31.6 (issue 31), seed: "Remettre les cartes d'événements dans la pioche": a
    card drawn in one round can come again in the next."""
    extra = ("event_cards:\n"
             "  - {id: fog, do: [{message: {to: all, text: Fog!}}]}\n"
             "  - {id: rain, do: [{message: {to: all, text: Rain!}}]}\n")
    game = Game(mission(extra, turn_system="activation"), seed=0)
    first = next(e for e in game.draw_event_card() if e["type"] == "card_drawn")
    assert len(game.state.mission.deck) == 1
    for _ in range(50):
        if game.round == 2:
            break
        game.apply({"type": "end_turn"})
    assert game.round == 2 and first["round"] == 1
    # the draw is from the whole deck again: both cards, one drawn, one left
    again = next(e for e in game.draw_event_card() if e["type"] == "card_drawn")
    assert again["round"] == 2 and len(game.state.mission.deck) == 1
    assert {again["card"], *game.state.mission.deck} == {"fog", "rain"}


# -- deployment ----------------------------------------------------------------------------
def test_deployment_before_round_1_inside_the_zone():
    s = mission("deployment:\n  - {side: blue, area: blue_setup}\n")
    game = Game(s)
    assert game.side == "blue" and game.phase == "deployment" and game.deploying
    assert all(a["type"] in ("deploy", "end_turn") for a in game.legal_actions())
    with pytest.raises(IllegalAction):
        game.apply({"type": "deploy", "unit": "b1", "to": [0, 3]})  # outside the zone
    with pytest.raises(IllegalAction):
        game.apply({"type": "deploy", "unit": "b1", "to": [7, 2]})  # taken
    with pytest.raises(IllegalAction):
        game.apply({"type": "move", "unit": "b1", "to": [6, 3]})
    events = game.apply({"type": "deploy", "unit": "b1", "to": [5, 3]})
    assert events == [{"type": "deployed", "unit": "b1", "side": "blue", "from": [7, 3],
                       "to": [5, 3]}]
    events = game.apply({"type": "end_turn"})
    assert kinds(events)[:2] == ["deployment_ended", "turn_started"]
    assert game.side == "red" and game.round == 1 and not game.deploying
    with pytest.raises(IllegalAction):
        game.apply({"type": "deploy", "unit": "r1", "to": [1, 0]})
    replays_equal(s, game)


def test_the_ai_deploys_its_side_inside_its_zone_then_plays():
    from engine.ai.player import AIPlayer

    s = mission("deployment:\n  - {side: blue, area: blue_setup}\n")
    game = Game(s)
    ai = AIPlayer(0)
    for _ in range(20):
        if not game.deploying:
            break
        game.apply(ai.choose_action(game))
    assert not game.deploying and game.side == "red"
    zone = {(6, 2), (6, 3), (7, 2), (7, 3), (5, 3)}
    assert all(u.at in zone for u in game.units("blue"))
    assert any(e["type"] == "deployed" for e in game.events)


def test_the_ai_plays_units_that_arrive_mid_game():
    from engine.ai.player import AIPlayer

    s = mission(reinforce("{id: b9, type: infantry, at: [6, 0]}"))
    game = Game(s)
    ai = AIPlayer(0)
    for _ in range(3):
        ai.play_turn(game)
    assert game.side == "blue" and game.round == 2 and "b9" in game.state.units
    ai.play_turn(game)
    assert any(a.get("unit") == "b9" for a in game.history)
