"""The Balance dialog's Sweep tab: what-if sweeps and a proposed fix (engine/balance/
variants.py, sweep.py, suggest.py: what `clumsy balance --vary` and `--suggest` play).

The designer writes one `--vary` expression a line (`rounds=10..14`, `hold_points=2..3`,
`event:ID=4..6`, `add:SIDE:TYPE@[X,Y]`, `remove:SIDE:TYPE`); Run sweep plays every variant
on the same seeds in a thread and draws the sweep as a small chart (the figure
`clumsy balance --vary --chart` writes). Suggest a fix searches the small edits and says
which one brings the sides closest to their fair shares; Apply suggestion hands that edit
to the window, which makes it on the document as one undoable edit (`apply_edit`). A bad
expression is named in one line and nothing is played.
"""

from __future__ import annotations

import copy
import logging
import threading
from collections.abc import Callable
from typing import Any

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.balance.errors import BadInput
from engine.balance.stats import balance_numbers
from engine.balance.suggest import Suggestion, run_suggest
from engine.balance.sweep import Sweep, run_sweep
from engine.balance.sweep_chart import sweep_figure
from engine.balance.variants import Edit, grid, parse_vary
from engine.scenario.model import Scenario

log = logging.getLogger(__name__)


class SweepRunner(QThread):
    """Plays a sweep (`variants` given) or the suggestion search (none given)."""

    progressed = Signal(int, int)
    finished_result = Signal(object)  # a Sweep or a Suggestion
    failed = Signal(str)

    def __init__(self, scenario: Scenario, games: int, jobs: int,
                 variants: list[Any] | None, budget: int | None = None) -> None:
        super().__init__()
        self.scenario = copy.deepcopy(scenario)
        self.games, self.jobs, self.variants, self.budget = games, jobs, variants, budget
        self.cancel = threading.Event()

    def run(self) -> None:
        def tell(done: int, total: int) -> None:
            self.progressed.emit(done, total)

        try:
            if self.variants is not None:
                result: Any = run_sweep(self.scenario.name, [s.id for s in self.scenario.sides],
                                        self.variants, self.games, jobs=self.jobs,
                                        cancel=self.cancel, progress=tell)
            else:
                result = run_suggest(self.scenario, self.games, budget=self.budget,
                                     jobs=self.jobs, cancel=self.cancel, progress=tell)
        except Exception as exc:  # a broken game must be reported, not crash the editor
            log.exception("the sweep failed")
            self.failed.emit(self.tr("The sweep failed: {error}").format(error=exc))
            return
        self.finished_result.emit(result)


