"""The interface scale chosen in Preferences (100% to 200%), applied on the next start
through Qt's QT_SCALE_FACTOR, which scales every widget, font and icon alike (the window
is built once at its scale, so a change waits for the next start, as the language does).
A QT_SCALE_FACTOR the user set in the environment wins."""

from __future__ import annotations

import os
from collections.abc import MutableMapping

from PySide6.QtCore import QSettings

SETTINGS_KEY = "interface/scale"
SCALES = (100, 125, 150, 175, 200)  # percent


def saved_scale(settings: QSettings | None = None) -> int:
    """The interface scale in percent (100 when none or an unknown one was saved)."""
    value = str((settings or QSettings()).value(SETTINGS_KEY, "100"))
    return int(value) if value.isdigit() and int(value) in SCALES else 100


def save_scale(percent: int, settings: QSettings | None = None) -> None:
    if percent not in SCALES:
        raise ValueError(f"unknown interface scale {percent}%: choose one of "
                         f"{', '.join(map(str, SCALES))}")
    (settings or QSettings()).setValue(SETTINGS_KEY, str(percent))


def apply_scale(settings: QSettings | None = None,
                environ: MutableMapping[str, str] | None = None) -> float:
    """Set QT_SCALE_FACTOR for the saved scale before the application is made; returns
    the factor in effect."""
    env = os.environ if environ is None else environ
    if env.get("QT_SCALE_FACTOR"):
        try:
            return float(env["QT_SCALE_FACTOR"])
        except ValueError:
            return 1.0
    percent = saved_scale(settings)
    if percent != 100:
        env["QT_SCALE_FACTOR"] = str(percent / 100)
    return percent / 100
