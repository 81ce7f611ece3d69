"""Our own Tiled export comes back exactly: terrain, features, units (aboard ones too),
labels, areas and the rest of the mission, in TMX and TMJ, hex and square."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

from conftest import SCENARIOS
from engine.catalog import load_catalog
from engine.interop.convert import convert, import_tiled
from engine.interop.tile_glyphs import TILE_GLYPHS
from engine.interop.tile_images import hex_rgb
from engine.interop.tiled_export import export_map
from engine.interop.tiled_geometry import TileGeometry
from engine.scenario.io import load_scenario

MISSIONS = ["harrow_ford", "square_skirmish", "eagles_nest", "operation_grey_meadow", "marsh_road",
            "stratego_classic"]


@pytest.mark.parametrize("suffix", [".tmx", ".tmj"])
@pytest.mark.parametrize("mission", MISSIONS)
def test_export_then_import_gives_the_same_file(tmp_path, mission, suffix):
    source = SCENARIOS / f"{mission}.yaml"
    out = tmp_path / f"{mission}{suffix}"
    written = convert(source, out).written
    assert written == [out, tmp_path / f"{mission}-terrain.png"]
    back = tmp_path / "back.yaml"
    result = convert(out, back)
    assert result.warnings == [w for w in result.warnings if not w.startswith("error")]
    assert back.read_text(encoding="utf-8") == Path(source).read_text(encoding="utf-8")


def test_the_tmx_has_a_tile_per_terrain_with_its_character(tmp_path):
    out = tmp_path / "hf.tmx"
    convert(SCENARIOS / "harrow_ford.yaml", out)
    root = ET.parse(out).getroot()
    assert (root.get("orientation"), root.get("staggeraxis"), root.get("staggerindex")) == \
        ("hexagonal", "y", "odd")
    chars = [p.get("value") for p in root.iter("property") if p.get("name") == "clumsy_terrain"]
    assert "." in chars and "F" in chars and len(chars) == len(set(chars))
    layers = [x.get("name") for x in root if x.tag in ("layer", "objectgroup")]
    assert layers == ["terrain", "features", "units", "labels", "areas"]


def test_an_edit_in_tiled_comes_through(tmp_path):
    """Move a unit and repaint a cell in the TMX as Tiled would: the import follows."""
    scenario = load_scenario(SCENARIOS / "square_skirmish.yaml")
    tmap, _png = export_map(scenario, "x.png")
    geometry = TileGeometry.for_grid("square")
    unit = next(o for layer in tmap.object_layers() for o in layer.objects if o.type == "unit")
    unit.x, unit.y = geometry.centre((0, 0))
    forest = next(t.id for t in tmap.tilesets[0].tiles.values()
                  if t.properties["clumsy_terrain"] == "F")
    tmap.tile_layers()[0].gids[1] = forest + 1
    from engine.interop.tiled_import import import_map
    back = import_map(tmap, "edited.tmx").scenario
    assert back.unit(unit.name).at == (0, 0)
    assert back.map.rows[0][1] == "F"


@pytest.mark.parametrize("grid", ["hex", "square"])
def test_every_cell_centre_maps_back_to_its_cell(grid):
    geometry = TileGeometry.for_grid(grid)
    for row in range(-1, 9):
        for col in range(-1, 9):
            x, y = geometry.centre((col, row))
            assert geometry.cell_at(x, y) == (col, row)
            assert geometry.cell_at(x + geometry.tilewidth * 0.3, y + 3) == (col, row)


def test_the_tileset_has_the_terrain_symbols_and_the_colour_still_finds_the_terrain(
        tmp_path):
    """The exported tiles carry the editor's symbols (trees, waves, ...: no flat colours
    only), and a Tiled map whose tiles lost their clumsy_terrain property still comes back
    right by the tiles' mean colour."""
    convert(SCENARIOS / "river_crossing.yaml", tmp_path / "m.tmx")
    terrain = load_catalog().terrain
    chars = list(terrain)
    geometry = TileGeometry.for_grid("hex")
    with Image.open(tmp_path / "m-terrain.png") as img:
        sheet = img.convert("RGB")
    for i, ch in enumerate(chars):
        w, h = geometry.tilewidth, geometry.tileheight
        inner = {sheet.getpixel((i * w + x, y)) for x in range(w // 4, 3 * w // 4)
                 for y in range(h // 4, 3 * h // 4)}
        if ch in TILE_GLYPHS:
            assert len(inner) > 1, f"terrain {ch!r} has no symbol on its tile"
        else:
            assert inner == {hex_rgb(terrain[ch].color)}, ch
    text = (tmp_path / "m.tmx").read_text(encoding="utf-8")
    stripped = re.sub(r'<property name="clumsy_terrain"[^>]*/>', "", text)
    assert stripped != text
    (tmp_path / "m.tmx").write_text(stripped, encoding="utf-8")
    scenario, warnings = import_tiled(tmp_path / "m.tmx")
    assert scenario.map.rows == load_scenario(SCENARIOS / "river_crossing.yaml").map.rows
    assert any("nearest colour" in w for w in warnings)
