"""Big maps draw fast: the work a repaint, a brush step, the minimap and `clumsy render`
do is counted (cells drawn, tiles drawn, pixels repainted), never timed; and what is drawn
is what the uncached painter draws."""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPaintEvent
from qimage_arrays import pixels32

from benchmarks.bench_validation import big_scenario
from conftest import SCENARIOS
from editor.document import edits
from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import ToolOptions
from editor.map.view import MapView
from editor.render.map_image import render_image, render_strips
from editor.render.png_writer import adler32_combine, write_png_strips
from editor.tools.brush import BrushTool
from engine.scenario.io import load_scenario


class PaintRegions(QObject):
    """Counts the pixels of every paint event the viewport gets."""

    def __init__(self) -> None:
        super().__init__()
        self.pixels = 0
        self.events = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.events += 1
            self.pixels += sum(r.width() * r.height() for r in event.region())
        return False


def flush(qapp) -> None:
    for _ in range(3):
        qapp.sendPostedEvents()
        qapp.processEvents()


@pytest.fixture
def big_view(qtbot):
    doc = ScenarioDocument(big_scenario(512, 50))
    view = MapView(doc)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def move(view: MapView, cell) -> None:
    at = view.mapFromScene(view.painter_model.center(cell))
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(at), QPointF(view.mapToGlobal(at)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier)
    view.mouseMoveEvent(event)


def test_a_brush_step_repaints_the_brush_not_the_viewport(big_view, qapp):
    view = big_view
    view.zoom_by(0.5 / view.scale_factor())  # about 1,400 cells in view
    view.center_on_cell((200, 200))
    options = ToolOptions()
    options.terrain, options.brush_radius = "F", 2
    view.set_tool(BrushTool(view.doc, options))
    move(view, (200, 200))
    flush(qapp)
    view.viewport().repaint()  # a new zoom draws cells directly once, then makes tiles
    view.viewport().repaint()
    regions = PaintRegions()
    view.viewport().installEventFilter(regions)
    model = view.painter_model
    viewport = view.viewport().width() * view.viewport().height()
    for col in range(201, 206):
        model.cells_drawn, regions.pixels, regions.events = 0, 0, 0
        view.tool.stroke = 1  # the left button is down: each move paints a step
        move(view, (col, 200))
        flush(qapp)
        assert regions.events >= 1
        assert regions.pixels < viewport * 0.15, f"step to {col}: {regions.pixels} of {viewport}"
        assert 19 <= model.cells_drawn < 150  # the brush's 19 cells and their rims
    assert model.scenario.map.terrain_at((205, 200)) == "F"


def test_moving_the_brush_outline_repaints_only_where_it_was_and_is(big_view, qapp):
    view = big_view
    view.center_on_cell((100, 100))
    view.set_tool(BrushTool(view.doc, ToolOptions()))
    move(view, (100, 100))
    flush(qapp)
    regions = PaintRegions()
    view.viewport().installEventFilter(regions)
    move(view, (101, 100))
    flush(qapp)
    viewport = view.viewport().width() * view.viewport().height()
    assert regions.events >= 1 and regions.pixels < viewport * 0.05


def test_a_whole_map_repaint_blits_cached_tiles_and_draws_no_cell(big_view, qapp):
    view = big_view
    view.zoom_fit()
    for _ in range(2):  # a new zoom draws cells directly once, then tiles are drawn
        view.viewport().repaint()
    model = view.painter_model
    assert model.tiles is not None
    model.cells_drawn, drawn = 0, model.tiles.tiles_drawn
    for _ in range(3):
        view.viewport().repaint()
    assert model.cells_drawn == 0 and model.tiles.tiles_drawn == drawn


def test_a_wheel_turning_draws_its_steps_from_the_last_tiles_then_its_own_zoom(
        big_view, qapp, qtbot):
    """Issue 37, frames: each wheel step is drawn from the last zoom's tiles, scaled (or,
    far from them where cells are small, from the whole-map image): no step draws a cell.
    Once the wheel rests, one repaint draws the new zoom's own tiles, and then the view is
    what the painter draws without tiles."""
    view = big_view
    view.zoom_fit()
    for _ in range(2):
        view.viewport().repaint()  # the fitted zoom's tiles
    model, tiles = view.painter_model, view.painter_model.tiles
    assert tiles is not None and model.terrain_image_made()  # fitted, 512x512 is far
    model.cells_drawn, stale = 0, tiles.stale_frames
    centre = QPointF(view.viewport().width() / 2, view.viewport().height() / 2)
    for _ in range(12):  # in to close up: past what the fitted tiles may be scaled to
        view.zoom_about(1.15, centre)
        view.viewport().repaint()
    assert model.cells_drawn == 0 and tiles.stale_frames - stale == 12
    drawn = tiles.tiles_drawn
    qtbot.waitUntil(lambda: tiles.tiles_drawn > drawn, timeout=5000)  # the wheel rests
    flush(qapp)
    steps = tiles.stale_frames
    view.viewport().repaint()
    assert tiles.stale_frames == steps  # at rest: the zoom's own tiles, no stand-in
    cached = grab_terrain(view, qapp)
    model.tiles = None
    direct = grab_terrain(view, qapp)
    model.tiles = tiles
    assert differing(cached, direct) < 0.03


