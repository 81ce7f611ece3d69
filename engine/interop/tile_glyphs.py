"""The terrain symbols on the tiles of a Tiled export, drawn with Pillow: the same trees,
hill arc, swamp lines, waves, ruins, crater and rubble as the editor's map at close zoom
(editor/map/terrain_glyphs.py, which the engine cannot import: it is Qt), so a map opened
in Tiled tells forest from hill by shape and not by colour alone. A terrain without a
symbol there (grass, road, burnt ground) has none here either.

Each symbol is drawn at GLYPH_SUPERSAMPLE times the size and scaled down (smooth edges),
around the tile's centre `c` with the cell radius `s`, as its Qt original."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

GLYPH_SUPERSAMPLE = 4
Point = tuple[float, float]
Glyph = Callable[[ImageDraw.ImageDraw, Point, float], None]


def _circle(d: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: str) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def _width(s: float, k: float) -> int:
    return max(1, round(s * k))


def _trees(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    for dx, dy in ((-0.35, -0.2), (0.3, -0.3), (0.0, 0.3)):
        _circle(d, c[0] + s * dx, c[1] + s * dy, s * 0.2, "#1d4a26")


def _hill(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    box = (c[0] - s * 0.55, c[1] - s * 0.3, c[0] + s * 0.55, c[1] + s * 0.6)
    d.arc(box, 200, 340, fill="#6d5732", width=_width(s, 0.08))  # Qt's 20..160 anticlockwise


def _swamp(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    for dy in (-0.25, 0.05, 0.35):
        y = c[1] + s * dy
        d.line((c[0] - s * 0.4, y, c[0] + s * 0.4, y), fill="#3f5f57", width=_width(s, 0.07))


def _water(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    for dy in (-0.2, 0.2):
        top, bottom = c[1] + s * (dy - 0.1), c[1] + s * (dy + 0.1)
        d.arc((c[0] - s * 0.5, top, c[0], bottom), 180, 360, fill="#9cc8f0",
              width=_width(s, 0.06))
        d.arc((c[0], top, c[0] + s * 0.5, bottom), 0, 180, fill="#9cc8f0",
              width=_width(s, 0.06))


def _ruins(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    for dx, dy in ((-0.35, -0.25), (0.1, -0.3), (-0.15, 0.15)):
        x, y = c[0] + s * dx, c[1] + s * dy
        d.rectangle((x, y, x + s * 0.3, y + s * 0.3), fill="#b59a86", outline="#4a3b33",
                    width=_width(s, 0.06))


def _crater(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    d.ellipse((c[0] - s * 0.35, c[1] - s * 0.25, c[0] + s * 0.35, c[1] + s * 0.25),
              fill="#7a6650", outline="#5b4a36", width=_width(s, 0.08))


def _rubble(d: ImageDraw.ImageDraw, c: Point, s: float) -> None:
    for dx, dy in ((-0.3, -0.2), (0.25, -0.1), (-0.05, 0.25), (0.3, 0.3)):
        _circle(d, c[0] + s * dx, c[1] + s * dy, s * 0.1, "#5d5d5d")


TILE_GLYPHS: dict[str, Glyph] = {"F": _trees, "H": _hill, "S": _swamp, "~": _water,
                                 "R": _ruins, "C": _crater, "X": _rubble}


def draw_glyphs(sheet: Image.Image, chars: list[str], tile: tuple[int, int]) -> None:
    """Lay the symbol of chars[i] over tile i of the one-row `sheet` (RGBA, in place)."""
    w, h = tile
    k = GLYPH_SUPERSAMPLE
    layer = Image.new("RGBA", (sheet.width * k, sheet.height * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    radius = min(w, h) / 2 * k
    for i, ch in enumerate(chars):
        glyph = TILE_GLYPHS.get(ch)
        if glyph is not None:
            glyph(draw, ((i * w + w / 2) * k, h / 2 * k), radius)
    small = layer.resize(sheet.size, Image.Resampling.LANCZOS)
    sheet.alpha_composite(small)
