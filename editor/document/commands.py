"""One undo command class per kind of edit (STYLE.md, Tiled).

A brush stroke is one step: every paint of a stroke merges into the stroke's first
command, and the merge keeps the first old value of each cell, so undo restores the map
as it was before the stroke. Each command's text says what it did ("Delete 3 units",
"Move tank r2", "Paint 14 cells forest"): the Undo menu and the History dock show it.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QUndoCommand

from editor.document.scenario_document import ScenarioDocument, Thing
from editor.i18n.catalog_names import shown_name
from engine.catalog import Catalog, load_catalog
from engine.scenario.model import Cell, Feature, Scenario, Unit

if TYPE_CHECKING:
    import numpy as np

translate = QCoreApplication.translate


class HistoryWords(QObject):
    """Counts in the History's words, with the language's plural forms (a QObject, so that
    lupdate reads the plurals)."""

    def count(self, n: int, noun: str) -> str:
        if noun == "cell":
            return self.tr("%n cell(s)", "", n)
        if noun == "unit":
            return self.tr("%n unit(s)", "", n)
        if noun == "feature":
            return self.tr("%n feature(s)", "", n)
        return f"{n} {noun}"


def counted(n: int, noun: str) -> str:
    """ "1 unit", "3 unit(s)" (in the user's language): `noun` is cell, unit or feature."""
    return HistoryWords().count(n, noun)


def kind_name(kind: str) -> str:
    """A feature kind as a history line names it: "victory point"."""
    names = {"bridge": translate("Commands", "bridge"), "mine": translate("Commands", "mine"),
             "victory_point": translate("Commands", "victory point"),
             "wreck": translate("Commands", "wreck")}
    return names.get(kind) or kind.replace("_", " ")


def thing_name(thing: Thing) -> str:
    """How a history line names one unit or feature: "tank r2", "victory point vp1",
    "depot at [0, 0]"."""
    if isinstance(thing, Unit):
        return f"{thing.type} {thing.id}"
    kind = thing.type.replace("_", " ") if thing.type else kind_name(thing.kind)
    return f"{kind} {thing.id}" if thing.id else translate("Commands", "{kind} at {cell}").format(
        kind=kind, cell=list(thing.at))


def things_text(things: Sequence[Thing]) -> str:
    """One thing by name, several by count: "tank r2", "3 units", "2 units, 1 feature"."""
    if len(things) == 1:
        return thing_name(things[0])
    units = sum(isinstance(t, Unit) for t in things)
    parts = [counted(units, "unit")] if units else []
    if len(things) > units:
        parts.append(counted(len(things) - units, "feature"))
    return ", ".join(parts) or translate("Commands", "nothing")


def terrain_name(char: str, catalog: Catalog | None = None) -> str:
    """The terrain's name in lower case (`catalog`: the scenario's; the global one if None)."""
    record = (catalog or load_catalog()).terrain.get(char)
    return shown_name(record).lower() if record else repr(char)


class MergeId(IntEnum):
    PAINT = 1
    EDIT = 2
    MISSION = 3


class PaintTerrainCommand(QUndoCommand):
    """Terrain of some cells. `text` may hold {cells} (how many) and {terrain} (the name of
    the one terrain painted): "Paint {cells} {terrain}" reads "Paint 14 cells forest".
    Without `text`, "Paint {cells} {terrain}" in the user's language."""

    def __init__(self, doc: ScenarioDocument, changes: dict[Cell, str], stroke: int,
                 text: str | None = None) -> None:
        super().__init__()
        self.doc = doc
        self.stroke = stroke
        self.template = text or translate("Commands", "Paint {cells} {terrain}")
        self.new = dict(changes)
        self.old = {cell: doc.terrain_at(cell) for cell in changes}
        self._name()

    def _name(self) -> None:
        chars = set(self.new.values())
        terrain = terrain_name(next(iter(chars)), self.doc.catalog) if len(chars) == 1 \
            else translate("Commands", "terrain")
        self.setText(self.template.format(cells=counted(len(self.new), "cell"),
                                          terrain=terrain).strip())

    def redo(self) -> None:
        self.doc.set_cells(self.new)

    def undo(self) -> None:
        self.doc.set_cells(self.old)

    def id(self) -> int:
        return int(MergeId.PAINT)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PaintTerrainCommand) or other.stroke != self.stroke:
            return False
        for cell, value in other.new.items():
            self.old.setdefault(cell, other.old[cell])
            self.new[cell] = value
        self._name()
        return True


