"""The editor's log: every caught error goes, with its traceback, to a rotating file in the
user's data folder (`<data>/logs/editor.log`); the person sees a readable message instead.

An exception nobody caught is logged the same way and shown in a dialog, so the editor
never dies silently and the details are there to send along with a bug report.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QApplication, QMessageBox

log = logging.getLogger(__name__)

LOG_FILE_NAME = "editor.log"
MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3  # editor.log.1 .. editor.log.3
HANDLER_NAME = "clumsy-editor-file"
OUR_PACKAGES = ("editor", "engine")  # their debug lines (expected refusals) go to the file too

_showing_crash = False


def log_path() -> Path:
    """Where the log goes: the platform's local data folder for this application."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base or Path.home() / ".general-clumsy") / "logs" / LOG_FILE_NAME


def setup_logging() -> Path | None:
    """Log to the rotating file and catch uncaught exceptions; call once the application's
    name is set (the folder depends on it). Returns the file, or None when it cannot be
    written: then the log goes to standard error, and the editor still starts."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == HANDLER_NAME]:
        root.removeHandler(old)
        old.close()
    path = log_path()
    written: Path | None = path
    handler: logging.Handler
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS,
                                      encoding="utf-8")
    except OSError as exc:
        print(f"clumsy-editor: cannot write the log file {path}: {exc}; logging to the "
              "terminal instead", file=sys.stderr)
        written = None
        handler = logging.StreamHandler(sys.stderr)
    handler.set_name(HANDLER_NAME)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.getEffectiveLevel() > logging.INFO:
        root.setLevel(logging.INFO)
    for name in OUR_PACKAGES:
        logging.getLogger(name).setLevel(logging.DEBUG)
    sys.excepthook = log_uncaught
    log.info("General Clumsy editor started")
    return written


def log_uncaught(kind: type[BaseException], value: BaseException,
                 traceback: TracebackType | None) -> None:
    """sys.excepthook: log the exception with its traceback and tell the person plainly.

    Ctrl+C in the terminal still stops the program as it always did."""
    global _showing_crash
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, traceback)
        return
    log.critical("uncaught exception", exc_info=(kind, value, traceback))
    if _showing_crash or not isinstance(QApplication.instance(), QApplication):
        return  # no second dialog over the first, and none without a GUI
    _showing_crash = True
    try:
        QMessageBox.critical(None, QCoreApplication.translate("Crash", "Something went wrong"),
                             crash_message(value))
    finally:
        _showing_crash = False


def crash_message(value: BaseException) -> str:
    where = next((h.baseFilename for h in logging.getLogger().handlers
                  if h.get_name() == HANDLER_NAME and isinstance(h, logging.FileHandler)), None)
    details = (QCoreApplication.translate("Crash", "The details are in {file}.").format(file=where)
               if where else
               QCoreApplication.translate("Crash", "The details were printed to the terminal."))
    return QCoreApplication.translate(
        "Crash", "The editor met an error it did not expect:\n\n{error}\n\n"
        "It keeps running; save your work under a new name to be safe (it is also "
        "autosaved every minute). {details}").format(
            error=f"{type(value).__name__}: {value}", details=details)
