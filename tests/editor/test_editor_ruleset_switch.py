"""Switching a scenario's ruleset in the Scenario dock (RULES.md B): the ruleset's defaults
(`Ruleset.defaults`) as one undo step, only the settings it reads on show
(`Ruleset.settings`), its board painted, and its pieces drawn as pieces."""

from __future__ import annotations

from conftest import SCENARIOS, open_window
from engine.ruleset import ruleset_named
from engine.rulesets.stratego.game import stratego_rules
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text


def switch_to(win, name):
    dock = win.scenario_settings
    dock.ruleset.setCurrentIndex(dock.ruleset.findData(name))


def test_B_switching_to_stratego_sets_its_board_rounds_and_hides_general_clumsy_settings(
        qtbot, tmp_path):
    win = open_window(qtbot, tmp_path, load_scenario(SCENARIOS / "tutorial.yaml"),
                      tmp_path / "t.yaml")
    dock = win.scenario_settings
    assert dock.calendar_box.isVisibleTo(dock) and dock.destroy_all.isVisibleTo(dock)
    switch_to(win, "stratego")
    s = win.doc.scenario
    rules = stratego_rules()
    assert s.ruleset == "stratego" and s.rounds == rules.rounds
    assert (s.map.width, s.map.height) == (rules.width, rules.height)
    assert s.map.rows == rules.terrain_rows()  # the lakes are painted
    assert s.turn_system is None and s.calendar is None
    assert not dock.calendar_box.isVisibleTo(dock)
    assert not dock.destroy_all.isVisibleTo(dock)
    assert not dock.turn_system.isVisibleTo(dock)
    assert not dock.objectives.isVisibleTo(dock)
    assert dock.rounds.isVisibleTo(dock) and dock.on_last_round.isVisibleTo(dock)
    # no lake errors are left for the designer to fix by hand
    _, problems = scenario_from_text(dump_scenario(s))
    assert not [p for p in problems if "lake" in p.message], problems
    win.doc.undo_stack.undo()
    assert win.doc.scenario.ruleset in (None, "general-clumsy")
    assert win.doc.scenario.rounds != rules.rounds or win.doc.scenario.map.width != 10
    assert dock.calendar_box.isVisibleTo(dock)


def test_B_the_stratego_record_carries_its_defaults_and_settings_as_data():
    stratego = ruleset_named("stratego")
    assert stratego.defaults["rounds"] == stratego_rules().rounds
    assert not stratego.uses("calendar") and stratego.uses("rounds")
    assert ruleset_named("general-clumsy").uses("calendar")
