"""The log and the replay in sentences (issue 38, item 10, and the fuzz run's r19): a
turn's summary without nought counts and none in Stratego, a trigger read as a sentence,
a replay step in words, and nothing said of what the reader cannot see (the passengers of
a seen enemy truck, where a point was taken out of sight)."""

from __future__ import annotations

from conftest import FIXTURES, SCENARIOS
from editor.balance.replay_window import ReplayWindow
from editor.docks.events import summary
from editor.playtest.event_text import describe, turn_summary
from editor.playtest.window import PlaytestWindow
from engine import Game
from engine.scenario import mission as m
from engine.scenario.io import load_scenario

R19 = FIXTURES / "r19_log_names_hidden_cargo.yaml"


def _window(qtbot, scenario, controllers):
    play = PlaytestWindow(scenario, seed=0, controllers=controllers, ai_delay_ms=0)
    qtbot.addWidget(play)
    play.show()
    return play


def test_r19_a_seen_truck_arrives_with_its_unseen_passengers_counted_not_named(qtbot):
    play = _window(qtbot, load_scenario(R19), {"blue": "human", "red": "ai"})
    play.end_turn()
    play.wait_for_ai()
    qtbot.waitUntil(lambda: play.is_human_turn(), timeout=30_000)
    blue = play.log_lines("blue")
    arrival = [line for line in blue if "arrives for red" in line]
    assert arrival and "2 unseen aboard" in arrival[0], blue
    assert not any("r_secret" in line or "Hidden" in line for line in blue[:blue.index(
        arrival[0]) + 1])
    assert any("r_secret_inf" in line for line in play.log_lines(None))  # the umpire's log


def test_a_turn_summary_leaves_out_nought_counts():
    assert turn_summary("Red", [{"type": "moved"}]) == "Summary of Red's side-turn: moves 1"
    assert turn_summary("Red", []) == "Red did not move or fire this side-turn"


def test_stratego_logs_no_turn_summary(qtbot):
    play = _window(qtbot, load_scenario(SCENARIOS / "stratego_classic.yaml"),
                   {"red": "human", "blue": "ai"})
    move = next(a for a in play.game.legal_actions() if a["type"] == "move")
    play.act(move)
    play.wait_for_ai()
    qtbot.waitUntil(lambda: play.is_human_turn() or play.game.result is not None,
                    timeout=30_000)
    lines = play.log_lines("red")
    assert not any("Summary of" in line or "shots 0" in line for line in lines), lines


def test_a_point_lost_out_of_sight_is_told_without_where():
    assert describe({"type": "neutralised", "was": "blue"}) == (
        "A point was lost: a victory point of blue out of sight is no longer held")
    assert describe({"type": "captured", "side": "red"}) == (
        "red captures a victory point out of sight")
    assert "vp" not in describe({"type": "capturing", "side": "red"})


def test_a_trigger_reads_as_a_sentence():
    assert summary(m.UnitsLeftTrigger(side="blue", at_most=3)) == (
        "When blue has at most 3 units left")
    assert summary(m.RoundTrigger(round=2)) == "At the start of round 2"
    assert "at_most" not in summary(m.UnitsLeftTrigger(side="blue", at_most=0))


def test_the_replay_status_says_the_step_in_words_not_json(qtbot):
    scenario = load_scenario(SCENARIOS / "tutorial.yaml")
    game = Game(scenario, 0)
    move = next(a for a in game.legal_actions() if a["type"] == "move")
    window = ReplayWindow(scenario, {"seed": 0, "actions": [move, {"type": "end_turn"}]})
    qtbot.addWidget(window)
    window.forward()
    text = window.status.text()
    assert "{" not in text and '"type"' not in text, text
    assert f"{move['unit']}: Move" in text, text


def test_the_log_and_the_replay_name_the_sides_not_their_ids(qtbot):
    """Every line names a side as the mission does ("Training Company"), never by its id:
    the side-turn's banner, its end, a capture, the game's end."""
    scenario = load_scenario(SCENARIOS / "tutorial.yaml")
    play = _window(qtbot, scenario, {"blue": "human", "red": "ai"})
    for _ in range(2):
        play.end_turn()
        play.wait_for_ai()
    lines = [line for log in play.logs.values() for line in log]
    assert any("Training Company" in line for line in lines), lines
    assert any("Sparring Company" in line for line in lines), lines
    ids = [line for line in lines if any(f"{side}'s" in line or line.startswith(side + " ")
                                         for side in ("blue", "red"))]
    assert not ids, ids
    window = ReplayWindow(scenario, {"seed": 0, "actions": [{"type": "end_turn"}]})
    qtbot.addWidget(window)
    window.forward()
    shown = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("Training Company" in line for line in shown), shown
    assert not any(line.startswith(("blue ", "red ", "— blue", "— red")) for line in shown), shown
    assert describe({"type": "captured", "side": "red", "vp": "vp_hill"},
                    side_name={"red": "Sparring Company"}.get) == (
        "Sparring Company captures victory point vp_hill")


def test_a_shot_an_unseen_unit_stops_says_where_and_not_what():
    from editor.playtest.event_text import describe

    shot = {"type": "fired", "unit": "r_tank", "weapon": "gun", "from": [0, 2],
            "target": [5, 2], "what": "unit", "victim": "b_seen", "blocked_at": [4, 2]}
    text = describe(shot)
    assert "[4, 2]" in text and "unseen" in text
    assert "[4, 2]" not in describe({k: v for k, v in shot.items() if k != "blocked_at"})
