"""The straight line of terrain."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document import edits
from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from editor.tools.stroke import StrokeTool
from engine.scenario.model import Cell


class LineTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Line")
    icon_name = "line"
    shortcut = "4"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Line: drag from one cell to another to lay a straight line (roads)")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.start: Cell | None = None

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.start = cell

    def preview(self) -> set[Cell]:
        if self.start is None or self.hover is None:
            return {self.hover} if self.hover else set()
        return edits.mirrored(self.doc, self._cells(self.hover), self.options.mirror)

    def _cells(self, end: Cell) -> set[Cell]:
        assert self.start is not None
        line = self.doc.grid.line(self.start, end)
        cells: set[Cell] = set()
        for c in line:
            cells.update(self.doc.grid.cells_within(c, self.options.brush_radius))
        return cells

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        if self.start is not None and cell is not None:
            StrokeTool.stroke_counter += 1
            edits.paint(self.doc, self._cells(cell), self.options.terrain,
                        StrokeTool.stroke_counter, self.options.mirror,
                        self.tr("Line of {cells} {terrain}"))
        self.start = None

