"""Map symbols of the features: buildings by their kind (a house with its roof, a hospital,
a factory, a warehouse, a helipad, a watchtower: buildings.yaml `icon:`), bridges, victory
points, mines, works and wrecks.

Victory points and bridges are what a designer looks for on a whole map, so zoomed out they
keep a minimum size on screen (KEY_FEATURE_MIN_PIXELS) and stay visible at fit zoom on a
200x200 map; the painter looks for them that far beyond the painted rectangle
(`key_feature_margin`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from editor.map.unit_symbols import TEXT_MIN_PIXELS, screen_scale, star_polygon

KEY_FEATURE_MIN_PIXELS = 6.5  # the least on-screen radius of a victory point or bridge
DETAIL_PIXELS = 11.0  # from this cell radius on screen, numbers and letters are drawn
OUTLINE = QColor("#1e1e1e")


def key_feature_margin(scale: float) -> float:
    """How far (scene units) a key feature may reach beyond its cell at this zoom."""
    return 1.5 * KEY_FEATURE_MIN_PIXELS / max(scale, 1e-6)


def key_radius(s: float, frac: float, scale: float) -> float:
    """`frac` of the cell radius, but never under KEY_FEATURE_MIN_PIXELS on screen."""
    return max(s * frac, KEY_FEATURE_MIN_PIXELS / max(scale, 1e-6))


def _pen(color: QColor, width: float, px: float,
         style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, max(px, width), style)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return pen


def _label(painter: QPainter, box: QRectF, text: str, color: QColor, size: float) -> None:
    k = screen_scale(painter)
    painter.save()
    painter.scale(1 / k, 1 / k)  # laid out in screen pixels, so the text hints crisply
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(size * k)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(QRectF(box.left() * k, box.top() * k, box.width() * k, box.height() * k),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# -- key features ---------------------------------------------------------------------------
def paint_victory_point(painter: QPainter, c: QPointF, s: float, fill: QColor,
                        number: str) -> None:
    """A gold star (the owner's colour once held) with its number when there is room."""
    k = screen_scale(painter)
    radius = key_radius(s, 0.64, k)
    star = star_polygon(c, radius, radius * 0.45)
    if radius > s * 0.64:  # zoomed out: a pale halo lifts it off dark terrain
        painter.setPen(_pen(QColor(255, 255, 255, 170), 3.5 / k, 3.5 / k))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(star)
    painter.setPen(_pen(QColor("#4a3600"), s * 0.06, 1.2 / k))
    painter.setBrush(fill)
    painter.drawPolygon(star)
    if number and s * k >= DETAIL_PIXELS:
        _label(painter, QRectF(c.x() - s, c.y() - s * 0.35, 2 * s, s * 0.8), number,
               QColor("black"), s * 0.34)


def bridge_path(c: QPointF, half: float) -> tuple[QPainterPath, QPainterPath]:
    """The map sign of a bridge, `half` long each way: a deck and two rails whose ends flare
    out, as (deck, rails)."""
    w = half * 0.42
    deck = QPainterPath()
    deck.addRect(QRectF(c.x() - half * 0.8, c.y() - w, half * 1.6, 2 * w))
    rails = QPainterPath()
    for side in (-1, 1):
        y = c.y() + side * w
        rails.moveTo(c.x() - half, y + side * half * 0.28)
        rails.lineTo(c.x() - half * 0.8, y)
        rails.lineTo(c.x() + half * 0.8, y)
        rails.lineTo(c.x() + half, y + side * half * 0.28)
    return deck, rails


def paint_bridge(painter: QPainter, c: QPointF, s: float) -> None:
    k = screen_scale(painter)
    half = key_radius(s, 0.9, k)
    deck, rails = bridge_path(c, half)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#b07a40"))
    painter.drawPath(deck)
    if s * k >= DETAIL_PIXELS:  # planks
        painter.setPen(_pen(QColor("#6e4a22"), s * 0.04, 1 / k))
        for i in range(-3, 4):
            x = c.x() + i * half * 0.2
            painter.drawLine(QPointF(x, c.y() - half * 0.4), QPointF(x, c.y() + half * 0.4))
    painter.setPen(_pen(QColor("#2a1c0c"), half * 0.14, 1.5 / k))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rails)


