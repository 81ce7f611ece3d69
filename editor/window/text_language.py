"""The toolbar's language of the mission's texts (DESIGN.md, "Texts in several
languages"): which language the text fields (name, description, briefing, messages,
place names) edit and the map's place names show. Default: the editor's own language."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from editor.document.scenario_document import ScenarioDocument
from editor.document.texts import mission_languages
from editor.i18n.translator import LANGUAGES


class TextLanguageChooser(QComboBox):
    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setObjectName("TextLanguageChooser")
        self.setToolTip(self.tr("The language the mission's texts are edited in: name, "
                                "description, briefing, messages and place names"))
        self.setAccessibleName(self.tr("Language of the mission's texts"))
        self._filling = False
        self.currentIndexChanged.connect(self._chosen)
        for signal in (doc.map_reset, doc.settings_changed):
            signal.connect(self.refill)
        self.refill()

    def refill(self) -> None:
        """The mission's languages, then the editor's; the chosen one kept."""
        self._filling = True
        try:
            self.clear()
            codes = mission_languages(self.doc, list(LANGUAGES))
            if self.doc.text_language not in codes:
                codes.append(self.doc.text_language)
            for code in codes:
                self.addItem(f"{LANGUAGES.get(code, code)} ({code})", code)
            self.setCurrentIndex(self.findData(self.doc.text_language))
        finally:
            self._filling = False

    def choose(self, code: str) -> None:
        """Edit the texts in `code` (a two-letter language code)."""
        if code == self.doc.text_language:
            return
        self.doc.text_language = code
        if self.findData(code) < 0:
            self.refill()
        self.setCurrentIndex(self.findData(code))
        self.doc.text_language_changed.emit()

    def _chosen(self, _: int) -> None:
        code = self.currentData()
        if not self._filling and isinstance(code, str):
            self.choose(code)
