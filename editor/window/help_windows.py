"""Help > User guide, Keyboard shortcuts and About: one window of each kind, not modal,
brought forward when asked again, and closed with the main window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QMainWindow

from editor.window.help_dialog import AboutDialog, ShortcutsDialog, UserGuideDialog


class HelpWindows(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.windows: dict[str, QDialog] = {}

    def _show(self, key: str, make: Callable[[], QDialog]) -> QDialog:
        dialog = self.windows.get(key)
        if dialog is None:
            dialog = self.windows[key] = make()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = self._show("shortcuts", lambda: ShortcutsDialog(self.window))
        assert isinstance(dialog, ShortcutsDialog)
        dialog.refresh()
        return dialog

    def show_user_guide(self) -> QDialog:
        return self._show("guide", lambda: UserGuideDialog(self.window))

    def show_about(self) -> QDialog:
        return self._show("about", lambda: AboutDialog(self.window))

    def close_all(self) -> None:
        for dialog in self.windows.values():
            dialog.close()  # the guide and the key list go with the window they describe
