"""The editor's Balance check: real AI games in worker processes, progress, table, chart."""

from __future__ import annotations

import pytest

from conftest import SCENARIOS
from editor.balance_dialog import BalanceDialog
from engine.scenario.io import load_scenario


@pytest.mark.parametrize("jobs", [1, 2])
def test_balance_dialog_runs_games_and_shows_the_table(qtbot, jobs):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(3)
    dialog.jobs.setMaximum(2)
    dialog.jobs.setValue(jobs)
    dialog.start()
    assert dialog.run_button.text() == "Cancel"
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    report = dialog.report
    assert report["games"] == 3
    assert sum(report["wins"].values()) + report["draws"] + report["unfinished"] == 3
    assert dialog.progress.value() == 3
    assert "3 game(s)" in dialog.table.toPlainText()
    assert len(dialog.chart.bars) == len(report["sides"]) + 1
    dialog.chart.repaint()
    assert dialog.run_button.text() == "Run"


def test_balance_can_be_cancelled(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(200)
    dialog.jobs.setValue(1)
    dialog.start()
    dialog.start()  # the button now cancels
    qtbot.waitUntil(lambda: dialog.runner is None, timeout=60_000)
    assert dialog.status.text() in ("Cancelled.",) or dialog.report is not None
    assert dialog.progress.value() < 200


def test_cancelling_keeps_and_shows_the_games_that_finished(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(200)
    dialog.jobs.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=60_000)
    dialog.start()  # Cancel
    qtbot.waitUntil(lambda: dialog.runner is None, timeout=60_000)
    report = dialog.report
    assert report is not None and 1 <= report["games"] < 200
    assert report["games"] == dialog.progress.value()
    assert dialog.status.text().startswith(f"Cancelled: {report['games']} of 200 games played")
    assert f"{report['games']} game(s)" in dialog.table.toPlainText()
    assert dialog.run_button.text() == "Run"
