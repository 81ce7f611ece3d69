"""The array forms of grid questions give the very cells the grid's own methods give: the
connected region (a fill) equals a breadth-first search over `Grid.neighbours`, the mirror
images equal `Grid.mirror`, on both grids, odd and even sizes, random terrain."""

from __future__ import annotations

import random

import numpy as np
import pytest

from benchmarks.bench_wand import python_flood
from engine.cell_region import CellRegion, bounds_corners, cells_bounds
from engine.grid import MIRROR_MODES, make_grid
from engine.grid_arrays import connected_region, mirror_flat, terrain_codes, write_cells


@pytest.mark.parametrize("kind", ["hex", "square"])
def test_the_labelled_region_is_the_searched_region(kind):
    rng = random.Random(kind)
    for _ in range(150):
        w, h = rng.randint(1, 12), rng.randint(1, 12)
        grid = make_grid(kind, w, h)
        rows = ["".join(rng.choice(".F=") for _ in range(w)) for _ in range(h)]
        start = (rng.randrange(w), rng.randrange(h))
        flat = connected_region(terrain_codes(rows, w), grid, start)
        assert list(flat) == sorted(flat)
        assert {(int(i) % w, int(i) // w) for i in flat} == python_flood(rows, grid, start)


@pytest.mark.parametrize("kind", ["hex", "square"])
@pytest.mark.parametrize("size", [(1, 1), (5, 1), (1, 4), (7, 6), (8, 9), (33, 32)])
def test_the_mirror_array_is_grid_mirror(kind, size):
    w, h = size
    grid = make_grid(kind, w, h)
    flat = np.arange(w * h)
    for mode in MIRROR_MODES:
        got = mirror_flat(grid, flat, mode)
        assert [(int(i) % w, int(i) // w) for i in got] == [
            grid.mirror((int(i) % w, int(i) // w), mode) for i in flat], mode


def test_writing_cells_rebuilds_only_the_rows_touched():
    rows = ["....", "....", "...."]
    kept = rows[0]
    touched = write_cells(rows, 4, np.array([5, 6, 11]), np.array([ord("F"), ord("H"), ord("~")]))
    assert rows == ["....", ".FH.", "...~"] and touched == [1, 2] and rows[0] is kept


def test_a_region_gives_its_rows_bounds_and_cells():
    region = CellRegion(np.array([5, 6, 11]), 4)
    assert region.rows() == [1, 2] and region.bounds() == (1, 1, 3, 2)
    assert list(region) == [(1, 1), (2, 1), (3, 2)] and len(region) == 3
    assert cells_bounds({(1, 1), (3, 2)}) == cells_bounds(region)
    assert set(bounds_corners((1, 1, 3, 2))) == {(1, 1), (1, 2), (3, 1), (3, 2)}
    assert cells_bounds(set()) is None and CellRegion(np.array([], dtype=int), 4).bounds() is None
