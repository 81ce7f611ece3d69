"""What the map painter draws over the terrain and the things on it: analysis, heat and
set-up zone overlays, the fog, the marks (paste preview, problems, the selection), the
play-test's order badges, and the mission overlay (deployment zones, reinforcement ghosts,
areas with their names, place names)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from editor.map.paint_options import PaintOptions
from engine.scenario.model import Cell, Scenario, Unit
from engine.scenario.texts import text_in

SELECTION_COLOR = QColor("#ffd400")
PROBLEM_COLOR = QColor("#e0162b")
# An area's name: a light orange that reads on its halo at night as by day (the outline
# keeps the deeper orange); a deployment zone's wash, strong enough to show on any terrain.
AREA_NAME_COLOR = QColor("#ffc060")
ZONE_ALPHA = 130


class CellShapes(Protocol):
    """What the overlays need of the map painter: where a cell is and how it is drawn."""

    cell_size: float
    scenario: Scenario

    def polygon(self, cell: Cell) -> QPolygonF: ...
    def center(self, cell: Cell) -> QPointF: ...
    def box(self, cell: Cell, frac: float) -> QRectF: ...
    def label(self, painter: QPainter, box: QRectF, text: str, color: QColor,
              frac: float) -> None: ...
    def paint_unit(self, painter: QPainter, unit: Unit, detail: bool = True) -> None: ...


class CellWindowLike(Protocol):
    def __contains__(self, cell: object) -> bool: ...
    def among(self, cells: Iterable[Cell]) -> list[Cell]: ...


class OverlayPainting:
    def __init__(self, cells: CellShapes) -> None:
        self.cells = cells

    def paint_mission(self, painter: QPainter, visible: CellWindowLike | set[Cell],
                      options: PaintOptions,
                      detail: bool) -> None:
        """Deployment zones, reinforcement ghosts, areas with their names, place names."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for cell, color in options.deployment.items():
            if cell in visible:
                painter.setPen(Qt.PenStyle.NoPen)
                tint = QColor(color)
                tint.setAlpha(ZONE_ALPHA)
                painter.setBrush(tint)
                painter.drawPolygon(self.cells.polygon(cell))
        for unit, when in options.ghosts:
            if unit.at is not None and unit.at in visible:
                painter.setOpacity(0.45)
                self.cells.paint_unit(painter, unit, detail)
                painter.setOpacity(1.0)
                if detail and when:
                    self.cells.label(painter, self.cells.box(unit.at, 0.9), when, QColor("black"), 0.3)
        pen = QPen(QColor("#ff8c00"), max(1.5, self.cells.cell_size * 0.1), Qt.PenStyle.DashLine)
        for cells, name in options.areas:
            painter.setPen(pen)
            painter.setBrush(QColor(255, 140, 0, 40))
            for cell in cells:
                if cell in visible:
                    painter.drawPolygon(self.cells.polygon(cell))
            if name and cells:
                first = min(cells, key=lambda c: (c[1], c[0]))
                self.paint_text(painter, self.cells.center(first), name, AREA_NAME_COLOR)
        if options.show_labels:  # one name a cell, the last: labels on one cell cover each other
            names = {label.at: text_in(label.text, options.text_language)
                     for label in self.cells.scenario.labels}
            for at, text in names.items():
                if at in visible:
                    self.paint_text(painter, self.cells.center(at), text, QColor("white"))
        painter.restore()

    def paint_text(self, painter: QPainter, at: QPointF, text: str, color: QColor,
                   size: float = 0.55) -> None:
        """A name centred on `at`, light on a dark halo so it reads on any terrain."""
        painter.save()
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(self.cells.cell_size * size)))
        font.setBold(True)
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(text) + 8
        box = QRectF(at.x() - width / 2, at.y() - self.cells.cell_size * 0.45, width,
                     self.cells.cell_size * 0.9)
        painter.setPen(QColor(0, 0, 0, 200))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            painter.drawText(box.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(color)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def paint_overlay(self, painter: QPainter, visible: CellWindowLike,
                       overlay: dict[Cell, tuple[QColor, str]], text: bool) -> None:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(self.cells.cell_size * 0.45)))
        painter.setFont(font)
        for cell, mark in overlay.items():
            if cell not in visible:
                continue
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(mark[0])
            painter.drawPolygon(self.cells.polygon(cell))
            if text and mark[1]:
                painter.setPen(QColor("black"))
                painter.drawText(self.cells.box(cell, 0.9), Qt.AlignmentFlag.AlignCenter, mark[1])
        painter.restore()

    def paint_fog(self, painter: QPainter, cells: list[Cell], seen: set[Cell]) -> None:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 130))
        for cell in cells:
            if cell not in seen:
                painter.drawPolygon(self.cells.polygon(cell))
        painter.restore()

    def paint_marks(self, painter: QPainter, options: PaintOptions,
                     visible: CellWindowLike) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if options.marked_cells:
            painter.setPen(QPen(QColor("#00b7ff"), max(1.5, self.cells.cell_size * 0.1), Qt.PenStyle.DashLine))
            for cell in visible.among(options.marked_cells):
                painter.drawPolygon(self.cells.polygon(cell))
        painter.setPen(QPen(PROBLEM_COLOR, max(1.5, self.cells.cell_size * 0.12)))
        for cell in visible.among(options.problem_cells):
            painter.drawPolygon(self.cells.polygon(cell).translated(0, 0))
        painter.setPen(QPen(SELECTION_COLOR, max(2.0, self.cells.cell_size * 0.14)))
        for thing in options.selected:
            at = getattr(thing, "at", None)
            if at is not None and at in visible:
                painter.drawPolygon(self.cells.polygon(at))
        painter.restore()
        if options.badges:
            self.paint_badges(painter, options.badges, visible)

    def paint_badges(self, painter: QPainter, badges: dict[Cell, str],
                      visible: CellWindowLike) -> None:
        """Each badge as dark text on a pale tab along the bottom of its cell."""
        painter.save()
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(self.cells.cell_size * 0.32)))
        painter.setFont(font)
        for cell, text in badges.items():
            if cell not in visible or not text:
                continue
            c = self.cells.center(cell)
            width = max(self.cells.cell_size * 1.6, painter.fontMetrics().horizontalAdvance(text) + 4)
            height = self.cells.cell_size * 0.45
            box = QRectF(c.x() - width / 2, c.y() + self.cells.cell_size * 0.45, width, height)
            painter.setPen(QColor(40, 40, 40))
            painter.setBrush(QColor(255, 250, 220, 230))
            painter.drawRoundedRect(box, 3, 3)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

