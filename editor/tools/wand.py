"""The magic wand (the connected cells of one terrain) and Select same terrain (every cell
of it): they choose cells for Copy and a stamp, and select the units and features on them.
The cells come from array labelling (engine.grid_regions), so a click on a 512x512 map
answers at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QMouseEvent

from editor.document.scenario_document import ScenarioDocument, Thing
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from engine.scenario.model import Cell

if TYPE_CHECKING:
    from engine.grid_regions import CellMask


class CellChoice:
    """The cells the wand and Select same terrain have chosen, shared by both."""

    def __init__(self) -> None:
        self.cells: CellMask | None = None


class WandTool(Tool):
    """A click chooses the connected cells of the clicked terrain; Shift adds to the cells
    chosen before (by this tool or by Select same terrain, which share them)."""

    name = QT_TRANSLATE_NOOP("Tools", "Magic wand")
    icon_name = "wand"
    shortcut = "W"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Magic wand: click selects the connected cells of one terrain; Shift adds")
    cursor_shape = Qt.CursorShape.PointingHandCursor

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.choice = CellChoice()  # the ToolManager hands both tools one

    @property
    def cells(self) -> CellMask | set[Cell]:
        return self.choice.cells if self.choice.cells is not None else set()

    def region_of(self, cell: Cell) -> CellMask:
        from engine.grid_regions import connected_cells  # numpy: only once a wand clicks

        return connected_cells(self.doc.scenario.map.rows, cell, self.doc.grid.kind == "hex")

    def choose(self, cell: Cell, add: bool = False) -> None:
        """Choose `cell`'s region (added to the cells chosen before with `add`) and select
        the units and features on it."""
        region = self.region_of(cell)
        before = self.choice.cells
        self.choice.cells = region | before if add and before is not None else region
        things: list[Thing] = [*self.doc.scenario.units, *self.doc.scenario.features]
        self.doc.select([t for t in things if t.at in region], add=add)
        self.doc.status_message.emit(self.tr("{count} cells chosen").format(count=len(self.cells)))
        self.preview_changed.emit()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.choose(cell, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))

    def preview(self) -> CellMask | set[Cell]:
        return self.cells

    def chosen_cells(self) -> CellMask | None:
        return self.choice.cells or None


class SameTerrainTool(WandTool):
    """A click chooses every cell of the clicked terrain; Shift adds."""

    name = QT_TRANSLATE_NOOP("Tools", "Select same terrain")
    icon_name = "select-same"
    shortcut = "S"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Select same terrain: click selects every cell of one terrain; Shift adds")

    def region_of(self, cell: Cell) -> CellMask:
        from engine.grid_regions import same_terrain_cells  # numpy: only once it clicks

        return same_terrain_cells(self.doc.scenario.map.rows, cell)
