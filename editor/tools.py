"""Map tools as classes (STYLE.md, Tiled's AbstractTool): they never touch the model.

A tool turns mouse gestures on cells into calls of `editor.edits`, which push commands.
A tool knows nothing of the view: it names its cursor and status text, and the view that
shows it asks for them (so the view imports the tools, never the reverse).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent

from editor import edits, edits_mission
from editor.clipboard import (
    FLIP_X,
    FLIP_Y,
    ROTATE_CCW,
    ROTATE_CW,
    MapClip,
    paste,
    paste_origin,
    pasted_cells,
    transformed,
    turn_description,
)
from editor.document import ScenarioDocument, Thing
from editor.tool_options import ToolOptions
from engine.scenario.model import Cell


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a tool's name or status text for lupdate, which reads calls by this name (Qt's
    own returns `object` to a type checker); `Tool.title()` and `Tool.status()` translate
    it where it is shown, so `name` stays an English key."""
    return text


class Tool(QObject):
    """Base: name, shortcut, status text, cursor; mouse press/move/release on cells."""

    name = "Tool"  # a key (ToolManager.named); title() is what the user reads
    shortcut = ""
    icon_name = "select"  # editor/icons/<icon_name>.svg, drawn on its action
    status_text = ""
    cursor_shape = Qt.CursorShape.CrossCursor
    preview_changed = Signal()

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.options = options
        self.hover: Cell | None = None

    def title(self) -> str:
        """The tool's name as shown (its `name` stays English: a key)."""
        return QCoreApplication.translate("Tools", self.name)

    def status(self) -> str:
        """What the status bar says while the tool is active, in the user's language."""
        return QCoreApplication.translate("Tools", self.status_text) if self.status_text else ""

    def cursor(self) -> Qt.CursorShape:
        """The mouse cursor the view shows over the map while this tool is active."""
        return self.cursor_shape

    def deactivate(self) -> None:
        """Another tool takes over: forget the cell under the cursor, so no stale outline
        shows when this tool comes back."""
        self.hover = None

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        pass

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        self.hover = cell

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        pass

    def preview(self) -> set[Cell]:
        """Cells to outline under the cursor (the brush's footprint)."""
        return set()

    def key_press(self, event: QKeyEvent) -> bool:
        """A key pressed over the map; True when the tool used it."""
        return False

    def preview_contents(self) -> tuple[dict[Cell, str], set[Cell]]:
        """What the preview cells would receive: terrain by cell, and the cells that would
        get a unit or feature (empty: outlines only)."""
        return {}, set()

    def refuse(self, message: str | None) -> None:
        if message:
            self.doc.status_message.emit(message)


class _StrokeTool(Tool):
    """Paints while the left button is down; the whole stroke is one undo step."""

    stroke_counter = 0
    # editor.commands.PaintTerrainCommand fills the {cells} and {terrain}
    history_text = QT_TRANSLATE_NOOP("Tools", "Paint {cells} {terrain}")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.stroke: int | None = None

    def char(self) -> str:
        return self.options.terrain

    def footprint(self, cell: Cell) -> set[Cell]:
        return set(self.doc.grid.cells_within(cell, self.options.brush_radius))

    def preview(self) -> set[Cell]:
        if self.hover is None:
            return set()
        return edits.mirrored(self.doc, self.footprint(self.hover), self.options.mirror)

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        _StrokeTool.stroke_counter += 1
        self.stroke = _StrokeTool.stroke_counter
        self.paint_at(cell)

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        previous = self.hover
        super().mouse_move(cell, event)
        if self.stroke is not None and cell is not None:
            if previous is not None and previous != cell:
                for step in self.doc.grid.line(previous, cell)[1:]:
                    self.paint_at(step)
            else:
                self.paint_at(cell)

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        self.stroke = None

    def paint_at(self, cell: Cell) -> None:
        assert self.stroke is not None
        edits.paint(self.doc, self.footprint(cell), self.char(), self.stroke, self.options.mirror,
                    QCoreApplication.translate("Tools", self.history_text))


class BrushTool(_StrokeTool):
    name = QT_TRANSLATE_NOOP("Tools", "Brush")
    icon_name = "brush"
    shortcut = "2"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Brush: drag to paint the chosen terrain; [ and ] change the size")


class EraserTool(_StrokeTool):
    name = QT_TRANSLATE_NOOP("Tools", "Eraser")
    icon_name = "eraser"
    shortcut = "5"
    status_text = QT_TRANSLATE_NOOP("Tools", "Eraser: drag to paint the base terrain back")
    history_text = QT_TRANSLATE_NOOP("Tools", "Erase {cells} to {terrain}")

    def char(self) -> str:
        return self.options.base_terrain


class FillTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Fill")
    icon_name = "fill"
    shortcut = "3"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Fill: click to fill the connected area of one terrain")

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            _StrokeTool.stroke_counter += 1
            edits.flood_fill(self.doc, cell, self.options.terrain, _StrokeTool.stroke_counter,
                             self.options.mirror)


class LineTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Line")
    icon_name = "line"
    shortcut = "4"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Line: drag from one cell to another to lay a straight line (roads)")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.start: Cell | None = None

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.start = cell

    def preview(self) -> set[Cell]:
        if self.start is None or self.hover is None:
            return {self.hover} if self.hover else set()
        return edits.mirrored(self.doc, self._cells(self.hover), self.options.mirror)

    def _cells(self, end: Cell) -> set[Cell]:
        assert self.start is not None
        line = self.doc.grid.line(self.start, end)
        cells: set[Cell] = set()
        for c in line:
            cells.update(self.doc.grid.cells_within(c, self.options.brush_radius))
        return cells

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        if self.start is not None and cell is not None:
            _StrokeTool.stroke_counter += 1
            edits.paint(self.doc, self._cells(cell), self.options.terrain,
                        _StrokeTool.stroke_counter, self.options.mirror,
                        self.tr("Line of {cells} {terrain}"))
        self.start = None


class PickerTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Picker")
    icon_name = "picker"
    shortcut = "6"
    status_text = QT_TRANSLATE_NOOP("Tools", "Picker: click a cell to pick its terrain")
    picked = Signal()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        self.options.set(terrain=self.doc.terrain_at(cell))
        self.picked.emit()


class PlaceUnitTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Place unit")
    icon_name = "place-unit"
    shortcut = "7"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Units: click to place the chosen unit type for the chosen side")

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        layer = getattr(self.parent(), "reinforcement_layer", None)
        if layer is not None:  # the events dock's reinforcement layer is on
            self.refuse(layer(cell))
            return
        self.refuse(edits.place_unit(self.doc, self.options, cell))


class PlaceFeatureTool(Tool):
    name = QT_TRANSLATE_NOOP("Tools", "Place feature")
    icon_name = "place-feature"
    shortcut = "8"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Features: click to place a bridge, mine, victory point, building, work or wreck")

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.refuse(edits.place_feature(self.doc, self.options, cell))


class SelectTool(Tool):
    """Click selects, Shift adds, a drag on empty ground draws a rubber band, a drag on a
    selected thing moves the selection."""

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

    def select_region(self, region: tuple[Cell, Cell], add: bool = False) -> None:
        """Select every unit and feature in the rectangle of cells `region` (its corners),
        and keep the rectangle for Copy (the rubber band, or Shift+arrows)."""
        self.region = region
        cells = region_cells(region)
        everything: list[Thing] = [*self.doc.scenario.units, *self.doc.scenario.features]
        self.doc.select([t for t in everything if t.at in cells], add=add)
        self.preview_changed.emit()


class PickCellsTool(Tool):
    """A transient tool: the settings dock asks for cells (escort area) or a unit."""

    name = QT_TRANSLATE_NOOP("Tools", "Pick on map")
    icon_name = "picker"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Click cells on the map; press Enter when done, Esc to cancel")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 on_pick: Callable[[Cell], None], parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.on_pick = on_pick

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.on_pick(cell)


class PaintCellsTool(Tool):
    """A transient brush for a dock's cell set (a named area, a deployment zone).

    Each press starts a stroke; pressing and dragging sends the stroke's cells so far to
    `on_stroke(cells, mode, stroke)`, mode "set" (plain: picking replaces), "add" (Shift)
    or "erase" (Ctrl). One stroke is one undo step (the dock merges by stroke).
    """

    name = QT_TRANSLATE_NOOP("Tools", "Paint cells")
    icon_name = "brush"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Click or drag cells; Shift adds, Ctrl erases; Enter when done")
    stroke_counter = 0

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 on_stroke: Callable[[set[Cell], str, int], None],
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.on_stroke = on_stroke
        self.cells: set[Cell] | None = None
        self.mode = "set"

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        mods = event.modifiers()
        self.mode = ("erase" if mods & Qt.KeyboardModifier.ControlModifier else
                     "add" if mods & Qt.KeyboardModifier.ShiftModifier else "set")
        PaintCellsTool.stroke_counter += 1
        self.cells = {cell}
        self.on_stroke(set(self.cells), self.mode, PaintCellsTool.stroke_counter)

    def mouse_move(self, cell: Cell | None, event: QMouseEvent) -> None:
        super().mouse_move(cell, event)
        if self.cells is not None and cell is not None and cell not in self.cells:
            self.cells.add(cell)
            self.on_stroke(set(self.cells), self.mode, PaintCellsTool.stroke_counter)

    def mouse_release(self, cell: Cell | None, event: QMouseEvent) -> None:
        self.cells = None

    def preview(self) -> set[Cell]:
        return {self.hover} if self.hover else set()


