"""The Balance dialog keeps its run beside the mission and reopens it (stale, with what
changed, when the mission differs); its Sweep tab plays what-if sweeps and draws them,
and its suggested fix goes to the document as one undoable edit; closing it leaves the
heat layer on the map; it docks beside the map and floats again."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

from editor.balance.dialog import BalanceDialog
from engine.balance.kept import kept_document, write_kept
from engine.balance.variants import Edit
from engine.scenario.io import load_scenario

DATA = Path(__file__).parents[2] / "data" / "balance"


def mission_copy(tmp_path: Path) -> Path:
    path = tmp_path / "flank.yaml"
    shutil.copy(DATA / "open_flank.yaml", path)
    return path


def test_a_run_is_kept_beside_the_mission_and_reopened(qtbot, tmp_path):
    path = mission_copy(tmp_path)
    scenario = load_scenario(path)
    dialog = BalanceDialog(scenario, mission_path=path)
    qtbot.addWidget(dialog)
    assert dialog.report is None and dialog.kept_label.isHidden()  # nothing kept yet
    dialog.games.setValue(2)
    dialog.jobs.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    kept = tmp_path / "flank.balance.json"
    assert [g["seed"] for g in json.loads(kept.read_text())["games"]] == [0, 1]
    again = BalanceDialog(scenario, mission_path=path)
    qtbot.addWidget(again)
    assert again.report is not None and again.report["games"] == 2
    assert again.kept_label.text().startswith("The last run, kept ")
    assert "Stale" not in again.kept_label.text()
    assert again.game_list.rowCount() == 2 and "2 game(s)" in again.table.toPlainText()


def test_a_kept_run_of_another_version_is_marked_stale_with_what_changed(qtbot, tmp_path):
    path = mission_copy(tmp_path)
    scenario = load_scenario(path)
    records = [{"seed": 0, "winner": "blue", "termination": "victory_points", "rounds": 3}]
    write_kept(tmp_path / "flank.balance.json", kept_document(scenario, records))
    edited = copy.deepcopy(scenario)
    edited.rounds = 14
    dialog = BalanceDialog(edited, mission_path=path)
    qtbot.addWidget(dialog)
    assert "Stale: the mission changed since: rounds 12 -> 14." in dialog.kept_label.text()
    assert dialog.report["games"] == 1


def test_the_sweep_tab_plays_the_variants_and_draws_them(qtbot):
    scenario = load_scenario(DATA / "open_flank.yaml")
    dialog = BalanceDialog(scenario)
    qtbot.addWidget(dialog)
    tab = dialog.sweep_tab
    tab.expressions.setPlainText("rounds=2..3\nhold_points=3")
    tab.games.setValue(1)
    dialog.jobs.setValue(1)
    tab.start_sweep()
    qtbot.waitUntil(lambda: tab.runner is None and bool(tab.rows), timeout=120_000)
    assert [r["variant"] for r in tab.rows] == ["as is", "rounds=2, hold_points=3",
                                                "rounds=3, hold_points=3"]
    assert "refused by the validator, not played" in tab.status.text()
    labels = [t.get_text() for t in tab.figure.axes[0].get_yticklabels()]
    assert labels[0] == "as is" and labels[1].endswith("(refused)")
    tab.expressions.setPlainText("add:green:infantry@[2,2]")
    tab.start_sweep()
    assert tab.runner is None
    assert tab.status.text() == ("--vary add:green:infantry@[2,2]: Open Flank has no side "
                                 "'green' (its sides: blue, red)")


def test_the_suggestion_is_one_undoable_edit_and_the_heat_stays_after_closing(window, qtbot):
    launcher = window.launcher
    launcher.balance_check()
    dialog = window.balance_dialog
    assert dialog is not None
    before = copy.deepcopy(window.doc.scenario)
    count = window.doc.undo_stack.count()
    side = before.sides[0].id
    dialog.apply_edit.emit(Edit("rounds", value=before.rounds + 2))
    assert window.doc.scenario.rounds == before.rounds + 2
    assert window.doc.undo_stack.count() == count + 1
    assert dialog.scenario is window.doc.scenario  # the dialog plays the fixed mission
    window.doc.undo_stack.undo()
    assert window.doc.scenario.rounds == before.rounds and side
    # a heat layer on the map stays when the dialog closes; the chip's x takes it off
    from PySide6.QtGui import QColor

    launcher.show_heat_overlay({(0, 0): (QColor("red"), "3")}, "moves ended")
    dialog.reject()
    assert window.view.options.heat and window.heat_legend.isVisible()
    launcher._heat_legend_closed()
    assert window.view.options.heat == {}


def test_the_dialog_docks_beside_the_map_and_floats_again(window, qtbot):
    from PySide6.QtWidgets import QDockWidget

    window.launcher.balance_check()
    dialog = window.balance_dialog
    dialog.dock_button.setChecked(True)
    dock = window.launcher.balance_dock
    assert isinstance(dock, QDockWidget) and dock.widget() is dialog and dock.isVisible()
    assert window.settings.value("balance/docked", type=bool)
    dialog.dock_button.setChecked(False)
    assert not dock.isVisible() and dialog.isWindow() and dialog.isVisible()
    dialog.reject()


def test_a_probe_in_the_dialog_is_kept_with_its_baseline(qtbot, tmp_path):
    path = mission_copy(tmp_path)
    dialog = BalanceDialog(load_scenario(path), mission_path=path)
    qtbot.addWidget(dialog)
    dialog.jobs.setValue(1)
    tab = dialog.probe_tab
    tab.styles = ["raider"]
    tab.games.setValue(1)
    tab.start()
    qtbot.waitUntil(lambda: tab.probe is not None, timeout=120_000)
    kept = json.loads((tmp_path / "flank.balance.json").read_text())
    assert set(kept["probe"]) == {"blue", "red"} and kept["baseline"]["games"] == 1
    assert [r["style"] for r in kept["probe"]["blue"]] == ["raider"]
    assert len(kept["games"]) == 1


def test_the_sweep_tab_suggests_within_its_budget(qtbot):
    dialog = BalanceDialog(load_scenario(DATA / "open_flank.yaml"))
    qtbot.addWidget(dialog)
    dialog.jobs.setValue(1)
    tab = dialog.sweep_tab
    tab.games.setValue(1)
    tab.budget.setValue(5)
    tab.start_suggest()
    qtbot.waitUntil(lambda: tab.runner is None and tab.suggestion is not None, timeout=120_000)
    found = tab.suggestion
    assert found.rounds == 1 and found.games_spent == len(found.standings)  # 1 game each
    assert "games spent" in tab.status.text() and tab.rows
    assert tab.apply_button.isEnabled() == (found.edit is not None)
