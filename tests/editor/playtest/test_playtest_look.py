"""The play-test draws the map as the editor's View menu left it: the terrain transitions
and the colour-blind safe palette (issue 36), read from the same settings."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor

from editor.map.map_look import COLOUR_BLIND_KEY, TRANSITIONS_KEY
from editor.map.palettes import COLOUR_BLIND_SIDES, COLOUR_BLIND_TERRAIN
from editor.playtest.window import PlaytestWindow
from engine.scenario.io import scenario_from_text


def _playtest(qtbot, base_text, settings):
    scenario, _ = scenario_from_text(base_text)
    assert scenario is not None
    window = PlaytestWindow(scenario, seed=1, controllers={"red": "human", "blue": "human"},
                            ai_delay_ms=0, settings=settings)
    qtbot.addWidget(window)
    return window


def test_the_playtest_takes_the_editors_map_look(qtbot, base_text, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    model = _playtest(qtbot, base_text, settings).board.painter_model
    assert model.transitions and not model.colour_blind  # as at first in the editor
    settings.setValue(TRANSITIONS_KEY, False)
    settings.setValue(COLOUR_BLIND_KEY, True)
    window = _playtest(qtbot, base_text, settings)
    model = window.board.painter_model
    assert not model.transitions and model.colour_blind
    assert model.terrain_colors["F"] == QColor(COLOUR_BLIND_TERRAIN["F"])
    first = scenario_from_text(base_text)[0].sides[0].id
    assert model.side_color(first) == QColor(COLOUR_BLIND_SIDES[0])
