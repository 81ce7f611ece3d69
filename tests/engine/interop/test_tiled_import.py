"""Importing Tiled maps: every layer encoding, embedded and external tilesets, terrain from
the tile property, the terrain map or the tile's colour; real maps from Tiled's examples
(tests/data/tiled, public domain tiles: Tiled's AUTHORS)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from conftest import ROOT
from engine.interop.convert import convert, import_tiled
from engine.interop.errors import ConvertError
from engine.scenario.io import load_scenario
from tiled_helpers import write_map

TILED = ROOT / "tests" / "data" / "tiled"
FOREST, WATER = 1, 2
GIDS = [FOREST, WATER, WATER, FOREST, 0, FOREST]  # 3x2
# Tiled's flip flags on a gid (horizontal, vertical, diagonal) never change the tile
FLIPPED = [FOREST | 0x80000000, WATER | 0x40000000, WATER, FOREST | 0x20000000, 0, FOREST]


@pytest.mark.parametrize("encoding,compression", [
    ("csv", ""), ("base64", ""), ("base64", "zlib"), ("base64", "gzip")])
@pytest.mark.parametrize("tileset", ["embedded", "external"])
def test_every_encoding_and_tileset_kind_gives_the_same_terrain(tmp_path, encoding,
                                                                 compression, tileset):
    path = write_map(tmp_path, FLIPPED, 3, 2, encoding=encoding, compression=compression,
                     tileset=tileset)
    scenario, warnings = import_tiled(path)
    assert scenario.map.rows == ["F~~", "F.F"]
    assert scenario.map.grid == "square"
    assert any("1 empty cell" in w for w in warnings)
    assert any("5 cell(s) took the terrain of the nearest colour" in w for w in warnings)


def test_the_tile_property_wins_over_the_colour(tmp_path):
    tiles = ('<tile id="0"><properties><property name="clumsy_terrain" value="H"/>'
             '</properties></tile>')
    scenario, warnings = import_tiled(write_map(tmp_path, GIDS, 3, 2, tile_xml=tiles))
    assert scenario.map.rows == ["H~~", "H.H"]
    assert any("2 cell(s) took the terrain of the nearest colour" in w for w in warnings)


def test_the_terrain_map_by_tile_id_and_by_class(tmp_path):
    tiles = '<tile id="1" type="lake"/>'
    path = write_map(tmp_path, GIDS, 3, 2, tile_xml=tiles)
    mapping = tmp_path / "map.yaml"
    mapping.write_text('tiles:\n  two: {0: "="}\nclasses:\n  lake: "S"\n', encoding="utf-8")
    out = tmp_path / "out.yaml"
    result = convert(path, out, _options(terrain_map=mapping))
    assert "    =SS\n    =.=\n" in out.read_text(encoding="utf-8")
    assert not any("nearest colour" in w for w in result.warnings)


def test_a_hex_map_is_read_with_its_stagger(tmp_path):
    path = write_map(tmp_path, GIDS, 3, 2, orientation="hexagonal", encoding="base64",
                     compression="zlib")
    scenario, _ = import_tiled(path)
    assert scenario.map.grid is None or scenario.map.grid == "hex"
    assert scenario.map.rows == ["F~~", "F.F"]


def test_objects_of_a_foreign_map_land_on_their_cells(tmp_path):
    extra = ('<objectgroup name="Objects">'
             '<object id="1" type="feature" x="20" y="4"><properties>'
             '<property name="kind" value="victory_point"/><property name="id" value="vp1"/>'
             '</properties><point/></object>'
             '<object id="2" type="label" name="Old mill" x="0" y="16" width="16" height="16"/>'
             '<object id="3" type="area" name="zone" x="0" y="0" width="48" height="16"/>'
             '<object id="4" type="tree" x="1" y="1"/>'
             '</objectgroup>')
    scenario, warnings = import_tiled(write_map(tmp_path, GIDS, 3, 2, extra=extra))
    assert [(f.kind, f.at) for f in scenario.features] == [("victory_point", (1, 0))]
    assert [(x.text, x.at) for x in scenario.labels] == [("Old mill", (0, 1))]
    assert [(a.id, a.cells) for a in scenario.areas] == [("zone", [(0, 0), (1, 0), (2, 0)])]
    assert any("1 object(s) of no class we know" in w for w in warnings)


def test_tileds_hexagonal_mini_example(tmp_path):
    """Tiled's examples/hexagonal-mini.tmx: 20x20 staggered hexes, base64+zlib, an embedded
    tileset of 18x18 public-domain hex tiles with no terrain property: terrain from colour."""
    scenario, warnings = import_tiled(TILED / "hexagonal-mini.tmx")
    assert (scenario.map.width, scenario.map.height) == (20, 20)
    assert (scenario.map.grid or "hex") == "hex"
    assert any("400 cell(s) took the terrain of the nearest colour" in w for w in warnings)
    terrain = "".join(scenario.map.rows)
    assert terrain.count("~") > 50 and terrain.count("F") > 50  # its lakes and woods


def test_tileds_perspective_walls_example():
    """examples/perspective_walls.tmx: an external .tsx, three layers (the top-most tile of
    a cell wins), mostly empty cells."""
    scenario, warnings = import_tiled(TILED / "perspective_walls.tmx")
    assert (scenario.map.width, scenario.map.height) == (32, 32)
    assert scenario.map.grid == "square"
    assert any("946 empty cell(s)" in w for w in warnings)
    assert sum(ch != "." for ch in "".join(scenario.map.rows)) == 32 * 32 - 946


@pytest.mark.parametrize("name,message", [
    ("isometric_grass_and_water.tmx", "'isometric' maps are not supported"),
    ("test_hexagonal_tile_60x60x30.tmx", "must have stagger axis y and stagger index odd"),
])
def test_tileds_examples_we_cannot_import_say_why(name, message):
    with pytest.raises(ConvertError, match=message):
        import_tiled(TILED / name)


def _options(**kwargs: Path):
    from engine.interop.convert import ConvertOptions
    return ConvertOptions(**kwargs)


@pytest.mark.parametrize("external", [".tsj", ".tsx"])
def test_a_tmj_with_an_external_tileset(tmp_path, external):
    """Our .tmj export with its tileset moved out to a .tsj (JSON) or a .tsx (XML) file."""
    import json

    out = tmp_path / "m.tmj"
    convert(ROOT / "scenarios" / "tutorial.yaml", out)
    data = json.loads(out.read_text(encoding="utf-8"))
    tileset = data["tilesets"][0]
    firstgid = tileset.pop("firstgid")
    if external == ".tsj":
        (tmp_path / "t.tsj").write_text(json.dumps(tileset), encoding="utf-8")
    else:
        tiles = "".join(
            f'<tile id="{t["id"]}"><properties><property name="clumsy_terrain" '
            f'value="{t["properties"][0]["value"]}"/></properties></tile>'
            for t in tileset["tiles"])
        (tmp_path / "t.tsx").write_text(
            f'<tileset name="x" tilewidth="28" tileheight="32">'
            f'<image source="{tileset["image"]}"/>{tiles}</tileset>', encoding="utf-8")
    data["tilesets"] = [{"firstgid": firstgid, "source": "t" + external}]
    out.write_text(json.dumps(data), encoding="utf-8")
    scenario, _ = import_tiled(out)
    assert scenario.map.rows == load_scenario(ROOT / "scenarios" / "tutorial.yaml").map.rows


def test_a_tile_of_no_terrain_of_ours_is_named_in_a_warning(tmp_path):
    """A clumsy_terrain value no terrain has falls back to the tile's colour, and a tile
    with no opaque pixel to the base terrain: each says so, apart from the plain colour
    matches."""
    tiles = ('<tile id="0"><properties><property name="clumsy_terrain" value="Q"/>'
             '</properties></tile>')
    path = write_map(tmp_path, GIDS, 3, 2, tile_xml=tiles)
    sheet = Image.open(tmp_path / "m.png").convert("RGBA")
    sheet.paste((0, 0, 0, 0), (16, 0, 32, 16))  # tile 1 fully transparent
    sheet.save(tmp_path / "m.png")
    scenario, warnings = import_tiled(path)
    assert scenario.map.rows == ["F..", "F.F"]  # 'Q' by its green; the blank tile grass
    assert any("3 cell(s) of tiles whose clumsy_terrain is 'Q', which no terrain" in w
               for w in warnings), warnings
    assert any("2 cell(s) of tiles with no opaque pixel" in w and "became '.'" in w
               for w in warnings), warnings
    assert not any(w.startswith("3 cell(s) took the terrain of the nearest colour")
                   for w in warnings)
