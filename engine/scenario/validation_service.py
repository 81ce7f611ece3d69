"""A validation pass in a process of its own: the editor's live validation runs here, so that
the GUI's interpreter never waits for it (issue 37).

Run as `python -m engine.scenario.validation_service`: it reads jobs on standard input and
writes results on standard output, each a frame of an 8-byte big-endian length and a
pickle. A job is `(key, revision, name, scenario)`: the scenario model itself (pickled by
the editor, no YAML dump on its thread); the pass is what `clumsy validate` does with the
file the editor would save, `scenario_from_text(dump_scenario(scenario), name)`, so the
problems are the same. A result is `(key, revision, problems)`. Only the newest job of a key
is worked on: a newer one arriving while a pass of the same key runs aborts that pass (its
result is never sent). The process ends when its standard input closes, so it never
outlives the editor.
"""

from __future__ import annotations

import _thread
import logging
import pickle
import struct
import sys
import threading
from typing import Any, BinaryIO

from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.problems import Problem, ScenarioError
from engine.scenario.yaml_blocks import PartParser

HEADER = struct.Struct(">Q")
log = logging.getLogger(__name__)


def write_frame(stream: BinaryIO, data: bytes) -> None:
    stream.write(HEADER.pack(len(data)) + data)
    stream.flush()


def read_frame(stream: BinaryIO) -> bytes | None:
    """One frame's bytes, None at the end of the stream."""
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        return None
    (size,) = HEADER.unpack(head)
    data = stream.read(size)
    return data if len(data) == size else None


_PARTS = PartParser()  # the last pass's parsed parts: an edit changes one or two of them


def validate(scenario: Any, name: str) -> list[Problem]:
    """The problems `clumsy validate` reports for the file the editor would save."""
    try:
        return scenario_from_text(dump_scenario(scenario), name, parse=_PARTS.parse)[1]
    except ScenarioError as exc:
        return exc.problems
    except Exception as exc:  # a validator bug must not take the service down
        log.exception("the validator failed on %s", name)
        return [Problem(name, 1, 1, f"the validator failed: {exc!r}")]


class _Jobs:
    """The newest job of each key, filled by the reading thread."""

    def __init__(self) -> None:
        self.lock = threading.Condition()
        self.pending: dict[Any, tuple[int, str, Any]] = {}
        self.running: Any = None
        self.closed = False

    def put(self, key: Any, job: tuple[int, str, Any]) -> None:
        with self.lock:
            self.pending[key] = job
            if self.running is not None and self.running == key:
                self.running = None  # abort the pass in flight: a newer edit came
                _thread.interrupt_main()
            self.lock.notify()

    def take(self) -> tuple[Any, tuple[int, str, Any]] | None:
        with self.lock:
            while not self.pending and not self.closed:
                self.lock.wait()
            if not self.pending:
                return None
            key = next(iter(self.pending))
            self.running = key
            return key, self.pending.pop(key)

    def requeue(self, job: tuple[Any, tuple[int, str, Any]] | None) -> None:
        """An interrupt that was not for `job` (it came late, or from a terminal's Ctrl-C):
        the job is worked on again unless a newer one of its key is waiting."""
        if job is not None:
            with self.lock:
                self.pending.setdefault(job[0], job[1])
                self.running = None

    def finished(self, key: Any) -> bool:
        """The pass of `key` ended; False when it was aborted meanwhile."""
        with self.lock:
            done = self.running == key
            self.running = None
            return done


def serve(source: BinaryIO, sink: BinaryIO) -> None:
    jobs = _Jobs()
    results: list[bytes] = []
    out_lock = threading.Condition()

    def read() -> None:
        while (data := read_frame(source)) is not None:
            key, revision, name, scenario = pickle.loads(data)
            jobs.put(key, (revision, name, scenario))
        with jobs.lock:
            jobs.closed = True
            jobs.lock.notify()
        with out_lock:
            results.append(b"")
            out_lock.notify()

    def write() -> None:
        while True:
            with out_lock:
                while not results:
                    out_lock.wait()
                data = results.pop(0)
            if not data:
                return
            write_frame(sink, data)

    threading.Thread(target=read, daemon=True, name="jobs-in").start()
    writer = threading.Thread(target=write, daemon=True, name="results-out")
    writer.start()
    job = None
    while True:
        try:
            job = jobs.take()
            if job is None:
                break
            key, (revision, name, scenario) = job
            problems = validate(scenario, name)
            if jobs.finished(key):
                data = pickle.dumps((key, revision, problems))
                with out_lock:
                    results.append(data)
                    out_lock.notify()
        except KeyboardInterrupt:  # a newer job of the same key: this pass is dropped
            jobs.requeue(job)
    writer.join(timeout=5)


def _unraisable(unraisable: Any) -> None:
    """A dropped pass's interrupt (`_Jobs.put`) that lands in a finaliser (a weak
    reference's callback, a `__del__`) cannot stop the pass there: Python reports it as
    unraisable and goes on, and the pass, no longer the newest, ends unsent
    (`_Jobs.finished`). That is no error to print on the editor's terminal; any other
    unraisable error is reported as ever."""
    if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
        return
    sys.__unraisablehook__(unraisable)


def quiet_dropped_passes() -> None:
    """The service's process reports no dropped pass's interrupt as an error (above)."""
    sys.unraisablehook = _unraisable


if __name__ == "__main__":  # pragma: no cover  (run by the editor, tested through it)
    quiet_dropped_passes()
    serve(sys.stdin.buffer, sys.stdout.buffer)
