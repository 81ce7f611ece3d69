"""The New map and Resize map dialogs, driven through their widgets."""

# ruff: noqa: F811 (the fixtures imported from dock_fixtures are the tests' arguments)

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt

from editor.document.commands import ReplaceScenarioCommand
from editor.widgets.dialogs import NewMapDialog, ResizeMapDialog, generator_available
from engine.scenario.io import dump_scenario
from tests.editor.docks.dock_fixtures import doc  # noqa: F401 (fixtures)
from tests.editor.docks.widget_steps import errors, undo_restores


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


