"""The briefing per side (DESIGN.md, "Mission events": `briefing`), in the Scenario dock.

Typing in one side's text merges into one undo step; an emptied text drops that side's
briefing, and the key goes when no side has one."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGroupBox, QPlainTextEdit, QVBoxLayout

from editor.docks.widget_sync import fill_combo, set_text
from editor.document.commands import EditBriefingCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import BRIEFING, max_length
from editor.document.texts import edited_text, fallback_text, shown_text


class BriefingEdit(QGroupBox):
    def __init__(self, doc: ScenarioDocument) -> None:
        super().__init__(self.tr("Briefing"))
        self.doc = doc
        self._refreshing = False
        layout = QVBoxLayout(self)
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(self._side_chosen)

        self.text = QPlainTextEdit()
        self.limit = max_length(BRIEFING)
        self.text.setMaximumHeight(90)
        self.text.setTabChangesFocus(True)  # Tab moves on, never types into the mission
        self.text.setPlaceholderText(self.tr("What this side reads before the battle"))
        self.text.textChanged.connect(self._typed)
        layout.addWidget(self.side)
        layout.addWidget(self.text)
        for signal in (doc.settings_changed, doc.map_reset, doc.text_language_changed):
            signal.connect(self.refresh)
        self.refresh()

    def _side_chosen(self, _: int) -> None:
        if not self._refreshing:
            self.refresh()

    def refresh(self) -> None:
        self._refreshing = True
        try:
            sides = [(s.name or s.id, s.id) for s in self.doc.scenario.sides]
            current = self.side.currentData() or (sides[0][1] if sides else None)
            fill_combo(self.side, sides, current)
            briefing = self.doc.scenario.briefing or {}
            value = briefing.get(self.side.currentData() or "")
            set_text(self.text, shown_text(self.doc, value))
            self.text.setPlaceholderText(fallback_text(self.doc, value) or self.tr(
                "What this side reads before the battle"))
        finally:
            self._refreshing = False

    def _typed(self) -> None:
        side = self.side.currentData()
        if self._refreshing or not side:
            return
        briefing = dict(self.doc.scenario.briefing or {})
        text = self.text.toPlainText()
        if len(text) > self.limit:  # a paste past the schema's maxLength: cut, and said
            text = text[: self.limit]
            self.text.blockSignals(True)
            set_text(self.text, text)
            self.text.blockSignals(False)
            self.doc.status_message.emit(self.tr(
                "A briefing holds at most {limit} characters; the rest was cut").format(
                limit=f"{self.limit:,}"))
        old = briefing.get(side)
        if shown_text(self.doc, old) == text:
            return
        value = edited_text(self.doc, old or "", text)
        if value:
            briefing[side] = value
        else:
            briefing.pop(side, None)
        self.doc.undo_stack.push(EditBriefingCommand(
            self.doc, briefing or None, self.tr("Briefing of {side}").format(side=side),
            f"briefing.{side}.{self.doc.text_language}"))
