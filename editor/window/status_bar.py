"""The main window's status bar: the cell under the mouse and what stands on it, the
problem count (a button that brings the Problems list forward), and the zoom."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QToolButton

from editor.docks.problems import ProblemsDock, ProblemStatus
from editor.document.scenario_document import ScenarioDocument, Thing
from editor.i18n.catalog_names import shown_name
from editor.i18n.plural import plural
from editor.map.view import MapView
from editor.widgets.icons import icon
from engine.catalog import Catalog
from engine.scenario.model import Cell, Unit
from engine.scenario.problems import Problem


def thing_label(thing: Thing) -> str:
    """A unit by its id, a feature by its id (victory points) or else its kind."""
    if isinstance(thing, Unit):
        return thing.id
    return thing.id or thing.kind


class StatusBarParts(QObject):
    def __init__(self, window: QMainWindow, doc: ScenarioDocument, view: MapView,
                 problems: ProblemsDock, catalog: Catalog) -> None:
        super().__init__(window)
        self.doc = doc
        self.problems = problems
        self.catalog = catalog
        self.cell_label = QLabel()
        self.zoom_label = QLabel()
        self.problems_button = QToolButton()
        self.problems_button.setObjectName("ProblemsCount")
        self.problems_button.setAutoRaise(True)
        self.problems_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.problems_button.setToolTip(self.tr("Show the Problems list"))
        self.problems_button.clicked.connect(self.show_problems)
        bar = window.statusBar()
        bar.addPermanentWidget(self.cell_label)
        bar.addPermanentWidget(self.problems_button)
        bar.addPermanentWidget(self.zoom_label)
        self.problem_status = ProblemStatus(doc, bar)
        self.shown_cell: Cell | None = None
        view.cell_hovered.connect(self.show_cell)
        # painting under a still pointer changes the cell shown: say it again
        doc.terrain_changed.connect(lambda _cells: self.show_cell(self.shown_cell))
        doc.contents_changed.connect(lambda: self.show_cell(self.shown_cell))
        doc.map_reset.connect(lambda: self.show_cell(self.shown_cell))
        view.zoom_changed.connect(lambda s: self.zoom_label.setText(f"{s * 100:.0f}%"))
        doc.problems_changed.connect(self.show_problem_count)

    def show_cell(self, cell: Cell | None) -> None:
        self.shown_cell = cell
        if cell is None or not self.doc.grid.in_bounds(cell):
            self.cell_label.setText("")
            return
        terrain = self.catalog.terrain.get(self.doc.terrain_at(cell))
        things = ", ".join(thing_label(t) for t in self.doc.things_at(cell))
        self.cell_label.setText(f"[{cell[0]}, {cell[1]}] {shown_name(terrain) if terrain else '?'}"
                                + (f" — {things}" if things else ""))

    def show_problem_count(self, problems: list[Problem]) -> None:
        errors = sum(p.severity == "error" for p in problems)
        warnings = len(problems) - errors
        parts = [plural(self.tr("%n error(s)", "", errors), errors)] if errors else []
        if warnings:
            parts.append(plural(self.tr("%n warning(s)", "", warnings), warnings))
        self.problems_button.setText(", ".join(parts) or self.tr("No problems"))
        self.problems_button.setIcon(icon("problems" if problems else "no-problems"))

    def show_problems(self) -> None:
        """The status bar's count, clicked: bring the Problems list forward."""
        self.problems.show()
        self.problems.raise_()
