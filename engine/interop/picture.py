"""A picture as terrain: each cell takes the palette colour nearest to the picture's mean
colour over the cell (`clumsy convert picture.png -o map.yaml`). The palette is the terrain
colours of terrain.yaml unless a palette file says which picture colour means which terrain:

    "#3060c0": "~"        # a colour of the picture -> a terrain character
    "#20a020": "F"
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
from PIL import Image

from engine.catalog import load_catalog
from engine.interop.errors import ConvertError
from engine.interop.limits import check_size
from engine.interop.terrain_map import check_char, load_yaml_mapping
from engine.interop.tile_images import RGB, hex_rgb, open_image
from engine.scenario.mapgen import DEFAULT_SIDES
from engine.scenario.model import MapSpec, Scenario, Side

PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
NEW_ROUNDS = 20


def default_palette() -> list[tuple[RGB, str]]:
    return [(hex_rgb(t.color), c) for c, t in load_catalog().terrain.items()]


def load_palette(path: Path) -> list[tuple[RGB, str]]:
    where = str(path)
    data = load_yaml_mapping(path, "palette")
    out = []
    for colour, char in data.items():
        if not isinstance(colour, str) or not _COLOUR.match(colour):
            raise ConvertError(where, f"{colour!r} is not a colour written #rrggbb")
        out.append((hex_rgb(colour), check_char(where, colour, char)))
    if not out:
        raise ConvertError(where, "the palette is empty")
    return out


def cells_for(image_size: tuple[int, int], grid: str, width: int) -> tuple[int, int]:
    """The map size of `width` columns that keeps the picture's proportions."""
    iw, ih = image_size
    aspect = ih / iw
    if grid == "hex":  # a map of W x H hexes is (W + 1/2) sqrt3 r wide, (1.5 H + 1/2) r high
        height = round(((width + 0.5) * math.sqrt(3) * aspect - 0.5) / 1.5)
    else:
        height = round(width * aspect)
    return width, max(1, height)


def picture_rows(image: Image.Image, grid: str, width: int, height: int,
                 palette: list[tuple[RGB, str]]) -> list[str]:
    """One terrain character a cell: the palette entry nearest to the cell's mean colour."""
    rgb = image.convert("RGB")
    if grid == "hex":  # half-column means; a hex row takes two, odd rows shifted by one
        halves = np.asarray(rgb.resize((2 * width + 1, height), Image.Resampling.BOX),
                            dtype=np.float64)
        even = (halves[:, 0:2 * width:2] + halves[:, 1:2 * width:2]) / 2
        odd = (halves[:, 1:2 * width + 1:2] + halves[:, 2:2 * width + 1:2]) / 2
        means = np.where((np.arange(height) % 2 == 1)[:, None, None], odd, even)
    else:
        means = np.asarray(rgb.resize((width, height), Image.Resampling.BOX), dtype=np.float64)
    colours = np.array([c for c, _ in palette], dtype=np.float64)
    chars = np.array([ch for _, ch in palette], dtype="<U1")
    dist = ((means[:, :, None, :] - colours[None, None, :, :]) ** 2).sum(axis=3)
    picked = chars[dist.argmin(axis=2)]
    return ["".join(row) for row in picked.tolist()]


def picture_scenario(path: Path, grid: str = "hex", cells: tuple[int, int] | None = None,
                     width: int | None = None,
                     palette: list[tuple[RGB, str]] | None = None) -> Scenario:
    image = open_image(path, "picture")
    if cells is None:
        cells = cells_for(image.size, grid, width or 40)
    check_size(str(path), *cells)
    rows = picture_rows(image, grid, cells[0], cells[1], palette or default_palette())
    return Scenario(name=path.stem or "Picture",
                    map=MapSpec(width=cells[0], height=cells[1], rows=rows, grid=grid),
                    sides=[Side(**vars(s)) for s in DEFAULT_SIDES],
                    first_side=DEFAULT_SIDES[0].id, rounds=NEW_ROUNDS)
