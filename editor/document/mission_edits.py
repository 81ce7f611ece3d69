"""Mission edits a designer makes on the map (labels, area cells, deployment zones), as
undo commands (editor/document/commands.py). Tools and the events dock call these."""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication

from editor.document.commands import EditAreasCommand, EditDeploymentCommand, EditLabelsCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import LABEL_TEXT, max_length
from editor.document.texts import edited_text
from engine.scenario.mission import Deployment, Label
from engine.scenario.model import Cell

translate = QCoreApplication.translate


def set_label(doc: ScenarioDocument, cell: Cell, text: str) -> str | None:
    """Add, rename or (empty text) remove the place name at `cell`; a refusal, or None."""
    if not doc.grid.in_bounds(cell):
        return translate("MissionEdits", "{cell} is off the map").format(cell=list(cell))
    limit = max_length(LABEL_TEXT)
    if len(text) > limit:  # the file holds no longer one: refused, never saved
        return translate("MissionEdits", "A place name holds at most {limit} characters; "
                         "this one has {count}").format(limit=limit, count=len(text))
    labels = copy.deepcopy(doc.scenario.labels)
    index = next((i for i, x in enumerate(labels) if x.at == cell), None)
    if index is None:
        if not text:
            return None
        labels.append(Label(at=cell, text=text))
        what = translate("MissionEdits", "Add label")
    elif labels[index].text == (value := edited_text(doc, labels[index].text, text)):
        return None
    elif not value:  # emptied (in its only language): the place name goes
        del labels[index]
        what = translate("MissionEdits", "Remove label")
    else:  # in the toolbar's language (a plain name given in another becomes a map)
        labels[index].text = value
        what = translate("MissionEdits", "Rename label")
    doc.undo_stack.push(EditLabelsCommand(doc, labels, what))
    return None


def stroke_cells(start: list[Cell], cells: set[Cell], mode: str) -> list[Cell]:
    """The cells after a stroke: "set" replaces `start` (cells before the stroke) with the
    stroke, "add" adds it, "erase" removes it; file order kept, new cells sorted after."""
    if mode == "set":
        base: list[Cell] = []
    else:
        base = [c for c in start if not (mode == "erase" and c in cells)]
    if mode != "erase":
        base += sorted(c for c in cells if c not in base)
    return base


def set_area_cells(doc: ScenarioDocument, area_id: str, cells: list[Cell], stroke: int) -> None:
    areas = copy.deepcopy(doc.scenario.areas)
    area = next((a for a in areas if a.id == area_id), None)
    if area is None or area.cells == cells:
        return
    area.cells = [c for c in cells if doc.grid.in_bounds(c)]
    doc.undo_stack.push(EditAreasCommand(doc, areas, translate("MissionEdits", "Area {area} cells").format(
        area=area_id),
                                         f"area.{stroke}"))


def set_zone_cells(doc: ScenarioDocument, side: str, cells: list[Cell], stroke: int) -> None:
    """A side's deployment zone: its named area's cells, or the cells its entry lists."""
    cells = [c for c in cells if doc.grid.in_bounds(c)]
    entry = next((d for d in doc.scenario.deployment if d.side == side), None)
    if entry is not None and isinstance(entry.area, str):
        set_area_cells(doc, entry.area, cells, stroke)
        return
    deployment = copy.deepcopy(doc.scenario.deployment)
    entry = next((d for d in deployment if d.side == side), None)
    if entry is None:
        if not cells:
            return
        deployment.append(Deployment(side=side, area=cells))
    elif cells:
        if entry.area == cells:
            return
        entry.area = cells
    else:
        deployment.remove(entry)
    doc.undo_stack.push(EditDeploymentCommand(
        doc, deployment, translate("MissionEdits", "Deployment zone of {side}").format(side=side),
                                              f"zone.{stroke}"))
