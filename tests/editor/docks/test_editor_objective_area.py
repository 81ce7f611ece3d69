"""The escort objective's area, picked on the map of the real window (RULES.md A12)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from editor.main_window import MainWindow


def cell_pos(win: MainWindow, cell) -> QPoint:
    return win.view.mapFromScene(win.view.painter_model.center(cell))


def click(qtbot, win, cell, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, modifier, cell_pos(win, cell))


def objectives(win: MainWindow):
    return win.scenario_settings.objectives


def drawn_areas(win: MainWindow) -> list[list[tuple[int, int]]]:
    return [sorted(cells) for cells, _ in win.view.options.areas]


def test_A12_a_new_escort_objective_starts_with_no_area_and_validation_asks_for_one(qtbot, window):
    editor = objectives(window)
    editor.add_kind.setCurrentIndex(editor.add_kind.findData("escort"))
    editor.add_button.click()
    added = window.doc.scenario.victory.objectives[-1]
    assert added.kind == "escort" and added.area == []
    assert "none yet" in editor.area_label.text()
    window.validation.wait()
    found = [p for p in window.doc.problems if "has no area" in p.message]
    assert found and found[0].severity == "error"
    assert found[0].path == ("victory", "objectives", 3)


def test_A12_picking_replaces_the_area_shift_adds_ctrl_erases_one_undo_step_a_pick(qtbot, window):
    editor = objectives(window)
    editor.list.setCurrentRow(1)  # red escorts r2 to [7, 1], [7, 2]
    escort = window.doc.scenario.victory.objectives[1]
    editor.pick_area_button.click()
    click(qtbot, window, (5, 1))
    assert escort.area == [(5, 1)]  # replaced, not added to
    assert drawn_areas(window) == [[(5, 1)]]  # shown on the map while picking
    click(qtbot, window, (6, 2), Qt.KeyboardModifier.ShiftModifier)
    assert escort.area == [(5, 1), (6, 2)]
    assert drawn_areas(window) == [[(5, 1), (6, 2)]]
    click(qtbot, window, (5, 1), Qt.KeyboardModifier.ControlModifier)
    assert escort.area == [(6, 2)]
    assert "[6, 2]" in editor.area_label.text()
    assert window.doc.undo_stack.count() == 3  # one step a pick
    window.doc.undo_stack.undo()
    assert escort.area == [(5, 1), (6, 2)]
    window.doc.undo_stack.undo()
    window.doc.undo_stack.undo()
    assert escort.area == [(7, 1), (7, 2)]
    assert drawn_areas(window) == [[(7, 1), (7, 2)]]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # done: the designer's tool is back
    assert window.tools.current is window.tools.tools[0]
