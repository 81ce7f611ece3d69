"""Every reproducer of the fuzz and fault run (issue 38 item 14, tests/fixtures/repro/, copies
of ../shared/repro/) through the editor's File > Open: each ends with a clean answer, the
mission open with its problems in the Problems list, or a "Cannot open" message that says
what and where; never a traceback and never a file the editor saved that it refuses."""

from __future__ import annotations

from pathlib import Path

import pytest

REPRO = Path(__file__).resolve().parents[2] / "fixtures" / "repro"
REFUSED = {"r24_stratego_type_list.yaml": ":27:21: error: 'type' of unit 'r01' should be text"}
SAVED_BY_THE_EDITOR = {"r21_editor_saved_label_201.yaml", "r22_editor_saved_briefing_20001.yaml"}


@pytest.mark.parametrize("name", sorted(p.name for p in REPRO.glob("*.yaml")))
def test_the_editor_opens_each_repro_or_says_why_not(qtbot, window, name):
    win = window
    opened = win.files.open_path(REPRO / name)
    if name in REFUSED:
        assert not opened
        (title, text), = win.told
        assert REFUSED[name] in text and "Traceback" not in text
        return
    assert opened, win.told
    assert win.doc.path == REPRO / name and not win.told
    messages = [win.problems.list.item(i).text() for i in range(win.problems.list.count())]
    if name in SAVED_BY_THE_EDITOR:
        assert any("too long" in m for m in messages), messages
    events = win.events
    for row in range(len(win.doc.scenario.events)):  # r26, r27: huge numbers in the forms
        events.events.setCurrentRow(row)
