"""Autosave to a recovery file every minute; offered back after a crash.

The recovery file sits in the user's data folder, named after the document and the
editor session that wrote it, beside a small note of where the original lives. A clean
close or a save removes it. Each session holds a lock file (`session-ID.lock`, a QLockFile
naming its process) while it runs, so a second editor offers only the copies of sessions
that are gone: it never shows, deletes or takes over a live editor's autosave. The note
also keeps what the original file held when the work began (its `based_on` stamp), so
work restored after a crash still asks before it overwrites a file changed since.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer

from editor.document.scenario_document import ScenarioDocument
from engine.scenario.io import dump_scenario, write_text_atomic

log = logging.getLogger(__name__)

AUTOSAVE_MS = 60_000


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".general-clumsy") / "recovery"
    return path


def session_lock_path(session: str) -> Path:
    return recovery_dir() / f"session-{session}.lock"


def session_alive(session: str) -> bool:
    """Whether the editor session that wrote a recovery copy still runs: its lock file is
    held by a running process (QLockFile checks the process id and name, so a lock left by
    a crash, or a reused process id, does not count)."""
    path = session_lock_path(session)
    if not path.exists():
        return False
    probe = QLockFile(str(path))
    probe.setStaleLockTime(0)  # only a dead process makes a lock stale, never its age
    if probe.tryLock(0):
        probe.unlock()  # removes the dead session's lock file
        return False
    return probe.error() == QLockFile.LockError.LockFailedError


@dataclass(frozen=True)
class Recovery:
    file: Path
    original: Path | None
    saved_at: float
    session: str | None = None
    based_on: tuple[Any, ...] | None = None  # the original's stamp the work was based on


def pending_recoveries() -> list[Recovery]:
    """The recovery copies of editor sessions that are no longer running."""
    found = []
    for meta in sorted(recovery_dir().glob("*.json")):
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            file = meta.with_suffix(".yaml")
            session = data.get("session")
            if session is not None and session_alive(str(session)):
                continue  # another editor's live autosave
            if file.exists():
                original = Path(data["original"]) if data.get("original") else None
                based_on = data.get("based_on")
                found.append(Recovery(file, original, float(data.get("saved_at", 0)),
                                      None if session is None else str(session),
                                      tuple(based_on) if isinstance(based_on, list) else None))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            log.warning("skipping the unreadable recovery note %s", meta, exc_info=True)
            continue
    return found


def discard(recovery: Recovery) -> None:
    for path in (recovery.file, recovery.file.with_suffix(".json")):
        path.unlink(missing_ok=True)


class Autosaver(QObject):
    def __init__(self, doc: ScenarioDocument, parent: QObject | None = None,
                 interval_ms: int = AUTOSAVE_MS) -> None:
        super().__init__(parent)
        self.doc = doc
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.autosave)
        self.timer.start()
        self.session = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.last_error: str | None = None
        # what the original file held when the work began (the window's disk stamp)
        self.based_on: Callable[[], tuple[Any, ...] | None] = lambda: None
        self._written: set[Path] = set()
        self.lock = QLockFile(str(session_lock_path(self.session)))
        self.lock.setStaleLockTime(0)
        try:
            recovery_dir().mkdir(parents=True, exist_ok=True)
        except OSError:
            log.warning("cannot make the recovery folder %s", recovery_dir(), exc_info=True)
        if not self.lock.tryLock(0):
            log.warning("cannot lock the editor session %s (%s): another editor may offer "
                        "this one's autosave as a leftover", self.session, self.lock.error())

    def stem(self) -> Path:
        name = self.doc.path.stem if self.doc.path else "untitled"
        return recovery_dir() / f"{name}-{self.session}"

    def autosave(self) -> bool:
        """Write the recovery copy if there are unsaved changes; never raises."""
        if self.doc.undo_stack.isClean():
            self.clear()
            return False
        stem = self.stem()
        try:
            stem.parent.mkdir(parents=True, exist_ok=True)
            self._written.add(stem)
            write_text_atomic(stem.with_suffix(".yaml"), dump_scenario(self.doc.scenario))
            based_on = self.based_on()
            meta = {"original": str(self.doc.path) if self.doc.path else None,
                    "saved_at": time.time(), "session": self.session,
                    "based_on": list(based_on) if based_on is not None else None}
            write_text_atomic(stem.with_suffix(".json"), json.dumps(meta))
            self.last_error = None
            return True
        except OSError as exc:
            log.exception("autosave to %s failed", stem)
            self.last_error = self.tr("Autosave failed: {error}").format(error=exc)
            self.doc.status_message.emit(self.last_error)
            return False

    def clear(self) -> None:
        """After a save or a clean close: the recovery copies are not needed any more."""
        for stem in self._written:
            for suffix in (".yaml", ".json"):
                stem.with_suffix(suffix).unlink(missing_ok=True)
        self._written.clear()

    def end_session(self) -> None:
        """A clean close: no recovery copy is needed, and the session lock goes."""
        self.timer.stop()
        self.clear()
        self.lock.unlock()
