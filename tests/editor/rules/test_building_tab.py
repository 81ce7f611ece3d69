"""The Rules window's Buildings tab (issue 35): a building type added from a building of
the catalog, its numbers and services edited (each one undo step, checked live), a building
of it placed on the map, saved and reopened; undo takes it away again."""

from __future__ import annotations

from editor_helpers import click, use

from engine.scenario.io import read_scenario


def _palette_buildings(win) -> dict[str, str]:
    win.options.set(feature_kind="building")
    combo = win.palette_dock.feature_type
    return {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}


def add_field_hospital(rules) -> None:
    rules.show_page(rules.buildings)
    tab = rules.buildings
    tab.base.setCurrentIndex(tab.base.findData("hospital"))
    tab.new_id.setText("field_hospital")
    tab.add_button.click()


def test_a_building_type_added_edited_placed_saved_reopened_and_undone(qtbot, window):
    win, doc = window, window.doc
    rules = win.show_rules()
    tab = rules.buildings
    add_field_hospital(rules)
    assert [b["id"] for b in doc.scenario.rules.inline["buildings"]] == ["field_hospital"]
    hospital, field = doc.catalog.buildings["hospital"], doc.catalog.buildings["field_hospital"]
    assert (field.hp, field.services, field.name) == (hospital.hp, hospital.services,
                                                     "Field hospital")
    assert doc.catalog.is_own("building", "field_hospital")
    assert _palette_buildings(win)["field_hospital"].endswith("[mission]")  # at once
    assert tab.entries.count() == 1 and tab.numbers["hp"].value() == hospital.hp
    steps = doc.undo_stack.count()
    tab.numbers["hp"].setValue(11)
    tab.numbers["hp"].setValue(12)  # typing on: one step with the one before
    assert doc.undo_stack.count() == steps + 1
    tab.services["repair"].setChecked(True)
    tab.symbol.setText("FH")
    tab.symbol.textEdited.emit("FH")
    field = doc.catalog.buildings["field_hospital"]
    assert field.hp == 12 and field.services == {"heal", "repair"} and field.symbol == "FH"
    assert doc.undo_stack.count() == steps + 3 and rules.problem_messages() == []
    # the services are one step: undo it and redo it
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.catalog.buildings["field_hospital"].services == {"heal"}
    assert not tab.services["repair"].isChecked()
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert tab.services["repair"].isChecked() and tab.symbol.text() == "FH"
    # a building of it on the map, saved and reopened
    win.options.set(feature_kind="building", feature_type="field_hospital", side="red",
                    mirror="none")
    use(win, "Place feature")
    click(qtbot, win, (1, 3))
    assert [(f.kind, f.type) for f in doc.features_at((1, 3))] == [
        ("building", "field_hospital")]
    win.validation.wait()
    assert [p.message for p in doc.problems if p.severity == "error"] == []
    assert win.files.save_to(doc.path)
    scenario, problems = read_scenario(doc.path)
    assert [str(p) for p in problems if p.severity == "error"] == []
    assert scenario.rules.inline["buildings"][0]["hp"] == 12
    assert any(f.kind == "building" and f.type == "field_hospital" and f.at == (1, 3)
               for f in scenario.features)
    win.files.open_path(doc.path)
    doc = win.doc
    reopened = doc.catalog.buildings["field_hospital"]
    assert (reopened.hp, reopened.services, reopened.symbol) == (12, {"heal", "repair"}, "FH")
    rules = win.show_rules()
    tab = rules.buildings
    assert tab.entries.count() == 1 and "field_hospital" in tab.entries.item(0).text()
    tab.entries.setCurrentRow(0)
    assert tab.numbers["hp"].value() == 12 and tab.services["repair"].isChecked()
    assert [f.type for f in doc.features_at((1, 3))] == ["field_hospital"]
    # on the reopened mission, removing the type is one step, and undo brings it back
    tab.remove_button.click()
    assert "field_hospital" not in doc.catalog.buildings and tab.entries.count() == 0
    doc.undo_stack.undo()
    assert doc.catalog.buildings["field_hospital"].hp == 12 and tab.entries.count() == 1


def test_undo_takes_the_added_building_type_away(qtbot, window):
    win, doc = window, window.doc
    rules = win.show_rules()
    add_field_hospital(rules)
    assert "field_hospital" in doc.catalog.buildings
    doc.undo_stack.undo()
    assert "field_hospital" not in doc.catalog.buildings
    assert doc.scenario.rules is None and rules.buildings.entries.count() == 0
    assert "field_hospital" not in _palette_buildings(win)
    doc.undo_stack.redo()
    assert rules.buildings.entries.count() == 1 and rules.problem_messages() == []


def test_a_building_type_with_an_id_already_taken_shows_a_problem(qtbot, window):
    win = window
    rules = win.show_rules()
    rules.show_page(rules.buildings)
    tab = rules.buildings
    tab.new_id.setText("depot")  # the game's
    tab.add_button.click()
    assert any("building type 'depot' already exists" in m for m in rules.problem_messages())
    tab.remove_button.click()
    assert rules.problem_messages() == [] and tab.entries.count() == 0
