"""The play-test's board: the map as a side sees it, clicked cell by cell, with what the
play-test draws on top of the painter: the selected unit's targets as red crosshairs
(RULES.md A6, fire), and the shots of the turn being shown (a line from the shooter, a
flash and the damage on the target)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen

from editor.map.view import BoardView
from engine.scenario.model import Cell

TARGET_RING_COLOR = QColor(235, 30, 30)
SHOT_COLOR = QColor(255, 150, 20)
FLASH_COLOR = QColor(255, 235, 120, 170)


@dataclass(frozen=True)
class ShotMark:
    """One shot being shown: from the shooter's cell (None: out of the viewer's sight) to
    the target's, and what it did ("-3", "destroyed", "miss"): `hit` draws it in red."""

    source: Cell | None
    target: Cell
    text: str
    hit: bool = False


class PlayBoard(BoardView):
    cell_clicked = Signal(object)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.targets: set[Cell] = set()  # cells the selected unit may fire at now
        self.shots: list[ShotMark] = []

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.start_pan(event):
            return
        cell = self.cell_at_event(event)
        if cell is not None:
            self.cell_clicked.emit(cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.continue_pan(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.end_pan()

    def set_marks(self, targets: set[Cell] | None = None,
                  shots: list[ShotMark] | None = None) -> None:
        """Replace the targets and/or the shots shown, and redraw."""
        if targets is not None:
            self.targets = set(targets)
        if shots is not None:
            self.shots = list(shots)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if not self.targets and not self.shots:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        size = self.painter_model.cell_size
        for cell in self.targets:
            self._crosshair(painter, self.painter_model.center(cell), size)
        for shot in self.shots:
            self._shot(painter, shot, size)
        painter.restore()

    def _crosshair(self, painter: QPainter, c: QPointF, size: float) -> None:
        """A red ring with four ticks: reads as "target" on any terrain, unlike the pale
        blue fill of the cells the unit may move to."""
        r = size * 0.62
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 200), size * 0.16))
        painter.drawEllipse(c, r, r)
        painter.setPen(QPen(TARGET_RING_COLOR, size * 0.09))
        painter.drawEllipse(c, r, r)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            painter.drawLine(QPointF(c.x() + dx * r * 0.45, c.y() + dy * r * 0.45),
                             QPointF(c.x() + dx * r * 1.3, c.y() + dy * r * 1.3))

    def _shot(self, painter: QPainter, shot: ShotMark, size: float) -> None:
        to = self.painter_model.center(shot.target)
        if shot.source is not None and shot.source != shot.target:
            painter.setPen(QPen(SHOT_COLOR, size * 0.12, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.painter_model.center(shot.source), to)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FLASH_COLOR)
        painter.drawEllipse(to, size * 0.55, size * 0.55)
        if not shot.text:
            return
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(size * 0.5)))
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(to.x() - size * 1.5, to.y() - size * 1.25, size * 3, size * 0.7)
        painter.setPen(QColor("black"))
        painter.drawText(box.translated(1, 1), Qt.AlignmentFlag.AlignCenter, shot.text)
        painter.setPen(QColor("#ff3030") if shot.hit else QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shot.text)
