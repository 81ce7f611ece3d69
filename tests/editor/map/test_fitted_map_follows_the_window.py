"""A map shown whole (Fit map, as a mission opens) fits again when the window is resized
(maximised, dragged bigger), and a map the designer zoomed keeps its zoom; a dock folding
beside a fitted map still leaves it where it was (tests/editor/map/test_map_holds_still.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(5)


def shows_whole_map(view) -> bool:
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    return shown.contains(view.painter_model.extent())


def test_a_fitted_map_fits_again_when_the_window_grows(qtbot, window):
    win = window
    win.resize(900, 700)
    settle(qtbot)
    win.view.zoom_fit()
    settle(qtbot)
    small = win.view.scale_factor()
    win.resize(1500, 1100)
    settle(qtbot)
    assert win.view.scale_factor() > small * 1.2
    assert win.view.is_fitted() and shows_whole_map(win.view)
    win.resize(900, 700)
    settle(qtbot)
    assert abs(win.view.scale_factor() - small) < small * 0.05
    assert shows_whole_map(win.view)


def test_a_zoomed_map_keeps_its_zoom_when_the_window_grows(qtbot, window):
    win = window
    win.resize(900, 700)
    settle(qtbot)
    win.view.zoom_fit()
    win.view.zoom_by(1.15)
    settle(qtbot)
    zoomed = win.view.scale_factor()
    win.resize(1500, 1100)
    settle(qtbot)
    assert win.view.scale_factor() == zoomed
    assert not win.view.is_fitted()
