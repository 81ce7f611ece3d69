"""A file name to type or to pick with a Browse... button (an open-file dialog)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLineEdit, QPushButton, QWidget


class FileField(QWidget):
    def __init__(self, text: str, title: str, file_filter: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title, self.file_filter = title, file_filter
        self.edit = QLineEdit(text)
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self.browse)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit)
        row.addWidget(browse)

    def browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.title, self.edit.text(),
                                              self.file_filter)
        if name:
            self.edit.setText(name)

    def text(self) -> str:
        return self.edit.text()

    def setText(self, text: str) -> None:  # noqa: N802 - as Qt's own fields
        self.edit.setText(text)
