"""A cell set painted for a dock (an area, a deployment zone)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from editor.tools.stroke import dragged_cells
from engine.scenario.model import Cell


class PaintCellsTool(Tool):
    """A transient brush for a dock's cell set (a named area, a deployment zone).

    Each press starts a stroke; pressing and dragging sends the stroke's cells so far to
    `on_stroke(cells, mode, stroke)`, mode "set" (plain: picking replaces), "add" (Shift)
    or "erase" (Ctrl). One stroke is one undo step (the dock merges by stroke).
    """

    transient = True

    name = QT_TRANSLATE_NOOP("Tools", "Paint cells")
    icon_name = "brush"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Click or drag cells; Shift adds, Ctrl erases; Enter when done")
    stroke_counter = 0

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 on_stroke: Callable[[set[Cell], str, int], None],
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.on_stroke = on_stroke
        self.cells: set[Cell] | None = None
        self.mode = "set"

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        mods = event.modifiers()
        self.mode = ("erase" if mods & Qt.KeyboardModifier.ControlModifier else
                     "add" if mods & Qt.KeyboardModifier.ShiftModifier else "set")
        PaintCellsTool.stroke_counter += 1
        self.hover = cell
        self.cells = {cell}
        self.on_stroke(set(self.cells), self.mode, PaintCellsTool.stroke_counter)

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        """Every cell the drag passed over joins the stroke (a fast drag skips cells
        between two mouse moves: the line between them fills the gap)."""
        previous = self.hover
        super().mouse_move(cell, event)
        if self.cells is None or cell is None:
            return
        passed = set(dragged_cells(self.doc.grid, previous, cell)) - self.cells
        if passed:
            self.cells |= passed
            self.on_stroke(set(self.cells), self.mode, PaintCellsTool.stroke_counter)

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        self.cells = None

    def preview(self) -> set[Cell]:
        return {self.hover} if self.hover else set()

