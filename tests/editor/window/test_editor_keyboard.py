"""The editor from the keyboard alone: Tab never edits the mission, a cell cursor on the
map paints, places and selects, F6 reaches every dock, lists show their focus, and the
play-test window fits the screen it opens on."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QWidget

from conftest import FIXTURES


@pytest.fixture
def window(window, qtbot):
    """The main window (conftest), made the active window for key presses."""
    win = window
    win.activateWindow()
    qtbot.waitActive(win)
    return win


class MouseWatch(QObject):
    """Counts every mouse button event the application delivers."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                            QEvent.Type.MouseButtonDblClick):
            self.seen += 1
        return False


def keys(qtbot, widget, *names, modifier=Qt.KeyboardModifier.NoModifier):
    for name in names:
        qtbot.keyClick(widget, getattr(Qt.Key, f"Key_{name}"), modifier)


def cursor_to(qtbot, view, cell):
    """Walk the cursor to the top-left corner, then to `cell`."""
    keys(qtbot, view, *["Left"] * 10, *["Up"] * 6)
    assert view.keyboard.cell == (0, 0)
    keys(qtbot, view, *["Right"] * cell[0], *["Down"] * cell[1])
    assert view.keyboard.cell == cell


def test_keyboard_only_paints_places_selects_and_plays(qtbot, window):
    """A brush stroke, a unit, a rectangle and the play-test, without one mouse event."""
    watch = MouseWatch()
    app = QGuiApplication.instance()
    app.installEventFilter(watch)
    try:
        view, doc = window.view, window.doc
        window.options.set(terrain="F", brush_radius=0, unit_type="infantry")
        view.setFocus()
        keys(qtbot, view, "2")
        assert view.tool.name == "Brush"
        cursor_to(qtbot, view, (5, 1))
        assert window.cell_label.text().startswith("[5, 1]")  # the status bar names it
        qtbot.keyPress(view, Qt.Key.Key_Space)  # held down: one stroke
        keys(qtbot, view, "Right", "Right")
        qtbot.keyRelease(view, Qt.Key.Key_Space)
        rows = doc.scenario.map.rows
        assert [rows[1][c] for c in (5, 6, 7)] == ["F", "F", "F"]
        assert doc.undo_stack.count() == 1  # the stroke is one undo step

        keys(qtbot, view, "7")
        assert view.tool.name == "Place unit"
        cursor_to(qtbot, view, (5, 3))
        keys(qtbot, view, "Return")
        placed = [u for u in doc.scenario.units if u.at == (5, 3)]
        assert [u.type for u in placed] == ["infantry"] and doc.undo_stack.count() == 2

        keys(qtbot, view, "1")
        cursor_to(qtbot, view, (0, 0))
        keys(qtbot, view, "Right", "Right", "Down", "Down", "Down",
             modifier=Qt.KeyboardModifier.ShiftModifier)
        assert window.tools.selected_cells() == {(c, r) for c in range(3) for r in range(4)}
        selected = {getattr(t, "id", None) or t.kind for t in doc.selection}
        assert selected == {"r1", "r2", "vp2", "bridge", "building"}
        assert doc.undo_stack.count() == 2  # selecting is no edit

        keys(qtbot, view, "F5")
        assert window.playtest is not None and window.playtest.isVisible()
        assert watch.seen == 0
    finally:
        app.removeEventFilter(watch)
        if window.playtest is not None:
            window.playtest.close()


@pytest.mark.reads_window
def test_keyboard_the_cursor_stays_on_the_map_and_the_mouse_hides_it(qtbot, window):
    view = window.view
    view.setFocus()
    cursor_to(qtbot, view, (7, 3))
    keys(qtbot, view, "Right", "Down")
    assert view.keyboard.cell == (7, 3)  # the map's edge stops it
    middle = view.viewport().rect().center()
    qtbot.mouseMove(view.viewport(), middle)
    qtbot.mouseMove(view.viewport(), middle + QPoint(30, 20))  # the mouse takes over
    assert view.keyboard.cell is None


