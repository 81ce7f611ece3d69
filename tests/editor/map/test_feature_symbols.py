"""Feature symbols: buildings drawn by kind from buildings.yaml (RULES.md C), and the key
features a designer looks for on a whole map, victory points (A12) and bridges (A3), kept
visible at fit zoom."""

from __future__ import annotations

from typing import get_args

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.map.feature_symbols import (
    KEY_FEATURE_MIN_PIXELS,
    building_paths,
    paint_bridge,
    paint_building,
    paint_mine,
    paint_victory_point,
    paint_work,
    paint_wreck,
)
from editor.map.painter import MapPainter, PaintOptions
from editor.render.map_image import ensure_gui_application
from editor.render.symbol_legend import legend_entries, legend_image
from engine.catalog import BuildingIcon, load_catalog
from engine.scenario.mapgen import MapGenOptions, generate_map
from engine.scenario.model import Scenario

VIEW = 1000  # a 1000x1000 pixel map view


@pytest.fixture(scope="module")
def big_map() -> Scenario:
    return generate_map(MapGenOptions(width=200, height=200, seed=3))


def _render(painter_model: MapPainter, scale: float, rect: QRectF, features: bool) -> QImage:
    image = QImage(VIEW, VIEW, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    qp = QPainter(image)
    qp.scale(scale, scale)
    qp.setClipRect(rect)
    painter_model.paint(qp, rect, PaintOptions(show_units=False, show_features=features), scale)
    qp.end()
    return image


def _drawn_extent(with_: QImage, without: QImage, at: QPointF, reach: int) -> tuple[int, int]:
    """Width and height (pixels) of what the features changed within `reach` of `at`."""
    xs, ys = [], []
    for x in range(max(0, int(at.x()) - reach), min(VIEW, int(at.x()) + reach + 1)):
        for y in range(max(0, int(at.y()) - reach), min(VIEW, int(at.y()) + reach + 1)):
            if with_.pixel(x, y) != without.pixel(x, y):
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


def test_A12_A3_victory_points_and_bridges_stay_visible_at_fit_zoom_on_a_200x200_map(
        big_map: Scenario) -> None:
    ensure_gui_application()
    painter_model = MapPainter(big_map, 24.0)
    extent = painter_model.extent()
    scale = min(VIEW / extent.width(), VIEW / extent.height())  # the view's fit zoom
    assert 24.0 * scale < 4  # a cell is a few pixels across
    with_ = _render(painter_model, scale, extent, True)
    without = _render(painter_model, scale, extent, False)
    key = [f for f in big_map.features if f.kind in ("victory_point", "bridge")]
    assert {f.kind for f in key} == {"victory_point", "bridge"}
    least = 2 * KEY_FEATURE_MIN_PIXELS * 0.8
    for feature in key:
        c = painter_model.center(feature.at)
        width, height = _drawn_extent(with_, without, QPointF(c.x() * scale, c.y() * scale),
                                      round(2 * KEY_FEATURE_MIN_PIXELS))
        assert width >= least, f"{feature.kind} at {feature.at}: {width} pixels wide"
        assert height >= least * 0.5, f"{feature.kind} at {feature.at}: {height} pixels tall"


def test_A12_a_key_feature_just_outside_a_repainted_rectangle_is_drawn_into_it(
        big_map: Scenario) -> None:
    """A partial repaint next to a victory point redraws the part of its star that reaches
    into the rectangle, so no half-stars are left behind."""
    ensure_gui_application()
    painter_model = MapPainter(big_map, 24.0)
    extent = painter_model.extent()
    scale = min(VIEW / extent.width(), VIEW / extent.height())
    vp = next(f for f in big_map.features if f.kind == "victory_point")
    c = painter_model.center(vp.at)
    gap = 3 / scale  # the rectangle starts 3 screen pixels right of the star's centre
    rect = QRectF(c.x() + gap, c.y() - 20 / scale, 20 / scale, 40 / scale)
    assert painter_model.cell_at(c) not in painter_model.cells_in(rect)
    width, _ = _drawn_extent(_render(painter_model, scale, rect, True),
                             _render(painter_model, scale, rect, False),
                             QPointF(c.x() * scale, c.y() * scale), 12)
    assert width >= KEY_FEATURE_MIN_PIXELS - 4


def test_C_buildings_are_drawn_by_their_kind_with_a_roof_not_as_a_vehicle() -> None:
    c = QPointF(50, 50)
    shapes = {}
    for icon in get_args(BuildingIcon):
        walls, roof, marks = building_paths(icon, c, 24.0)
        assert not walls.isEmpty(), icon
        shapes[icon] = (walls.boundingRect().getRect(), roof.boundingRect().getRect(),
                        marks.elementCount())
    assert len(set(shapes.values())) == len(shapes)  # no two kinds look alike
    walls, roof, _ = building_paths("house", c, 24.0)
    assert roof.boundingRect().top() < walls.boundingRect().top() - 24.0 * 0.4  # a pitched roof
    assert roof.boundingRect().width() > walls.boundingRect().width()  # the eaves overhang
    icons = {b.id: b.icon for b in load_catalog().buildings.values()}
    assert icons["hospital"] == "hospital" and icons["workshop"] == "factory"
    assert icons["watchtower"] == "tower" and icons["heliport"] == "helipad"


def test_C_a_hospital_shows_a_red_cross() -> None:
    ensure_gui_application()
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    qp = QPainter(image)
    qp.scale(2, 2)
    paint_building(qp, QPointF(25, 25), 20.0, QColor("#2e6fd8"), "hospital", True, "+")
    qp.end()
    red = image.pixelColor(50, 50)
    assert red.red() > 180 and red.green() < 80 and red.blue() < 80


@pytest.mark.parametrize("zoom", [0.3, 1.0, 4.0])
def test_C_every_feature_draws_from_30_to_400_percent(zoom: float) -> None:
    ensure_gui_application()
    blue = QColor("#2e6fd8")
    drawings = [
        lambda p, c: paint_victory_point(p, c, 24.0, QColor("#ffd24a"), "3"),
        lambda p, c: paint_bridge(p, c, 24.0),
        lambda p, c: paint_mine(p, c, 24.0, blue),
        lambda p, c: paint_wreck(p, c, 24.0),
        *[lambda p, c, w=w: paint_work(p, c, 24.0, blue, w, False)
          for w in ("trench", "bunker", "dragons_teeth")],
        *[lambda p, c, i=i: paint_building(p, c, 24.0, blue, i, True, "Xy")
          for i in (*get_args(BuildingIcon), None)],
    ]
    for draw in drawings:
        image = QImage(240, 240, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        qp = QPainter(image)
        qp.scale(zoom, zoom)
        draw(qp, QPointF(120 / zoom, 120 / zoom))
        qp.end()
        assert any(image.pixelColor(x, y) != QColor("white")
                   for x in range(100, 140) for y in range(100, 140))


def test_C_the_symbol_legend_shows_every_unit_type_and_building() -> None:
    catalog = load_catalog()
    names = [name for name, _ in legend_entries(catalog)]
    assert all(u.name in names for u in catalog.units.values())
    assert all(b.name in names for b in catalog.buildings.values())
    image = legend_image(catalog)
    assert image.width() > 500 and image.height() > 300
