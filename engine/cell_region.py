"""Many cells as one array: what a region edit (a fill) hands on to its listeners, so that
they take its rows and bounds without a Python loop over its cells. numpy is imported only
when a region is read, never by importing this module (start-up)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    from engine.grid import Cell


class CellRegion:
    """Many cells as one array of flat indices (row * width + col): what a region edit
    hands on, so that listeners take its rows and bounds without a loop over its cells.
    Iterating it still gives (col, row) cells, for listeners that want them."""

    def __init__(self, flat: np.ndarray, width: int) -> None:
        """`flat`: ascending flat indices."""
        self.flat, self.width = flat, width
        self._rows: list[int] | None = None
        self._bounds: tuple[int, int, int, int] | None = None

    def __len__(self) -> int:
        return int(self.flat.size)

    def __iter__(self) -> Iterator[Cell]:
        w = self.width
        return ((int(i) % w, int(i) // w) for i in self.flat)

    def rows(self) -> list[int]:
        if self._rows is None:
            from engine.grid_arrays import sorted_rows

            self._rows = sorted_rows(self.flat, self.width)
        return self._rows

    def bounds(self) -> tuple[int, int, int, int] | None:
        """(first col, first row, last col, last row), None when empty."""
        if not self.flat.size:
            return None
        if self._bounds is None:
            self._bounds = self._span()
        return self._bounds

    def _span(self) -> tuple[int, int, int, int]:
        rows = self.rows()
        if len(rows) > 1:  # more than one row: columns from the whole rows' span
            cols = self.flat % self.width
            c0, c1 = int(cols.min()), int(cols.max())
        else:
            c0, c1 = int(self.flat[0] % self.width), int(self.flat[-1] % self.width)
        return (c0, rows[0], c1, rows[-1])


def cells_bounds(cells: Any) -> tuple[int, int, int, int] | None:
    """The bounds of a CellRegion or of any collection of cells, None when empty."""
    if isinstance(cells, CellRegion):
        return cells.bounds()
    listed = list(cells)
    if not listed:
        return None
    return (min(c for c, _ in listed), min(r for _, r in listed),
            max(c for c, _ in listed), max(r for _, r in listed))


def bounds_corners(bounds: tuple[int, int, int, int]) -> list[Cell]:
    """Cells whose centres span the bounds' box on either grid: both corners' columns on
    the first two and last two rows (an odd-r row sits half a cell to the right)."""
    c0, r0, c1, r1 = bounds
    rows = {r0, min(r0 + 1, r1), r1, max(r1 - 1, r0)}
    return [(c, r) for c in (c0, c1) for r in rows]
