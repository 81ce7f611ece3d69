"""The tools of the map view: made once, each with its action and shortcut, switched here.

As in Tiled's ToolManager, one object owns the tools and which one is active; the main
window only puts the actions in its menus and toolbar. Transient tools (pick cells for a
dock, paste the clipboard) take over until Enter or Esc, then the previous tool returns.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

import shiboken6
from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import MAX_BRUSH_RADIUS, ToolOptions
from editor.map.tool import Tool
from editor.map.view import MapView
from editor.tools.clipboard import MapClip
from editor.tools.paint_cells import PaintCellsTool
from editor.tools.paste import PasteTool
from editor.tools.pick_cells import PickCellsTool
from editor.tools.picker import PickerTool
from editor.tools.registry import TOOL_CLASSES
from editor.tools.select import region_cells
from editor.tools.stamp_brush import StampBrushTool
from editor.tools.wand import WandTool
from editor.widgets.icons import icon
from engine.scenario.model import Cell

# The palette's choices, kept between runs.
REMEMBERED_OPTIONS = ("terrain", "brush_radius", "base_terrain", "unit_type", "feature_kind",
                      "feature_type", "feature_finished", "mirror")


class ToolManager(QObject):
    status_message = Signal(str, int)  # text, milliseconds on the status bar (0: until replaced)

    def __init__(self, doc: ScenarioDocument, options: ToolOptions, view: MapView,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.options = options
        self.view = view
        self.tools: list[Tool] = [cls(doc, options, self) for cls in TOOL_CLASSES]
        choosers = [t for t in self.tools if isinstance(t, WandTool)]
        for tool in choosers[1:]:
            tool.choice = choosers[0].choice  # the wand and Select same add to one choice
        self._return_to: Tool | None = None
        # When set, the Place unit tool puts units into a reinforcement (events dock):
        # cell -> a refusal to show, or None.
        self.reinforcement_layer: Callable[[Cell], str | None] | None = None
        self.group = QActionGroup(self)
        self.actions: list[QAction] = []
        for tool in self.tools:
            action = QAction(icon(tool.icon_name), tool.title(), self)
            if tool.shortcut:
                action.setShortcut(QKeySequence(tool.shortcut))
            action.setCheckable(True)
            action.setStatusTip(tool.status())
            action.triggered.connect(lambda _=False, t=tool: self.activate(t))
            self.group.addAction(action)
            self.actions.append(action)
            if isinstance(tool, PickerTool):
                tool.picked.connect(lambda: self.activate(self.named("Brush")))
        self.brush_bigger = QAction(icon("brush-bigger"), self.tr("Bigger brush"), self)
        self.brush_bigger.setShortcut(QKeySequence("]"))
        self.brush_bigger.triggered.connect(lambda: self.change_brush(+1))
        self.brush_smaller = QAction(icon("brush-smaller"), self.tr("Smaller brush"), self)
        self.brush_smaller.setShortcut(QKeySequence("["))
        self.brush_smaller.triggered.connect(lambda: self.change_brush(-1))

    @property
    def current(self) -> Tool | None:
        return self.view.tool

    def named(self, name: str) -> Tool:
        return next(t for t in self.tools if t.name == name)

    def activate(self, tool: Tool) -> None:
        if tool is not self.named("Place unit"):
            self.reinforcement_layer = None
        self.view.set_tool(tool)
        for action, t in zip(self.actions, self.tools, strict=True):
            if t is tool:
                action.setChecked(True)
        self.status_message.emit(tool.status(), 4000)

    def change_brush(self, step: int) -> None:
        radius = max(0, min(MAX_BRUSH_RADIUS, self.options.brush_radius + step))
        self.options.set(brush_radius=radius)
        self.status_message.emit(self.tr("Brush radius {radius}").format(
            radius=self.options.brush_radius), 2000)

    # -- transient tools -----------------------------------------------------------------
    def _take_over(self, tool: Tool) -> None:
        """Remember the designer's tool (not another transient one) to come back to."""
        if not isinstance(self.current, (PickCellsTool, PasteTool, PaintCellsTool)):
            self._return_to = self.current
        self.view.set_tool(tool)

    def pick_cells(self, prompt: str, on_cell: Callable[[Cell], None],
                   owner: QObject | None = None) -> None:
        """A dock asks for cells: every click goes to `on_cell` until Enter or Esc, or
        until `owner` (the form that asked) is gone: an undo or another choice in the dock
        can replace the form while its pick is on, and a click must not reach it then."""
        tool = PickCellsTool(self.doc, self.options, on_cell, self)
        self._take_over(tool)
        if owner is not None:
            owner.destroyed.connect(lambda *_: self._asker_gone(tool))
        self.status_message.emit(self.tr("{prompt} — Enter when done, Esc to cancel").format(
            prompt=prompt), 0)
        self.view.setFocus()

    def _asker_gone(self, tool: PickCellsTool) -> None:
        if not (shiboken6.isValid(self) and shiboken6.isValid(self.view)):
            return  # the window is being torn down: no map to give a tool back to
        if self.current is tool:
            self.end_transient()
            self.status_message.emit(self.tr("Picking on the map ended: the form that asked "
                                             "for it was closed"), 5000)

    def paint_cells(self, prompt: str,
                    on_stroke: Callable[[set[Cell], str, int], None]) -> None:
        """A dock paints a cell set (area, deployment zone) until Enter or Esc."""
        self._take_over(PaintCellsTool(self.doc, self.options, on_stroke, self))
        self.status_message.emit(self.tr("{prompt} — Shift adds, Ctrl erases; Enter when "
                                         "done").format(prompt=prompt), 0)
        self.view.setFocus()

    def place_reinforcements(self, prompt: str, on_cell: Callable[[Cell], str | None]) -> None:
        """The Place unit tool places into a reinforcement until another tool is chosen."""
        self.activate(self.named("Place unit"))
        self.reinforcement_layer = on_cell
        self.status_message.emit(prompt, 0)
        self.view.setFocus()

    def start_paste(self, clip: MapClip) -> None:
        tool = PasteTool(self.doc, self.options, clip, self)
        self._take_over(tool)
        self.status_message.emit(tool.status(), 0)
        self.view.setFocus()  # X, Y and Z turn the clipboard while pasting

    def start_stamp_brush(self, clips: list[MapClip], seed: int | None = None) -> None:
        """The random-choice brush: each click places one of `clips`, until Esc."""
        tool = StampBrushTool(self.doc, self.options, clips, seed, self)
        self._take_over(tool)
        self.status_message.emit(tool.status(), 0)
        self.view.setFocus()

    def end_transient(self) -> None:
        self.reinforcement_layer = None
        if isinstance(self.current, (PickCellsTool, PasteTool, PaintCellsTool)):
            transient = self.current
            self.activate(self._return_to or self.tools[0])
            self._return_to = None
            transient.deleteLater()

    # -- what the tools know ---------------------------------------------------------------
    def selected_cells(self) -> AbstractSet[Cell]:
        """The cells the active tool chose (the Select tool's rubber band, the wand's
        region), else the rectangle around the selected things."""
        tool = self.current
        chosen = tool.chosen_cells() if tool is not None else None
        if chosen:
            return chosen
        cells = [t.at for t in self.doc.selection if t.at is not None]
        if not cells:
            return set()
        return region_cells(((min(c for c, _ in cells), min(r for _, r in cells)),
                             (max(c for c, _ in cells), max(r for _, r in cells))))

    def restore_options(self, settings: QSettings) -> None:
        """The palette's choices as the designer left them; unreadable values are skipped."""
        remembered: dict[str, object] = {}
        for key in REMEMBERED_OPTIONS:
            value = settings.value(f"tools/{key}")
            default = getattr(self.options, key)
            if value is None:
                continue
            if isinstance(default, bool):
                value = value in (True, "true", "1", 1)
            elif isinstance(default, int):
                try:
                    value = int(value)
                except (TypeError, ValueError):
                    continue
            remembered[key] = value
        if remembered:
            self.options.set(**remembered)

    def remember_options(self, settings: QSettings) -> None:
        for key in REMEMBERED_OPTIONS:
            settings.setValue(f"tools/{key}", getattr(self.options, key))
