"""Tools that paint while the left button is down, the whole stroke one undo step."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document import edits
from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.grid import Grid
from engine.scenario.model import Cell


def dragged_cells(grid: Grid, previous: Cell | None, cell: Cell) -> list[Cell]:
    """The cells a drag from `previous` to `cell` passes over, `previous` left out: a fast
    drag skips cells between two mouse moves, and every stroke tool fills them in."""
    if previous is None or previous == cell:
        return [cell]
    return grid.line(previous, cell)[1:]


class StrokeTool(Tool):
    """Paints while the left button is down; the whole stroke is one undo step."""

    stroke_counter = 0
    # editor.document.commands.PaintTerrainCommand fills the {cells} and {terrain}
    history_text = QT_TRANSLATE_NOOP("Tools", "Paint {cells} {terrain}")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.stroke: int | None = None

    def char(self) -> str:
        return self.options.terrain

    def footprint(self, cell: Cell) -> set[Cell]:
        return set(self.doc.grid.cells_within(cell, self.options.brush_radius))

    def preview(self) -> set[Cell]:
        if self.hover is None:
            return set()
        return edits.mirrored(self.doc, self.footprint(self.hover), self.options.mirror)

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        StrokeTool.stroke_counter += 1
        self.stroke = StrokeTool.stroke_counter
        self.paint_at(cell)

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        previous = self.hover
        super().mouse_move(cell, event)
        if self.stroke is not None and cell is not None:
            for step in dragged_cells(self.doc.grid, previous, cell):
                self.paint_at(step)

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        self.stroke = None

    def paint_at(self, cell: Cell) -> None:
        assert self.stroke is not None
        edits.paint(self.doc, self.footprint(cell), self.char(), self.stroke, self.options.mirror,
                    QCoreApplication.translate("Tools", self.history_text))