# -- other features -------------------------------------------------------------------------
def paint_mine(painter: QPainter, c: QPointF, s: float, owner: QColor) -> None:
    k = screen_scale(painter)
    painter.setPen(_pen(owner, s * 0.1, 1.5 / k))
    painter.setBrush(QColor("#202020"))
    painter.drawEllipse(c, s * 0.25, s * 0.25)
    painter.setPen(_pen(QColor("#202020"), s * 0.06, 1 / k))
    for dx, dy in ((0, -1), (0.87, 0.5), (-0.87, 0.5)):  # the fuse prongs
        painter.drawLine(QPointF(c.x() + dx * s * 0.3, c.y() + dy * s * 0.3),
                         QPointF(c.x() + dx * s * 0.42, c.y() + dy * s * 0.42))


def paint_wreck(painter: QPainter, c: QPointF, s: float) -> None:
    k = screen_scale(painter)
    painter.setPen(_pen(QColor("#303030"), s * 0.16, 1.5 / k))
    d = s * 0.35
    painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
    painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))


def paint_work(painter: QPainter, c: QPointF, s: float, color: QColor, kind: str | None,
               finished: bool) -> None:
    """A trench (zigzag), a bunker (a dome of concrete) or dragon's teeth; dotted while
    under construction."""
    k = screen_scale(painter)
    style = Qt.PenStyle.SolidLine if finished else Qt.PenStyle.DotLine
    painter.setPen(_pen(color.darker(140), s * 0.14, 1.5 / k, style))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "trench":
        points = [QPointF(c.x() + s * (i * 0.3 - 0.75), c.y() + s * (0.22 if i % 2 else -0.12))
                  for i in range(6)]
        painter.drawPolyline(QPolygonF(points))
    elif kind == "bunker":
        painter.setBrush(QBrush(color.lighter(120), Qt.BrushStyle.SolidPattern if finished
                                else Qt.BrushStyle.Dense5Pattern))
        painter.drawChord(QRectF(c.x() - s * 0.6, c.y() - s * 0.4, s * 1.2, s * 1.0), 0, 180 * 16)
        painter.setPen(_pen(QColor("#111111"), s * 0.08, 1 / k))
        painter.drawLine(QPointF(c.x() - s * 0.22, c.y() - s * 0.05),
                         QPointF(c.x() + s * 0.22, c.y() - s * 0.05))  # the firing slit
    else:  # dragon's teeth
        painter.setBrush(QColor("#cfcfcf") if finished else Qt.BrushStyle.NoBrush)
        for dx in (-0.5, 0.0, 0.5):
            x = c.x() + s * dx
            painter.drawPolygon(QPolygonF([QPointF(x - s * 0.18, c.y() + s * 0.3),
                                           QPointF(x + s * 0.18, c.y() + s * 0.3),
                                           QPointF(x, c.y() - s * 0.25)]))


