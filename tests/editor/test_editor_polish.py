"""The small things a designer trips over: fit shows the whole map with no scrollbars, the
Save dialog offers a name, the New map dialog remembers, a fill that changes nothing leaves
no undo step, and History names each edit as specifically as Undo does."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from editor.main_window import MainWindow


def _visible_scene_rect(win: MainWindow) -> QRectF:
    view = win.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_fit_leaves_no_scrollbars_and_shows_the_last_hex_column(qtbot, window):
    for size in ((1200, 800), (900, 700), (1280, 720)):
        window.resize(*size)
        qtbot.wait(10)
        window.a_zoom_fit.trigger()
        qtbot.wait(10)
        view = window.view
        assert not view.horizontalScrollBar().isVisible(), size
        assert not view.verticalScrollBar().isVisible(), size
        visible = _visible_scene_rect(window)
        grid = window.doc.grid
        painter = view.painter_model
        for cell in ((grid.width - 1, 1), (grid.width - 1, grid.height - 1), (0, 0)):
            box = painter.polygon(cell).boundingRect()
            assert visible.contains(box), (size, cell)
        # Fitted: the map fills the view in one direction (a small margin allowed).
        extent = painter.extent()
        assert max(extent.width() / visible.width(), extent.height() / visible.height()) > 0.85
    view.zoom_by(2.0)  # zooming in again lets the map be panned past its edges as before
    assert view.horizontalScrollBar().maximum() > 0
    assert view.sceneRect().contains(painter.extent().adjusted(-10, -10, 10, 10))
    assert QPointF(0, 0) != view.mapToScene(0, 0)


def test_save_as_offers_the_scenario_name_in_the_last_folder(qtbot, window, tmp_path,
                                                             monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "missions"
    folder.mkdir()
    window.settings.setValue("last_dir", str(folder))
    window.doc.path = None
    window.doc.scenario.name = "Winter Night: Raid on Hill 112!"
    offered: list[str] = []

    def dialog(parent, title, start, filters):
        offered.append(start)
        return str(folder / "kept.yaml"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert window.files.save_as()
    assert offered == [str(folder / "winter_night_raid_on_hill_112.yaml")]
    assert (folder / "kept.yaml").exists()
    window.files.save_as()  # once saved, Save As starts from the file itself
    assert offered[-1] == str(folder / "kept.yaml")


def test_new_map_dialog_remembers_size_grid_and_terrain(qtbot, window):
    from editor.widgets.dialogs import NewMapDialog

    first = NewMapDialog(window, window.settings)
    qtbot.addWidget(first)
    first.grid.setCurrentIndex(first.grid.findData("square"))
    first.width_spin.setValue(200)
    first.height_spin.setValue(120)
    first.base_terrain.setCurrentIndex(first.base_terrain.findData("F"))
    first.accept()
    again = NewMapDialog(window, window.settings)
    qtbot.addWidget(again)
    assert again.grid.currentData() == "square"
    assert (again.width_spin.value(), again.height_spin.value()) == (200, 120)
    assert again.base_terrain.currentData() == "F"
    cancelled = NewMapDialog(window, window.settings)
    cancelled.width_spin.setValue(30)
    cancelled.reject()  # only an accepted dialog is remembered
    assert NewMapDialog(window, window.settings).width_spin.value() == 200
    window.settings.setValue("new_map/width", "wide")  # a hand-edited settings file
    assert NewMapDialog(window, window.settings).width_spin.value() == 24


def _history(win: MainWindow) -> list[str]:
    """The lines the History dock shows (its model's rows after "<empty>")."""
    model = win.history.widget().model()
    return [model.index(row, 0).data() for row in range(1, model.rowCount())]


def test_fill_or_paste_that_changes_nothing_adds_no_undo_step(qtbot, window):
    from editor_helpers import click, use

    stack = window.doc.undo_stack
    window.options.set(terrain=".")
    use(window, "Fill")
    click(qtbot, window, (0, 0))  # already open ground
    assert stack.count() == 0
    window.options.set(terrain="F")
    click(qtbot, window, (6, 3))
    assert stack.count() == 1
    click(qtbot, window, (6, 3))  # the same fill again changes nothing
    assert stack.count() == 1
    # A paste of a cell (an even row) onto itself: same terrain, nothing on it.
    told: list[str] = []
    window.doc.status_message.connect(told.append)
    window.clip = copy_region(window.doc, {(6, 2)})
    window.start_paste()
    click(qtbot, window, (6, 2))
    assert stack.count() == 1
    assert told and "change nothing" in told[-1]


def test_history_lines_name_what_each_edit_did(qtbot, window):
    from editor_helpers import click, drag, use

    doc = window.doc
    window.options.set(terrain="F", brush_radius=0)
    use(window, "Brush")
    drag(qtbot, window, [(5, 3), (6, 3), (7, 3)])
    use(window, "Select")
    click(qtbot, window, (1, 1))
    drag(qtbot, window, [(1, 1), (1, 0)])
    window.options.set(unit_type="tank", side="red")
    use(window, "Place unit")
    click(qtbot, window, (6, 0))
    doc.select([doc.scenario.unit("r2"), doc.scenario.unit("r1")])
    window.delete_selection()
    doc.select([f for f in doc.scenario.features if f.kind == "victory_point"])
    window.delete_selection()
    window.options.set(terrain=".")
    use(window, "Fill")
    click(qtbot, window, (6, 3))
    assert _history(window) == [
        "Paint 3 cells forest",
        "Move infantry r1",
        f"Place tank {doc.scenario.units[-1].id}",
        "Delete 2 units with 1 unit aboard",
        "Delete 2 features",
        "Fill 3 cells grass",
    ]
    assert _history(window)[-1] == doc.undo_stack.undoText()


from editor.tools.clipboard import copy_region  # noqa: E402
