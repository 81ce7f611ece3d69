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


def test_B_switching_away_from_stratego_removes_the_pieces_general_clumsy_has_not(
        qtbot, tmp_path):
    """The editor fuzzer switched a mission to Stratego and back: the marshals, bombs and
    flags stayed, each an unknown type under General Clumsy (and with an empty victory the
    file did not reopen). The switch drops them in its undo step and says so."""
    from engine.catalog import load_catalog

    win = open_window(qtbot, tmp_path, load_scenario(SCENARIOS / "stratego_classic.yaml"),
                      tmp_path / "s.yaml")
    told: list[str] = []
    win.doc.status_message.connect(told.append)
    before = list(win.doc.scenario.units)
    switch_to(win, "general-clumsy")
    known = set(load_catalog().units)
    kept = win.doc.scenario.units
    assert kept and len(kept) < len(before) and all(u.type in known for u in kept)
    assert told and told[-1].startswith(f"{len(before) - len(kept)} unit(s)")
    assert win.files.save_to(tmp_path / "s.yaml")
    _, problems = scenario_from_text((tmp_path / "s.yaml").read_text(encoding="utf-8"))
    assert not [p for p in problems if "unit type" in p.message]
    win.doc.undo_stack.undo()
    assert win.doc.scenario.units == before and win.doc.scenario.ruleset == "stratego"
