"""The editing map in its season and hour: a wash over the drawn map (RULES.md A8).

Winter at 22:00 should not look like summer noon. The season and starting hour come from
the scenario's calendar (engine defaults when it has none); which phase of the day that
hour falls in, and how dark each phase is, come from the engine's rules (`day_phases`,
`vision_modifier_by_phase` in engine/data/rules.yaml): the phase that costs the most
vision is the darkest, day costs none and is not darkened. How strongly a season tints
follows its vision modifier too (autumn rain and winter snow show more).

The tint is one composition over the map after it is drawn, never per cell: a season wash
(snow-white and blue in winter, warm in summer, amber in autumn, fresh green in spring),
then the hour multiplied over it (night dark blue, dawn and dusk orange). The View menu
switches it ("Season and hour tint"), remembered in QSettings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QSettings
from PySide6.QtGui import QAction, QColor, QPainter

from engine.catalog import Catalog, load_catalog
from engine.ruleset import UnknownRuleset, ruleset_of
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Scenario

SETTINGS_KEY = "view/daylight_tint"
# Colours of the wash by season; the alpha is scaled by the season's weight.
SEASON_WASH = {"winter": QColor(225, 238, 255), "summer": QColor(255, 205, 120),
               "autumn": QColor(200, 150, 90), "spring": QColor(150, 215, 120)}
SEASON_ALPHA = (30, 70)  # alpha of a season that costs no vision, of the costliest season
# What the hour multiplies the map by, fully dark (the darkest phase) and at half darkness
# (a phase costing half the darkest phase's vision: dawn and dusk).
NIGHT_MULTIPLY = QColor(120, 135, 200)
TWILIGHT_MULTIPLY = QColor(255, 200, 160)


@dataclass(frozen=True)
class DaylightTint:
    """What to lay over the map: a season wash, then a multiply for the hour."""
    season: str
    hour: int
    phase: str
    wash: QColor
    multiply: QColor | None  # None: full daylight, nothing to multiply

    def describe(self) -> str:
        """The clock as people read it: "winter, 22:00 (night)", in the UI's language."""
        return QCoreApplication.translate("DaylightTint", "{season}, {hour} ({phase})").format(
            season=season_word(self.season), hour=f"{self.hour:02d}:00",
            phase=phase_word(self.phase))

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Lay the tint over `rect` of the drawn map: one composition, not per cell."""
        if rect.isEmpty():
            return
        painter.save()
        painter.fillRect(rect, self.wash)
        if self.multiply is not None:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
            painter.fillRect(rect, self.multiply)
        painter.restore()


def season_word(season: str) -> str:
    words = {"winter": QCoreApplication.translate("DaylightTint", "winter"),
             "spring": QCoreApplication.translate("DaylightTint", "spring"),
             "summer": QCoreApplication.translate("DaylightTint", "summer"),
             "autumn": QCoreApplication.translate("DaylightTint", "autumn")}
    return words.get(season, season)


def phase_word(phase: str) -> str:
    words = {"dawn": QCoreApplication.translate("DaylightTint", "dawn"),
             "day": QCoreApplication.translate("DaylightTint", "day"),
             "dusk": QCoreApplication.translate("DaylightTint", "dusk"),
             "night": QCoreApplication.translate("DaylightTint", "night")}
    return words.get(phase, phase)


def daylight_tint(scenario: Scenario, catalog: Catalog | None = None) -> DaylightTint | None:
    """The tint of the scenario's starting season and hour, or None when its ruleset keeps
    no calendar (or the season is not one the rules know)."""
    try:
        if not ruleset_of(scenario).uses("calendar"):
            return None
    except UnknownRuleset:
        return None
    defaults = scenario_defaults()
    calendar = scenario.calendar
    season = (calendar.season if calendar and calendar.season else None) or defaults.season
    hour = calendar.start_hour if calendar and calendar.start_hour is not None else None
    hour = defaults.start_hour if hour is None else hour
    return tint_at(season, hour, catalog)


def game_tint(game: object, catalog: Catalog | None = None) -> DaylightTint | None:
    """The tint of a game's season and hour now (the play-test, the replay), or None for a
    ruleset whose games keep no calendar (no `season` and `hour`)."""
    season, hour = getattr(game, "season", None), getattr(game, "hour", None)
    if not isinstance(season, str) or not isinstance(hour, int):
        return None
    return tint_at(season, hour, catalog)


def tint_at(season: str, hour: int, catalog: Catalog | None = None) -> DaylightTint | None:
    """The tint of one season and hour, or None when the rules do not know the season."""
    rules = (catalog or load_catalog()).rules
    if season not in rules.vision_modifier_by_season or not 0 <= hour <= 23:
        return None
    phase = rules.day_phase(hour)
    darkest = min(rules.vision_modifier_by_phase.values())
    darkness = rules.vision_modifier_by_phase[phase] / darkest if darkest < 0 else 0.0  # type: ignore[index]
    worst_season = min(rules.vision_modifier_by_season.values())
    weight = (rules.vision_modifier_by_season[season] / worst_season  # type: ignore[index]
              if worst_season < 0 else 0.0)
    wash = QColor(SEASON_WASH.get(season, QColor(255, 255, 255)))
    wash.setAlpha(round(SEASON_ALPHA[0] + (SEASON_ALPHA[1] - SEASON_ALPHA[0]) * weight))
    return DaylightTint(season, hour, phase, wash, _multiply(darkness))


def _multiply(darkness: float) -> QColor | None:
    """White (no change) at 0, the twilight colour at 0.5, the night colour at 1."""
    if darkness <= 0:
        return None
    if darkness <= 0.5:
        return _mix(QColor(255, 255, 255), TWILIGHT_MULTIPLY, darkness / 0.5)
    return _mix(TWILIGHT_MULTIPLY, NIGHT_MULTIPLY, (darkness - 0.5) / 0.5)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    t = min(max(t, 0.0), 1.0)
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


def tint_shown(settings: QSettings) -> bool:
    """Whether the View menu's tint is on (remembered; on at first)."""
    return str(settings.value(SETTINGS_KEY, "true")).lower() == "true"


def daylight_action(parent: QObject, settings: QSettings,
                    on_toggled: Callable[[bool], None]) -> QAction:
    """The View menu's checkable "Season and hour tint", starting as last left (on at
    first), remembering each change; `on_toggled(bool)` applies it."""
    action = QAction(QCoreApplication.translate("DaylightTint", "Season and &hour tint"), parent)
    action.setCheckable(True)
    action.setStatusTip(QCoreApplication.translate(
        "DaylightTint", "Tint the map for the mission's season and starting hour"))
    action.setChecked(tint_shown(settings))

    def toggled(on: bool) -> None:
        settings.setValue(SETTINGS_KEY, "true" if on else "false")
        on_toggled(on)

    action.toggled.connect(toggled)
    return action
