"""A balance run's heat layer (engine.balance.heatmap) as a map overlay: each cell tinted by
its count against the layer's highest, saturated pink through magenta to deep violet
(colours no terrain comes near, so a tinted road never reads as bare ground), with the
count written in the cell when the map is zoomed in far enough; `heat_ramp` is its legend."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QColor

from editor.map.overlay_legend import Ramp
from engine.scenario.model import Cell


def heat_color(count: int, top: int) -> QColor:
    """Pink for the fewest, through magenta, to deep violet for the most."""
    t = 0.0 if top <= 0 else min(1.0, count / top)
    return QColor.fromHsvF(0.95 - 0.17 * t, 1.0, 1.0 - 0.3 * t, 0.6 + 0.25 * t)


def heat_overlay(layer: Mapping[Cell, int]) -> dict[Cell, tuple[QColor, str]]:
    top = max(layer.values(), default=0)
    return {cell: (heat_color(count, top), str(count)) for cell, count in layer.items() if count}


def heat_ramp(overlay: Mapping[Cell, tuple[QColor, str]]) -> Ramp:
    """The legend of an overlay made by `heat_overlay` (its cells carry their counts)."""
    top = max((int(text) for _, text in overlay.values() if text.isdigit()), default=0)
    return Ramp(heat_color(1, top), heat_color(top, top), "1", str(top))
