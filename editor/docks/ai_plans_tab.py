"""The Events dock's AI tab: the computer player's plans of the mission (the `ai:` key,
docs/design.md "AI plans"). For the chosen side, its groups; for the chosen group, its
name, its units (picked on the map), its plan (attack or defend an area, hold, patrol a
route, wait in reserve until a round or an event), its aggression and where it sets up.
Every edit is one undo step (`EditAIPlansCommand`), validated live like the rest; a side
with no group keeps the computer player's own judgement."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.docks.event_kinds import PLAN_FIELDS, plan_labels, plan_rows
from editor.docks.mission_form import PickRequest, RecordForm
from editor.docks.property_edits import ID_PATTERN
from editor.docks.widget_sync import fill_combo, set_text
from editor.document.commands import EditAIPlansCommand, EditEventsCommand
from editor.document.scenario_document import ScenarioDocument
from engine.scenario.ai_plans import AIGroup
from engine.scenario.kinds.ai_plan import AIPlanChange

GROUP_FIELDS: tuple[tuple[str, str], ...] = (
    ("units", "units"), *PLAN_FIELDS, ("start", "opt_area"))


def free_group_id(taken: set[str]) -> str:
    n = 1
    while f"group{n}" in taken:
        n += 1
    return f"group{n}"


class AIPlansTab(QWidget):
    """The groups of one side and the chosen group's form."""

    def __init__(self, doc: ScenarioDocument, request_pick: PickRequest,
                 tell: Callable[[str], None]) -> None:
        super().__init__()
        self.doc, self.request_pick, self.tell = doc, request_pick, tell
        self.form: RecordForm | None = None
        self._refreshing = False
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(lambda _: self.refresh())
        top.addRow(self.tr("Side"), self.side)
        layout.addLayout(top)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.groups = QListWidget()
        self.groups.setMaximumHeight(110)
        self.groups.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.groups)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add group"))
        self.add_button.clicked.connect(self.add_group)
        self.remove_button = QPushButton(self.tr("Remove group"))
        self.remove_button.clicked.connect(self.remove_group)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        layout.addLayout(row)
        name_row = QFormLayout()
        self.group_id = QLineEdit()
        self.group_id.setMaxLength(40)
        self.group_id.editingFinished.connect(self._renamed)
        name_row.addRow(self.tr("Name"), self.group_id)
        layout.addLayout(name_row)
        self.form_box = QVBoxLayout()
        layout.addLayout(self.form_box)
        layout.addStretch(1)
        self.refresh()

    # -- what is chosen ------------------------------------------------------------------
    def side_id(self) -> str | None:
        data = self.side.currentData()
        return data if isinstance(data, str) else None

    def side_groups(self) -> list[AIGroup]:
        side = self.side_id()
        return self.doc.scenario.ai.get(side, []) if side else []

    def current(self) -> AIGroup | None:
        groups, row = self.side_groups(), self.groups.currentRow()
        return groups[row] if 0 <= row < len(groups) else None

    # -- edits ---------------------------------------------------------------------------
    def edit(self, change: Callable[[dict[str, list[AIGroup]]], object], text: str,
             merge: str | None = None) -> None:
        """Change a copy of the `ai:` key and push it as one undo step."""
        ai = copy.deepcopy(self.doc.scenario.ai)
        change(ai)
        self.doc.undo_stack.push(EditAIPlansCommand(
            self.doc, {s: g for s, g in ai.items() if g}, text, merge))

    def add_group(self) -> None:
        side = self.side_id()
        if side is None:
            return
        gid = free_group_id({g.id for g in self.side_groups()})
        self.edit(lambda ai: ai.setdefault(side, []).append(AIGroup(id=gid, plan="hold")),
                  self.tr("Add AI group {group}").format(group=gid))
        self.groups.setCurrentRow(len(self.side_groups()) - 1)

    def remove_group(self) -> None:
        side, row, group = self.side_id(), self.groups.currentRow(), self.current()
        if side is None or group is None:
            return
        self.edit(lambda ai: ai[side].pop(row),
                  self.tr("Remove AI group {group}").format(group=group.id))

    def _renamed(self) -> None:
        side, row, group = self.side_id(), self.groups.currentRow(), self.current()
        new = self.group_id.text().strip()
        if side is None or group is None or new == group.id:
            return
        if not ID_PATTERN.match(new) or any(g.id == new for g in self.side_groups()):
            self.tell(self.tr("'{id}' cannot name a group: use letters, digits, _ and -, "
                              "starting with a letter, and a name no other group of the "
                              "side has").format(id=new))
            set_text(self.group_id, group.id)
            return
        old = group.id
        events = copy.deepcopy(self.doc.scenario.events)
        renamed = False
        for e in events:  # the ai_plan actions that name the group follow it
            for a in e.do:
                if isinstance(a, AIPlanChange) and a.side == side and a.group == old:
                    a.group, renamed = new, True
        stack = self.doc.undo_stack
        stack.beginMacro(self.tr("Rename AI group {old} to {new}").format(old=old, new=new))
        self.edit(lambda ai: setattr(ai[side][row], "id", new), "")
        if renamed:
            stack.push(EditEventsCommand(self.doc, events, ""))
        stack.endMacro()

    def _field_edited(self, name: str, value: Any, merge: str | None) -> None:
        side, row = self.side_id(), self.groups.currentRow()
        if side is None or self.current() is None:
            return
        self.edit(lambda ai: setattr(ai[side][row], name, value),
                  self.tr("AI group {field}").format(field=self.form.label(name).lower()
                                                     if self.form else name),
                  f"ai.{side}.{row}.{name}.{merge}" if merge else None)

    # -- refresh -------------------------------------------------------------------------
    def refresh(self) -> None:
        if self._refreshing:  # refilling a combo box or the list calls back here
            return
        self._refreshing = True
        try:
            self._refresh()
        finally:
            self._refreshing = False

    def _refresh(self) -> None:
        s = self.doc.scenario
        side = self.side_id()
        fill_combo(self.side, [(x.name or x.id, x.id) for x in s.sides],
                   side if side in {x.id for x in s.sides} else (s.sides[0].id if s.sides
                                                                   else None))
        groups = self.side_groups()
        labels = plan_labels()
        texts = [self.tr("{group}: {plan}, %n unit(s)", "", len(g.units)).format(
            group=g.id, plan=labels.get(g.plan, g.plan)) for g in groups]
        if [self.groups.item(i).text() for i in range(self.groups.count())] != texts:
            row = self.groups.currentRow()
            self.groups.blockSignals(True)
            self.groups.clear()
            self.groups.addItems(texts)
            self.groups.setCurrentRow(min(max(row, 0), len(texts) - 1))
            self.groups.blockSignals(False)
        self.note.setText(self.tr("No group: this side follows the computer player's own "
                                  "judgement.") if not groups else "")
        self.note.setVisible(not groups)
        group = self.current()
        self.remove_button.setEnabled(group is not None)
        self.add_button.setEnabled(self.side_id() is not None)
        self.group_id.setEnabled(group is not None)
        set_text(self.group_id, group.id if group is not None else "")
        if group is None and self.form is not None:
            self.form.deleteLater()
            self.form = None
        elif group is not None and self.form is None:
            self.form = RecordForm(self.doc, group, self.request_pick,
                                   form_fields=GROUP_FIELDS, schema_def="ai_group")
            self.form.edited.connect(self._field_edited)
            self.form_box.addWidget(self.form)
        elif group is not None and self.form is not None:
            self.form.load(group)
        if group is not None and self.form is not None:
            self.form.show_rows({"units", "start", *plan_rows(group.plan)})
