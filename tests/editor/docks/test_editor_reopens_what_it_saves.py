"""The editor reopens everything it can save (DESIGN.md, "Validation"): hypothesis drives
the real Events, Areas, Scenario and label widgets through random steps (every form at
every step: events, triggers, actions, areas, deployment, objectives, messages, labels,
briefings, texts past their limits), saves after each step and reopens the file through
File > Open and through `./run-editor FILE`'s start; an unfinished part is a problem in
the list, never a refusal; the autosave of each state reads back as a crash's recovery does."""

from __future__ import annotations

from editor_helpers import saves_reopens_and_restores
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from editor.document.recovery import Autosaver
from engine.scenario.kinds import ACTIONS, TRIGGERS

LONG = st.sampled_from([0, 1, 199, 200, 201, 500, 501, 2000, 2001, 20000, 20001])


def _type(edit, size: int) -> None:
    """Type (as a paste would) `size` characters over a line edit's text."""
    edit.selectAll()
    edit.insert("x" * size)


def _pick(combo, data) -> None:
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)


def _last(listing) -> None:
    if listing.count():
        listing.setCurrentRow(listing.count() - 1)


def _add_event(win, kind: str, _size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    _pick(dock.add_trigger_kind, kind)
    dock.add_event_button.click()


def _add_action(win, kind: str, size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    _last(dock.events)
    actions = dock.event_actions
    _pick(actions.add_kind, kind)
    actions.add_button.click()
    form = actions.form
    if form is None:
        return
    for name in ("text", "reason"):  # the message's text, the end's reason
        if name in form.widgets:
            _type(form.widgets[name], size)


def _condition(win, add: bool, _size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    _last(dock.events)
    root = dock.tree.topLevelItem(0)
    if root is None:
        return
    dock.tree.setCurrentItem(root.child(0) if not add and root.childCount() else root)
    (dock.add_condition if add else dock.remove_condition).click()


def _area(win, picked: bool, size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(2)
    dock.add_area_button.click()
    _type(dock.area_name, min(size, 300))
    dock.area_name.textEdited.emit(dock.area_name.text())
    if picked:
        dock.pick_area_cells()
        from editor_helpers import click
        click(win.qtbot, win, (1, 1))
        win.tools.activate(win.tools.named("Select"))


def _event_text(win, _flag: bool, size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(0)
    _last(dock.events)
    _type(dock.event_id, size if size < 60 else 0)  # an id: empty, or past its 40


def _label(win, _flag: bool, size: int) -> None:
    tool = win.tools.named("Place label")
    tool.ask_text = lambda title, current: "x" * size
    win.tools.activate(tool)
    from editor_helpers import click
    click(win.qtbot, win, (2, 2))
    win.tools.activate(win.tools.named("Select"))


def _briefing(win, _flag: bool, size: int) -> None:
    win.scenario_settings.briefing.text.setPlainText("x" * size)


def _escort(win, empty: bool, _size: int) -> None:
    box = win.scenario_settings.objectives
    _pick(box.add_kind, "escort")
    box.add_button.click()
    if empty and box.escort_units.count():
        box.escort_units.item(0).setCheckState(Qt.CheckState.Unchecked)


def _card(win, _flag: bool, size: int) -> None:
    dock = win.events
    dock.tabs.setCurrentIndex(1)
    dock.add_card_button.click()
    _type(dock.card_text, size)


STEPS = st.one_of(
    st.tuples(st.just(_add_event), st.sampled_from(list(TRIGGERS)), LONG),
    st.tuples(st.just(_add_action), st.sampled_from(list(ACTIONS)), LONG),
    *(st.tuples(st.just(step), st.booleans(), LONG)
      for step in (_condition, _area, _event_text, _label, _briefing, _escort, _card)),
)


@settings(max_examples=25, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(steps=st.lists(STEPS, min_size=1, max_size=6))
def test_every_state_the_editor_saves_reopens_with_its_problems_listed(qtbot, window, steps):
    win = window
    win.qtbot = qtbot
    for step, choice, size in steps:
        step(win, choice, size)
        saves_reopens_and_restores(win, f"{step.__name__} {choice!r} {size}")


def test_an_autosaved_unfinished_mission_is_restored_after_a_crash(qtbot, window, monkeypatch):
    win = window
    _add_event(win, "round", 0)  # an event with no action yet
    _area(win, False, 0)  # an area with no cells
    autosaver = Autosaver(win.doc)
    assert autosaver.autosave()
    autosaver.lock.unlock()  # the session is gone: a crash
    autosaver.timer.stop()
    events = list(win.doc.scenario.events)
    win.doc.undo_stack.setClean()
    win.files.open_path(win.doc.path)
    monkeypatch.setattr(win.files.prompts, "ask", lambda *a: QMessageBox.StandardButton.Yes)
    assert win.files.offer_recovery()
    assert [e.id for e in win.doc.scenario.events] == [e.id for e in events]
    assert any("has no action yet" in p.message for p in win.doc.problems)


def test_an_unfinished_part_is_a_problem_in_the_list_that_leads_to_it(qtbot, window):
    win = window
    _add_event(win, "round", 0)
    _add_event(win, "round", 0)
    win.events.events.setCurrentRow(1)
    win.events.event_actions.add_button.click()  # the second event gets an action
    assert win.files.save_to(win.doc.path) and win.files.open_path(win.doc.path)
    win.files.validation.wait()
    (problem,) = [p for p in win.doc.problems if "has no action yet" in p.message]
    assert problem.message == "event 'event1' has no action yet: add one in the Events dock"
    win.events.events.setCurrentRow(1)
    win._go_to_problem(problem)
    assert win.events.tabs.currentIndex() == 0 and win.events.events.currentRow() == 0
