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

import threading
import weakref
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from engine.ai.fields.csgraph_search import load_dijkstra, sparse_rows
from engine.ai.fields.step_costs import step_cost
from engine.grid import Cell, Grid, make_grid
from engine.records import record

INF = float("inf")
FloatArray = NDArray[np.float64]
IntArray = NDArray[np.integer[Any]]
dijkstra = load_dijkstra()  # scipy.sparse.csgraph's, without the package's other routines
# the whole fields a graph keeps (`FieldGraph._whole`): at most so many, of at most so
# many cells in all (cache sizes)
WHOLE_KEPT_MOST = 32
WHOLE_KEPT_CELLS = 1 << 20


class TravelField:
    """AP from each cell to the nearest goal; `get(cell, default)` like a dict's (cells
    no goal can be reached from are absent).

    A field made by `FieldGraph.field` is searched only as far from its goals as it is
    asked about: nothing until the first question, then out to the AP that cell's
    distance from the nearest goal would cost in typical steps (at least `reach`,
    at least twice as far as the search before), again when a cell beyond is asked
    about, until the search has reached everything it can. A search cut short at some
    distance gives every cell it reached its exact value (every part of a shortest way
    is shorter), so the field answers exactly what the whole-map search would."""

    __slots__ = ("dist", "width", "_graph", "_enter", "_goals", "_sources", "_limit",
                 "_reach", "searches", "__weakref__")

    def __init__(self, dist: FloatArray, width: int, graph: FieldGraph | None = None,
                 goals: tuple[Cell, ...] = (), sources: IntArray | None = None,
                 reach: float = INF) -> None:
        self.dist = dist
        self.width = width
        # the graph weakly (whoever keeps graphs decides how many live: one let go is
        # built again from the costs if this field must search further); None: whole
        self._graph = None if graph is None else weakref.ref(graph)
        self._enter = None if graph is None else (graph.grid, graph.enter)
        self._goals = goals
        self._sources = sources
        self._limit = 0.0 if graph is not None else INF  # AP searched out so far
        self._reach = reach
        self.searches = 0  # scipy searches made for it (a measure of work)

    def get(self, cell: Cell, default: float = INF) -> float:
        value = float(self.dist[cell[1] * self.width + cell[0]])
        if value == INF and self._graph is not None:
            value = self._widen(cell)
        return default if value == INF else value

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple):
            return False
        return self.get(cell) != INF

    def values_at(self, cells: Sequence[Cell]) -> list[float]:
        """`get(cell, INF)` of each cell, in order (a unit's scores of the cells it may
        reach, cell_scores.py): the searched part read at once, the search widened for
        the cells beyond it as `get` widens it, one by one. A value read is exact (a
        search reaches each cell at its least), so widening changes none of the others."""
        width = self.width
        out: list[float] = self.dist[[c[1] * width + c[0] for c in cells]].tolist()
        if self._graph is not None:
            for i, value in enumerate(out):
                if value == INF:
                    out[i] = self.get(cells[i])
        return out

    def below(self, cell: Cell, bound: float) -> float:
        """The cell's value if it is under `bound`; otherwise INF, or any value not under
        it: searched no further than `bound` (a cell a search out to `limit` AP did not
        reach is more than `limit` from the goals)."""
        value = float(self.dist[cell[1] * self.width + cell[0]])
        if value == INF and self._graph is not None and self._limit < bound:
            value = self._widen(cell, bound)
        return value

    def _widen(self, cell: Cell, bound: float = INF) -> float:
        """Search further until the cell is reached, the search is whole or has reached
        `bound` AP."""
        assert self._graph is not None and self._enter is not None
        graph, sources = self._graph(), self._sources
        if graph is None:
            graph = FieldGraph(*self._enter)
        assert sources is not None
        index = cell[1] * self.width + cell[0]
        away = min(graph.grid.distance(cell, g) for g in self._goals)
        while self._limit < bound and self._limit != INF and self.dist[index] == INF:
            if bound == INF:
                limit = max(self._reach, 2 * self._limit, away * graph.typical_step)
            else:  # no further than asked, but twice as far as before
                limit = max(bound + self._reach / 2, 2 * self._limit)
            self.dist, self._limit = graph.search(sources, limit)
            self.searches += 1
        if self._limit == INF:  # whole: the graph and the costs may go
            self._graph = self._enter = self._sources = None
        return float(self.dist[index])


