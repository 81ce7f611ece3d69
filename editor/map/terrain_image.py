"""The whole terrain as a small image, a few pixels a cell, built from arrays.

The minimap shows it and the far-zoomed map view scales it. It is built with numpy from
the map's rows in one pass (no Python loop over cells) and kept up to date row by row as
cells change. Hex maps (odd rows shifted by half a column) get blocks of 4x3 pixels a cell,
odd rows shifted by 2 pixels, one pixel row of margin at the top and a 2-pixel margin at
the right, so that stretched over the map's extent each block lies on its cell; square
maps get one pixel a cell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtGui import QColor, QImage

from editor.map.terrain_model import TerrainPainter
from engine.cell_region import CellRegion

if TYPE_CHECKING:
    from engine.scenario.model import Cell

BACKGROUND = 0xFF202020
LARGE = 600_000  # cells: beyond this, hex blocks shrink to 2x2 pixels (memory)
builds = 0  # whole-image builds, counted for the tests


class TerrainImage:
    """The terrain image of one painter's scenario; `image` shares the array's memory."""

    def __init__(self, model: TerrainPainter) -> None:
        global builds
        builds += 1
        self.model = model
        grid = model.grid
        self.width, self.height = grid.width, grid.height
        shifted = self.height > 1 and model.xy((0, 1))[0] != model.xy((0, 0))[0]
        if shifted:
            self.block = (4, 3) if self.width * self.height <= LARGE else (2, 2)
            self.shift, self.top = self.block[0] // 2, 1
        else:
            self.block, self.shift, self.top = (1, 1), 0, 0
        bw, bh = self.block
        w = bw * self.width + self.shift
        h = bh * self.height + self.top
        self.pixels = np.full((h, w), BACKGROUND, dtype=np.uint32)
        self._lut: dict[str, int] = {}
        self.update_rows(range(self.height))
        self.image = QImage(self.pixels.data, w, h, 4 * w, QImage.Format.Format_RGB32)

    def _color(self, ch: str) -> int:
        value = self._lut.get(ch)
        if value is None:
            color = self.model.terrain_colors.get(ch, self.model.unknown_terrain)
            value = self._lut[ch] = 0xFF000000 | (QColor(color).rgb() & 0xFFFFFF)
        return value

    def row_colors(self, rows: list[int]) -> np.ndarray:
        """The colour of every cell of the given map rows, (len(rows), width), uint32."""
        source = self.model.scenario.map.rows
        width = self.width
        text = "".join((source[r] if r < len(source) else "")[:width].ljust(width, "?")
                       for r in rows)
        codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
        kinds = set(text)
        palette = np.zeros(max(map(ord, kinds)) + 1, dtype=np.uint32)
        for ch in kinds:
            palette[ord(ch)] = self._color(ch)
        return palette[codes].reshape(len(rows), width)

    def update_rows(self, rows: range | list[int]) -> None:
        rows = sorted(set(rows))
        if not rows:
            return
        colors = self.row_colors(rows)
        bw, bh = self.block
        blocks = np.repeat(colors, bw, axis=1)
        for k, r in enumerate(rows):
            x = self.shift * (r & 1)
            y = self.top + bh * r
            self.pixels[y:y + bh, x:x + bw * self.width] = blocks[k]

    def update_cells(self, cells: list[Cell] | set[Cell] | CellRegion) -> None:
        if isinstance(cells, CellRegion):
            self.update_rows(cells.rows())
        else:
            self.update_rows([r for _, r in cells if 0 <= r < self.height])
