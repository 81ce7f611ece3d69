"""Unit symbols (RULES.md C: which icon a unit type gets is catalog data): each icon drawn
where a wargamer expects it, from the data, simplified when small, with its state marks."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, get_args

import pytest
import yaml
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from qimage_arrays import pixels32

from conftest import FIXTURES
from editor.map.painter import MapPainter, PaintOptions
from editor.map.unit_symbols import (
    ICON_BY_MOVE_CLASS,
    ICON_MIN_PIXELS,
    UnitLook,
    UnitState,
    frame_rect,
    icon_paths,
    paint_unit_symbol,
    unit_look,
)
from editor.render.map_image import ensure_gui_application
from engine.catalog import DATA_DIR, CatalogError, UnitIcon, load_catalog
from engine.scenario.io import load_scenario
from engine.scenario.model import Feature, Unit

FILL = QColor("#d8d8d8")  # a light side colour: the icon is drawn in near-black on it
S, ZOOM = 24.0, 2.0  # a 24-pixel cell at 200%
IMAGE = 200
CENTER = QPointF(IMAGE / 2 / ZOOM, IMAGE / 2 / ZOOM)


def sampled_colour(image: QImage, colour: QColor, step: int) -> bool:
    """Whether a pixel of every `step`-th column and row (from 0) has `colour`'s red, green
    and blue, its alpha aside (what `pixelColor(x, y).name()` compares): the ARGB32 pixels
    read at once (a set of 10,000 colour names an image was a test's 0.16 CPU-s)."""
    rgb = pixels32(image, QImage.Format.Format_ARGB32)[::step, ::step] & 0xFFFFFF
    return bool((rgb == colour.rgb() & 0xFFFFFF).any())


def draw(look: UnitLook, state: UnitState | None = None, zoom: float = ZOOM,
         color: QColor = FILL) -> QImage:
    ensure_gui_application()
    image = QImage(IMAGE, IMAGE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(zoom, zoom)
    paint_unit_symbol(painter, QPointF(IMAGE / 2 / zoom, IMAGE / 2 / zoom), S, color, look,
                      state or UnitState())
    painter.end()
    return image


def at(image: QImage, fx: float, fy: float) -> QColor:
    """The pixel at (fx, fy) of the frame: 0,0 its top left corner, 1,1 its bottom right."""
    r = frame_rect(CENTER, S)
    return image.pixelColor(round((r.left() + fx * r.width()) * ZOOM),
                            round((r.top() + fy * r.height()) * ZOOM))


def ink(color: QColor) -> bool:
    return color.lightness() < 90


def fill(color: QColor) -> bool:
    return abs(color.lightness() - FILL.lightness()) < 12


# icon: frame points that are ink, frame points that are fill
ICON_PIXELS: dict[str, tuple[list[tuple[float, float]], list[tuple[float, float]]]] = {
    "infantry": ([(0.25, 0.25), (0.75, 0.25), (0.25, 0.75)], [(0.5, 0.12), (0.12, 0.5)]),
    "armour": ([(0.19, 0.5), (0.81, 0.5), (0.5, 0.25)], [(0.5, 0.5), (0.1, 0.1)]),
    "mechanised": ([(0.19, 0.5), (0.1, 0.1), (0.9, 0.9)], [(0.5, 0.12)]),
    "artillery": ([(0.5, 0.5)], [(0.25, 0.25), (0.25, 0.75), (0.5, 0.12)]),
    "anti_tank": ([(0.25, 0.5), (0.75, 0.5)], [(0.5, 0.5), (0.25, 0.25)]),
    "engineer": ([(0.5, 0.3), (0.5, 0.6), (0.24, 0.6)], [(0.37, 0.6), (0.5, 0.85)]),
    "recon": ([(0.25, 0.75), (0.75, 0.25)], [(0.25, 0.25), (0.75, 0.75)]),
    "medical": ([(0.5, 0.2), (0.2, 0.5), (0.5, 0.8)], [(0.25, 0.25), (0.75, 0.75)]),
    "supply": ([(0.25, 0.75), (0.75, 0.75)], [(0.5, 0.5), (0.25, 0.25)]),
    "hq": ([(0.5, 0.5)], [(0.15, 0.15), (0.85, 0.85)]),
    "drone": ([(0.5, 0.68)], [(0.5, 0.4), (0.15, 0.8)]),
    "rotary_wing": ([(0.2, 0.58), (0.8, 0.58)], [(0.5, 0.3), (0.5, 0.85)]),
}


@pytest.mark.parametrize("icon", sorted(ICON_PIXELS))
def test_C_each_unit_class_gets_its_icon_drawn_where_expected(icon: str) -> None:
    image = draw(UnitLook(icon=icon, air=icon in ("drone", "rotary_wing")))
    dark, light = ICON_PIXELS[icon]
    for fx, fy in dark:
        assert ink(at(image, fx, fy)), f"{icon}: no ink at {fx}, {fy}"
    for fx, fy in light:
        assert fill(at(image, fx, fy)), f"{icon}: not the side's colour at {fx}, {fy}"


def test_C_every_icon_the_catalog_accepts_has_a_drawing() -> None:
    rect = QRectF(0, 0, 30, 20)
    for icon in get_args(UnitIcon):
        lines, solid = icon_paths(icon, rect)
        assert not (lines.isEmpty() and solid.isEmpty()), icon
        drawn = [p.boundingRect() for p in (lines, solid) if not p.isEmpty()]
        assert all(b.left() >= -1 and b.top() >= -1 and b.right() <= 31 and b.bottom() <= 21
                   for b in drawn), f"{icon} spills out of its frame"


def test_C_the_shipped_units_name_their_icons_and_differ_by_arm() -> None:
    units = load_catalog().units
    assert units["tank"].icon == "armour" and units["infantry"].icon == "infantry"
    assert units["cannon"].icon == "artillery" and units["engineer"].icon == "engineer"
    assert units["medic"].icon == "medical" and units["scout"].icon == "recon"
    assert unit_look(units["attack_helicopter"]).air and not unit_look(units["tank"]).air


def test_C_ground_and_air_frames_differ() -> None:
    ground, air = draw(UnitLook("artillery", air=False)), draw(UnitLook("artillery", air=True))
    assert ink(at(ground, 0.0, 0.0)) or ink(at(ground, 0.01, 0.01))  # a square corner
    assert not ink(at(air, 0.02, 0.02)) and not fill(at(air, 0.02, 0.02))  # a dome


def _data_with(tmp_path: Path, change: Any) -> Path:
    directory = tmp_path / "data"
    shutil.copytree(DATA_DIR, directory)
    path = directory / "units.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return directory


def _hover_tank(data: list[dict[str, Any]]) -> None:
    tank = next(u for u in data if u["id"] == "tank")
    data.append({**tank, "id": "hover_tank", "name": "Hover tank", "symbol": "HvT",
                 "move_class": "wheeled", "icon": "armour"})


def test_C_a_new_type_with_icon_armour_draws_an_oval(tmp_path: Path) -> None:
    catalog = load_catalog(_data_with(tmp_path, _hover_tank))
    assert unit_look(catalog.units["hover_tank"]).icon == "armour"
    scenario = load_scenario(FIXTURES / "base.yaml")
    scenario.units = [Unit(id="h1", type="hover_tank", side=scenario.sides[0].id, at=(1, 1))]
    scenario.sides[0].color = FILL.name()
    painter_model = MapPainter(scenario, S, catalog=catalog)
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    qp = QPainter(image)
    qp.scale(ZOOM, ZOOM)
    painter_model.paint(qp, QRectF(0, 0, 200, 200), PaintOptions(show_grid=False), ZOOM)
    qp.end()
    r = frame_rect(painter_model.center((1, 1)), S)

    def pixel(fx: float, fy: float) -> QColor:
        return image.pixelColor(round((r.left() + fx * r.width()) * ZOOM),
                                round((r.top() + fy * r.height()) * ZOOM))
    assert ink(pixel(0.19, 0.5)) and ink(pixel(0.81, 0.5))  # the oval's ends
    assert fill(pixel(0.5, 0.5)) and fill(pixel(0.1, 0.1))  # hollow, no cross


def test_C_a_type_without_icon_gets_the_icon_of_its_move_class(tmp_path: Path) -> None:
    def strip(data: list[dict[str, Any]]) -> None:
        for u in data:
            u.pop("icon", None)
    catalog = load_catalog(_data_with(tmp_path, strip))
    for utype in catalog.units.values():
        assert unit_look(utype).icon == ICON_BY_MOVE_CLASS[utype.move_class]
    assert unit_look(None).icon is None  # a type no catalog knows: a frame with "?"
    assert not ink(at(draw(unit_look(None)), 0.25, 0.25))


def test_C_an_unknown_icon_is_refused_with_file_entry_and_field(tmp_path: Path) -> None:
    def bad(data: list[dict[str, Any]]) -> None:
        next(u for u in data if u["id"] == "tank")["icon"] = "armor"
    with pytest.raises(CatalogError) as error:
        load_catalog(_data_with(tmp_path, bad))
    assert "units.yaml: unit 'tank': field 'icon': 'armor' is not one of" in str(error.value)


@pytest.mark.parametrize("zoom", [0.3, 0.5, 1.0, 2.0, 4.0])
def test_C_every_unit_type_draws_from_30_to_400_percent(zoom: float) -> None:
    for utype in load_catalog().units.values():
        image = draw(unit_look(utype), UnitState(hp_fraction=0.5, cargo=1, flying=True),
                     zoom=zoom, color=QColor("#2e6fd8"))
        assert sampled_colour(image, QColor("#2e6fd8"), 2), (
            f"{utype.id} at {zoom:.0%}: no frame in the side's colour")


def test_C_small_symbols_keep_frame_and_colour_and_drop_the_icon() -> None:
    zoom = (ICON_MIN_PIXELS - 1) / S
    image = draw(UnitLook("infantry", air=False), zoom=zoom)
    r = frame_rect(QPointF(IMAGE / 2 / zoom, IMAGE / 2 / zoom), S)
    inside = [image.pixelColor(round(x * zoom), round(y * zoom))
              for x in (r.left() + r.width() * 0.3, r.center().x(), r.right() - r.width() * 0.3)
              for y in (r.top() + r.height() * 0.35, r.center().y())]
    assert all(fill(c) for c in inside)  # no cross: only the side's colour


def test_C_state_marks_hit_points_cargo_and_flight() -> None:
    look = UnitLook("infantry", air=False)
    r = frame_rect(CENTER, S)
    bar_y = round((r.bottom() + S * 0.14) * ZOOM)
    right_of_bar = round((r.right() - 2) * ZOOM)
    whole, hurt = draw(look), draw(look, UnitState(hp_fraction=0.3))
    assert whole.pixelColor(right_of_bar, bar_y).green() > 150
    assert hurt.pixelColor(right_of_bar, bar_y).green() < 100  # the lost part is dark
    loaded = draw(look, UnitState(cargo=2))
    badge = (round((r.right() + S * 0.16) * ZOOM), round((r.top() - S * 0.15) * ZOOM))
    assert ink(loaded.pixelColor(*badge)) and not ink(whole.pixelColor(*badge))
    flying = draw(look, UnitState(flying=True))
    shadow = (round((r.right() + S * 0.06) * ZOOM), round((r.center().y()) * ZOOM))
    assert flying.pixelColor(*shadow).lightness() < whole.pixelColor(*shadow).lightness() - 20


def test_A7_a_unit_in_a_trench_or_bunker_is_drawn_dug_in() -> None:
    """Its symbol covers the work it stands in, so the symbol shows the work round it."""
    scenario = load_scenario(FIXTURES / "base.yaml")
    side = scenario.sides[0].id
    scenario.units = [Unit(id="a", type="infantry", side=side, at=(1, 1)),
                      Unit(id="b", type="infantry", side=side, at=(3, 1))]
    scenario.features = [Feature(kind="work", type="trench", at=(1, 1), owner=side),
                         Feature(kind="work", type="bunker", at=(3, 1), owner=side)]
    painter_model = MapPainter(scenario, S)
    assert painter_model.dug_in_cells() == {(1, 1): "trench", (3, 1): "bunker"}
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    qp = QPainter(image)
    qp.scale(ZOOM, ZOOM)
    painter_model.paint(qp, QRectF(0, 0, 200, 100), PaintOptions(show_grid=False), ZOOM)
    qp.end()

    def beside(cell: tuple[int, int], fy: float) -> QColor:  # just left of the frame
        r = frame_rect(painter_model.center(cell), S)
        return image.pixelColor(round((r.left() - S * 0.06) * ZOOM),
                                round((r.top() + fy * r.height()) * ZOOM))
    assert beside((1, 1), 0.8) == QColor("#5a3f22")  # the earth bank of the trench
    assert beside((3, 1), 0.2) == QColor("#6f7378")  # the bunker's concrete all round
