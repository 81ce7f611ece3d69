"""What the suite itself costs, apart from what its tests check (issue 37): each xdist worker
collects the whole suite, and every test is set up and torn down. The modules that make
their parameter lists from the shipped missions read and check none of them when collected
(the test that plays one reads it), and a test sets up no fixture of the suite's own that
it does not ask for; the message boxes are answered in every test all the same."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from engine.scenario import io

TESTS = Path(__file__).resolve().parent
# each made its parameter lists of the missions read and checked when collected (0.2 CPU-s
# of every worker's collection, and a copy of each mission for every turn system)
FROM_THE_MISSIONS = ("test_conformance.py", "engine/cli/test_faults_play.py",
                     "engine/rules/test_side_channel.py",
                     "engine/rules/test_hidden_information.py",
                     "engine/rules/test_rules_random_play.py",
                     "engine/rules/test_action_list.py")


def test_no_mission_is_read_and_checked_when_the_parameter_lists_are_made(monkeypatch):
    read: list[str] = []
    real = io.scenario_from_text

    def counted(text, filename="<scenario>", *args, **kwargs):
        read.append(filename)
        return real(text, filename, *args, **kwargs)

    monkeypatch.setattr(io, "scenario_from_text", counted)
    for number, module in enumerate(FROM_THE_MISSIONS):
        spec = importlib.util.spec_from_file_location(f"collected_{number}", TESTS / module)
        assert spec is not None and spec.loader is not None
        spec.loader.exec_module(importlib.util.module_from_spec(spec))  # as collected
    assert read == []
    # the count counts: a mission read is seen
    io.load_scenario(TESTS / "fixtures" / "base.yaml")
    assert len(read) == 1


def test_a_test_sets_up_only_the_suites_fixtures_of_the_whole_run(request):
    """No autouse fixture of every test (tests/conftest.py): the message boxes are answered
    once a process, the widgets a test left deleted by a hook after its teardown."""
    own = {name for name in request.fixturenames if name != "request"}
    assert own == {"message_boxes_answered", "one_widget_application"}, own  # session's


def test_a_message_box_nobody_asked_for_is_answered_all_the_same():
    from PySide6.QtWidgets import QMessageBox

    buttons = QMessageBox.StandardButton
    assert QMessageBox.question(None, "Close", "Discard the changes?") == buttons.Discard
    for box in (QMessageBox.warning, QMessageBox.critical, QMessageBox.information):
        assert box(None, "Title", "Text") == buttons.Ok


def test_what_the_boxes_showed_is_the_tests_own(no_modal_dialogs):
    from PySide6.QtWidgets import QMessageBox

    assert no_modal_dialogs == []
    QMessageBox.warning(None, "Careful", "the file changed")
    assert no_modal_dialogs == ["Careful the file changed"]
