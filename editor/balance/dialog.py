"""Balance check…: many AI games of the current scenario, with progress, the table with
95% intervals, the verdict (balanced, not balanced, or too wide to call and how many more
games would narrow it), the chart, the list of games and the heat layers; the Probe tab
plays the strategy probes (editor/balance/probe_tab.py), the Sweep tab the what-if sweeps
and the proposed fix (editor/balance/sweep_tab.py; the fix goes to the document as one
undoable edit through `apply_edit`).

A run is kept (engine/balance/kept.py) as `MISSION.balance.json` beside the mission when
it has a file: the dialog reopens it (table, chart, games, sweep), marked stale with what
changed when the mission is no longer the one it played. Closing the dialog leaves a heat
layer on the map (its chip's x takes it off); "Dock beside the map" asks the window to
hold the dialog in a dock (`dock_toggled`).

A thread drives the engine's balance loop (`engine.balance.run.run_played`, the one
`clumsy balance` uses), so the editor stays responsive; the games run in worker
processes started fresh, never forked from the GUI. Cancel stops the games not yet
started; the games that finished are summed up and shown.

The chart is the figure `clumsy balance --chart` writes (engine.balance.chart), drawn
into a FigureCanvasQTAgg, so the CLI and the dialog never disagree. A double-click on a
game plays it again (a game depends only on mission and seed) and opens it in a replay
window; choosing a heat layer shows it on the editor's map (`overlay_chosen`).
"""

from __future__ import annotations

import copy
import logging
import os
import threading
from pathlib import Path
from typing import Any

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.balance.heat_overlay import heat_overlay
from editor.balance.probe_tab import ProbeTab
from editor.balance.sweep_tab import SweepTab
from editor.balance.wording import say
from editor.widgets.difficulty_box import DifficultyBox
from editor.widgets.field_guard import guard_fields
from editor.widgets.window_fit import fit_to_screen, scrolled
from engine.ai.scripts import SCRIPTS
from engine.balance.chart import balance_figure
from engine.balance.heatmap import HeatLayers, add_heat, describe_layer, layer_names
from engine.balance.kept import KeptRun, kept_document, read_kept_if_any, run_path, write_kept
from engine.balance.run import (
    GameRecord,
    play_detailed,
    run_played,
    summarize_records,
    summarize_series,
)
from engine.balance.stats import verdict
from engine.balance.sweep import Sweep
from engine.balance.table import format_table
from engine.balance.wording import termination_words
from engine.ruleset import ruleset_of
from engine.scenario.model import Scenario

GEOMETRY_KEY = "balance/geometry"  # QSettings: where the dialog was left, and its size
log = logging.getLogger(__name__)


class BalanceRunner(QThread):
    progressed = Signal(int, int)
    finished_report = Signal(object)  # dict, or None when cancelled before any game ended
    failed = Signal(str)

    def __init__(self, scenario: Scenario, games: int, jobs: int, opponent: str,
                 seed_start: int = 0, difficulty: str | None = None) -> None:
        super().__init__()
        self.scenario = copy.deepcopy(scenario)
        self.games, self.jobs, self.opponent = games, jobs, opponent
        self.difficulty = difficulty  # the AI's level (engine/data/ai.yaml), every side
        self.seed_start = seed_start
        self.cancel = threading.Event()
        self.heat: HeatLayers = {}

    @property
    def cancelled(self) -> bool:
        return self.cancel.is_set()

    def run(self) -> None:
        results: list[GameRecord] = []
        firsts: dict[int, str | None] = {}
        seeds = range(self.seed_start, self.seed_start + self.games)
        try:
            for played in run_played(self.scenario, seeds, jobs=self.jobs, opponent=self.opponent,
                                     cancel=self.cancel, heat=True, difficulty=self.difficulty):
                results.append(played.record)
                firsts[played.record["seed"]] = played.first_side
                add_heat(self.heat, played.heat or {})
                self.progressed.emit(len(results), self.games)
        except Exception as exc:  # a broken game must be reported, not crash the editor
            log.exception("the balance run failed")
            self.failed.emit(self.tr("The balance run failed: {error}").format(error=exc))
            return
        if not results:
            self.finished_report.emit(None)
        else:
            self.finished_report.emit(summarize_series(self.scenario, results, self.opponent,
                                                       firsts))


