"""The editor reopens everything it can save, over the forms the events test
(test_editor_reopens_what_it_saves.py) leaves out: hypothesis drives the Objectives box
(every kind, an escort with no units), the AI tab (a group of every plan, with no units,
no area, no route), a reinforcement's units placed on the map, the Sides box (a side added, its name emptied or long), the scenario's
name and description, the deployment zones, and removals that leave a part naming what is
gone (an area, an event, a group). After each step it saves, reopens through File > Open
and `./run-editor FILE`'s start, and restores the step's autosave as after a crash."""

from __future__ import annotations

from editor_helpers import click, saves_reopens_and_restores
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from editor.docks.event_kinds import plan_labels
from editor.docks.objective_kinds import EDITOR_OBJECTIVES

Button = QMessageBox.StandardButton
SIZES = st.sampled_from([0, 1, 40, 200, 201, 2000, 20001])


def _objective(win, kind: str, size: int) -> None:
    box = win.scenario_settings.objectives
    box.add_kind.setCurrentIndex(box.add_kind.findData(kind))
    box.add_button.click()
    if kind == "escort" and size % 2 == 0:  # an escort with no unit left to escort
        for i in range(box.escort_units.count()):
            box.escort_units.item(i).setCheckState(Qt.CheckState.Unchecked)


def _ai_group(win, plan: str, _size: int) -> None:
    tab = win.events.ai_tab
    win.events.tabs.setCurrentWidget(tab)
    tab.add_button.click()
    if tab.form is not None:
        combo = tab.form.widgets["plan"]
        combo.setCurrentIndex(combo.findData(plan))


def _side(win, _kind: str, size: int) -> None:
    sides = win.scenario_settings.sides
    sides.add_side_button.click()
    sides.side_name.setText("x" * size)
    sides.side_name.editingFinished.emit()


def _scenario_texts(win, _kind: str, size: int) -> None:
    box = win.scenario_settings
    box.name.setText("x" * size)
    box.name.editingFinished.emit()
    box.description.setPlainText("y" * size)


def _zone(win, _kind: str, size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(3)
    if size % 2:
        dock.deployment.paint_zone_button.click()
        click(win.qtbot, win, (1, 1))
        win.tools.activate(win.tools.named("Select"))
    else:
        dock.deployment.clear_zone_button.click()


def _remove(win, what: str, _size: int) -> None:
    """Remove the last area, event or AI group; asked about its uses, keep them (No)."""
    win.ask = lambda *a: Button.No
    dock = win.events
    if what == "area":
        dock.tabs.setCurrentIndex(2)
        if dock.areas.count():
            dock.areas.setCurrentRow(dock.areas.count() - 1)
            dock.remove_area_button.click()
    elif what == "event":
        dock.tabs.setCurrentIndex(0)
        if dock.events.count():
            dock.events.setCurrentRow(0)
            dock.remove_event_button.click()
    else:
        dock.tabs.setCurrentWidget(dock.ai_tab)
        if dock.ai_tab.groups.count():
            dock.ai_tab.groups.setCurrentRow(0)
            dock.ai_tab.remove_button.click()


def _used(win, kind: str, _size: int) -> None:
    """An event that names an area, another event or an AI group (what _remove takes)."""
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    if kind == "ai_plan":
        dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("round"))
        dock.add_event_button.click()
        actions = dock.event_actions
        actions.add_kind.setCurrentIndex(actions.add_kind.findData("ai_plan"))
        actions.add_button.click()
        return
    if kind == "enters":
        dock.tabs.setCurrentIndex(2)
        dock.add_area_button.click()
        dock.tabs.setCurrentIndex(0)
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData(kind))
    dock.add_event_button.click()


def _reinforce(win, _kind: str, size: int) -> None:
    """A reinforcement with units placed on the map (and one taken off again)."""
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("round"))
    dock.add_event_button.click()
    actions = dock.event_actions
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("reinforce"))
    actions.add_button.click()
    actions.place_button.click()
    for cell in [(0, 0), (3, 0), (0, 3)][: 1 + size % 3]:
        click(win.qtbot, win, cell)
    win.tools.activate(win.tools.named("Select"))
    if size % 2 and actions.units.count():
        actions.units.setCurrentRow(0)
        actions.remove_unit_button.click()


STEPS = st.one_of(
    st.tuples(st.just(_objective), st.sampled_from(list(EDITOR_OBJECTIVES)), SIZES),
    st.tuples(st.just(_ai_group), st.sampled_from(list(plan_labels())), SIZES),
    st.tuples(st.just(_side), st.just(""), SIZES),
    st.tuples(st.just(_scenario_texts), st.just(""), SIZES),
    st.tuples(st.just(_zone), st.just(""), SIZES),
    st.tuples(st.just(_remove), st.sampled_from(["area", "event", "group"]), SIZES),
    st.tuples(st.just(_used), st.sampled_from(["enters", "after", "ai_plan"]), SIZES),
    st.tuples(st.just(_reinforce), st.just(""), SIZES),
)


@settings(max_examples=25, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(steps=st.lists(STEPS, min_size=1, max_size=6))
def test_every_form_saved_at_every_step_reopens_and_its_autosave_restores(qtbot, window, steps):
    win = window
    win.qtbot = qtbot
    for step, choice, size in steps:
        step(win, choice, size)
        saves_reopens_and_restores(win, f"{step.__name__} {choice!r} {size}")
