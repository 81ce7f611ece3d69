"""Terrain transitions: where two terrains meet, a soft edge of the one over the other
(forest fringes, shore lines, road joins), a look only (a cell's terrain stays one
character).

Each cell looks at its neighbours (engine.grid's: six on a hex map, four on a square
one). Where a neighbour's terrain ranks above the cell's (`EDGE_RANK`: water over forest
over swamp over hill over the rest over grass and road, which keep a crisp edge between them), the
neighbour's edge is stamped
inside the cell along their shared side: a shore of foam and sand for water, a fringe of
tree tufts for forest, a soft fade of the colour for the others. Two road cells side by
side are joined by a track from centre to centre. Each edge is drawn once per terrain,
direction and zoom into a pixmap, clipped to the cell, then stamped like the terrain
symbols; the painter draws them after the fills, only at close zoom (detail).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from editor.map.terrain_model import TerrainPainter

if TYPE_CHECKING:
    from engine.scenario.model import Cell

# Who laps over whom: a higher rank draws its edge into a lower one (unlisted: 2).
EDGE_RANK = {"~": 7, "F": 6, "S": 5, "H": 4, "X": 3, "B": 3, "R": 3, "C": 3, ".": 1, "=": 1}
ROAD = "="
SAND = QColor("#e9dcaa")
JOIN = "join"  # the pixmap key of a road join


class TerrainEdges:
    def __init__(self, model: TerrainPainter) -> None:
        self.model = model
        self.enabled = True
        self._pixmaps: dict[tuple[str, int, int, int], QPixmap] = {}
        grid, layout = type(model.grid)(5, 5), model.layout  # every neighbour in bounds
        # Per row parity: (dc, dr, angle of the neighbour, half the centre distance).
        self._steps: list[list[tuple[int, int, float, float]]] = []
        for parity in (0, 1):
            here = (2, 2 + parity)
            x0, y0 = grid.cell_to_pixel(here, layout)
            steps = []
            for n in grid.neighbours(here):
                x1, y1 = grid.cell_to_pixel(n, layout)
                steps.append((n[0] - here[0], n[1] - here[1], math.atan2(y1 - y0, x1 - x0),
                              math.hypot(x1 - x0, y1 - y0) / 2))
            self._steps.append(steps)
        self.edges_drawn = 0  # edges stamped (tests count work)

    def clear(self) -> None:
        self._pixmaps.clear()

    def paint(self, painter: QPainter, cells: list[Cell], scale: float) -> None:
        """Stamp the edges inside `cells` (scene coordinates, any zoom the painter has)."""
        if not self.enabled or not cells:
            return
        model = self.model
        rows = model.scenario.map.rows
        width, height = model.grid.width, model.grid.height
        rank = EDGE_RANK
        xs, ys = model._xs, model._ys
        half = model.cell_size
        pixels = max(4, round(2 * half * scale))
        joins: list[tuple[float, float, int, int]] = []
        draw = painter.drawPixmap
        pixmap_of = self._pixmap
        drawn = 0
        for c, r in cells:
            ch = rows[r][c]
            mine = rank.get(ch, 2)
            x, y = xs[r & 1][c], ys[r]
            for k, (dc, dr, _, _) in enumerate(self._steps[r & 1]):
                nc, nr = c + dc, r + dr
                if not (0 <= nc < width and 0 <= nr < height):
                    continue
                other = rows[nr][nc]
                if other == ch:
                    if ch == ROAD:
                        joins.append((x, y, r & 1, k))
                    continue
                if rank.get(other, 2) <= mine:
                    continue
                pixmap = pixmap_of(other, r & 1, k, pixels)
                draw(QRectF(x - half, y - half, 2 * half, 2 * half), pixmap,
                     QRectF(pixmap.rect()))
                drawn += 1
        for x, y, parity, k in joins:
            pixmap = pixmap_of(JOIN, parity, k, pixels)
            draw(QRectF(x - half, y - half, 2 * half, 2 * half), pixmap, QRectF(pixmap.rect()))
        self.edges_drawn += drawn + len(joins)

    def _pixmap(self, ch: str, parity: int, k: int, pixels: int) -> QPixmap:
        key = (ch, parity, k, pixels)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) > 600:  # zoom levels come and go
                self._pixmaps.clear()
            pixmap = self._pixmaps[key] = self._draw(ch, parity, k, pixels)
        return pixmap

    def _draw(self, ch: str, parity: int, k: int, pixels: int) -> QPixmap:
        model = self.model
        size = model.cell_size
        _, _, angle, inner = self._steps[parity][k]
        pixmap = QPixmap(pixels, pixels)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.scale(pixels / (2 * size), pixels / (2 * size))
        p.translate(size, size)
        path = QPainterPath()
        path.addPolygon(model._unit_polygon)
        p.setClipPath(path)  # the edge stays inside the cell
        p.rotate(math.degrees(angle))  # the neighbour now lies along +x
        side = size / 2 if model.grid.kind == "hex" else size  # half the shared side
        if ch == JOIN:
            _road_join(p, model.terrain_colors.get(ROAD, QColor("#d8c08c")), size, inner)
        else:
            color = QColor(model.terrain_colors.get(ch, model.unknown_terrain))
            if ch == "~":
                _shore(p, color, size, inner, side)
            elif ch == "F":
                _forest_fringe(p, color, size, inner, side)
            else:
                _fade(p, color, inner, 0.42 * inner, 175, side)
        p.end()
        return pixmap


def _fade(p: QPainter, color: QColor, inner: float, depth: float, alpha: int,
          side: float) -> None:
    """The colour fading from the shared side (x = inner) into the cell."""
    gradient = QLinearGradient(QPointF(inner, 0), QPointF(inner - depth, 0))
    start, end = QColor(color), QColor(color)
    start.setAlpha(alpha)
    end.setAlpha(0)
    gradient.setColorAt(0.0, start)
    gradient.setColorAt(1.0, end)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(gradient))
    p.drawRect(QRectF(inner - depth, -side * 1.6, depth + 2, side * 3.2))


def _shore(p: QPainter, water: QColor, size: float, inner: float, side: float) -> None:
    """Land by water: a band of sand with a line of foam at the water's edge."""
    depth = 0.5 * inner
    gradient = QLinearGradient(QPointF(inner, 0), QPointF(inner - depth, 0))
    foam = QColor(water).lighter(165)
    foam.setAlpha(235)
    sand, fade = QColor(SAND), QColor(SAND)
    sand.setAlpha(235)
    fade.setAlpha(0)
    gradient.setColorAt(0.0, foam)
    gradient.setColorAt(0.1, foam)
    gradient.setColorAt(0.2, sand)
    gradient.setColorAt(0.55, sand)
    gradient.setColorAt(1.0, fade)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(gradient))
    p.drawRect(QRectF(inner - depth, -side * 1.6, depth + 2, side * 3.2))
    wave = QColor(water)
    wave.setAlpha(200)
    p.setPen(QPen(wave, size * 0.05))
    p.drawLine(QPointF(inner - 0.02 * size, -side * 1.6), QPointF(inner - 0.02 * size, side * 1.6))


def _forest_fringe(p: QPainter, forest: QColor, size: float, inner: float,
                   side: float) -> None:
    """Beside forest: the shade under the trees, and tufts of crowns over the side."""
    _fade(p, forest.darker(110), inner, 0.5 * inner, 150, side)
    crown = QColor(forest)
    crown.setAlpha(235)
    rim = QColor(forest.darker(140))
    rim.setAlpha(200)
    p.setPen(QPen(rim, size * 0.03))
    p.setBrush(crown)
    radius = 0.2 * size
    count = 3 if side < size else 4
    for i in range(count):
        t = (i + 0.5) / count * 2 - 1  # -1..1 along the side
        wobble = 0.04 * size * (1 if i % 2 else -1)
        p.drawEllipse(QPointF(inner - 0.06 * size + wobble, t * side * 0.95), radius, radius)


def _road_join(p: QPainter, road: QColor, size: float, inner: float) -> None:
    """Two road cells side by side: a packed track from this centre over the shared side,
    with a lighter rut along its middle."""
    p.setPen(QPen(road.darker(118), size * 0.42, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(0, 0), QPointF(inner + size * 0.2, 0))
    p.setPen(QPen(road.lighter(108), size * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(0, 0), QPointF(inner + size * 0.2, 0))
