"""Driving the real main window offscreen: a click, a drag, a tool by name, a cell's
position, and a relief event built through the Events dock."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from editor.main_window import MainWindow


def cell_pos(win: MainWindow, cell) -> QPoint:
    return win.view.mapFromScene(win.view.painter_model.center(cell))


def click(qtbot, win, cell, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, modifier, cell_pos(win, cell))


def drag(qtbot, win, cells):
    vp = win.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=cell_pos(win, cells[0]))
    for cell in cells[1:]:
        qtbot.mouseMove(vp, cell_pos(win, cell))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=cell_pos(win, cells[-1]))


def use(win, name):
    win.tools.activate(win.tools.named(name))


def build_relief_event(qtbot, win):
    dock = win.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("round"))
    dock.add_event_button.click()
    form = dock.trigger_form
    form.widgets["round"].setValue(2)
    actions = dock.event_actions
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("reinforce"))
    actions.add_button.click()
    actions.form.widgets["side"].setCurrentIndex(
        actions.form.widgets["side"].findData("blue"))
    actions.place_button.click()
    assert win.tools.reinforcement_layer is not None
    click(qtbot, win, (6, 1))
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("message"))
    actions.add_button.click()
    qtbot.keyClicks(actions.form.widgets["text"], "Relief is here")

