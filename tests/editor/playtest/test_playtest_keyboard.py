"""Issue 38 item 6: the play-test from the keyboard alone (the editor's cell cursor and
keys: arrows, Enter selects and acts, Esc cancels), a focus frame on the map and the docks,
Ctrl+M to reach the map in both windows, all of it in the shortcut list and the guide."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from conftest import ROOT

ARROW = {(-1, 0): Qt.Key.Key_Left, (1, 0): Qt.Key.Key_Right, (0, -1): Qt.Key.Key_Up,
         (0, 1): Qt.Key.Key_Down}


class MouseWatch(QObject):
    """Counts every mouse button event the application delivers."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            self.seen += 1
        return False


def key(qtbot, widget, name, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(widget, getattr(Qt.Key, f"Key_{name}"), modifier)


def cursor_to(qtbot, board, cell):
    """Walk the board's cursor to the top-left corner, then to `cell`."""
    for _ in range(12):
        key(qtbot, board, "Left")
    for _ in range(8):
        key(qtbot, board, "Up")
    assert board.keyboard.cell == (0, 0)
    for _ in range(cell[0]):
        key(qtbot, board, "Right")
    for _ in range(cell[1]):
        key(qtbot, board, "Down")
    assert board.keyboard.cell == cell


def play_window(qtbot, window, tmp_path):
    from editor.playtest.window import PlaytestWindow

    settings = QSettings(str(tmp_path / "play.ini"), QSettings.Format.IniFormat)
    play = PlaytestWindow(window.doc.scenario, parent=window, settings=settings, ai_delay_ms=0)
    qtbot.addWidget(play)
    play.show()
    qtbot.waitExposed(play)
    play.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is play)
    return play


def test_the_play_test_plays_from_the_keyboard_alone(qtbot, window, tmp_path):
    from editor.playtest.window import REACH_COLOR

    play = play_window(qtbot, window, tmp_path)
    watch = MouseWatch()
    app = QGuiApplication.instance()
    app.installEventFilter(watch)
    try:
        board = play.board
        assert QApplication.focusWidget() is board  # the arrows work from the start
        assert play.game.side == "red" and play.is_human_turn()
        cursor_to(qtbot, board, (1, 1))  # r1, red's infantry
        assert board.keyboard.cell == (1, 1)
        key(qtbot, board, "Return")
        assert play.selected == "r1"
        reach = sorted(c for c, mark in board.options.overlay.items() if mark[0] == REACH_COLOR)
        assert reach
        target = reach[0]
        cursor_to(qtbot, board, target)
        key(qtbot, board, "Return")  # move there
        assert tuple(play.game.unit("r1")["at"]) == target
        play.select("r1")
        key(qtbot, board, "Escape")  # cancels the selection, the window stays
        assert play.selected is None and play.isVisible()
        key(qtbot, board, "Escape")  # hides the cursor
        assert board.keyboard.cell is None and play.isVisible()
        play.panel.end_button.setFocus()
        key(qtbot, play.panel.end_button, "M", Qt.KeyboardModifier.ControlModifier)
        assert QApplication.focusWidget() is board  # Ctrl+M: back to the map
        key(qtbot, board, "Escape")  # nothing to cancel: back to editing
        assert not play.isVisible()
    finally:
        app.removeEventFilter(watch)
    assert watch.seen == 0


def frame_pixel(widget):
    """The colour of the widget's own frame, at the middle of its left edge."""
    return widget.grab().toImage().pixelColor(0, widget.height() // 2)


def test_the_map_and_the_docks_show_the_focus(qtbot, window, tmp_path):
    win = window
    win.activateWindow()
    qtbot.waitActive(win)
    highlight = win.view.palette().highlight().color()
    win.palette_dock.mirror.setFocus()
    assert win.palette_dock.property("focused") is True
    unfocused = frame_pixel(win.view)
    key(qtbot, win.palette_dock.mirror, "M", Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is win.view  # Ctrl+M in the editor too
    assert win.palette_dock.property("focused") is False
    focused = frame_pixel(win.view)
    assert focused == highlight and unfocused != highlight
    play = play_window(qtbot, win, tmp_path)
    assert frame_pixel(play.board) == play.board.palette().highlight().color()
    play.close()


def test_the_keys_are_in_the_shortcut_list_and_the_guide(qtbot, window):
    rows = window.show_shortcuts().rows()
    keys = {(r[1], r[2]) for r in rows}
    assert ("Ctrl+M", "View") in keys
    assert ("Arrows", "Map") in keys and ("Arrows", "Play-test") in keys
    assert ("Esc", "Play-test") in keys
    for name in ("guide.md", "guide.it.md"):
        guide = (ROOT / "docs" / name).read_text(encoding="utf-8")
        assert "Ctrl+M" in guide, name
        assert "F6" in guide, name
