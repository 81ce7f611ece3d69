"""Placing and editing a label."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QFontMetrics, QMouseEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

from editor.document import mission_edits as edits_mission
from editor.document.scenario_document import ScenarioDocument
from editor.document.texts import shown_text
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
        current = shown_text(self.doc, labels[index].text) if index is not None else ""
        text = self.ask_text(self.tr("Place name at {cell}").format(cell=list(cell)), current)
        if text is None:
            return
        text = text.strip()
        if index is None and not text:
            return
        self.refuse(edits_mission.set_label(self.doc, cell, text))


TITLE_ROOM = 120  # px beside a dialog's title: the frame's icon and buttons


def label_dialog(title: str, current: str) -> QInputDialog:
    """The place name's dialog, wide enough to show its whole title ("Place name at
    [12, 34]" was cut: the window manager shortens a title wider than its dialog)."""
    dialog = QInputDialog()
    dialog.setWindowTitle(title)
    dialog.setLabelText(QCoreApplication.translate("Tools", "Name (empty removes it):"))
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    dialog.setTextValue(current)
    title_font = QApplication.font("QMdiSubWindowTitleBar")
    needed = max(QFontMetrics(title_font).horizontalAdvance(title),
                 dialog.fontMetrics().horizontalAdvance(title)) + TITLE_ROOM
    margins = dialog.layout().contentsMargins() if dialog.layout() is not None else None
    edge = margins.left() + margins.right() if margins is not None else 24
    edit = dialog.findChild(QLineEdit)  # the dialog's layout sizes it by its fields
    if edit is not None:
        edit.setMinimumWidth(needed - edge)
    return dialog


def _ask_label_text(title: str, current: str) -> str | None:
    dialog = label_dialog(title, current)
    return dialog.textValue() if dialog.exec() else None

