"""The editor's log file: caught errors keep their traceback there, the person reads a plain
message, and an exception nobody caught is logged and shown instead of lost."""

from __future__ import annotations

import logging
import shutil
import sys

import pytest
from PySide6.QtGui import QAction

from conftest import FIXTURES, open_window
from editor.window.logging_setup import HANDLER_NAME, log_path, setup_logging
from engine.scenario.io import load_scenario


@pytest.fixture
def log_file(tmp_path, monkeypatch):
    """The editor's logging pointed at a data folder of this test; undone afterwards."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    root = logging.getLogger()
    level, hook = root.level, sys.excepthook
    path = setup_logging()
    yield path
    for handler in [h for h in root.handlers if h.get_name() == HANDLER_NAME]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)
    sys.excepthook = hook


@pytest.fixture
def window(qtbot, tmp_path):
    path = tmp_path / "base.yaml"
    shutil.copy(FIXTURES / "base.yaml", path)
    return open_window(qtbot, tmp_path, load_scenario(path), path)


def test_the_log_file_lives_in_the_data_folder(log_file, tmp_path):
    assert log_file == log_path()
    assert log_file.is_relative_to(tmp_path / "data") and log_file.parent.name == "logs"
    assert "editor started" in log_file.read_text(encoding="utf-8")


def test_a_caught_save_error_logs_its_traceback_and_tells_a_plain_message(
        log_file, window, monkeypatch):
    def fail(*_):
        raise OSError(13, "Permission denied")

    monkeypatch.setattr("editor.window.document_controller.save_scenario", fail)
    assert not window.files.save_to(window.doc.path)
    title, text = window.told[-1]
    assert title == "Save failed" and "Permission denied" in text and "Traceback" not in text
    logged = log_file.read_text(encoding="utf-8")
    assert "ERROR editor.window.document_controller: saving" in logged
    assert "Traceback (most recent call last)" in logged and "in save_to" in logged
    assert "PermissionError: [Errno 13] Permission denied" in logged


def test_a_validator_crash_is_logged_with_its_traceback(log_file, window, monkeypatch):
    def broken(*_):
        raise KeyError("a validator bug")

    monkeypatch.setattr("editor.document.validation_runner.scenario_from_text", broken)
    window.validation.wait()
    assert any("the validator failed" in p.message for p in window.doc.problems)
    logged = log_file.read_text(encoding="utf-8")
    assert "Traceback" in logged and "KeyError: 'a validator bug'" in logged


@pytest.mark.qt_no_exception_capture
def test_an_uncaught_exception_in_a_slot_is_logged_and_shown(log_file, qtbot, no_modal_dialogs):
    def boom() -> None:
        raise RuntimeError("the slot broke")

    action = QAction("Boom")
    action.triggered.connect(boom)
    action.trigger()  # PySide6 hands the exception to sys.excepthook
    logged = log_file.read_text(encoding="utf-8")
    assert "CRITICAL editor.window.logging_setup: uncaught exception" in logged
    assert "in boom" in logged and "RuntimeError: the slot broke" in logged
    assert len(no_modal_dialogs) == 1
    assert "Something went wrong" in no_modal_dialogs[0] and "the slot broke" in no_modal_dialogs[0]
    assert str(log_file) in no_modal_dialogs[0]


def test_ctrl_c_is_not_turned_into_a_dialog(log_file, no_modal_dialogs, capsys):
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt:
        sys.excepthook(*sys.exc_info())
    assert no_modal_dialogs == []
    assert "KeyboardInterrupt" in capsys.readouterr().err
