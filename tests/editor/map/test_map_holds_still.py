"""Issue 38 item 2: the map never moves under the pointer. Folding or unfolding the
Problems dock (the first problem, the last one fixed) resized the map view and moved its
content by half the change (about 50 px), mid-drag: area picks landed on other cells."""

from __future__ import annotations

import warnings

import pytest
from editor_helpers import cell_pos
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication


def window_pos(win, cell) -> QPoint:
    """Where a cell's centre shows, in the main window's coordinates."""
    return win.view.viewport().mapTo(win, cell_pos(win, cell))


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(5)


def set_problems(qtbot, win, shown: bool) -> None:
    """One problem in the Problems list (it unfolds) or none (it folds to its title). The
    background validation's passes are let go first: one ending late would put the real
    list (none) back, folding the dock a moment after the test unfolded it."""
    runner = win.validation
    runner.timer.stop()
    runner.worker.unregister(runner.key)
    with warnings.catch_warnings():  # PySide warns, not raises, when let go before
        warnings.simplefilter("ignore", RuntimeWarning)
        try:
            runner.signals.finished.disconnect(runner._finished)
        except (RuntimeError, TypeError):
            pass  # let go before
    win.problems.list.clear()
    if shown:
        win.problems.list.addItem("a problem")
    win.problems.refold()
    dock = win.problems
    folded = dock.minimumSizeHint().height()
    # the main window lays the docks out on a later event: wait for it (the dock's height)
    qtbot.waitUntil(lambda: (dock.height() > folded) == shown, timeout=2000)
    settle(qtbot)


@pytest.mark.parametrize("zoom,area", [(1.0, "Bottom"), (3.0, "Bottom"), (1.0, "Top")])
def test_folding_the_problems_dock_does_not_move_the_map(qtbot, window, zoom, area):
    win = window
    win.addDockWidget(getattr(Qt.DockWidgetArea, f"{area}DockWidgetArea"), win.problems)
    set_problems(qtbot, win, False)
    win.view.scale(zoom, zoom)
    win.view.center_on_cell((3, 1))
    settle(qtbot)
    heights = []
    seen = []
    for shown in (True, False, True):
        seen.append(window_pos(win, (3, 1)))
        heights.append(win.view.height())
        set_problems(qtbot, win, shown)
    seen.append(window_pos(win, (3, 1)))
    heights.append(win.view.height())
    assert len(set(heights)) > 1, heights  # the dock did fold and unfold
    assert all(abs(p.x() - seen[0].x()) <= 1 and abs(p.y() - seen[0].y()) <= 1
               for p in seen), (seen, heights)


def test_a_drag_keeps_its_cells_when_the_problems_dock_unfolds(qtbot, window):
    """Press on a cell, the first problem unfolds the dock, release where the button went
    down: the area holds that cell alone."""
    win = window
    set_problems(qtbot, win, False)
    dock = win.events
    dock.tabs.setCurrentIndex(2)
    dock.add_area_button.click()
    dock.pick_area_button.click()
    viewport = win.view.viewport()
    at = cell_pos(win, (3, 1))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at)
    height = win.view.height()
    set_problems(qtbot, win, True)
    assert win.view.height() != height
    qtbot.mouseMove(viewport, at)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at)
    assert win.doc.scenario.areas[0].cells == [(3, 1)]
    win.tools.end_transient()


def test_a_scroll_the_map_did_not_ask_for_waits_for_the_button(qtbot, window):
    """A problem shown (the map centred on its cell) while a button is held on the map
    scrolls once the button is released, never under the pointer."""
    win = window
    win.view.scale(4, 4)
    win.view.center_on_cell((0, 0))
    settle(qtbot)
    viewport = win.view.viewport()
    at = cell_pos(win, (0, 0))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at)
    win.view.center_on_cell((7, 3))  # as the Problems list's navigator does
    assert cell_pos(win, (0, 0)) == at
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at)
    assert cell_pos(win, (7, 3)) != cell_pos(win, (0, 0))
    centre = viewport.rect().center()
    assert (cell_pos(win, (7, 3)) - centre).manhattanLength() < 10


@pytest.mark.parametrize("area", ["Bottom", "Top"])
@pytest.mark.parametrize("shown_first", [False, True])
def test_a_pick_during_a_fold_lands_on_the_cell_under_the_pointer(qtbot, window, area,
                                                                   shown_first):
    """The pointer stays where the hand holds it (window coordinates); the dock folds or
    unfolds mid-drag (above the map, the viewport itself moves): the drag from one cell to
    another picks the cells under the pointer, not those the map showed there before."""
    win = window
    win.addDockWidget(getattr(Qt.DockWidgetArea, f"{area}DockWidgetArea"), win.problems)
    set_problems(qtbot, win, shown_first)
    dock = win.events
    dock.tabs.setCurrentIndex(2)
    dock.add_area_button.click()
    dock.pick_area_button.click()
    viewport = win.view.viewport()
    start, end = window_pos(win, (2, 1)), window_pos(win, (4, 1))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=viewport.mapFrom(win, start))
    height = win.view.height()
    set_problems(qtbot, win, not shown_first)
    assert win.view.height() != height  # the dock did fold or unfold mid-drag
    qtbot.mouseMove(viewport, viewport.mapFrom(win, end))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=viewport.mapFrom(win, end))
    assert sorted(win.doc.scenario.areas[0].cells) == [(2, 1), (3, 1), (4, 1)]
    win.tools.end_transient()
