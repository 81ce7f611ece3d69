"""The Events dock's Deployment tab: a side's deployment zone painted on the map like
terrain (a stroke is one undo step) or cleared. Its texts keep the Events dock's
translation context, where they were first translated."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.docks.cell_requests import CellRequests
from editor.document import mission_edits as edits_mission
from editor.document.scenario_document import ScenarioDocument
from engine.scenario.model import Cell


class DeploymentTab(QWidget):
    def __init__(self, doc: ScenarioDocument, tools: CellRequests,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc, self.tools = doc, tools
        self._strokes: dict[int, list[Cell]] = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.zone_side = QComboBox()
        form.addRow(QCoreApplication.translate("EventsDock", "Side"), self.zone_side)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.paint_zone_button = QPushButton(QCoreApplication.translate("EventsDock", "Paint zone"))
        self.paint_zone_button.setToolTip(QCoreApplication.translate("EventsDock", "Drag on the map to paint the zone; Ctrl "
                                              "erases; Enter when done"))
        self.paint_zone_button.clicked.connect(self.paint_zone)
        self.clear_zone_button = QPushButton(QCoreApplication.translate("EventsDock", "Clear zone"))
        self.clear_zone_button.clicked.connect(self.clear_zone)
        row.addWidget(self.paint_zone_button)
        row.addWidget(self.clear_zone_button)
        layout.addLayout(row)
        layout.addStretch(1)

    def paint_zone(self) -> None:
        side = self.zone_side.currentData()
        if not side:
            return

        def on_stroke(cells: set[Cell], mode: str, stroke: int) -> None:
            start = self._strokes.setdefault(stroke, self.doc.scenario.deployment_zone(side))
            mode = "erase" if mode == "erase" else "add"  # painted like terrain
            edits_mission.set_zone_cells(
                self.doc, side, edits_mission.stroke_cells(start, cells, mode), stroke)

        self.tools.paint_cells(QCoreApplication.translate("EventsDock", "Deployment zone of {side}").format(side=side), on_stroke)

    def clear_zone(self) -> None:
        side = self.zone_side.currentData()
        if side:
            edits_mission.set_zone_cells(self.doc, side, [], -1)

    def refresh(self) -> None:
        """Each side with its zone's size, the chosen side kept."""
        s = self.doc.scenario
        side = self.zone_side.currentData()
        self.zone_side.clear()
        for x in s.sides:
            self.zone_side.addItem(QCoreApplication.translate("EventsDock", "{area} ({count} cells)").format(
                area=x.name or x.id, count=len(s.deployment_zone(x.id))), x.id)
        self.zone_side.setCurrentIndex(max(self.zone_side.findData(side), 0))
