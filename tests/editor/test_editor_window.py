"""The real main window, driven offscreen: paint, place, select, copy, save, reload."""

from __future__ import annotations

import pytest
from editor_helpers import cell_pos, click, drag, use
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from conftest import FIXTURES
from editor.main_window import MainWindow
from engine.scenario.io import load_scenario, read_scenario


def test_a_brush_stroke_is_one_undo_step(qtbot, window):
    before = list(window.doc.scenario.map.rows)
    window.options.set(terrain="F", brush_radius=0)
    use(window, "Brush")
    drag(qtbot, window, [(5, 1), (6, 1), (7, 1), (7, 2)])
    rows = window.doc.scenario.map.rows
    assert [rows[r][c] for c, r in [(5, 1), (6, 1), (7, 1), (7, 2)]] == ["F"] * 4
    assert window.doc.undo_stack.count() == 1
    window.doc.undo_stack.undo()
    assert window.doc.scenario.map.rows == before
    window.doc.undo_stack.redo()
    assert window.doc.scenario.map.rows[1][6] == "F"


def test_brush_sizes_fill_and_line_and_eraser_and_picker(qtbot, window):
    doc = window.doc
    window.options.set(terrain="S", brush_radius=1)
    use(window, "Brush")
    click(qtbot, window, (5, 2))
    assert all(doc.terrain_at(c) == "S" for c in doc.grid.cells_within((5, 2), 1))
    use(window, "Eraser")
    window.options.set(brush_radius=0)
    click(qtbot, window, (5, 2))
    assert doc.terrain_at((5, 2)) == "."
    window.options.set(terrain="H")
    use(window, "Fill")
    click(qtbot, window, (3, 1))  # the lake
    assert doc.terrain_at((2, 2)) == "H" and doc.terrain_at((3, 2)) == "H"
    window.options.set(terrain="=")
    use(window, "Line")
    drag(qtbot, window, [(0, 3), (7, 3)])
    assert doc.scenario.map.rows[3] == "=" * 8
    use(window, "Picker")
    click(qtbot, window, (3, 0))
    assert window.options.terrain == "F"
    assert window.view.tool.name == "Brush"


def test_mirror_mode_paints_and_places_the_counterpart(qtbot, window):
    doc = window.doc
    window.options.set(terrain="F", brush_radius=0, mirror="rotate_180")
    use(window, "Brush")
    click(qtbot, window, (0, 1))
    twin = doc.grid.mirror((0, 1), "rotate_180")
    assert doc.terrain_at((0, 1)) == "F" and doc.terrain_at(twin) == "F"
    window.options.set(unit_type="scout", side="red")
    use(window, "Place unit")
    click(qtbot, window, (0, 2))
    placed = [u for u in doc.scenario.units if u.type == "scout"]
    assert sorted(u.side for u in placed) == ["blue", "red"]
    assert {u.at for u in placed} == {(0, 2), doc.grid.mirror((0, 2), "rotate_180")}


def test_place_every_kind_of_thing_and_bridge_refusal(qtbot, window):
    doc = window.doc
    messages = []
    doc.status_message.connect(messages.append)
    use(window, "Place unit")
    for unit_type, cell in [("sniper", (1, 0)), ("mortar", (2, 0)), ("jammer", (6, 0))]:
        window.options.set(unit_type=unit_type, side="blue")
        click(qtbot, window, cell)
        assert doc.units_at(cell)[0].type == unit_type
    use(window, "Place feature")
    window.options.set(feature_kind="bridge")
    click(qtbot, window, (1, 3))
    assert not [f for f in doc.features_at((1, 3)) if f.kind == "bridge"]
    assert messages and "only on water" in messages[-1]
    click(qtbot, window, (3, 2))
    assert [f.kind for f in doc.features_at((3, 2))] == ["bridge"]
    for kind, cell, ftype in [("mine", (4, 0), ""), ("victory_point", (6, 3), ""),
                              ("building", (1, 3), "hospital"), ("work", (0, 1), "bunker"),
                              ("wreck", (4, 3), "")]:
        window.options.set(feature_kind=kind, feature_type=ftype, side="red")
        click(qtbot, window, cell)
        assert [f.kind for f in doc.features_at(cell)][-1] == kind
    vp = [f for f in doc.features_at((6, 3))][0]
    assert vp.id == "vp3"
    window.validation.wait()
    assert [p.message for p in doc.problems if p.severity == "error"] == []


