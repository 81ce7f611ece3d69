"""Tile pictures with Pillow: the tileset of our terrain look (one flat tile a terrain, a hex
or a square in the terrain's map colour), and the mean colour of another program's tiles."""

from __future__ import annotations

import io
import warnings
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

from engine.interop.errors import ConvertError
from engine.interop.tile_glyphs import draw_glyphs
from engine.interop.tiled_geometry import TileGeometry
from engine.interop.tiled_map import Tileset

RGB = tuple[int, int, int]
MAX_IMAGE_PIXELS = 64 * 1024 * 1024


def hex_rgb(color: str) -> RGB:
    c = color.lstrip("#")
    return (int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))


def terrain_tileset_png(colors: list[str], geometry: TileGeometry,
                        chars: list[str] | None = None) -> bytes:
    """One row of tiles, tile i filled with colors[i] (transparent outside a hex) and, given
    the terrain characters, their symbols (engine.interop.tile_glyphs)."""
    w, h = geometry.tilewidth, geometry.tileheight
    sheet = Image.new("RGBA", (w * len(colors), h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sheet)
    for i, color in enumerate(colors):
        fill = (*hex_rgb(color), 255)
        if geometry.hex:
            draw.polygon([(x + i * w, y) for x, y in geometry.hex_polygon()], fill=fill)
        else:
            draw.rectangle((i * w, 0, (i + 1) * w - 1, h - 1), fill=fill)
    if chars is not None:
        draw_glyphs(sheet, chars, (w, h))
    out = io.BytesIO()
    sheet.save(out, "PNG")
    return out.getvalue()


def open_image(path: Path, what: str = "image") -> Image.Image:
    """The image as RGBA, or ConvertError with one line saying why it cannot be read."""
    where = str(path)
    if not path.is_file():
        raise ConvertError(where, f"the {what} is missing")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as img:
                if img.width * img.height > MAX_IMAGE_PIXELS:
                    raise ConvertError(where, f"the {what} is {img.width}x{img.height} "
                                              "pixels, too big to read")
                return img.convert("RGBA")
    except ConvertError:
        raise
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError,
            Image.DecompressionBombWarning) as exc:
        raise ConvertError(where, f"the {what} cannot be read: {exc}") from None


class TileColours:
    """Mean colours of tiles, each sheet opened once."""

    def __init__(self) -> None:
        self._sheets: dict[Path, np.ndarray] = {}

    def sheet(self, path: Path, what: str) -> np.ndarray:
        if path not in self._sheets:
            self._sheets[path] = np.asarray(open_image(path, what), dtype=np.float64)
        return self._sheets[path]

    def mean(self, ts: Tileset, local_id: int) -> RGB | None:
        """The mean colour of the tile's opaque pixels (the tileset's transparent colour
        left out); None when the tile has no opaque pixel."""
        tile = ts.tiles.get(local_id)
        if tile is not None and tile.image is not None:
            pixels = self.sheet(tile.image, f"image of tile {local_id} of tileset {ts.name!r}")
        else:
            if ts.image is None:
                raise ConvertError(ts.source or ts.name, f"tileset {ts.name!r} has no image "
                                                         "to take the tiles' colours from")
            sheet = self.sheet(ts.image, f"image of tileset {ts.name!r}")
            h, w = sheet.shape[:2]
            step_x, step_y = ts.tilewidth + ts.spacing, ts.tileheight + ts.spacing
            columns = ts.columns or max(1, (w - 2 * ts.margin + ts.spacing) // step_x)
            x = ts.margin + (local_id % columns) * step_x
            y = ts.margin + (local_id // columns) * step_y
            pixels = sheet[y:y + ts.tileheight, x:x + ts.tilewidth]
            if pixels.size == 0:
                return None
        flat = pixels.reshape(-1, 4)
        keep = flat[:, 3] > 0
        if ts.trans:
            key = np.array(hex_rgb(ts.trans), dtype=np.float64)
            keep &= ~np.all(flat[:, :3] == key, axis=1)
        if not keep.any():
            return None
        mean = flat[keep, :3].mean(axis=0)
        return (int(round(mean[0])), int(round(mean[1])), int(round(mean[2])))


def nearest(rgb: RGB, palette: list[tuple[RGB, str]]) -> str:
    """The character of the palette colour nearest to `rgb` (plain RGB distance)."""
    return min(palette, key=lambda pc: sum((a - b) ** 2 for a, b in zip(pc[0], rgb, strict=False)))[1]
