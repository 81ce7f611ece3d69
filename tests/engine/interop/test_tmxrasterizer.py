"""Tiled's own renderer draws our export to the same cells: every cell's centre pixel in
`tmxrasterizer`'s picture has its terrain's colour (Debian package `tiled`; skipped where
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
                if picture.getpixel((int(x), int(y))) != hex_rgb(terrain[char].color):
                    wrong.append((col, row))
    assert wrong == []
