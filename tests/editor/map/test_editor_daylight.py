"""The editing map in its season and hour (RULES.md A8): winter at 22:00 does not look like
summer noon, the darkness follows the engine's day phases, and the View menu's toggle takes
the tint away and is remembered."""

from __future__ import annotations

from PySide6.QtGui import QImage

from editor.map.daylight_tint import SETTINGS_KEY, daylight_action, daylight_tint
from engine.catalog import load_catalog
from engine.scenario.model import Calendar


def _set_calendar(window, season: str, hour: int) -> None:
    window.doc.scenario.calendar = Calendar(season=season, start_hour=hour, hours_per_round=1)
    window.doc.settings_changed.emit()


def _map_image(qtbot, window) -> QImage:
    window.view.viewport().repaint()
    return window.view.viewport().grab().toImage()


def _brightness(image: QImage) -> float:
    w, h = image.width(), image.height()
    points = [(w * i // 8, h * j // 8) for i in range(2, 7) for j in range(2, 7)]
    return sum(image.pixelColor(x, y).lightness() for x, y in points) / len(points)


def test_A8_winter_night_looks_unlike_summer_noon_and_the_toggle_removes_it(qtbot, window):
    window.a_zoom_fit.trigger()
    _set_calendar(window, "summer", 12)
    noon = _map_image(qtbot, window)
    _set_calendar(window, "winter", 22)
    night = _map_image(qtbot, window)
    assert night != noon
    assert _brightness(night) < _brightness(noon) - 20
    assert window.a_daylight.isChecked()
    window.a_daylight.trigger()  # off
    plain_night = _map_image(qtbot, window)
    _set_calendar(window, "summer", 12)
    plain_noon = _map_image(qtbot, window)
    assert plain_night == plain_noon  # no tint left at all
    assert plain_night != night
    assert str(window.settings.value(SETTINGS_KEY)) == "false"
    again = daylight_action(window, window.settings, lambda on: None)
    assert not again.isChecked()  # remembered
    window.a_daylight.trigger()  # on again
    assert _map_image(qtbot, window) == noon


def test_A8_the_tint_reads_day_phases_and_seasons_from_the_engine(window):
    scenario = window.doc.scenario
    rules = load_catalog().rules
    tints = {}
    for hour in (12, rules.day_phases["dawn"][0], 22):
        scenario.calendar = Calendar(season="summer", start_hour=hour)
        tints[hour] = daylight_tint(scenario)
    noon, dawn, night = tints[12], tints[rules.day_phases["dawn"][0]], tints[22]
    assert (noon.phase, dawn.phase, night.phase) == ("day", "dawn", "night")
    assert noon.multiply is None  # day costs no vision: not darkened
    assert night.multiply.lightness() < dawn.multiply.lightness() < 255
    assert dawn.multiply.red() > dawn.multiply.blue()  # dawn is orange, night is blue
    assert night.multiply.blue() > night.multiply.red()
    scenario.calendar = Calendar(season="winter", start_hour=12)
    winter = daylight_tint(scenario)
    assert winter.wash.alpha() > noon.wash.alpha()  # winter snow costs vision (A8)
    assert winter.wash.blue() > winter.wash.red()
    scenario.calendar = None  # the engine's defaults: summer (or as configured), 08:00
    assert daylight_tint(scenario).hour == 8