def test_select_move_delete_and_rubber_band(qtbot, window):
    doc = window.doc
    use(window, "Select")
    click(qtbot, window, (1, 1))
    assert [getattr(t, "id", None) for t in doc.selection] == ["r1"]
    drag(qtbot, window, [(1, 1), (1, 0)])
    assert doc.scenario.unit("r1").at == (1, 0)
    doc.undo_stack.undo()
    assert doc.scenario.unit("r1").at == (1, 1)
    drag(qtbot, window, [(5, 1), (7, 2)])  # starts on empty ground: a rubber band
    assert {getattr(t, "id", None) or t.kind for t in doc.selection} == {"b1", "mine"}
    window.delete_selection()
    assert doc.scenario.unit("b1") is None
    doc.undo_stack.undo()
    assert doc.scenario.unit("b1").at == (6, 1)


def test_delete_a_carrier_takes_its_cargo(qtbot, window):
    doc = window.doc
    doc.select([doc.scenario.unit("r2")])
    window.delete_selection()
    assert doc.scenario.unit("r2") is None and doc.scenario.unit("r3") is None
    doc.undo_stack.undo()
    assert doc.scenario.unit("r2").cargo == ["r3"] and doc.scenario.unit("r3") is not None


def test_copy_and_paste_a_rectangle(qtbot, window):
    doc = window.doc
    use(window, "Select")
    drag(qtbot, window, [(4, 0), (6, 1)])
    window.copy()
    assert window.clip is not None and window.clip.width == 3
    window.start_paste()
    click(qtbot, window, (4, 2))
    assert doc.terrain_at((4, 2)) == doc.terrain_at((4, 0))
    assert any(u.type == "tank" and u.at == (6, 3) for u in doc.scenario.units)
    ids = [u.id for u in doc.scenario.units]
    assert len(ids) == len(set(ids))
    doc.undo_stack.undo()
    assert not any(u.type == "tank" and u.at == (6, 3) for u in doc.scenario.units)


def test_save_reload_and_validate(qtbot, window, tmp_path):
    window.options.set(terrain="F", brush_radius=0)
    use(window, "Brush")
    click(qtbot, window, (5, 3))
    assert window.isWindowModified()
    assert window.files.save()
    assert not window.isWindowModified()
    scenario, problems = read_scenario(window.doc.path)
    assert scenario.map.rows[3][5] == "F" and problems == []
    assert str(window.doc.path.resolve()) in window.files.recent_files()


def test_save_with_problems_warns_but_saves(qtbot, window):
    window.doc.scenario.units[0].at = (3, 1)  # on water
    window.doc.contents_changed.emit()
    assert window.files.save()
    _, problems = read_scenario(window.doc.path)
    assert any("water" in p.message for p in problems)
    assert "problem" in window.statusBar().currentMessage()


def test_failed_save_keeps_work_and_file(qtbot, window, monkeypatch):
    original = window.doc.path.read_text()
    click(qtbot, window, (5, 3))  # select tool: nothing changes
    window.options.set(terrain="F")
    use(window, "Brush")
    click(qtbot, window, (5, 3))

    def fail(*_):
        raise OSError(13, "Permission denied")

    monkeypatch.setattr("editor.window.document_controller.save_scenario", fail)
    assert not window.files.save()
    assert window.told and "Permission denied" in window.told[-1][1]
    assert window.doc.path.read_text() == original
    assert window.isWindowModified() and window.doc.terrain_at((5, 3)) == "F"


def test_live_problems_list_and_jump_to_cell(qtbot, window):
    doc = window.doc
    use(window, "Place unit")
    window.options.set(unit_type="tank", side="red")
    window.options.set(mirror="none")
    doc.scenario.map.rows[2] = "..~~=..."
    click(qtbot, window, (6, 2))
    doc.scenario.map.rows[2] = "..~~=.R."  # the tank is in the ruins now
    window.validation.wait()
    qtbot.waitUntil(lambda: window.problems.list.count() == 1)
    item = window.problems.list.item(0)
    assert "ruined village" in item.text()
    window.problems.list.itemClicked.emit(item)
    assert doc.selection and doc.selection[0].at == (6, 2)
    assert (6, 2) in window.view.options.problem_cells


