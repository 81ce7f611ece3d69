"""The play-test says why a click is refused (the engine's IllegalAction reason) on the
status line and in a tooltip over the hovered target, and marks the selected unit's
targets with red crosshairs, apart from the cells it may move to (RULES.md A5, A6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from editor.playtest.board import TARGET_RING_COLOR
from editor.playtest.window import REACH_COLOR, PlaytestWindow
from engine import IllegalAction
from engine.scenario.io import scenario_from_text


def engine_reason(game, action):
    try:
        game.clone().apply(action)
    except IllegalAction as exc:
        return str(exc)
    raise AssertionError(f"{action} is legal")


@pytest.fixture
def play(qtbot, base_text):
    """r1 (infantry) at [1, 1] sees the tank b1 at [6, 1], five cells away."""
    scenario, problems = scenario_from_text(base_text)
    assert scenario is not None and problems == []
    window = PlaytestWindow(scenario, seed=3, controllers={"red": "human", "blue": "human"},
                            ai_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_A6_clicking_an_enemy_out_of_range_says_the_shots_reason(play):
    play.cell_clicked((1, 1))
    assert play.selected == "r1"
    reason = engine_reason(play.game, {"type": "fire", "unit": "r1", "target": [6, 1]})
    assert "away" in reason  # the rifle does not reach: not "cannot reach the cell"
    play.cell_clicked((6, 1))
    assert play.statusBar().currentMessage() == reason
    assert play.game.history == [] and play.selected == "r1"


def test_A6_clicking_an_enemy_with_too_few_AP_says_so(play):
    play.cell_clicked((1, 1))
    play.cell_clicked((5, 1))  # next to the tank, 4 AP left
    assert tuple(play.game.unit("r1")["at"]) == (5, 1)
    play.cell_clicked((6, 1))
    message = play.statusBar().currentMessage()
    assert message == "unit 'r1' has 4 AP left; a shot costs 6"
    assert len(play.game.history) == 1


def test_A5_a_move_too_far_says_the_engines_reason(play):
    play.cell_clicked((1, 1))
    play.cell_clicked((5, 1))
    reason = engine_reason(play.game, {"type": "move", "unit": "r1", "to": [1, 3]})
    play.cell_clicked((1, 3))
    assert play.statusBar().currentMessage() == reason and "4 AP" in reason


def test_A6_the_hover_tooltip_over_a_target_says_why_it_cannot_be_shot(play, qtbot):
    play.cell_clicked((1, 1))
    reason = engine_reason(play.game, {"type": "fire", "unit": "r1", "target": [6, 1]})
    text = play.hover_text((6, 1))
    assert "tank" in text.lower() and f"Cannot fire: {reason}" in text
    viewport = play.board.viewport()
    at = play.board.mapFromScene(play.board.painter_model.center((6, 1)))
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, at,
                                                viewport.mapToGlobal(at)))
    qtbot.waitUntil(lambda: reason in QToolTip.text())
    QToolTip.hideText()


def test_A6_a_legal_target_is_a_red_crosshair_not_a_move_cell(play, qtbot):
    play.cell_clicked((1, 1))
    play.cell_clicked((4, 1))  # two cells from the tank: in range, 6 AP left
    assert (6, 1) in play.board.targets  # the tank (and the bridge behind: A6 structures)
    assert "Target: click to fire" in play.hover_text((6, 1))
    overlay = play.board.options.overlay
    assert overlay[(6, 1)][0] != REACH_COLOR
    assert all(overlay[c][0] == REACH_COLOR for c in play.game.reachable_cells("r1")
               if c in overlay and c not in play.board.targets
               and c not in {(4, 1)})
    play.board.zoom_fit()
    qtbot.wait(20)
    board = play.board
    centre = board.painter_model.center((6, 1))
    r = board.painter_model.cell_size * 0.62
    image = board.viewport().grab().toImage()
    ring = board.mapFromScene(centre.x() + r * 0.7071, centre.y() + r * 0.7071)
    colors = [image.pixelColor(ring + QPoint(dx, dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert any(c.red() > 180 and c.green() < 90 and c.blue() < 90 for c in colors), \
        [c.name() for c in colors]
    assert TARGET_RING_COLOR.red() > 200


def test_A8_a_hidden_enemy_is_no_target_and_has_no_tooltip(play):
    hidden = "b2"  # the engineer in its trench at [7, 3]
    assert hidden not in {u["id"] for u in play.game.seen_units("red")}
    play.cell_clicked((1, 1))
    text = play.hover_text((7, 3))
    assert "engineer" not in text.lower() and "b2" not in text
    assert "fire" not in text.lower()
