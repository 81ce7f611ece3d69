"""A valid file whose event holds a number past what a spin box holds (issue 38, repros
r26 and r27: `units_left: at_most: 2**63`, `after: rounds: 1e30`): selecting the event in
the Events dock shows it, clamped to the spin box's top, and the form stays editable."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import open_window
from editor.document.schema_limits import QT_INT_MAX
from engine.scenario.io import load_scenario

REPRO = Path(__file__).resolve().parents[2] / "fixtures" / "repro"


@pytest.mark.parametrize("name,field", [("r26_units_left_2e63.yaml", "at_most"),
                                        ("r27_after_rounds_1e30.yaml", "rounds")])
def test_selecting_an_event_with_a_huge_number_shows_it_clamped(qtbot, tmp_path, name, field):
    path = REPRO / name
    win = open_window(qtbot, tmp_path, load_scenario(path), path)
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    dock.events.setCurrentRow(1)  # e1: the event with the huge number
    spin = dock.trigger_form.widgets[field]
    assert spin.value() == QT_INT_MAX
    spin.setValue(5)
    assert getattr(win.doc.scenario.events[1].when, field) == 5
