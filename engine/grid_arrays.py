"""Whole-map terrain as arrays: the connected region of a cell and the mirror images of many
cells, in compiled code (numpy, scipy) instead of a Python loop over cells.

The terrain array holds one uint32 code a cell (the character's code point), row-major as
the scenario's rows. `connected_region` gives the same cells as a breadth-first search over
`Grid.neighbours`; `mirror_flat` the same cells as `Grid.mirror` (tests hold both equal).

Hex maps (odd-r) label with one trick: every cell is drawn as two pixels side by side, odd
rows shifted by one pixel, so that 4-connectivity of the doubled image is exactly hex
adjacency (a cell's two pixels touch the two cells above and the two below it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from engine.grid import _MIRROR_NUDGE, SQRT3, Grid, HexGrid, Layout, _check_mirror_mode

if TYPE_CHECKING:
    from engine.grid import Cell



def terrain_codes(rows: list[str], width: int) -> np.ndarray:
    """The rows as a (height, width) uint32 array of code points (one pass, no cell loop)."""
    text = "".join(rows)
    if len(text) != width * len(rows):
        text = "".join(r[:width].ljust(width, "?") for r in rows)
    return np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).reshape(len(rows), width)


def connected_mask(codes: np.ndarray, start: Cell, hex_grid: bool) -> np.ndarray:
    """True on the cells joined to `start` (col, row) through neighbours of its own
    terrain (six on an odd-r hex map, four on a square one)."""
    from scipy import ndimage  # compiled labelling: imported only by what fills or selects

    col, row = start
    h, w = codes.shape
    if not (0 <= col < w and 0 <= row < h):
        raise ValueError(f"cell {start} is off the {w}x{h} map")
    same = codes == codes[row, col]
    if not hex_grid:
        labels, _ = ndimage.label(same)
        return labels == labels[row, col]
    doubled = np.zeros((h, 2 * w + 1), dtype=bool)
    pairs = np.repeat(same, 2, axis=1)
    doubled[0::2, 0:2 * w] = pairs[0::2]
    doubled[1::2, 1:2 * w + 1] = pairs[1::2]
    labels, _ = ndimage.label(doubled)
    mine = labels[row, 2 * col + (row & 1)]
    picked = labels[:, 0:2 * w:2].copy()
    picked[1::2] = labels[1::2, 1:2 * w + 1:2]
    return picked == mine


def connected_region(codes: np.ndarray, grid: Grid, start: Cell) -> np.ndarray:
    """Flat indices (row * width + col, ascending) of the cells connected to `start` through
    neighbours of its own terrain."""
    return np.flatnonzero(connected_mask(codes, start, isinstance(grid, HexGrid)))


def mirror_flat(grid: Grid, flat: np.ndarray, mode: str) -> np.ndarray:
    """The flat indices of the mirror images of `flat` (as Grid.mirror, clamped)."""
    _check_mirror_mode(mode)
    w, h = grid.width, grid.height
    cols, rows = flat % w, flat // w
    if not isinstance(grid, HexGrid):
        if mode in ("left_right", "rotate_180"):
            cols = w - 1 - cols
        if mode in ("top_bottom", "rotate_180"):
            rows = h - 1 - rows
        return rows * w + cols
    unit = Layout(1.0)
    bx0, by0, bx1, by1 = grid.pixel_bounds(unit)
    q = cols - (rows - (rows & 1)) // 2
    x = SQRT3 * (q + rows / 2)
    y = 1.5 * rows
    if mode == "top_bottom":
        y = by0 + by1 - y
        x = x + np.where(rows % 2 == 0, _MIRROR_NUDGE, -_MIRROR_NUDGE)
    else:
        x = bx0 + bx1 - x - _MIRROR_NUDGE
        if mode == "rotate_180":
            y = by0 + by1 - y
    fq = SQRT3 / 3 * x - y / 3
    fr = 2 / 3 * y
    fs = -fq - fr
    rq, rr, rs = np.rint(fq), np.rint(fr), np.rint(fs)
    dq, dr, ds = np.abs(rq - fq), np.abs(rr - fr), np.abs(rs - fs)
    fix_q = (dq > dr) & (dq > ds)
    fix_r = ~fix_q & (dr > ds)
    rq = np.where(fix_q, -rr - rs, rq)
    rr = np.where(fix_r, -rq - rs, rr)
    iq, ir = rq.astype(np.int64), rr.astype(np.int64)
    out_cols = np.clip(iq + (ir - (ir & 1)) // 2, 0, w - 1)
    out_rows = np.clip(ir, 0, h - 1)
    return out_rows * w + out_cols


def write_cells(rows: list[str], width: int, flat: np.ndarray, values: np.ndarray) -> list[int]:
    """Set the cells `flat` (ascending) to the code points `values` in `rows` (the list is
    changed in place, only the rows touched are rebuilt); returns the rows touched."""
    codes = terrain_codes(rows, width).copy()
    codes.reshape(-1)[flat] = values
    touched = sorted_rows(flat, width)
    for r in touched:
        rows[r] = codes[r].tobytes().decode("utf-32-le")
    return touched


def sorted_rows(flat: np.ndarray, width: int) -> list[int]:
    """The distinct rows of ascending flat indices (no sort: they are in order already)."""
    rows = flat // width
    if not rows.size:
        return []
    return rows[np.flatnonzero(np.diff(rows, prepend=-1))].tolist()

_preloading: list[object] = []


def preload() -> None:
    """Import the compiled labelling in a background thread, once (a fill tool chosen):
    the first fill then does not wait for scipy's import, which can take a second."""
    if _preloading:
        return
    import threading

    thread = threading.Thread(target=lambda: __import__("scipy.ndimage"), daemon=True,
                              name="preload-labelling")
    _preloading.append(thread)
    thread.start()
