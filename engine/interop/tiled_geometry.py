"""Where a cell lies in a Tiled map's pixels, and which cell a pixel is in.

Our hex grid is pointy-top with odd rows shifted right (DESIGN.md "Grid and coordinates"):
in Tiled that is orientation "hexagonal", staggeraxis "y", staggerindex "odd". A row then
starts (tileheight + hexsidelength) / 2 pixels below the one above, and an odd row half a
tile to the right. A square map is "orthogonal".
"""

from __future__ import annotations

import math

from engine.records import record

Cell = tuple[int, int]

# The tiles we export: a regular hex of radius 16 is 27.7 x 32 pixels with a 16-pixel side.
HEX_TILE = (28, 32, 16)
SQUARE_TILE = 32


@record(frozen=True)
class TileGeometry:
    hex: bool
    tilewidth: int
    tileheight: int
    hexsidelength: int = 0

    @classmethod
    def for_grid(cls, grid: str) -> TileGeometry:
        if grid == "hex":
            w, h, side = HEX_TILE
            return cls(True, w, h, side)
        return cls(False, SQUARE_TILE, SQUARE_TILE)

    @property
    def row_height(self) -> float:
        if self.hex:
            return (self.tileheight + self.hexsidelength) / 2
        return float(self.tileheight)

    def tile_origin(self, cell: Cell) -> tuple[float, float]:
        """Top-left pixel of the cell's tile box."""
        col, row = cell
        shift = self.tilewidth / 2 if self.hex and row % 2 else 0.0
        return (col * self.tilewidth + shift, row * self.row_height)

    def centre(self, cell: Cell) -> tuple[float, float]:
        x, y = self.tile_origin(cell)
        return (x + self.tilewidth / 2, y + self.tileheight / 2)

    def cell_at(self, x: float, y: float) -> Cell:
        """The cell whose centre is nearest to (x, y): the cell containing it on a regular
        grid (Tiled's own hexes are the Voronoi cells of their centres). May be off the map."""
        if not self.hex:
            return (math.floor(x / self.tilewidth), math.floor(y / self.tileheight))
        guess_row = math.floor((y - self.tileheight / 2) / self.row_height)
        best: tuple[float, Cell] | None = None
        for row in (guess_row, guess_row + 1):
            shift = self.tilewidth / 2 if row % 2 else 0.0
            guess_col = math.floor((x - shift) / self.tilewidth)
            for col in (guess_col - 1, guess_col, guess_col + 1):
                cx, cy = self.centre((col, row))
                d = (cx - x) ** 2 + (cy - y) ** 2
                if best is None or d < best[0]:
                    best = (d, (col, row))
        assert best is not None
        return best[1]

    def hex_polygon(self) -> list[tuple[float, float]]:
        """The corners of a hex tile inside its box, clockwise from the top."""
        w, h, s = self.tilewidth, self.tileheight, self.hexsidelength
        edge = (h - s) / 2
        return [(w / 2, 0), (w, edge), (w, h - edge), (w / 2, h), (0, h - edge), (0, edge)]
