"""Live validation off the GUI's interpreter: painting never waits for the validator.

After each edit a short timer runs out and the scenario model, pickled as it is (no YAML
dump on the GUI thread), goes to the editor's validation process
(editor.document.validation_worker); a newer edit drops the pass in flight there, and a
result for an older revision is dropped here. The result comes back as a Qt signal.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from editor.document.scenario_document import ScenarioDocument
from editor.document.validation_worker import shared_worker
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.problems import Problem, ScenarioError

log = logging.getLogger(__name__)

DEBOUNCE_MS = 20  # the pass runs in another process: no need to wait for a pause (a drag
# sends a model at its pauses; a newer one drops the pass in flight there)


class _Signals(QObject):
    finished = Signal(int, object)  # revision, list[Problem]


class _Job:
    """The pass on this thread (saving and tests wait for it): what the process does."""

    def __init__(self, text: str, name: str) -> None:
        self.text, self.name = text, name

    def problems(self) -> list[Problem]:
        try:
            return scenario_from_text(self.text, self.name)[1]
        except ScenarioError as exc:
            return exc.problems
        except Exception as exc:  # a validator bug must not take the editor down
            log.exception("the validator failed on %s", self.name)
            return [Problem(self.name, 1, 1, QCoreApplication.translate(
                "ValidationRunner", "the validator failed: {error}").format(error=repr(exc)))]


class ValidationRunner(QObject):
    def __init__(self, doc: ScenarioDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.worker = shared_worker()
        self.signals = _Signals()
        self.signals.finished.connect(self._finished)
        self.key = self.worker.register(self.signals.finished.emit)
        self.submitted = 0  # passes sent to the process (tests count them)
        self.destroyed.connect(lambda *_: self.worker.unregister(self.key))
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.run_now)
        for signal in (doc.terrain_changed, doc.contents_changed, doc.settings_changed, doc.map_reset):
            signal.connect(self.schedule)

    def schedule(self, *_: object) -> None:
        self.timer.start()

    def run_now(self) -> None:
        self.submitted += 1
        self.worker.submit(self.key, self.doc.revision, self.doc.source_name,
                           self.doc.scenario)

    def wait(self) -> None:
        """Saving and tests: bring the problems up to date now, on this thread."""
        self.timer.stop()
        job = _Job(dump_scenario(self.doc.scenario), self.doc.source_name)
        self.doc.set_problems(job.problems())

    def stop(self) -> None:
        """The window closes: a pass waiting for its timer is dropped, and nothing is
        validated on this thread (no one reads the problems of a closed window; a big
        map's dump and parse held the close for about a second). A pass in flight in the
        process answers no one: the runner unregisters when it goes."""
        self.timer.stop()

    def _finished(self, revision: int, problems: list[Problem]) -> None:
        if revision == self.doc.revision:
            self.doc.set_problems(problems)
