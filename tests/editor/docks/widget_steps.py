"""Steps the docks' widget tests share: the problems of a scenario's round trip, an undo
that must restore a text, typing into a field."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.scenario.io import dump_scenario, scenario_from_text


def errors(scenario):
    model, problems = scenario_from_text(dump_scenario(scenario))
    assert model is not None, problems
    return [p.message for p in problems if p.severity == "error"]


def undo_restores(doc, before_text):
    doc.undo_stack.undo()
    assert dump_scenario(doc.scenario) == before_text


def type_into(qtbot, edit, text):
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


