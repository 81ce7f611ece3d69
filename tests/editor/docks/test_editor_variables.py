"""Mission variables in the editor (issue 34, 2): declared in the Events dock's Variables
tab, set and tested by events built through the forms, saved, reopened and played; each
edit one undo step, a rename carried into the events that use it."""

from __future__ import annotations

from editor.playtest.window import PlaytestWindow
from engine.scenario import mission as m
from engine.scenario.io import load_scenario


def declare(qtbot, win, name: str, value: int) -> None:
    tab = win.events.variables_tab
    tab.add_button.click()
    tab.name.setText(name)
    tab.name.editingFinished.emit()
    tab.value.setValue(value)


def test_a_variable_built_through_the_forms_is_saved_reopened_and_played(qtbot, window):
    win = window
    dock = win.events
    declare(qtbot, win, "kills", 2)
    assert win.doc.scenario.variables == {"kills": 2}
    # event 1: at round 1, add 3 to kills
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("round"))
    dock.add_event_button.click()
    actions = dock.event_actions
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("add_var"))
    actions.add_button.click()
    assert actions.form.widgets["name"].text() == "kills"  # the first variable, offered
    actions.form.widgets["amount"].setValue(3)
    # event 2: when kills is at least 5, a message to every side
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("var"))
    dock.add_event_button.click()
    form = dock.trigger_form
    form.widgets["test"].setCurrentIndex(form.widgets["test"].findData("at_least"))
    form.widgets["value"].setValue(5)
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("message"))
    actions.add_button.click()
    qtbot.keyClicks(actions.form.widgets["text"], "Five down")
    first, second = win.doc.scenario.events
    assert first.do == [m.AddVar(name="kills", amount=3)]
    assert second.when == m.VarTrigger(name="kills", test="at_least", value=5)
    assert dock.events.item(1).text().endswith("When kills is at least 5")
    assert not [p for p in win.doc.problems if p.severity == "error"], win.doc.problems
    win.files.save()
    assert "variables: {kills: 2}\n" in win.doc.path.read_text(encoding="utf-8")
    assert win.files.open_path(win.doc.path)  # File > Open
    again = win.doc.scenario
    assert again.variables == {"kills": 2} and again.events == [first, second]
    assert load_scenario(win.doc.path).events == again.events
    play = PlaytestWindow(again, seed=1, controllers={"red": "human", "blue": "human"},
                          ai_delay_ms=0)
    qtbot.addWidget(play)
    play.show()
    assert play.game.variables == {"kills": 5}
    assert any("Five down" in line for line in play.log_lines("red"))


def test_renaming_a_variable_renames_its_uses_in_one_undo_step(qtbot, window):
    win = window
    declare(qtbot, win, "alarm", 0)
    dock = win.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("not"))
    dock.add_event_button.click()
    child = dock.tree.topLevelItem(0).child(0)
    dock.tree.setCurrentItem(child)
    dock.node_kind.setCurrentIndex(dock.node_kind.findData("var"))
    dock.node_kind.activated.emit(dock.node_kind.currentIndex())
    actions = dock.event_actions
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("score"))
    actions.add_button.click()
    when = win.doc.scenario.events[0].when
    assert isinstance(when, m.NotTrigger) and when.triggers[0].name == "alarm"
    tab = dock.variables_tab
    tab.name.setText("siren")
    tab.name.editingFinished.emit()
    e = win.doc.scenario.events[0]
    assert win.doc.scenario.variables == {"siren": 0}
    assert e.when.triggers[0].name == "siren" and e.do[0].var == "siren"
    assert dock.events.item(0).text().endswith("When not (siren is at least 1)")
    win.doc.undo_stack.undo()
    e = win.doc.scenario.events[0]
    assert win.doc.scenario.variables == {"alarm": 0} and e.do[0].var == "alarm"


def test_a_name_the_file_format_refuses_is_not_given_to_a_variable(qtbot, window):
    """The editor fuzzer named a variable `"q"` (quotes and all): a name the schema refuses,
    so the saved file had a problem the editor itself had made."""
    win = window
    declare(qtbot, win, "alarm", 0)
    told: list[str] = []
    win.doc.status_message.connect(told.append)
    tab = win.events.variables_tab
    for bad in ('"q"', "2nd", "a b"):
        tab.name.setText(bad)
        tab.name.editingFinished.emit()
        assert win.doc.scenario.variables == {"alarm": 0}
        assert told[-1].startswith(f"'{bad}' is not a valid variable name")
        assert tab.name.text() == "alarm"


def test_not_holds_one_condition_in_the_tree(qtbot, window):
    dock = window.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("not"))
    dock.add_event_button.click()
    dock.add_condition.click()  # refused: 'not' negates one condition
    when = window.doc.scenario.events[0].when
    assert isinstance(when, m.NotTrigger) and len(when.triggers) == 1
    dock.tree.setCurrentItem(dock.tree.topLevelItem(0).child(0))
    dock.remove_condition.click()  # refused too
    assert len(window.doc.scenario.events[0].when.triggers) == 1


