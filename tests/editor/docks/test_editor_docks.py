"""The settings and properties docks and the map dialogs, driven through their widgets.

Each test changes the model only through the widgets, then checks the model, that one
Undo restores it, and that the result still validates.
"""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from editor.docks.properties import PropertiesDock
from editor.docks.settings import ScenarioSettingsDock
from editor.document.commands import AddThingsCommand, ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument
from editor.widgets.dialogs import NewMapDialog, ResizeMapDialog, generator_available
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text
from engine.scenario.model import Unit
from tests.conftest import FIXTURES


@pytest.fixture
def doc(qtbot):
    return ScenarioDocument(load_scenario(FIXTURES / "base.yaml"))


@pytest.fixture
def messages(doc):
    said: list[str] = []
    doc.status_message.connect(said.append)
    return said


@pytest.fixture
def picks():
    return []


@pytest.fixture
def paints():
    return []


@pytest.fixture
def settings(qtbot, doc, picks, paints):
    dock = ScenarioSettingsDock(doc, lambda prompt, on_cell, owner=None: picks.append(on_cell),
                                request_paint=lambda prompt, on_stroke: paints.append(on_stroke))
    qtbot.addWidget(dock)
    return dock


@pytest.fixture
def props(qtbot, doc):
    dock = PropertiesDock(doc)
    qtbot.addWidget(dock)
    return dock


def errors(scenario):
    model, problems = scenario_from_text(dump_scenario(scenario))
    assert model is not None, problems
    return [p.message for p in problems if p.severity == "error"]


def undo_restores(doc, before_text):
    doc.undo_stack.undo()
    assert dump_scenario(doc.scenario) == before_text


def type_into(qtbot, edit, text):
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


# -- scenario settings ------------------------------------------------------------------------
def test_name_and_description_are_one_undo_step_each(qtbot, doc, settings):
    before = dump_scenario(doc.scenario)
    type_into(qtbot, settings.name, "Dawn Raid")
    assert doc.scenario.name == "Dawn Raid"
    undo_restores(doc, before)
    assert settings.name.text() == "Test Bridge"
    settings.description.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(settings.description, " More.")
    assert doc.scenario.description.endswith(" More.")
    assert doc.undo_stack.count() == 1  # six keystrokes merge (the undone rename is dropped)
    undo_restores(doc, before)


def test_empty_name_is_refused(qtbot, doc, settings, messages):
    settings.name.clear()
    settings.name.editingFinished.emit()
    assert doc.scenario.name == "Test Bridge" and settings.name.text() == "Test Bridge"
    assert messages and doc.undo_stack.count() == 0


def test_rules_rounds_and_first_side(doc, settings):
    before = dump_scenario(doc.scenario)
    settings.ruleset.setCurrentIndex(settings.ruleset.findData("stratego"))
    assert doc.scenario.ruleset == "stratego"
    undo_restores(doc, before)
    settings.turn_system.setCurrentIndex(settings.turn_system.findData("orders"))
    assert doc.scenario.turn_system == "orders"
    undo_restores(doc, before)
    for value in (11, 12, 13):  # spin clicks merge
        settings.rounds.setValue(value)
    assert doc.scenario.rounds == 13 and doc.undo_stack.index() == 1
    undo_restores(doc, before)
    settings.first_side.setCurrentIndex(settings.first_side.findData("blue"))
    assert doc.scenario.first_side == "blue" and errors(doc.scenario) == []
    undo_restores(doc, before)


