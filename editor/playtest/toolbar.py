"""The play-test window's toolbar: End turn, Restart, Reveal all, Save replay, Back to
editing, the AI's speed (remembered), its difficulty, and the step-through mode with its
Step key (editor/playtest/pace.py)."""

from __future__ import annotations

import random
from typing import Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow, QToolBar

from editor.playtest.pace import SPEED_KEY, SPEEDS, Pace
from editor.widgets.difficulty_box import PLAYTEST_DIFFICULTY_KEY, DifficultyBox


class PlayCommands(Protocol):
    """What the toolbar's actions ask of the window."""

    def user_end_turn(self) -> None: ...
    def restart(self, seed: int) -> None: ...
    def set_reveal(self, on: bool) -> None: ...
    def save_replay(self) -> None: ...
    def set_step_mode(self, on: bool) -> None: ...
    def step(self) -> None: ...


class PlayToolbar(QObject):
    """The actions (also shortcuts of the window) and the chosen pace of the AI's turn."""

    def __init__(self, window: QMainWindow, commands: PlayCommands, settings: QSettings,
                 speed: str, pace: Pace, step_mode: bool) -> None:
        super().__init__(window)
        self.settings = settings
        self.speed = speed  # a key of SPEEDS, or "" for a delay fixed by the caller
        self.pace = pace
        bar = window.addToolBar(self.tr("Play"))
        self.a_end = QAction(self.tr("End turn"), window, shortcut=QKeySequence("Tab"))
        self.a_end.triggered.connect(commands.user_end_turn)
        self.a_restart = QAction(self.tr("Restart with a new seed"), window,
                                 shortcut=QKeySequence("Ctrl+R"))
        self.a_restart.triggered.connect(lambda: commands.restart(random.randrange(1_000_000)))
        self.a_reveal = QAction(self.tr("Reveal all"), window, shortcut=QKeySequence("V"),
                                checkable=True)
        self.a_reveal.toggled.connect(commands.set_reveal)
        self.a_replay = QAction(self.tr("Save replay…"), window, shortcut=QKeySequence("Ctrl+S"))
        self.a_replay.triggered.connect(commands.save_replay)
        self.a_close = QAction(self.tr("Back to editing"), window,
                               shortcut=QKeySequence("Escape"))
        self.a_close.triggered.connect(window.close)
        _add(window, bar, self.a_end, self.a_restart, self.a_reveal, self.a_replay, self.a_close)
        bar.addSeparator()
        bar.addWidget(QLabel(self.tr("AI speed:")))
        self.speed_box = self._speed_box()
        bar.addWidget(self.speed_box)
        bar.addWidget(QLabel(self.tr("AI difficulty:")))
        self.difficulty_box = DifficultyBox(settings, PLAYTEST_DIFFICULTY_KEY)
        bar.addWidget(self.difficulty_box)
        self.a_step_mode = QAction(self.tr("Step through AI"), window, checkable=True)
        self.a_step_mode.setToolTip(self.tr("The AI plays its next action only when you "
                                            "press Step (N)"))
        self.a_step_mode.setChecked(step_mode)
        self.a_step_mode.toggled.connect(commands.set_step_mode)
        self.a_step = QAction(self.tr("Step"), window, shortcut=QKeySequence("N"))
        self.a_step.setToolTip(self.tr("Show the AI's next action (N)"))
        self.a_step.setEnabled(False)
        self.a_step.triggered.connect(commands.step)
        _add(window, bar, self.a_step_mode, self.a_step)

    def _speed_box(self) -> QComboBox:
        box = QComboBox()
        names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for key in SPEEDS:
            box.addItem(names[key], key)
        if self.speed:
            box.setCurrentIndex(list(SPEEDS).index(self.speed))
        else:
            box.addItem(self.tr("Fixed ({ms} ms)").format(ms=self.pace.action_ms), "")
            box.setCurrentIndex(box.count() - 1)
        box.setToolTip(self.tr("How fast the AI's moves and shots are shown"))
        box.currentIndexChanged.connect(self._speed_chosen)
        return box

    def _speed_chosen(self, index: int) -> None:
        key = self.speed_box.itemData(index)
        if key in SPEEDS:
            self.speed = key
            self.pace = SPEEDS[key]
            self.settings.setValue(SPEED_KEY, key)


def _add(window: QMainWindow, bar: QToolBar, *actions: QAction) -> None:
    for a in actions:
        bar.addAction(a)
        window.addAction(a)
