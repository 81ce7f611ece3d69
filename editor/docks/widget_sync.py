"""Helpers the docks share to show the model in widgets and push edits back.

Refreshing a widget from the model fires its change signals; panels set `_refreshing`
while they do, and `CommandPusher` ignores edits then, so a refresh never pushes a command.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QLineEdit, QPlainTextEdit, QSpinBox, QWidget

from editor.document.commands import ReplaceScenarioCommand, SetAttributesCommand
from editor.document.scenario_document import ScenarioDocument
from engine.scenario.model import Scenario


def fill_combo(combo: QComboBox, items: list[tuple[str, Any]], current: Any) -> None:
    """Refill only when the choices changed (keeps an open popup), then select `current`."""
    if [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())] != items:
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
    combo.setCurrentIndex(combo.findData(current))


def set_text(edit: QLineEdit | QPlainTextEdit, text: str) -> None:
    """Set only when different, so refreshing never moves the cursor of a field in use."""
    if isinstance(edit, QPlainTextEdit):
        if edit.toPlainText() != text:
            edit.setPlainText(text)
    elif edit.text() != text:
        edit.setText(text)


class GuardedRefresh:
    """Mixin for panels: `refresh()` shows the model through `_refresh()`, never twice at
    once, and `_refreshing` tells the widgets' handlers that the panel itself is writing."""

    _refreshing = False

    def refresh(self) -> None:
        if self._refreshing:
            return
        self._refreshing = True
        try:
            self._refresh()
        finally:
            self._refreshing = False

    def _refresh(self) -> None:
        raise NotImplementedError


class CommandPusher:
    """Mixin for panels: push commands unless the panel is refreshing itself, skip no-ops."""

    doc: ScenarioDocument
    _refreshing: bool

    def push_set(self, target: Any, values: dict[str, Any], text: str,
                 merge_key: str | None = None) -> None:
        if self._refreshing or all(getattr(target, k) == v for k, v in values.items()):
            return
        self.doc.undo_stack.push(SetAttributesCommand(self.doc, target, values, text, merge_key))

    def push_replace(self, after: Scenario, text: str) -> None:
        self.doc.undo_stack.push(ReplaceScenarioCommand(self.doc, after, text))

    def refuse(self, message: str) -> None:
        self.doc.status_message.emit(message)


class OverrideSpin(QSpinBox):
    """A spin box for an optional number: its lowest step reads "default" and means None.

    Used for overrides such as a unit's HP: leaving the default keeps the key out of the
    file, so the catalog's value (shown in the text) applies.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setKeyboardTracking(False)
        self.set_limits(0, 0, None)

    def set_limits(self, low: int, high: int, default: int | None) -> None:
        self.setRange(low - 1, max(high, low))
        self.setSpecialValueText(self.tr("default") if default is None
                                else self.tr("default ({value})").format(value=default))

    def optional_value(self) -> int | None:
        return None if self.value() == self.minimum() else self.value()

    def set_optional_value(self, value: int | None) -> None:
        """Show `value`; one beyond the range (a file may say anything) shows the nearest
        allowed number instead of overflowing the widget, and validation names it."""
        if value is None:
            self.setValue(self.minimum())
        else:
            self.setValue(min(max(value, self.minimum() + 1), self.maximum()))