def test_calendar_fields_and_a_missing_calendar(qtbot, settings, doc):
    before = dump_scenario(doc.scenario)
    settings.season.setCurrentIndex(settings.season.findData("winter"))
    settings.start_hour.setValue(22)
    settings.hours_per_round.setValue(2)
    assert vars(doc.scenario.calendar) == {"season": "winter", "start_hour": 22,
                                           "hours_per_round": 2}
    assert errors(doc.scenario) == []
    for _ in range(3):
        doc.undo_stack.undo()
    assert dump_scenario(doc.scenario) == before

    bare = load_scenario(FIXTURES / "base.yaml")
    bare.calendar = None
    doc2 = ScenarioDocument(bare)
    dock2 = ScenarioSettingsDock(doc2, lambda *_: None)
    qtbot.addWidget(dock2)
    assert dock2.start_hour.value() == 8  # the format's default is shown
    dock2.start_hour.setValue(6)
    assert doc2.scenario.calendar.start_hour == 6 and doc2.scenario.calendar.season is None
    doc2.undo_stack.undo()
    assert doc2.scenario.calendar is None and dock2.start_hour.value() == 8


def test_add_and_remove_sides(qtbot, doc, settings, messages):
    before = dump_scenario(doc.scenario)
    qtbot.mouseClick(settings.add_side_button, Qt.MouseButton.LeftButton)
    assert [s.id for s in doc.scenario.sides] == ["red", "blue", "side3"]
    assert settings.side_list.count() == 3 and errors(doc.scenario) == []
    undo_restores(doc, before)
    assert settings.side_list.count() == 2

    asked: list[str] = []
    settings.confirm = lambda title, text: asked.append(text) or False
    settings.side_list.setCurrentRow(1)
    qtbot.mouseClick(settings.remove_side_button, Qt.MouseButton.LeftButton)
    assert "2 unit(s) and 2 feature(s)" in asked[0] and len(doc.scenario.sides) == 2
    settings.confirm = lambda title, text: True
    qtbot.mouseClick(settings.remove_side_button, Qt.MouseButton.LeftButton)
    assert [s.id for s in doc.scenario.sides] == ["red"]
    assert any("'blue' is not a side" in e for e in errors(doc.scenario))  # dangling, reported
    undo_restores(doc, before)
    settings.side_list.setCurrentRow(0)
    qtbot.mouseClick(settings.remove_side_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(settings.remove_side_button, Qt.MouseButton.LeftButton)
    assert len(doc.scenario.sides) == 1 and "at least one side" in messages[-1]


def test_activation_options_first_initiative_and_commander_ratings(qtbot, doc, settings):
    """RULES.md B `activation`: round 1's initiative and a commander's rating per side, shown
    only under that turn system, undoable, and kept in step with renamed or removed sides."""
    before = dump_scenario(doc.scenario)
    assert not settings.first_initiative.isVisibleTo(settings)
    settings.turn_system.setCurrentIndex(settings.turn_system.findData("activation"))
    assert settings.first_initiative.isVisibleTo(settings)
    assert settings.side_command.isVisibleTo(settings)
    assert (settings.side_command.minimum(), settings.side_command.maximum()) == (-5, 5)
    settings.first_initiative.setCurrentIndex(settings.first_initiative.findData("blue"))
    settings.side_list.setCurrentRow(1)
    for rating in (1, 2):  # spin clicks merge
        settings.side_command.setValue(rating)
    s = doc.scenario
    assert s.turn_options == {"first_initiative": "blue", "command": {"blue": 2}}
    assert errors(s) == []
    type_into(qtbot, settings.side_id, "azure")
    assert doc.scenario.turn_options == {"first_initiative": "azure", "command": {"azure": 2}}
    assert errors(doc.scenario) == []
    doc.undo_stack.undo()  # the rename, in one step
    assert doc.scenario.turn_options["first_initiative"] == "blue"
    settings.side_list.setCurrentRow(1)
    settings.confirm = lambda title, text: True
    settings.remove_side()
    assert doc.scenario.turn_options is None
    settings.side_list.setCurrentRow(0)
    assert settings.side_command.value() == 0
    for _ in range(4):
        doc.undo_stack.undo()
    assert dump_scenario(doc.scenario) == before


def test_rename_side_updates_every_reference_in_one_step(qtbot, doc, settings, messages):
    before = dump_scenario(doc.scenario)
    settings.side_list.setCurrentRow(1)
    type_into(qtbot, settings.side_id, "azure")
    s = doc.scenario
    assert [x.id for x in s.sides] == ["red", "azure"]
    assert s.unit("b1").side == "azure" and s.features[1].owner == "azure"
    assert s.victory.objectives[0].side == "azure" and errors(s) == []
    undo_restores(doc, before)
    settings.side_list.setCurrentRow(1)
    type_into(qtbot, settings.side_id, "red")
    assert "already a side" in messages[-1] and settings.side_id.text() == "blue"
    type_into(qtbot, settings.side_id, "9lives")
    assert "not a valid id" in messages[-1] and doc.undo_stack.index() == 0


def test_side_name_colour_and_controller(qtbot, doc, settings):
    before = dump_scenario(doc.scenario)
    settings.side_list.setCurrentRow(0)
    type_into(qtbot, settings.side_name, "Crimson Guard")
    assert doc.scenario.sides[0].name == "Crimson Guard"
    undo_restores(doc, before)
    settings.choose_colour = lambda initial: "#AA3311"
    qtbot.mouseClick(settings.side_colour, Qt.MouseButton.LeftButton)
    assert doc.scenario.sides[0].color == "#aa3311" and settings.side_colour.text() == "#aa3311"
    undo_restores(doc, before)
    settings.choose_colour = lambda initial: None  # cancelled
    qtbot.mouseClick(settings.side_colour, Qt.MouseButton.LeftButton)
    assert doc.undo_stack.index() == 0
    settings.side_controller.setCurrentIndex(settings.side_controller.findData("ai"))
    assert doc.scenario.sides[0].controller == "ai" and errors(doc.scenario) == []
    undo_restores(doc, before)


def test_victory_conditions(qtbot, doc, settings):
    before = dump_scenario(doc.scenario)
    settings.destroy_all.click()
    assert doc.scenario.victory.destroy_all is False
    undo_restores(doc, before)
    settings.hold_enabled.setChecked(False)  # unchecked means what it shows: VPs never win
    assert doc.scenario.victory.hold_points == 0 and not settings.hold_points.isEnabled()
    assert "hold_points: 0" in dump_scenario(doc.scenario)
    undo_restores(doc, before)
    settings.hold_points.setValue(1)
    assert doc.scenario.victory.hold_points == 1
    undo_restores(doc, before)
    settings.on_last_round.setCurrentIndex(settings.on_last_round.findData("red"))
    assert doc.scenario.victory.on_last_round == "red" and errors(doc.scenario) == []
    undo_restores(doc, before)
    assert settings.on_last_round.currentData() == "draw"


def test_victory_record_is_created_when_missing(qtbot):
    bare = load_scenario(FIXTURES / "base.yaml")
    bare.victory = None
    doc = ScenarioDocument(bare)
    dock = ScenarioSettingsDock(doc, lambda *_: None)
    qtbot.addWidget(dock)
    assert dock.destroy_all.isChecked()  # the default
    dock.destroy_all.setChecked(False)
    assert doc.scenario.victory.destroy_all is False
    doc.undo_stack.undo()
    assert doc.scenario.victory is None and dock.destroy_all.isChecked()


# -- objectives -------------------------------------------------------------------------------
def test_hold_until_round_and_side(doc, settings):
    before = dump_scenario(doc.scenario)
    editor = settings.objectives
    editor.list.setCurrentRow(0)
    editor.round.setValue(5)
    assert doc.scenario.victory.objectives[0].round == 5
    undo_restores(doc, before)
    editor.side.setCurrentIndex(editor.side.findData("red"))
    assert doc.scenario.victory.objectives[0].side == "red" and errors(doc.scenario) == []
    undo_restores(doc, before)
    assert editor.round.value() == 8


def test_escort_units_area_pick_and_by_round(doc, settings, paints, messages):
    before = dump_scenario(doc.scenario)
    editor = settings.objectives
    editor.list.setCurrentRow(1)
    assert editor.pages.currentIndex() == 2
    ids = [editor.escort_units.item(i).data(Qt.ItemDataRole.UserRole)
           for i in range(editor.escort_units.count())]
    assert ids == ["r1", "r2", "r3"]
    editor.escort_units.item(0).setCheckState(Qt.CheckState.Checked)
    assert doc.scenario.victory.objectives[1].units == ["r1", "r2"]
    undo_restores(doc, before)
    editor.escort_units.item(1).setCheckState(Qt.CheckState.Unchecked)  # the last one
    assert "at least one unit" in messages[-1]
    assert doc.scenario.victory.objectives[1].units == ["r2"]

    editor.pick_area_button.click()
    on_stroke = paints[-1]
    on_stroke({(6, 1)}, "set", 1)
    on_stroke({(6, 1), (6, 2)}, "set", 1)  # a drag: one stroke
    on_stroke({(7, 1)}, "add", 2)
    on_stroke({(6, 1)}, "erase", 3)
    assert doc.scenario.victory.objectives[1].area == [(6, 2), (7, 1)]
    assert errors(doc.scenario) == [] and "[6, 2]" in editor.area_label.text()
    assert doc.undo_stack.count() == 3  # one step a stroke
    for _ in range(2):
        doc.undo_stack.undo()
    undo_restores(doc, before)
    editor.by_round.setValue(7)
    assert doc.scenario.victory.objectives[1].by_round == 7
    undo_restores(doc, before)


def test_kill_unit_target_by_combo_and_by_map(doc, settings, picks, messages):
    before = dump_scenario(doc.scenario)
    editor = settings.objectives
    editor.list.setCurrentRow(2)
    editor.target.setCurrentIndex(editor.target.findData("b2"))
    assert doc.scenario.victory.objectives[2].unit == "b2"
    undo_restores(doc, before)
    editor.pick_target_button.click()
    picks[-1]((1, 1))  # r1: red's own unit
    assert "own unit" in messages[-1]
    picks[-1]((7, 3))  # b2
    assert doc.scenario.victory.objectives[2].unit == "b2" and errors(doc.scenario) == []
    undo_restores(doc, before)


def test_add_and_remove_objectives(doc, settings):
    before = dump_scenario(doc.scenario)
    editor = settings.objectives
    for k, kind in enumerate(("hold_until", "escort", "kill_unit")):
        editor.add_kind.setCurrentIndex(editor.add_kind.findData(kind))
        editor.add_button.click()
        assert doc.scenario.victory.objectives[-1].kind == kind
        assert editor.list.currentRow() == 3 + k
    assert errors(doc.scenario) == [  # an escort's area is picked, never made up
        "the escort objective of 'red' has no area; pick the cells to reach on the map "
        "(or name an area)"]
    editor.list.setCurrentRow(0)
    editor.remove_button.click()
    assert [o.kind for o in doc.scenario.victory.objectives][:2] == ["escort", "kill_unit"]
    for _ in range(4):
        doc.undo_stack.undo()
    assert dump_scenario(doc.scenario) == before


def test_an_objective_with_nothing_to_name_is_refused(doc, settings, messages):
    """A kind's `new` (editor/docks/objective_kinds.py) says why there can be none yet:
    without units no escort, without an enemy unit no kill objective; nothing is added."""
    doc.scenario.units.clear()
    editor = settings.objectives
    count = len(doc.scenario.victory.objectives)
    for kind, why in (("escort", "Place a unit first"), ("kill_unit", "Place an enemy unit")):
        editor.add_objective(kind)
        assert messages[-1].startswith(why) and len(doc.scenario.victory.objectives) == count
    editor.add_objective("hold_until")
    assert doc.scenario.victory.objectives[-1].kind == "hold_until"


def test_undo_across_a_replaced_scenario_keeps_earlier_edits_undoable(qtbot, doc, settings):
    """ReplaceScenarioCommand reinstalls the same objects, so older commands still apply."""
    before = dump_scenario(doc.scenario)
    type_into(qtbot, settings.name, "Renamed")
    settings.add_side_button.click()
    settings.objectives.list.setCurrentRow(0)
    settings.objectives.round.setValue(3)
    for _ in range(3):
        doc.undo_stack.undo()
    assert dump_scenario(doc.scenario) == before
    for _ in range(3):
        doc.undo_stack.redo()
    assert doc.scenario.name == "Renamed" and len(doc.scenario.sides) == 3
    assert doc.scenario.victory.objectives[0].round == 3


# -- properties --------------------------------------------------------------------------------
def select(doc, *ids):
    things = [doc.scenario.unit(i) if isinstance(i, str) else doc.scenario.features[i]
              for i in ids]
    doc.select(things)


def test_empty_selection_shows_a_hint(props):
    assert props.pages.currentIndex() == 0


def test_rename_unit_follows_cargo_and_objectives(qtbot, doc, props, messages):
    before = dump_scenario(doc.scenario)
    select(doc, "r2")
    type_into(qtbot, props.unit_id, "convoy")
    assert doc.scenario.unit("convoy") and doc.scenario.victory.objectives[1].units == ["convoy"]
    assert errors(doc.scenario) == []
    undo_restores(doc, before)
    select(doc, "r3")
    type_into(qtbot, props.unit_id, "doc")
    assert doc.scenario.unit("r2").cargo == ["doc"]
    undo_restores(doc, before)
    select(doc, "b1")
    type_into(qtbot, props.unit_id, "boss")
    assert doc.scenario.victory.objectives[2].unit == "boss" and errors(doc.scenario) == []
    undo_restores(doc, before)
    select(doc, "b1")
    type_into(qtbot, props.unit_id, "b2")
    assert "already a unit 'b2'" in messages[-1] and props.unit_id.text() == "b1"


def test_unit_type_side_overrides_and_name(qtbot, doc, props):
    before = dump_scenario(doc.scenario)
    select(doc, "b1")  # tank with hp 9, fuel 12
    assert props.hp.value() == 9 and props.hp.maximum() == 16 and props.fuel.value() == 12
    props.unit_type.setCurrentIndex(props.unit_type.findData("infantry"))
    b1 = doc.scenario.unit("b1")
    assert (b1.type, b1.hp, b1.fuel) == ("infantry", 9, None) and errors(doc.scenario) == []
    undo_restores(doc, before)
    assert props.unit_cell.text() == "[6, 1]"
    props.hp.setValue(props.hp.minimum())
    assert doc.scenario.unit("b1").hp is None and props.hp.text() == "default (16)"
    undo_restores(doc, before)
    assert props.hp.value() == 9  # the widget follows undo
    props.fuel.setValue(40)
    assert doc.scenario.unit("b1").fuel == 40 and errors(doc.scenario) == []
    undo_restores(doc, before)
    props.ammo.setValue(3)
    assert doc.scenario.unit("b1").ammo == 3
    undo_restores(doc, before)
    props.unit_side.setCurrentIndex(props.unit_side.findData("red"))
    assert doc.scenario.unit("b1").side == "red"
    undo_restores(doc, before)
    type_into(qtbot, props.unit_name, "Tiger")
    assert doc.scenario.unit("b1").name == "Tiger"
    undo_restores(doc, before)


def test_flying_only_for_aircraft_and_battery_for_drones(doc, props):
    select(doc, "r1")
    assert not props.unit_form.isRowVisible(props.flying)
    props.unit_type.setCurrentIndex(props.unit_type.findData("recon_drone"))
    assert props.unit_form.isRowVisible(props.flying) and props.fuel_label.text() == "Battery"
    assert props.fuel.maximum() == 4
    before = dump_scenario(doc.scenario)
    props.flying.setChecked(True)
    assert doc.scenario.unit("r1").flying is True and errors(doc.scenario) == []
    undo_restores(doc, before)


def test_carrier_side_change_takes_its_cargo_and_cargo_alone_is_refused(doc, props, messages):
    before = dump_scenario(doc.scenario)
    select(doc, "r2")
    props.unit_side.setCurrentIndex(props.unit_side.findData("blue"))
    assert doc.scenario.unit("r3").side == "blue"
    assert [e for e in errors(doc.scenario) if "escorts 'r2'" not in e] == []
    undo_restores(doc, before)
    select(doc, "r3")
    props.unit_side.setCurrentIndex(props.unit_side.findData("blue"))
    assert "unload it" in messages[-1] and doc.scenario.unit("r3").side == "red"
    assert props.unit_side.currentData() == "red"


def test_load_and_unload(qtbot, doc, props, messages):
    before = dump_scenario(doc.scenario)
    select(doc, "r2")
    assert props.cargo_box.isVisibleTo(props) and "Load 1 of 2" in props.capacity_label.text()
    assert props.load_choice.currentData() == "r1"  # adjacent
    qtbot.mouseClick(props.load_button, Qt.MouseButton.LeftButton)
    r2, r1 = doc.scenario.unit("r2"), doc.scenario.unit("r1")
    assert r2.cargo == ["r3", "r1"] and r1.at is None and errors(doc.scenario) == []
    assert "Load 2 of 2" in props.capacity_label.text()
    undo_restores(doc, before)

    props.cargo_list.setCurrentRow(0)
    qtbot.mouseClick(props.unload_button, Qt.MouseButton.LeftButton)
    r3 = doc.scenario.unit("r3")
    assert doc.scenario.unit("r2").cargo == [] and r3.at in doc.grid.neighbours((1, 2))
    assert errors(doc.scenario) == []
    undo_restores(doc, before)


def test_loading_over_capacity_is_refused(doc, props, messages):
    spare = Unit(id="r4", type="infantry", side="red", at=(0, 1))
    doc.undo_stack.push(AddThingsCommand(doc, units=[spare]))
    select(doc, "r2")
    props.load_choice.setCurrentIndex(props.load_choice.findData("r1"))
    props.load_button.click()
    props.load_choice.setCurrentIndex(props.load_choice.findData("r4"))
    count = doc.undo_stack.count()
    props.load_button.click()
    assert "cannot take r4" in messages[-1] and doc.undo_stack.count() == count
    assert doc.scenario.unit("r4").at == (0, 1)


def test_feature_fields(qtbot, doc, props, messages):
    before = dump_scenario(doc.scenario)
    select(doc, 4)  # the depot
    assert props.pages.currentIndex() == 2 and props.feature_form.isRowVisible(props.state)
    props.owner.setCurrentIndex(props.owner.findData("neutral"))
    assert doc.scenario.features[4].owner == "neutral"
    undo_restores(doc, before)
    props.feature_type.setCurrentIndex(props.feature_type.findData("hospital"))
    assert doc.scenario.features[4].type == "hospital"
    undo_restores(doc, before)
    props.state.setCurrentIndex(props.state.findData("under_construction"))
    props.progress.setValue(2)
    depot = doc.scenario.features[4]
    assert (depot.state, depot.progress) == ("under_construction", 2)
    assert errors(doc.scenario) == []
    props.state.setCurrentIndex(props.state.findData("finished"))
    assert depot.progress is None
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    undo_restores(doc, before)
    props.feature_hp.setValue(12)
    assert doc.scenario.features[4].hp == 12 and errors(doc.scenario) == []
    undo_restores(doc, before)


def test_victory_point_id_and_mine_owner(qtbot, doc, props, messages):
    before = dump_scenario(doc.scenario)
    select(doc, 2)
    assert props.feature_form.isRowVisible(props.vp_id)
    type_into(qtbot, props.vp_id, "bridgehead")
    assert doc.scenario.features[2].id == "bridgehead"
    undo_restores(doc, before)
    type_into(qtbot, props.vp_id, "vp2")
    assert "already a victory point" in messages[-1] and props.vp_id.text() == "vp1"
    select(doc, 1)  # a mine: a side must own it
    assert props.owner.findData("neutral") == -1
    props.owner.setCurrentIndex(props.owner.findData("red"))
    assert doc.scenario.features[1].owner == "red"
    undo_restores(doc, before)


def test_several_things_share_side_and_owner(doc, props):
    before = dump_scenario(doc.scenario)
    select(doc, "b1", "b2", 1, 5)  # two blue units, blue mine, blue trench
    assert props.pages.currentIndex() == 3 and props.multi_side.currentData() == "blue"
    assert "4 things" in props.multi_count.text()
    props.multi_side.setCurrentIndex(props.multi_side.findData("red"))
    s = doc.scenario
    assert {s.unit("b1").side, s.unit("b2").side, s.features[1].owner, s.features[5].owner} == {
        "red"}
    undo_restores(doc, before)
    select(doc, "r1", "b1")
    assert props.multi_side.currentData() == "\x00mixed"


# -- dialogs ----------------------------------------------------------------------------------
def test_new_map_dialog_plain(qtbot):
    dialog = NewMapDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("Fresh")
    dialog.grid.setCurrentIndex(dialog.grid.findData("square"))
    dialog.width_spin.setValue(10)
    dialog.height_spin.setValue(6)
    dialog.base_terrain.setCurrentIndex(dialog.base_terrain.findData("F"))
    dialog.accept()
    assert dialog.result() == NewMapDialog.DialogCode.Accepted
    s = dialog.result_scenario()
    assert (s.name, s.map.grid, s.map.width, s.map.height) == ("Fresh", "square", 10, 6)
    assert s.map.rows == ["F" * 10] * 6 and s.rounds == 20 and s.first_side == "red"
    assert [(x.id, x.color, x.controller) for x in s.sides] == [
        ("red", "#c0392b", "human"), ("blue", "#2e6fd8", "ai")]
    assert errors(s) == []


def test_new_map_dialog_needs_a_name(qtbot):
    dialog = NewMapDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("  ")
    dialog.accept()
    assert dialog.result() != NewMapDialog.DialogCode.Accepted and dialog.error.text()


@pytest.mark.skipif(not generator_available(), reason="engine.scenario.mapgen is not there")
def test_new_map_dialog_generates_a_valid_map(qtbot):
    dialog = NewMapDialog()
    qtbot.addWidget(dialog)
    dialog.generate.setChecked(True)
    dialog.width_spin.setValue(4)  # clamped: the generator needs room
    assert dialog.width_spin.value() == 8 and not dialog.base_terrain.isEnabled()
    dialog.width_spin.setValue(20)
    dialog.height_spin.setValue(12)
    dialog.seed.setValue(7)
    dialog.density["forest"].setValue(30)
    dialog.river.setChecked(False)
    dialog.victory_points.setValue(3)
    dialog.accept()
    s = dialog.result_scenario()
    assert (s.map.width, s.map.height, s.rounds, s.first_side) == (20, 12, 20, "red")
    assert dialog.generator_options().forest == 0.3
    assert sum(f.kind == "victory_point" for f in s.features) == 3
    assert "~" not in "".join(s.map.rows)  # no river
    assert errors(s) == []
    assert dump_scenario(dialog.result_scenario()) == dump_scenario(s)  # seeded


def test_resize_dialog_grows_around_the_centre_and_undoes(qtbot, doc):
    before = dump_scenario(doc.scenario)
    dialog = ResizeMapDialog(doc.scenario, ".")
    qtbot.addWidget(dialog)
    dialog.width_spin.setValue(12)
    dialog.height_spin.setValue(7)
    dialog.fill.setCurrentIndex(dialog.fill.findData("F"))
    qtbot.mouseClick(dialog.anchor_group.button(4), Qt.MouseButton.LeftButton)  # centre
    assert dialog.anchor() == (1, 1)
    assert dialog.offset() == (2, 0)  # hex: the 1.5 row shift becomes an even 0
    assert "even number" in dialog.summary.text()
    dialog.accept()
    doc.undo_stack.push(ReplaceScenarioCommand(doc, dialog.result_scenario(), "Resize map"))
    assert (doc.scenario.map.width, doc.scenario.map.height) == (12, 7)
    assert doc.scenario.unit("r1").at == (3, 1) and errors(doc.scenario) == []
    assert doc.scenario.map.rows[3] == "FF..HH=...FF" and doc.scenario.map.rows[4] == "F" * 12
    undo_restores(doc, before)


def test_resize_dialog_warns_about_what_falls_off(qtbot, doc):
    dialog = ResizeMapDialog(copy.deepcopy(doc.scenario))
    qtbot.addWidget(dialog)
    dialog.set_anchor(2, 2)  # keep the bottom-right corner
    dialog.width_spin.setValue(4)
    assert dialog.offset() == (-4, 0)
    assert "Falls off the map" in dialog.summary.text() and "r1" in dialog.summary.text()
    s = dialog.result_scenario()
    assert s.map.width == 4 and s.unit("r1") is None and s.unit("b2").at == (3, 3)


def test_holding_per_side_says_who_wins_and_each_number_undoes(qtbot, doc, settings):
    """Issue 38 item 8: the Victory box edits `hold_points` per side (0: never), says in
    words which side wins by holding, and every step is one undo."""
    before = dump_scenario(doc.scenario)
    assert "Any side wins holding 2" in settings.hold_summary.text()
    settings.hold_mode.setCurrentIndex(settings.hold_mode.findData("sides"))
    assert doc.scenario.victory.hold_points == {"red": 2, "blue": 2}
    assert settings.side_holds["blue"].isVisibleTo(settings)
    assert not settings.hold_points.isVisibleTo(settings)
    after_mode = dump_scenario(doc.scenario)
    settings.side_holds["blue"].setValue(0)
    assert doc.scenario.victory.hold_points == {"red": 2, "blue": 0}
    assert settings.side_holds["blue"].text() == "never"
    assert "hold_points: {red: 2, blue: 0}" in dump_scenario(doc.scenario)
    text = settings.hold_summary.text()
    assert "Red Army wins holding 2" in text and "Blue Army" not in text
    assert "never win by holding" in text
    settings.side_holds["red"].setValue(1)
    assert doc.scenario.victory.hold_points == {"red": 1, "blue": 0}
    assert errors(doc.scenario) == []
    doc.undo_stack.undo()
    assert doc.scenario.victory.hold_points == {"red": 2, "blue": 0}
    undo_restores(doc, after_mode)
    assert settings.side_holds["blue"].value() == 2
    undo_restores(doc, before)
    assert settings.hold_points.isVisibleTo(settings) and doc.scenario.victory.hold_points == 2


def test_unchecked_holding_box_means_no_game_is_won_by_victory_points(qtbot, tmp_path,
                                                                     monkeypatch):
    """The box shows what the engine will do: unchecked, `hold_points: 0`, and games that
    holding victory points won (river_crossing, among seeds 6-13) are then won otherwise."""
    from concurrent.futures import ThreadPoolExecutor

    from conftest import SCENARIOS, open_window
    from engine.balance.run import run_games
    from engine.scenario.io import load_scenario

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = SCENARIOS / "river_crossing.yaml"
    win = open_window(qtbot, tmp_path, load_scenario(path), tmp_path / "river.yaml")
    box = win.scenario_settings.hold_enabled
    assert box.isChecked()  # VPs on the map and no key: the rules' default
    with ThreadPoolExecutor(max_workers=1) as pool:
        # the games of these seeds that holding won (the AI's changes move which ones)
        played = list(run_games(win.doc.scenario, range(6, 14), pool, max_rounds=9))
        seeds = [r["seed"] for r in played if r["termination"] == "victory_points"]
        assert len(seeds) >= 2, played
        box.setChecked(False)
        assert win.doc.scenario.victory.hold_points == 0
        after = list(run_games(win.doc.scenario, seeds, pool, max_rounds=9))
    assert all(r["termination"] != "victory_points" for r in after), after
