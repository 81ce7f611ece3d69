"""The Balance dialog's Probe tab (editor/balance/probe_tab.py): a real probe in a thread,
its table with every style against every side, the sentences, and a double-click that
opens a typical game of the style in a replay window; Cancel stops it."""

from __future__ import annotations

from conftest import SCENARIOS
from editor.balance.dialog import BalanceDialog
from engine.scenario.io import load_scenario


def test_the_probe_tab_plays_the_styles_and_opens_a_typical_game(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    tab = dialog.probe_tab
    tab.styles = ["ai:easy", "raider"]
    tab.games.setValue(2)
    dialog.jobs.setValue(1)
    tab.start()
    assert tab.run_button.text() == "Cancel"
    qtbot.waitUntil(lambda: tab.probe is not None, timeout=180_000)
    assert tab.run_button.text() == "Probe"
    assert tab.table.rowCount() == 4  # two styles against each of the two sides
    sides = {tab.table.item(r, 0).text() for r in range(4)}
    assert sides == {"Training Company", "Sparring Company"}  # the sides' names
    assert {tab.table.item(r, 1).text() for r in range(4)} == {"The AI on easy",
                                                             "A raid on the points"}
    assert tab.progress.value() == tab.progress.maximum() == 2 + 2 * 2 * 2
    assert "Probe of Boot Camp at Little Harrow" in tab.status.text()
    tab.table.setCurrentCell(1, 0)
    assert tab.sentences.toPlainText() == tab.rows[1].sentence
    window = tab.replay_row(1)
    assert window is not None and window.isVisible()
    window.close()


def test_the_probe_can_be_cancelled(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    tab = dialog.probe_tab
    tab.games.setValue(50)
    dialog.jobs.setValue(1)
    tab.start()
    qtbot.waitUntil(lambda: tab.progress.value() >= 1, timeout=120_000)
    tab.start()  # Cancel
    qtbot.waitUntil(lambda: tab.runner is None, timeout=120_000)
    assert tab.probe is not None and tab.probe.cancelled
    assert "cancelled" in tab.status.text()


def test_the_probe_tab_words_the_verdict_and_sentences_in_italian_with_side_names(
        italian, qtbot):
    """The probe's document holds the baseline's verdict as data (no language): the tab
    words it through the editor's translations, and every text names the sides as the
    mission does, never by their ids."""
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    tab = dialog.probe_tab
    tab.styles = ["raider"]
    tab.games.setValue(1)
    dialog.jobs.setValue(1)
    tab.start()
    qtbot.waitUntil(lambda: tab.probe is not None, timeout=180_000)
    status = tab.status.text()
    assert status.startswith("Sonda di Boot Camp at Little Harrow: 1 partita/e per stile")
    # one game cannot call it: the Italian "too wide", the widest side by its name
    assert "Troppo incerto per dirlo equilibrato: l'intervallo al 95% di " in status
    assert "Training Company" in status or "Sparring Company" in status
    assert "Too wide" not in status and " blue " not in status and " red " not in status
    verdict = tab.probe.document()["baseline"]["verdict"]
    assert verdict["key"] == "verdict.too_wide"  # the kept data stays in no language
    sentences = [r.sentence for r in tab.rows]
    assert len(sentences) == 2
    for text in sentences:
        assert text.startswith("Un'incursione sui punti ")
        assert "Training Company" in text or "Sparring Company" in text
        assert not {"blue", "red"} & set(text.replace(".", " ").split())
