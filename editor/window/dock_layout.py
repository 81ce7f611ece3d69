"""Where the main window's docks stand: the default layout (View > Reset layout), their
sizes for the window's size, and the layout and geometry the designer left, restored."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from editor.docks.problems import ProblemsDock

# The version of the dock layout saved with saveState: a layout saved by an editor with
# another default layout is not restored (the new default is used instead).
LAYOUT_VERSION = 2


class DockLayout(QObject):
    """`above` and `below` are the two tabbed groups of the right column (the first of
    each is raised); the Problems list lies along the bottom."""

    def __init__(self, window: QMainWindow, above: list[QDockWidget], below: list[QDockWidget],
                 problems: ProblemsDock, toolbar: QToolBar, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.above, self.below = above, below
        self.problems = problems
        self.toolbar = toolbar
        self.settings = settings
        self.docks_to_size = False  # sized at the next show, once the window has its size

    def docks(self) -> list[QDockWidget]:
        return [*self.above, *self.below, self.problems]

    def place(self) -> None:
        """The default layout: the map takes the room; the docks stand in one column on the
        right, two tabbed groups (what you paint with and look at above, the forms that
        edit below), and the Problems list lies along the bottom, folded to its title
        while it is empty."""
        w = self.window
        right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
        for dock in self.docks():
            dock.setFloating(False)
        w.setCorner(Qt.Corner.BottomRightCorner, right)
        w.addDockWidget(right, self.above[0])
        w.addDockWidget(right, self.below[0], Qt.Orientation.Vertical)
        for group in (self.above, self.below):
            for first, second in zip(group, group[1:], strict=False):
                w.tabifyDockWidget(first, second)
        w.addDockWidget(bottom, self.problems)
        for dock in self.docks():
            dock.show()
        self.above[0].raise_()
        self.below[0].raise_()
        w.removeToolBar(self.toolbar)
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.toolbar.show()
        self.docks_to_size = True
        if w.isVisible():
            self.size_docks()

    def size_docks(self) -> None:
        """Dock sizes for the window's size: a right column of about a quarter of the width."""
        w = self.window
        self.docks_to_size = False
        width = max(280, min(440, round(w.width() * 0.28)))
        w.resizeDocks([self.above[0]], [width], Qt.Orientation.Horizontal)
        column = max(400, w.height() - 120)
        w.resizeDocks([self.above[0], self.below[0]],
                      [round(column * 0.5), round(column * 0.5)], Qt.Orientation.Vertical)
        self.problems.refold()

    def reset(self) -> None:
        """The default layout, and it is the one remembered."""
        self.place()
        self.settings.remove("window/state")

    def shown(self) -> None:
        if self.docks_to_size:
            self.size_docks()

    def restore(self) -> None:
        """The window's layout as the designer left it; a window opened for the first time
        fits the screen it opens on."""
        w = self.window
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if not (isinstance(geometry, QByteArray) and w.restoreGeometry(geometry)):
            screen = w.screen().availableGeometry()
            w.resize(min(1600, round(screen.width() * 0.9)),
                     min(1000, round(screen.height() * 0.9)))
        if isinstance(state, QByteArray) and w.restoreState(state, LAYOUT_VERSION):
            self.docks_to_size = False

    def remember(self) -> None:
        self.settings.setValue("window/geometry", self.window.saveGeometry())
        self.settings.setValue("window/state", self.window.saveState(LAYOUT_VERSION))
