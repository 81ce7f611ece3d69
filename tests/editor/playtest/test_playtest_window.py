"""The play-test window, driven offscreen: select, move, fire, end turn, game over."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import QSettings

from conftest import FIXTURES
from editor.main_window import MainWindow
from editor.playtest.window import PlaytestWindow
from engine.scenario.io import load_scenario, scenario_from_text


def close_range_scenario(base_text):
    """r1 (infantry) two cells from b1 (tank) on the road, with nothing between them."""
    scenario, problems = scenario_from_text(base_text.replace("side: red, at: [1, 1]", "side: red, at: [4, 1]"))
    assert scenario is not None and problems == []
    return scenario


@pytest.fixture
def play(qtbot, base_text):
    window = PlaytestWindow(close_range_scenario(base_text), seed=3,
                            controllers={"red": "human", "blue": "human"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    return window


def test_select_shows_reachable_cells_targets_and_orders(play):
    play.cell_clicked((4, 1))
    assert play.selected == "r1"
    overlay = play.board.options.overlay
    assert (4, 0) in overlay and overlay[(4, 0)][1] == "1"  # one road step
    assert (6, 1) in play.board.targets  # the tank is a target: a red crosshair
    assert "r1 (infantry)" in play.unit_info.text()


def test_fire_then_move_then_end_turn_hands_over(play):
    play.cell_clicked((4, 1))
    hp = play.game.unit("b1")["hp"]
    play.cell_clicked((6, 1))  # fire at the tank
    assert play.game.unit("b1")["hp"] < hp
    assert any("fires" in play.log.item(i).text() for i in range(play.log.count()))
    play.cell_clicked((4, 0))  # then move away up the road
    assert tuple(play.game.unit("r1")["at"]) == (4, 0)
    play.a_end.trigger()
    assert play.game.side == "blue"
    texts = play.log_lines("red")
    assert any(t.startswith("Summary of Red Army's side-turn: moves 1, shots 1") for t in texts)
    play.confirm_handover()
    play.cell_clicked((6, 1))
    assert play.selected == "b1"


def test_illegal_clicks_change_nothing(play):
    play.cell_clicked((4, 1))
    before = play.game.unit("r1")["at"]
    play.cell_clicked((3, 1))  # water
    assert play.game.unit("r1")["at"] == before
    play.cell_clicked((6, 1))
    play.cell_clicked((6, 1))
    play.cell_clicked((6, 1))  # out of shots by now
    assert "shot" in play.statusBar().currentMessage() or play.game.unit("r1")["shots_left"] == 0


def test_fog_follows_the_human_to_play_and_reveal_all(play):
    def drawn_units():
        return {u.id for u in play.board.painter_model.scenario.units}

    assert play.board.options.fog == play.game.visible_cells("red")
    assert drawn_units() == {u["id"] for u in play.game.seen_units("red")}
    assert not [f for f in play.board.painter_model.scenario.features
                if f.kind == "mine" and f.owner == "blue"], "enemy mines stay hidden"
    play.a_end.trigger()
    assert play.board_stack.currentIndex() == 1 and play.board.painter_model.scenario.units == []
    play.confirm_handover()
    assert play.board_stack.currentIndex() == 0
    assert play.board.options.fog == play.game.visible_cells("blue")
    assert [f for f in play.board.painter_model.scenario.features if f.kind == "mine"]
    play.a_reveal.setChecked(True)
    assert play.board.options.fog is None
    assert drawn_units() == {u["id"] for u in play.game.units()}


def test_game_over_screen_and_replay(play, tmp_path):
    finished = []
    play.game_finished.connect(finished.append)
    for _ in range(2 * play.base.rounds + 2):
        if play.game.result is not None:
            break
        play.a_end.trigger()
    assert play.game.result is not None and finished
    assert "Game over" in play.result_label.text()
    out = tmp_path / "replay.json"
    play.ask_path = lambda: str(out)
    play.save_replay()
    data = json.loads(out.read_text())
    assert data["seed"] == 3 and data["actions"][0] == {"type": "end_turn"}
    assert data["result"] == play.game.result


def test_restart_gives_a_fresh_game(play):
    play.cell_clicked((4, 1))
    play.cell_clicked((4, 0))
    play.restart(11)
    assert play.seed == 11 and play.game.history == []
    assert tuple(play.game.unit("r1")["at"]) == (4, 1)


def test_f5_plays_the_unsaved_scenario_and_leaves_it_untouched(qtbot, tmp_path, base_text):
    path = tmp_path / "base.yaml"
    shutil.copy(FIXTURES / "base.yaml", path)
    win = MainWindow(load_scenario(path), path,
                     QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.ask = lambda *a: 0  # type: ignore[method-assign]
    win.doc.scenario.units[0].at = (4, 1)  # an unsaved edit
    win.doc.contents_changed.emit()
    win.a_play.trigger()
    play = win.playtest
    assert isinstance(play, PlaytestWindow)
    play.set_controller("blue", "human")
    play.cell_clicked((4, 1))
    play.cell_clicked((4, 0))
    assert tuple(play.game.unit("r1")["at"]) == (4, 0)
    play.close()
    assert win.doc.scenario.unit("r1").at == (4, 1)


def test_f5_refuses_a_scenario_with_errors(qtbot, tmp_path):
    path = tmp_path / "base.yaml"
    shutil.copy(FIXTURES / "base.yaml", path)
    win = MainWindow(load_scenario(path), path,
                     QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    told = []
    win.tell = lambda title, text: told.append(text)  # type: ignore[method-assign]
    win.ask = lambda *a: 0  # type: ignore[method-assign]
    win.doc.scenario.units[0].at = (3, 1)  # on water
    win.doc.contents_changed.emit()
    win.a_play.trigger()
    assert win.playtest is None and told and "water" in told[0]


def test_the_ai_answers_on_a_worker_thread(qtbot, base_text):
    window = PlaytestWindow(close_range_scenario(base_text), seed=5,
                            controllers={"red": "human", "blue": "ai"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.a_end.trigger()
    assert window.game.side == "blue" or window.game.result is not None
    qtbot.waitUntil(lambda: (window.game.side == "red" and window.thinker is None
                             and not window.pending) or window.game.result is not None,
                    timeout=30_000)
    blue_actions = [a for a in window.game.history[1:]]
    assert blue_actions and blue_actions[-1]["type"] == "end_turn" or window.game.result
    texts = [window.log.item(i).text() for i in range(window.log.count())]
    assert any(t.startswith("Summary of ") and "side-turn" in t or "this side-turn" in t
               for t in texts) or window.game.result


def test_ai_against_ai_plays_to_the_end(qtbot, base_text):
    """And the log, as it grows, gets each new line once: a long game's every action does
    not lay out the whole log again (play_log.py `show`)."""
    window = PlaytestWindow(close_range_scenario(base_text), seed=2,
                            controllers={"red": "ai", "blue": "ai"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    start, inserted = window.log.count(), []
    window.log.model().rowsInserted.connect(
        lambda _parent, first, last: inserted.append(last - first + 1))
    window.show()
    qtbot.waitUntil(lambda: window.game.result is not None, timeout=60_000)
    assert "Game over" in window.result_label.text()
    shown = [window.log.item(i).text() for i in range(window.log.count())]
    assert shown == window.play_log.lines(None if window.reveal else window.viewer())
    assert len(shown) > start + 20 and sum(inserted) == len(shown) - start


def test_the_phased_turn_system_shows_its_phase(qtbot):
    from conftest import SCENARIOS

    window = PlaytestWindow(load_scenario(SCENARIOS / "four_ways_phased.yaml"), seed=1,
                            controllers={"amber": "human", "azure": "human"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    assert window.game.phase and "phase" in window.status.text()


def test_the_log_keeps_what_happens_in_the_fog_out(qtbot, base_text):
    """The side logs read the engine's channel; its filter is the one they show."""
    from engine.rules.side_channel import Sight, readable

    ids = {"r1", "b1", "b9"}

    def seen_by(event, units, cells):
        return readable(event, "red", Sight(frozenset(units), frozenset(cells)), ids)

    assert seen_by({"type": "fired", "unit": "b1", "target": [1, 1]}, {"r1", "b1"}, set())
    assert not seen_by({"type": "mine_laid", "unit": "b9", "at": [7, 3]}, {"r1"}, {(1, 1)})
    assert seen_by({"type": "terrain_changed", "at": [1, 1]}, set(), {(1, 1)})
    assert not seen_by({"type": "terrain_changed", "at": [7, 3]}, set(), {(1, 1)})
    assert seen_by({"type": "turn_ended", "side": "blue"}, set(), set())


