"""The View menu's map look, remembered in QSettings: terrain transitions (on at first)
and the colour-blind safe palette (off at first). The editor's map, the play-test and the
replay read the same settings, so they draw alike."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction

TRANSITIONS_KEY = "view/terrain_transitions"
COLOUR_BLIND_KEY = "view/colour_blind_palette"
translate = QCoreApplication.translate


class LookPainter(Protocol):
    def set_look(self, transitions: bool, colour_blind: bool) -> None: ...


def _flag(settings: QSettings, key: str, default: bool) -> bool:
    return str(settings.value(key, "true" if default else "false")).lower() == "true"


def saved_look(settings: QSettings) -> tuple[bool, bool]:
    """(transitions, colour-blind palette) as last left."""
    return _flag(settings, TRANSITIONS_KEY, True), _flag(settings, COLOUR_BLIND_KEY, False)


def apply_saved_look(painter: LookPainter, settings: QSettings) -> None:
    painter.set_look(*saved_look(settings))


def look_actions(parent: QObject, settings: QSettings,
                 on_change: Callable[[bool, bool], None]) -> tuple[QAction, QAction]:
    """The checkable "Terrain transitions" and "Colour-blind safe palette", starting as
    last left and remembering each change; `on_change(transitions, colour_blind)` applies
    them."""
    transitions = QAction(translate("MapLook", "Terrain &transitions"), parent)
    transitions.setStatusTip(translate(
        "MapLook", "Soft edges where two terrains meet: forest fringes, shores, road joins"))
    palette = QAction(translate("MapLook", "Colour-&blind safe palette"), parent)
    palette.setStatusTip(translate(
        "MapLook", "Terrain and side colours that stay apart for the common colour-vision "
        "deficiencies (Paul Tol, Okabe-Ito)"))
    on_transitions, on_palette = saved_look(settings)
    for action, on in ((transitions, on_transitions), (palette, on_palette)):
        action.setCheckable(True)
        action.setChecked(on)

    def changed(_: bool = False) -> None:
        settings.setValue(TRANSITIONS_KEY, "true" if transitions.isChecked() else "false")
        settings.setValue(COLOUR_BLIND_KEY, "true" if palette.isChecked() else "false")
        on_change(transitions.isChecked(), palette.isChecked())

    transitions.toggled.connect(changed)
    palette.toggled.connect(changed)
    return transitions, palette
