"""The Scenario dock's Sides box: the list of sides with their colours, Add and Remove, and
the chosen side's id (a rename is one macro that renames every reference to it), name,
colour, controller and (activation) commander rating."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from editor.docks.property_edits import ID_PATTERN
from editor.docks.turn_options_edit import (
    command_of,
    command_range,
    renamed,
    with_command,
    without_side,
)
from editor.docks.widget_sync import CommandPusher, fill_combo, set_text
from editor.document.commands import SetAttributesCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import ID, max_length
from editor.widgets.dialogs import swatch
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Scenario, Side

CONTROLLERS = ("human", "ai")
SIDE_COLOURS = ("#c0392b", "#2e6fd8", "#27ae60", "#f39c12", "#8e44ad", "#16a085", "#7f8c8d")


class SidesHost(Protocol):
    """The dock the box is in: `_refreshing` while it writes the widgets, and the modal
    questions (hooks that tests answer), `refuse` to say why an edit is refused."""

    _refreshing: bool

    def confirm(self, title: str, text: str) -> bool: ...
    def choose_colour(self, initial: str) -> str | None: ...
    def refuse(self, message: str) -> None: ...


class SidesEditor(QGroupBox, CommandPusher):
    def __init__(self, doc: ScenarioDocument, host: SidesHost) -> None:
        super().__init__()
        self.setTitle(self.tr("Sides"))
        self.doc = doc
        self.host = host
        self._own_refresh = False  # writing the chosen side's fields
        self._side_rows: list[tuple[str, str]] = []
        layout = QVBoxLayout(self)
        self.side_list = QListWidget()
        self.side_list.setMaximumHeight(110)
        self.side_list.currentRowChanged.connect(lambda _: self.show_side())
        layout.addWidget(self.side_list)
        buttons = QHBoxLayout()
        self.add_side_button = QPushButton(self.tr("Add side"))
        self.add_side_button.clicked.connect(self.add_side)
        self.remove_side_button = QPushButton(self.tr("Remove side"))
        self.remove_side_button.clicked.connect(self.remove_side)
        buttons.addWidget(self.add_side_button)
        buttons.addWidget(self.remove_side_button)
        layout.addLayout(buttons)
        form = QFormLayout()
        self.side_id = QLineEdit()
        self.side_id.setMaxLength(max_length(ID))
        self.side_id.setToolTip(self.tr("Letters, digits, _ and -, starting with a letter; "
                                        "renaming updates every unit, feature and objective "
                                        "of the side"))
        self.side_id.editingFinished.connect(self._side_id_edited)
        form.addRow(self.tr("Id"), self.side_id)
        self.side_name = QLineEdit()
        self.side_name.editingFinished.connect(self._side_name_edited)
        form.addRow(self.tr("Name"), self.side_name)
        self.side_colour = QPushButton()
        self.side_colour.clicked.connect(self._side_colour_clicked)
        form.addRow(self.tr("Colour"), self.side_colour)
        self.side_controller = QComboBox()
        fill_combo(self.side_controller, [(self.controller_name(c), c) for c in CONTROLLERS], None)
        self.side_controller.currentIndexChanged.connect(self._side_controller_chosen)
        form.addRow(self.tr("Controller"), self.side_controller)
        self.side_command = QSpinBox()
        self.side_command.setRange(*command_range())
        self.side_command.setKeyboardTracking(False)
        self.side_command.setToolTip(self.tr("activation: the commander's rating, taken off "
                                             "the side's initiative roll (the lowest roll wins)"))
        self.side_command.valueChanged.connect(self._side_command_changed)
        form.addRow(self.tr("Commander rating"), self.side_command)
        self.side_form = form
        layout.addLayout(form)

    @property  # type: ignore[override]
    def _refreshing(self) -> bool:
        return self._own_refresh or self.host._refreshing

    def refuse(self, message: str) -> None:
        self.host.refuse(message)

    def controller_name(self, controller: str) -> str:
        return {"human": self.tr("human"), "ai": self.tr("AI")}.get(controller, controller)

    def show_sides(self, s: Scenario) -> None:
        d = scenario_defaults()
        rows = [(x.color or "#808080", f"{x.id}: {x.name or x.id} "
                 f"({self.controller_name(x.controller or d.side_controller)})") for x in s.sides]
        if rows != self._side_rows:  # rebuild only on change: keeps the current row
            row = self.side_list.currentRow()
            self.side_list.clear()
            for colour, text in rows:
                self.side_list.addItem(QListWidgetItem(swatch(colour), text))
            self.side_list.setCurrentRow(min(max(row, 0), len(rows) - 1))
            self._side_rows = rows
        self.show_side()

    def current_side(self) -> Side | None:
        row = self.side_list.currentRow()
        sides = self.doc.scenario.sides
        return sides[row] if 0 <= row < len(sides) else None

    def show_side(self) -> None:
        side = self.current_side()
        was, self._own_refresh = self._own_refresh, True
        try:
            for w in (self.side_id, self.side_name, self.side_colour, self.side_controller,
                      self.remove_side_button):
                w.setEnabled(side is not None)
            if side is None:
                return
            set_text(self.side_id, side.id)
            set_text(self.side_name, side.name or "")
            colour = side.color or "#808080"
            self.side_colour.setIcon(swatch(colour))
            self.side_colour.setText(colour if side.color else self.tr("(default)"))
            self.side_controller.setCurrentIndex(self.side_controller.findData(
                side.controller or scenario_defaults().side_controller))
            self.side_command.setValue(command_of(self.doc.scenario.turn_options, side.id))
        finally:
            self._own_refresh = was

    # -- edits ---------------------------------------------------------------------------------
    def add_side(self) -> None:
        s = self.doc.scenario
        ids = {x.id for x in s.sides}
        n = len(s.sides) + 1
        while f"side{n}" in ids:
            n += 1
        used = {(x.color or "").lower() for x in s.sides}
        colour = next((c for c in SIDE_COLOURS if c not in used), "#808080")
        after = self.doc.snapshot()
        after.sides.append(Side(id=f"side{n}", name=self.tr("Side {n}").format(n=n), color=colour,
                                controller="ai"))
        self.push_replace(after, self.tr("Add side"))
        self.side_list.setCurrentRow(len(after.sides) - 1)

    def remove_side(self) -> None:
        side = self.current_side()
        s = self.doc.scenario
        if side is None:
            return
        if len(s.sides) <= 1:
            self.refuse(self.tr("A scenario needs at least one side; add another before removing "
                                "this one"))
            return
        units = sum(u.side == side.id for u in s.units)
        features = sum(f.owner == side.id for f in s.features)
        if (units or features) and not self.host.confirm(
                self.tr("Remove side"),
                self.tr("Side '{side}' still owns {units} unit(s) and {features} feature(s). "
                        "Remove the side anyway? They keep its id, and the Problems list will "
                        "show each one to fix.").format(side=side.id, units=units,
                                                        features=features)):
            return
        after = self.doc.snapshot()
        after.sides = [x for x in after.sides if x.id != side.id]
        if after.first_side == side.id:
            after.first_side = after.sides[0].id
        after.turn_options = without_side(after.turn_options, side.id)
        self.push_replace(after, self.tr("Remove side {side}").format(side=side.id))

    def _side_id_edited(self) -> None:
        side = self.current_side()
        if side is None or self._refreshing:
            return
        new = self.side_id.text().strip()
        problem = self.side_id_problem(side.id, new)
        if problem:
            if new != side.id:
                self.refuse(problem)
            set_text(self.side_id, side.id)
            return
        self.rename_side(side, new)

    def side_id_problem(self, old: str, new: str) -> str | None:
        if new == old:
            return "unchanged"
        if not ID_PATTERN.match(new):
            return self.tr("'{id}' is not a valid id: use letters, digits, _ and -, starting "
                           "with a letter").format(id=new)
        if new == "neutral":
            return self.tr("'neutral' is reserved for things no side owns")
        if any(x.id == new for x in self.doc.scenario.sides):
            return self.tr("there is already a side '{id}'").format(id=new)
        return None

    def rename_side(self, side: Side, new: str) -> None:
        """One undo step that also renames every reference to the side."""
        s, old, stack = self.doc.scenario, side.id, self.doc.undo_stack
        stack.beginMacro(self.tr("Rename side {old} to {new}").format(old=old, new=new))
        stack.push(SetAttributesCommand(self.doc, side, {"id": new}, self.tr("Side id")))
        for u in s.units:
            if u.side == old:
                stack.push(SetAttributesCommand(self.doc, u, {"side": new}, self.tr("Unit side")))
        for f in s.features:
            if f.owner == old:
                stack.push(SetAttributesCommand(self.doc, f, {"owner": new}, self.tr("Owner")))
        if s.first_side == old:
            stack.push(SetAttributesCommand(self.doc, s, {"first_side": new}, self.tr("First side")))
        options = renamed(s.turn_options, old, new)
        if options != s.turn_options:
            stack.push(SetAttributesCommand(self.doc, s, {"turn_options": options},
                                            self.tr("Turn options")))
        if s.victory is not None:
            if s.victory.on_last_round == old:
                stack.push(SetAttributesCommand(self.doc, s.victory, {"on_last_round": new},
                                                self.tr("Last round")))
            hold = s.victory.hold_points
            if isinstance(hold, dict) and old in hold:
                stack.push(SetAttributesCommand(self.doc, s.victory, {"hold_points": {
                    (new if k == old else k): n for k, n in hold.items()}}, self.tr("Holding")))
            for o in s.victory.objectives:
                if o.side == old:
                    stack.push(SetAttributesCommand(self.doc, o, {"side": new}, self.tr("Objective")))
        stack.endMacro()

    def _side_name_edited(self) -> None:
        side = self.current_side()
        if side is not None:
            self.push_set(side, {"name": self.side_name.text().strip() or None},
                          self.tr("Rename side {side}").format(side=side.id))

    def _side_colour_clicked(self) -> None:
        side = self.current_side()
        if side is None:
            return
        colour = self.host.choose_colour(side.color or "#808080")
        if colour:
            self.push_set(side, {"color": colour.lower()},
                          self.tr("Colour of side {side}").format(side=side.id))

    def _side_controller_chosen(self, _: int) -> None:
        side = self.current_side()
        value = self.side_controller.currentData()
        if side is not None and value is not None:
            self.push_set(side, {"controller": value},
                          self.tr("Controller of side {side}").format(side=side.id))

    def _side_command_changed(self, rating: int) -> None:
        side = self.current_side()
        if side is not None:
            s = self.doc.scenario
            self.push_set(s, {"turn_options": with_command(s.turn_options, side.id, rating)},
                          self.tr("Commander of side {side}").format(side=side.id),
                          f"command.{side.id}")
