"""The flood fill."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent

from editor.document import edits
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from editor.tools.stroke import StrokeTool
from engine.scenario.model import Cell


class FillTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Fill")
    icon_name = "fill"
    shortcut = "3"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Fill: click to fill the connected area of one terrain")

    def cursor(self) -> Qt.CursorShape:
        """Chosen: start importing the compiled labelling the fill needs (in the background)."""
        from engine.grid_arrays import preload

        preload()
        return super().cursor()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            StrokeTool.stroke_counter += 1
            edits.flood_fill(self.doc, cell, self.options.terrain, StrokeTool.stroke_counter,
                             self.options.mirror)

