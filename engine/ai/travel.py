"""Whole-map travel-cost fields for the computer player, on arrays (A3 step costs).

A field is the AP from every cell to the nearest goal cell, units ignored: a reverse
Dijkstra from the goals, where stepping from a cell into its neighbour `c` costs what
entering `c` costs, and an impassable goal (an enemy's cell) counts as reached from next
door. Cells are flat indices `row * width + col`; the grid's neighbour pattern is taken
once per grid shape from the grid module itself, the terrain of a position once per
terrain version (`GameState.terrain_version`), and the search is scipy's compiled
Dijkstra with every goal a source. Distances are sums of whole AP, so they are exact and
do not depend on the order the search settles cells in: same position, same field.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

from engine.ai.step_costs import step_cost
from engine.grid import Cell, Grid, make_grid

INF = float("inf")
FloatArray = NDArray[np.float64]
IntArray = NDArray[np.integer[Any]]


class TravelField:
    """AP from each cell to the nearest goal; `get(cell, default)` like a dict's (cells
    no goal can be reached from are absent)."""

    __slots__ = ("dist", "width")

    def __init__(self, dist: FloatArray, width: int) -> None:
        self.dist = dist
        self.width = width

    def get(self, cell: Cell, default: float = INF) -> float:
        value = float(self.dist[cell[1] * self.width + cell[0]])
        return default if value == INF else value

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple):
            return False
        return self.get(cell) != INF


@dataclass(frozen=True)
class Adjacency:
    """The grid's neighbour pattern as a sparse matrix skeleton: row i lists i's
    neighbours (CSR `indptr` and `indices`), `degree[i]` of them."""

    indptr: IntArray
    indices: IntArray
    degree: IntArray


_ADJACENCY: dict[tuple[str, int, int], Adjacency] = {}


def adjacency(grid: Grid) -> Adjacency:
    """Neighbours of every cell, worked out with arrays from the offsets the grid gives
    a probe cell of each row parity (hex rows alternate), once per grid shape."""
    key = (grid.kind, grid.width, grid.height)
    found = _ADJACENCY.get(key)
    if found is not None:
        return found
    w, h = grid.width, grid.height
    probe = make_grid(grid.kind, 8, 8)
    patterns = {parity: [(c - 3, r - (2 + parity)) for c, r in probe.neighbours((3, 2 + parity))]
                for parity in (0, 1)}
    rows, cols = np.divmod(np.arange(w * h, dtype=np.int64), w)
    width = max(len(p) for p in patterns.values())
    table = np.full((w * h, width), -1, dtype=np.int64)  # row i: i's neighbours, -1 none
    for parity, offsets in patterns.items():
        mine = np.flatnonzero(rows % 2 == parity)
        for k, (dc, dr) in enumerate(offsets):
            r1, c1 = rows[mine] + dr, cols[mine] + dc
            inside = (r1 >= 0) & (r1 < h) & (c1 >= 0) & (c1 < w)
            table[mine[inside], k] = r1[inside] * w + c1[inside]
    present = table >= 0
    dst = table[present]  # row-major: grouped by source cell, as CSR wants
    degree = present.sum(axis=1).astype(np.int64)
    indptr = np.zeros(w * h + 1, dtype=np.int64)
    np.cumsum(degree, out=indptr[1:])
    found = _ADJACENCY[key] = Adjacency(indptr.astype(np.int32), dst.astype(np.int32), degree)
    return found


def terrain_codes(terrain: list[list[str]]) -> tuple[IntArray, list[str]]:
    """Each cell's index into the list of terrain characters the map uses."""
    text = "".join("".join(row) for row in terrain)
    raw = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    uniq, inverse = np.unique(raw, return_inverse=True)
    return inverse.astype(np.int64), [chr(int(c)) for c in uniq]


FIELD_BUDGET = 1 << 23  # cells of fields kept at once (8 bytes each: 64 MB)


def fields_kept(grid: Grid) -> int:
    """How many whole-map fields a side keeps: 64 on small maps, fewer on huge ones."""
    return max(4, min(64, FIELD_BUDGET // (grid.width * grid.height)))


def field_from_costs(grid: Grid, enter: FloatArray, goals: Iterable[Cell],
                     offsets: Mapping[Cell, float] | None = None) -> TravelField:
    """The reverse Dijkstra over `enter` (AP to enter each cell, inf: impassable). With
    `offsets`, reaching a goal cell counts that many AP more (a goal worth less: the
    field is then the least of offset + travel over the goals)."""
    if offsets and any(offsets.values()):
        return _offset_field(grid, enter, goals, offsets)
    w = grid.width
    adj = adjacency(grid)
    goal_index = np.array(sorted({c[1] * w + c[0] for c in goals}), dtype=np.int64)
    size = grid.width * grid.height
    if goal_index.size == 0:
        return TravelField(np.full(size, INF), w)
    out_cost = enter.copy()
    out_cost[goal_index] = np.where(np.isfinite(enter[goal_index]), enter[goal_index], 0.0)
    passable = np.isfinite(out_cost)
    keep = np.repeat(passable, adj.degree)
    counts = np.where(passable, adj.degree, 0)
    indptr = np.zeros(size + 1, dtype=np.int32)  # scipy's own index type: no copies
    np.cumsum(counts, out=indptr[1:])
    data = np.repeat(out_cost, adj.degree)[keep]
    graph = csr_matrix((data, adj.indices[keep], indptr), shape=(size, size))
    dist = dijkstra(graph, directed=True, indices=goal_index, min_only=True)
    return TravelField(np.asarray(dist, dtype=np.float64), w)


def _offset_field(grid: Grid, enter: FloatArray, goals: Iterable[Cell],
                  offsets: Mapping[Cell, float]) -> TravelField:
    """The field from every goal at once, each starting at its offset: the plain field
    of each group of goals sharing an offset, the least over the groups (goals are few
    offsets apart, so the groups are few)."""
    groups: dict[float, list[Cell]] = {}
    for cell in set(goals):
        groups.setdefault(float(offsets.get(cell, 0.0)), []).append(cell)
    best: FloatArray | None = None
    for extra, cells in sorted(groups.items()):
        dist = field_from_costs(grid, enter, cells).dist + extra
        best = dist if best is None else np.minimum(best, dist)
    assert best is not None
    return TravelField(best, grid.width)


def class_costs(codes: IntArray, chars: list[str], catalog: Any, move_class: str) -> FloatArray:
    """AP for a ground class to enter each cell by its terrain alone (inf: impassable)."""
    table = np.array([step_cost(catalog.terrain[ch].step_cost(move_class)) for ch in chars],
                     dtype=np.float64)
    return table[codes]
