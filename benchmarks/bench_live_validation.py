"""Live validation after one edit, 256x256 hex map with 1,000 units: how long until the
Problems are updated, and the longest GUI frame meanwhile (a 4 ms QTimer's gaps: a gap is a
time the GUI's event loop could not run).

Ours: the model pickled on the GUI thread and validated in the editor's validation process
(editor.document.validation_worker). Reference in the same run: the previous code, a YAML
dump on the GUI thread and the pass in a QThreadPool thread holding the interpreter lock,
with its 250 ms debounce; and an idle event loop's gaps (the timer's own jitter). And the
pass alone: the process's after one painted cell against a full `clumsy validate` of the
same file afresh (nothing kept, jsonschema alone).
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_live_validation.py [--edits N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from unittest import mock

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import engine.ai.mission.hold_reach as hold_reach  # noqa: E402
from benchmarks.bench_validation import big_scenario  # noqa: E402
from editor.document.scenario_document import ScenarioDocument  # noqa: E402
from editor.document.validation_runner import ValidationRunner  # noqa: E402
from engine.scenario import fast_schema  # noqa: E402
from engine.scenario.io import dump_scenario, scenario_from_text  # noqa: E402
from engine.scenario.model import Scenario  # noqa: E402
from engine.scenario.problems import ScenarioError  # noqa: E402
from engine.scenario.validation_service import validate  # noqa: E402


class _OldSignals(QObject):
    finished = Signal(int, object)


class _OldJob(QRunnable):
    def __init__(self, text: str, revision: int, signals: _OldSignals) -> None:
        super().__init__()
        self.text, self.revision, self.signals = text, revision, signals

    def run(self) -> None:
        try:
            problems = scenario_from_text(self.text, "bench.yaml")[1]
        except ScenarioError as exc:
            problems = exc.problems
        self.signals.finished.emit(self.revision, problems)


class OldRunner(QObject):
    """The previous code: a dump on the GUI thread, the pass in a thread, 250 ms debounce."""

    def __init__(self, doc: ScenarioDocument) -> None:
        super().__init__()
        self.doc, self.pool, self.signals = doc, QThreadPool(self), _OldSignals()
        self.pool.setMaxThreadCount(1)
        self.signals.finished.connect(self._finished)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.run_now)
        doc.terrain_changed.connect(lambda *_: self.timer.start())

    def run_now(self) -> None:
        self.pool.start(_OldJob(dump_scenario(self.doc.scenario), self.doc.revision,
                                self.signals))

    def _finished(self, revision: int, problems: list) -> None:
        if revision == self.doc.revision:
            self.doc.set_problems(problems)


def measure(app: QApplication, doc: ScenarioDocument, edits: int) -> tuple[list, list, list]:
    """(latencies, longest gap per edit, every gap) in seconds."""
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(4)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    arrived: list[float] = []
    doc.problems_changed.connect(lambda _p: arrived.append(time.perf_counter()))
    latencies, worst, gaps = [], [], []
    timer.start()
    for i in range(edits):
        for _ in range(20):  # let the loop settle between edits
            app.processEvents()
            time.sleep(0.005)
        ticks.clear()
        before = len(arrived)
        start = time.perf_counter()
        doc.set_cells({(3, 3): "F" if i % 2 else "."})
        while len(arrived) == before and time.perf_counter() - start < 30:
            app.processEvents()
            time.sleep(0.001)
        end = time.perf_counter()
        latencies.append(arrived[-1] - start)
        stamps = [start, *[t for t in ticks if t >= start], end]
        mine = [b - a for a, b in zip(stamps, stamps[1:], strict=False)]
        worst.append(max(mine))
        gaps.extend(mine)
    timer.stop()
    return latencies, worst, gaps


def idle_gaps(app: QApplication, seconds: float) -> list[float]:
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(4)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    return [b - a for a, b in zip(ticks, ticks[1:], strict=False)]


def pass_times(scenario: Scenario, edits: int) -> tuple[list[float], list[float]]:
    """The process's pass after one painted cell (what it keeps from the last pass, the
    compiled schema check) and a full `clumsy validate` of the same file afresh (the whole
    parse, jsonschema, every search), in this process one after the other: seconds."""
    ours, afresh = [], []
    validate(scenario, "bench.yaml")
    for i in range(edits):
        rows = list(scenario.map.rows)
        rows[3] = rows[3][:3] + ("F" if i % 2 else ".") + rows[3][4:]
        scenario = replace(scenario, map=replace(scenario.map, rows=rows))
        start = time.perf_counter()
        validate(scenario, "bench.yaml")
        ours.append(time.perf_counter() - start)
        with mock.patch.object(hold_reach, "SEARCHES", hold_reach.Searches()), \
                mock.patch.object(fast_schema, "surely_valid", lambda schema, data: False):
            start = time.perf_counter()
            try:
                scenario_from_text(dump_scenario(scenario), "bench.yaml")
            except ScenarioError:
                pass
            afresh.append(time.perf_counter() - start)
    return ours, afresh


def p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * (len(values) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=7)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    scenario = big_scenario()
    ours_doc = ScenarioDocument(scenario)
    runner = ValidationRunner(ours_doc)
    runner.run_now()  # start the process and warm it
    t = time.perf_counter()
    pickled = __import__("pickle").dumps(scenario, protocol=5)
    pickle_ms = (time.perf_counter() - t) * 1000
    t = time.perf_counter()
    dump_scenario(scenario)
    dump_ms = (time.perf_counter() - t) * 1000
    time.sleep(3)
    ours = measure(app, ours_doc, args.edits)
    old_doc = ScenarioDocument(big_scenario())
    OldRunner(old_doc)
    old = measure(app, old_doc, args.edits)
    idle = idle_gaps(app, 2.0)
    ms = 1000
    print("256x256 hex map, 1,000 units; medians of", args.edits, "edits")
    print(f"  GUI thread's share of a pass: pickle {pickle_ms:.1f} ms ({len(pickled) // 1024} "
          f"KiB), where the previous code dumped YAML: {dump_ms:.0f} ms")
    for label, (lat, worst, gaps) in (("ours (process)", ours), ("previous (thread)", old)):
        print(f"  {label:18} problems after {statistics.median(lat) * ms:.0f} ms "
              f"(max {max(lat) * ms:.0f}); longest frame median {statistics.median(worst) * ms:.0f} "
              f"ms (max {max(worst) * ms:.0f}); frame gaps p95 {p95(gaps) * ms:.1f} ms")
    print(f"  idle event loop: gaps p95 {p95(idle) * ms:.1f} ms, max {max(idle) * ms:.1f} ms")
    mine, fresh = pass_times(big_scenario(), args.edits)
    print(f"  the pass alone: the process's {statistics.median(mine) * ms:.0f} ms, a full "
          f"validate afresh {statistics.median(fresh) * ms:.0f} ms "
          f"(ratio {statistics.median(mine) / statistics.median(fresh):.2f})")
    print(f"  ratios ours/previous: latency {statistics.median(ours[0]) / statistics.median(old[0]):.2f}, "
          f"longest frame {statistics.median(ours[1]) / statistics.median(old[1]):.2f}")
    runner.worker.stop()


if __name__ == "__main__":
    main()