class JoinedField:
    """The field of a kept field's goals and a few more (`extra`, the field of those
    alone, on the same costs): the nearest goal of the whole set is the nearer of the two
    parts' nearest, so a cell's value is the lesser of theirs, exactly the field searched
    from all the goals at once. The extra part is searched only as far as it could beat
    the kept part's value (`TravelField.below`): around its few goals, where the kept
    part is farther."""

    __slots__ = ("kept", "extra", "parts")

    def __init__(self, kept: TravelField | JoinedField, extra: TravelField) -> None:
        self.kept = kept
        self.extra = extra
        # the fields it holds (each a whole map's array: a chain holds them all)
        self.parts: int = (kept.parts if isinstance(kept, JoinedField) else 1) + 1

    def get(self, cell: Cell, default: float = INF) -> float:
        value = self.below(cell, INF)
        return default if value == INF else value

    def below(self, cell: Cell, bound: float) -> float:
        """As `TravelField.below`: exact under `bound`."""
        kept = self.kept.below(cell, bound)
        extra = self.extra.below(cell, min(kept, bound))
        return extra if extra < kept else kept

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple):
            return False
        return self.get(cell) != INF

    def values_at(self, cells: Sequence[Cell]) -> list[float]:
        """`get(cell, INF)` of each cell, in order (each part searched as far as it is)."""
        get = self.get
        return [get(cell) for cell in cells]


@record(frozen=True)
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


