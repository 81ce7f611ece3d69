"""Keyboard focus in the main window: Tab never types, focus is seen, every dock is reached.

- Tab and Shift+Tab move focus out of multi-line fields too (the Description, the
  briefings): a tab character typed into the mission would be an edit nobody meant.
- Every list, tree and table, and the map, shows a frame in the highlight colour while it
  has focus; the dock holding the focus shows its title so (editor/widgets/focus_frame.py).
- F6 and Shift+F6 go round the panels (the map and each open dock, tabbed docks
  included): the panel is raised and its first control takes the focus; Ctrl+M goes
  straight to the map.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QPlainTextEdit,
    QScrollArea,
    QTextEdit,
    QWidget,
)

from editor.widgets.focus_frame import map_key_action, show_focus

translate = QCoreApplication.translate


def tab_moves_focus(root: QWidget) -> None:
    """Tab leaves every multi-line field under `root` instead of inserting a tab."""
    for plain in root.findChildren(QPlainTextEdit):
        plain.setTabChangesFocus(True)
    for rich in root.findChildren(QTextEdit):
        rich.setTabChangesFocus(True)


class PanelRing(QObject):
    """The map and the docks of a window, in a fixed order (raising a dock reorders the
    window's children, so the order is taken once, and docks added later go last)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.docks: list[QDockWidget] = []

    def panels(self) -> list[QWidget]:
        """The map, then the docks, those the designer closed left out."""
        self.docks += [d for d in self.window.findChildren(QDockWidget)
                       if d.parent() is self.window and d not in self.docks]
        central = self.window.centralWidget()
        return (([central] if central is not None else [])
                + [d for d in self.docks if d.toggleViewAction().isChecked()])

    def panel_of(self, widget: QObject | None) -> QWidget | None:
        for panel in self.panels():
            if isinstance(widget, QWidget) and (widget is panel or panel.isAncestorOf(widget)):
                return panel
        return None

    def go(self, step: int) -> QWidget | None:
        """Focus the panel `step` places after (or before) the one holding the focus."""
        order = self.panels()
        if not order:
            return None
        here = self.panel_of(QApplication.focusWidget())
        index = order.index(here) if here in order else -1
        panel = order[(index + step) % len(order)]
        if isinstance(panel, QDockWidget):
            panel.show()
            panel.raise_()
        first_control(panel).setFocus(Qt.FocusReason.TabFocusReason)
        return panel


def first_control(panel: QWidget) -> QWidget:
    """The first control in `panel` that takes focus by Tab, else the panel itself."""
    for child in panel.findChildren(QWidget):
        if (child.focusPolicy() & Qt.FocusPolicy.TabFocus) == Qt.FocusPolicy.TabFocus \
                and child.isVisibleTo(panel) and child.isEnabled() \
                and type(child) is not QScrollArea and not isinstance(child, QDockWidget):
            return child
    return panel


def install(window: QMainWindow) -> tuple[PanelRing, list[QAction]]:
    """Set up the window's keyboard focus; its panels and the F6 actions, for a menu."""
    tab_moves_focus(window)
    ring = PanelRing(window)
    ring.panels()
    window.focus_marker = show_focus(window)  # type: ignore[attr-defined]
    central = window.centralWidget()
    actions = [map_key_action(window, central)] if central is not None else []
    for text, key, step in ((translate("KeyboardFocus", "Next panel"), "F6", 1),
                            (translate("KeyboardFocus", "Previous panel"), "Shift+F6", -1)):
        action = QAction(text, window)
        action.setShortcut(QKeySequence(key))
        action.setStatusTip(translate("KeyboardFocus",
                                      "Move the keyboard focus to the map or the next dock"))
        action.triggered.connect(lambda _=False, s=step: ring.go(s))
        window.addAction(action)
        actions.append(action)
    return ring, actions
