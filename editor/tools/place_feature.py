"""Placing a feature (bridge, mine, building, work, victory point)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent

from editor.document import edits
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell


class PlaceFeatureTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Place feature")
    icon_name = "place-feature"
    shortcut = "8"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Features: click to place a bridge, mine, victory point, building, work or wreck")

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.refuse(edits.place_feature(self.doc, self.options, cell))

