"""The map's look from the View menu: terrain transitions (soft edges where two terrains
meet, a look only) and the colour-blind safe palette, both remembered, both drawn by the
editor, the play-test and `clumsy render`."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor

from conftest import open_window
from editor.map.palettes import COLOUR_BLIND_SIDES, COLOUR_BLIND_TERRAIN
from editor.render.map_image import Look, render_image
from engine.catalog import load_catalog
from engine.scenario.model import Calendar, MapSpec, Scenario, Side, Victory


def _two_cells(grid: str) -> Scenario:
    return Scenario(name="Shore", map=MapSpec(grid=grid, width=2, height=1, rows=[".~"]),
                    sides=[Side("red", "Red", "#c0392b"), Side("blue", "Blue", "#2e6fd8")],
                    first_side="red", rounds=5, turn_system="sides", calendar=Calendar(),
                    features=[], units=[], victory=Victory(destroy_all=True))


def _pixel_by_the_shore(grid: str, look: Look) -> QColor:
    image = render_image(_two_cells(grid), 40.0, show_grid=False, look=look)
    # the grass cell's centre is (x0, y); the shared side lies to its right
    y = image.height() // 2
    x = image.width() // 2 - 6  # just inside the grass, by the water
    return image.pixelColor(x, y)


def test_a_transition_draws_a_shore_on_the_land_by_the_water_on_both_grids():
    grass = QColor("#9cc46a")
    for grid in ("hex", "square"):
        plain = _pixel_by_the_shore(grid, Look(transitions=False))
        shore = _pixel_by_the_shore(grid, Look(transitions=True))
        assert plain.name() == grass.name(), grid
        assert shore.name() != grass.name(), grid  # foam and sand over the grass
        assert shore.lightness() > grass.lightness(), grid


def test_the_view_menu_switches_transitions_and_remembers_it(qtbot, window, tmp_path):
    view = window.view
    model = view.painter_model
    assert window.a_transitions.isChecked() and model.transitions  # on at first
    view.resetTransform()
    model.invalidate_cache()
    view.viewport().repaint()
    drawn = model._edges.edges_drawn
    assert drawn > 0  # base.yaml's forest, water and road meet the grass
    window.a_transitions.setChecked(False)
    assert not model.transitions
    model.invalidate_cache()
    view.viewport().repaint()
    assert model._edges.edges_drawn == drawn  # no edge drawn with the transitions off
    assert window.doc.scenario.map.rows[0] == "..FF=..."  # a look only
    window.settings.sync()
    again = open_window(qtbot, tmp_path, window.doc.scenario, None)
    assert not again.a_transitions.isChecked() and not again.view.painter_model.transitions


def test_the_colour_blind_palette_recolours_terrain_and_sides_and_is_remembered(
        qtbot, window, tmp_path):
    model = window.view.painter_model
    forest, first_side = model.terrain_colors["F"], window.doc.scenario.sides[0].id
    assert not window.a_colour_blind.isChecked()
    window.a_colour_blind.setChecked(True)
    assert model.terrain_colors["F"] == QColor(COLOUR_BLIND_TERRAIN["F"]) != forest
    assert model.terrain_colors["~"] == QColor(COLOUR_BLIND_TERRAIN["~"])
    assert model.side_color(first_side) == QColor(COLOUR_BLIND_SIDES[0])
    assert model.terrain_image().pixelColor(0, 0) != QColor("#9cc46a")  # far zoom too
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value("view/colour_blind_palette") == "true"
    again = open_window(qtbot, tmp_path, window.doc.scenario, None)
    assert again.a_colour_blind.isChecked()
    assert again.view.painter_model.terrain_colors["F"] == QColor(COLOUR_BLIND_TERRAIN["F"])
    window.a_colour_blind.setChecked(False)
    assert model.terrain_colors["F"] == forest


def test_the_colour_blind_terrain_colours_differ_in_lightness_for_neighbouring_kinds():
    lightness = sorted(QColor(c).lightness() for c in COLOUR_BLIND_TERRAIN.values())
    # no two terrains within 4 of 255 in HSL lightness: they stay apart without hue
    assert all(b - a >= 4 for a, b in zip(lightness, lightness[1:], strict=False))


def test_the_palette_swatches_and_stamp_previews_follow_the_colour_blind_palette(window):
    """The terrain a designer picks and the stamps shown beside the map are in the colours
    the map is drawn in: a swatch must match the cells it paints."""
    dock, stamps = window.palette_dock, window.stamps

    def swatch_at(item_icon):
        return item_icon.pixmap(8, 8).toImage().pixelColor(4, 4)

    def forest_item():
        return next(dock.terrain_list.item(i) for i in range(dock.terrain_list.count())
                    if dock.terrain_list.item(i).data(Qt.ItemDataRole.UserRole) == "F")

    window.tools.activate(window.tools.named("Select"))
    window.tools.current.select_region(((2, 0), (3, 0)))  # FF
    stamps.ask_name = lambda: "Wood"
    stamps.save_selection()
    standard_preview = stamps.list.item(0).icon().pixmap(64, 64).toImage()
    assert swatch_at(forest_item().icon()) == QColor(load_catalog().terrain["F"].color)
    window.a_colour_blind.setChecked(True)
    assert swatch_at(forest_item().icon()) == QColor(COLOUR_BLIND_TERRAIN["F"])
    assert swatch_at(dock.side.itemIcon(0)) == QColor(COLOUR_BLIND_SIDES[0])
    base_forest = dock.base.findData("F")
    assert swatch_at(dock.base.itemIcon(base_forest)) == QColor(COLOUR_BLIND_TERRAIN["F"])
    preview = stamps.list.item(0).icon().pixmap(64, 64).toImage()
    assert preview != standard_preview
    assert QColor(COLOUR_BLIND_TERRAIN["F"]).rgb() in {
        preview.pixel(x, y) for x in range(64) for y in range(64)}
    window.a_colour_blind.setChecked(False)
    assert swatch_at(forest_item().icon()) == QColor(load_catalog().terrain["F"].color)
