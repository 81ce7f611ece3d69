"""Problems lead to the thing at fault, and the status bar forgets problems once fixed.

Driven through the real window: a click on a problem in the Problems dock selects the unit,
objective or side its path names and brings forward the dock that edits it (DESIGN.md,
"Validation": every problem names the YAML node at fault).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from conftest import FIXTURES, open_window
from editor.docks.problems import ProblemTarget, problem_target
from editor.document.commands import SetAttributesCommand
from engine.scenario.io import scenario_from_text


def window_on(qtbot, tmp_path, monkeypatch, text: str):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    scenario, problems = scenario_from_text(text, str(path))
    assert scenario is not None, problems
    win = open_window(qtbot, tmp_path, scenario, path)
    win.validation.wait()
    return win


def base(*changes: tuple[str, str]) -> str:
    text = (FIXTURES / "base.yaml").read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    return text


def click_problem(qtbot, win, words: str) -> None:
    listing = win.problems.list
    for i in range(listing.count()):
        item = listing.item(i)
        if words in item.text():
            listing.scrollToItem(item)
            qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton,
                             pos=listing.visualItemRect(item).center())
            return
    raise AssertionError(f"no problem says {words!r}: "
                         + "; ".join(listing.item(i).text() for i in range(listing.count())))


def in_front(dock) -> bool:
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


@pytest.mark.parametrize("path, target", [
    (("units", 3, "type"), ProblemTarget("unit", 3)),
    (("victory", "objectives", 1, "unit"), ProblemTarget("objective", 1)),
    (("victory", "hold_points"), ProblemTarget("victory")),
    (("sides",), ProblemTarget("side")),
    (("sides", 1, "color"), ProblemTarget("side", 1)),
    (("events", 2, "when"), ProblemTarget("event", 2)),
    (("rounds",), ProblemTarget("settings")),
    (("map", "terrain"), None),
])
def test_A12_a_problem_path_names_its_owner(path, target):
    assert problem_target(path) == target


def test_A12_an_unknown_unit_type_selects_the_unit_in_the_properties_dock(qtbot, tmp_path,
                                                                          monkeypatch):
    win = window_on(qtbot, tmp_path, monkeypatch,
                    base(("type: tank, side: blue", "type: tnak, side: blue")))
    win.scenario_settings.raise_()
    qtbot.waitUntil(lambda: not in_front(win.properties))
    click_problem(qtbot, win, "no unit type 'tnak'")
    b1 = win.doc.scenario.unit("b1")
    assert len(win.doc.selection) == 1 and win.doc.selection[0] is b1
    qtbot.waitUntil(lambda: in_front(win.properties))


def test_A12_a_missing_kill_target_selects_the_objective_in_the_scenario_dock(qtbot, tmp_path,
                                                                              monkeypatch):
    win = window_on(qtbot, tmp_path, monkeypatch,
                    base(("{kind: kill_unit, side: red, unit: b1}",
                          "{kind: kill_unit, side: red, unit: r9}")))
    assert win.scenario_settings.objectives.list.currentRow() != 2
    click_problem(qtbot, win, "'r9' is not a unit")
    assert win.scenario_settings.objectives.list.currentRow() == 2
    qtbot.waitUntil(lambda: in_front(win.scenario_settings))
    # the map draws the chosen objective's target... which does not exist: nothing drawn
    assert win.view.mission_state.objective is win.doc.scenario.victory.objectives[2]


def test_A12_a_side_problem_opens_the_scenario_dock_on_that_side(qtbot, tmp_path, monkeypatch):
    win = window_on(qtbot, tmp_path, monkeypatch,
                    base(('color: "#2e6fd8"', 'color: "#c0392b"')))
    win.scenario_settings.side_list.setCurrentRow(0)
    click_problem(qtbot, win, "same colour as side 'red'")
    assert win.scenario_settings.side_list.currentRow() == 1
    qtbot.waitUntil(lambda: in_front(win.scenario_settings))


def test_A12_the_status_bar_drops_a_problem_once_it_is_fixed(qtbot, tmp_path, monkeypatch):
    win = window_on(qtbot, tmp_path, monkeypatch,
                    base(("type: tank, side: blue", "type: tnak, side: blue")))
    click_problem(qtbot, win, "no unit type 'tnak'")
    assert "tnak" in win.statusBar().currentMessage()
    b1 = win.doc.scenario.unit("b1")
    win.doc.undo_stack.push(SetAttributesCommand(win.doc, b1, {"type": "tank"}, "Unit type"))
    win.validation.wait()
    assert win.statusBar().currentMessage() == ""


def test_A12_the_problem_count_reads_in_good_english(qtbot, tmp_path, monkeypatch):
    win = window_on(qtbot, tmp_path, monkeypatch,
                    base(("type: tank, side: blue", "type: tnak, side: blue")))
    assert win.problems.windowTitle() == "Problems (1 error, 0 warnings)"
    win.doc.undo_stack.push(SetAttributesCommand(
        win.doc, win.doc.scenario.unit("r1"), {"type": "tnak"}, "Unit type"))
    win.doc.undo_stack.push(SetAttributesCommand(
        win.doc, win.doc.scenario.sides[1], {"color": "#c0392b"}, "Side colour"))
    win.validation.wait()
    assert win.problems.windowTitle() == "Problems (2 errors, 1 warning)"


def test_A12_the_saved_with_problems_message_goes_when_the_errors_are_fixed(qtbot, window):
    r1 = window.doc.scenario.unit("r1")
    window.doc.undo_stack.push(SetAttributesCommand(window.doc, r1, {"type": "tnak"}, "Type"))
    assert window.files.save()
    assert "it has 1 problem to fix" in window.statusBar().currentMessage()
    window.doc.undo_stack.undo()
    window.validation.wait()
    assert window.statusBar().currentMessage() == ""
