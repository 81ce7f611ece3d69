"""Tiled's own renderer draws our export to the same cells: in `tmxrasterizer`'s picture
every cell has its terrain's colour a little above its centre (clear of the terrain
symbols, engine.interop.tile_glyphs), and its symbol's colour where the symbol is (Debian package `tiled`; skipped where
it is not installed, as on the CI machine)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from PIL import Image

from conftest import SCENARIOS
from engine.catalog import load_catalog
from engine.interop.convert import convert
from engine.interop.tile_images import hex_rgb
from engine.interop.tiled_export import OBJECT_LAYERS
from engine.interop.tiled_geometry import TileGeometry
from engine.scenario.io import load_scenario

TMXRASTERIZER = shutil.which("tmxrasterizer")
CLEAR_OF_SYMBOLS = 0.6  # of the cell radius above the centre: no symbol reaches there
pytestmark = pytest.mark.skipif(TMXRASTERIZER is None,
                                reason="tmxrasterizer (Debian package tiled) is not installed")


def rasterize(tmx, png) -> None:
    hide = [a for name in OBJECT_LAYERS for a in ("--hide-layer", name)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([TMXRASTERIZER, *hide, str(tmx), str(png)], check=True, env=env,
                   capture_output=True, timeout=120)


@pytest.mark.parametrize("mission", ["harrow_ford", "square_skirmish"])
def test_tmxrasterizer_draws_every_cell_in_its_terrain_colour(tmp_path, mission):
    source = SCENARIOS / f"{mission}.yaml"
    scenario = load_scenario(source)
    tmx = tmp_path / f"{mission}.tmx"
    convert(source, tmx)
    png = tmp_path / "tiled.png"
    rasterize(tmx, png)
    geometry = TileGeometry.for_grid(scenario.map.grid or "hex")
    terrain = load_catalog().terrain
    with Image.open(png) as img:
        picture = img.convert("RGB")
        wrong = []
        for row, text in enumerate(scenario.map.rows):
            for col, char in enumerate(text):
                x, y = geometry.centre((col, row))
                y -= CLEAR_OF_SYMBOLS * min(geometry.tilewidth, geometry.tileheight) / 2
                if picture.getpixel((int(x), int(y))) != hex_rgb(terrain[char].color):
                    wrong.append((col, row))
    assert wrong == []


def test_tmxrasterizer_shows_the_terrain_symbols(tmp_path):
    """Forest is told from hill in Tiled by its tree crowns, not by colour alone."""
    source = SCENARIOS / "harrow_ford.yaml"
    scenario = load_scenario(source)
    convert(source, tmp_path / "m.tmx")
    rasterize(tmp_path / "m.tmx", tmp_path / "tiled.png")
    geometry = TileGeometry.for_grid("hex")
    crown = (0x1d, 0x4a, 0x26)  # the trees' colour (tile_glyphs._trees)
    forest = [(c, r) for r, text in enumerate(scenario.map.rows)
              for c, ch in enumerate(text) if ch == "F"]
    assert forest
    with Image.open(tmp_path / "tiled.png") as img:
        picture = img.convert("RGB")
        for cell in forest:
            x, y = geometry.centre(cell)
            s = geometry.tilewidth / 2
            assert picture.getpixel((int(x), int(y + 0.3 * s))) == crown, cell
