"""Pasting the clipboard."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP, Tool
from editor.tools.clipboard import (
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
from editor.tools.stroke import StrokeTool
from engine.scenario.model import Cell


class PasteTool(Tool):
    """Shows the clipboard's rectangle under the cursor; a click pastes it, Esc leaves.
    X and Y flip the clipboard, Z and Shift+Z rotate it (Tiled's keys)."""

    transient = True

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
        """Flip or rotate the clipboard (editor.tools.clipboard.transformed) and say what it did."""
        hex_grid = self.doc.grid.kind == "hex"
        self.clip = transformed(self.clip, turn, hex_grid)
        self.doc.status_message.emit(self.tr("Paste: clipboard {turn}").format(
            turn=turn_description(turn, hex_grid)))
        self.preview_changed.emit()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            StrokeTool.stroke_counter += 1
            self.refuse(paste(self.doc, self.clip, cell, StrokeTool.stroke_counter))

