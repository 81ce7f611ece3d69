"""The problems list: every validation problem; clicking one centres the map on its cell.

While there is no problem, the dock lying along the bottom or top of the window folds to
its title bar, so the map gets the room; the first problem unfolds it to the height it had.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStyle,
    QWidget,
)

from editor.document import ScenarioDocument
from engine.scenario.problems import Problem

UNFOLDED_HEIGHT = 130  # px, the list's height when the first problem comes
NO_LIMIT = 16777215  # QWIDGETSIZE_MAX


class ProblemsDock(QDockWidget):
    problem_activated = Signal(object)  # Problem

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__("Problems", parent)
        self.setObjectName("ProblemsDock")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        self.setWidget(self.list)
        self.folded = False
        self.unfolded_height = UNFOLDED_HEIGHT
        self.dockLocationChanged.connect(self.refold)
        self.topLevelChanged.connect(self.refold)
        doc.problems_changed.connect(self.show_problems)
        self.show_problems(doc.problems)

    def show_problems(self, problems: list[Problem]) -> None:
        self.list.clear()
        errors = sum(p.severity == "error" for p in problems)
        self.setWindowTitle(f"Problems ({errors} errors, {len(problems) - errors} warnings)"
                            if problems else "Problems (none)")
        style = self.style()
        for p in problems:
            where = f"line {p.line}" + (f", cell [{p.cell[0]}, {p.cell[1]}]" if p.cell else "")
            item = QListWidgetItem(f"{p.message}\n    {where}")
            icon = (QStyle.StandardPixmap.SP_MessageBoxCritical if p.severity == "error"
                    else QStyle.StandardPixmap.SP_MessageBoxWarning)
            item.setIcon(style.standardIcon(icon))
            item.setData(Qt.ItemDataRole.UserRole, p)
            self.list.addItem(item)
        self.refold()

    def refold(self, *_: object) -> None:
        """Fold to the title while empty, when lying along the window's bottom or top
        edge on its own (floating, beside or tabbed with other docks it stays open)."""
        window = self.parentWidget()
        edge = (isinstance(window, QMainWindow) and not self.isFloating()
                and window.dockWidgetArea(self) in (Qt.DockWidgetArea.BottomDockWidgetArea,
                                                    Qt.DockWidgetArea.TopDockWidgetArea)
                and not window.tabifiedDockWidgets(self))
        fold = edge and self.list.count() == 0
        if fold == self.folded:
            return
        self.folded = fold
        if fold:
            if self.height() > self.minimumSizeHint().height() * 2:
                self.unfolded_height = self.height()
            self.list.setMaximumHeight(0)
            self.setMaximumHeight(self.minimumSizeHint().height())
            return
        self.list.setMaximumHeight(NO_LIMIT)
        self.setMaximumHeight(NO_LIMIT)
        if isinstance(window, QMainWindow) and not self.isFloating():
            window.resizeDocks([self], [self.unfolded_height], Qt.Orientation.Vertical)

    def _activated(self, item: QListWidgetItem) -> None:
        self.problem_activated.emit(item.data(Qt.ItemDataRole.UserRole))
