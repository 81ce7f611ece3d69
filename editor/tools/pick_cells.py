"""Cells picked for a dock, one click each (a unit's cell, an event's cell)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell


class PickCellsTool(Tool):
    """A transient tool: the settings dock asks for cells (escort area) or a unit."""

    transient = True

    name = QT_TRANSLATE_NOOP("Tools", "Pick on map")
    icon_name = "picker"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Click cells on the map; press Enter when done, Esc to cancel")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 on_pick: Callable[[Cell], None], parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.on_pick = on_pick

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.on_pick(cell)

