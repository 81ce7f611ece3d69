"""The AI difficulty chooser of the play-test and the Balance check: the levels of
engine/data/ai.yaml (`difficulty_levels`), the one chosen remembered in the editor's
settings when given a key."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QWidget

from engine.ai.config import difficulty_levels

DEFAULT_LEVEL = "normal"
PLAYTEST_DIFFICULTY_KEY = "playtest/ai_difficulty"


class DifficultyBox(QComboBox):
    """easy / normal / hard (whatever ai.yaml lists); `config()` is the computer player's
    config for the chosen level."""

    def __init__(self, settings: QSettings | None = None, key: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings, self.key = settings, key
        names = {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}
        for level in difficulty_levels():
            self.addItem(names.get(level, level), level)
        saved = settings.value(key, DEFAULT_LEVEL) if settings is not None and key else None
        index = self.findData(str(saved) if saved else DEFAULT_LEVEL)
        self.setCurrentIndex(max(0, index if index >= 0 else self.findData(DEFAULT_LEVEL)))
        self.setToolTip(self.tr("How strongly the computer plays"))
        self.currentIndexChanged.connect(self._remember)

    def level(self) -> str:
        return str(self.currentData())

    def config(self) -> dict[str, Any]:
        """The computer player's config: `{"difficulty": LEVEL}`."""
        return {"difficulty": self.level()}

    def _remember(self, _index: int) -> None:
        if self.settings is not None and self.key:
            self.settings.setValue(self.key, self.level())
