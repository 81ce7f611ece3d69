"""What the terrain caches (tiles, stamps, the small image) ask of the map painter.

They are given the painter itself; this protocol names what they use of it, so that they
need not import editor.map.painter, which imports them.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap, QPolygonF

from engine.grid import Grid, Layout
from engine.scenario.model import Cell, Scenario

GRID_PEN_COLOR = QColor(0, 0, 0, 60)


def blend(color: QColor, over: QColor) -> QColor:
    """`over` (with alpha) laid on `color`: the grid line drawn as the cell's own outline."""
    a = over.alphaF()
    return QColor.fromRgbF(color.redF() * (1 - a) + over.redF() * a,
                           color.greenF() * (1 - a) + over.greenF() * a,
                           color.blueF() * (1 - a) + over.blueF() * a)


class TerrainPainter(Protocol):
    scenario: Scenario
    grid: Grid
    layout: Layout
    cell_size: float
    terrain_colors: dict[str, QColor]
    unknown_terrain: QColor
    _xs: list[list[float]]
    _ys: list[float]
    _unit_polygon: QPolygonF

    @property
    def transitions(self) -> bool: ...

    def xy(self, cell: Cell) -> tuple[float, float]: ...

    def extent(self) -> QRectF: ...

    def cells_in(self, rect: QRectF) -> list[Cell]: ...

    def paint_terrain(self, painter: QPainter, cells: list[Cell], detail: bool = True,
                      grid: bool = False, scale: float = 1.0) -> None: ...

    def paint_far_terrain(self, painter: QPainter, rect: QRectF) -> None: ...

    def terrain_image_made(self) -> bool: ...

    def _decoration(self, ch: str, scale: float) -> QPixmap | None: ...
