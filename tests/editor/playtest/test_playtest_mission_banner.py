"""The play-test's Mission banner and clock (issue 38, items 9 and the hot-seat briefings):
each side reads only its own briefing, a message goes when its round is over, and the map
is tinted for the season and hour now, with the clock on the status line."""

from __future__ import annotations

from conftest import SCENARIOS
from editor.playtest.window import PlaytestWindow
from engine.scenario import mission as m
from engine.scenario.io import load_scenario, scenario_from_text
from engine.scenario.model import Calendar


def _window(qtbot, scenario, controllers):
    play = PlaytestWindow(scenario, seed=1, controllers=controllers, ai_delay_ms=0)
    qtbot.addWidget(play)
    play.show()
    return play


def test_hot_seat_each_side_reads_only_its_own_briefing(qtbot, base_text):
    scenario, _ = scenario_from_text(base_text)
    scenario.briefing = {"red": "Take the bridge.", "blue": "Hold it."}
    play = _window(qtbot, scenario, {"red": "human", "blue": "human"})
    assert play.game.side == "red"
    assert "Take the bridge." in play.mission.banner.text()
    assert "Hold it." not in play.mission.banner.text()
    assert any("Take the bridge." in line for line in play.log_lines("red"))
    assert not any("Hold it." in line for line in play.log_lines("red"))
    assert any("Hold it." in line for line in play.log_lines("blue"))
    assert not any("Take the bridge." in line for line in play.log_lines("blue"))
    play.end_turn()
    assert play.board_hidden() and play.mission.banner.text() == ""  # the hand-over
    play.handover_button.click()
    assert "Hold it." in play.mission.banner.text()
    assert "Take the bridge." not in play.mission.banner.text()


def test_a_message_clears_when_its_round_is_over(qtbot, base_text):
    scenario, _ = scenario_from_text(base_text)
    scenario.events = [m.MissionEvent(id="news", when=m.RoundTrigger(round=1),
                                      do=[m.Message(to="all", text="Hold on")])]
    play = _window(qtbot, scenario, {"red": "human", "blue": "ai"})
    assert play.game.round == 1 and play.mission.banner.text() == "Hold on"
    play.end_turn()
    play.wait_for_ai()
    qtbot.waitUntil(lambda: play.is_human_turn(), timeout=20000)
    assert play.game.round == 2
    assert play.mission.banner.text() == "" and not play.mission.dock.isVisibleTo(play)


def test_the_board_is_tinted_for_the_season_and_hour_now_and_says_the_clock(qtbot):
    scenario = load_scenario(SCENARIOS / "tutorial.yaml")
    scenario.calendar = Calendar(season="winter", start_hour=22, hours_per_round=1)
    play = _window(qtbot, scenario, {s.id: "human" for s in scenario.sides[:1]}
                   | {s.id: "ai" for s in scenario.sides[1:]})
    tint = play.board.item.tint
    assert tint is not None and (tint.season, tint.hour, tint.phase) == ("winter", 22, "night")
    assert "winter, 22:00 (night)" in play.status.text()
    play.end_turn()
    play.wait_for_ai()
    qtbot.waitUntil(lambda: play.is_human_turn(), timeout=20000)
    assert play.game.round == 2 and play.board.item.tint.hour == 23
    assert "23:00" in play.status.text()
