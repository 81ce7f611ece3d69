"""Edit > Preferences...: the editor's own settings, kept in QSettings (not in a scenario).

The language (the system's, or one chosen) and the interface scale (editor.window.
interface_scale). Both take effect on the next start (the dialog says so), since the open
windows were built in the language and at the scale they started with.
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
from editor.window.interface_scale import SCALES, save_scale, saved_scale


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
        self.scale = QComboBox()
        self.scale.setObjectName("interface_scale")
        for percent in SCALES:
            self.scale.addItem(self.tr("{percent}%").format(percent=percent), percent)
        self.scale.setCurrentIndex(max(0, self.scale.findData(saved_scale(settings))))
        self.scale.setToolTip(self.tr("Widgets, text and icons grow together (Qt's scale "
                                      "factor)"))
        self.scale.currentIndexChanged.connect(self._chosen)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Interface scale"), self.scale)
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
        language = self.language.currentData() != saved_language(self.settings)
        scale = self.scale.currentData() != saved_scale(self.settings)
        self.note.setText(
            self.tr("The new language applies the next time the editor starts.")
            if language and not scale else
            self.tr("The new interface scale applies the next time the editor starts.")
            if scale and not language else
            self.tr("The new language and interface scale apply the next time the editor "
                    "starts.") if scale else "")

    def accept(self) -> None:
        save_language(str(self.language.currentData() or ""), self.settings)
        save_scale(int(self.scale.currentData()), self.settings)
        self.settings.sync()
        super().accept()
