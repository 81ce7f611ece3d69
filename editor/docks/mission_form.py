"""A form for one trigger or action record (DESIGN.md, "Mission events"): one field a row.

Fields are typed by what they hold (a side, a unit, an area, a number...), so the same
form edits every trigger and action kind (each kind's fields: editor/docks/event_kinds.py); units, victory points and area cells are picked
on the map. Every edit goes out through `edited(field, value, merge_key)`; the events dock
turns it into an undo command. `load` refreshes values without rebuilding the widgets, so
a field being typed in keeps its cursor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from editor.docks.event_kinds import editor_kind, plan_choices, variable_names
from editor.docks.widget_sync import fill_combo, set_text
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import int_range, max_length
from editor.document.texts import edited_text, fallback_text, shown_text
from engine.scenario import mission as m
from engine.scenario.kinds import TRIGGERS
from engine.scenario.kinds.set_var import NUMBER
from engine.scenario.model import Cell

PickRequest = Callable[[str, Callable[[Cell], None]], None]
LISTED = "\x00cells"  # the area combo's entry for "cells listed here"


def all_unit_ids(doc: ScenarioDocument) -> list[str]:
    """Units on the map and in every reinforcement, in file order."""
    ids = [u.id for u in doc.scenario.units]
    owners: list[m.MissionEvent | m.EventCard] = [*doc.scenario.events, *doc.scenario.event_cards]
    for e in owners:
        for a in e.do:
            if isinstance(a, m.Reinforce):
                ids += [u.id for u in a.units]
    return ids


class RecordForm(QWidget):
    edited = Signal(str, object, object)  # field, value, merge key (or None)

    def __init__(self, doc: ScenarioDocument, record: Any, request_pick: PickRequest,
                 parent: QWidget | None = None,
                 form_fields: tuple[tuple[str, str], ...] | None = None,
                 schema_def: str | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.kind = type(record)
        # (field name, kind of field): the record kind's entry in editor/docks/event_kinds.py,
        # or those given for a record of no kind (an AI group: editor/docks/ai_plans_tab.py)
        self.fields = form_fields if form_fields is not None else editor_kind(record).fields
        self.schema_def = schema_def  # `$defs` entry of such a record's schema
        self.request_pick = request_pick
        self.record = record
        self._loading = False
        self._pick_session = 0
        self.widgets: dict[str, QWidget] = {}
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        names = {f.name for f in fields(record)}
        self.rows: dict[str, QWidget] = {}
        for name, kind in self.fields:
            assert name in names
            self.rows[name] = self._build(name, kind)
            self.form.addRow(self.label(name), self.rows[name])
        self.load(record)

    def label(self, name: str) -> str:
        """The row label of a field (every name the kinds' fields use)."""
        labels = {"round": self.tr("Round"), "side": self.tr("Side"), "unit": self.tr("Unit"),
                  "area": self.tr("Area"), "count": self.tr("Count"), "point": self.tr("Point"),
                  "by": self.tr("Held by"), "at_most": self.tr("At most"),
                  "event": self.tr("Event"), "rounds": self.tr("Rounds"),
                  "units": self.tr("Units"), "to": self.tr("To"), "text": self.tr("Text"),
                  "winner": self.tr("Winner"), "reason": self.tr("Reason"),
                  "id": self.tr("Name"), "group": self.tr("Group"), "plan": self.tr("Plan"),
                  "route": self.tr("Route"), "until_round": self.tr("Until round"),
                  "until_event": self.tr("Until event"), "aggression": self.tr("Aggression"),
                  "start": self.tr("Sets up in"), "name": self.tr("Variable"),
                  "var": self.tr("Variable"), "value": self.tr("Value"),
                  "amount": self.tr("Amount"), "points": self.tr("Points"),
                  "test": self.tr("Test"), "change": self.tr("Change"),
                  "number": self.tr("Objective #"), "kind": self.tr("Kind"),
                  "by_round": self.tr("By round"), "message": self.tr("Message"),
                  "terrain": self.tr("Terrain"), "at": self.tr("Cell"),
                  "state": self.tr("Bridge"), "season": self.tr("Season"),
                  "rain": self.tr("Rain"), "from_round": self.tr("From round")}
        return labels.get(name, name.replace("_", " ").capitalize())

    def pointer(self, name: str) -> str:
        """The schema of field `name` of this form's kind, as a JSON pointer."""
        if self.schema_def is not None:
            return f"/$defs/{self.schema_def}/properties/{name}"
        kind = m.kind_of(self.record)
        if kind.flat:
            return f"/$defs/trigger/properties/{name}"
        union = "trigger" if kind.name in TRIGGERS else "action"
        return f"/$defs/{union}/properties/{kind.name}/properties/{name}"

    # -- building ----------------------------------------------------------------------
    def _build(self, name: str, kind: str) -> QWidget:
        if kind == "number":  # any whole number a variable holds (kinds/set_var.py)
            spin = QSpinBox()
            spin.setKeyboardTracking(False)
            spin.setRange(int(NUMBER["minimum"]), int(NUMBER["maximum"]))
            spin.valueChanged.connect(lambda v, n=name: self._emit(n, v))
            self.widgets[name] = spin
            return spin
        if kind == "variable":  # a name: typed, or one the mission already has
            edit = QLineEdit()
            edit.setObjectName(f"variable_{name}")
            edit.setMaxLength(max_length("/$defs/id"))
            edit.setPlaceholderText(self.tr("a name, e.g. bridges_blown"))
            edit.setCompleter(QCompleter(variable_names(self.doc), edit))
            edit.textEdited.connect(lambda t, n=name: self._emit(n, t.strip(), f"{n}.text"))
            self.widgets[name] = edit
            return edit
        if kind in ("int", "opt_int"):
            spin = QSpinBox()
            spin.setKeyboardTracking(False)
            low, high = int_range(self.pointer(name))  # a file may hold any such number
            # an optional number's "—" (none) is the step below the smallest it allows, so
            # the box never holds a number the schema refuses (a round 0 was a file that
            # would not reopen)
            spin.setRange(low - 1 if kind == "opt_int" else low, high)
            if kind == "opt_int":
                spin.setSpecialValueText("—")
            spin.valueChanged.connect(
                lambda v, n=name, k=kind, low=low: self._emit(
                    n, None if k == "opt_int" and v < low else v))
            self.widgets[name] = spin
            return spin
        if kind in ("text", "opt_text"):
            edit = QLineEdit()
            edit.setMaxLength(max_length(self.pointer(name)))  # never more than the file holds
            edit.textEdited.connect(lambda t, n=name, k=kind: self._text_edited(n, k, t))
            self.widgets[name] = edit
            return edit
        combo = QComboBox()
        combo.currentIndexChanged.connect(lambda _, n=name, c=combo: self._combo(n, c))
        self.widgets[name] = combo
        pick = {"opt_unit": self.tr("Pick unit"), "point": self.tr("Pick point"),
                "area": self.tr("Pick cells"), "opt_area": self.tr("Pick cells"),
                "route": self.tr("Pick cells"), "units": self.tr("Pick units"),
                "cell": self.tr("Pick cell")}.get(kind)
        if kind in ("units", "route", "cell"):
            combo.setEditable(False)
        if pick is None:
            return combo
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(combo, 1)
        button = QPushButton(pick)
        button.setObjectName(f"pick_{name}")
        button.clicked.connect(lambda _=False, n=name, k=kind: self._pick(n, k))
        row.addWidget(button)
        return box

    def _choices(self, name: str, kind: str) -> list[tuple[str, Any]]:
        s = self.doc.scenario
        sides = [(x.name or x.id, x.id) for x in s.sides]  # the designer's names, ids kept
        if kind == "side":
            return sides
        if kind == "opt_side":
            none = (self.tr("(start of round)") if self.kind is m.RoundTrigger
                    else self.tr("every side") if self.kind is m.Score
                    else self.tr("(none)") if self.kind is m.ObjectiveChange
                    else self.tr("any side"))
            return [(none, None), *sides]
        if kind == "to":
            return [*sides, (self.tr("all sides"), m.ALL_SIDES)]
        if kind == "winner":
            return [*sides, (self.tr("draw"), m.DRAW)]
        if kind == "opt_unit":
            return [(self.tr("(none)"), None), *((u, u) for u in all_unit_ids(self.doc))]
        if kind == "point":
            return [(f.id, f.id) for f in s.features if f.kind == "victory_point" and f.id]
        if kind == "event":
            return [(e.id, e.id) for e in s.events]
        if kind == "area":
            return [*((a.name or a.id, a.id) for a in s.areas), (self.tr("cells listed here"), LISTED)]
        if kind == "opt_area":
            return [(self.tr("(none)"), None), *((a.name or a.id, a.id) for a in s.areas),
                    (self.tr("cells listed here"), LISTED)]
        if kind == "opt_event":
            return [(self.tr("(none)"), None), *((e.id, e.id) for e in s.events)]
        return plan_choices(self.doc, self.record, kind)

    # -- loading -----------------------------------------------------------------------
    def load(self, record: Any) -> None:
        self.record = record
        self._loading = True
        try:
            for name, kind in self.fields:
                w, value = self.widgets[name], getattr(record, name)
                if isinstance(w, QSpinBox):  # a number past what a spin box holds shows its top
                    w.setValue(w.minimum() if value is None else min(int(value), w.maximum()))
                elif isinstance(w, QLineEdit) and kind in ("text", "opt_text"):
                    set_text(w, shown_text(self.doc, value))  # in the toolbar's language
                    w.setPlaceholderText(fallback_text(self.doc, value))
                elif isinstance(w, QLineEdit):
                    set_text(w, value or "")
                elif isinstance(w, QComboBox):
                    if kind == "units":
                        fill_combo(w, [(", ".join(value) or self.tr("(none)"), None)], None)
                        continue
                    if kind == "route":
                        fill_combo(w, [(self.tr("%n cell(s)", "", len(value)), None)], None)
                        continue
                    if kind == "cell":
                        fill_combo(w, [(f"[{value[0]}, {value[1]}]", None)], None)
                        continue
                    items: list[tuple[str, Any]] = self._choices(name, kind)
                    listed = kind in ("area", "opt_area") and isinstance(value, list)
                    current = LISTED if listed else value
                    if listed:
                        items[-1] = (self.tr("%n cell(s) listed here", "", len(value)), LISTED)
                    if current is not None and current not in [d for _, d in items]:
                        items.append((self.tr("{name} (unknown)").format(name=current), current))
                    fill_combo(w, items, current)
        finally:
            self._loading = False

    def show_rows(self, names: set[str]) -> None:
        """Show only the rows of these fields (a plan shows what it uses)."""
        for name, widget in self.rows.items():
            self.form.setRowVisible(widget, name in names)

    # -- editing -----------------------------------------------------------------------
    def _text_edited(self, name: str, kind: str, text: str) -> None:
        """A message, reason or card text typed in the language being edited: only that
        language changes (a plain string typed in another becomes a map keeping it)."""
        value = edited_text(self.doc, getattr(self.record, name) or "", text)
        self._emit(name, value or (None if kind == "opt_text" else ""),
                   f"{name}.text.{self.doc.text_language}")

    def _emit(self, name: str, value: Any, merge_key: str | None = None) -> None:
        if not self._loading and getattr(self.record, name) != value:
            self.edited.emit(name, value, merge_key)

    def _combo(self, name: str, combo: QComboBox) -> None:
        kind = dict(self.fields)[name]
        if kind in ("units", "route", "cell") or combo.currentIndex() < 0:
            return
        value = combo.currentData()
        if kind in ("area", "opt_area") and value == LISTED:
            now = getattr(self.record, name)
            value = now if isinstance(now, list) else []
        self._emit(name, value)

    def _pick(self, name: str, kind: str) -> None:
        self._pick_session += 1
        key = f"{name}.pick.{self._pick_session}"

        def on_cell(cell: Cell) -> None:
            if kind in ("area", "opt_area", "route"):
                now = getattr(self.record, name)
                cells = list(now) if isinstance(now, list) else []
                cells.remove(cell) if cell in cells else cells.append(cell)
                self._emit(name, cells, key)
                return
            if kind == "cell":
                self._emit(name, cell, key)
                return
            if kind == "point":
                vp = next((f for f in self.doc.features_at(cell)
                           if f.kind == "victory_point" and f.id), None)
                if vp is None:
                    self.doc.status_message.emit(
                        self.tr("No victory point at {cell}").format(cell=list(cell)))
                    return
                self._emit(name, vp.id, key)
                return
            units = self.doc.units_at(cell)
            if not units:
                self.doc.status_message.emit(self.tr("No unit at {cell}").format(cell=list(cell)))
                return
            if kind == "units":
                ids = list(self.record.units)
                ids.remove(units[0].id) if units[0].id in ids else ids.append(units[0].id)
                self._emit(name, ids, key)
            else:
                self._emit(name, units[0].id, key)

        prompt = {"area": self.tr("Click cells to add to or remove from the area"),
                  "opt_area": self.tr("Click cells to add to or remove from the area"),
                  "route": self.tr("Click the route's cells in order; a click on one "
                                   "removes it"),
                  "point": self.tr("Click a victory point"),
                  "units": self.tr("Click units to add or remove"),
                  "cell": self.tr("Click a cell"),
                  }.get(kind, self.tr("Click a unit"))
        self.request_pick(prompt, on_cell, owner=self)  # ends when this form goes