def test_moves_animate_along_their_path(qtbot, base_text):
    window = PlaytestWindow(close_range_scenario(base_text), seed=3,
                            controllers={"red": "human", "blue": "human"}, ai_delay_ms=120)
    qtbot.addWidget(window)
    window.show()
    window.select("r1")
    assert window.issue({"type": "move", "unit": "r1", "to": [4, 3]})
    drawn = next(u for u in window.board.painter_model.scenario.units if u.id == "r1")
    positions = set()
    qtbot.waitUntil(lambda: positions.add(drawn.at) or drawn.at == (4, 3) and len(positions) > 1,
                    timeout=3000)
    assert len(positions) > 1 and drawn.at == (4, 3)


def test_a_human_gives_secret_orders_then_the_ai_answers_under_orders(qtbot):
    """`orders` (RULES.md B) in the preview: the human orders each unit from the unit's action list,
    the AI orders its own, then units act by initiative, the AI's on its own."""
    from conftest import SCENARIOS

    window = PlaytestWindow(load_scenario(SCENARIOS / "four_ways_orders.yaml"), seed=4,
                            controllers={"amber": "human", "azure": "ai"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    game = window.game
    assert game.phase == "orders" and game.side == "amber"
    first = next(u["id"] for u in game.units("amber") if u["at"] is not None)
    window.select(first)
    labels = [window.orders.item(i).text() for i in range(window.orders.count())]
    assert {"Maneuver", "Hold", "Special"} <= set(labels)
    for unit in game.units("amber"):  # as the order list does when an order is clicked
        assert window.act({"type": "order", "unit": unit["id"], "order": "hold"})
    # the AI gives its orders, then acts at its units' initiatives until a human unit's turn
    qtbot.waitUntil(lambda: game.phase != "orders" and (game.result is not None
                                                         or window.is_human_turn()),
                    timeout=30_000)
    assert set(game.turn_info["orders"].values()) >= {"hold"}
    azure_orders = {game.turn_info["orders"][u["id"]] for u in game.units("azure")}
    assert azure_orders <= {"maneuver", "hold", "special"} and azure_orders
    if game.result is None:
        acting = game.turn_info["acting"]
        assert f"unit {acting} acting at initiative" in window.status.text()
        assert window.selected == acting  # the human's unit whose turn it is is selected


@pytest.mark.parametrize("mission", ["four_ways_phased", "four_ways_orders",
                                     "four_ways_activation", "stratego_classic"])
def test_the_ai_plays_every_turn_system_and_stratego_in_the_preview(qtbot, mission):
    from conftest import SCENARIOS

    scenario = load_scenario(SCENARIOS / f"{mission}.yaml")
    window = PlaytestWindow(scenario, seed=1,
                            controllers={s.id: "ai" for s in scenario.sides}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.game.result is not None or len(window.game.history) >= 40,
                    timeout=120_000)
    window._stop_thinking()
    assert len({a["type"] for a in window.game.history}) > 1 or mission == "stratego_classic"
    assert window.log.count() > 0


def test_the_log_reads_the_orders_systems_events():
    from editor.playtest.event_text import describe

    assert describe({"type": "orders_revealed", "round": 1,
                     "orders": {"a1": "hold", "b1": "maneuver", "a2": "hold"}}) == (
        "Orders are revealed: a1, a2 will hold; b1 will maneuver")
    assert describe({"type": "initiative", "rolls": {"a1": 4, "b1": 1}, "round": 1}) == (
        "Initiative, lowest first: b1 rolls 1, a1 rolls 4")
    assert describe({"type": "intercept", "unit": "a1", "target": "b1", "roll": 2,
                     "success": True}) == "a1 intercepts b1 (rolled 2)"
