"""The problems list: every validation problem; clicking one centres the map on its cell."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QStyle, QWidget

from editor.document import ScenarioDocument
from engine.scenario.problems import Problem


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

    def _activated(self, item: QListWidgetItem) -> None:
        self.problem_activated.emit(item.data(Qt.ItemDataRole.UserRole))
