"""The Events dock's AI tab (editor/docks/ai_plans_tab.py): groups added, filled in
through the form (units picked on the map, a plan, a route), renamed with the actions
that name them, removed; every edit one undo step; what it writes reads back and
validates, and a group missing its area is a problem at its line."""

from __future__ import annotations

import pytest

from conftest import SCENARIOS, open_window
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text


@pytest.fixture
def window_on(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))

    def make(path):
        return open_window(qtbot, tmp_path, load_scenario(path), path)
    return make


def test_the_ai_tab_builds_groups_that_save_and_undo(qtbot, window_on):
    win = window_on(SCENARIOS / "tutorial.yaml")
    doc, tab = win.doc, win.events.ai_tab
    tab.side.setCurrentIndex(tab.side.findData("red"))
    assert tab.note.isVisibleTo(tab)  # no group yet: the AI's own judgement
    depth = doc.undo_stack.count()
    tab.add_button.click()
    assert [g.id for g in doc.scenario.ai["red"]] == ["group1"]
    form = tab.form
    assert form is not None
    form.widgets["plan"].setCurrentIndex(form.widgets["plan"].findData("patrol"))
    assert doc.scenario.ai["red"][0].plan == "patrol"
    picked = []
    tab.request_pick = lambda prompt, on_cell, owner=None: picked.append(on_cell)
    form.request_pick = tab.request_pick
    form._pick("route", "route")
    for cell in [(7, 1), (7, 3)]:
        picked[-1](cell)
    form._pick("units", "units")
    picked[-1]((8, 1))  # r_inf1 stands there
    group = doc.scenario.ai["red"][0]
    assert group.route == [(7, 1), (7, 3)] and group.units == ["r_inf1"]
    tab.group_id.setText("pickets")
    tab.group_id.editingFinished.emit()
    assert doc.scenario.ai["red"][0].id == "pickets"
    text = dump_scenario(doc.scenario)
    assert "- {id: pickets, units: [r_inf1], plan: patrol, route: [[7, 1], [7, 3]]}" in text
    scenario, problems = scenario_from_text(text, "t.yaml")
    assert scenario is not None and scenario.ai == doc.scenario.ai
    assert [p for p in problems if p.severity == "error"] == []
    steps = doc.undo_stack.count() - depth
    assert steps == 5  # add, plan, route (one pick session), units, rename
    doc.undo_stack.setIndex(depth)
    assert doc.scenario.ai == {}
    doc.undo_stack.setIndex(depth + steps)
    assert doc.scenario.ai["red"][0].id == "pickets"


def test_a_group_that_attacks_no_area_is_a_problem_at_its_line(qtbot, window_on):
    win = window_on(SCENARIOS / "tutorial.yaml")
    tab = win.events.ai_tab
    tab.side.setCurrentIndex(tab.side.findData("red"))
    tab.add_button.click()
    tab.form.widgets["plan"].setCurrentIndex(tab.form.widgets["plan"].findData("attack"))
    _, problems = scenario_from_text(dump_scenario(win.doc.scenario), "t.yaml")
    found = [p for p in problems if "attacks no area yet" in p.message]
    assert found and found[0].line > 40


def test_the_form_shows_what_the_plan_uses(qtbot, window_on):
    win = window_on(SCENARIOS / "tutorial.yaml")
    tab = win.events.ai_tab
    tab.side.setCurrentIndex(tab.side.findData("red"))
    tab.add_button.click()

    def shown() -> set[str]:
        return {n for n, w in tab.form.rows.items() if w.isVisibleTo(tab)}

    assert "route" not in shown() and "area" not in shown()  # hold: neither
    for plan, wanted, hidden in (("patrol", "route", "area"), ("attack", "area", "route"),
                                 ("reserve", "until_round", "area")):
        tab.form.widgets["plan"].setCurrentIndex(tab.form.widgets["plan"].findData(plan))
        assert wanted in shown() and hidden not in shown(), plan
