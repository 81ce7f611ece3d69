"""The editor's Balance check: real AI games in worker processes, progress, table, chart."""

from __future__ import annotations

import pytest

from conftest import SCENARIOS
from editor.balance.dialog import BalanceDialog
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
    # the sides by their names, as the designer wrote them (issue 38 item 5), not their ids
    assert "Training Company" in dialog.table.toPlainText()
    labels = [t.get_text() for t in dialog.figure.axes[0].get_xticklabels()]
    assert "Sparring Company" in labels and "red" not in labels
    assert len(dialog.figure.axes[0].patches) == len(report["sides"]) + 1  # the rate bars
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


def test_the_dialog_lists_the_games_with_intervals_a_verdict_and_the_chart(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(2)
    dialog.seed_start.setValue(4)
    dialog.jobs.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    assert [dialog.game_list.item(r, 0).text() for r in range(2)] == ["4", "5"]
    assert "95% interval" in dialog.table.toPlainText()
    assert dialog.verdict.text().startswith(("Too wide to call", "Not balanced", "Balanced"))
    assert "more game(s)" in dialog.verdict.text() or "Not balanced" in dialog.verdict.text()
    titles = [ax.get_title() for ax in dialog.figure.axes]
    assert "win rates by side" in titles and "round of the end" in titles


def test_a_heat_layer_chosen_in_the_dialog_is_painted_on_the_map(qtbot):
    from editor.document.scenario_document import ScenarioDocument
    from editor.map.view import MapView

    scenario = load_scenario(SCENARIOS / "tutorial.yaml")
    view = MapView(ScenarioDocument(scenario))
    qtbot.addWidget(view)
    dialog = BalanceDialog(scenario)
    qtbot.addWidget(dialog)
    dialog.overlay_chosen.connect(view.set_heat_overlay)
    dialog.games.setValue(1)
    dialog.jobs.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    dialog.choose_heat_layer("moves_ended:blue")
    layer = dialog.heat["moves_ended:blue"]
    assert set(view.options.heat) == set(layer)
    assert {text for _, text in view.options.heat.values()} == {str(n) for n in layer.values()}
    view.grab()  # paints the overlay
    dialog.choose_heat_layer(None)
    assert view.options.heat == {}


def test_double_clicking_a_game_replays_it_step_by_step(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(1)
    dialog.seed_start.setValue(2)
    dialog.jobs.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    window = dialog.replay_row(0)
    assert window is not None
    qtbot.addWidget(window)
    assert window.seed == 2 and window.steps
    forward = [window.position()]
    for _ in range(12):
        window.forward()
        forward.append(window.position())
    for i in range(12, 0, -1):
        window.back()
        assert window.position() == forward[i - 1]
    window.forward_turn()
    assert window.index == window.turn_starts[1]
    assert window.position()["side"] != forward[0]["side"] or \
        window.position()["round"] != forward[0]["round"]
    window.back_turn()
    assert window.position() == forward[0]
    window.a_last.trigger()
    assert window.index == len(window.steps) and "End:" in window.status.text()
    last_round = window.game.round
    window.jump_to_round(2)
    assert window.game.round == 2 and window.rounds[window.index - 1] < 2 <= last_round
    window.viewer_box.setCurrentIndex(1)  # fog as the first side
    assert window.board.options.fog is not None
    window.viewer_box.setCurrentIndex(0)
    assert window.board.options.fog is None
    window.speed.setValue(50)
    window.go_to(0)
    window.toggle_play()
    qtbot.waitUntil(lambda: window.index >= 3, timeout=5_000)
    window.toggle_play()
    stopped = window.index
    qtbot.wait(100)
    assert window.index == stopped