@pytest.mark.reads_window
def test_keyboard_tab_in_the_description_moves_focus_and_edits_nothing(qtbot, window):
    window.scenario_settings.raise_()
    description = window.scenario_settings.description
    before = description.toPlainText()
    description.setFocus()
    qtbot.waitUntil(description.hasFocus)
    for _ in range(5):
        qtbot.keyClick(QGuiApplication.focusObject(), Qt.Key.Key_Tab)
    assert not description.hasFocus()
    assert description.toPlainText() == before
    assert window.doc.undo_stack.count() == 0


def test_keyboard_every_multi_line_field_passes_tab_on(qtbot, window):
    from PySide6.QtWidgets import QPlainTextEdit, QTextEdit

    window.make_docks()  # the docks behind a tab make their fields when first shown
    edits = [*window.findChildren(QPlainTextEdit), *window.findChildren(QTextEdit)]
    assert edits and all(e.tabChangesFocus() for e in edits)


@pytest.mark.reads_window
def test_keyboard_f6_reaches_the_map_and_every_dock(qtbot, window):
    ring = window.panel_ring
    reached: list[QWidget] = []
    order = ring.panels()
    assert window.view in order and len(order) == 1 + len(
        [d for d in window.findChildren(QDockWidget) if d.toggleViewAction().isChecked()])
    window.view.setFocus()
    for _ in order:
        qtbot.keyClick(QGuiApplication.focusObject(), Qt.Key.Key_F6)
        here = ring.panel_of(QGuiApplication.focusObject())
        assert here is not None
        reached.append(here)
    assert set(map(id, reached)) == set(map(id, order))
    qtbot.keyClick(QGuiApplication.focusObject(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert ring.panel_of(QGuiApplication.focusObject()) is reached[-2]


@pytest.mark.reads_window
def test_keyboard_a_focused_list_shows_its_focus(qtbot, window):
    terrain = window.palette_dock.terrain_list
    window.view.setFocus()
    qtbot.waitUntil(lambda: not terrain.hasFocus())
    edge = (1, terrain.height() // 2)  # on the list's frame, beside the items
    unfocused = terrain.grab().toImage().pixelColor(*edge)
    terrain.setFocus()
    qtbot.waitUntil(terrain.hasFocus)
    focused = terrain.grab().toImage().pixelColor(*edge)
    assert focused != unfocused
    assert focused == terrain.palette().highlight().color()


def test_keyboard_the_playtest_window_fits_a_small_screen(qtbot, window):
    from editor.playtest.window import PlaytestWindow
    from editor.widgets.window_fit import available_area

    area = available_area(window)
    play = PlaytestWindow(window.doc.scenario, parent=window)
    qtbot.addWidget(play)
    assert area.contains(play.geometry()), (area, play.geometry())
    play.resize(area.width() // 2, area.height() // 2)
    play.move(area.topLeft())
    play.close()  # remembered for the next play-test
    again = PlaytestWindow(window.doc.scenario, parent=window)
    qtbot.addWidget(again)
    assert again.size() == play.size() and area.contains(again.geometry())
    again.close()


SCALED_PLAYTEST = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from editor.main_window import MainWindow
from editor.playtest.window import PlaytestWindow
from editor.widgets.window_fit import available_area
from engine.scenario.io import load_scenario
scenario = load_scenario(sys.argv[1])
main = MainWindow(scenario, None, QSettings(sys.argv[2], QSettings.Format.IniFormat))
main.show()
play = PlaytestWindow(scenario, parent=main)
play.show()
QTest.qWait(50)
area, frame = available_area(play), play.frameGeometry()
print(area.contains(frame), area.width(), frame.width(), frame.height())
"""


def test_keyboard_at_scale_factor_1_5_the_playtest_window_is_on_the_screen(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "1.5"}
    done = subprocess.run([sys.executable, "-c", SCALED_PLAYTEST, str(FIXTURES / "base.yaml"),
                           str(tmp_path / "settings.ini")],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    fits, area_width, width, height = done.stdout.split()
    assert fits == "True" and int(width) <= int(area_width) < 1400, done.stdout
