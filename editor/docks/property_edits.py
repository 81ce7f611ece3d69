"""What the Properties dock's pages share: the id pattern, the owner and mixed markers, the
panel base that knows when the dock is writing its own widgets, the macro that makes
several record edits one undo step, and the edits that give units a side (their cargo
follows)."""

from __future__ import annotations

import re
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from editor.docks.widget_sync import CommandPusher
from editor.document.commands import SetAttributesCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import ID, field_schema
from engine.scenario.model import Feature, Unit

ID_PATTERN = re.compile(field_schema(ID)["pattern"])  # an id as the schema has it
NEUTRAL = "neutral"
NONE_OWNER = ""  # combo data for "no owner key" (bridges and victory points may omit it)
MIXED = "\x00mixed"
Edits = list[tuple[Any, dict[str, Any]]]


class PageHost(Protocol):
    """The dock a page is in: `_refreshing` while it writes the widgets (then their signals
    push nothing), `refresh` to show the model again after a refused edit, `refuse` to say
    why."""

    _refreshing: bool

    def refresh(self) -> None: ...
    def refuse(self, message: str) -> None: ...


class PropertyPage(QWidget, CommandPusher):
    """A page of the Properties dock: it edits `doc.selection`."""

    def __init__(self, doc: ScenarioDocument, host: PageHost) -> None:
        super().__init__()
        self.doc = doc
        self.host = host

    @property  # type: ignore[override]
    def _refreshing(self) -> bool:
        return self.host._refreshing

    def refresh_dock(self) -> None:
        self.host.refresh()

    def refuse(self, message: str) -> None:
        self.host.refuse(message)

    def selected_unit(self) -> Unit | None:
        sel = self.doc.selection
        return sel[0] if len(sel) == 1 and isinstance(sel[0], Unit) else None

    def selected_feature(self) -> Feature | None:
        sel = self.doc.selection
        return sel[0] if len(sel) == 1 and isinstance(sel[0], Feature) else None

    def side_items(self) -> list[tuple[str, Any]]:
        return [(s.id if not s.name else f"{s.id} ({s.name})", s.id)
                for s in self.doc.scenario.sides]

    def macro(self, text: str, edits: Edits) -> None:
        """Several record edits as one undo step."""
        stack = self.doc.undo_stack
        stack.beginMacro(text)
        for target, values in edits:
            stack.push(SetAttributesCommand(self.doc, target, values, text))
        stack.endMacro()

    def side_edits(self, units: list[Unit], side: str) -> Edits:
        """Edits giving units a side; a carrier's cargo follows it, a cargo unit alone cannot."""
        s = self.doc.scenario
        chosen = {id(u) for u in units}
        for u in units:
            carrier = s.carrier_of(u.id)
            if carrier is not None and id(carrier) not in chosen:
                self.refuse(QCoreApplication.translate(
                    "PropertiesDock", "{unit} rides in {carrier}; unload it before changing its "
                    "side").format(unit=u.id, carrier=carrier.id))
                self.refresh_dock()
                return []
        edits: Edits = []
        done: set[int] = set()
        for u in units:
            for c in [u, *cargo_units(self.doc, u)]:
                if c.side != side and id(c) not in done:
                    edits.append((c, {"side": side}))
                    done.add(id(c))
        return edits


def cargo_units(doc: ScenarioDocument, u: Unit) -> list[Unit]:
    return [c for c in (doc.scenario.unit(cid) for cid in u.cargo) if c is not None]
