"""The Balance dialog's Probe tab: strategy probes (engine/balance/probe.py, what
`clumsy balance --probe` plays). For each side, the AI against every opponent style
(the AI at each level, every scripted style), N games each, in a thread driving the
engine's balance loop; the table shows each style's score with its interval and flags
the exploits, the sentences say how the styles won, in the editor's language, and a
double-click on a row opens a typical game of that style (one it won) in a replay
window. Cancel stops the games not yet started; what finished is shown."""

from __future__ import annotations

import copy
import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QThread, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.balance.wording import say
from engine.balance.probe import (
    Probe,
    StyleResult,
    run_probe,
    side_names,
    style_name,
    verdict_words,
)
from engine.scenario.model import Scenario

log = logging.getLogger(__name__)
EXPLOIT_COLOUR = QColor("#f4c7c3")


class ProbeRunner(QThread):
    progressed = Signal(int, int)
    finished_probe = Signal(object)  # a Probe
    failed = Signal(str)

    def __init__(self, scenario: Scenario, games: int, jobs: int,
                 styles: list[str] | None = None) -> None:
        super().__init__()
        self.scenario = copy.deepcopy(scenario)
        self.games, self.jobs, self.styles = games, jobs, styles
        self.cancel = threading.Event()

    def run(self) -> None:
        try:
            probe = run_probe(self.scenario, self.games, jobs=self.jobs, cancel=self.cancel,
                              styles=self.styles,
                              progress=lambda done, total: self.progressed.emit(done, total),
                              say=say)
        except Exception as exc:  # a broken game must be reported, not crash the editor
            log.exception("the probe failed")
            self.failed.emit(self.tr("The probe failed: {error}").format(error=exc))
            return
        self.finished_probe.emit(probe)


class ProbeTab(QWidget):
    """Its own games count and Probe button; the dialog lends it the parallel processes."""

    probed = Signal(object)  # a finished Probe (the dialog keeps the run)

    def __init__(self, scenario: Scenario, jobs: Callable[[], int],
                 open_replay: Callable[[dict[str, Any]], object]) -> None:
        super().__init__()
        self.scenario, self.jobs, self.open_replay = scenario, jobs, open_replay
        self.runner: ProbeRunner | None = None
        self.probe: Probe | None = None
        self.rows: list[StyleResult] = []
        self.styles: list[str] | None = None  # every style (tests choose fewer)
        layout = QVBoxLayout(self)
        explain = QLabel(self.tr("Can the mission be broken? For each side, the AI plays "
                                 "against every opponent style; a style that wins at least "
                                 "70% (its interval above 60%) against a side the AI-against-"
                                 "AI run finds fair is an exploit."))
        explain.setWordWrap(True)
        layout.addWidget(explain)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 10_000)
        self.games.setValue(12)
        form.addRow(self.tr("Games a style and side"), self.games)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Probe"))
        self.run_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        row.addWidget(self.run_button)
        row.addWidget(self.progress, 1)
        layout.addLayout(row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([
            self.tr("AI plays"), self.tr("style"), self.tr("games"), self.tr("W/D/L"),
            self.tr("score (95% interval)"), self.tr("exploit")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.cellDoubleClicked.connect(lambda r, _c: self.replay_row(r))
        self.table.currentCellChanged.connect(lambda r, *_: self._show_sentence(r))
        layout.addWidget(QLabel(self.tr("Double-click a style to replay a game it won.")))
        layout.addWidget(self.table, 1)
        self.sentences = QPlainTextEdit()
        self.sentences.setReadOnly(True)
        self.sentences.setMaximumHeight(130)
        layout.addWidget(self.sentences)

    def start(self) -> None:
        if self.runner is not None:  # the button reads Cancel while running
            self.runner.cancel.set()
            self.status.setText(self.tr("Cancelling: the games already started finish first…"))
            return
        self.runner = ProbeRunner(self.scenario, self.games.value(), self.jobs(), self.styles)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished_probe.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.progress.setValue(0)
        self.status.setText(self.tr("Probing…"))
        self.run_button.setText(self.tr("Cancel"))
        self.runner.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(self.tr("{done} of {total} games played").format(done=done,
                                                                              total=total))

    def _done(self) -> None:
        if self.runner is not None:
            self.runner.wait()
            self.runner = None
        self.run_button.setText(self.tr("Probe"))

    def _failed(self, message: str) -> None:
        self._done()
        self.status.setText(message)

    def _finished(self, probe: Probe) -> None:
        self._done()
        self.probe = probe
        document = probe.document()
        exploits = [r for r in probe.results if r.exploit]
        names = side_names(self.scenario)  # the designer's names
        # the document's verdict is data in no language: worded here, in the editor's
        head = say("probe.head", scenario=document["scenario"],
                   games=document["baseline"]["games"],
                   verdict=verdict_words(document["baseline"], say, names))
        found = (self.tr("%n exploit(s) found.", "", len(exploits)) if exploits
                 else self.tr("No exploit found."))
        cancelled = self.tr(" (cancelled: the games that finished)") if probe.cancelled else ""
        self.status.setText(f"{head} {found}{cancelled}")
        self.rows = list(probe.results)
        self.table.setRowCount(len(self.rows))
        for i, r in enumerate(self.rows):
            low, high = r.interval()
            losses = r.games - r.wins - r.draws
            cells = [names.get(r.side, r.side), style_name(r.style, say), str(r.games),
                     f"{r.wins}/{r.draws}/{losses}", f"{r.score:.2f} ({low:.2f}-{high:.2f})",
                     say("probe.exploit").upper() if r.exploit else ""]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if r.exploit:
                    item.setBackground(EXPLOIT_COLOUR)
                self.table.setItem(i, col, item)
        self.table.resizeColumnsToContents()
        self.sentences.setPlainText("\n".join(
            r.sentence for r in self.rows if r.wins or r.exploit))
        self.probed.emit(probe)

    def _show_sentence(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self.sentences.setPlainText(self.rows[row].sentence)

    def replay_row(self, row: int) -> object:
        """Open the typical game of that row's style (one it won, else its first)."""
        if not 0 <= row < len(self.rows) or self.rows[row].typical is None:
            return None
        return self.open_replay(self.rows[row].typical)

    def wait_until_done(self, timeout_ms: int = 300_000) -> None:
        if self.runner is not None:
            self.runner.wait(timeout_ms)

    def stop(self) -> None:
        if self.runner is not None:
            self.runner.cancel.set()
            self.runner.wait()
            self.runner = None
