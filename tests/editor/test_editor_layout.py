"""The window's layout: the map gets the room at 1280x720, the docks stand tabbed on the
right, an empty Problems list folds to its title, and the designer's layout is kept."""

from __future__ import annotations

import shutil

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget

from conftest import FIXTURES
from editor.main_window import MainWindow
from engine.scenario.io import read_scenario

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


def start(qtbot, tmp_path, width: int = 1280, height: int = 720, text: str | None = None) -> MainWindow:
    """The editor as it starts: its settings file (shared between starts), sized, shown."""
    path = tmp_path / "base.yaml"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    elif not path.exists():
        shutil.copy(FIXTURES / "base.yaml", path)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    scenario, problems = read_scenario(path)
    assert scenario is not None
    win = MainWindow(scenario, path, settings)
    win.doc.set_problems(problems)
    qtbot.addWidget(win)
    if not settings.contains("window/geometry"):
        win.resize(width, height)
    win.show()
    qtbot.waitExposed(win)
    QApplication.processEvents()
    return win


def map_share(win: MainWindow) -> float:
    return (win.view.width() * win.view.height()) / (win.width() * win.height())


def test_at_1280x720_the_map_gets_most_of_the_window(qtbot, tmp_path, monkeypatch):
    """Issue point 11: the map had under half the window, an empty Problems dock 130 px tall."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    win = start(qtbot, tmp_path)
    assert (win.width(), win.height()) == (1280, 720)
    assert map_share(win) >= 0.60, map_share(win)
    assert not win.doc.problems and win.problems.folded
    assert win.problems.height() <= 30
    assert win.problems_button.text() == "No problems"
    # one column on the right, two tabbed groups
    for dock in win.docks[:-1]:
        assert win.dockWidgetArea(dock) == RIGHT, dock.windowTitle()
        assert not dock.isFloating()
    assert set(win.tabifiedDockWidgets(win.properties)) == {win.scenario_settings, win.events}
    assert win.minimap in win.tabifiedDockWidgets(win.palette_dock)


def test_the_first_problem_unfolds_the_list_and_the_status_count_shows_it(qtbot, tmp_path, monkeypatch,
                                                                       base_text):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    win = start(qtbot, tmp_path, text=base_text.replace("type: tank", "type: tnak", 1))
    win.validation.wait()
    qtbot.waitUntil(lambda: win.problems.list.count() > 0)
    QApplication.processEvents()
    assert not win.problems.folded
    assert win.problems.height() >= 80
    assert win.problems_button.text() == "1 error"
    win.problems.hide()
    win.problems_button.click()
    assert win.problems.isVisible()


def test_the_designers_layout_survives_a_restart_and_reset_layout_undoes_it(qtbot, tmp_path,
                                                                          monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    first = start(qtbot, tmp_path)
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.palette_dock)
    first.history.setFloating(True)
    first.resize(760, 560)  # within the offscreen screen, which restoreGeometry keeps to
    first.close()
    again = start(qtbot, tmp_path)
    assert again.dockWidgetArea(again.palette_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.history.isFloating()
    assert (again.width(), again.height()) == (760, 560)
    reset = next(a for a in again.menuBar().actions()[2].menu().actions()  # type: ignore[union-attr]
                 if a is again.a_reset_layout)
    reset.trigger()
    QApplication.processEvents()
    assert again.dockWidgetArea(again.palette_dock) == RIGHT
    assert not again.history.isFloating()
    assert again.history in again.tabifiedDockWidgets(again.palette_dock)
    assert all(d.isVisible() for d in again.docks)
    again.close()
    third = start(qtbot, tmp_path)
    assert third.dockWidgetArea(third.palette_dock) == RIGHT


def test_a_layout_saved_by_the_older_editor_is_not_restored(qtbot, tmp_path, monkeypatch):
    """The old default put the palette on the left: its saved state (version 0) is dropped."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    first = start(qtbot, tmp_path)
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.palette_dock)
    old_state = first.saveState()  # version 0, as the editor before saved it
    first.close()
    first.settings.setValue("window/state", old_state)
    first.settings.sync()
    again = start(qtbot, tmp_path)
    assert again.dockWidgetArea(again.palette_dock) == RIGHT
    assert isinstance(again.palette_dock, QDockWidget)


def test_a_floating_or_side_problems_list_never_folds(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    win = start(qtbot, tmp_path)
    assert win.problems.folded
    win.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, win.problems)
    QApplication.processEvents()
    assert not win.problems.folded
    assert win.problems.maximumHeight() > 1000
    win.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, win.problems)
    QApplication.processEvents()
    assert win.problems.folded