class BalanceDialog(QDialog):
    overlay_chosen = Signal(object)  # {cell: (QColor, text)} for the map; {} hides it
    apply_edit = Signal(object)  # a suggested engine.balance.variants.Edit, for the document
    dock_toggled = Signal(bool)  # True: hold me in a dock beside the map; False: float

    def __init__(self, scenario: Scenario, parent: QWidget | None = None,
                 mission_path: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Balance check: {name}").format(name=scenario.name))
        self.scenario = scenario
        # where the run is kept: MISSION.balance.json beside the mission (none: unsaved)
        self.kept_path = run_path(mission_path) if mission_path is not None else None
        self.kept: KeptRun | None = None
        self.runner: BalanceRunner | None = None
        self.report: dict[str, Any] | None = None
        self.heat: HeatLayers = {}
        self.replay_windows: list[QWidget] = []
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(20)
        self.seed_start = QSpinBox()
        self.seed_start.setRange(0, 10_000_000)
        self.jobs = QSpinBox()
        self.jobs.setRange(1, max(1, os.cpu_count() or 1))
        self.jobs.setValue(max(1, os.cpu_count() or 1))
        self.opponent = QComboBox()
        self.opponent.addItem(self.tr("AI against AI"), "ai")
        self.opponent.addItem(self.tr("AI against random play (strength test)"), "random")
        if ruleset_of(scenario).turn_systems():  # the scripts play the shared rules
            scripts = {"greedy": self.tr("AI against a greedy shooter (script)"),
                       "rusher": self.tr("AI against a victory-point rusher (script)"),
                       "turtle": self.tr("AI against a turtle (script)"),
                       "first_order": self.tr("AI against first orders (script)"),
                       "raider": self.tr("AI against a raid on the points (script)"),
                       "ambush": self.tr("AI against an ambush in cover (script)"),
                       "artillery": self.tr("AI against artillery first (script)"),
                       "objective": self.tr("AI against a rush for the win (script)"),
                       "search": self.tr("AI against a searching shooter (script)"),
                       "flanker": self.tr("AI against a flank march (script)"),
                       "kiter": self.tr("AI against fire and fall back (script)"),
                       "blitz": self.tr("AI against a blitz on the points (script)"),
                       "garrison": self.tr("AI against a garrison and a reserve (script)"),
                       "infiltrator": self.tr("AI against an unseen infiltration (script)"),
                       "decoy": self.tr("AI against a decoy and a raid (script)"),
                       "feint": self.tr("AI against a feint and a raid (held-out script)"),
                       "sapper": self.tr("AI against sappers that never shoot "
                                         "(held-out script)"),
                       "counter": self.tr("AI against a late counterattack "
                                          "(held-out script)")}
            for name in SCRIPTS:
                self.opponent.addItem(scripts.get(name, name), name)
        self.difficulty = DifficultyBox()
        self.run_difficulty: str | None = None  # the level of the run shown
        form.addRow(self.tr("Games"), self.games)
        form.addRow(self.tr("First seed (seeds S..S+N-1)"), self.seed_start)
        form.addRow(self.tr("Parallel processes"), self.jobs)
        form.addRow(self.tr("Opponent"), self.opponent)
        form.addRow(self.tr("AI difficulty"), self.difficulty)
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.status = QLabel()
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("font-weight: bold")
        self.table = QPlainTextEdit()
        self.table.setReadOnly(True)
        self.table.setFont(QFont("monospace"))
        self.figure = Figure(figsize=(7, 4.8), dpi=90)
        self.chart = FigureCanvasQTAgg(self.figure)
        self.chart.setMinimumHeight(220)  # the dialog fits a 1366x768 laptop
        self.game_list = QTableWidget(0, 4)
        self.game_list.setHorizontalHeaderLabels([self.tr("seed"), self.tr("winner"),
                                                  self.tr("termination"), self.tr("rounds")])
        self.game_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.game_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.game_list.cellDoubleClicked.connect(lambda row, _col: self.replay_row(row))
        self.heat_layer = QComboBox()
        self.heat_layer.currentIndexChanged.connect(self._heat_chosen)
        games_tab = QWidget()
        games_col = QVBoxLayout(games_tab)
        games_col.addWidget(QLabel(self.tr("Double-click a game to replay it.")))
        games_col.addWidget(self.game_list)
        heat_row = QFormLayout()
        heat_row.addRow(self.tr("Heat layer on the map"), self.heat_layer)
        games_col.addLayout(heat_row)
        tabs = QTabWidget()
        tabs.addTab(self.chart, self.tr("Chart"))
        tabs.addTab(self.table, self.tr("Table"))
        tabs.addTab(games_tab, self.tr("Games and heatmaps"))
        self.probe_tab = ProbeTab(scenario, self.jobs.value, self.open_replay)
        self.probe_tab.probed.connect(self._keep_probe)
        tabs.addTab(scrolled(self.probe_tab), self.tr("Probe"))
        self.sweep_tab = SweepTab(scenario, self.jobs.value)
        self.sweep_tab.apply_edit.connect(self.apply_edit)
        self.sweep_tab.swept.connect(self._keep_sweep)
        tabs.addTab(scrolled(self.sweep_tab), self.tr("Sweep"))
        self.tabs = tabs
        self.kept_label = QLabel()  # the last run reopened, and whether it is stale
        self.kept_label.setWordWrap(True)
        self.kept_label.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.dock_button = QPushButton(self.tr("Dock beside the map"))
        self.dock_button.setCheckable(True)
        self.dock_button.toggled.connect(self._dock_toggled)
        buttons.addButton(self.dock_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.run_button)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.kept_label)
        layout.addWidget(self.verdict)
        layout.addWidget(tabs, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, None, GEOMETRY_KEY, (760, 820))
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        self.reopen_kept_run()

    def set_scenario(self, scenario: Scenario) -> None:
        """Play `scenario` from now on (the document replaced its scenario)."""
        self.scenario = scenario
        self.probe_tab.scenario = scenario
        self.sweep_tab.scenario = scenario

    # -- the kept run -----------------------------------------------------------------------
    def reopen_kept_run(self) -> None:
        """Show the mission's last kept run, marked stale with what changed when the
        mission is not the one it played."""
        if self.kept_path is None:
            return
        kept = read_kept_if_any(self.kept_path)
        sides = [s.id for s in self.scenario.sides]
        if kept is None or kept.sides != sides or not kept.records:
            return
        self.kept = kept
        report = summarize_records(self.scenario.name, sides,
                                   {s.id: s.color for s in self.scenario.sides},
                                   kept.records, kept.opponent)
        self.show_report(report)
        head = self.tr("The last run, kept {when}: {games} games.").format(
            when=kept.created or "-", games=len(kept.records))
        changes = kept.changes(self.scenario)
        if changes:
            head += " " + self.tr("Stale: the mission changed since: {changes}.").format(
                changes="; ".join(changes))
            self.kept_label.setStyleSheet("color: #a04000")
        else:
            self.kept_label.setStyleSheet("")
        self.kept_label.setText(head)
        self.kept_label.show()
        rows = kept.extra.get("sweep")
        if isinstance(rows, list) and rows:
            self.sweep_tab.show_rows(rows)

    def _write_kept(self, records: list[GameRecord], opponent: str,
                    extra: dict[str, Any] | None = None) -> None:
        if self.kept_path is None or not records:
            return
        try:
            write_kept(self.kept_path, kept_document(self.scenario, records, opponent, extra))
        except Exception as exc:  # an unwritable folder must not lose the run shown
            log.warning("cannot keep the balance run: %s", exc)
            self.kept_label.setText(self.tr("The run could not be kept: {error}").format(
                error=exc))
            self.kept_label.show()
            return
        self.kept_label.setStyleSheet("")
        self.kept_label.setText(self.tr("This run is kept in {file}.").format(
            file=self.kept_path.name))
        self.kept_label.show()

    def _keep_probe(self, probe: Any) -> None:
        document = probe.document()
        self._write_kept(probe.baseline, "ai", {"probe": document["probe"],
                                                 "baseline": document["baseline"]})

    def _keep_sweep(self, sweep: Sweep) -> None:
        if sweep.results and sweep.results[0].records:
            self._write_kept(sweep.results[0].records, "ai", {"sweep": sweep.document()})

    def _dock_toggled(self, docked: bool) -> None:
        self.dock_button.setText(self.tr("Float over the map") if docked
                                 else self.tr("Dock beside the map"))
        self.dock_toggled.emit(docked)

    def start(self) -> None:
        if self.runner is not None:  # the button reads Cancel while running
            self.runner.cancel.set()
            self.status.setText(self.tr("Cancelling: the games already started finish first…"))
            return
        self.report = None
        self.run_difficulty = self.difficulty.level()
        self.runner = BalanceRunner(self.scenario, self.games.value(), self.jobs.value(),
                                    self.opponent.currentData(), self.seed_start.value(),
                                    self.run_difficulty)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished_report.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.status.setText(self.tr("Playing…"))
        self.verdict.clear()
        self.run_button.setText(self.tr("Cancel"))
        self.runner.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        self.status.setText(self.tr("{done} of {total} games played").format(done=done, total=total))

    def _done(self) -> None:
        if self.runner is not None:
            self.runner.wait()
            self.runner = None
        self.run_button.setText(self.tr("Run"))

    def _finished(self, report: dict[str, Any] | None) -> None:
        cancelled = self.runner is not None and self.runner.cancelled
        total = self.runner.games if self.runner is not None else 0
        heat = self.runner.heat if self.runner is not None else {}
        self._done()
        if report is None:
            self.status.setText(self.tr("Cancelled."))
            return
        self.heat = heat
        rounds = f"{report['average_rounds']:.1f}"
        if cancelled:
            self.status.setText(self.tr("Cancelled: {done} of {total} games played, average {rounds} "
                                        "rounds").format(done=report["games"], total=total,
                                                         rounds=rounds))
        else:
            self.status.setText(self.tr("Done: {games} games, average {rounds} rounds").format(
                games=report["games"], rounds=rounds))
        self.show_report(report)
        self._write_kept(report["results"], report["opponent"])

    def show_report(self, report: dict[str, Any]) -> None:
        """The table, verdict, chart, games and heat layers of a report (a run's, or the
        kept run's)."""
        # the sides by their names in the table, chart and verdict (the CLI shows ids)
        report["names"] = {x.id: x.name or x.id for x in self.scenario.sides}
        self.report = report
        self.table.setPlainText(format_table(report, say))
        if report["opponent"] == "ai":
            self.verdict.setText(verdict(report["sides"], report["results"],
                                         names=report["names"]).say(say))
        balance_figure(report, self.figure, say)
        self.chart.draw_idle()
        self._fill_games(report["results"])
        self._fill_heat_layers()

    def _fill_games(self, records: list[GameRecord]) -> None:
        self.game_list.setRowCount(len(records))
        names = {x.id: x.name or x.id for x in self.scenario.sides}
        for row, r in enumerate(records):
            winner = names.get(r["winner"], r["winner"]) if r["winner"] else None
            cells = [str(r["seed"]), winner or (self.tr("draw") if r["termination"] else "—"),
                     termination_words(say, r["termination"]), str(r["rounds"])]
            for col, text in enumerate(cells):
                self.game_list.setItem(row, col, QTableWidgetItem(text))

    def _fill_heat_layers(self) -> None:
        self.heat_layer.blockSignals(True)
        self.heat_layer.clear()
        self.heat_layer.addItem(self.tr("none"), None)
        for name in layer_names(self.heat, [s.id for s in self.scenario.sides]):
            self.heat_layer.addItem(describe_layer(name), name)
        self.heat_layer.blockSignals(False)

    def _heat_chosen(self, index: int) -> None:
        name = self.heat_layer.itemData(index)
        self.overlay_chosen.emit(heat_overlay(self.heat[name]) if name else {})

    def choose_heat_layer(self, name: str | None) -> None:
        """Show the named layer on the map (None: hide the overlay)."""
        index = self.heat_layer.findData(name)
        self.heat_layer.setCurrentIndex(max(0, index))

    def replay_row(self, row: int) -> QWidget | None:
        """Play the game of that row again, with its replay kept, and open it."""
        if self.report is None or not 0 <= row < len(self.report["results"]):
            return None
        record = self.report["results"][row]
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            played = play_detailed(copy.deepcopy(self.scenario), record["seed"],
                                   self.report["opponent"], replay=True,
                                   difficulty=self.run_difficulty)
        finally:
            QApplication.restoreOverrideCursor()
        assert played.replay is not None
        return self.open_replay(played.replay)

    def open_replay(self, replay: dict[str, Any]) -> QWidget:
        """A replay window on this game (the Games tab's rows, the Probe tab's styles)."""
        from editor.balance.replay_window import ReplayWindow

        window = ReplayWindow(self.scenario, replay, self)
        self.replay_windows.append(window)
        window.show()
        return window

    def _failed(self, message: str) -> None:
        self._done()
        self.status.setText(message)

    def wait_until_done(self, timeout_ms: int = 120_000) -> None:
        """Tests: block until the run ends (signals are delivered by the caller's loop)."""
        if self.runner is not None:
            self.runner.wait(timeout_ms)

    def reject(self) -> None:
        """Close: the games stop; a heat layer stays on the map (its chip's x clears it)."""
        self.probe_tab.stop()
        self.sweep_tab.stop()
        if self.runner is not None:
            self.runner.cancel.set()
            self.runner.wait()
            self.runner = None
        super().reject()