class PlaceLabelTool(Tool):
    """Click a cell to name it: a new place name, or edit (empty text: remove) the one there."""

    name = QT_TRANSLATE_NOOP("Tools", "Place label")
    icon_name = "place-label"
    shortcut = "9"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Labels: click a cell to add a place name, or click a name to edit it")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        # asks the designer for a text (title, current) -> text, or None when cancelled
        self.ask_text: Callable[[str, str], str | None] = _ask_label_text

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        labels = list(self.doc.scenario.labels)
        index = next((i for i, x in enumerate(labels) if x.at == cell), None)
        current = labels[index].text if index is not None else ""
        text = self.ask_text(self.tr("Place name at {cell}").format(cell=list(cell)), current)
        if text is None:
            return
        text = text.strip()
        if index is None and not text:
            return
        self.refuse(edits_mission.set_label(self.doc, cell, text))


def _ask_label_text(title: str, current: str) -> str | None:
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    text, ok = QInputDialog.getText(None, title,
                                    QCoreApplication.translate("Tools", "Name (empty removes it):"),
                                    QLineEdit.EchoMode.Normal, current)
    return text if ok else None


def region_cells(region: tuple[Cell, Cell]) -> set[Cell]:
    (c0, r0), (c1, r1) = region
    return {(c, r) for c in range(min(c0, c1), max(c0, c1) + 1)
            for r in range(min(r0, r1), max(r0, r1) + 1)}


TOOL_CLASSES: tuple[type[Tool], ...] = (SelectTool, BrushTool, FillTool, LineTool, EraserTool,
                                        PickerTool, PlaceUnitTool, PlaceFeatureTool,
                                        PlaceLabelTool)


class PasteTool(Tool):
    """Shows the clipboard's rectangle under the cursor; a click pastes it, Esc leaves.
    X and Y flip the clipboard, Z and Shift+Z rotate it (Tiled's keys)."""

    name = QT_TRANSLATE_NOOP("Tools", "Paste")
    icon_name = "paste"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Paste: click where the top-left corner goes; X/Y flip, Z/Shift+Z rotate; "
        "Esc to stop")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions, clip: MapClip,
                 parent: QObject | None = None) -> None:
        super().__init__(doc, options, parent)
        self.clip = clip

    def preview(self) -> set[Cell]:
        return pasted_cells(self.doc, self.clip, self.hover) if self.hover else set()

    def preview_contents(self) -> tuple[dict[Cell, str], set[Cell]]:
        if self.hover is None:
            return {}, set()
        c0, r0 = paste_origin(self.doc, self.hover)
        terrain = {(c0 + c, r0 + r): ch for (c, r), ch in self.clip.terrain.items()}
        things = {(c0 + u.at[0], r0 + u.at[1]) for u in self.clip.units if u.at is not None}
        things |= {(c0 + f.at[0], r0 + f.at[1]) for f in self.clip.features}
        return terrain, things

    def key_press(self, event: QKeyEvent) -> bool:
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        turn = {Qt.Key.Key_X: FLIP_X, Qt.Key.Key_Y: FLIP_Y,
                Qt.Key.Key_Z: ROTATE_CCW if shift else ROTATE_CW}.get(Qt.Key(event.key()))
        if turn is None or event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier \
                & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        self.turn(turn)
        return True

    def turn(self, turn: str) -> None:
        """Flip or rotate the clipboard (editor.clipboard.transformed) and say what it did."""
        hex_grid = self.doc.grid.kind == "hex"
        self.clip = transformed(self.clip, turn, hex_grid)
        self.doc.status_message.emit(self.tr("Paste: clipboard {turn}").format(
            turn=turn_description(turn, hex_grid)))
        self.preview_changed.emit()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            _StrokeTool.stroke_counter += 1
            self.refuse(paste(self.doc, self.clip, cell, _StrokeTool.stroke_counter))
