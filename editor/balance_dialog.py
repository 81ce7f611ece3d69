"""Balance check…: many AI games of the current scenario, with progress, table and chart.

A thread drives the engine's balance loop (`engine.cli.balance_run.run_games`, the one
`clumsy balance` uses), so the editor stays responsive; the games run in worker
processes started fresh, never forked from the GUI. Cancel stops the games not yet
started; the games that finished are summed up and shown.
"""

from __future__ import annotations

import copy
import logging
import os
import threading
from typing import Any

from PySide6.QtCore import QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.cli.balance import chart_bars, format_table
from engine.cli.balance_run import GameRecord, run_games, summarize_series
from engine.scenario.model import Scenario

log = logging.getLogger(__name__)


class BalanceRunner(QThread):
    progressed = Signal(int, int)
    finished_report = Signal(object)  # dict, or None when cancelled before any game ended
    failed = Signal(str)

    def __init__(self, scenario: Scenario, games: int, jobs: int, opponent: str) -> None:
        super().__init__()
        self.scenario = copy.deepcopy(scenario)
        self.games, self.jobs, self.opponent = games, jobs, opponent
        self.cancel = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self.cancel.is_set()

    def run(self) -> None:
        results: list[GameRecord] = []
        try:
            for record in run_games(self.scenario, range(self.games), jobs=self.jobs,
                                    opponent=self.opponent, cancel=self.cancel):
                results.append(record)
                self.progressed.emit(len(results), self.games)
        except Exception as exc:  # a broken game must be reported, not crash the editor
            log.exception("the balance run failed")
            self.failed.emit(f"the balance run failed: {exc}")
            return
        if not results:
            self.finished_report.emit(None)
        else:
            self.finished_report.emit(summarize_series(self.scenario, results, self.opponent))


class BarChart(QWidget):
    """Win rates as bars, in each side's colour."""

    def __init__(self) -> None:
        super().__init__()
        self.bars: list[tuple[str, float, tuple[int, int, int]]] = []
        self.setMinimumHeight(180)

    def set_bars(self, bars: list[tuple[str, float, tuple[int, int, int]]]) -> None:
        self.bars = bars
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("white"))
        if not self.bars:
            painter.end()
            return
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
        w, h = self.width(), self.height()
        slot = w / len(self.bars)
        top, bottom = 20.0, h - 24.0
        for i, (label, rate, rgb) in enumerate(self.bars):
            x = i * slot + slot * 0.2
            bar_h = (bottom - top) * max(0.0, min(1.0, rate))
            painter.fillRect(QRectF(x, bottom - bar_h, slot * 0.6, bar_h), QColor(*rgb))
            painter.setPen(QColor("black"))
            painter.drawText(QRectF(i * slot, bottom + 4, slot, 18), Qt.AlignmentFlag.AlignCenter, label)
            painter.drawText(QRectF(i * slot, bottom - bar_h - 18, slot, 16),
                             Qt.AlignmentFlag.AlignCenter, f"{rate:.0%}")
        painter.end()


class BalanceDialog(QDialog):
    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Balance check: {scenario.name}")
        self.scenario = scenario
        self.runner: BalanceRunner | None = None
        self.report: dict[str, Any] | None = None
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 1000)
        self.games.setValue(20)
        self.jobs = QSpinBox()
        self.jobs.setRange(1, max(1, os.cpu_count() or 1))
        self.jobs.setValue(max(1, os.cpu_count() or 1))
        self.opponent = QComboBox()
        self.opponent.addItem("AI against AI", "ai")
        self.opponent.addItem("AI against random play (strength test)", "random")
        form.addRow("Games (seeds 0..N-1)", self.games)
        form.addRow("Parallel processes", self.jobs)
        form.addRow("Opponent", self.opponent)
        self.run_button = QPushButton("Run")
        self.run_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.status = QLabel()
        self.table = QPlainTextEdit()
        self.table.setReadOnly(True)
        self.table.setFont(QFont("monospace"))
        self.chart = BarChart()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.run_button)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.chart)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(620, 640)

    def start(self) -> None:
        if self.runner is not None:  # the button reads Cancel while running
            self.runner.cancel.set()
            self.status.setText("Cancelling: the games already started finish first…")
            return
        self.report = None
        self.runner = BalanceRunner(self.scenario, self.games.value(), self.jobs.value(),
                                    self.opponent.currentData())
        self.runner.progressed.connect(self._progressed)
        self.runner.finished_report.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.status.setText("Playing…")
        self.run_button.setText("Cancel")
        self.runner.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        self.status.setText(f"{done} of {total} games played")

    def _done(self) -> None:
        if self.runner is not None:
            self.runner.wait()
            self.runner = None
        self.run_button.setText("Run")

    def _finished(self, report: dict[str, Any] | None) -> None:
        cancelled = self.runner is not None and self.runner.cancelled
        total = self.runner.games if self.runner is not None else 0
        self._done()
        if report is None:
            self.status.setText("Cancelled.")
            return
        self.report = report
        average = f"average {report['average_rounds']:.1f} rounds"
        if cancelled:
            self.status.setText(f"Cancelled: {report['games']} of {total} games played, {average}")
        else:
            self.status.setText(f"Done: {report['games']} games, {average}")
        self.table.setPlainText(format_table(report))
        self.chart.set_bars(chart_bars(report))

    def _failed(self, message: str) -> None:
        self._done()
        self.status.setText(message)

    def wait_until_done(self, timeout_ms: int = 120_000) -> None:
        """Tests: block until the run ends (signals are delivered by the caller's loop)."""
        if self.runner is not None:
            self.runner.wait(timeout_ms)

    def reject(self) -> None:
        if self.runner is not None:
            self.runner.cancel.set()
            self.runner.wait()
            self.runner = None
        super().reject()
