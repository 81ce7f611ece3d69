"""Selecting things and rectangles of cells."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document import edits
from editor.document.scenario_document import ScenarioDocument, Thing
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell


class SelectTool(Tool):
    """Click selects, Shift adds, a drag on empty ground draws a rubber band, a drag on a
    selected thing moves the selection."""

    selects_regions = True

    name = QT_TRANSLATE_NOOP("Tools", "Select")
    icon_name = "select"
    shortcut = "1"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Select: click, Shift+click or drag a box; drag a selected thing to move it")

    cursor_shape = Qt.CursorShape.ArrowCursor

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.press_cell: Cell | None = None
        self.moving = False
        self.band_start: Cell | None = None
        self.region: tuple[Cell, Cell] | None = None  # last rubber-band rectangle of cells

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        add = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        here = self.doc.things_at(cell)
        self.press_cell = cell
        if here and any(t is s for t in here for s in self.doc.selection) and not add:
            self.moving = True
            return
        if here:
            self.doc.select(here[:1], add=add)
            self.moving = not add
            self.region = None
        else:
            self.band_start = cell
            if not add:
                self.doc.select([])
            self.region = (cell, cell)

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        super().mouse_move(cell, event)
        if self.band_start is not None and cell is not None:
            self.region = (self.band_start, cell)
            self.preview_changed.emit()

    def preview(self) -> set[Cell]:
        if self.moving and self.press_cell is not None and self.hover is not None:
            dx, dy = self.hover[0] - self.press_cell[0], self.hover[1] - self.press_cell[1]
            return {(t.at[0] + dx, t.at[1] + dy) for t in self.doc.selection if t.at is not None}
        return region_cells(self.region) if self.region else set()

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        if self.moving and self.press_cell is not None and cell is not None and cell != self.press_cell:
            delta = (cell[0] - self.press_cell[0], cell[1] - self.press_cell[1])
            self.refuse(edits.move(self.doc, list(self.doc.selection), delta))
        elif self.band_start is not None and self.region is not None:
            add = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.select_region(self.region, add)
        self.moving = False
        self.band_start = None
        self.press_cell = None
        self.preview_changed.emit()

    def chosen_cells(self) -> set[Cell] | None:
        return region_cells(self.region) if self.region else None

    def select_region(self, region: tuple[Cell, Cell], add: bool = False) -> None:
        """Select every unit and feature in the rectangle of cells `region` (its corners),
        and keep the rectangle for Copy (the rubber band, or Shift+arrows)."""
        self.region = region
        cells = region_cells(region)
        everything: list[Thing] = [*self.doc.scenario.units, *self.doc.scenario.features]
        self.doc.select([t for t in everything if t.at in cells], add=add)
        self.preview_changed.emit()


def region_cells(region: tuple[Cell, Cell]) -> set[Cell]:
    (c0, r0), (c1, r1) = region
    return {(c, r) for c in range(min(c0, c1), max(c0, c1) + 1)
            for r in range(min(r0, r1), max(r0, r1) + 1)}

