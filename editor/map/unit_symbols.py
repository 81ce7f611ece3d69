"""Unit symbols in the NATO APP-6 manner: a frame in the side's colour with the icon of the
unit's arm inside (infantry cross, armour oval, artillery dot, ...), an echelon mark over
the frame and small state marks (hit points, cargo, in flight).

Which icon a unit type gets is data (units.yaml `icon:` and `echelon:`); a type without
one, from another ruleset's data, gets the icon of its move class. The drawing is vector
(QPainterPath) with lines never thinner than one screen pixel, and simplifies with the
on-screen size: the frame and colour always, the icon from ICON_MIN_PIXELS, the state
marks from MARKS_MIN_PIXELS, the echelon from ECHELON_MIN_PIXELS and the type's letters
from TEXT_MIN_PIXELS.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from engine.catalog import UnitType

# Cell radius on screen (pixels) from which each layer of the symbol is drawn.
ICON_MIN_PIXELS = 7.0
MARKS_MIN_PIXELS = 11.0
ECHELON_MIN_PIXELS = 18.0
TEXT_MIN_PIXELS = 20.0

FRAME_WIDTH, FRAME_HEIGHT = 1.3, 0.86  # of the cell radius
FRAME_RAISE = 0.1  # the frame sits above the cell centre, leaving room for the HP bar
OUTLINE_COLOR = QColor("#141414")
DUG_IN_COLORS = {"trench": QColor("#5a3f22"), "bunker": QColor("#6f7378")}

# A unit type without an `icon:` in its data: the icon of its move class.
ICON_BY_MOVE_CLASS = {"foot": "infantry", "wheeled": "transport", "tracked": "armour",
                      "towed": "artillery", "air": "rotary_wing", "drone": "drone"}
AIR_CLASSES = frozenset({"air", "drone"})


@dataclass(frozen=True)
class UnitLook:
    """What a unit type looks like on the map; icon None: a type the catalog lacks."""

    icon: str | None
    air: bool
    echelon: str | None = None
    letters: str = "?"


def unit_look(utype: UnitType | None) -> UnitLook:
    if utype is None:
        return UnitLook(icon=None, air=False)
    icon = utype.icon or ICON_BY_MOVE_CLASS.get(utype.move_class, "infantry")
    return UnitLook(icon=icon, air=utype.move_class in AIR_CLASSES, echelon=utype.echelon,
                    letters=utype.symbol)


@dataclass
class UnitState:
    """The marks of one unit's state: hit points left, units aboard, in flight, dug in (the
    work it stands in: a trench or a bunker)."""

    hp_fraction: float = 1.0
    cargo: int = 0
    flying: bool = False
    dug_in: str | None = None


def screen_scale(painter: QPainter) -> float:
    """Screen pixels per scene unit of the painter (the view's zoom; 1 in `clumsy render`)."""
    t = painter.worldTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


def frame_rect(center: QPointF, s: float) -> QRectF:
    w, h = FRAME_WIDTH * s, FRAME_HEIGHT * s
    return QRectF(center.x() - w / 2, center.y() - h / 2 - FRAME_RAISE * s, w, h)


def frame_path(rect: QRectF, air: bool) -> QPainterPath:
    """A rectangle for ground units; the APP-6 air frame (a dome on short sides) for
    aircraft and drones."""
    path = QPainterPath()
    if not air:
        path.addRect(rect)
        return path
    dome = rect.height() * 0.75
    path.moveTo(rect.left(), rect.bottom())
    path.lineTo(rect.left(), rect.top() + dome / 2)
    path.arcTo(QRectF(rect.left(), rect.top(), rect.width(), dome), 180, -180)
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    return path


def icon_paths(icon: str | None, r: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """The icon inside frame `r` as (lines to stroke, shapes to fill)."""
    lines, solid = QPainterPath(), QPainterPath()
    draw = _ICONS.get(icon or "")
    if draw is not None:
        draw(r, lines, solid)
    return lines, solid


def paint_unit_symbol(painter: QPainter, center: QPointF, s: float, color: QColor,
                      look: UnitLook, state: UnitState, detail: bool = True) -> None:
    """One unit at `center` of a cell of radius `s` (scene units)."""
    k = screen_scale(painter)
    pixels = s * k
    px = 1.0 / k  # one screen pixel in scene units
    rect = frame_rect(center, s)
    frame = frame_path(rect, look.air)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if state.flying:  # a shadow on the ground: the unit is in the air
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawPath(frame.translated(s * 0.12, s * 0.16))
    if state.dug_in:  # the unit sits in its trench (earth) or bunker (concrete)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DUG_IN_COLORS.get(state.dug_in, DUG_IN_COLORS["trench"]))
        painter.drawPath(dug_in_path(rect, s, state.dug_in))
    painter.setPen(QPen(OUTLINE_COLOR, max(px, s * 0.07)) if pixels >= 4 else Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(frame)
    ink = _ink(color)
    if pixels >= ICON_MIN_PIXELS:
        if look.icon is None:
            _text(painter, rect, "?", ink, s * 0.55)
        else:
            lines, solid = icon_paths(look.icon, rect)
            pen = QPen(ink, max(px, s * 0.065))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(lines)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(solid)
    if detail and pixels >= MARKS_MIN_PIXELS:
        _health_bar(painter, rect, s, px, state.hp_fraction)
        if state.cargo:
            _cargo_badge(painter, rect, s, state.cargo)
    if look.icon == "hq" and pixels >= ICON_MIN_PIXELS:
        painter.setPen(QPen(OUTLINE_COLOR, max(px, s * 0.08)))
        painter.drawPath(hq_staff(rect))
    if detail and pixels >= ECHELON_MIN_PIXELS and look.echelon:
        _echelon(painter, rect, s, px, look.echelon)
    if detail and pixels >= TEXT_MIN_PIXELS:
        _text(painter, QRectF(rect.left() - s * 0.1, rect.top() - s * 0.4, s * 0.7, s * 0.38),
              look.letters, QColor("white"), max(s * 0.26, 8.5 * px), halo=True,
              align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    painter.restore()


def dug_in_path(rect: QRectF, s: float, work: str) -> QPainterPath:
    """Behind the frame: an earth bank round its lower half (a trench), or a concrete shell
    round all of it (a bunker)."""
    m = s * 0.13
    path = QPainterPath()
    if work == "bunker":
        path.addRoundedRect(rect.adjusted(-m, -m, m, m * 0.6), m * 1.5, m * 1.5)
    else:
        path.addRect(QRectF(rect.left() - m, rect.center().y(), rect.width() + 2 * m,
                            rect.height() / 2 + m * 0.6))
    return path


def _ink(background: QColor) -> QColor:
    return QColor("#111111") if background.lightness() > 140 else QColor("white")


def _text(painter: QPainter, box: QRectF, text: str, color: QColor, size: float,
          halo: bool = False,
          align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(size * screen_scale(painter))))
    font.setBold(True)
    painter.save()
    k = screen_scale(painter)
    painter.scale(1 / k, 1 / k)  # text laid out in screen pixels, so it hints crisply
    painter.setFont(font)
    screen_box = QRectF(box.left() * k, box.top() * k, box.width() * k, box.height() * k)
    if halo:
        painter.setPen(QColor(0, 0, 0, 210))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            painter.drawText(screen_box.translated(dx, dy), align, text)
    painter.setPen(color)
    painter.drawText(screen_box, align, text)
    painter.restore()


def _health_bar(painter: QPainter, rect: QRectF, s: float, px: float, fraction: float) -> None:
    fraction = max(0.0, min(1.0, fraction))
    bar = QRectF(rect.left(), rect.bottom() + s * 0.08, rect.width(), max(2 * px, s * 0.12))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 170))
    painter.drawRect(bar.adjusted(-px, -px, px, px))
    color = (QColor("#3cc23c") if fraction > 0.5 else QColor("#e0b020") if fraction > 0.25
             else QColor("#e03020"))
    painter.setBrush(color)
    painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * fraction, bar.height()))