# -- buildings --------------------------------------------------------------------------
def building_paths(icon: str | None, c: QPointF, s: float
                   ) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A building's outline as (walls, roof or the hospital's white board, dark or red
    details: doors, signs)."""
    walls, roof, marks = QPainterPath(), QPainterPath(), QPainterPath()
    marks.setFillRule(Qt.FillRule.WindingFill)  # a cross of two bars is filled where they meet
    x, y = c.x(), c.y()
    if icon == "hospital":  # a flat-roofed block with a red cross on a white board
        walls.addRect(QRectF(x - s * 0.66, y - s * 0.4, s * 1.32, s * 0.9))
        roof.addRect(QRectF(x - s * 0.3, y - s * 0.32, s * 0.6, s * 0.6))
        marks.addRect(QRectF(x - s * 0.08, y - s * 0.26, s * 0.16, s * 0.48))
        marks.addRect(QRectF(x - s * 0.24, y - s * 0.1, s * 0.48, s * 0.16))
    elif icon == "factory":
        walls.addRect(QRectF(x - s * 0.7, y - s * 0.1, s * 1.4, s * 0.6))
        roof.moveTo(x - s * 0.7, y - s * 0.1)
        for i in range(3):  # saw-tooth roof
            left = x - s * 0.7 + i * s * 0.4667
            roof.lineTo(left, y - s * 0.42)
            roof.lineTo(left + s * 0.4667, y - s * 0.1)
        roof.closeSubpath()
        roof.addRect(QRectF(x + s * 0.42, y - s * 0.72, s * 0.14, s * 0.4))  # chimney
        marks.addRect(QRectF(x - s * 0.12, y + s * 0.16, s * 0.24, s * 0.34))
    elif icon == "warehouse":
        walls.addRect(QRectF(x - s * 0.72, y - s * 0.12, s * 1.44, s * 0.62))
        roof.moveTo(x - s * 0.8, y - s * 0.1)
        roof.lineTo(x - s * 0.5, y - s * 0.42)
        roof.lineTo(x + s * 0.5, y - s * 0.42)
        roof.lineTo(x + s * 0.8, y - s * 0.1)
        roof.closeSubpath()
        marks.addRect(QRectF(x - s * 0.3, y + s * 0.04, s * 0.6, s * 0.46))  # loading door
    elif icon == "helipad":
        walls.addEllipse(c, s * 0.66, s * 0.66)
        marks.addRect(QRectF(x - s * 0.3, y - s * 0.34, s * 0.12, s * 0.68))
        marks.addRect(QRectF(x + s * 0.18, y - s * 0.34, s * 0.12, s * 0.68))
        marks.addRect(QRectF(x - s * 0.18, y - s * 0.06, s * 0.36, s * 0.12))
    elif icon == "tower":
        walls.addPolygon(QPolygonF([QPointF(x - s * 0.36, y + s * 0.6),
                                    QPointF(x - s * 0.16, y - s * 0.3),
                                    QPointF(x + s * 0.16, y - s * 0.3),
                                    QPointF(x + s * 0.36, y + s * 0.6)]))
        walls.closeSubpath()
        roof.addRect(QRectF(x - s * 0.32, y - s * 0.62, s * 0.64, s * 0.34))  # the cabin
        marks.addRect(QRectF(x - s * 0.22, y - s * 0.54, s * 0.44, s * 0.1))
    else:  # a house: walls, a pitched roof, a door
        walls.addRect(QRectF(x - s * 0.5, y - s * 0.08, s * 1.0, s * 0.58))
        roof.addPolygon(QPolygonF([QPointF(x - s * 0.66, y - s * 0.06),
                                   QPointF(x, y - s * 0.62),
                                   QPointF(x + s * 0.66, y - s * 0.06)]))
        roof.closeSubpath()
        marks.addRect(QRectF(x - s * 0.1, y + s * 0.16, s * 0.2, s * 0.34))
    return walls, roof, marks


def paint_building(painter: QPainter, c: QPointF, s: float, color: QColor, icon: str | None,
                   finished: bool, letters: str) -> None:
    """A building in its owner's colour; under construction: dashed outline, hatched."""
    k = screen_scale(painter)
    walls, roof, marks = building_paths(icon, c, s)
    pattern = Qt.BrushStyle.SolidPattern if finished else Qt.BrushStyle.BDiagPattern
    style = Qt.PenStyle.SolidLine if finished else Qt.PenStyle.DashLine
    painter.setPen(_pen(OUTLINE, s * 0.06, 1 / k, style))
    painter.setBrush(QBrush(color.lighter(125), pattern))
    painter.drawPath(walls)
    roof_color = QColor("white") if icon == "hospital" else color.darker(150)
    painter.setBrush(QBrush(roof_color, pattern))
    painter.drawPath(roof)
    if s * k >= 5:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d01818") if icon == "hospital" else OUTLINE)
        painter.drawPath(marks)
    if s * k >= TEXT_MIN_PIXELS:
        _label(painter, QRectF(c.x() + s * 0.1, c.y() + s * 0.48, s * 0.8, s * 0.36), letters,
               QColor("black"), max(s * 0.24, 8.0 / k))
