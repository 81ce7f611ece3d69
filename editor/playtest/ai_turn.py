"""The AI sides' turns in the play-test: the worker thread that thinks (on a clone of the
game), then its actions replayed one by one at the chosen pace, or one per Step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QDeadlineTimer, QEventLoop, QObject, QSettings, QThread, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QStatusBar

from editor.playtest.pace import STEP_KEY, Pace, TurnAnimator
from editor.widgets.difficulty_box import DifficultyBox
from engine import GameAPI

Action = dict[str, Any]


class PlayHost(Protocol):
    """What the AI's turns read of the play-test window and ask of it."""

    game: GameAPI
    closed: bool
    seed: int
    controllers: dict[str, str]
    settings: QSettings
    status: QLabel
    difficulty_box: DifficultyBox
    a_step: QAction
    a_step_mode: QAction
    animator: TurnAnimator

    @property
    def pace(self) -> Pace: ...
    def issue(self, action: Action) -> bool: ...
    def side_name(self, side_id: str | None) -> str: ...
    def statusBar(self) -> QStatusBar: ...


class Thinker(QThread):
    """What AITurns runs: one AI side-turn on a clone, `decided` with the actions chosen."""

    decided = Signal(list)


ThinkerFactory = Callable[[GameAPI, int, "dict[str, Any] | None"], Thinker]


class AITurns(QObject):
    """Starts the AI when an AI side is to play and feeds its actions to the window."""

    def __init__(self, play: PlayHost, think: ThinkerFactory, step_mode: bool,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play = play
        self.think = think
        self.thinker: Thinker | None = None
        self.pending: list[Action] = []
        self.step_mode = step_mode
        self.step_granted = False  # the player pressed Step: the AI's next action may come
        self.waiting_step = False  # the AI's next action waits for Step

    def maybe_start(self) -> None:
        play = self.play
        game = play.game
        if (not play.closed and game.result is None and play.controllers.get(game.side) == "ai"
                and self.thinker is None and not self.pending):
            play.status.setText(self.tr("{side} is thinking…").format(
                side=play.side_name(game.side)))
            self.thinker = self.think(game, play.seed * 7919 + game.round,
                                      play.difficulty_box.config())
            self.thinker.decided.connect(self._decided)
            self.thinker.start()

    def _decided(self, actions: list[Action]) -> None:
        if self.thinker is not None:
            self.thinker.wait()
            self.thinker = None
        self.pending = list(actions)
        self.play_pending()

    def play_pending(self) -> None:
        """The AI's next action, shown at the chosen pace; in step mode only after Step."""
        play = self.play
        if play.closed:
            return
        if not self.pending or play.game.result is not None:
            self.pending = []
            self.wait_for_step(False)
            self.maybe_start()
            return
        if self.step_mode and not self.step_granted:
            self.wait_for_step(True)
            return
        self.step_granted = False
        self.wait_for_step(False)
        action = self.pending.pop(0)
        action.pop("_error", None)
        if not play.issue(action):  # the clone and the game disagree: hand back the turn
            self.pending = []
            play.issue({"type": "end_turn"})
        play.animator.then(play.pace.action_ms, self.play_pending)

    def wait_for_step(self, waiting: bool) -> None:
        self.waiting_step = waiting
        self.play.a_step.setEnabled(waiting)
        if waiting:
            self.play.statusBar().showMessage(self.tr("{side} (AI) has its next action ready: "
                                                      "press Step (N)").format(
                side=self.play.side_name(self.play.game.side)))
        else:
            self.play.statusBar().clearMessage()

    def set_step_mode(self, on: bool) -> None:
        """Step through the AI's turn (remembered); turned off, the AI goes on by itself."""
        self.step_mode = on
        self.play.settings.setValue(STEP_KEY, on)
        if self.play.a_step_mode.isChecked() != on:
            self.play.a_step_mode.setChecked(on)
        if not on and self.waiting_step:
            self.play_pending()

    def step(self) -> None:
        """Step (N): the AI's next action, when one waits for it."""
        if not self.waiting_step:
            return
        self.step_granted = True
        self.play_pending()

    def stop(self) -> None:
        """Forget a turn being thought (a restart, the window closing)."""
        if self.thinker is not None:
            self.thinker.decided.disconnect()
            self.thinker.wait()
            self.thinker = None

    def wait(self, timeout_ms: int = 30_000) -> None:
        """Tests: let AI turns finish."""
        deadline = QDeadlineTimer(timeout_ms)
        while ((self.thinker is not None or self.pending or self.play.animator.busy())
               and not self.waiting_step and not deadline.hasExpired()):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            QThread.msleep(5)
