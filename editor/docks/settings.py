"""Scenario settings: name, rules, calendar, sides and victory (objectives: their own module).

Widgets only read the model; every change is an undo command. Field edits are
`SetAttributesCommand`s on the record (typing and spin clicks merge by key); edits that
change the shape of the model (a side or an objective added or removed, a calendar or
victory record created) are `ReplaceScenarioCommand`s; renaming a side is one macro.
The dock rebuilds its widgets from the model whenever the document signals a change,
so undo and redo show up here with no special care.

The dock holds the general settings and the calendar; the Sides box (docks/sides_editor.py),
the Victory box (docks/victory_box.py), the objectives (docks/objectives.py) and the
briefing (docks/briefing_edit.py) are parts of their own.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.docks.briefing_edit import BriefingEdit
from editor.docks.objectives import ObjectivesEditor, PaintRequest, PickRequest
from editor.docks.ruleset_options_edit import RulesetOptionsEdit
from editor.docks.sides_editor import SidesEditor
from editor.docks.turn_options_edit import (
    SYSTEMS_WITH_OPTIONS,
    with_first_initiative,
)
from editor.docks.victory_box import VictoryBox
from editor.docks.widget_sync import CommandPusher, fill_combo, set_text
from editor.document.commands import ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import int_range, max_length
from editor.document.texts import edited_text, fallback_text, shown_text
from engine.catalog import load_catalog
from engine.ruleset import Ruleset, UnknownRuleset, available_rulesets, ruleset_named
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Calendar, MapSpec, Scenario
from engine.scenario.packs.build import catalog_of
from engine.turns.base import available_turn_systems


def _on(part: str, name: str) -> property:
    """One of a part's widgets or methods, by the name the dock has always given it."""
    return property(lambda self: getattr(getattr(self, part), name))


def season_names() -> dict[str, str]:
    """Each season's name as shown, by its id. The ids are the engine's (rules.yaml
    `seasons`, which the dock's list reads); the names are written out for the translation
    catalogue, and tests/test_enum_copies.py checks they name every season."""
    return {"spring": QCoreApplication.translate("ScenarioSettingsDock", "spring"),
            "summer": QCoreApplication.translate("ScenarioSettingsDock", "summer"),
            "autumn": QCoreApplication.translate("ScenarioSettingsDock", "autumn"),
            "winter": QCoreApplication.translate("ScenarioSettingsDock", "winter")}