def _cargo_badge(painter: QPainter, rect: QRectF, s: float, count: int) -> None:
    badge = QRectF(rect.right() - s * 0.3, rect.top() - s * 0.22, s * 0.52, s * 0.36)
    painter.setPen(QPen(QColor("white"), s * 0.03))
    painter.setBrush(QColor("#222222"))
    painter.drawRoundedRect(badge, s * 0.08, s * 0.08)
    _text(painter, badge, f"+{count}", QColor("white"), s * 0.27)


ECHELON_MARKS = {"team": (0, 0, True), "squad": (1, 0, False), "section": (2, 0, False),
                 "platoon": (3, 0, False), "company": (0, 1, False),
                 "battalion": (0, 2, False)}  # dots, bars, team circle


def echelon_path(rect: QRectF, s: float, echelon: str) -> tuple[QPainterPath, QPainterPath]:
    """The echelon mark centred over the frame as (lines, filled dots): APP-6 dots for
    squad to platoon, bars for company and battalion, a slashed circle for a team."""
    dots, bars, team = ECHELON_MARKS.get(echelon, (0, 0, False))
    lines, solid = QPainterPath(), QPainterPath()
    cx, y = rect.center().x(), rect.top() - s * 0.16
    r = s * 0.065
    for i in range(dots):
        solid.addEllipse(QPointF(cx + (i - (dots - 1) / 2) * s * 0.2, y), r, r)
    for i in range(bars):
        x = cx + (i - (bars - 1) / 2) * s * 0.16
        lines.moveTo(x, y - s * 0.1)
        lines.lineTo(x, y + s * 0.1)
    if team:
        lines.addEllipse(QPointF(cx, y), s * 0.09, s * 0.09)
        lines.moveTo(cx - s * 0.14, y + s * 0.12)
        lines.lineTo(cx + s * 0.14, y - s * 0.12)
    return lines, solid


