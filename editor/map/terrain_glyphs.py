"""The terrain symbols drawn on cells at close zoom (trees on forest, an arc on a hill,
...): drawn once a zoom level into a pixmap, then stamped on every cell of that terrain."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

Glyph = Callable[[QPainter, QPointF, float], None]  # painter, cell centre, cell radius


class GlyphCache:
    """The pixmaps of the terrain symbols at the zooms asked lately."""

    def __init__(self) -> None:
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}

    def pixmap(self, ch: str, cell_size: float, scale: float) -> QPixmap | None:
        """Terrain `ch`'s symbol for a cell of `cell_size` shown at `scale`, or None."""
        draw = TERRAIN_GLYPHS.get(ch)
        if draw is None:
            return None
        pixels = max(4, round(2 * cell_size * scale))
        key = (ch, pixels)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) > 64:
                self._pixmaps.clear()
            pixmap = QPixmap(pixels, pixels)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            k = pixels / (2 * cell_size)
            p.scale(k, k)
            draw(p, QPointF(cell_size, cell_size), cell_size)
            p.end()
            self._pixmaps[key] = pixmap
        return pixmap


def _trees(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1d4a26"))
    for dx, dy in ((-0.35, -0.2), (0.3, -0.3), (0.0, 0.3)):
        p.drawEllipse(QPointF(c.x() + s * dx, c.y() + s * dy), s * 0.2, s * 0.2)


def _hill(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor("#6d5732"), max(1.0, s * 0.08)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(c.x() - s * 0.55, c.y() - s * 0.3, s * 1.1, s * 0.9), 20 * 16, 140 * 16)


def _swamp(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor("#3f5f57"), max(1.0, s * 0.07)))
    for dy in (-0.25, 0.05, 0.35):
        p.drawLine(QPointF(c.x() - s * 0.4, c.y() + s * dy), QPointF(c.x() + s * 0.4, c.y() + s * dy))


def _water(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor("#9cc8f0"), max(1.0, s * 0.06)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for dy in (-0.2, 0.2):
        p.drawArc(QRectF(c.x() - s * 0.5, c.y() + s * (dy - 0.1), s * 0.5, s * 0.2), 0, 180 * 16)
        p.drawArc(QRectF(c.x(), c.y() + s * (dy - 0.1), s * 0.5, s * 0.2), 180 * 16, 180 * 16)


def _ruins(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor("#4a3b33"), max(1.0, s * 0.06)))
    p.setBrush(QColor("#b59a86"))
    for dx, dy in ((-0.35, -0.25), (0.1, -0.3), (-0.15, 0.15)):
        p.drawRect(QRectF(c.x() + s * dx, c.y() + s * dy, s * 0.3, s * 0.3))


def _crater(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor("#5b4a36"), max(1.0, s * 0.08)))
    p.setBrush(QColor("#7a6650"))
    p.drawEllipse(c, s * 0.35, s * 0.25)


def _rubble(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#5d5d5d"))
    for dx, dy in ((-0.3, -0.2), (0.25, -0.1), (-0.05, 0.25), (0.3, 0.3)):
        p.drawEllipse(QPointF(c.x() + s * dx, c.y() + s * dy), s * 0.1, s * 0.1)


TERRAIN_GLYPHS: dict[str, Glyph] = {"F": _trees, "H": _hill, "S": _swamp, "~": _water, "R": _ruins, "C": _crater, "X": _rubble}
