"""Placing and editing a label."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document import mission_edits as edits_mission
from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell


class PlaceLabelTool(Tool):
    """Click a cell to name it: a new place name, or edit (empty text: remove) the one there."""

    name = QT_TRANSLATE_NOOP("Tools", "Place label")
    icon_name = "place-label"
    shortcut = "9"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Labels: click a cell to add a place name, or click a name to edit it")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        # asks the designer for a text (title, current) -> text, or None when cancelled
        self.ask_text: Callable[[str, str], str | None] = _ask_label_text

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        labels = list(self.doc.scenario.labels)
        index = next((i for i, x in enumerate(labels) if x.at == cell), None)
        current = labels[index].text if index is not None else ""
        text = self.ask_text(self.tr("Place name at {cell}").format(cell=list(cell)), current)
        if text is None:
            return
        text = text.strip()
        if index is None and not text:
            return
        self.refuse(edits_mission.set_label(self.doc, cell, text))


def _ask_label_text(title: str, current: str) -> str | None:
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    text, ok = QInputDialog.getText(None, title,
                                    QCoreApplication.translate("Tools", "Name (empty removes it):"),
                                    QLineEdit.EchoMode.Normal, current)
    return text if ok else None

