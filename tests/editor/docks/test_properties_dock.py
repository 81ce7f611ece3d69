"""The properties dock (units, features, several things at once), driven through its
widgets: each test changes the model only through them, then checks the model, that one
Undo restores it, and that the result still validates."""

# ruff: noqa: F811 (the fixtures imported from dock_fixtures are the tests' arguments)

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.document.commands import AddThingsCommand
from engine.scenario.io import dump_scenario
from engine.scenario.model import Unit
from tests.editor.docks.dock_fixtures import doc, messages, props  # noqa: F401 (fixtures)
from tests.editor.docks.widget_steps import errors, type_into, undo_restores


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


