"""Scenario settings: name, rules, calendar, sides and victory (objectives: their own module).

Widgets only read the model; every change is an undo command. Field edits are
`SetAttributesCommand`s on the record (typing and spin clicks merge by key); edits that
change the shape of the model (a side or an objective added or removed, a calendar or
victory record created) are `ReplaceScenarioCommand`s; renaming a side is one macro.
The dock rebuilds its widgets from the model whenever the document signals a change,
so undo and redo show up here with no special care.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.docks.briefing_edit import BriefingEdit
from editor.docks.objectives import ObjectivesEditor, PaintRequest, PickRequest
from editor.docks.ruleset_options_edit import RulesetOptionsEdit
from editor.docks.turn_options_edit import (
    SYSTEMS_WITH_OPTIONS,
    command_of,
    command_range,
    renamed,
    with_command,
    with_first_initiative,
    without_side,
)
from editor.docks.widget_sync import CommandPusher, fill_combo, set_text
from editor.document.commands import ReplaceScenarioCommand, SetAttributesCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import ID, int_range, max_length
from editor.widgets.dialogs import swatch
from engine.catalog import load_catalog
from engine.ruleset import Ruleset, UnknownRuleset, available_rulesets, ruleset_named
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Calendar, MapSpec, Scenario, Side, Victory
from engine.turns.base import available_turn_systems

ID_PATTERN = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,39}$")
SEASONS = ("spring", "summer", "autumn", "winter")
CONTROLLERS = ("human", "ai")
SIDE_COLOURS = ("#c0392b", "#2e6fd8", "#27ae60", "#f39c12", "#8e44ad", "#16a085", "#7f8c8d")


class ScenarioSettingsDock(QDockWidget, CommandPusher):
    """The scenario's own settings (DESIGN.md, Editor: docks)."""

    def __init__(self, doc: ScenarioDocument, request_pick: PickRequest,
                 parent: QWidget | None = None,
                 request_paint: PaintRequest | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scenario settings"))
        self.setObjectName("ScenarioSettingsDock")
        self.doc = doc
        self._refreshing = False
        self._side_rows: list[tuple[str, str]] = []
        # Modal questions go through these two hooks so tests can answer them.
        self.confirm: Callable[[str, str], bool] = self._ask
        self.choose_colour: Callable[[str], str | None] = self._colour_dialog

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._build_general())
        self.calendar_box = self._build_calendar()
        layout.addWidget(self.calendar_box)
        layout.addWidget(self._build_sides())
        self.victory_box = self._build_victory()
        layout.addWidget(self.victory_box)
        self.objectives = ObjectivesEditor(doc, request_pick, request_paint)
        layout.addWidget(self.objectives)
        self.briefing = BriefingEdit(doc)  # DESIGN.md, "Mission events"
        layout.addWidget(self.briefing)
        layout.addStretch(1)
        for combo in body.findChildren(QComboBox):  # long side names must not widen the dock
            combo.setMinimumWidth(80)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.setWidget(scroll)
        for signal in (doc.settings_changed, doc.map_reset, doc.contents_changed):
            signal.connect(self.refresh)
        self.refresh()

    # -- names shown for stored values -------------------------------------------------
    def season_name(self, season: str) -> str:
        return {"spring": self.tr("spring"), "summer": self.tr("summer"),
                "autumn": self.tr("autumn"), "winter": self.tr("winter")}.get(season, season)

    def controller_name(self, controller: str) -> str:
        return {"human": self.tr("human"), "ai": self.tr("AI")}.get(controller, controller)

    def setting_name(self, key: str) -> str:
        return {"season": self.tr("season"), "start_hour": self.tr("start hour"),
                "hours_per_round": self.tr("hours per round"),
                "destroy_all": self.tr("destroy all"), "hold_points": self.tr("hold points"),
                "on_last_round": self.tr("on last round"),
                "objectives": self.tr("objectives")}.get(key, key.replace("_", " "))

    # -- building ---------------------------------------------------------------------
    def _build_general(self) -> QGroupBox:
        box = QGroupBox(self.tr("Scenario"))
        form = QFormLayout(box)
        self.name = QLineEdit()
        self.name.setMaxLength(max_length("/properties/name"))
        self.name.editingFinished.connect(self._name_edited)
        form.addRow(self.tr("Name"), self.name)
        self.description = QPlainTextEdit()
        self.description_limit = max_length("/properties/description")
        self.description.setFixedHeight(70)
        self.description.setTabChangesFocus(True)  # Tab moves on, never types into the mission
        self.description.textChanged.connect(self._description_edited)
        form.addRow(self.tr("Description"), self.description)
        self.ruleset = QComboBox()
        fill_combo(self.ruleset, [(r.title, name) for name, r in available_rulesets().items()],
                   None)
        self.ruleset.currentIndexChanged.connect(self._ruleset_chosen)
        form.addRow(self.tr("Ruleset"), self.ruleset)
        self.ruleset_options = RulesetOptionsEdit(  # the ruleset's own switches
            lambda options: self.push_set(self.doc.scenario, {"ruleset_options": options},
                                          self.tr("Set ruleset option")))
        form.addRow(self.tr("Ruleset options"), self.ruleset_options)
        self.turn_system = QComboBox()
        fill_combo(self.turn_system, [(t, t) for t in available_turn_systems()], None)
        self.turn_system.currentIndexChanged.connect(
            lambda _: self._set_top("turn_system", self.turn_system.currentData(),
                                    self.tr("Set turn system")))
        form.addRow(self.tr("Turn system"), self.turn_system)
        self.first_initiative = QComboBox()
        self.first_initiative.setToolTip(self.tr("activation: the side that has the initiative "
                                                 "in round 1 (otherwise both roll)"))
        self.first_initiative.currentIndexChanged.connect(self._first_initiative_chosen)
        form.addRow(self.tr("First initiative"), self.first_initiative)
        self._general_form = form
        self.rounds = QSpinBox()
        self.rounds.setRange(*int_range("/properties/rounds"))
        self.rounds.setKeyboardTracking(False)
        self.rounds.valueChanged.connect(
            lambda v: self.push_set(self.doc.scenario, {"rounds": v}, self.tr("Set rounds"),
                                    "rounds"))
        form.addRow(self.tr("Rounds"), self.rounds)
        self.first_side = QComboBox()
        self.first_side.currentIndexChanged.connect(
            lambda _: self._set_top("first_side", self.first_side.currentData(),
                                    self.tr("Set first side")))
        form.addRow(self.tr("First side"), self.first_side)
        return box

    def _build_calendar(self) -> QGroupBox:
        box = QGroupBox(self.tr("Calendar"))
        form = QFormLayout(box)
        self.season = QComboBox()
        fill_combo(self.season, [(self.season_name(s), s) for s in SEASONS], None)
        self.season.currentIndexChanged.connect(
            lambda _: self._set_calendar("season", self.season.currentData()))
        form.addRow(self.tr("Season"), self.season)
        self.start_hour = QSpinBox()
        self.start_hour.setRange(*int_range("/properties/calendar/properties/start_hour"))
        self.start_hour.setSuffix(":00")
        self.start_hour.setKeyboardTracking(False)
        self.start_hour.valueChanged.connect(lambda v: self._set_calendar("start_hour", v))
        form.addRow(self.tr("Start hour"), self.start_hour)
        self.hours_per_round = QSpinBox()
        self.hours_per_round.setRange(
            *int_range("/properties/calendar/properties/hours_per_round"))
        self.hours_per_round.setKeyboardTracking(False)
        self.hours_per_round.valueChanged.connect(
            lambda v: self._set_calendar("hours_per_round", v))
        form.addRow(self.tr("Hours per round"), self.hours_per_round)
        return box

    def _build_sides(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sides"))
        layout = QVBoxLayout(box)
        self.side_list = QListWidget()
        self.side_list.setMaximumHeight(110)
        self.side_list.currentRowChanged.connect(lambda _: self._show_side())
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
        self._side_form = form
        layout.addLayout(form)
        return box

    def _build_victory(self) -> QGroupBox:
        box = QGroupBox(self.tr("Victory"))
        form = QFormLayout(box)
        self.destroy_all = QCheckBox(self.tr("Destroying all enemy units wins"))
        self.destroy_all.toggled.connect(lambda on: self._set_victory("destroy_all", on))
        form.addRow(self.destroy_all)
        row = QHBoxLayout()
        self.hold_row = row
        self.hold_enabled = QCheckBox(self.tr("Holding"))
        self.hold_enabled.setToolTip(self.tr("Unchecked: holding victory points never wins "
                                             "(hold_points: 0)"))
        self.hold_enabled.toggled.connect(self._hold_toggled)
        self.hold_points = QSpinBox()
        self.hold_points.setRange(
            max(1, int_range("/properties/victory/properties/hold_points")[0]), 99)
        self.hold_points.setKeyboardTracking(False)
        self.hold_points.valueChanged.connect(self._hold_changed)
        self.vp_count = QLabel()
        row.addWidget(self.hold_enabled)
        row.addWidget(self.hold_points)
        row.addWidget(self.vp_count)
        form.addRow(row)
        self.on_last_round = QComboBox()
        self.on_last_round.currentIndexChanged.connect(
            lambda _: self._set_victory("on_last_round", self.on_last_round.currentData()))
        form.addRow(self.tr("After the last round"), self.on_last_round)
        self._victory_form = form
        return box

    # -- refreshing from the model ---------------------------------------------------------
    def refresh(self) -> None:
        self._refreshing = True
        try:
            self._refresh()
        finally:
            self._refreshing = False
        self.objectives.refresh()

    def _refresh(self) -> None:
        s, d = self.doc.scenario, scenario_defaults()
        set_text(self.name, s.name)
        set_text(self.description, s.description or "")
        self.ruleset.setCurrentIndex(self.ruleset.findData(s.ruleset or d.ruleset))
        self.turn_system.setCurrentIndex(self.turn_system.findData(s.turn_system or d.turn_system))
        self.rounds.setValue(s.rounds)
        side_items = [(f"{x.id}  ({x.name})" if x.name else x.id, x.id) for x in s.sides]
        fill_combo(self.first_side, side_items, s.first_side)
        with_options = (s.turn_system or d.turn_system) in SYSTEMS_WITH_OPTIONS
        self._general_form.setRowVisible(self.first_initiative, with_options)
        self._side_form.setRowVisible(self.side_command, with_options)
        fill_combo(self.first_initiative, [(self.tr("rolled for"), "")] + side_items,
                   (s.turn_options or {}).get("first_initiative") or "")
        cal = s.calendar or Calendar()
        self.season.setCurrentIndex(self.season.findData(cal.season or d.season))
        self.start_hour.setValue(d.start_hour if cal.start_hour is None else cal.start_hour)
        self.hours_per_round.setValue(cal.hours_per_round or d.hours_per_round)
        rows = [(x.color or "#808080", f"{x.id}: {x.name or x.id} "
                 f"({self.controller_name(x.controller or d.side_controller)})") for x in s.sides]
        if rows != self._side_rows:  # rebuild only on change: keeps the current row
            row = self.side_list.currentRow()
            self.side_list.clear()
            for colour, text in rows:
                self.side_list.addItem(QListWidgetItem(swatch(colour), text))
            self.side_list.setCurrentRow(min(max(row, 0), len(rows) - 1))
            self._side_rows = rows
        self._show_side()
        v = s.victory or Victory()
        self.destroy_all.setChecked(d.destroy_all if v.destroy_all is None else v.destroy_all)
        # What the engine will do (DESIGN.md: 0 = never wins; absent = the rules' default)
        vps = sum(f.kind == "victory_point" for f in s.features)
        wins_by_holding = v.hold_points != 0 and vps > 0
        self.hold_enabled.setChecked(wins_by_holding)
        self.hold_points.setEnabled(wins_by_holding)
        default = min(load_catalog().rules.default_hold_points, vps)
        self.hold_points.setValue(v.hold_points if v.hold_points else max(1, default))
        if vps == 0:
            note = self.tr("(the map has no victory points)")
        elif v.hold_points is None:
            note = self.tr("of the map's %n victory point(s) (the rules' default)", "", vps)
        else:
            note = self.tr("of the map's %n victory point(s)", "", vps)
        self.vp_count.setText(note)
        fill_combo(self.on_last_round, [(self.tr("draw"), "draw")] + [(self.tr("{side} wins").format(side=x.id), x.id)
                                                              for x in s.sides],
                   v.on_last_round or d.on_last_round)
        self._show_what_applies(s, with_options)

    def _show_what_applies(self, s: Scenario, with_options: bool) -> None:
        """Only the settings the scenario's ruleset reads (`Ruleset.settings`) show."""
        try:
            rules: Ruleset | None = ruleset_named(s.ruleset)
        except UnknownRuleset:
            rules = None

        def uses(setting: str) -> bool:
            return rules is None or rules.uses(setting)
        self._general_form.setRowVisible(self.ruleset_options,
                                         self.ruleset_options.show_scenario(s, rules))
        self._general_form.setRowVisible(self.turn_system, uses("turn_system"))
        self._general_form.setRowVisible(self.first_initiative,
                                         with_options and uses("turn_options"))
        self._side_form.setRowVisible(self.side_command, with_options and uses("turn_options"))
        self._general_form.setRowVisible(self.rounds, uses("rounds"))
        self._general_form.setRowVisible(self.first_side, uses("first_side"))
        self.calendar_box.setVisible(uses("calendar"))
        self._victory_form.setRowVisible(self.destroy_all, uses("victory.destroy_all"))
        self._victory_form.setRowVisible(self.hold_row,
                                         uses("victory.hold_points"))
        self._victory_form.setRowVisible(self.on_last_round, uses("victory.on_last_round"))
        self.objectives.setVisible(uses("victory.objectives"))

    def current_side(self) -> Side | None:
        row = self.side_list.currentRow()
        sides = self.doc.scenario.sides
        return sides[row] if 0 <= row < len(sides) else None

    def _show_side(self) -> None:
        side = self.current_side()
        was, self._refreshing = self._refreshing, True
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
            self._refreshing = was

    # -- general, calendar, victory -----------------------------------------------------------
    def _name_edited(self) -> None:
        text = self.name.text().strip()
        if not text:
            self.refuse(self.tr("A scenario needs a name"))
            set_text(self.name, self.doc.scenario.name)
            return
        self.push_set(self.doc.scenario, {"name": text}, self.tr("Rename scenario"))

    def _description_edited(self) -> None:
        text = self.description.toPlainText()
        if len(text) > self.description_limit:  # a paste past the schema's maxLength
            text = text[: self.description_limit]
            self.description.blockSignals(True)
            self.description.setPlainText(text)
            self.description.moveCursor(QTextCursor.MoveOperation.End)
            self.description.blockSignals(False)
            self.refuse(self.tr("A description holds at most {limit} characters; the rest was "
                                "cut").format(limit=f"{self.description_limit:,}"))
        self.push_set(self.doc.scenario, {"description": text or None}, self.tr("Edit description"),
                      "description")

    def _set_top(self, key: str, value: Any, text: str) -> None:
        if value is not None:
            self.push_set(self.doc.scenario, {key: value}, text)

    def _ruleset_chosen(self, _: int) -> None:
        """Switching the ruleset is one undo step that also sets that ruleset's defaults
        (its board, its rounds; `Ruleset.defaults`)."""
        name = self.ruleset.currentData()
        if self._refreshing or name is None or name == (self.doc.scenario.ruleset
                                                       or scenario_defaults().ruleset):
            return
        rules = ruleset_named(name)
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, with_ruleset(self.doc.scenario, rules), self.tr("Set ruleset: {ruleset}").format(ruleset=rules.title)))

    def _first_initiative_chosen(self, _: int) -> None:
        side = self.first_initiative.currentData()
        if side is not None:  # None only while the combo is refilled
            s = self.doc.scenario
            self.push_set(s, {"turn_options": with_first_initiative(s.turn_options, side or None)},
                          self.tr("Set first initiative"))

    def _side_command_changed(self, rating: int) -> None:
        side = self.current_side()
        if side is not None:
            s = self.doc.scenario
            self.push_set(s, {"turn_options": with_command(s.turn_options, side.id, rating)},
                          self.tr("Commander of side {side}").format(side=side.id),
                          f"command.{side.id}")

    def _set_calendar(self, key: str, value: Any) -> None:
        text = self.tr("Set {setting}").format(setting=self.setting_name(key))
        cal = self.doc.scenario.calendar
        if cal is not None:
            self.push_set(cal, {key: value}, text, f"calendar.{key}")
        elif not self._refreshing and value is not None:
            after = self.doc.snapshot()
            after.calendar = Calendar(**{key: value})
            self.push_replace(after, text)

    def _set_victory(self, key: str, value: Any, merge_key: str | None = None) -> None:
        text = self.tr("Set victory: {setting}").format(setting=self.setting_name(key))
        v = self.doc.scenario.victory
        if v is not None:
            self.push_set(v, {key: value}, text, merge_key)
        elif not self._refreshing:
            after = self.doc.snapshot()
            after.victory = Victory(**{key: value})
            self.push_replace(after, text)

    def _hold_toggled(self, on: bool) -> None:
        self.hold_points.setEnabled(on)
        self._set_victory("hold_points", self.hold_points.value() if on else 0)

    def _hold_changed(self, value: int) -> None:
        if self.hold_enabled.isChecked():
            self._set_victory("hold_points", value, "hold_points")

    # -- sides ---------------------------------------------------------------------------------
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
        if (units or features) and not self.confirm(
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
        colour = self.choose_colour(side.color or "#808080")
        if colour:
            self.push_set(side, {"color": colour.lower()}, self.tr("Colour of side {side}").format(side=side.id))

    def _side_controller_chosen(self, _: int) -> None:
        side = self.current_side()
        value = self.side_controller.currentData()
        if side is not None and value is not None:
            self.push_set(side, {"controller": value}, self.tr("Controller of side {side}").format(side=side.id))

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _colour_dialog(self, initial: str) -> str | None:
        colour = QColorDialog.getColor(QColor(initial), self, self.tr("Side colour"))
        return colour.name() if colour.isValid() else None


def with_ruleset(scenario: Scenario, rules: Ruleset) -> Scenario:
    """A copy of the scenario under another ruleset with that ruleset's defaults: its
    settings, and its own board (units and features off that board are dropped)."""
    after = copy.deepcopy(scenario)
    after.ruleset = rules.name
    after.ruleset_options = None  # the options are the old ruleset's
    for key, value in rules.defaults.items():
        if key == "map":
            after.map = MapSpec(width=int(value["width"]), height=int(value["height"]),
                                rows=list(value["rows"]), grid=value.get("grid"))
        elif hasattr(after, key):
            setattr(after, key, copy.deepcopy(value))
    width, height = after.map.width, after.map.height

    def on_board(at: Any) -> bool:
        return at is None or (0 <= at[0] < width and 0 <= at[1] < height)
    after.units = [u for u in after.units if on_board(u.at)]
    after.features = [f for f in after.features if on_board(f.at)]
    return after
