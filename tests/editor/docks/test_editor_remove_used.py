"""Removing an area or a unit that the mission uses asks first (issue 38, item 7): Yes
removes the uses too in the same undo step, No removes it alone (its uses are listed as
problems), Cancel keeps everything."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from conftest import FIXTURES, open_window
from engine.scenario import mission as m
from engine.scenario.io import load_scenario
from engine.scenario.mission import Area, Deployment, MissionEvent

Button = QMessageBox.StandardButton


@pytest.fixture
def mission(qtbot, tmp_path):
    scenario = load_scenario(FIXTURES / "base.yaml")
    scenario.areas = [Area(id="gate", cells=[(1, 1), (1, 2)])]
    scenario.deployment = [Deployment(side="red", area="gate")]
    scenario.events = [
        MissionEvent(id="at_gate", when=m.EntersTrigger(area="gate", side="red"),
                     do=[m.Message(to="all", text="at the gate")]),
        MissionEvent(id="either", when=m.AnyTrigger([m.EntersTrigger(area="gate", side="red"),
                                                     m.RoundTrigger(round=3)]),
                     do=[m.Withdraw(units=["r1", "b1"])]),
        MissionEvent(id="lost", when=m.DestroyedTrigger(unit="b1"),
                     do=[m.Message(to="all", text="b1 lost")]),
    ]
    path = tmp_path / "mission.yaml"
    win = open_window(qtbot, tmp_path, scenario, path)
    win.asked = []

    def answer(reply):
        def ask(title, text, buttons):
            win.asked.append(text)
            return reply
        win.ask = ask
    win.answer = answer
    return win


def _remove_gate(win):
    win.events.tabs.setCurrentIndex(2)
    win.events.areas.setCurrentRow(0)
    win.events.remove_area_button.click()


def test_removing_a_used_area_asks_and_yes_removes_its_uses_in_one_undo_step(mission):
    win = mission
    win.answer(Button.Yes)
    before = win.doc.undo_stack.count()
    _remove_gate(win)
    assert "event 'at_gate'" in win.asked[0] and "the deployment zone of 'red'" in win.asked[0]
    s = win.doc.scenario
    assert s.areas == [] and s.deployment == []
    assert [e.id for e in s.events] == ["either", "lost"]
    assert s.events[0].when.triggers == [m.RoundTrigger(round=3)]
    assert win.doc.undo_stack.count() == before + 1
    win.doc.undo_stack.undo()
    assert [a.id for a in win.doc.scenario.areas] == ["gate"]
    assert [e.id for e in win.doc.scenario.events] == ["at_gate", "either", "lost"]


def test_no_removes_the_area_alone_and_cancel_keeps_it(mission):
    win = mission
    win.answer(Button.Cancel)
    _remove_gate(win)
    assert [a.id for a in win.doc.scenario.areas] == ["gate"]
    win.answer(Button.No)
    _remove_gate(win)
    assert win.doc.scenario.areas == [] and len(win.doc.scenario.events) == 3
    win.files.validation.wait()
    assert any("'gate' is not an area" in p.message for p in win.doc.problems)


def test_deleting_a_used_unit_asks_and_yes_removes_its_uses_in_one_undo_step(mission):
    win = mission
    win.answer(Button.Yes)
    b1 = win.doc.scenario.unit("b1")
    win.doc.select([b1])
    before = win.doc.undo_stack.count()
    win.editing.delete_selection()
    text = win.asked[0]
    assert "event 'either'" in text and "event 'lost'" in text and "objective #3" in text
    s = win.doc.scenario
    assert s.unit("b1") is None
    assert [e.id for e in s.events] == ["at_gate", "either"]
    assert s.events[1].do[0].units == ["r1"]
    assert [o.kind for o in s.victory.objectives] == ["hold_until", "escort"]
    assert win.doc.undo_stack.count() == before + 1
    win.doc.undo_stack.undo()
    assert win.doc.scenario.unit("b1") is not None and len(win.doc.scenario.events) == 3


def test_deleting_a_unit_nothing_uses_asks_nothing(mission):
    win = mission
    win.answer(Button.Cancel)
    win.doc.select([win.doc.scenario.unit("r3")])
    win.editing.delete_selection()
    assert win.asked == [] and win.doc.scenario.unit("r3") is None