def _echelon(painter: QPainter, rect: QRectF, s: float, px: float, echelon: str) -> None:
    lines, solid = echelon_path(rect, s, echelon)
    for color, extra in ((QColor(255, 255, 255, 220), 2.5 * px), (OUTLINE_COLOR, 0.0)):
        painter.setPen(QPen(color, max(px, s * 0.05) + extra))
        painter.setBrush(color)
        painter.drawPath(solid)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(lines)


# -- the icons, each drawn into a frame rectangle ----------------------------------------
def _infantry(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    lines.moveTo(r.topLeft())
    lines.lineTo(r.bottomRight())
    lines.moveTo(r.bottomLeft())
    lines.lineTo(r.topRight())


def _armour(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    w, h = r.width() * 0.62, r.height() * 0.5
    lines.addRoundedRect(QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h),
                         h / 2, h / 2)


def _mechanised(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    _infantry(r, lines, solid)
    _armour(r, lines, solid)


def _artillery(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    solid.addEllipse(r.center(), r.height() * 0.16, r.height() * 0.16)


def _mortar(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, h = r.center(), r.height()
    lines.addEllipse(QPointF(c.x(), c.y() + h * 0.22), h * 0.1, h * 0.1)
    lines.moveTo(c.x(), c.y() + h * 0.12)
    lines.lineTo(c.x(), c.y() - h * 0.22)
    solid.addPolygon(QPolygonF([QPointF(c.x(), c.y() - h * 0.36),
                                QPointF(c.x() - h * 0.12, c.y() - h * 0.16),
                                QPointF(c.x() + h * 0.12, c.y() - h * 0.16)]))
    solid.closeSubpath()


def _anti_tank(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    lines.moveTo(r.bottomLeft())
    lines.lineTo(QPointF(r.center().x(), r.top()))
    lines.lineTo(r.bottomRight())


def _air_defence(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    h = r.height() * 0.42
    lines.moveTo(r.left() + r.width() * 0.12, r.bottom())
    lines.arcTo(QRectF(r.left() + r.width() * 0.12, r.bottom() - h, r.width() * 0.76, 2 * h),
                180, -180)


def _engineer(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, w, h = r.center(), r.width() * 0.26, r.height() * 0.2
    lines.moveTo(c.x() - w, c.y() + h)
    lines.lineTo(c.x() - w, c.y() - h)
    lines.lineTo(c.x() + w, c.y() - h)
    lines.lineTo(c.x() + w, c.y() + h)
    lines.moveTo(c.x(), c.y() - h)
    lines.lineTo(c.x(), c.y() + h)


def _recon(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    lines.moveTo(r.bottomLeft())
    lines.lineTo(r.topRight())


def _sniper(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, h = r.center(), r.height()
    lines.addEllipse(c, h * 0.24, h * 0.24)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        lines.moveTo(c.x() + dx * h * 0.1, c.y() + dy * h * 0.1)
        lines.lineTo(c.x() + dx * h * 0.36, c.y() + dy * h * 0.36)


def _observer(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, h = r.center(), r.height()
    lines.addPolygon(QPolygonF([QPointF(c.x(), c.y() - h * 0.3),
                                QPointF(c.x() + h * 0.3, c.y() + h * 0.22),
                                QPointF(c.x() - h * 0.3, c.y() + h * 0.22)]))
    lines.closeSubpath()
    solid.addEllipse(QPointF(c.x(), c.y() + h * 0.05), h * 0.07, h * 0.07)


def _supply(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    y = r.bottom() - r.height() * 0.25
    lines.moveTo(r.left(), y)
    lines.lineTo(r.right(), y)


def _transport(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, rr = r.center(), r.height() * 0.3
    lines.addEllipse(c, rr, rr)
    for a in (0, 45, 90, 135):
        dx, dy = rr * math.cos(math.radians(a)), rr * math.sin(math.radians(a))
        lines.moveTo(c.x() - dx, c.y() - dy)
        lines.lineTo(c.x() + dx, c.y() + dy)


def _medical(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c = r.center()
    lines.moveTo(c.x(), r.top())
    lines.lineTo(c.x(), r.bottom())
    lines.moveTo(r.left(), c.y())
    lines.lineTo(r.right(), c.y())


def _hq(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    """A general's star (the staff below the frame is drawn over the HP bar: hq_staff)."""
    solid.addPolygon(star_polygon(r.center(), r.height() * 0.34, r.height() * 0.14))
    solid.closeSubpath()


def hq_staff(r: QRectF) -> QPainterPath:
    """The APP-6 headquarters staff: a line down from the frame's lower left corner."""
    staff = QPainterPath()
    staff.moveTo(r.bottomLeft())
    staff.lineTo(r.left(), r.bottom() + r.height() * 0.62)
    return staff


def _electronic_warfare(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, w, h = r.center(), r.width(), r.height()
    lines.moveTo(c.x() - w * 0.3, c.y() + h * 0.05)
    lines.lineTo(c.x() - w * 0.08, c.y() - h * 0.22)
    lines.lineTo(c.x() + w * 0.08, c.y() + h * 0.22)
    lines.lineTo(c.x() + w * 0.24, c.y() - h * 0.02)
    solid.addPolygon(QPolygonF([QPointF(c.x() + w * 0.34, c.y() - h * 0.16),
                                QPointF(c.x() + w * 0.18, c.y() - h * 0.12),
                                QPointF(c.x() + w * 0.29, c.y() + h * 0.06)]))
    solid.closeSubpath()


def _rotary_wing(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, w, h = r.center(), r.width() * 0.3, r.height() * 0.24
    y = c.y() + r.height() * 0.08
    lines.addPolygon(QPolygonF([QPointF(c.x() - w, y - h), QPointF(c.x() + w, y + h),
                                QPointF(c.x() + w, y - h), QPointF(c.x() - w, y + h)]))
    lines.closeSubpath()


def _fixed_wing(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    c, w, h = r.center(), r.width(), r.height()
    y = c.y() + h * 0.08
    solid.addPolygon(QPolygonF([
        QPointF(c.x(), y - h * 0.32), QPointF(c.x() + w * 0.05, y - h * 0.08),
        QPointF(c.x() + w * 0.3, y + h * 0.06), QPointF(c.x() + w * 0.05, y + h * 0.04),
        QPointF(c.x() + w * 0.04, y + h * 0.22), QPointF(c.x() + w * 0.1, y + h * 0.3),
        QPointF(c.x() - w * 0.1, y + h * 0.3), QPointF(c.x() - w * 0.04, y + h * 0.22),
        QPointF(c.x() - w * 0.05, y + h * 0.04), QPointF(c.x() - w * 0.3, y + h * 0.06),
        QPointF(c.x() - w * 0.05, y - h * 0.08)]))
    solid.closeSubpath()


def _drone(r: QRectF, lines: QPainterPath, solid: QPainterPath) -> None:
    """The APP-6 unmanned aircraft: a wide chevron."""
    c, w, h = r.center(), r.width(), r.height()
    y = c.y() + h * 0.05
    solid.addPolygon(QPolygonF([QPointF(c.x() - w * 0.32, y - h * 0.2),
                                QPointF(c.x(), y + h * 0.02),
                                QPointF(c.x() + w * 0.32, y - h * 0.2),
                                QPointF(c.x(), y + h * 0.24)]))
    solid.closeSubpath()


_ICONS = {
    "infantry": _infantry, "armour": _armour, "mechanised": _mechanised,
    "artillery": _artillery, "mortar": _mortar, "anti_tank": _anti_tank,
    "air_defence": _air_defence, "engineer": _engineer, "recon": _recon,
    "sniper": _sniper, "observer": _observer, "supply": _supply, "transport": _transport,
    "medical": _medical, "hq": _hq, "electronic_warfare": _electronic_warfare,
    "rotary_wing": _rotary_wing, "fixed_wing": _fixed_wing, "drone": _drone,
}


def star_polygon(c: QPointF, outer: float, inner: float) -> QPolygonF:
    """A five-pointed star, point up."""
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a)))
    return QPolygonF(points)