class PaintRegionCommand(QUndoCommand):
    """One terrain over a region (a fill), held compactly: the cells' flat indices and
    their old terrain as arrays (4 bytes a cell each), not a dict of cells. Redo and undo
    write the arrays back in one pass; `text` as PaintTerrainCommand's."""

    def __init__(self, doc: ScenarioDocument, flat: np.ndarray, old: np.ndarray, char: str,
                 text: str | None = None) -> None:
        super().__init__()
        import numpy as np

        self.doc = doc
        self.flat = flat.astype(np.int32 if doc.scenario.map.width * doc.scenario.map.height
                                < 2**31 else np.int64)
        self.old = old.astype(np.uint32)
        self.char = char
        self.setText((text or translate("Commands", "Paint {cells} {terrain}")).format(
            cells=counted(int(self.flat.size), "cell"),
            terrain=terrain_name(char, doc.catalog)).strip())

    def redo(self) -> None:
        import numpy as np

        self.doc.set_region(self.flat, np.full(self.flat.size, ord(self.char), dtype=np.uint32))

    def undo(self) -> None:
        self.doc.set_region(self.flat, self.old)


class AddThingsCommand(QUndoCommand):
    """Place units and features (also paste and mirrored placement)."""

    def __init__(self, doc: ScenarioDocument, units: Sequence[Unit] = (),
                 features: Sequence[Feature] = (), text: str | None = None) -> None:
        super().__init__(text or translate("Commands", "Place {things}").format(
            things=things_text([*units, *features])))
        self.doc = doc
        self.units = list(units)
        self.features = list(features)

    def redo(self) -> None:
        for unit in self.units:
            self.doc.insert_unit(len(self.doc.scenario.units), unit)
        for feature in self.features:
            self.doc.insert_feature(len(self.doc.scenario.features), feature)
        self.doc.select([*self.units, *self.features])

    def undo(self) -> None:
        for feature in reversed(self.features):
            self.doc.remove_feature(feature)
        for unit in reversed(self.units):
            self.doc.remove_unit(unit)


class RemoveThingsCommand(QUndoCommand):
    """Delete units and features; a carrier's cargo goes with it, a cargo unit leaves its carrier."""

    def __init__(self, doc: ScenarioDocument, things: list[Thing], text: str | None = None) -> None:
        super().__init__(text or translate("Commands", "Delete {things}").format(
            things=things_text(things)))
        self.doc = doc
        units = [t for t in things if isinstance(t, Unit)]
        ids = {u.id for u in units}
        for unit in list(units):
            for cid in unit.cargo:
                cargo = doc.scenario.unit(cid)
                if cargo is not None and cargo.id not in ids:
                    units.append(cargo)
                    ids.add(cargo.id)
        if text is None and len(units) > sum(isinstance(t, Unit) for t in things):
            carried = len(units) - sum(isinstance(t, Unit) for t in things)
            self.setText(translate("Commands", "{deleted} with {units} aboard").format(
                deleted=self.text(), units=counted(carried, "unit")))
        self.units = units
        self.features = [t for t in things if isinstance(t, Feature)]
        self.removed_units: list[tuple[int, Unit]] = []
        self.removed_features: list[tuple[int, Feature]] = []
        self.cargo_edits: list[tuple[Unit, list[str]]] = []

    def redo(self) -> None:
        ids = {u.id for u in self.units}
        self.cargo_edits = [(u, list(u.cargo)) for u in self.doc.scenario.units
                            if u not in self.units and ids & set(u.cargo)]
        for carrier, cargo in self.cargo_edits:
            self.doc.set_attributes(carrier, {"cargo": [c for c in cargo if c not in ids]})
        self.removed_units = sorted(
            ((self._index(self.doc.scenario.units, u), u) for u in self.units), key=lambda p: -p[0])
        for _, unit in self.removed_units:
            self.doc.remove_unit(unit)
        self.removed_features = sorted(
            ((self._index(self.doc.scenario.features, f), f) for f in self.features),
            key=lambda p: -p[0])
        for _, feature in self.removed_features:
            self.doc.remove_feature(feature)

    def undo(self) -> None:
        for index, feature in reversed(self.removed_features):
            self.doc.insert_feature(index, feature)
        for index, unit in reversed(self.removed_units):
            self.doc.insert_unit(index, unit)
        for carrier, cargo in self.cargo_edits:
            self.doc.set_attributes(carrier, {"cargo": cargo})

    @staticmethod
    def _index(items: list[Any], thing: Any) -> int:
        return next(i for i, t in enumerate(items) if t is thing)


