"""Issue 38 item 3: the cell-set tools (an area's cells, a deployment zone) fill the line
between two mouse positions, as the terrain brush does, so a fast drag skips no cell."""

from __future__ import annotations

from editor_helpers import drag


def test_a_fast_drag_paints_every_cell_of_an_area(qtbot, window):
    win = window
    dock = win.events
    dock.tabs.setCurrentIndex(2)
    dock.add_area_button.click()
    dock.pick_area_button.click()
    drag(qtbot, win, [(0, 0), (7, 0)])  # one mouse move across the whole row
    assert sorted(win.doc.scenario.areas[0].cells) == [(c, 0) for c in range(8)]
    win.doc.undo_stack.undo()  # the stroke is still one undo step
    assert win.doc.scenario.areas[0].cells == []
    win.tools.end_transient()


def test_a_fast_drag_paints_every_cell_of_a_deployment_zone(qtbot, window):
    win = window
    dock = win.events
    dock.deployment.zone_side.setCurrentIndex(dock.deployment.zone_side.findData("red"))
    dock.deployment.paint_zone_button.click()
    drag(qtbot, win, [(0, 3), (6, 3), (6, 0)])
    zone = set(win.doc.scenario.deployment_zone("red"))
    expected = set(win.doc.grid.line((0, 3), (6, 3))) | set(win.doc.grid.line((6, 3), (6, 0)))
    assert len(expected) >= 10
    assert zone == expected
    win.tools.end_transient()
