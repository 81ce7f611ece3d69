"""Regions of one terrain as arrays: the connected cells of a terrain (the editor's magic
wand) and every cell of it (Select same terrain), by array labelling, never a cell-by-cell
flood.

The neighbours are those of `engine.grid` (four on a square map, six on an odd-r hex
map); the labelling is `engine.grid_arrays.connected_mask`, the fill's own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set
from typing import Any

import numpy as np

from engine.grid_arrays import connected_mask, terrain_codes

Cell = tuple[int, int]


def same_terrain_mask(codes: np.ndarray, start: Cell) -> np.ndarray:
    """True on every cell of `start`'s terrain, wherever it lies."""
    return codes == codes[start[1], start[0]]


class CellMask(Set[Cell]):
    """A set of (col, row) cells held as a (height, width) boolean array: membership and
    size answer at once, and union and difference with another mask are array operations,
    so a choice of a whole map never becomes 262,144 Python tuples until someone walks it.
    Cells off the array are never in it."""

    def __init__(self, mask: np.ndarray) -> None:
        self.mask = mask
        self._count = int(np.count_nonzero(mask))

    @classmethod
    def of(cls, cells: Iterable[Cell], shape: tuple[int, int]) -> CellMask:
        """The cells of `cells` that lie on a map of `shape` (height, width)."""
        if isinstance(cells, CellMask) and cells.mask.shape == shape:
            return cells
        mask = np.zeros(shape, dtype=bool)
        height, width = shape
        for col, row in cells:
            if 0 <= col < width and 0 <= row < height:
                mask[row, col] = True
        return cls(mask)

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple) or len(cell) != 2:
            return False
        col, row = cell
        height, width = self.mask.shape
        return 0 <= row < height and 0 <= col < width and bool(self.mask[row, col])

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[Cell]:
        rows, cols = np.nonzero(self.mask)
        return zip(cols.tolist(), rows.tolist(), strict=True)

    def _other(self, other: Any) -> CellMask | None:
        return CellMask.of(other, self.mask.shape) if isinstance(other, Set) else None

    def __or__(self, other: Any) -> CellMask:  # type: ignore[override]
        o = self._other(other)
        return NotImplemented if o is None else CellMask(self.mask | o.mask)

    def __xor__(self, other: Any) -> CellMask:  # type: ignore[override]
        o = self._other(other)
        return NotImplemented if o is None else CellMask(self.mask ^ o.mask)

    def __and__(self, other: Any) -> CellMask:  # type: ignore[override]
        o = self._other(other)
        return NotImplemented if o is None else CellMask(self.mask & o.mask)

    __ror__, __rxor__, __rand__ = __or__, __xor__, __and__

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CellMask) and other.mask.shape == self.mask.shape:
            return bool(np.array_equal(self.mask, other.mask))
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]


def terrain_array(rows: list[str]) -> np.ndarray:
    """The terrain text as a (height, width) array of character codes."""
    return terrain_codes(rows, len(rows[0]) if rows else 0)


def connected_cells(rows: list[str], start: Cell, hex_grid: bool) -> CellMask:
    """The magic wand: the cells of `start`'s terrain connected to it."""
    return CellMask(connected_mask(terrain_array(rows), start, hex_grid))


def same_terrain_cells(rows: list[str], start: Cell) -> CellMask:
    """Select same terrain: every cell of `start`'s terrain."""
    return CellMask(same_terrain_mask(terrain_array(rows), start))
