"""The editor's one validation process (engine.scenario.validation_service), shared by every
open window: started on first use, fed pickled scenario models, its results handed back
to each window's callback from a reading thread (the callback emits a Qt signal, queued to
the GUI thread). It stops when the application quits, and by itself if the editor dies
(its standard input closes): no process outlives the editor.

A model is pickled on the caller's thread (the scenario as it is now) and written to the
process by a writing thread: a big map's model is larger than the pipe holds, and the
process reads it only as fast as a pass in flight lets it, so writing it on the GUI
thread held a brush stroke's frames for tens of milliseconds. A window's model not yet
written when a newer one comes is replaced by it (the process would drop it anyway).
"""

from __future__ import annotations

import atexit
import itertools
import logging
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.scenario.validation_service import read_frame, write_frame

log = logging.getLogger(__name__)

Callback = Callable[[int, list[Any]], None]
STOP_GRACE_S = 0.2  # seconds a stopping process has to end by itself before it is killed


class ValidationWorker:
    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None
        self.callbacks: dict[int, Callback] = {}
        self.keys = itertools.count(1)
        self.lock = threading.Condition()
        self.started = 0  # processes started (tests count them)
        self.pending: dict[int, bytes] = {}  # window -> its newest model not yet written
        self.writer: threading.Thread | None = None

    def register(self, callback: Callback) -> int:
        key = next(self.keys)
        self.callbacks[key] = callback
        return key

    def unregister(self, key: int) -> None:
        self.callbacks.pop(key, None)

    def submit(self, key: int, revision: int, name: str, scenario: Any) -> None:
        """Queue a pass of `scenario` (pickled here, on the caller's thread, as it is now);
        the writing thread sends it."""
        data = pickle.dumps((key, revision, name, scenario), protocol=pickle.HIGHEST_PROTOCOL)
        with self.lock:
            self._ensure()
            self.pending.pop(key, None)  # the newest last: passes go in the order asked
            self.pending[key] = data
            if self.writer is None or not self.writer.is_alive():
                self.writer = threading.Thread(target=self._write, daemon=True,
                                               name="validation-models")
                self.writer.start()
            self.lock.notify()

    def _write(self) -> None:
        while True:
            with self.lock:
                while not self.pending:
                    self.lock.wait()
                key = next(iter(self.pending))
                data = self.pending.pop(key)
                process = self._ensure()
            try:
                assert process.stdin is not None
                write_frame(process.stdin, data)
            except (BrokenPipeError, OSError, ValueError):
                with self.lock:
                    if self.process is not process:
                        continue  # stopped (or replaced) meanwhile: nothing to send there
                    log.warning("the validation process ended; starting another")
                    self.process = None
                    self.pending.setdefault(key, data)

    def _ensure(self) -> subprocess.Popen[bytes]:
        if self.process is None or self.process.poll() is not None:
            env = dict(os.environ, PYTHONUNBUFFERED="1")
            self.process = subprocess.Popen(
                [sys.executable, "-m", "engine.scenario.validation_service"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                start_new_session=True)  # a terminal's Ctrl-C is the editor's, not its
            self.started += 1
            threading.Thread(target=self._read, args=(self.process,), daemon=True,
                             name="validation-results").start()
        return self.process

    def _read(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        while (data := read_frame(process.stdout)) is not None:
            key, revision, problems = pickle.loads(data)
            callback = self.callbacks.get(key)
            if callback is not None:
                callback(revision, problems)

    def stop(self) -> None:
        """End the process: its input closed, it ends by itself between passes; one that
        lingers (mid-pass, or still starting) is killed, since it holds nothing to keep, so
        quitting never waits for a pass."""
        with self.lock:
            process, self.process = self.process, None
            self.pending.clear()  # nothing is written to a process started after this
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()
            process.wait(timeout=STOP_GRACE_S)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait(timeout=5)


_worker: ValidationWorker | None = None


def shared_worker() -> ValidationWorker:
    global _worker
    if _worker is None:
        _worker = ValidationWorker()
        atexit.register(_worker.stop)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_worker.stop)
    return _worker
