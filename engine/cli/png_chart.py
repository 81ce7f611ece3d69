"""A tiny pure-Python PNG writer and bar chart (zlib + struct), because engine/ may not
import Qt and `clumsy balance` must draw its chart headless (STYLE.md, napari)."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

from engine.scenario.safe_files import write_bytes_atomic

RGB = tuple[int, int, int]
WHITE: RGB = (255, 255, 255)
INK: RGB = (40, 40, 40)
GRID: RGB = (220, 220, 220)

# 3x5 glyphs, rows top to bottom, 3 bits each (4 = left pixel).
FONT: dict[str, tuple[int, ...]] = {
    "0": (7, 5, 5, 5, 7), "1": (2, 6, 2, 2, 7), "2": (7, 1, 7, 4, 7), "3": (7, 1, 3, 1, 7),
    "4": (5, 5, 7, 1, 1), "5": (7, 4, 7, 1, 7), "6": (7, 4, 7, 5, 7), "7": (7, 1, 2, 2, 2),
    "8": (7, 5, 7, 5, 7), "9": (7, 5, 7, 1, 7), "%": (5, 1, 2, 4, 5), ".": (0, 0, 0, 0, 2),
    "-": (0, 0, 7, 0, 0), "_": (0, 0, 0, 0, 7), " ": (0, 0, 0, 0, 0),
    "A": (2, 5, 7, 5, 5), "B": (6, 5, 6, 5, 6), "C": (3, 4, 4, 4, 3), "D": (6, 5, 5, 5, 6),
    "E": (7, 4, 6, 4, 7), "F": (7, 4, 6, 4, 4), "G": (3, 4, 5, 5, 3), "H": (5, 5, 7, 5, 5),
    "I": (7, 2, 2, 2, 7), "J": (1, 1, 1, 5, 2), "K": (5, 5, 6, 5, 5), "L": (4, 4, 4, 4, 7),
    "M": (5, 7, 7, 5, 5), "N": (6, 5, 5, 5, 5), "O": (2, 5, 5, 5, 2), "P": (6, 5, 6, 4, 4),
    "Q": (2, 5, 5, 6, 3), "R": (6, 5, 6, 5, 5), "S": (3, 4, 2, 1, 6), "T": (7, 2, 2, 2, 2),
    "U": (5, 5, 5, 5, 7), "V": (5, 5, 5, 5, 2), "W": (5, 5, 7, 7, 5), "X": (5, 5, 2, 5, 5),
    "Y": (5, 5, 2, 2, 2), "Z": (7, 1, 2, 4, 7),
}


class Canvas:
    """An RGB pixel buffer with rectangles and a 3x5 pixel font."""

    def __init__(self, width: int, height: int, background: RGB = WHITE) -> None:
        self.width, self.height = width, height
        self.rows = [bytearray(bytes(background) * width) for _ in range(height)]

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: RGB) -> None:
        x0, x1 = max(0, min(x0, x1)), min(self.width, max(x0, x1))
        y0, y1 = max(0, min(y0, y1)), min(self.height, max(y0, y1))
        if x0 >= x1:
            return
        span = bytes(color) * (x1 - x0)
        for y in range(y0, y1):
            self.rows[y][3 * x0:3 * x1] = span

    def text(self, x: int, y: int, text: str, color: RGB = INK, scale: int = 2) -> None:
        for ch in text.upper():
            glyph = FONT.get(ch, FONT["-"])
            for r, bits in enumerate(glyph):
                for c in range(3):
                    if bits & (4 >> c):
                        self.rect(x + c * scale, y + r * scale, x + (c + 1) * scale,
                                  y + (r + 1) * scale, color)
            x += 4 * scale

    @staticmethod
    def text_width(text: str, scale: int = 2) -> int:
        return max(0, 4 * scale * len(text) - scale)

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + bytes(row) for row in self.rows)
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
                + _chunk(b"IDAT", zlib.compress(raw, 9)) + _chunk(b"IEND", b""))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def hex_color(text: str | None, default: RGB = (120, 120, 120)) -> RGB:
    if not text or len(text) != 7 or not text.startswith("#"):
        return default
    try:
        return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))
    except ValueError:
        return default


Segment = tuple[float, RGB]  # a share of the bar in [0, 1] and its colour
# A bar: its name, its segments from the bottom up, and the colour of the strip under it
# (the side's colour), or None for no strip.
StackedBar = tuple[str, Sequence[Segment], RGB | None]
LEGEND_WIDTH = 150


def bar_chart(bars: Sequence[tuple[str, float, RGB]], title: str = "",
              width: int = 480, height: int = 300) -> bytes:
    """PNG bytes of a bar chart of rates in [0, 1], each bar labelled with its name and
    percentage, with grid lines every 25%."""
    return stacked_bar_chart([(name, [(rate, color)], None) for name, rate, color in bars],
                             (), title, width, height)


def stacked_bar_chart(bars: Sequence[StackedBar], legend: Sequence[tuple[str, RGB]] = (),
                      title: str = "", width: int = 480, height: int = 300) -> bytes:
    """PNG bytes of bars made of coloured segments (a side's wins split by how they came),
    each bar labelled with its name and total percentage, grid lines every 25%, and a
    legend of the segment colours at the right when `legend` names any."""
    canvas = Canvas(width, height)
    left, top, bottom = 40, 36, 40
    right = 16 + (LEGEND_WIDTH if legend else 0)
    plot_h = height - top - bottom
    canvas.text(left, 10, title[:(width - left) // 8])
    for i in range(5):
        y = top + plot_h - plot_h * i // 4
        canvas.rect(left, y, width - right, y + 1, GRID if i else INK)
        label = f"{25 * i}"
        canvas.text(left - 6 - Canvas.text_width(label), y - 5, label)
    n = max(1, len(bars))
    slot = (width - left - right) // n
    for i, (name, segments, strip) in enumerate(bars):
        x0 = left + i * slot + slot // 6
        x1 = left + (i + 1) * slot - slot // 6
        total = 0.0
        for share, color in segments:
            share = max(0.0, min(1.0 - total, share))
            y_low = top + plot_h - round(plot_h * total)
            total += share
            canvas.rect(x0, top + plot_h - round(plot_h * total), x1, y_low, color)
        y0 = top + plot_h - round(plot_h * total)
        if strip is not None:
            canvas.rect(x0, top + plot_h + 2, x1, top + plot_h + 6, strip)
        pct = f"{round(100 * total)}%"
        canvas.text((x0 + x1 - Canvas.text_width(pct)) // 2, max(top - 12, y0 - 14), pct)
        label = name[:max(1, (slot - 4) // 8)]
        canvas.text((x0 + x1 - Canvas.text_width(label)) // 2, top + plot_h + 10, label)
    x = width - LEGEND_WIDTH + 4
    for row, (label, color) in enumerate(legend):
        y = top + 16 * row
        canvas.rect(x, y, x + 10, y + 10, color)
        canvas.text(x + 16, y, label[:(LEGEND_WIDTH - 24) // 8])
    return canvas.png()


def write_bar_chart(path: str | Path, bars: Sequence[tuple[str, float, RGB]],
                    title: str = "") -> None:
    write_bytes_atomic(path, bar_chart(bars, title))


def write_stacked_chart(path: str | Path, bars: Sequence[StackedBar],
                        legend: Sequence[tuple[str, RGB]] = (), title: str = "") -> None:
    write_bytes_atomic(path, stacked_bar_chart(bars, legend, title))
