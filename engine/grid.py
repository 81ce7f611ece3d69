"""Grid geometry for both map shapes: neighbours, distances, rings, lines, pixels, mirrors.

Hex maths follows the Red Blob Games hexagon guide: every algorithm works in cube
coordinates and offset coordinates ("odd-r": pointy-top, odd rows shifted right) are only
used at the edges, for storage and display. The pixel mapping lives in `Layout`, kept
apart from the grid maths, so the engine never needs to know about screens.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Iterator
from itertools import repeat

from engine.records import record

Cell = tuple[int, int]
"""(col, row), 0-based offset coordinates, as in the scenario's terrain text."""
Cube = tuple[int, int, int]
FloatCube = tuple[float, float, float]
Point = tuple[float, float]

MIRROR_MODES: tuple[str, ...] = ("left_right", "top_bottom", "rotate_180")
SQRT3 = math.sqrt(3.0)

# Fixed nudges: a line that runs exactly along an edge between two cells always falls on
# the same side, so line of fire never depends on which end is the shooter's rounding luck.
_HEX_LINE_NUDGE: FloatCube = (1e-6, 2e-6, -3e-6)
_SQUARE_LINE_NUDGE: Point = (1e-6, 2e-6)
_MIRROR_NUDGE = 1e-6  # in units of Layout.size; resolves reflections landing on an edge
_RECT_MARGIN = 1e-9
_TIE = 1e-9  # two cell centres this much equally near a point of a line: it is on their edge
_STEP_CACHE_SIZE = 200_000  # pairs of cells whose line steps a grid remembers
_WITHIN_CACHE_SIZE = 100_000  # (cell, n) pairs whose `cells_within` a grid remembers
_WITHIN_CACHED_UP_TO = 2  # the greatest n remembered (an order's reach; a sight's is more)

# Counter-clockwise on screen starting east: E, NE, NW, W, SW, SE.
HEX_DIRECTIONS: tuple[Cube, ...] = (
    (1, 0, -1), (1, -1, 0), (0, -1, 1), (-1, 0, 1), (-1, 1, 0), (0, 1, -1),
)
# Same angular order for squares: E, N, W, S (rows grow downwards).
SQUARE_DIRECTIONS: tuple[Cell, ...] = ((1, 0), (0, -1), (-1, 0), (0, 1))


# --- cube helpers (odd-r) -------------------------------------------------------------

def offset_to_cube(cell: Cell) -> Cube:
    """Odd-r offset -> cube; also correct for negative rows (Python's & and // floor)."""
    col, row = cell
    q = col - (row - (row & 1)) // 2
    return (q, row, -q - row)


