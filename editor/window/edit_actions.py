"""Edit > Copy, Paste, Delete, Select all, and the map's right-click menu: what the Edit
actions do to the document (through editor.document.edits, one undo step each)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QMenu, QWidget

from editor.document import edits
from editor.document.commands import ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.document.uses import drop_uses, uses
from editor.i18n.plural import plural
from editor.tools.clipboard import MapClip, copy_region
from editor.tools.manager import ToolManager
from editor.widgets.removal_question import WITH_USES, ask_removal
from editor.window.status_bar import thing_label
from engine.scenario.model import Cell, Unit

Say = Callable[[str, int], None]  # a status-bar message and how long it shows (ms)


class EditActions(QObject):
    def __init__(self, doc: ScenarioDocument, options: ToolOptions, tools: ToolManager,
                 say: Say, parent: QWidget) -> None:
        super().__init__(parent)
        self.doc = doc
        self.options = options
        self.tools = tools
        self.say = say
        self.parent_widget = parent
        self.clip: MapClip | None = None

    def copy(self) -> None:
        clip = copy_region(self.doc, self.tools.selected_cells())
        if clip is None:
            self.say(self.tr("Select a rectangle (drag with the Select tool) to copy"), 4000)
            return
        self.clip = clip
        self.say(self.tr("Copied {width}x{height} cells, {units}, {features}").format(
            width=clip.width, height=clip.height,
            units=plural(self.tr("%n unit(s)", "", len(clip.units)), len(clip.units)),
            features=plural(self.tr("%n feature(s)", "", len(clip.features)),
                            len(clip.features))), 4000)

    def start_paste(self) -> None:
        if self.clip is None:
            self.say(self.tr("Nothing to paste: copy a rectangle first"), 4000)
            return
        self.tools.start_paste(self.clip)

    def delete_selection(self) -> None:
        self.delete(list(self.doc.selection))

    def delete(self, things: list) -> None:
        """Delete things; when events or objectives use a unit among them, ask first and
        offer to remove those uses in the same undo step."""
        ids = [t.id for t in things if isinstance(t, Unit)]
        used = [use for uid in ids for use in uses(self.doc.scenario, unit=uid)]
        what = ", ".join(f"'{uid}'" for uid in ids if uses(self.doc.scenario, unit=uid))
        choice = ask_removal(self.parent_widget.ask,  # type: ignore[attr-defined]
                             self.tr("unit {units}").format(units=what),
                             list(dict.fromkeys(used)))
        if choice is None:
            return
        if choice != WITH_USES:
            edits.delete(self.doc, things)
            return
        stack = self.doc.undo_stack
        stack.beginMacro(self.tr("Delete with its uses"))
        edits.delete(self.doc, things)
        after = self.doc.snapshot()
        for uid in ids:
            drop_uses(after, unit=uid)
        stack.push(ReplaceScenarioCommand(self.doc, after, self.tr("Remove the uses")))
        stack.endMacro()

    def select_all(self) -> None:
        self.doc.select([*self.doc.scenario.units, *self.doc.scenario.features])

    def context_menu(self, cell: Cell, global_pos: QPoint) -> None:
        """The map's right-click menu: select or delete what is there, pick its terrain,
        place the palette's unit or feature."""
        doc, options = self.doc, self.options
        menu = QMenu(self.parent_widget)
        things = doc.things_at(cell)
        for thing in things:
            kind = thing.type if isinstance(thing, Unit) else thing.type or thing.kind
            menu.addAction(self.tr("Select {thing} ({kind})").format(thing=thing_label(thing),
                                                                     kind=kind),
                           partial(doc.select, [thing]))
        if things:
            menu.addAction(self.tr("Delete here"), lambda: self.delete(things))
            menu.addSeparator()
        menu.addAction(self.tr("Pick this terrain"),
                       lambda: options.set(terrain=doc.terrain_at(cell)))
        menu.addAction(self.tr("Place {type} here").format(type=options.unit_type),
                       lambda: self.say(edits.place_unit(doc, options, cell) or "", 4000))
        menu.addAction(self.tr("Place {kind} here").format(
                           kind=options.feature_kind.replace("_", " ")),
                       lambda: self.say(edits.place_feature(doc, options, cell) or "", 4000))
        if doc.selection:
            menu.addAction(self.tr("Delete selection"), self.delete_selection)
        menu.exec(global_pos)
