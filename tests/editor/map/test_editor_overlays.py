"""Analysis and heat overlays on the real window: a chip says which overlay is on and
clears it, a legend says what the colours mean, and the colours stand out from every
terrain (RULES.md A3: reach; A5: lines of fire; A4: vision)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from editor.balance.heat_overlay import heat_color, heat_overlay
from editor.docks.analysis import BLOCKED, CLEAR, SEEN, cost_color
from editor.main_window import MainWindow
from engine.catalog import load_catalog


def cell_pos(win: MainWindow, cell) -> QPoint:
    return win.view.mapFromScene(win.view.painter_model.center(cell))


def pick(qtbot, win: MainWindow, mode: str, cell) -> None:
    dock = win.analysis
    dock.mode.setCurrentIndex(dock.mode.findData(mode))
    dock.unit_type.setCurrentIndex(dock.unit_type.findData("infantry"))
    dock.start_pick()
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_pos(win, cell))


def over(terrain: QColor, mark: QColor) -> QColor:
    """`mark` painted over `terrain`, as the map shows it."""
    a = mark.alphaF()
    return QColor.fromRgbF(*(m * a + t * (1 - a) for m, t in
                             zip(mark.getRgbF()[:3], terrain.getRgbF()[:3], strict=True)))


def distance(a: QColor, b: QColor) -> float:
    return sum((x - y) ** 2 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True)) ** 0.5


def test_A3_the_reach_overlay_shows_a_chip_with_a_legend_and_the_chip_clears_it(qtbot, window):
    pick(qtbot, window, "reach", (4, 0))
    legend = window.analysis.legend
    assert window.view.options.overlay and legend.isVisible()
    assert "Reach in one side-turn" in legend.title.text()
    top = max(int(text) for _, text in window.view.options.overlay.values())
    assert (legend.low_text.text(), legend.high_text.text()) == ("0 AP", f"{top} AP")
    window.analysis.hide()  # leaving the dock: the overlay stays, and its chip says so
    assert window.view.options.overlay and legend.isVisible()
    qtbot.mouseClick(legend.close_button, Qt.MouseButton.LeftButton)
    assert window.view.options.overlay == {} and window.view.options.marked_cells == set()
    assert not legend.isVisible()


def test_A5_the_fire_legend_names_both_colours(qtbot, window):
    pick(qtbot, window, "fire", (4, 0))
    texts = [w.text() for w in window.analysis.legend.findChildren(type(window.analysis.summary))]
    assert "in range, clear shot" in texts and "in range, line of fire blocked" in texts


def test_A3_overlay_colours_never_read_as_bare_terrain(qtbot):
    """Every overlay colour, painted on any terrain, moves it far from every terrain colour,
    so a reached road is never mistaken for an unreached one (nor for grey "blocked")."""
    terrains = [QColor(t.color) for t in load_catalog().terrain.values()]
    marks = ([cost_color(k, 10) for k in range(11)] + [CLEAR, BLOCKED, SEEN]
             + [heat_color(k, 10) for k in range(1, 11)])
    for mark in marks:
        assert mark.hsvSaturationF() > 0.8, mark.name()
        for ground in terrains:
            shown = over(ground, mark)
            assert min(distance(shown, t) for t in terrains) > 60, (mark.name(), ground.name())


def test_the_heat_overlay_has_a_chip_and_legend_that_clear_it(qtbot, window):
    window.show_heat_overlay(heat_overlay({(1, 1): 3, (2, 2): 1}), "where red's units stood")
    legend = window.heat_legend
    assert legend.isVisible() and "where red's units stood" in legend.title.text()
    assert (legend.low_text.text(), legend.high_text.text()) == ("1", "3")
    qtbot.mouseClick(legend.close_button, Qt.MouseButton.LeftButton)
    assert window.view.options.heat == {} and not legend.isVisible()
