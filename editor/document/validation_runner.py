"""Live validation off the GUI thread: painting never waits for the validator.

After each edit a short timer runs out, the scenario is written to text on the GUI thread
(cheap), and parsing plus validation run in a worker; a result for an older revision is
dropped.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from editor.document.scenario_document import ScenarioDocument
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.problems import Problem, ScenarioError

log = logging.getLogger(__name__)

DEBOUNCE_MS = 250


class _Signals(QObject):
    finished = Signal(int, object)  # revision, list[Problem]


class _Job(QRunnable):
    def __init__(self, text: str, name: str, revision: int, signals: _Signals) -> None:
        super().__init__()
        self.text, self.name, self.revision, self.signals = text, name, revision, signals

    def problems(self) -> list[Problem]:
        try:
            return scenario_from_text(self.text, self.name)[1]
        except ScenarioError as exc:
            return exc.problems
        except Exception as exc:  # a validator bug must not take the editor down
            log.exception("the validator failed on %s", self.name)
            return [Problem(self.name, 1, 1, QCoreApplication.translate(
                "ValidationRunner", "the validator failed: {error}").format(error=repr(exc)))]

    def run(self) -> None:
        self.signals.finished.emit(self.revision, self.problems())


class ValidationRunner(QObject):
    def __init__(self, doc: ScenarioDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals()
        self.signals.finished.connect(self._finished)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.run_now)
        for signal in (doc.terrain_changed, doc.contents_changed, doc.settings_changed, doc.map_reset):
            signal.connect(self.schedule)

    def schedule(self, *_: object) -> None:
        self.timer.start()

    def run_now(self) -> None:
        text = dump_scenario(self.doc.scenario)
        self.pool.start(_Job(text, self.doc.display_name, self.doc.revision, self.signals))

    def wait(self) -> None:
        """Saving and tests: bring the problems up to date now, on this thread."""
        self.timer.stop()
        self.pool.waitForDone()
        job = _Job(dump_scenario(self.doc.scenario), self.doc.display_name, self.doc.revision,
                   self.signals)
        self.doc.set_problems(job.problems())

    def _finished(self, revision: int, problems: list[Problem]) -> None:
        if revision == self.doc.revision:
            self.doc.set_problems(problems)