def fields_kept(grid: Grid, budget_cells: int, least: int, most: int) -> int:
    """How many whole-map fields a side keeps: `budget_cells` cells of them (8 bytes
    each), never fewer than `least` (a huge map's few goals are then all kept), at most
    `most` (ai.yaml)."""
    return max(least, min(most, budget_cells // (grid.width * grid.height)))


def median(values: FloatArray) -> float:
    """`np.median` of a non-empty 1-d array of finite values, the same float (the middle
    value, or the two middle ones' sum halved, as np.mean halves it), without the check
    for masked arrays by which `np.median` imports numpy.ma (0.02-0.03 CPU-s of an AI
    process's start, issue 37)."""
    n = values.size
    low, high = (n - 1) // 2, n // 2
    part = np.partition(values, [low, high])
    return float((part[low] + part[high]) / 2)


class FieldGraph:
    """The reverse-step graph of one cost array (entering a cell costs `enter` AP, inf:
    impassable), built once and searched from any goals: the edge from a cell to its
    neighbour costs entering the cell (a step from the neighbour into it)."""

    def __init__(self, grid: Grid, enter: FloatArray, fingerprint: int | None = None) -> None:
        self.grid = grid
        self.enter = enter
        adj = self.adjacency = adjacency(grid)
        size = grid.width * grid.height
        # every neighbour an edge, an impassable cell's at inf (never taken): the
        # grid's own index arrays serve every cost array
        self.matrix = sparse_rows(np.repeat(enter, adj.degree), adj.indices, adj.indptr, size)
        finite = enter[np.isfinite(enter)]
        # a cell `d` cells from the goals is some `d` typical steps away (a first guess
        # of how far to search for it: a wrong one costs a search more or a wider one)
        self.typical_step = median(finite) if finite.size else 0.0
        self.longest_step = float(finite.max()) if finite.size else 0.0
        # told apart by it before the costs are compared (`costs_print`, given when known)
        self.fingerprint = costs_print(enter) if fingerprint is None else fingerprint
        # (goals, first reach) -> the field made of them, while something keeps it (a
        # side's turn cache): asked again, by either side (`shared_graph`), the same field
        self._fields: weakref.WeakValueDictionary[tuple[Any, ...], TravelField] = \
            weakref.WeakValueDictionary()
        # the last fields searched whole, kept by the graph itself: an offset field's
        # groups (`_offset_field`) are read and let go, and the next decision's stage
        # or attack goal asks most of them again (WHOLE_KEPT_CELLS of them, the oldest
        # let go first)
        self._whole: dict[tuple[Cell, ...], TravelField] = {}

    def sources(self, goals: Iterable[Cell]) -> IntArray:
        """Where the search starts: the goal cells, and next to an impassable goal (an
        enemy's cell, reached from next door) its neighbours, as if stepping out of it
        cost nothing."""
        w = self.grid.width
        goal_index = np.array(sorted({c[1] * w + c[0] for c in goals}), dtype=np.int64)
        blocked = goal_index[~np.isfinite(self.enter[goal_index])]
        if blocked.size == 0:
            return goal_index
        adj = self.adjacency
        around = [adj.indices[adj.indptr[i]:adj.indptr[i + 1]] for i in blocked]
        # sorted and distinct, as np.unique gives them (whose check for masked arrays
        # would import numpy.ma: see `median`)
        cells = set(goal_index.tolist()).union(*(a.tolist() for a in around))
        return np.array(sorted(cells), dtype=np.int64)

    def search(self, sources: IntArray, limit: float) -> tuple[FloatArray, float]:
        """Distances from the sources up to `limit` AP (inf beyond it); the limit is
        given back as inf when nothing beyond it was cut off (every cell the sources
        reach is then in)."""
        if limit == INF:
            dist = dijkstra(self.matrix, directed=True, indices=sources, min_only=True)
            return np.asarray(dist, dtype=np.float64), INF
        dist = np.asarray(dijkstra(self.matrix, directed=True, indices=sources,
                                   min_only=True, limit=limit), dtype=np.float64)
        reached = dist[np.isfinite(dist)]
        # a cell cut off lies one step beyond a reached one: none can be when even the
        # farthest reached cell plus the dearest step stays within the limit
        whole = reached.size == 0 or float(reached.max()) + self.longest_step < limit
        return dist, (INF if whole else limit)

    def field(self, goals: Iterable[Cell], reach: float = INF) -> TravelField:
        """The field of the goals: searched whole now (`reach` INF), or searched on
        demand, at least `reach` AP out at first (`TravelField`)."""
        goal_cells = tuple(sorted(set(goals)))
        found = self._fields.get((goal_cells, reach))
        if found is not None:
            return found
        sources = self.sources(goal_cells)
        size = self.grid.width * self.grid.height
        if sources.size == 0:
            made = TravelField(np.full(size, INF), self.grid.width)
        elif reach == INF:
            made = TravelField(self.search(sources, INF)[0], self.grid.width)
            whole = self._whole
            if len(whole) >= max(1, min(WHOLE_KEPT_MOST, WHOLE_KEPT_CELLS // size)):
                del whole[next(iter(whole))]
            whole[goal_cells] = made
        else:
            made = TravelField(np.full(size, INF), self.grid.width, self, goal_cells, sources,
                               reach)
        self._fields[(goal_cells, reach)] = made
        return made


def costs_print(costs: FloatArray) -> int:
    """A print of a cost array read from every 61st cell (a few thousand on a 1024x1024
    map): two arrays the same cell for cell have the same, and most arrays that differ
    do not (`same_costs` compares the arrays only where the prints agree)."""
    return hash(costs[::61].tobytes())


def same_costs(kept: FieldGraph, costs: FloatArray, mark: int) -> bool:
    """Whether a graph's costs are `costs` (`mark`: their `costs_print`), cell for cell
    (inf where impassable): the prints first, the arrays only where those agree."""
    return kept.fingerprint == mark and bool(np.array_equal(kept.enter, costs))


# this thread's search graphs, weakly (each kept by the turn caches that use it), by grid
_SHARED = threading.local()


def shared_graph(grid: Grid, enter: FloatArray) -> FieldGraph:
    """The search graph of these costs: one still kept (by either side's turn cache) whose
    costs are the same, cell for cell, on a grid of the same kind and size, or a new one.
    Its fields are then shared too (`FieldGraph.field`): both sides of a map without mines
    or buildings of their own travel by the same costs, and a field's values are exact
    however far it was searched, so each answers what its own search would (issue 37:
    the engineers' points and the fronts' fields searched once for both sides). Kept per
    thread: a field searched further is never widened by two threads at once."""
    kept: list[weakref.ref[FieldGraph]] | None = getattr(_SHARED, "graphs", None)
    if kept is None:
        kept = _SHARED.graphs = []
    shape = (grid.kind, grid.width, grid.height)
    mark = costs_print(enter)
    alive: list[weakref.ref[FieldGraph]] = []
    found = None
    for ref in kept:
        graph = ref()
        if graph is None:
            continue
        alive.append(ref)
        if found is None and (graph.grid.kind, graph.grid.width, graph.grid.height) == shape \
                and same_costs(graph, enter, mark):
            found = graph
    if found is None:
        found = FieldGraph(grid, enter, mark)
        alive.append(weakref.ref(found))
    _SHARED.graphs = alive
    return found


def field_from_costs(grid: Grid, enter: FloatArray, goals: Iterable[Cell],
                     offsets: Mapping[Cell, float] | None = None,
                     graph: FieldGraph | None = None, reach: float = INF) -> TravelField:
    """The reverse Dijkstra over `enter` (AP to enter each cell, inf: impassable), on
    `graph` when given (built from `enter`), first `reach` AP out (`TravelField`). With
    `offsets`, reaching a goal cell counts that many AP more (a goal worth less: the
    field is then the least of offset + travel over the goals, searched whole)."""
    if offsets and any(offsets.values()):
        return _offset_field(grid, enter, goals, offsets, graph)
    return (graph or FieldGraph(grid, enter)).field(goals, reach)


def _offset_field(grid: Grid, enter: FloatArray, goals: Iterable[Cell],
                  offsets: Mapping[Cell, float], graph: FieldGraph | None) -> TravelField:
    """The field from every goal at once, each starting at its offset: the plain field
    of each group of goals sharing an offset, the least over the groups (goals are few
    offsets apart, so the groups are few)."""
    groups: dict[float, list[Cell]] = {}
    for cell in set(goals):
        groups.setdefault(float(offsets.get(cell, 0.0)), []).append(cell)
    best: FloatArray | None = None
    graph = graph or FieldGraph(grid, enter)
    for extra, cells in sorted(groups.items()):
        dist = graph.field(cells).dist + extra
        best = dist if best is None else np.minimum(best, dist)
    assert best is not None
    return TravelField(best, grid.width)


def class_costs(codes: IntArray, chars: list[str], catalog: Any, move_class: str) -> FloatArray:
    """AP for a ground class to enter each cell by its terrain alone (inf: impassable)."""
    table = np.array([step_cost(catalog.terrain[ch].step_cost(move_class)) for ch in chars],
                     dtype=np.float64)
    return table[codes]