class SweepTab(QWidget):
    apply_edit = Signal(object)  # the suggested engine.balance.variants.Edit
    swept = Signal(object)  # a finished Sweep (the dialog keeps the run)

    def __init__(self, scenario: Scenario, jobs: Callable[[], int]) -> None:
        super().__init__()
        self.scenario, self.jobs = scenario, jobs
        self.runner: SweepRunner | None = None
        self.sweep: Sweep | None = None
        self.rows: list[dict[str, Any]] = []
        self.suggestion: Suggestion | None = None
        layout = QVBoxLayout(self)
        explain = QLabel(self.tr("What if? One change a line, for example rounds=10..14, "
                                 "hold_points=2..3, event:ID=4..6, add:SIDE:TYPE@[X,Y] or "
                                 "remove:SIDE:TYPE. Every variant plays the same seeds."))
        explain.setWordWrap(True)
        layout.addWidget(explain)
        self.expressions = QPlainTextEdit()
        self.expressions.setMaximumHeight(70)
        layout.addWidget(self.expressions)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 10_000)
        self.games.setValue(10)
        form.addRow(self.tr("Games a variant"), self.games)
        self.budget = QSpinBox()  # the suggestion search's games at most
        self.budget.setRange(1, 1_000_000)
        self.budget.setValue(balance_numbers().suggest_budget_games)
        form.addRow(self.tr("Games at most for a suggestion"), self.budget)
        layout.addLayout(form)
        buttons = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Run sweep"))
        self.run_button.clicked.connect(self.start_sweep)
        self.suggest_button = QPushButton(self.tr("Suggest a fix"))
        self.suggest_button.clicked.connect(self.start_suggest)
        self.apply_button = QPushButton(self.tr("Apply suggestion"))
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self._apply)
        for b in (self.run_button, self.suggest_button, self.apply_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.progress = QProgressBar()
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        self.figure = Figure(figsize=(6, 3.2), dpi=90)
        self.chart = FigureCanvasQTAgg(self.figure)
        self.chart.setMinimumHeight(220)
        layout.addWidget(self.chart, 1)

    # -- running ---------------------------------------------------------------------------
    def start_sweep(self) -> None:
        if self.runner is not None:  # the button reads Cancel while running
            self._cancel()
            return
        lines = [x.strip() for x in self.expressions.toPlainText().splitlines() if x.strip()]
        if not lines:
            self.status.setText(self.tr("Write at least one change to try, e.g. rounds=10..14."))
            return
        try:
            axes = [parse_vary(x, self.scenario) for x in lines]
            variants = grid(self.scenario, axes, balance_numbers().sweep_max_variants)
        except BadInput as exc:
            self.status.setText(str(exc))
            return
        self._start(SweepRunner(self.scenario, self.games.value(), self.jobs(), variants))

    def start_suggest(self) -> None:
        if self.runner is not None:
            self._cancel()
            return
        self.suggestion = None
        self.apply_button.setEnabled(False)
        self._start(SweepRunner(self.scenario, self.games.value(), self.jobs(), None,
                                self.budget.value()))

    def _cancel(self) -> None:
        assert self.runner is not None
        self.runner.cancel.set()
        self.status.setText(self.tr("Cancelling: the games already started finish first…"))

    def _start(self, runner: SweepRunner) -> None:
        self.runner = runner
        runner.progressed.connect(self._progressed)
        runner.finished_result.connect(self._finished)
        runner.failed.connect(self._failed)
        self.progress.setValue(0)
        self.status.setText(self.tr("Playing…"))
        self.run_button.setText(self.tr("Cancel"))
        self.suggest_button.setText(self.tr("Cancel"))
        runner.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(done, total))

    def _done(self) -> None:
        if self.runner is not None:
            self.runner.wait()
            self.runner = None
        self.run_button.setText(self.tr("Run sweep"))
        self.suggest_button.setText(self.tr("Suggest a fix"))

    def _failed(self, message: str) -> None:
        self._done()
        self.status.setText(message)

    def _finished(self, result: Sweep | Suggestion) -> None:
        self._done()
        if isinstance(result, Sweep):
            self.sweep = result
            self.show_rows(result.document())
            refused = [r for r in result.results if r.variant.refused is not None]
            text = self.tr("{count} variant(s), {games} games each on the same seeds.").format(
                count=len(result.results) - len(refused), games=len(result.seeds))
            for r in refused:
                text += "\n" + self.tr("{variant}: refused by the validator, not played: "
                                       "{reason}").format(variant=r.label,
                                                          reason=r.variant.refused)
            self.status.setText(text)
            self.swept.emit(result)
            return
        self.suggestion = result
        self.show_rows([r.row() for r in result.standings[:8]])
        edit = result.edit
        if edit is None:
            self.status.setText(self.tr(
                "No small edit did better than the mission as it is ({gap} from the fair "
                "shares); {spent} games spent.").format(gap=f"{result.best.unfairness():.0%}",
                                                        spent=result.games_spent))
        else:
            base = result.baseline
            self.status.setText(self.tr(
                "Suggested: {edit}. Its sides come within {gap} of their fair shares (the "
                "mission as it is: {base}), over {games} games, each rate still +-{sure}; "
                "{spent} games spent.").format(
                    edit=edit.text, gap=f"{result.best.unfairness():.0%}",
                    base=f"{base.unfairness():.0%}" if base else "-",
                    games=len(result.best.records), sure=f"{result.best.half_width():.0%}",
                    spent=result.games_spent))
        self.apply_button.setEnabled(edit is not None)

    def show_rows(self, rows: list[dict[str, Any]]) -> None:
        """Draw sweep rows (a run's, or a kept run's `sweep`)."""
        self.rows = rows
        sides = [s.id for s in self.scenario.sides]
        sweep_figure(rows, sides, self.figure, names={s.id: s.name or s.id
                                                      for s in self.scenario.sides},
                     colors={s.id: s.color for s in self.scenario.sides},
                     title=self.tr("Win rate by variant (95% interval)"))
        self.chart.draw_idle()

    def _apply(self) -> None:
        edit: Edit | None = self.suggestion.edit if self.suggestion else None
        if edit is not None:
            self.apply_edit.emit(edit)
            self.apply_button.setEnabled(False)
            self.status.setText(self.tr("Applied: {edit} (Ctrl+Z undoes it).").format(
                edit=edit.text))

    def stop(self) -> None:
        if self.runner is not None:
            self.runner.cancel.set()
            self.runner.wait()
            self.runner = None
        self._done()

    def wait_until_done(self, timeout_ms: int = 120_000) -> None:
        if self.runner is not None:
            self.runner.wait(timeout_ms)
