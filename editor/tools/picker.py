"""The terrain picker."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QMouseEvent

from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell


class PickerTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Picker")
    icon_name = "picker"
    shortcut = "6"
    status_text = QT_TRANSLATE_NOOP("Tools", "Picker: click a cell to pick its terrain")
    picked = Signal()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        self.options.set(terrain=self.doc.terrain_at(cell))
        self.picked.emit()

