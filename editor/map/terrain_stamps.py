"""Terrain cells stamped from small images instead of drawn one polygon at a time.

A stamp is one cell of one terrain as the painter draws it (fill, outline, terrain symbol)
in screen pixels, rendered once per zoom and per quarter-pixel offset of the cell's centre
(so that the stamped edges fall on the same pixels as the polygon's, to a quarter of a
pixel), then blitted at every such cell: one unscaled image copy a cell instead of a
polygon fill, an outline and a symbol.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTransform

from editor.map.terrain_model import GRID_PEN_COLOR, TerrainPainter, blend

if TYPE_CHECKING:
    from engine.scenario.model import Cell

PHASES = 4  # offsets a pixel, across and down
MAX_STAMP = 160  # pixels a side: above this a cell is drawn as a polygon (few cells show)


class TerrainStamps:
    def __init__(self, model: TerrainPainter) -> None:
        self.model = model
        self._stamps: dict[tuple[str, float, bool, bool], list[QImage | None]] = {}
        self.enabled = True  # off: every cell drawn as a polygon (benchmarks compare)

    def clear(self) -> None:
        """Forget the stamps (the terrain colours changed)."""
        self._stamps.clear()

    def paint(self, painter: QPainter, ordered: list[tuple[str, list[Cell]]], grid: bool,
              detail: bool, scale: float) -> bool:
        """Stamp the cells, grouped by terrain in drawing order; False when the painter's
        transform is no plain zoom and shift, or cells are too big to stamp."""
        if not self.enabled:
            return False
        t = painter.worldTransform()
        k = t.m11()
        device = painter.device()
        if (t.type().value > QTransform.TransformationType.TxScale.value
                or abs(t.m22() - k) > 1e-9 or k <= 0
                or (device is not None and device.devicePixelRatioF() != 1.0)):
            return False  # stamps are screen pixels: not on a high-DPI screen
        size = self.model.cell_size * k
        if 2 * size + 4 > MAX_STAMP:
            return False
        half = math.ceil(size) + 2
        ox, oy = t.dx(), t.dy()
        xs, ys = self.model._xs, self.model._ys
        floor = math.floor
        painter.save()
        painter.setWorldTransform(QTransform())
        draw = painter.drawImage
        for ch, group in ordered:
            stamps = self._set(ch, size, grid, detail)
            for c, r in group:
                x = ox + xs[r & 1][c] * k
                y = oy + ys[r] * k
                ix, iy = floor(x), floor(y)
                phase = int((x - ix) * PHASES) * PHASES + int((y - iy) * PHASES)
                stamp = stamps[phase]
                if stamp is None:
                    stamp = stamps[phase] = self._stamp(ch, size, grid, detail, phase, scale)
                draw(ix - half, iy - half, stamp)
        painter.restore()
        return True

    def _set(self, ch: str, size: float, grid: bool, detail: bool) -> list[QImage | None]:
        key = (ch, size, grid, detail)
        stamps = self._stamps.get(key)
        if stamps is None:
            if len(self._stamps) > 48:  # zoom levels come and go: keep a few
                self._stamps.clear()
            stamps = self._stamps[key] = [None] * (PHASES * PHASES)
        return stamps

    def _stamp(self, ch: str, size: float, grid: bool, detail: bool, phase: int,
               scale: float) -> QImage:
        model = self.model
        half = math.ceil(size) + 2
        image = QImage(2 * half, 2 * half, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        fx = (phase // PHASES + 0.5) / PHASES
        fy = (phase % PHASES + 0.5) / PHASES
        centre = QPointF(half + fx, half + fy)
        k = size / model.cell_size
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        color = QColor(model.terrain_colors.get(ch, model.unknown_terrain))
        p.setPen(QPen(blend(color, GRID_PEN_COLOR), 0) if grid else QPen(color, k))
        p.setBrush(color)
        p.save()
        p.translate(centre)
        p.scale(k, k)
        p.drawPolygon(model._unit_polygon)
        p.restore()
        if detail:
            pixmap = model._decoration(ch, scale)
            if pixmap is not None:
                p.drawPixmap(QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size),
                             pixmap, QRectF(pixmap.rect()))
        p.end()
        return image
