"""Autosave to a recovery file every minute; offered back after a crash.

The recovery file sits in the user's data folder, named after the document, beside a
small note of where the original lives. A clean close or a save removes it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from editor.document import ScenarioDocument
from engine.scenario.io import dump_scenario, write_text_atomic

log = logging.getLogger(__name__)

AUTOSAVE_MS = 60_000


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".general-clumsy") / "recovery"
    return path


@dataclass(frozen=True)
class Recovery:
    file: Path
    original: Path | None
    saved_at: float


def pending_recoveries() -> list[Recovery]:
    found = []
    for meta in sorted(recovery_dir().glob("*.json")):
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            file = meta.with_suffix(".yaml")
            if file.exists():
                original = Path(data["original"]) if data.get("original") else None
                found.append(Recovery(file, original, float(data.get("saved_at", 0))))
        except (OSError, ValueError, KeyError):
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
        self.session = hashlib.sha1(str(id(self)).encode()).hexdigest()[:8]
        self.last_error: str | None = None
        self._written: set[Path] = set()

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
            meta = {"original": str(self.doc.path) if self.doc.path else None, "saved_at": time.time()}
            write_text_atomic(stem.with_suffix(".json"), json.dumps(meta))
            self.last_error = None
            return True
        except OSError as exc:
            log.exception("autosave to %s failed", stem)
            self.last_error = f"autosave failed: {exc}"
            self.doc.status_message.emit(self.last_error)
            return False

    def clear(self) -> None:
        """After a save or a clean close: the recovery copies are not needed any more."""
        for stem in self._written:
            for suffix in (".yaml", ".json"):
                stem.with_suffix(suffix).unlink(missing_ok=True)
        self._written.clear()