def test_every_new_action_is_added_through_the_forms_saved_and_reopened(qtbot, window):
    win = window
    dock = win.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("holds"))
    dock.add_event_button.click()
    actions = dock.event_actions
    for kind in ("objective", "set_terrain", "bridge", "weather", "reveal", "set_var"):
        actions.add_kind.setCurrentIndex(actions.add_kind.findData(kind))
        actions.add_button.click()
        assert m.kind_of(win.doc.scenario.events[0].do[-1]).name == kind
    actions.form.widgets["name"].setText("alarm")
    actions.form.widgets["name"].textEdited.emit("alarm")
    do = win.doc.scenario.events[0].do
    assert do[-1] == m.SetVar(name="alarm", value=0)
    win.files.save()
    built = win.doc.scenario.events
    assert win.files.open_path(win.doc.path)  # reopened, its problems listed
    assert win.doc.scenario.events == built
    # the map has no named area: the ground change and the fog's area wait for cells
    errors = [p.message for p in win.doc.problems if p.severity == "error"]
    assert errors == ["the area of event 'event1' has no cells yet: pick them on the map"] * 2


def test_the_objective_action_form_shows_the_fields_of_its_change_and_kind(qtbot, window):
    dock = window.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("round"))
    dock.add_event_button.click()
    actions = dock.event_actions
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("objective"))
    actions.add_button.click()
    form = actions.form

    def shown() -> set[str]:
        return {n for n, w in form.rows.items() if form.form.isRowVisible(w)}

    assert shown() == {"change", "kind", "side", "round", "message"}  # hold_until: a round
    form.widgets["kind"].setCurrentIndex(form.widgets["kind"].findData("escort"))
    assert shown() == {"change", "kind", "side", "units", "area", "by_round", "message"}
    form.widgets["change"].setCurrentIndex(form.widgets["change"].findData("remove"))
    assert shown() == {"change", "number"}
    removal = window.doc.scenario.events[0].do[0]
    assert removal == m.ObjectiveChange(change="remove")  # the rest went in the same step
    form.widgets["number"].setValue(2)
    window.files.save()
    assert "- objective: {change: remove, number: 2}" in window.doc.path.read_text("utf-8")
    assert not [p for p in window.doc.problems if "objective" in p.message]


def test_removing_an_area_an_action_uses_lists_it_and_takes_the_action_along():
    from conftest import ROOT
    from editor.document.uses import drop_uses, uses
    from engine.scenario.model import Area

    s = load_scenario(ROOT / "tests" / "fixtures" / "base.yaml")
    s.areas = [Area(id="ford", cells=[(1, 1)])]
    s.events = [m.MissionEvent(id="flood", when=m.RoundTrigger(round=2), do=[
        m.SetTerrain(area="ford", terrain="~"), m.Message(to="all", text="Flood")])]
    assert uses(s, area="ford") == ["event 'flood'"]
    drop_uses(s, area="ford")
    assert s.events[0].do == [m.Message(to="all", text="Flood")]


def test_the_play_test_banner_shows_a_changed_objective_and_its_message(qtbot, window):
    scenario = window.doc.scenario
    scenario.events = [m.MissionEvent(id="dawn", when=m.RoundTrigger(round=1), do=[
        m.ObjectiveChange(change="add", kind="hold_until", side="red", round=3,
                          message="Hold until the third round.")])]
    play = PlaytestWindow(scenario, seed=1, controllers={"red": "human", "blue": "human"},
                          ai_delay_ms=0)
    qtbot.addWidget(play)
    play.show()
    assert play.mission.banner.text() == "New objective: Hold until the third round."
    assert any("New objective: Hold until the third round." in line
               for line in play.log_lines("blue"))
    assert [o.round for o in play.game.victory.objectives][-1] == 3


def test_a_variable_problem_leads_to_the_variables_tab(qtbot, window):
    from editor.docks.problems import ProblemNavigator, ProblemTarget, problem_target
    from engine.scenario.problems import Problem

    assert problem_target(("variables", "spare")) == ProblemTarget("variable", name="spare")
    declare(qtbot, window, "kills", 0)
    declare(qtbot, window, "spare", 0)
    window.events.tabs.setCurrentIndex(0)
    window.events.variables_tab.list.setCurrentRow(0)
    ProblemNavigator(window).go(Problem("m.yaml", 30, 12, "variable 'spare' is declared "
                                        "but no trigger or action uses it", "warning",
                                        ("variables", "spare")))
    tab = window.events.variables_tab
    assert window.events.tabs.currentWidget() is tab
    assert tab.current() == "spare"