def test_units_seen_from_far_go_to_the_painter_in_one_call_a_side(qtbot, qapp, monkeypatch):
    """A whole 256x256 map with 1,000 units in view: no unit is drawn one by one (a cell
    is a few pixels across, where a symbol shows only its frame and colour)."""
    from editor.map.painter import MapPainter

    view = MapView(ScenarioDocument(big_scenario(256, 1000)))
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    view.zoom_fit()
    one_by_one, bulk = [], []
    real = MapPainter.paint_far_units
    monkeypatch.setattr(MapPainter, "paint_unit", lambda *a, **k: one_by_one.append(a))
    monkeypatch.setattr(MapPainter, "paint_far_units",
                        lambda self, painter, units: bulk.append(len(units))
                        or real(self, painter, units))
    view.viewport().repaint()
    qapp.processEvents()
    assert not one_by_one and sum(bulk) >= 900


def test_the_minimap_image_is_built_from_arrays_not_cell_by_cell(monkeypatch):
    from editor.map import terrain_image
    from editor.map.painter import MapPainter

    scenario = big_scenario(512, 0)
    model = MapPainter(scenario, 24.0)
    monkeypatch.setattr(MapPainter, "paint_terrain", lambda *a, **k: pytest.fail("per cell"))
    lookups = []
    real = terrain_image.TerrainImage._color
    monkeypatch.setattr(terrain_image.TerrainImage, "_color",
                        lambda self, ch: lookups.append(ch) or real(self, ch))
    image = model.terrain_image()
    assert len(lookups) == len({ch for row in scenario.map.rows for ch in row})
    extent = model.extent()
    for cell in ((0, 0), (511, 511), (300, 41), (17, 400)):
        c = model.center(cell)
        x = int(c.x() * image.width() / extent.width())
        y = int(c.y() * image.height() / extent.height())
        color = model.terrain_colors[scenario.map.terrain_at(cell)]
        assert image.pixelColor(x, y).name() == color.name(), cell
    before = terrain_image.builds
    model.update_terrain_image({(300, 41)})
    assert terrain_image.builds == before  # a change redraws its row, not the image


