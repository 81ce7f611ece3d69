"""The AI difficulty a designer chooses in the editor: the play-test's Difficulty box
(remembered) and the Balance check's Difficulty and scripted-opponent boxes reach the
computer player."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from conftest import SCENARIOS
from editor.balance import dialog as balance_dialog
from editor.balance.dialog import BalanceDialog
from editor.playtest import window as playtest_window
from editor.playtest.window import PlaytestWindow
from engine.scenario.io import load_scenario, scenario_from_text


def choose(box: Any, data: str) -> None:
    index = box.findData(data)
    assert index >= 0, f"{data!r} is not offered"
    box.setCurrentIndex(index)


def test_the_playtest_difficulty_reaches_the_ai_and_is_remembered(qtbot, base_text, tmp_path,
                                                                  monkeypatch):
    asked: list[Any] = []
    real = playtest_window.computer_player

    def recording(game: Any, seed: int = 0, config: Any = None) -> Any:
        asked.append(config)
        return real(game, seed, config)

    monkeypatch.setattr(playtest_window, "computer_player", recording)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    scenario, _ = scenario_from_text(base_text)
    assert scenario is not None
    window = PlaytestWindow(scenario, seed=5, controllers={"red": "human", "blue": "ai"},
                            ai_delay_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert window.difficulty_box.currentData() == "normal"
    choose(window.difficulty_box, "hard")
    window.a_end.trigger()
    qtbot.waitUntil(lambda: (window.game.side == "red" and window.thinker is None
                             and not window.pending) or window.game.result is not None,
                    timeout=30_000)
    assert asked and all(c == {"difficulty": "hard"} for c in asked)
    again = PlaytestWindow(scenario, seed=5, controllers={"red": "human", "blue": "ai"},
                           ai_delay_ms=0, settings=settings)
    qtbot.addWidget(again)
    assert again.difficulty_box.currentData() == "hard"


def test_the_balance_check_plays_the_chosen_script_at_the_chosen_difficulty(qtbot, monkeypatch):
    asked: list[dict[str, Any]] = []
    real = balance_dialog.run_played

    def recording(*args: Any, **kw: Any) -> Any:
        asked.append(kw)
        return real(*args, **kw)

    monkeypatch.setattr(balance_dialog, "run_played", recording)
    replayed: list[dict[str, Any]] = []
    real_one = balance_dialog.play_detailed

    def recording_one(*args: Any, **kw: Any) -> Any:
        replayed.append(kw)
        return real_one(*args, **kw)

    monkeypatch.setattr(balance_dialog, "play_detailed", recording_one)
    dialog = BalanceDialog(load_scenario(SCENARIOS / "tutorial.yaml"))
    qtbot.addWidget(dialog)
    dialog.games.setValue(2)
    dialog.jobs.setValue(1)
    choose(dialog.opponent, "turtle")
    choose(dialog.difficulty, "easy")
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    assert asked[0]["opponent"] == "turtle" and asked[0]["difficulty"] == "easy"
    assert "AI win rate vs turtle" in dialog.table.toPlainText()
    window = dialog.replay_row(0)  # the replay plays the same game again: same level
    assert window is not None and replayed[0]["difficulty"] == "easy"
    window.close()


def test_the_balance_check_offers_scripts_only_where_they_can_play(qtbot):
    dialog = BalanceDialog(load_scenario(SCENARIOS / "stratego_classic.yaml"))
    qtbot.addWidget(dialog)
    offered = [dialog.opponent.itemData(i) for i in range(dialog.opponent.count())]
    assert offered == ["ai", "random"]
    assert [dialog.difficulty.itemData(i) for i in range(dialog.difficulty.count())] == [
        "easy", "normal", "hard"]
