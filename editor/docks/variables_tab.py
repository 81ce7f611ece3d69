"""The Events dock's Variables tab (DESIGN.md, "Mission variables"): the mission's
variables and their starting values (`variables:`), each a row of a list; a name is
typed, a value spun. Every edit is one undo step; renaming a variable renames it in
every event and card that names it, in the same step."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.docks.property_edits import ID_PATTERN
from editor.docks.widget_sync import GuardedRefresh, set_text
from editor.document.commands import EditVariablesCommand, ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import ID, max_length
from engine.scenario import mission as m
from engine.scenario.kinds.set_var import NUMBER


def rename_variable(trigger_or_action: Any, old: str, new: str) -> None:
    """Point every use of variable `old` in this trigger or action (nested ones
    included) at `new`."""
    x = trigger_or_action
    if isinstance(x, m.VarTrigger | m.SetVar | m.AddVar) and x.name == old:
        x.name = new
    elif isinstance(x, m.Score) and x.var == old:
        x.var = new
    for inner in getattr(x, "triggers", None) or []:
        rename_variable(inner, old, new)


class VariablesTab(QWidget, GuardedRefresh):
    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Numbers the mission remembers: events set them, add to them "
                              "and test them. No side sees them, but for a score."))
        note.setWordWrap(True)
        layout.addWidget(note)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add variable"))
        self.add_button.clicked.connect(self.add_variable)
        self.remove_button = QPushButton(self.tr("Remove variable"))
        self.remove_button.clicked.connect(self.remove_variable)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        layout.addLayout(row)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("variable_name")
        self.name.setMaxLength(max_length(ID))
        self.name.editingFinished.connect(lambda: self.rename(self.name.text().strip()))
        self.value = QSpinBox()
        self.value.setObjectName("variable_value")
        self.value.setKeyboardTracking(False)
        self.value.setRange(int(NUMBER["minimum"]), int(NUMBER["maximum"]))
        self.value.valueChanged.connect(self.set_value)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Starts at"), self.value)
        layout.addLayout(form)
        layout.addStretch(1)
        self.refresh()

    def variables(self) -> dict[str, int]:
        return dict(self.doc.scenario.variables or {})

    def current(self) -> str | None:
        names = list(self.variables())
        row = self.list.currentRow()
        return names[row] if 0 <= row < len(names) else None

    def _push(self, variables: dict[str, int], text: str, merge: str | None = None) -> None:
        self.doc.undo_stack.push(EditVariablesCommand(self.doc, variables or None, text, merge))

    def add_variable(self) -> None:
        names = self.variables()
        n = 1
        while f"var{n}" in names:
            n += 1
        names[f"var{n}"] = 0
        self._push(names, self.tr("Add variable {name}").format(name=f"var{n}"))
        self.list.setCurrentRow(len(names) - 1)

    def remove_variable(self) -> None:
        name = self.current()
        if name is None:
            return
        names = self.variables()
        del names[name]
        self._push(names, self.tr("Remove variable {name}").format(name=name))

    def set_value(self, value: int) -> None:
        name = self.current()
        if self._refreshing or name is None or self.variables()[name] == value:
            return
        names = self.variables()
        names[name] = value
        self._push(names, self.tr("Variable {name} starts at {value}").format(
            name=name, value=value), f"variable.{name}.value")

    def rename(self, new: str) -> None:
        """Rename the chosen variable, and its uses in events and cards (one undo step)."""
        old = self.current()
        if self._refreshing or old is None or new == old:
            return
        problem = (self.tr("A variable needs a name of its own") if not new else
                   self.tr("'{name}' is not a valid variable name: letters, digits, _ and -, "
                           "starting with a letter").format(name=new)
                   if not ID_PATTERN.match(new) else
                   self.tr("There is already a variable called {name}").format(name=new)
                   if new in self.variables() else None)
        if problem is not None:
            self.doc.status_message.emit(problem)
            self.refresh()
            return
        after = copy.deepcopy(self.doc.scenario)
        after.variables = {new if k == old else k: v for k, v in self.variables().items()}
        for owner in [*after.events, *after.event_cards]:
            if isinstance(owner, m.MissionEvent):
                rename_variable(owner.when, old, new)
            for action in owner.do:
                rename_variable(action, old, new)
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, after, self.tr("Rename variable {old} to {new}").format(old=old, new=new)))

    def _refresh(self) -> None:
        variables = self.variables()
        row = self.list.currentRow()
        self.list.clear()
        for name, value in variables.items():
            self.list.addItem(f"{name} = {value}")
        if variables:
            self.list.setCurrentRow(min(max(row, 0), len(variables) - 1))
        name = self.current()
        for w in (self.name, self.value, self.remove_button):
            w.setEnabled(name is not None)
        set_text(self.name, name or "")
        self.value.setValue(variables.get(name, 0) if name is not None else 0)
