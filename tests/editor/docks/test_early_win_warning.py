"""Issue 38 item 8 in the window: the early-win warning (engine/ai/mission/hold_reach.py) is in the
Problems list of a mission whose defender can hold its points early, and it goes when the
Victory box says that side never wins by holding (one edit in the Scenario dock)."""

from __future__ import annotations

from conftest import SCENARIOS, open_window
from engine.scenario.io import load_scenario

WARNING = "'blue' can win by holding 2 more victory point(s) as early as round 4"


def _listed(win) -> list[str]:
    win.validation.wait()
    return [win.problems.list.item(i).text() for i in range(win.problems.list.count())]


def test_the_early_win_warning_is_listed_and_goes_with_per_side_holding(qtbot, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = SCENARIOS / "tutorial.yaml"
    win = open_window(qtbot, tmp_path, load_scenario(path), tmp_path / "tutorial.yaml")
    assert any(WARNING in line for line in _listed(win)), _listed(win)
    box = win.scenario_settings
    box.hold_mode.setCurrentIndex(box.hold_mode.findData("sides"))
    box.side_holds["blue"].setValue(0)  # blue never wins by holding
    assert win.doc.scenario.victory.hold_points["blue"] == 0
    assert not any("can win by holding" in line for line in _listed(win)), _listed(win)