class MoveThingsCommand(QUndoCommand):
    def __init__(self, doc: ScenarioDocument, moves: list[tuple[Thing, Cell]],
                 text: str | None = None) -> None:
        super().__init__(text or translate("Commands", "Move {things}").format(
            things=things_text([thing for thing, _ in moves])))
        self.doc = doc
        self.moves = [(thing, thing.at, to) for thing, to in moves]

    def redo(self) -> None:
        for thing, _, to in self.moves:
            thing.at = to
        self.doc.contents_changed.emit()

    def undo(self) -> None:
        for thing, old, _ in self.moves:
            thing.at = old
        self.doc.contents_changed.emit()


class SetAttributesCommand(QUndoCommand):
    """Change fields of one record; consecutive edits of the same field merge (typing)."""

    def __init__(self, doc: ScenarioDocument, target: Any, values: dict[str, Any], text: str,
                 merge_key: str | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.target = target
        self.new = copy.deepcopy(values)
        self.old = {key: copy.deepcopy(getattr(target, key)) for key in values}
        self.merge_key = merge_key

    def redo(self) -> None:
        self.doc.set_attributes(self.target, copy.deepcopy(self.new))

    def undo(self) -> None:
        self.doc.set_attributes(self.target, copy.deepcopy(self.old))

    def id(self) -> int:
        return int(MergeId.EDIT) if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (not isinstance(other, SetAttributesCommand) or other.target is not self.target
                or other.merge_key != self.merge_key):
            return False
        for key, value in other.new.items():
            self.old.setdefault(key, other.old[key])
            self.new[key] = value
        return True


class ReplaceScenarioCommand(QUndoCommand):
    """Whole-scenario edits: resize, sides added or removed, generated maps.

    Undo and redo reinstall the very same model objects (the live one from before, one
    copy of `after`), never fresh copies: commands below and above this one on the stack
    hold references to records of those models and must still find them.
    """

    def __init__(self, doc: ScenarioDocument, after: Scenario, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = doc.scenario
        self.after = copy.deepcopy(after)

    def redo(self) -> None:
        self.doc.replace_scenario(self.after)

    def undo(self) -> None:
        self.doc.replace_scenario(self.before)


class MissionCommand(QUndoCommand):
    """Replace one mission key of the scenario (DESIGN.md, "Mission events") with a new value.

    Each kind of mission edit is a subclass naming its key; consecutive edits with the
    same `merge_key` (typing in one field, one drag of a brush) merge into one step.
    """

    key = ""

    def __init__(self, doc: ScenarioDocument, value: Any, text: str,
                 merge_key: str | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.new = copy.deepcopy(value)
        self.old = copy.deepcopy(getattr(doc.scenario, self.key))
        self.merge_key = merge_key

    def redo(self) -> None:
        setattr(self.doc.scenario, self.key, copy.deepcopy(self.new))
        self.doc.settings_changed.emit()

    def undo(self) -> None:
        setattr(self.doc.scenario, self.key, copy.deepcopy(self.old))
        self.doc.settings_changed.emit()

    def id(self) -> int:
        return int(MergeId.MISSION) if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (not isinstance(other, MissionCommand) or other.key != self.key
                or other.merge_key != self.merge_key):
            return False
        self.new = other.new
        return True


class EditEventsCommand(MissionCommand):
    key = "events"


class EditEventCardsCommand(MissionCommand):
    key = "event_cards"


class EditAreasCommand(MissionCommand):
    key = "areas"


class EditLabelsCommand(MissionCommand):
    key = "labels"


class EditDeploymentCommand(MissionCommand):
    key = "deployment"


class EditAIPlansCommand(MissionCommand):
    key = "ai"


class EditBriefingCommand(MissionCommand):
    key = "briefing"


class EditVariablesCommand(MissionCommand):
    key = "variables"
