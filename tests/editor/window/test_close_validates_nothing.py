"""Closing the editor's window runs no validation pass on the GUI thread (issue 37): the
problems of a closed window are read by no one, and a big map's dump and parse held the
close for about a second. A pass waiting for its timer is dropped too."""

from __future__ import annotations

from editor.document import validation_runner


def test_closing_the_window_validates_nothing_on_the_gui_thread(window, monkeypatch):
    parsed = []
    monkeypatch.setattr(validation_runner, "dump_scenario",
                        lambda scenario: parsed.append(scenario) or "")
    window.validation.schedule()  # an edit's pass waits for its timer
    assert window.validation.timer.isActive()
    submitted = window.validation.submitted
    window.files.close()
    assert parsed == []
    assert not window.validation.timer.isActive()
    assert window.validation.submitted == submitted