def test_unsaved_changes_prompt_on_close(qtbot, window):
    window.options.set(terrain="F")
    use(window, "Brush")
    click(qtbot, window, (5, 3))
    window.ask = lambda *a: QMessageBox.StandardButton.Cancel  # type: ignore[method-assign]
    assert not window.close()
    window.ask = lambda *a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    assert window.close()


def test_view_zoom_toggles_and_status(qtbot, window):
    scale = window.view.scale_factor()
    window.a_zoom_in.trigger()
    assert window.view.scale_factor() > scale
    window.a_zoom_fit.trigger()
    window.a_grid.trigger()
    assert window.view.options.show_grid is False
    window.a_units.trigger()
    window.a_features.trigger()
    assert not window.view.options.show_units and not window.view.options.show_features
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, (4, 1)))
    assert "[4, 1] Road" in window.cell_label.text()


def test_autosave_writes_a_recovery_copy_and_start_offers_it(qtbot, window, tmp_path):
    from editor.document.recovery import pending_recoveries

    window.options.set(terrain="F")
    use(window, "Brush")
    click(qtbot, window, (5, 3))
    assert window.files.autosaver.autosave()
    window.files.autosaver.lock.unlock()  # the first editor crashes: its session is gone
    (rec,) = pending_recoveries()
    assert rec.original == window.doc.path
    other = MainWindow(load_scenario(FIXTURES / "base.yaml"), None,
                       QSettings(str(tmp_path / "s2.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(other)
    other.ask = lambda *a: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
    other.files.offer_recovery()
    other.ask = lambda *a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    assert other.doc.terrain_at((5, 3)) == "F"
    assert other.isWindowModified()
    assert pending_recoveries() == []


def test_large_map_paints_without_crashing(qtbot, tmp_path):
    """Thousands of drawPolygon calls: catches a broken PySide6 pin (6.12.0 on 3.11)."""
    from benchmarks.bench_validation import big_scenario
    from editor.render.map_image import render_image

    image = render_image(big_scenario(128, 300), cell_size=5.0)
    assert image.width() > 1000 and image.height() > 900
    assert image.pixelColor(image.width() // 2, image.height() // 2).isValid()


def test_fog_of_a_side_hides_enemies_it_cannot_see(qtbot, window):
    window.set_fog_side("red")
    fog = window.view.options.fog
    assert fog is not None and (1, 1) in fog
    assert [a.text() for a in window.fog_group.actions()] == ["Nobody (no fog)", "Red Army", "Blue Army"]
    assert [a.text() for a in window.fog_group.actions() if a.isChecked()] == ["Red Army"]
    window.doc.scenario.units[0].at = (0, 3)  # the infantry moves: the fog follows
    window.doc.contents_changed.emit()
    assert window.view.options.fog != fog
    window.set_fog_side("")
    assert window.view.options.fog is None


def test_palette_minimap_and_history_docks(qtbot, window):
    palette = window.palette_dock
    palette.terrain_list.setCurrentRow(2)
    assert window.options.terrain == "F"
    palette.brush.setValue(3)
    assert window.options.brush_radius == 3
    palette.mirror.setCurrentIndex(palette.mirror.findData("left_right"))
    assert window.options.mirror == "left_right"
    palette.unit_type.setCurrentIndex(palette.unit_type.findData("mortar"))
    palette.feature_kind.setCurrentIndex(palette.feature_kind.findData("building"))
    assert window.options.feature_kind == "building" and palette.feature_type.isEnabled()
    window.options.set(brush_radius=0, mirror="none")
    use(window, "Brush")
    click(qtbot, window, (5, 3))
    history = window.history.widget()
    assert history.stack() is window.doc.undo_stack and window.doc.undo_stack.count() == 1
    window.view.zoom_by(8.0)
    minimap = window.minimap.content()
    minimap.resize(200, 120)
    minimap.repaint()
    before = window.view.mapToScene(window.view.viewport().rect().center())
    qtbot.mouseClick(minimap, Qt.MouseButton.LeftButton, pos=QPoint(5, 60))
    after = window.view.mapToScene(window.view.viewport().rect().center())
    assert after != before


def test_new_map_and_resize_dialogs_through_the_window(qtbot, window, monkeypatch):
    def fill_new(dialog):
        dialog.name.setText("Fresh")
        dialog.width_spin.setValue(12)
        dialog.height_spin.setValue(9)
        dialog.generate.setChecked(True)
        dialog.seed.setValue(7)
        return True

    monkeypatch.setattr(window, "run_dialog", fill_new)
    window.files.new_map()
    m = window.doc.scenario.map
    assert (window.doc.scenario.name, m.width, m.height) == ("Fresh", 12, 9)
    assert window.doc.path is None and window.doc.undo_stack.count() == 0
    assert "~" in m.terrain_text  # the generator's river

    def grow(dialog):
        dialog.width_spin.setValue(14)
        return True

    monkeypatch.setattr(window, "run_dialog", grow)
    window.resize_map()
    assert window.doc.scenario.map.width == 14
    window.doc.undo_stack.undo()
    assert window.doc.scenario.map.width == 12


@pytest.mark.reads_window
def test_wheel_zoom_middle_drag_and_space_drag_pan(qtbot, window):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    view = window.view
    view.zoom_by(6.0)
    scale = view.scale_factor()
    centre = QPointF(view.viewport().rect().center())
    wheel = QWheelEvent(centre, view.viewport().mapToGlobal(centre), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    view.wheelEvent(wheel)
    assert view.scale_factor() > scale
    vp = view.viewport()
    start = view.horizontalScrollBar().value()
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=QPoint(400, 300))
    qtbot.mouseMove(vp, QPoint(300, 300))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=QPoint(300, 300))
    assert view.horizontalScrollBar().value() == start + 100
    rows = list(window.doc.scenario.map.rows)
    use(window, "Brush")
    qtbot.keyPress(view, Qt.Key.Key_Space)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=QPoint(300, 300))
    qtbot.mouseMove(vp, QPoint(300, 250))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=QPoint(300, 250))
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    assert window.doc.scenario.map.rows == rows, "panning with Space must not paint"


@pytest.mark.reads_window
@pytest.mark.parametrize("corner", ("top_left", "bottom_right"))
def test_wheel_zoom_at_a_corner_keeps_the_cell_under_the_cursor(qtbot, window, corner):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    view = window.view
    view.zoom_by(3.0)
    rect = view.viewport().rect()
    at = QPointF(rect.topLeft() + QPoint(40, 40)) if corner == "top_left" else \
        QPointF(rect.bottomRight() - QPoint(40, 40))
    before = view.painter_model.cell_at(view.mapToScene(at.toPoint()))
    point_before = view.mapToScene(at.toPoint())
    for delta in (120, 120, -120, 240):
        wheel = QWheelEvent(at, view.viewport().mapToGlobal(at), QPoint(0, 0), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        view.wheelEvent(wheel)
        assert view.painter_model.cell_at(view.mapToScene(at.toPoint())) == before
    after = view.mapToScene(at.toPoint())
    assert abs(after.x() - point_before.x()) < 3 and abs(after.y() - point_before.y()) < 3


def test_analysis_dock_overlays_cost_reach_fire_and_vision(qtbot, window):
    dock = window.analysis
    dock.mode.setCurrentIndex(dock.mode.findData("cost"))
    dock.unit_type.setCurrentIndex(dock.unit_type.findData("infantry"))
    dock.start_pick()
    assert window.view.tool.name == "Pick on map"
    click(qtbot, window, (4, 0))
    assert window.view.tool.name != "Pick on map"  # one click is enough
    overlay = window.view.options.overlay
    assert overlay[(4, 1)][1] == "1" and (3, 1) not in overlay
    dock.mode.setCurrentIndex(dock.mode.findData("fire"))
    assert (6, 0) in window.view.options.overlay
    dock.mode.setCurrentIndex(dock.mode.findData("vision"))
    assert "sees" in dock.summary.text()
    dock.mode.setCurrentIndex(dock.mode.findData("reach"))
    window.options.set(terrain="=", brush_radius=0)
    use(window, "Brush")
    assert window.view.options.overlay[(5, 0)][1] == "3"  # grass 2 + the wreck 1
    click(qtbot, window, (5, 0))  # paint it road: the overlay follows shortly
    qtbot.waitUntil(lambda: window.view.options.overlay.get((5, 0), (None, ""))[1] == "2", timeout=2000)
    dock.clear()
    assert window.view.options.overlay == {}


def test_palette_choices_are_remembered_between_runs(qtbot, window, tmp_path):
    window.options.set(terrain="H", brush_radius=4, unit_type="sniper", mirror="top_bottom",
                       feature_kind="work", feature_type="bunker", feature_finished=False)
    assert window.close()
    again = MainWindow(load_scenario(FIXTURES / "base.yaml"), None,
                       QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    o = again.options
    assert (o.terrain, o.brush_radius, o.unit_type, o.mirror, o.feature_finished) == (
        "H", 4, "sniper", "top_bottom", False)
    assert (o.feature_kind, o.feature_type) == ("work", "bunker")
    palette = again.palette_dock
    assert palette.feature_kind.currentData() == "work" and palette.feature_type.currentData() == "bunker"
    assert not palette.finished.isChecked() and palette.brush.value() == 4


def test_revert_to_saved_reads_the_file_again_after_asking(qtbot, window):
    assert not window.a_revert.isEnabled()  # nothing to revert yet
    window.options.set(terrain="F", brush_radius=0)
    use(window, "Brush")
    click(qtbot, window, (5, 3))
    assert window.a_revert.isEnabled()
    window.ask = lambda *a: QMessageBox.StandardButton.Cancel  # type: ignore[method-assign]
    window.a_revert.trigger()
    assert window.doc.terrain_at((5, 3)) == "F"
    window.ask = lambda *a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    window.a_revert.trigger()
    assert window.doc.terrain_at((5, 3)) == "."
    assert not window.isWindowModified() and window.doc.undo_stack.count() == 0
    assert not window.a_revert.isEnabled()


@pytest.mark.reads_window
def test_each_tool_shows_its_own_cursor_on_the_map(qtbot, window):
    use(window, "Select")
    assert window.view.cursor().shape() == Qt.CursorShape.ArrowCursor
    use(window, "Brush")
    assert window.view.cursor().shape() == Qt.CursorShape.CrossCursor
    assert window.tools.named("Brush").parent() is window.tools  # tools do not hold the view


def test_tool_shortcuts_switch_tools_and_transient_tools_give_back_the_last_one(qtbot, window):
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    assert window.view.tool.name == "Fill"
    qtbot.keyClick(window.view, Qt.Key.Key_BracketRight)
    assert window.options.brush_radius == 1
    picked = []
    window.tools.pick_cells("Pick a cell", picked.append)
    assert window.view.tool.name == "Pick on map"
    click(qtbot, window, (2, 0))
    assert picked == [(2, 0)]
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.view.tool.name == "Fill"
    assert window.tools.actions[[t.name for t in window.tools.tools].index("Fill")].isChecked()


def test_a_pick_whose_map_went_first_ends_quietly_when_its_form_goes(qtbot, tmp_path):
    """The editor fuzzer closed a window while a form's pick on the map was on: the map
    view went before the form, whose going then gave the map its old tool back, on a view
    already deleted (RuntimeError in a slot)."""
    import shiboken6
    from PySide6.QtWidgets import QWidget

    from conftest import FIXTURES, open_window
    from engine.scenario.io import load_scenario

    win = open_window(qtbot, tmp_path, load_scenario(FIXTURES / "base.yaml"),
                      tmp_path / "base.yaml")
    form = QWidget()
    win.tools.pick_cells("Pick a cell", lambda cell: None, form)
    shiboken6.delete(win.view)
    shiboken6.delete(form)  # its pick ends with nothing left to give the tool back to
    assert shiboken6.isValid(win.tools) and not shiboken6.isValid(win.view)
