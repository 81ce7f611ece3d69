"""The play-test's board: the map as a side sees it, clicked cell by cell, with what the
play-test draws on top of the painter: the selected unit's targets as red crosshairs
(RULES.md A6, fire), and the shots of the turn being shown (a line from the shooter, a
flash and the damage on the target).

The keyboard plays too (editor.map.cursor, the editor's cursor and keys): the arrows move
a cell cursor, Enter or Space clicks its cell (select a unit, move it or fire there), Esc
cancels the selection, then hides the cursor; with nothing to cancel, Esc is the window's
(back to editing)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPen

from editor.map.cursor import KeyboardCursor, paint_cursor
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


class BoardClicks(QObject):
    """The keyboard cursor's tool on the board: a press is a click on the cell."""

    transient = False
    selects_regions = False

    def __init__(self, board: PlayBoard) -> None:
        super().__init__(board)
        self.board = board

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        self.board.cell_clicked.emit(cell)

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        pass

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        pass

    def select_region(self, region: tuple[Cell, Cell], add: bool = False) -> None:
        pass


class PlayBoard(BoardView):
    cell_clicked = Signal(object)
    cancelled = Signal()  # Esc with a unit selected: the window drops the selection

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.targets: set[Cell] = set()  # cells the selected unit may fire at now
        self.shots: list[ShotMark] = []
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.clicks = BoardClicks(self)
        self.keyboard = KeyboardCursor(
            lambda: self.painter_model.grid, lambda: self.clicks,
            lambda: self.painter_model.cell_at(self.mapToScene(self.viewport().rect().center())),
            lambda cell: QPointF(self.mapFromScene(self.painter_model.center(cell))), self)
        self.keyboard.moved.connect(self._keyboard_moved)

    def _keyboard_moved(self, cell: Cell | None) -> None:
        if cell is not None:
            self.ensureVisible(self.painter_model.polygon(cell).boundingRect(), 40, 40)
        self.viewport().update()

    def _can_cancel(self) -> bool:
        return bool(self.options.selected) or self.keyboard.cell is not None

    def event(self, event: QEvent) -> bool:
        """Esc is the board's while it has something to cancel (else the window's)."""
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and self._can_cancel()):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._can_cancel():
            if self.options.selected:
                self.cancelled.emit()
            else:
                self.keyboard.hide()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.start_pan(event):
            return
        cell = self.cell_at_event(event)
        if cell is not None:
            self.cell_clicked.emit(cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.keyboard.cell is not None and event.buttons() == Qt.MouseButton.NoButton:
            self.keyboard.hide()  # the mouse takes over from the keyboard cursor
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
        cursor = self.keyboard.cell
        if cursor is not None and self.painter_model.grid.in_bounds(cursor):
            paint_cursor(painter, self.painter_model.polygon(cursor), self.scale_factor())
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
