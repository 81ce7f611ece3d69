"""Placing a unit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent

from editor.document import edits
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell


class PlaceUnitTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Place unit")
    icon_name = "place-unit"
    shortcut = "7"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Units: click to place the chosen unit type for the chosen side")

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        layer = getattr(self.parent(), "reinforcement_layer", None)
        if layer is not None:  # the events dock's reinforcement layer is on
            self.refuse(layer(cell))
            return
        self.refuse(edits.place_unit(self.doc, self.options, cell))