class ScenarioSettingsDock(QWidget, CommandPusher):
    """The scenario's own settings (DESIGN.md, Editor: docks): the content of the main
    window's Scenario settings dock (a LazyDock, editor/window/lazy_dock.py), which scrolls
    it."""

    def __init__(self, doc: ScenarioDocument, request_pick: PickRequest,
                 parent: QWidget | None = None,
                 request_paint: PaintRequest | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._refreshing = False
        # Modal questions go through these two hooks so tests can answer them.
        self.confirm: Callable[[str, str], bool] = self._ask
        self.choose_colour: Callable[[str], str | None] = self._colour_dialog

        body = self
        layout = QVBoxLayout(body)
        layout.addWidget(self._build_general())
        self.calendar_box = self._build_calendar()
        layout.addWidget(self.calendar_box)
        self.sides = SidesEditor(doc, self)
        layout.addWidget(self.sides)
        self.victory_box = VictoryBox(doc, self)
        layout.addWidget(self.victory_box)
        self.objectives = ObjectivesEditor(doc, request_pick, request_paint)
        layout.addWidget(self.objectives)
        self.briefing = BriefingEdit(doc)  # DESIGN.md, "Mission events"
        layout.addWidget(self.briefing)
        layout.addStretch(1)
        for combo in body.findChildren(QComboBox):  # long side names must not widen the dock
            combo.setMinimumWidth(80)
        for signal in (doc.settings_changed, doc.map_reset, doc.contents_changed,
                       doc.text_language_changed):
            signal.connect(self.refresh)
        self.refresh()

    # -- names shown for stored values -------------------------------------------------
    def season_name(self, season: str) -> str:
        return season_names().get(season, season)

    def controller_name(self, controller: str) -> str:
        return self.sides.controller_name(controller)

    def setting_name(self, key: str) -> str:
        return ({"season": self.tr("season"), "start_hour": self.tr("start hour"),
                 "hours_per_round": self.tr("hours per round")}.get(key)
                or self.victory_box.setting_name(key) or key.replace("_", " "))

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
        fill_combo(self.season, [(self.season_name(s), s) for s in load_catalog().rules.seasons],
                   None)
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
        set_text(self.name, shown_text(self.doc, s.name))
        self.name.setPlaceholderText(fallback_text(self.doc, s.name))
        set_text(self.description, shown_text(self.doc, s.description))
        self.description.setPlaceholderText(fallback_text(self.doc, s.description))
        self.ruleset.setCurrentIndex(self.ruleset.findData(s.ruleset or d.ruleset))
        self.turn_system.setCurrentIndex(self.turn_system.findData(s.turn_system or d.turn_system))
        self.rounds.setValue(s.rounds)
        side_items = [(f"{x.id}  ({x.name})" if x.name else x.id, x.id) for x in s.sides]
        fill_combo(self.first_side, side_items, s.first_side)
        with_options = (s.turn_system or d.turn_system) in SYSTEMS_WITH_OPTIONS
        self._general_form.setRowVisible(self.first_initiative, with_options)
        self.sides.side_form.setRowVisible(self.side_command, with_options)
        fill_combo(self.first_initiative, [(self.tr("rolled for"), "")] + side_items,
                   (s.turn_options or {}).get("first_initiative") or "")
        cal = s.calendar or Calendar()
        self.season.setCurrentIndex(self.season.findData(cal.season or d.season))
        self.start_hour.setValue(d.start_hour if cal.start_hour is None else cal.start_hour)
        self.hours_per_round.setValue(cal.hours_per_round or d.hours_per_round)
        self.sides.show_sides(s)
        self.victory_box.show_victory(s)
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
        self.sides.side_form.setRowVisible(self.side_command,
                                           with_options and uses("turn_options"))
        self._general_form.setRowVisible(self.rounds, uses("rounds"))
        self._general_form.setRowVisible(self.first_side, uses("first_side"))
        self.calendar_box.setVisible(uses("calendar"))
        self.victory_box.show_what_applies(uses)
        self.objectives.setVisible(uses("victory.objectives"))

    # -- general, calendar, victory -----------------------------------------------------------
    def _name_edited(self) -> None:
        text = self.name.text().strip()
        old = self.doc.scenario.name
        if text == shown_text(self.doc, old):
            return
        name = edited_text(self.doc, old, text)
        if not name:
            self.refuse(self.tr("A scenario needs a name"))
            set_text(self.name, shown_text(self.doc, old))
            return
        self.push_set(self.doc.scenario, {"name": name}, self.tr("Rename scenario"))

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
        if self._refreshing or text == shown_text(self.doc, self.doc.scenario.description):
            return
        value = edited_text(self.doc, self.doc.scenario.description, text)
        self.push_set(self.doc.scenario, {"description": value or None},
                      self.tr("Edit description"), "description")

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
        after = with_ruleset(self.doc.scenario, rules)
        dropped = len(self.doc.scenario.units) - len(after.units)
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, after, self.tr("Set ruleset: {ruleset}").format(ruleset=rules.title)))
        if dropped:
            self.doc.status_message.emit(self.tr(
                "{count} unit(s) off the new board or of types {ruleset} has not were "
                "removed; Undo brings them back").format(count=dropped, ruleset=rules.title))

    def _first_initiative_chosen(self, _: int) -> None:
        side = self.first_initiative.currentData()
        if side is not None:  # None only while the combo is refilled
            s = self.doc.scenario
            self.push_set(s, {"turn_options": with_first_initiative(s.turn_options, side or None)},
                          self.tr("Set first initiative"))

    def _set_calendar(self, key: str, value: Any) -> None:
        text = self.tr("Set {setting}").format(setting=self.setting_name(key))
        cal = self.doc.scenario.calendar
        if cal is not None:
            self.push_set(cal, {key: value}, text, f"calendar.{key}")
        elif not self._refreshing and value is not None:
            after = self.doc.snapshot()
            after.calendar = Calendar(**{key: value})
            self.push_replace(after, text)

    # -- the parts' widgets and edits, by the names the dock has always had ------------------
    side_list = _on("sides", "side_list")
    add_side_button = _on("sides", "add_side_button")
    remove_side_button = _on("sides", "remove_side_button")
    side_id = _on("sides", "side_id")
    side_name = _on("sides", "side_name")
    side_colour = _on("sides", "side_colour")
    side_controller = _on("sides", "side_controller")
    side_command = _on("sides", "side_command")
    current_side = _on("sides", "current_side")
    add_side = _on("sides", "add_side")
    remove_side = _on("sides", "remove_side")
    side_id_problem = _on("sides", "side_id_problem")
    rename_side = _on("sides", "rename_side")
    destroy_all = _on("victory_box", "destroy_all")
    hold_row = _on("victory_box", "hold_row")
    hold_enabled = _on("victory_box", "hold_enabled")
    hold_points = _on("victory_box", "hold_points")
    hold_mode = _on("victory_box", "hold_mode")
    side_holds = _on("victory_box", "side_holds")
    hold_summary = _on("victory_box", "hold_summary")
    vp_count = _on("victory_box", "vp_count")
    on_last_round = _on("victory_box", "on_last_round")

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _colour_dialog(self, initial: str) -> str | None:
        colour = QColorDialog.getColor(QColor(initial), self, self.tr("Side colour"))
        return colour.name() if colour.isValid() else None


def with_ruleset(scenario: Scenario, rules: Ruleset) -> Scenario:
    """A copy of the scenario under another ruleset with that ruleset's defaults: its
    settings, and its own board (units and features off that board are dropped, and so are
    units of a type the ruleset has not: Stratego's marshal under General Clumsy)."""
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
    known = set(rules.setup.pieces()) if rules.setup is not None \
        else set(catalog_of(after).units)
    after.units = [u for u in after.units if on_board(u.at) and u.type in known]
    after.features = [f for f in after.features if on_board(f.at)]
    return after
