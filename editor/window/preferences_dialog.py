"""Edit > Preferences...: the editor's own settings, kept in QSettings (not in a scenario).

For now the language: the system's, or one chosen. It takes effect on the next start (the
dialog says so), since the open windows were built in the language they started in.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from editor.i18n.translator import LANGUAGES, save_language, saved_language, system_language


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        self.language.setObjectName("language")
        system = LANGUAGES[system_language()]
        self.language.addItem(self.tr("System language ({language})").format(language=system), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(saved_language(settings))))
        self.language.currentIndexChanged.connect(self._chosen)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def _chosen(self, _: int) -> None:
        changed = self.language.currentData() != saved_language(self.settings)
        self.note.setText(self.tr("The new language applies the next time the editor starts.")
                          if changed else "")

    def accept(self) -> None:
        save_language(str(self.language.currentData() or ""), self.settings)
        self.settings.sync()
        super().accept()
