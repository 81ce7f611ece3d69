"""The map without a mouse: a cell cursor moved by the arrow keys.

Arrows move the cursor (hex and square grids alike: left/right along the row, up/down to
the row above or below in the same column, stopping at the map's edge). Space or Enter
uses the current tool at the cursor through the tool's own press and release, so undo
steps merge as with the mouse: holding Space while moving paints one stroke (one undo
step), lays a line from where Space went down, or drags a selection. Shift+arrows, with
the Select tool, select the rectangle from where they started to the cursor (until a plain
arrow moves on). While a
transient tool is active (pick cells, paint an area, paste), Enter keeps its meaning
"done" and only Space acts at the cursor.

The cursor is shown once an arrow key is used and hidden again when the mouse moves over
the map, so Space+drag keeps panning for mouse users.

The play-test board uses the same cursor and keys: its "tool" is the board's click (select
a unit, move it or fire at the cursor's cell), and Esc cancels the selection.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen, QPolygonF

from engine.grid import Grid
from engine.scenario.model import Cell

CURSOR_COLOR = QColor(255, 200, 0)
translate = QCoreApplication.translate


class CursorTool(Protocol):
    """What the cursor asks of the tool it drives (editor.map.tool.Tool, the play-test's
    board clicks)."""

    transient: bool
    selects_regions: bool

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None: ...
    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None: ...
    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None: ...
    def select_region(self, region: tuple[Cell, Cell], add: bool = False) -> None: ...


def paint_cursor(painter: QPainter, polygon: QPolygonF, scale: float) -> None:
    """The cursor's cell: a thick yellow outline, as thick on screen at any zoom."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(CURSOR_COLOR, 3 / max(scale, 1e-6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(polygon)
    painter.restore()


def cursor_key_rows() -> list[tuple[str, str, str]]:
    """(what, keys, where) of the keyboard cursor, for the shortcut list: its keys are
    not actions, so the list cannot read them from the window."""
    editor, play = translate("Help", "Map"), translate("Help", "Play-test")
    return [
        (translate("KeyboardCursor", "Move the cell cursor"), translate("KeyboardCursor", "Arrows"),
         editor),
        (translate("KeyboardCursor", "Use the tool at the cursor (hold Space to drag)"),
         translate("KeyboardCursor", "Space, Enter"), editor),
        (translate("KeyboardCursor", "Select a rectangle (Select tool)"),
         translate("KeyboardCursor", "Shift+Arrows"), editor),
        (translate("KeyboardCursor", "Done, or cancel picking cells"),
         translate("KeyboardCursor", "Enter, Esc"), editor),
        (translate("KeyboardCursor", "Move the cell cursor on the board"),
         translate("KeyboardCursor", "Arrows"), play),
        (translate("KeyboardCursor", "Select the unit at the cursor, or move or fire there"),
         translate("KeyboardCursor", "Enter, Space"), play),
        (translate("KeyboardCursor", "Cancel the selection, then go back to editing"),
         translate("KeyboardCursor", "Esc"), play),
    ]

STEPS: dict[Qt.Key, tuple[int, int]] = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
LEFT = Qt.MouseButton.LeftButton
NO_BUTTON = Qt.MouseButton.NoButton


def step(grid: Grid, cell: Cell, delta: tuple[int, int]) -> Cell:
    """The cell one arrow press away from `cell`, kept on the map."""
    col = min(max(cell[0] + delta[0], 0), grid.width - 1)
    row = min(max(cell[1] + delta[1], 0), grid.height - 1)
    return col, row


class KeyboardCursor(QObject):
    """The keyboard's cell on the map and what the keys do there.

    `grid` gives the map's current grid, `tool` the view's current tool, `start` the cell
    to start from (the one in the middle of the view) and `to_view` a cell's centre in
    viewport coordinates (the position the synthetic press carries).
    """

    moved = Signal(object)  # Cell | None: where the cursor is now (None: hidden)

    def __init__(self, grid: Callable[[], Grid], tool: Callable[[], CursorTool | None],
                 start: Callable[[], Cell | None], to_view: Callable[[Cell], QPointF],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._grid = grid
        self._tool = tool
        self._start = start
        self._to_view = to_view
        self.cell: Cell | None = None
        self.anchor: Cell | None = None  # where Shift+arrows started a rectangle
        self.pressing: CursorTool | None = None  # the tool Space is held down on

    # -- keys -----------------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        """Handle a key meant for the cursor; False leaves the key to the view."""
        key = Qt.Key(event.key())
        if key in STEPS:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self._arrow(STEPS[key], shift)
            return True
        if key == Qt.Key.Key_Space and self.cell is not None:
            if not event.isAutoRepeat() and self.pressing is None:
                self._press()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.cell is not None:
            if getattr(self._tool(), "transient", False):
                return False  # Enter: "done" for a transient tool
            if not event.isAutoRepeat():
                self.click()
            return True
        return False

    def key_release(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat() and self.pressing:
            self._release()
            return True
        return False

    def hide(self) -> None:
        """The mouse took over: end a held press and stop showing the cursor."""
        if self.pressing is not None:
            self._release()
        self.cell = None
        self.anchor = None
        self.moved.emit(None)

    # -- what the keys do -------------------------------------------------------------------
    def _arrow(self, delta: tuple[int, int], shift: bool) -> None:
        grid = self._grid()
        if self.cell is None or not grid.in_bounds(self.cell):
            start = self._start()
            self.cell = start if start is not None and grid.in_bounds(start) else (0, 0)
            previous = self.cell
        else:
            previous, self.cell = self.cell, step(grid, self.cell, delta)
        tool = self._tool()
        if shift and tool is not None and tool.selects_regions and self.pressing is None:
            if self.anchor is None:
                self.anchor = previous
            tool.select_region((self.anchor, self.cell))
        elif not shift:
            self.anchor = None
        if tool is not None:
            tool.mouse_move(self.cell, self._mouse(QEvent.Type.MouseMove, NO_BUTTON,
                                                    LEFT if self.pressing else NO_BUTTON))
        self.moved.emit(self.cell)

    def click(self) -> None:
        """Enter: the tool's press and release at the cursor, as a mouse click."""
        self._press()
        self._release()

    def _press(self) -> None:
        tool = self._tool()
        if tool is None or self.cell is None or not self._grid().in_bounds(self.cell):
            return
        self.pressing = tool
        tool.mouse_press(self.cell, self._mouse(QEvent.Type.MouseButtonPress, LEFT, LEFT))

    def _release(self) -> None:
        tool, self.pressing = self.pressing, None
        if tool is not None and tool is self._tool():
            tool.mouse_release(self.cell, self._mouse(QEvent.Type.MouseButtonRelease, LEFT,
                                                      NO_BUTTON))

    def _mouse(self, kind: QEvent.Type, button: Qt.MouseButton,
               buttons: Qt.MouseButton) -> QMouseEvent:
        """What a tool reads of a mouse event (button, modifiers), made for the cursor's
        cell; handed straight to the tool, never sent through Qt."""
        pos = self._to_view(self.cell) if self.cell is not None else QPointF()
        return QMouseEvent(kind, pos, pos, button, buttons, Qt.KeyboardModifier.NoModifier)
