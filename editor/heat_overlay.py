"""A balance run's heat layer (engine.cli.heatmap) as a map overlay: each cell tinted by
its count against the layer's highest, pale yellow through red to dark purple, with the
count written in the cell when the map is zoomed in far enough."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QColor

from engine.scenario.model import Cell


def heat_color(count: int, top: int) -> QColor:
    t = 0.0 if top <= 0 else min(1.0, count / top)
    return QColor.fromHsvF(0.16 * (1 - t) if t < 1 else 0.0, 0.35 + 0.6 * t,
                           1.0 - 0.45 * t, 0.35 + 0.4 * t)


def heat_overlay(layer: Mapping[Cell, int]) -> dict[Cell, tuple[QColor, str]]:
    top = max(layer.values(), default=0)
    return {cell: (heat_color(count, top), str(count)) for cell, count in layer.items() if count}
