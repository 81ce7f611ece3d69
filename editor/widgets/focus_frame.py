"""Where the keyboard is, seen at a glance, and one key back to the map (both windows).

- A frame in the highlight colour around the list, tree, table or map that has the
  focus (a transparent frame of the same width otherwise, so nothing moves).
- A dock holding the focus shows its title in the highlight colour (a dock itself never
  has the focus: its fields do), set by `DockFocusMarker` as the focus moves.
- Ctrl+M ("Go to the map") gives the map the focus from anywhere in the window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

FOCUS_STYLE = (
    "QAbstractItemView, QGraphicsView { border: 2px solid transparent; }\n"
    "QAbstractItemView:focus, QGraphicsView:focus { border: 2px solid palette(highlight); }\n"
    'QDockWidget[focused="true"]::title { background: palette(highlight); '
    "color: palette(highlighted-text); }\n"
    'QDockWidget[focused="true"] { color: palette(highlighted-text); }\n'
)
FOCUSED = "focused"
MAP_KEY = "Ctrl+M"


class DockFocusMarker(QObject):
    """Marks the dock of `window` that holds the keyboard focus (property "focused")."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.marked: QDockWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self.update)

    def update(self, _old: QWidget | None = None, now: QWidget | None = None) -> None:
        dock = now if isinstance(now, QDockWidget) else None
        widget = now.parentWidget() if now is not None else None
        while dock is None and widget is not None:
            if isinstance(widget, QDockWidget):
                dock = widget
            widget = widget.parentWidget()
        if dock is not None and dock.window() is not self.window:
            dock = None
        if dock is self.marked:
            return
        for one, on in ((self.marked, False), (dock, True)):
            if one is not None:
                one.setProperty(FOCUSED, on)
                one.style().unpolish(one)
                one.style().polish(one)
                one.update()
        self.marked = dock


def show_focus(window: QMainWindow) -> DockFocusMarker:
    """The focus frames of `window` (its style sheet) and the marker of its docks."""
    window.setStyleSheet(window.styleSheet() + FOCUS_STYLE)
    return DockFocusMarker(window)


def map_key_action(window: QMainWindow, board: QWidget) -> QAction:
    """Ctrl+M: the keyboard focus to the map, wherever it was in the window."""
    action = QAction(QCoreApplication.translate("KeyboardFocus", "Go to the map"), window)
    action.setShortcut(QKeySequence(MAP_KEY))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.setStatusTip(QCoreApplication.translate(
        "KeyboardFocus", "Move the keyboard focus to the map (arrows then move its cell cursor)"))
    action.triggered.connect(lambda: board.setFocus(Qt.FocusReason.ShortcutFocusReason))
    window.addAction(action)
    return action
