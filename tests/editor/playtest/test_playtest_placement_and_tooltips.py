"""The play-test window opens on the editor's screen, inside its available area and centred
on the editor, and comes back where the player left it; units have hover tooltips in the
editor and in the play-test, where a unit hidden in the fog has none (RULES.md A8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRect
from PySide6.QtGui import QHelpEvent, QScreen
from PySide6.QtWidgets import QApplication, QToolTip

from editor.map.unit_tooltip import unit_tooltip
from editor.playtest.window import GEOMETRY_KEY, PlaytestWindow


def fake_screen(monkeypatch, area: QRect) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))


def open_play(qtbot, window, **kwargs):
    play = PlaytestWindow(window.doc.scenario, parent=window, ai_delay_ms=0, **kwargs)
    qtbot.addWidget(play)
    play.show()
    qtbot.waitExposed(play)
    qtbot.wait(10)  # the fit once shown
    return play


def test_B_the_playtest_window_fits_a_small_screen(qtbot, window, monkeypatch):
    area = QRect(60, 30, 1000, 620)
    fake_screen(monkeypatch, area)
    window.settings.remove(GEOMETRY_KEY)
    window.move(100, 50)
    play = open_play(qtbot, window)
    assert area.contains(play.frameGeometry()), (area, play.frameGeometry())
    assert play.width() >= area.width() * 0.8 and play.height() >= area.height() * 0.7


def test_B_the_playtest_window_is_centred_on_the_editor(qtbot, window, monkeypatch):
    area = QRect(0, 0, 3000, 1800)
    fake_screen(monkeypatch, area)
    window.settings.remove(GEOMETRY_KEY)
    window.resize(1000, 700)
    window.move(1400, 900)
    qtbot.wait(10)
    play = open_play(qtbot, window)
    frame, editor = play.frameGeometry(), window.frameGeometry()
    assert area.contains(frame), (area, frame)
    expected_x = min(max(editor.center().x() - frame.width() // 2, area.left()),
                     area.right() + 1 - frame.width())
    expected_y = min(max(editor.center().y() - frame.height() // 2, area.top()),
                     area.bottom() + 1 - frame.height())
    assert abs(frame.x() - expected_x) <= 2 and abs(frame.y() - expected_y) <= 2, (
        frame, editor, expected_x, expected_y)
    screen_centred_x = area.left() + (area.width() - frame.width()) // 2
    assert frame.x() != screen_centred_x


def test_B_the_playtest_window_comes_back_where_it_was_left(qtbot, window, monkeypatch):
    area = QApplication.primaryScreen().availableGeometry()  # restoreGeometry reads the real one
    fake_screen(monkeypatch, area)
    window.settings.remove(GEOMETRY_KEY)
    play = open_play(qtbot, window)
    play.resize(area.width() * 2 // 3, area.height() * 2 // 3)
    play.move(area.left() + 40, area.top() + 30)
    qtbot.wait(10)
    left = play.geometry()
    play.close()
    assert window.settings.value(GEOMETRY_KEY) is not None
    again = open_play(qtbot, window)
    back = again.geometry()  # the offscreen platform's frame may shift it by a pixel or two
    assert back.size() == left.size() and (back.topLeft() - left.topLeft()).manhattanLength() <= 6, (
        back, left)


def tooltip_over(qtbot, view, cell) -> str:
    viewport = view.viewport()
    at = view.mapFromScene(view.painter_model.center(cell))
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, at,
                                                viewport.mapToGlobal(at)))
    qtbot.wait(10)
    text = QToolTip.text() if QToolTip.isVisible() else ""
    QToolTip.hideText()
    return text


@pytest.mark.reads_window
def test_A1_the_editor_shows_a_units_type_side_numbers_and_cargo_on_hover(qtbot, window):
    view = window.view
    view.centerOn(view.painter_model.center((1, 2)))
    text = tooltip_over(qtbot, view, (1, 2))  # the truck r2 carrying the medic r3
    assert "r2" in text and "Truck" in text and "Red Army" in text
    assert "Cargo: r3 (1/" in text and "fuel" in text
    view.centerOn(view.painter_model.center((6, 1)))
    text = tooltip_over(qtbot, view, (6, 1))  # the tank b1, damaged, with fuel 12
    assert "HP 9/" in text and "fuel 12/" in text and "Blue Army" in text
    assert tooltip_over(qtbot, view, (3, 1)) == ""  # water, nobody there


@pytest.mark.reads_window
def test_A1_the_tooltip_of_a_unit_in_play_has_its_live_ap_and_state(window):
    unit = window.doc.scenario.unit("r1") if hasattr(window.doc.scenario, "unit") else next(
        u for u in window.doc.scenario.units if u.id == "r1")
    catalog = window.view.painter_model.catalog
    live = {"hp": 5, "ap": 3, "ammo": 2, "alert": True, "shots_left": 0, "cargo": []}
    text = unit_tooltip(unit, window.doc.scenario, catalog, live)
    assert "HP 5/" in text and "AP 3/" in text and "ammo 2/" in text
    assert "on alert" in text and "0 shot(s) left" in text
    assert "AP" not in unit_tooltip(unit, window.doc.scenario, catalog)  # no game: no AP


def test_A8_in_the_playtest_a_hidden_enemy_has_no_tooltip_a_seen_one_has(qtbot, window):
    play = PlaytestWindow(window.doc.scenario, seed=1, ai_delay_ms=0,
                          controllers={"red": "human", "blue": "human"}, parent=window)
    qtbot.addWidget(play)
    play.show()
    qtbot.waitExposed(play)
    seen = {u["id"] for u in play.game.seen_units("red")}
    assert "b2" not in seen and "b1" in seen
    assert tooltip_over(qtbot, play.board, (7, 3)) == ""  # b2, the engineer in the fog
    assert play.hover_text((7, 3)) == ""
    text = tooltip_over(qtbot, play.board, (6, 1))
    assert "b1" in text and "Blue Army" in text and "AP" not in text  # an enemy's AP: unknown
    own = tooltip_over(qtbot, play.board, (1, 1))
    assert "r1" in own and "AP 12/12" in own
    play.a_reveal.setChecked(True)
    assert "b2" in play.hover_text((7, 3))
    play.a_reveal.setChecked(False)
    play.a_end.trigger()  # hot seat: the board is hidden, and so are the tooltips
    assert play.board_stack.currentIndex() == 1 and play.hover_text((1, 1)) == ""


def test_B_stratego_a_piece_tooltip_tells_its_rank_only_when_known(qtbot):
    from conftest import SCENARIOS
    from engine.scenario.io import load_scenario

    play = PlaytestWindow(load_scenario(SCENARIOS / "stratego_classic.yaml"), seed=1,
                          ai_delay_ms=0, controllers={"red": "human", "blue": "human"})
    qtbot.addWidget(play)
    play.show()
    own = next(u for u in play.game.units("red") if u["type"] == "scout")
    text = play.hover_text(tuple(own["at"]))
    assert "Scout" in text and "HP" not in text  # no General Clumsy scout's numbers
    enemy = play.game.units("blue")[0]
    text = play.hover_text(tuple(enemy["at"]))
    assert enemy["type"] not in text.lower() and "Unknown" in text
