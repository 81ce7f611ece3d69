"""The base of the map tools: what the map view asks of a tool (STYLE.md, Tiled's
AbstractTool). A tool turns mouse gestures on cells into calls of `editor.document.edits`,
which push commands; it knows nothing of the view: it names its cursor and status text,
and the view asks for them. The tools themselves are editor/tools/, one module each."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent

from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
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
    # a tool a dock or the clipboard takes over with: Enter and Esc end it
    transient = False
    # Shift and the arrows select a rectangle through `select_region` (the keyboard cursor)
    selects_regions = False
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

    def preview(self) -> AbstractSet[Cell]:
        """Cells to outline under the cursor (the brush's footprint)."""
        return set()

    def key_press(self, event: QKeyEvent) -> bool:
        """A key pressed over the map; True when the tool used it."""
        return False

    def preview_contents(self) -> tuple[dict[Cell, str], set[Cell]]:
        """What the preview cells would receive: terrain by cell, and the cells that would
        get a unit or feature (empty: outlines only)."""
        return {}, set()

    def chosen_cells(self) -> AbstractSet[Cell] | None:
        """The cells the tool has chosen for Copy and a stamp (None: it chooses none)."""
        return None

    def select_region(self, region: tuple[Cell, Cell], add: bool = False) -> None:
        """Select the things of a rectangle (only a tool that `selects_regions`)."""

    def refuse(self, message: str | None) -> None:
        if message:
            self.doc.status_message.emit(message)

