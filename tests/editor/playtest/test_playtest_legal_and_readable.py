"""The play-test shows only what is legal now and says why a click is refused (the
engine's own reason), hides the board between hot-seat players, and tells every event
as a sentence (RULES.md A, B)."""

from __future__ import annotations

import json

from conftest import SCENARIOS
from editor.playtest.event_text import SENTENCES, describe
from editor.playtest.window import REACH_COLOR, PlaytestWindow
from engine import IllegalAction
from engine.scenario.io import load_scenario

CLASSIC = SCENARIOS / "stratego_classic.yaml"


def window_for(qtbot, path, controllers, turn_system=None):
    scenario = load_scenario(path)
    if turn_system:
        scenario.turn_system = turn_system
    window = PlaytestWindow(scenario, seed=1, controllers=controllers, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    return window


def test_B_phased_command_phase_lights_no_movement_reach(qtbot):
    window = window_for(qtbot, SCENARIOS / "four_ways_phased.yaml",
                        {"amber": "human", "azure": "ai"})
    game = window.game
    assert game.phase == "command"
    unit = game.units("amber")[0]["id"]
    assert game.reachable_cells(unit)  # the engine's reach, in principle
    window.select(unit)
    reach = [c for c, (color, _) in window.board.options.overlay.items() if color == REACH_COLOR]
    assert reach == [], "no cell to move to is lit in the Command phase"


def test_B_stratego_a_refused_click_says_the_engines_reason(qtbot):
    window = window_for(qtbot, CLASSIC, {"red": "human", "blue": "ai"})
    game = window.game
    # a piece that is no scout, on the front row, asked two squares ahead onto open land
    taken = {tuple(u["at"]) for u in game.units("red")}
    lakes = load_scenario(CLASSIC).map.rows
    piece = next(u for u in game.units("red") if u["type"] not in ("scout", "bomb", "flag")
                 and (u["at"][0], u["at"][1] - 1) not in taken
                 and lakes[u["at"][1] - 2][u["at"][0]] != "~")
    window.cell_clicked(tuple(piece["at"]))
    assert window.selected == piece["id"]
    target = (piece["at"][0], piece["at"][1] - 2)
    try:
        game.clone().apply({"type": "move", "unit": piece["id"], "to": list(target)})
        raise AssertionError("a piece that is no scout moved two squares")
    except IllegalAction as exc:
        reason = str(exc)
    window.cell_clicked(target)
    assert window.statusBar().currentMessage() == reason
    assert game.history == []


def test_A_a_click_with_nothing_selected_or_out_of_turn_says_why(qtbot):
    window = window_for(qtbot, CLASSIC, {"red": "human", "blue": "human"})
    window.cell_clicked((5, 5))
    assert "first" in window.statusBar().currentMessage()


def test_B_hot_seat_hides_the_board_until_the_next_player_confirms(qtbot):
    window = window_for(qtbot, CLASSIC, {"red": "human", "blue": "human"})
    game = window.game
    action = next(a for a in game.legal_actions())
    window.cell_clicked(tuple(game.unit(action["unit"])["at"]))
    assert window.selected == action["unit"]
    window.cell_clicked(tuple(action["to"]))
    assert game.side == "blue"
    assert window.board_stack.currentIndex() == 1
    assert window.selected is None and window.unit_info.text() == ""
    assert window.board.painter_model.scenario.units == [] and window.log.count() == 0
    assert "Blue" in window.handover_button.text()
    blue_piece = game.units("blue")[0]
    window.cell_clicked(tuple(blue_piece["at"]))
    assert window.selected is None and "hidden" in window.statusBar().currentMessage()
    window.handover_button.click()
    assert window.board_stack.currentIndex() == 0 and window.viewer() == "blue"
    window.cell_clicked(tuple(blue_piece["at"]))
    assert window.selected == blue_piece["id"]


def test_B_the_log_names_a_piece_whose_rank_is_unknown_as_a_piece(qtbot):
    window = window_for(qtbot, CLASSIC, {"red": "human", "blue": "human"})
    game = window.game
    move = next(a for a in game.legal_actions()
                if tuple(a["to"]) not in game.state.board)
    window.issue(move)
    assert any(line.startswith("a piece moves from") for line in window.log_lines("blue"))
    assert any(line.startswith(f"{move['unit']} moves from") for line in window.log_lines("red"))
    assert not any(move["unit"] in line for line in window.log_lines("blue"))


SAMPLES = [
    {"type": "activation", "unit": "s_inf4", "side": "sky", "free": True, "success": True},
    {"type": "advanced", "unit": "s_pilot", "from": [5, 3], "to": [5, 4]},
    {"type": "alert", "unit": "w_inf4"},
    {"type": "assault", "unit": "l_mor", "target": [8, 7], "victim": "r_inf1"},
    {"type": "battery", "unit": "w_kam2", "battery": 2},
    {"type": "built", "unit": "s_eng3", "at": [5, 13], "what": "trench", "progress": 1,
     "of": 2, "finished": False},
    {"type": "bumped", "unit": "w_kam1", "at": [17, 6], "into": "s_ah1"},
    {"type": "captured", "vp": "vp_mill", "side": "garrison", "unit": "g_eng", "at": [13, 10]},
    {"type": "capturing", "vp": "vp_mill", "side": "garrison", "unit": "g_eng", "count": 1},
    {"type": "cohesion_test", "unit": "s_inf1", "roll": 6, "passed": False},
    {"type": "combat", "attacker": "r09", "attacker_type": "sergeant", "defender": "b40",
     "defender_type": "sergeant", "at": [9, 4], "winner": "both"},
    {"type": "crashed", "unit": "s_recon", "at": [6, 4]},
    {"type": "damaged", "target": "s_truck", "amount": 3, "hp": 7, "cause": "mine"},
    {"type": "demined", "unit": "z_eng2", "at": [5, 7], "owner": "azure"},
    {"type": "destroyed", "unit": "s_recon", "at": [6, 4], "cause": "jammed by w_jammer"},
    {"type": "fire_out", "at": [10, 11]},
    {"type": "fire_started", "at": [10, 11], "cause": "shell"},
    {"type": "fired", "unit": "w_inf4", "weapon": "rifle", "from": [7, 5], "target": [6, 6],
     "what": "unit", "victim": "s_inf1", "reaction": "opportunity"},
    {"type": "fuel_burnt", "unit": "s_ah1", "fuel": 9},
    {"type": "game_over", "winner": None, "reason": "the last round (12) ended: a draw",
     "termination": "last_round", "round": 12},
    {"type": "holding", "unit": "s_eng2"},
    {"type": "initiative", "side": "sky", "rolls": {"sky": 1, "watch": 5}, "round": 1},
    {"type": "intercept", "unit": "s_tank1", "target": "w_heavy", "roll": 6, "success": False},
    {"type": "loaded", "unit": "a_inf1", "into": "a_truck"},
    {"type": "mine", "unit": "s_truck", "at": [10, 7], "damage": 3, "owner": "watch"},
    {"type": "mine_laid", "unit": "s_eng3", "at": [5, 9]},
    {"type": "moved", "unit": "s_pilot", "path": [[5, 3], [5, 4], [3, 7]], "ap": 6, "fuel": 0},
    {"type": "neutralised", "vp": "vp_ferry", "was": "watch", "by": "s_ah1"},
    {"type": "order_given", "side": "sky", "unit": "s_mor"},
    {"type": "orders_given", "side": "sky"},
    {"type": "orders_revealed", "orders": {"s_mor": "maneuver", "s_th": "hold"}, "round": 1},
    {"type": "pass", "side": "sky"},
    {"type": "phase_ended", "phase": "command", "side": "sky"},
    {"type": "phase_started", "phase": "orders", "round": 1},
    {"type": "phase_started", "phase": "command", "side": "amber", "segment": "amber",
     "round": 1},
    {"type": "power_shot", "unit": "g_inf4", "weapon": "rifle", "damage": 5},
    {"type": "resupplied", "unit": "depot", "target": "w_jammer", "ammo": 0, "fuel": 1},
    {"type": "round_ended", "round": 1},
    {"type": "smoke", "unit": "s_mor", "weapon": "mortar", "at": [10, 8], "rounds": 2},
    {"type": "smoke_cleared", "at": [10, 8]},
    {"type": "special", "unit": "w_kam1", "kind": "ability"},
    {"type": "sprinted", "unit": "r_inf2", "from": [5, 3], "path": [[6, 2]]},
    {"type": "terrain_changed", "at": [12, 4], "terrain": "crater"},
    {"type": "turn_ended", "side": "sky", "next": "watch", "round": 1},
    {"type": "turn_lost", "unit": "g_tank2", "initiative": 7},
    {"type": "turn_started", "side": "sky", "round": 1},
    {"type": "unit_done", "unit": "s_eng2", "side": "sky"},
    {"type": "unit_turn", "unit": "s_eng2", "side": "sky", "initiative": 0, "round": 1},
    {"type": "unloaded", "unit": "s_inf4", "from": "s_truck", "to": [7, 2]},
    {"type": "wreck", "at": [7, 7]},
]


def test_A_B_every_event_kind_reads_as_a_sentence():
    for event in SAMPLES:
        assert event["type"] in SENTENCES, event["type"]
        text = describe(event)
        # no raw keys, no "key value" program output, no unknown AP
        assert not any(f"{k} " in text.split(":")[0] for k in ("attacker_type", "segment"))
        assert "?" not in text and "_type" not in text, text
        assert "{" not in text and json.dumps(event["type"]) not in text, text
    assert describe(SAMPLES[17]).startswith("Opportunity fire: w_inf4 fires")
    assert describe(SAMPLES[10]) == ("r09 (sergeant) attacks b40 (sergeant) at [9, 4]: "
                                     "both are removed")
    assert describe(SAMPLES[34]) == "The Command phase begins for amber"