def grab_terrain(view: MapView, qapp) -> QImage:
    flush(qapp)
    return view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def differing(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    diff = sum(a.pixel(x, y) != b.pixel(x, y)
               for y in range(0, a.height(), 3) for x in range(0, a.width(), 3))
    return diff / (len(range(0, a.height(), 3)) * len(range(0, a.width(), 3)))


@pytest.mark.parametrize("mission", ["river_crossing.yaml", "four_ways_phased.yaml"])
def test_A8_the_tiled_view_draws_what_the_painter_draws_after_edits_and_under_fog(
        qtbot, qapp, mission):
    doc = ScenarioDocument(load_scenario(SCENARIOS / mission))
    view = MapView(doc)
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.set_daylight(False)  # the season and hour wash would dim the fog's contrast
    view.show()
    qtbot.waitExposed(view)
    view.center_on_cell((3, 3))
    model = view.painter_model
    grab_terrain(view, qapp)  # tiles warm
    edits.paint(doc, set(doc.grid.cells_within((4, 4), 1)), "F", stroke=7, mode="none")
    view.options.fog = {c for c in doc.grid.cells() if c[0] < 5}
    cached = grab_terrain(view, qapp)
    tiles, model.tiles = model.tiles, None
    view.viewport().update()
    direct = grab_terrain(view, qapp)
    model.tiles = tiles
    assert differing(cached, direct) < 0.03
    fog = view.options.fog
    view.options.fog = None
    view.options.show_labels, view.options.areas, view.options.deployment = False, [], {}
    view.options.ghosts = []
    view.viewport().update()
    clear = grab_terrain(view, qapp)
    view.options.fog = fog
    view.viewport().update()
    cached = grab_terrain(view, qapp)
    empty = [c for c in doc.grid.cells() if not doc.scenario.units_at(c)
             and not doc.scenario.features_at(c) and 2 <= c[1] <= 4 and c[0] < 9]
    for cell in empty:
        at = view.mapFromScene(model.center(cell))
        if cell in fog:
            assert cached.pixelColor(at) == clear.pixelColor(at), cell
        else:  # A8: what the side does not see is darkened
            assert cached.pixelColor(at).lightness() < clear.pixelColor(at).lightness() - 20


def test_a_new_position_on_the_same_board_redraws_only_changed_cells(qtbot, qapp):
    from editor.map.painter import MapPainter
    from editor.map.view import BoardView

    base = big_scenario(64, 0)
    board = BoardView(MapPainter(base))
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    grab_terrain(board, qapp)  # type: ignore[arg-type]
    model = board.painter_model
    assert model.tiles is not None
    drawn = model.tiles.tiles_drawn
    import copy

    position = copy.deepcopy(base)
    row = position.map.rows[3]
    position.map.rows[3] = row[:2] + "~" + row[3:]
    model.cells_drawn = 0
    model.set_scenario(position)
    board.refresh()
    after = grab_terrain(board, qapp)  # type: ignore[arg-type]
    assert model.tiles.tiles_drawn == drawn and 0 < model.cells_drawn < 40
    water = model.terrain_colors["~"]
    assert after.pixelColor(board.mapFromScene(model.center((2, 3)))).name() == water.name()


@pytest.mark.parametrize("mission", ["river_crossing.yaml", "four_ways_phased.yaml"])
def test_render_in_strips_matches_the_whole_image(mission):
    scenario = load_scenario(SCENARIOS / mission)
    whole = render_image(scenario, 20.0).convertToFormat(QImage.Format.Format_RGB32)
    width, height, strips = render_strips(scenario, 20.0, rows=37)
    parts = list(strips)
    assert (width, height) == (whole.width(), whole.height())
    assert sum(p.height() for p in parts) == height
    top, diff = 0, 0
    every = rgb32_pixels(whole)
    for part in parts:  # every other column of every row, as `pixel(x, y)` reads it
        diff += int((rgb32_pixels(part)[:, ::2] != every[top:top + part.height(), ::2]).sum())
        top += part.height()
    assert diff < width * height * 0.002


def rgb32_pixels(image: QImage) -> np.ndarray:
    """Each pixel of an RGB32 image as `image.pixel(x, y)` gives it (0xffRRGGBB), by row:
    read at once (the 200,000 pixels compared one by one were 0.16 of the two tests' 0.19
    CPU-s)."""
    return pixels32(image, QImage.Format.Format_RGB32) | np.uint32(0xFF000000)


def test_the_threaded_png_is_one_plain_png_of_the_strips():
    scenario = big_scenario(24, 10)
    width, height, strips = render_strips(scenario, 10.0, rows=50)
    parts = list(strips)
    data = write_png_strips(width, height, iter(parts), workers=3)
    image = QImage.fromData(data, "PNG").convertToFormat(QImage.Format.Format_RGB32)
    assert (image.width(), image.height()) == (width, height)
    top = 0
    for part in parts:
        for y in range(0, part.height(), 7):
            for x in range(0, width, 5):
                assert image.pixel(x, top + y) == part.pixel(x, y)
        top += part.height()
    a, b = b"strip one " * 999, b"and the second strip" * 7777
    assert adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)


def test_a_square_map_image_has_one_pixel_a_cell_of_its_terrain():
    from editor.map.painter import MapPainter

    scenario = load_scenario(SCENARIOS / "four_ways_phased.yaml")
    model = MapPainter(scenario, 12.0)
    image = model.terrain_image()
    assert (image.width(), image.height()) == (scenario.map.width, scenario.map.height)
    for cell in model.grid.cells():
        color = model.terrain_colors[scenario.map.terrain_at(cell)]
        assert image.pixelColor(*cell).name() == color.name(), cell


def test_a_high_dpi_screen_gets_cells_drawn_not_tiles_or_stamps():
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from editor.map.painter import MapPainter, PaintOptions

    model = MapPainter(big_scenario(16, 0), 10.0)
    model.enable_tiles()
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    for _ in range(2):
        p = QPainter(image)
        model.paint(p, QRectF(0, 0, 200, 200), PaintOptions())
        p.end()
    assert model.tiles is not None and model.tiles.tiles_drawn == 0
    assert model.cells_drawn > 0 and not model._stamps._stamps


@pytest.mark.parametrize("mission", ["river_crossing.yaml", "four_ways_phased.yaml"])
def test_stamped_terrain_matches_the_polygons_it_replaces(mission):
    from PySide6.QtGui import QPainter

    from editor.map.painter import MapPainter, PaintOptions

    scenario = load_scenario(SCENARIOS / mission)
    images = []
    for stamped in (True, False):
        model = MapPainter(scenario, 16.0)
        model._stamps.enabled = stamped
        extent = model.extent()
        image = QImage(int(extent.width()) + 1, int(extent.height()) + 1,
                       QImage.Format.Format_RGB32)
        image.fill(0)
        p = QPainter(image)
        model.paint(p, extent, PaintOptions())
        p.end()
        images.append(image)
        if stamped:
            assert model._stamps._stamps  # the stamps were used
    assert differing(images[0], images[1]) < 0.02  # edges, to a quarter of a pixel