def cube_to_offset(cube: Cube) -> Cell:
    """Cube -> odd-r offset (s is implied by q and r)."""
    q, r, _ = cube
    return (q + (r - (r & 1)) // 2, r)


def cube_add(a: Cube, b: Cube) -> Cube:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def cube_distance(a: Cube, b: Cube) -> int:
    """Hex steps between two cubes: the largest of the three axis differences."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def cube_round(frac: FloatCube) -> Cube:
    """Nearest cube to a fractional one; the axis with the largest error is rebuilt so that
    q + r + s == 0 still holds."""
    return round_cube(frac[0], frac[1], frac[2])


def round_cube(x: float, y: float, z: float) -> Cube:
    """`cube_round` of (x, y, z) given apart (a line's steps: no tuple made to round)."""
    q, r, s = round(x), round(y), round(z)
    dq, dr, ds = abs(q - x), abs(r - y), abs(s - z)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    else:
        s = -q - r
    return (q, r, s)


def cube_lerp(a: FloatCube, b: FloatCube, t: float) -> FloatCube:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


# --- pixel layout ------------------------------------------------------------------------

@record(frozen=True)
class Layout:
    """Screen placement of a grid: `size` is the hex centre-to-corner radius or half the side
    of a square; `origin` is the pixel centre of cell (0, 0)."""

    size: float
    origin: Point = (0.0, 0.0)

    def __post_init__(self) -> None:
        if not self.size > 0:
            raise ValueError(f"Layout size must be positive, got {self.size!r}")

    @classmethod
    def for_grid(cls, grid: Grid, size: float) -> Layout:
        """Layout whose map bounding box starts exactly at (0, 0), so no polygon is clipped."""
        x0, y0, _, _ = grid.pixel_bounds(cls(size))
        return cls(size, (-x0, -y0))


# --- the common interface ----------------------------------------------------------------

class Grid(ABC):
    """One interface for both map shapes, so rules and the editor never branch on `kind`."""

    kind: str

    def __init__(self, width: int, height: int) -> None:
        if width < 1 or height < 1:
            raise ValueError(f"grid size must be at least 1x1, got {width}x{height}")
        self.width = width
        self.height = height
        self._steps: dict[tuple[Cell, Cell], tuple[tuple[Cell, ...], ...]] = {}
        self._within: dict[tuple[Cell, int], tuple[Cell, ...]] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.width}, {self.height})"

    def in_bounds(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def cells(self) -> Iterator[Cell]:
        """All cells, row-major, matching the order of the terrain text."""
        for row in range(self.height):
            for col in range(self.width):
                yield (col, row)

    def neighbours(self, cell: Cell) -> list[Cell]:
        """Adjacent in-bounds cells in the fixed direction order of the shape."""
        return [c for c in self._adjacent(cell) if self.in_bounds(c)]

    def line_between(self, a: Cell, b: Cell) -> list[Cell]:
        """The cells strictly between a and b along `line` (one cell a step)."""
        return self.line(a, b)[1:-1]

    def line_steps_between(self, a: Cell, b: Cell) -> tuple[tuple[Cell, ...], ...]:
        """The exact centre-to-centre line from a to b, strictly between them, step by step:
        at each step the cells the line touches there, one where it crosses a cell, two
        where it runs along the edge between two (three or four at a corner). Lines of fire
        are blocked by an obstacle in any cell of a step, so they are the same both ways and
        on a mirrored map (docs/rules-notes.md, A5). Remembered per pair of cells."""
        key = (a, b)
        found = self._steps.get(key)
        if found is None:
            if len(self._steps) >= _STEP_CACHE_SIZE:
                self._steps.clear()
            found = tuple(tuple(c for c in step if c != a and c != b)
                          for step in self._line_steps(a, b))
            self._steps[key] = found
        return found

    @abstractmethod
    def _line_steps(self, a: Cell, b: Cell) -> list[tuple[Cell, ...]]:
        """line_steps_between without the cache and the end cells."""

    def pixel_extent(self, layout: Layout) -> Point:
        """(width, height) in pixels of the whole map's bounding box."""
        x0, y0, x1, y1 = self.pixel_bounds(layout)
        return (x1 - x0, y1 - y0)

    def _clip(self, cells: list[Cell], clip: bool) -> list[Cell]:
        return [c for c in cells if self.in_bounds(c)] if clip else cells

    def clamp(self, cell: Cell) -> Cell:
        """The map's cell nearest `cell` by column and row (a cell off the map to its edge)."""
        return (min(max(cell[0], 0), self.width - 1), min(max(cell[1], 0), self.height - 1))

    @abstractmethod
    def _adjacent(self, cell: Cell) -> list[Cell]:
        """Unbounded neighbours in the documented order."""

    @abstractmethod
    def distance(self, a: Cell, b: Cell) -> int:
        """Distance for "within N" (ranges, vision, auras)."""

    @abstractmethod
    def step_distance(self, a: Cell, b: Cell) -> int:
        """Fewest single moves from a to b on an empty map."""

    def cells_within(self, cell: Cell, n: int) -> list[Cell]:
        """In-bounds cells with distance <= n (cell included), row-major (a new list).
        Remembered per cell for a small `n`: every unit's orders and engineering ask it
        of the unit's cell at every listing."""
        if n > _WITHIN_CACHED_UP_TO:
            return self._cells_within(cell, n)
        key = (cell, n)
        found = self._within.get(key)
        if found is None:
            if len(self._within) >= _WITHIN_CACHE_SIZE:
                self._within.clear()
            found = self._within[key] = tuple(self._cells_within(cell, n))
        return list(found)

    @abstractmethod
    def _cells_within(self, cell: Cell, n: int) -> list[Cell]:
        """`cells_within` worked out."""

    @abstractmethod
    def ring(self, cell: Cell, n: int, clip: bool = True) -> list[Cell]:
        """Cells at distance exactly n; clip=False keeps off-map cells (full ring)."""

    @abstractmethod
    def line(self, a: Cell, b: Cell) -> list[Cell]:
        """Cells from a to b inclusive, unbounded, each adjacent to the next."""

    @abstractmethod
    def cell_to_pixel(self, cell: Cell, layout: Layout) -> Point:
        """Pixel centre of a cell."""

    @abstractmethod
    def pixel_to_cell(self, x: float, y: float, layout: Layout) -> Cell:
        """Cell whose polygon contains the point; may be out of bounds."""

    @abstractmethod
    def cell_polygon(self, cell: Cell, layout: Layout) -> list[Point]:
        """Corners, starting at the upper right, clockwise on screen."""

    @abstractmethod
    def pixel_bounds(self, layout: Layout) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) of the bounding box of every cell polygon."""

    @abstractmethod
    def cells_in_rect(
        self, x0: float, y0: float, x1: float, y1: float, layout: Layout
    ) -> list[Cell]:
        """In-bounds cells whose polygon may meet the pixel rectangle, row-major.
        Cost is proportional to the answer, not to the map, so views can repaint cheaply."""

    @abstractmethod
    def mirror(self, cell: Cell, mode: str, clamp: bool = True) -> Cell:
        """Symmetric counterpart of a cell for mirrored maps ("left_right", "top_bottom",
        "rotate_180"); clamp=False shows when a cell has no true image on the map."""


def _check_mirror_mode(mode: str) -> None:
    if mode not in MIRROR_MODES:
        raise ValueError(f"unknown mirror mode {mode!r}; expected one of {MIRROR_MODES}")


def _int_span(lo: float, hi: float, first: int, last: int) -> range:
    """Integers k with lo <= k <= hi, limited to [first, last]."""
    lo_k, hi_k = math.ceil(lo - _RECT_MARGIN), math.floor(hi + _RECT_MARGIN)
    return range(max(lo_k, first), min(hi_k, last) + 1)


# --- hexagons ----------------------------------------------------------------------------

# The offset steps to a cell's neighbours in HEX_DIRECTIONS' order, by its row's parity
# (odd-r: an odd row's neighbours above and below are half a cell further right).
_HEX_STEPS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple((c - 2, r - row) for c, r in (cube_to_offset(cube_add(offset_to_cube((2, row)), d))
                                        for d in HEX_DIRECTIONS))
    for row in (2, 3))

class HexGrid(Grid):
    """Pointy-top hexes, odd rows shifted right by half a hex ("odd-r")."""

    kind = "hex"

    def _adjacent(self, cell: Cell) -> list[Cell]:
        cube = offset_to_cube(cell)
        return [cube_to_offset(cube_add(cube, d)) for d in HEX_DIRECTIONS]

    def neighbours(self, cell: Cell) -> list[Cell]:
        # `_adjacent` and in_bounds in one step, offsets by the row's parity (a search's
        # hottest call: validation's early-win warning settles thousands of cells)
        col, row = cell
        width, height = self.width, self.height
        if 0 < col < width - 1 and 0 < row < height - 1:  # inside the border: all six
            (a, b), (c, d), (e, f), (g, h), (i, j), (k, m) = _HEX_STEPS[row & 1]
            return [(col + a, row + b), (col + c, row + d), (col + e, row + f),
                    (col + g, row + h), (col + i, row + j), (col + k, row + m)]
        return [(c, r) for dc, dr in _HEX_STEPS[row & 1]
                if 0 <= (c := col + dc) < width and 0 <= (r := row + dr) < height]

    def distance(self, a: Cell, b: Cell) -> int:
        # cube_distance(offset_to_cube(a), offset_to_cube(b)) in one step (the hottest
        # function of a big game): q from the odd-r offset, r the row, s = -q - r
        (ac, ar), (bc, br) = a, b
        dq = (ac - (ar - (ar & 1)) // 2) - (bc - (br - (br & 1)) // 2)
        dr = ar - br
        return max(abs(dq), abs(dr), abs(dq + dr))

    def step_distance(self, a: Cell, b: Cell) -> int:
        return self.distance(a, b)

    def _cells_within(self, cell: Cell, n: int) -> list[Cell]:
        # Walk row by row: in cube terms the row is r, and each row is one q-interval.
        q, r, _ = offset_to_cube(cell)
        out: list[Cell] = []
        for dr in range(-n, n + 1):
            row = r + dr
            if not 0 <= row < self.height:
                continue
            shift = (row - (row & 1)) // 2
            lo = q + max(-n, -dr - n) + shift
            hi = q + min(n, -dr + n) + shift
            # the row's cells as (col, row) pairs made at C speed (this is called for
            # every unit's orders and engineering at every listing)
            out += zip(range(max(lo, 0), min(hi, self.width - 1) + 1), repeat(row))
        return out

    def ring(self, cell: Cell, n: int, clip: bool = True) -> list[Cell]:
        """Red Blob ring walk: start n steps south-west, then go n steps in each direction
        E, NE, NW, W, SW, SE (counter-clockwise on screen)."""
        if n < 0:
            return []
        if n == 0:
            return self._clip([cell], clip)
        q, r, s = offset_to_cube(cell)
        dq, dr, ds = HEX_DIRECTIONS[4]
        cube = (q + dq * n, r + dr * n, s + ds * n)
        out: list[Cell] = []
        for direction in HEX_DIRECTIONS:
            for _ in range(n):
                out.append(cube_to_offset(cube))
                cube = cube_add(cube, direction)
        return self._clip(out, clip)

    def line(self, a: Cell, b: Cell) -> list[Cell]:
        """Interpolate-and-round in cube space; both ends get the same fixed nudge, so edge
        ties always break the same way and the result has distance + 1 cells."""
        ca, cb = offset_to_cube(a), offset_to_cube(b)
        n = cube_distance(ca, cb)
        if n == 0:
            return [a]
        e = _HEX_LINE_NUDGE
        fa = (ca[0] + e[0], ca[1] + e[1], ca[2] + e[2])
        fb = (cb[0] + e[0], cb[1] + e[1], cb[2] + e[2])
        return [cube_to_offset(cube_round(cube_lerp(fa, fb, i / n))) for i in range(n + 1)]

    def _line_steps(self, a: Cell, b: Cell) -> list[tuple[Cell, ...]]:
        """Exact: a point whose nudges either way round to different hexes lies on an edge
        or corner; then every hex whose centre is nearest to it (in the plane of cube
        coordinates, where hex centres form an equilateral lattice) is part of the step."""
        ca, cb = offset_to_cube(a), offset_to_cube(b)
        n = cube_distance(ca, cb)
        e0, e1, e2 = _HEX_LINE_NUDGE
        a0, a1, a2 = ca
        d0, d1, d2 = cb[0] - a0, cb[1] - a1, cb[2] - a2
        steps: list[tuple[Cell, ...]] = []
        for i in range(1, n):
            # cube_lerp written out, both nudges rounded apart (the same float operations
            # in the same order: a line of fire's first ask, thousands a game)
            t = i / n
            p0, p1, p2 = a0 + d0 * t, a1 + d1 * t, a2 + d2 * t
            up = round_cube(p0 + e0, p1 + e1, p2 + e2)
            if up == round_cube(p0 - e0, p1 - e1, p2 - e2):
                q, r, _ = up
                steps.append(((q + (r - (r & 1)) // 2, r),))
                continue
            q, r, s = up
            # on an edge or corner: the hex and its six neighbours, each squared distance
            # summed left to right as sum() does
            near = [(q, r, s), *((q + u, r + v, s + w) for u, v, w in HEX_DIRECTIONS)]
            dist = [(h0 - p0) ** 2 + (h1 - p1) ** 2 + (h2 - p2) ** 2 for h0, h1, h2 in near]
            best = min(dist) + _TIE
            steps.append(tuple(sorted((h0 + (h1 - (h1 & 1)) // 2, h1)
                                      for (h0, h1, _), d in zip(near, dist, strict=True)
                                      if d <= best)))
        return steps

    def cell_to_pixel(self, cell: Cell, layout: Layout) -> Point:
        q, r, _ = offset_to_cube(cell)
        return (
            layout.origin[0] + layout.size * SQRT3 * (q + r / 2),
            layout.origin[1] + layout.size * 1.5 * r,
        )

    def pixel_to_cell(self, x: float, y: float, layout: Layout) -> Cell:
        px = (x - layout.origin[0]) / layout.size
        py = (y - layout.origin[1]) / layout.size
        q = SQRT3 / 3 * px - py / 3
        r = 2 / 3 * py
        return cube_to_offset(cube_round((q, r, -q - r)))

    def cell_polygon(self, cell: Cell, layout: Layout) -> list[Point]:
        cx, cy = self.cell_to_pixel(cell, layout)
        s = layout.size
        return [
            (cx + s * math.cos(math.radians(60 * i - 30)),
             cy + s * math.sin(math.radians(60 * i - 30)))
            for i in range(6)
        ]

    def pixel_bounds(self, layout: Layout) -> tuple[float, float, float, float]:
        s, (ox, oy) = layout.size, layout.origin
        half_w = SQRT3 / 2 * s
        odd_shift = 0.5 if self.height > 1 else 0.0  # a one-row map has no shifted row
        return (
            ox - half_w,
            oy - s,
            ox + SQRT3 * s * (self.width - 1 + odd_shift) + half_w,
            oy + 1.5 * s * (self.height - 1) + s,
        )

    def cells_in_rect(
        self, x0: float, y0: float, x1: float, y1: float, layout: Layout
    ) -> list[Cell]:
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        s, (ox, oy) = layout.size, layout.origin
        dx, dy, half_w = SQRT3 * s, 1.5 * s, SQRT3 / 2 * s
        out: list[Cell] = []
        for row in _int_span((y0 - s - oy) / dy, (y1 + s - oy) / dy, 0, self.height - 1):
            shift = 0.5 * (row & 1)
            cols = _int_span(
                (x0 - half_w - ox) / dx - shift, (x1 + half_w - ox) / dx - shift,
                0, self.width - 1,
            )
            out.extend((col, row) for col in cols)
        return out

    def mirror(self, cell: Cell, mode: str, clamp: bool = True) -> Cell:
        """Reflect the cell centre about the map's pixel centre and take the cell under it.

        An odd-r map is not itself mirror-symmetric (odd rows stick out on the right), so the
        reflected centre often lands on the edge between two cells. The fixed nudge picks the
        side that keeps the mapping an involution: for left_right and rotate_180 that is a
        true hex reflection / point reflection (distances are kept); for top_bottom on an
        even number of rows no hex reflection exists and the result is a half-hex-shifted
        approximation. The cells whose image falls off the map (the last cell of odd rows
        for left_right, and for rotate_180 on an odd number of rows) are clamped, and only
        those break mirror(mirror(c)) == c.
        """
        _check_mirror_mode(mode)
        unit = Layout(1.0)
        bx0, by0, bx1, by1 = self.pixel_bounds(unit)
        x, y = self.cell_to_pixel(cell, unit)
        if mode == "top_bottom":
            y = by0 + by1 - y
            x += _MIRROR_NUDGE if cell[1] % 2 == 0 else -_MIRROR_NUDGE
        else:
            x = bx0 + bx1 - x - _MIRROR_NUDGE
            if mode == "rotate_180":
                y = by0 + by1 - y
        image = self.pixel_to_cell(x, y, unit)
        return self.clamp(image) if clamp else image


# --- squares -----------------------------------------------------------------------------

class SquareGrid(Grid):
    """Square cells with 4-neighbour moves; "within N" is Chebyshev (a square area)."""

    kind = "square"

    def _adjacent(self, cell: Cell) -> list[Cell]:
        return [(cell[0] + dc, cell[1] + dr) for dc, dr in SQUARE_DIRECTIONS]

    def distance(self, a: Cell, b: Cell) -> int:
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

    def step_distance(self, a: Cell, b: Cell) -> int:
        return abs(a[0] - b[0]) + abs(a[1] - b[1])

    def _cells_within(self, cell: Cell, n: int) -> list[Cell]:
        col, row = cell
        cols = range(max(col - n, 0), min(col + n, self.width - 1) + 1)
        return [
            (c, r) for r in range(max(row - n, 0), min(row + n, self.height - 1) + 1)
            for c in cols
        ]

    def ring(self, cell: Cell, n: int, clip: bool = True) -> list[Cell]:
        """Chebyshev ring from the top-left corner, clockwise on screen: top edge, right
        edge, bottom edge, left edge, 2n cells each."""
        if n < 0:
            return []
        if n == 0:
            return self._clip([cell], clip)
        col, row = cell[0] - n, cell[1] - n
        out: list[Cell] = []
        for dc, dr in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            for _ in range(2 * n):
                out.append((col, row))
                col, row = col + dc, row + dr
        return self._clip(out, clip)

    def line(self, a: Cell, b: Cell) -> list[Cell]:
        """DDA: max(|dx|, |dy|) equal steps, rounded with a fixed nudge, so consecutive cells
        touch (edge or corner) and ties always fall the same way."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(abs(dx), abs(dy))
        if n == 0:
            return [a]
        ex, ey = _SQUARE_LINE_NUDGE
        return [
            (math.floor(a[0] + dx * i / n + ex + 0.5), math.floor(a[1] + dy * i / n + ey + 0.5))
            for i in range(n + 1)
        ]

    def _line_steps(self, a: Cell, b: Cell) -> list[tuple[Cell, ...]]:
        """Exact in integers: at step i of n the line is at a + (b - a) * i / n; an axis
        whose value there is a half (the edge between two cells) gives both cells."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(abs(dx), abs(dy))

        def nearest(start: int, delta: int, i: int) -> tuple[int, ...]:
            twice = 2 * (start * n + delta * i)  # twice the value, in n-ths
            if twice % (2 * n) == n:
                return ((twice - n) // (2 * n), (twice + n) // (2 * n))
            return ((twice + n) // (2 * n),)

        return [tuple((x, y) for x in nearest(a[0], dx, i) for y in nearest(a[1], dy, i))
                for i in range(1, n)]

    def cell_to_pixel(self, cell: Cell, layout: Layout) -> Point:
        side = 2 * layout.size
        return (layout.origin[0] + side * cell[0], layout.origin[1] + side * cell[1])

    def pixel_to_cell(self, x: float, y: float, layout: Layout) -> Cell:
        side = 2 * layout.size
        return (
            math.floor((x - layout.origin[0]) / side + 0.5),
            math.floor((y - layout.origin[1]) / side + 0.5),
        )

    def cell_polygon(self, cell: Cell, layout: Layout) -> list[Point]:
        cx, cy = self.cell_to_pixel(cell, layout)
        s = layout.size
        return [(cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s), (cx - s, cy - s)]

    def pixel_bounds(self, layout: Layout) -> tuple[float, float, float, float]:
        s, (ox, oy) = layout.size, layout.origin
        return (ox - s, oy - s, ox + s * (2 * self.width - 1), oy + s * (2 * self.height - 1))

    def cells_in_rect(
        self, x0: float, y0: float, x1: float, y1: float, layout: Layout
    ) -> list[Cell]:
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        s, (ox, oy) = layout.size, layout.origin
        side = 2 * s
        cols = _int_span((x0 - s - ox) / side, (x1 + s - ox) / side, 0, self.width - 1)
        rows = _int_span((y0 - s - oy) / side, (y1 + s - oy) / side, 0, self.height - 1)
        return [(c, r) for r in rows for c in cols]

    def mirror(self, cell: Cell, mode: str, clamp: bool = True) -> Cell:
        """Plain reflections: a square map is symmetric, so these are exact involutions."""
        _check_mirror_mode(mode)
        col, row = cell
        if mode in ("left_right", "rotate_180"):
            col = self.width - 1 - col
        if mode in ("top_bottom", "rotate_180"):
            row = self.height - 1 - row
        return self.clamp((col, row)) if clamp else (col, row)


GRID_KINDS: dict[str, type[Grid]] = {"hex": HexGrid, "square": SquareGrid}


def make_grid(kind: str, width: int, height: int) -> Grid:
    """Build the grid named by the scenario's `grid:` field."""
    try:
        grid_class = GRID_KINDS[kind]
    except KeyError:
        raise ValueError(
            f"unknown grid kind {kind!r}; expected one of {sorted(GRID_KINDS)}"
        ) from None
    return grid_class(width, height)
