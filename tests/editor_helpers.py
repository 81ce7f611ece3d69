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



def saves_reopens_and_restores(win, what: str = "") -> None:
    """The editor's rule (DESIGN.md "Validation"): what it saves reopens (`./run-editor
    FILE` and File > Open, with every error listed), and the same state autosaved comes
    back after a crash. `what` says in a failure which step made the state."""
    from editor.app import read_start
    from engine.scenario.io import read_scenario

    assert win.files.save_to(win.doc.path)
    scenario, problems, _ = read_start(str(win.doc.path))  # ./run-editor FILE
    assert scenario is not None, (what, "\n".join(map(str, problems)))
    win.told.clear()
    assert win.files.open_path(win.doc.path), win.told  # File > Open
    win.files.validation.wait()
    listed = {p.message for p in win.doc.problems}
    assert {p.message for p in problems if p.severity == "error"} <= listed
    win.doc.undo_stack.resetClean()  # unsaved, as work is between two saves
    assert win.files.autosaver.autosave()
    restored, why = read_scenario(win.files.autosaver.stem().with_suffix(".yaml"))
    assert restored is not None, (what, "\n".join(map(str, why)))
