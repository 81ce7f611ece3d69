"""The editor never saves a file it cannot open, and its crash recovery belongs to its
session (docs/design.md, "Validation"; docs/guarantees.md): every schema limit is kept by
the widgets, a recovery copy that cannot be restored says why and can be kept as a raw
file, and a second editor never offers, deletes or takes over a live editor's autosave."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from conftest import FIXTURES
from editor.document.recovery import pending_recoveries, recovery_dir
from editor.document.schema_limits import ID, UNIT, int_range, max_length
from editor.main_window import MainWindow
from engine.scenario.io import load_scenario, read_scenario, save_scenario
from engine.scenario.schema import scenario_schema

Button = QMessageBox.StandardButton


def second_editor(qtbot, tmp_path) -> MainWindow:
    other = MainWindow(load_scenario(FIXTURES / "base.yaml"), None,
                       QSettings(str(tmp_path / "s2.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(other)
    other.asked = []  # type: ignore[attr-defined]
    other.told = []  # type: ignore[attr-defined]
    other.tell = lambda title, text: other.told.append((title, text))  # type: ignore[attr-defined]
    return other


def edit_description(window, text: str) -> None:
    window.scenario_settings.description.setPlainText(text)


def test_the_limits_come_from_the_schema():
    schema = scenario_schema()
    assert max_length("/properties/description") == schema["properties"]["description"]["maxLength"]
    assert max_length(ID) == 40  # "^[A-Za-z][A-Za-z0-9_-]{0,39}$"
    assert int_range(f"{UNIT}/hp") == (1, 2**31 - 1)
    assert int_range("/properties/rounds") == (schema["properties"]["rounds"]["minimum"],
                                               schema["properties"]["rounds"]["maximum"])


def test_the_description_box_keeps_the_schema_limit_and_the_file_opens_again(window, tmp_path):
    limit = max_length("/properties/description")
    edit_description(window, "x" * (limit + 500))
    assert len(window.doc.scenario.description) == limit
    assert len(window.scenario_settings.description.toPlainText()) == limit
    window.files.save_to(tmp_path / "saved.yaml")
    scenario, problems = read_scenario(tmp_path / "saved.yaml")
    assert scenario is not None and not [p for p in problems if "description" in p.message]


def test_name_and_id_boxes_keep_their_limits(window):
    assert window.scenario_settings.name.maxLength() == max_length("/properties/name")
    assert window.properties.unit_id.maxLength() == max_length(ID)
    assert window.scenario_settings.side_id.maxLength() == max_length(ID)
    assert (window.scenario_settings.rounds.minimum(), window.scenario_settings.rounds.maximum()) == \
        int_range("/properties/rounds")


def test_a_huge_hp_in_the_file_shows_without_overflow_and_pushes_nothing(window):
    unit = window.doc.scenario.units[0]
    unit.hp = 10**12
    window.doc.select([unit])
    assert window.properties.hp.value() <= window.properties.hp.maximum()
    assert unit.hp == 10**12 and window.doc.undo_stack.count() == 0


def test_a_second_editor_does_not_offer_a_live_editors_autosave(qtbot, window, tmp_path):
    window.options.set(terrain="F")
    window.doc.scenario.name = "changed"
    window.doc.undo_stack.resetClean()
    assert window.files.autosaver.autosave()
    written = {p.name for p in recovery_dir().iterdir()}
    assert written, "the autosave wrote nothing: the check below would check nothing"
    assert pending_recoveries() == []
    other = second_editor(qtbot, tmp_path)
    other.ask = lambda *a: other.asked.append(a) or Button.Yes  # type: ignore[attr-defined]
    assert other.files.offer_recovery() is False
    assert other.asked == []  # type: ignore[attr-defined]
    assert written <= {p.name for p in recovery_dir().iterdir()}  # nothing deleted


def test_a_dead_sessions_autosave_is_offered(qtbot, window, tmp_path):
    window.doc.undo_stack.resetClean()
    assert window.files.autosaver.autosave()
    window.files.autosaver.lock.unlock()  # as after a crash: no process holds the lock
    (rec,) = pending_recoveries()
    assert rec.session == window.files.autosaver.session


def test_a_clean_close_removes_the_session_lock(window):
    lock = recovery_dir() / f"session-{window.files.autosaver.session}.lock"
    assert lock.exists()
    window.files.close()
    assert not lock.exists()


def broken_recovery(tmp_path) -> None:
    """A dead session's copy damaged past a model (a map width that is no number, as a
    disk error might leave it); a text past its limit is restored since issue 38."""
    scenario = load_scenario(FIXTURES / "base.yaml")
    scenario.description = "y" * max_length("/properties/description")
    folder = recovery_dir()
    folder.mkdir(parents=True, exist_ok=True)
    save_scenario(scenario, folder / "base-dead.yaml")
    copy = folder / "base-dead.yaml"
    copy.write_text(copy.read_text(encoding="utf-8").replace("width: 8", "width: wide"),
                    encoding="utf-8")
    (folder / "base-dead.json").write_text(json.dumps(
        {"original": str(tmp_path / "base.yaml"), "saved_at": 1.0, "session": "1-dead"}))


def test_an_unrestorable_recovery_says_why_and_saves_the_raw_copy(qtbot, window, tmp_path):
    broken_recovery(tmp_path)
    other = second_editor(qtbot, tmp_path)
    answers = iter([Button.Yes, Button.Save])
    other.ask = lambda *a: other.asked.append(a) or next(answers)  # type: ignore[attr-defined]
    raw = tmp_path / "raw.yaml"
    other.files.ask_raw_copy_path = lambda rec: raw  # type: ignore[method-assign]
    assert other.files.offer_recovery() is False
    title, text = other.asked[1][0], other.asked[1][1]  # type: ignore[attr-defined]
    assert title == "Cannot restore the autosaved copy" and "should be a whole number" in text
    assert raw.read_text(encoding="utf-8").count("y" * 100) >= 1
    assert pending_recoveries() == []  # never offered again


def test_an_unrestorable_recovery_can_be_dropped_and_is_not_offered_again(qtbot, window, tmp_path):
    broken_recovery(tmp_path)
    other = second_editor(qtbot, tmp_path)
    answers = iter([Button.Yes, Button.Discard])
    other.ask = lambda *a: next(answers)  # type: ignore[method-assign]
    assert other.files.offer_recovery() is False
    assert pending_recoveries() == []


def test_opening_a_deeply_nested_file_says_why_in_a_dialog(window, tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("format: clumsy-scenario/1\nrounds: " + "[" * 900 + "]" * 900 + "\n")
    assert window.files.open_path(path) is False
    (title, text), = window.told
    assert title == "Cannot open" and "nest more than" in text
