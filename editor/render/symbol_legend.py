"""The legend of the map symbols: every unit type, building and feature of the catalog as
the map draws it, with its name (docs/symbols.png is made with
`python -m editor.render.symbol_legend docs/symbols.png`)."""

from __future__ import annotations

import math
import sys

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPolygonF

from editor.i18n.catalog_names import shown_name
from editor.map.feature_symbols import (
    paint_bridge,
    paint_building,
    paint_mine,
    paint_victory_point,
    paint_work,
)
from editor.map.unit_symbols import UnitState, paint_unit_symbol, unit_look
from editor.render.map_image import ensure_gui_application
from engine.catalog import Catalog, load_catalog

ENTRY_WIDTH, ENTRY_HEIGHT, COLUMNS = 270, 74, 4
CELL = 30.0
FIELD = QColor("#9cbf6b")
SIDE = QColor("#3f7fd9")


def _hexagon(c: QPointF, s: float) -> QPolygonF:
    return QPolygonF([QPointF(c.x() + s * math.cos(math.radians(60 * i - 30)),
                              c.y() + s * math.sin(math.radians(60 * i - 30)))
                      for i in range(6)])


Entry = tuple[str, tuple[str, object]]  # name, (what kind of symbol, its record)


def legend_entries(catalog: Catalog) -> list[Entry]:
    """(name, how to draw it) for every symbol, units first."""
    entries: list[Entry] = []
    for utype in catalog.units.values():
        entries.append((shown_name(utype), ("unit", utype)))
    entries.append(("Unit in flight (shadow)", ("flying", catalog.units.get("attack_helicopter"))))
    entries.append(("Damaged, carrying 2", ("state", catalog.units.get("truck"))))
    entries.append(("In a trench", ("trench", catalog.units.get("infantry"))))
    entries.append(("In a bunker", ("bunker", catalog.units.get("rocket_launcher"))))
    for btype in catalog.buildings.values():
        entries.append((shown_name(btype), ("building", btype)))
    entries.append(("Under construction", ("unfinished", None)))
    entries.append(("Victory point (number)", ("vp", None)))
    entries.append(("Bridge", ("bridge", None)))
    entries.append(("Mine (owner's ring)", ("mine", None)))
    for work in ("trench", "bunker", "dragons_teeth"):
        if work in catalog.works:
            entries.append((shown_name(catalog.works[work]), ("work", work)))
    return entries


def _draw(painter: QPainter, c: QPointF, what: tuple[str, object]) -> None:
    kind, record = what
    if kind in ("unit", "flying", "state", "trench", "bunker"):
        state = UnitState(flying=kind == "flying", hp_fraction=0.4 if kind == "state" else 1.0,
                          cargo=2 if kind == "state" else 0,
                          dug_in=kind if kind in ("trench", "bunker") else None)
        paint_unit_symbol(painter, c, CELL, SIDE, unit_look(record), state)  # type: ignore[arg-type]
    elif kind in ("building", "unfinished"):
        icon = getattr(record, "icon", None)
        paint_building(painter, c, CELL, SIDE, icon, kind == "building",
                       getattr(record, "symbol", "?"))
    elif kind == "vp":
        paint_victory_point(painter, c, CELL, QColor("#ffd24a"), "1")
    elif kind == "bridge":
        paint_bridge(painter, c, CELL)
    elif kind == "mine":
        paint_mine(painter, c, CELL, SIDE)
    elif kind == "work":
        paint_work(painter, c, CELL, SIDE, str(record), True)


def legend_image(catalog: Catalog | None = None) -> QImage:
    ensure_gui_application()
    entries = legend_entries(catalog or load_catalog())
    rows = math.ceil(len(entries) / COLUMNS)
    image = QImage(COLUMNS * ENTRY_WIDTH + 16, rows * ENTRY_HEIGHT + 16,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f4f1e8"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = QFont(painter.font())
    font.setPixelSize(14)
    for i, (name, what) in enumerate(entries):
        x = 8 + (i % COLUMNS) * ENTRY_WIDTH
        y = 8 + (i // COLUMNS) * ENTRY_HEIGHT
        c = QPointF(x + CELL + 6, y + ENTRY_HEIGHT / 2)
        painter.setPen(QColor(0, 0, 0, 60))
        painter.setBrush(QColor("#6a9ed6") if what[0] == "bridge" else FIELD)
        painter.drawPolygon(_hexagon(c, CELL + 4))
        painter.save()
        _draw(painter, c, what)
        painter.restore()
        painter.setFont(font)
        painter.setPen(QColor("#1e1e1e"))
        painter.drawText(QRectF(x + 2 * CELL + 20, y, ENTRY_WIDTH - 2 * CELL - 24, ENTRY_HEIGHT),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
    painter.end()
    return image


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m editor.render.symbol_legend OUTPUT.png", file=sys.stderr)
        return 2
    if not legend_image().save(argv[0]):
        print(f"error: could not write {argv[0]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
