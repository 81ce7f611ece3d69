"""The actions (`do:`) of the Events dock's chosen event or card and the chosen action's
form, with the reinforcement's units placed on the map (DESIGN.md, "Mission events")."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QListWidget, QPushButton, QVBoxLayout, QWidget

from editor.docks.event_kinds import (
    EDITOR_ACTIONS,
    action_labels,
    editor_kind,
    objective_rows,
    plan_rows,
)
from editor.docks.mission_form import RecordForm, all_unit_ids
from editor.document.commands import EditEventCardsCommand, EditEventsCommand
from editor.document.ground_checks import can_fly, unit_ground
from engine.scenario import mission as m
from engine.scenario.kinds.ai_plan import AIPlanChange
from engine.scenario.model import Cell, Unit


class EventsDock(Protocol):
    """What the panel asks of the Events dock (editor/docks/events.py), which holds it:
    its document and the map requests (picking cells, placing reinforcements)."""

    doc: Any
    tools: Any

COMMANDS = {"events": EditEventsCommand, "event_cards": EditEventCardsCommand}


def free_id(prefix: str, taken: list[str]) -> str:
    n = 1
    while f"{prefix}{n}" in taken:
        n += 1
    return f"{prefix}{n}"


class ActionsPanel(QWidget):
    """The actions (`do:`) of the chosen event or card, and the chosen action's form."""

    def __init__(self, dock: EventsDock, key: str, owner_row: Callable[[], int]) -> None:
        super().__init__()
        self.dock, self.doc, self.key, self.owner_row = dock, dock.doc, key, owner_row
        self.form: RecordForm | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setMaximumHeight(90)
        self.list.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.add_kind = QComboBox()
        for kind, label in action_labels().items():
            self.add_kind.addItem(label, kind)
        self.add_button = QPushButton(self.tr("Add action"))
        self.add_button.clicked.connect(lambda: self.add(self.add_kind.currentData()))
        self.remove_button = QPushButton(self.tr("Remove action"))
        self.remove_button.clicked.connect(self.remove)
        layout.addWidget(self.add_kind)  # a line of its own: long kind names fit the dock
        for w in (self.add_button, self.remove_button):
            row.addWidget(w)
        layout.addLayout(row)
        self.form_box = QVBoxLayout()
        layout.addLayout(self.form_box)
        self.units = QListWidget()
        self.units.setMaximumHeight(70)
        self.place_button = QPushButton(self.tr("Place units on the map"))
        self.place_button.setToolTip(self.tr("The Place unit tool puts units of the chosen type "
                                             "into this reinforcement; Esc or another tool stops"))
        self.place_button.clicked.connect(self.place_units)
        self.remove_unit_button = QPushButton(self.tr("Remove unit"))
        self.remove_unit_button.clicked.connect(self.remove_unit)
        layout.addWidget(self.units)
        reinforce_row = QHBoxLayout()
        reinforce_row.addWidget(self.place_button)
        reinforce_row.addWidget(self.remove_unit_button)
        layout.addLayout(reinforce_row)

    def owner(self) -> Any:
        row = self.owner_row()
        items = getattr(self.doc.scenario, self.key)
        return items[row] if 0 <= row < len(items) else None

    def current(self) -> m.EventAction | None:
        owner = self.owner()
        row = self.list.currentRow()
        return owner.do[row] if owner is not None and 0 <= row < len(owner.do) else None

    def edit(self, change: Callable[[Any], object], text: str, merge: str | None = None,
             owner_row: int | None = None) -> None:
        """Change a copy of the owner (event or card; the chosen one unless `owner_row`
        names another) and push it as one command."""
        row = self.owner_row() if owner_row is None else owner_row
        items = copy.deepcopy(getattr(self.doc.scenario, self.key))
        change(items[row])
        self.doc.undo_stack.push(COMMANDS[self.key](self.doc, items, text, merge))

    def add(self, kind: str) -> None:
        if self.owner() is None:
            return
        self.edit(lambda o: o.do.append(EDITOR_ACTIONS[kind].new(self.doc)),
                  self.tr("Add {action} action").format(action=action_labels()[kind].lower()))
        self.list.setCurrentRow(len(self.owner().do) - 1)

    def remove(self) -> None:
        row = self.list.currentRow()
        if self.current() is not None:
            self.edit(lambda o: o.do.pop(row), self.tr("Remove action"))

    def refresh(self) -> None:
        owner = self.owner()
        actions = owner.do if owner is not None else []
        texts = [f"{editor_kind(a).label()}: " + _action_text(a) for a in actions]
        if [self.list.item(i).text() for i in range(self.list.count())] != texts:
            row = self.list.currentRow()
            self.list.blockSignals(True)
            self.list.clear()
            self.list.addItems(texts)
            self.list.setCurrentRow(min(max(row, 0), len(texts) - 1))
            self.list.blockSignals(False)
        action = self.current()
        for w in (self.add_button, self.add_kind):
            w.setEnabled(owner is not None)
        self.remove_button.setEnabled(action is not None)
        if self.form is not None and (action is None or type(action) is not self.form.kind):
            self.form.deleteLater()
            self.form = None
        if action is not None and self.form is None:
            self.form = RecordForm(self.doc, action, self.dock.tools.pick_cells)
            self.form.edited.connect(self._field_edited)
            self.form_box.addWidget(self.form)
        elif self.form is not None and action is not None:
            self.form.load(action)
        if self.form is not None and isinstance(action, AIPlanChange):
            self.form.show_rows({"side", "group", *plan_rows(action.plan)})
        if self.form is not None and isinstance(action, m.ObjectiveChange):
            self.form.show_rows(objective_rows(action))
        reinforce = isinstance(action, m.Reinforce)
        shown: tuple[QWidget, ...] = (self.units, self.place_button, self.remove_unit_button)
        for shown_widget in shown:
            shown_widget.setVisible(reinforce)
        if isinstance(action, m.Reinforce):
            names = [self.tr("{unit} ({type}) at {cell}").format(
                unit=u.id, type=u.type, cell=list(u.at) if u.at else self.tr("aboard"))
                for u in action.units]
            if [self.units.item(i).text() for i in range(self.units.count())] != names:
                self.units.clear()
                self.units.addItems(names)

    def _field_edited(self, name: str, value: Any, merge: str | None) -> None:
        row = self.list.currentRow()

        def change(o: Any) -> None:
            action = o.do[row]
            setattr(action, name, value)
            if isinstance(action, m.ObjectiveChange) and name in ("change", "kind"):
                # what the new change or kind does not use goes, in the same step
                keep = objective_rows(action)
                for f in ("number", "kind", "side", "round", "unit", "area", "by_round",
                          "message"):
                    if f not in keep:
                        setattr(action, f, None)
                if "units" not in keep:
                    action.units = []

        self.edit(change,
                  self.tr("Action {field}").format(field=name),
                  f"{self.key}.action.{name}.{merge}" if merge else None)

    def place_units(self) -> None:
        owner_row, row = self.owner_row(), self.list.currentRow()

        def on_cell(cell: Cell) -> str | None:
            items = getattr(self.doc.scenario, self.key)
            if not (0 <= owner_row < len(items) and 0 <= row < len(items[owner_row].do)):
                return self.tr("The reinforcement is gone")
            action = items[owner_row].do[row]
            if not isinstance(action, m.Reinforce):
                return self.tr("The chosen action is no longer a reinforcement")
            if any(u.at == cell for u in action.units):
                return self.tr("A reinforcement already arrives at {cell}").format(cell=list(cell))
            unit_type = self.dock.tools.options.unit_type
            ground = unit_ground(self.doc, unit_type, action.side, cell)
            flying = True if ground is not None and can_fly(unit_type, self.doc.catalog) else None  # A11
            if ground is not None and not flying:  # refused as validation would flag it (A3)
                return ground
            uid = free_id(action.side[:1].lower() or "r", all_unit_ids(self.doc))
            unit = Unit(id=uid, type=unit_type, side=action.side, at=cell, flying=flying)
            self.edit(lambda o: o.do[row].units.append(unit),  # the reinforcement that
                      self.tr("Place reinforcement {unit}").format(unit=uid),  # asked, even
                      owner_row=owner_row)  # when another event or card is chosen since
            return None

        self.dock.tools.place_reinforcements(
            self.tr("Reinforcement layer: click to place units that arrive with this event; "
                    "Esc stops"), on_cell)

    def remove_unit(self) -> None:
        row, unit_row = self.list.currentRow(), self.units.currentRow()
        action = self.current()
        if isinstance(action, m.Reinforce) and 0 <= unit_row < len(action.units):
            self.edit(lambda o: o.do[row].units.pop(unit_row),
                      self.tr("Remove reinforcement unit"))


def _action_text(a: m.EventAction) -> str:
    text = editor_kind(a).text
    assert text is not None, f"the action kind {m.kind_of(a).name!r} has no text"
    return text(a)
