"""Random battlefield generator: a plausible, valid and fair starting map for a designer.

Everything is drawn from one `random.Random(seed)`, so the same options always give the
same file, byte for byte. The map is built in layers (river, hills, forests, swamps,
villages, roads, bridges, victory points) on flat cell indices `row * width + col`, with
neighbour lists taken once from the grid module, so 256x256 maps stay quick in pure Python.
"""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Callable

from engine.grid import make_grid
from engine.records import record
from engine.scenario.model import Calendar, Cell, Feature, MapSpec, Scenario, Side, Victory

GRASS, ROAD, FOREST, HILL, SWAMP, WATER, RUIN = ".", "=", "F", "H", "S", "~", "R"
MIN_SIZE, MAX_SIZE = 8, 256
FAIRNESS_THRESHOLD = 0.05
"""`fairness()` of generated maps stays below this when N * (long side - 1) > 20 (so for
the default 5 points on any map); an odd N on an even long side cannot do better than
1 / (N * (long side - 1)), one step of imbalance."""
ID_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
# What laying a road through each terrain costs: hills and swamps are avoided, ruins are
# skirted, and water is crossed only where a short bridge saves a long detour.
ROAD_COST: dict[str, float] = {GRASS: 2.0, ROAD: 1.0, FOREST: 4.0, HILL: 10.0, SWAMP: 8.0,
                               WATER: 40.0, RUIN: 6.0, "C": 4.0, "B": 2.0, "X": 6.0}
# Roads bend round the lie of the land: each cell's cost is scaled by a smooth random field
# (value noise, two octaves: (lattice step in cells, weight)) plus a little per-cell jitter,
# so the cheapest path between villages wanders instead of running along a row or column.
ROAD_NOISE_OCTAVES: tuple[tuple[int, float], ...] = ((12, 3.0), (5, 1.5))
ROAD_JITTER = 4.0
# How strongly a victory point is drawn to a terrain: towns, crossroads and heights.
VP_WEIGHT: dict[str, float] = {RUIN: 5.0, ROAD: 3.0, HILL: 3.0, FOREST: 1.5}


@record(frozen=True)
class SideSpec:
    """A side of the generated scenario (its `sides:` entry)."""
    id: str
    name: str
    color: str
    controller: str = "human"


DEFAULT_SIDES: tuple[SideSpec, ...] = (SideSpec("red", "Red Army", "#c0392b", "human"),
                                       SideSpec("blue", "Blue Army", "#2e6fd8", "ai"))


@record(frozen=True)
class MapGenOptions:
    """What to generate. Densities are fractions of the map's cells; `villages` is a count
    when an int and a density (villages per cell, at least 2 when above 0) when a float."""
    name: str = "Generated battlefield"
    grid: str = "hex"
    width: int = 32
    height: int = 24
    seed: int = 0
    forest: float = 0.15
    hills: float = 0.07
    swamps: float = 0.03
    villages: int | float = 0.0025
    river: bool = True
    victory_points: int = 5
    sides: tuple[SideSpec, ...] = DEFAULT_SIDES

    def __post_init__(self) -> None:
        """Refuse bad options up front, so a bad request never yields an invalid file."""
        def need(ok: bool, message: str) -> None:
            if not ok:
                raise ValueError(message)
        need(self.grid in ("hex", "square"), f"grid must be 'hex' or 'square', not {self.grid!r}")
        for key in ("width", "height", "seed", "victory_points"):
            value = getattr(self, key)
            need(isinstance(value, int) and not isinstance(value, bool), f"{key}: not an int")
        for key in ("width", "height"):
            need(MIN_SIZE <= getattr(self, key) <= MAX_SIZE,
                 f"{key} must be {MIN_SIZE}..{MAX_SIZE}, not {getattr(self, key)}")
        for key in ("forest", "hills", "swamps"):
            need(0.0 <= getattr(self, key) <= 1.0, f"{key} density must be 0..1")
        v = self.villages
        need(not isinstance(v, bool) and isinstance(v, int | float) and 0 <= v
             and (isinstance(v, int) or v <= 1.0), "villages: a count >= 0 or a density 0..1")
        need(0 <= self.victory_points <= 99, "victory_points must be 0..99")
        ids = [s.id for s in self.sides]
        need(len(ids) >= 2 and len(set(ids)) == len(ids) and "neutral" not in ids and all(
            i[:1].isalpha() and set(i) <= ID_CHARS and len(i) <= 40 for i in ids),
             "sides: at least two, with distinct ids like 'red' (not 'neutral')")
        need(1 <= len(self.name) <= 200, "name must be 1..200 characters")

    def village_count(self) -> int:
        """The number of villages asked for (a density becomes a count of at least 2)."""
        if isinstance(self.villages, int):
            return self.villages
        return max(2, round(self.villages * self.width * self.height)) if self.villages else 0


def fairness(scenario: Scenario) -> float:
    """How unevenly the victory points lie between the two home edges: 0 is perfectly fair,
    1 is every point on one side's edge. Home edges are left/right on a wide (or square) map
    and top/bottom on a tall one; a cell's steps to such an edge are its column or row on
    both grids, so the two sums compare what each side must walk."""
    w, h = scenario.map.width, scenario.map.height
    length = max(w, h)
    ps = [f.at[0] if w >= h else f.at[1] for f in scenario.features if f.kind == "victory_point"]
    if not ps or length < 2:
        return 0.0
    near, far = sum(ps), sum(length - 1 - p for p in ps)
    return abs(near - far) / (len(ps) * (length - 1))


def generate_map(options: MapGenOptions) -> Scenario:
    """A new scenario with terrain, bridges and victory points, ready for units."""
    return _Builder(options).build()


class _Builder:
    """Working state of one generation; the layers run in a fixed order on one RNG."""

    def __init__(self, o: MapGenOptions) -> None:
        self.o, self.rng = o, random.Random(o.seed)
        self.grid = make_grid(o.grid, o.width, o.height)
        self.w, self.h, self.n = o.width, o.height, o.width * o.height
        self.horizontal = o.width >= o.height  # the sides face each other along the long axis
        self.cells: list[Cell] = list(self.grid.cells())
        self.nbrs = [[c + r * self.w for c, r in self.grid.neighbours(x)] for x in self.cells]
        self.t = [GRASS] * self.n
        self.network: set[int] = set()
        self.bridges: set[int] = set()
        self.wdist = [self.n] * self.n
        self.down = False  # the river runs top to bottom (else left to right)
        self.road_factor: list[float] = []

    def build(self) -> Scenario:
        o = self.o
        if o.river:
            self.river()
        self.water_distance()
        self.hills()
        self.blobs(FOREST, round(o.forest * self.n), 3, max(6, int(math.sqrt(self.n) * 1.5)),
                   lambda i: self.t[i] == GRASS)
        self.blobs(SWAMP, round(o.swamps * self.n), 2, max(4, int(self.n ** 0.25 * 2)),
                   lambda i: self.t[i] == GRASS and (not o.river or 1 <= self.wdist[i] <= 3))
        self.road_factor = self.lie_of_the_land()
        self.roads(self.villages())
        self.crossings()
        vps = self.victory_points()
        features = [Feature(kind="bridge", at=self.cells[i], owner="neutral")
                    for i in sorted(self.bridges)]
        features += [Feature(kind="victory_point", id=f"vp{k}", at=c) for k, c in enumerate(vps, 1)]
        return Scenario(
            name=o.name,
            description=f"Generated map (seed {o.seed}); place the units and edit freely.",
            turn_system="sides",
            map=MapSpec(width=self.w, height=self.h, grid=o.grid,
                        rows=["".join(self.t[r * self.w:(r + 1) * self.w]) for r in range(self.h)]),
            calendar=Calendar(season="summer", start_hour=8, hours_per_round=1),
            rounds=20,
            first_side=o.sides[0].id,
            sides=[Side(s.id, s.name, s.color, s.controller) for s in o.sides],
            features=features,
            victory=Victory(destroy_all=True, on_last_round="draw",
                            hold_points=-(-3 * len(vps) // 5) or None),  # ceil(0.6 N)
        )

    # -- river ------------------------------------------------------------------------------
    def axes(self) -> tuple[int, int]:
        """(along, across) the river: its length and the span it meanders in."""
        return (self.h, self.w) if self.down else (self.w, self.h)

    def at(self, a: int, x: int) -> int:
        """Index of the cell `a` steps along the river and `x` across it."""
        return a * self.w + x if self.down else x * self.w + a

    def river(self) -> None:
        """A meandering band from edge to edge, usually between the sides (a front line).
        Consecutive steps are joined by sideways cells, so the water has no gap that land
        units could slip through on either grid; it is 1 or 2 cells wide by stretches."""
        rng, at = self.rng, self.at
        self.down = self.horizontal == (rng.random() < 0.75)
        along, across = self.axes()
        x, v, prev = across / 2 + rng.uniform(-across / 6, across / 6), 0.0, -1
        wide = across >= 16 and rng.random() < 0.5
        for a in range(along):
            pull = 0.15 if x < across * 0.25 else -0.15 if x > across * 0.75 else 0.0
            v = max(-1.0, min(1.0, 0.85 * v + rng.uniform(-0.4, 0.4) + pull))
            x = min(max(x + v, 1.0), across - 2.0)
            xi = int(x + 0.5)
            run = [at(a, xi)]
            while prev >= 0 and at(a, xi) not in self.nbrs[at(a - 1, prev)]:
                prev += 1 if xi > prev else -1
                run.append(at(a - 1, prev))
            if across >= 16 and rng.random() < 0.08:
                wide = not wide
            for i in run:
                self.t[i] = WATER
                if wide:  # x <= across - 2, so the second cell is on the map
                    self.t[i + (1 if self.down else self.w)] = WATER
            prev = xi

    def water_distance(self) -> None:
        """Steps from every cell to the nearest water (BFS), for swamps and villages."""
        queue = [i for i in range(self.n) if self.t[i] == WATER]
        for i in queue:
            self.wdist[i] = 0
        for i in queue:  # the list grows while we walk it
            for j in self.nbrs[i]:
                if self.wdist[j] > self.wdist[i] + 1:
                    self.wdist[j] = self.wdist[i] + 1
                    queue.append(j)

    def crossings(self) -> None:
        """About one more crossing per 32 cells of river, at a narrow point joined to the
        roads on both banks: with a single bridge a whole front would hinge on one cell."""
        along, across = self.axes()
        wanted = along // 32 if self.o.river and self.network else 0
        for k in range(wanted):
            a0 = (k + 1) * along // (wanted + 1) + self.rng.randint(-3, 3)
            for a in sorted(range(max(0, a0 - 8), min(along, a0 + 9)), key=lambda a: abs(a - a0)):
                line = [self.at(a, x) for x in range(across)]
                wet = [x for x, i in enumerate(line) if self.t[i] == WATER]
                if not wet or wet[-1] - wet[0] > 1 or wet[0] == 0 or wet[-1] == across - 1 or any(
                        abs(self.cells[b][self.down] - a) < 8 for b in self.bridges):
                    continue
                self.connect(line[wet[0] - 1])
                self.connect(line[wet[-1] + 1])
                self.bridges.update(line[wet[0]:wet[-1] + 1])
                self.network.update(line[wet[0]:wet[-1] + 1])
                break

    # -- blobs, hills -----------------------------------------------------------------------
    def grow(self, char: str, seed: int, size: int, allowed: Callable[[int], bool]) -> int:
        """Grow a blob from a seed by taking random frontier cells; returns cells painted."""
        self.t[seed] = char
        placed, frontier = 1, list(self.nbrs[seed])
        while placed < size and frontier:
            k = self.rng.randrange(len(frontier))
            frontier[k], frontier[-1] = frontier[-1], frontier[k]
            if allowed(j := frontier.pop()):
                self.t[j] = char
                placed += 1
                frontier.extend(self.nbrs[j])
        return placed

    def blobs(self, char: str, target: int, lo: int, hi: int,
              allowed: Callable[[int], bool], placed: int = 0) -> None:
        """Paint blobs until about `target` cells carry `char` (fewer if space runs out)."""
        pool = [i for i in range(self.n) if allowed(i)]
        tries = 0
        while placed < target and pool and tries < 4 * target + 100:
            tries += 1
            seed = pool[self.rng.randrange(len(pool))]
            if allowed(seed):
                placed += self.grow(char, seed, min(target - placed, self.rng.randint(lo, hi)),
                                    allowed)

    def hills(self) -> None:
        """Half the hills as ridges (ragged lines), the rest as rounded blobs."""
        rng, target, placed, tries = self.rng, round(self.o.hills * self.n), 0, 0
        while placed < target // 2 and tries < target + 20:
            tries += 1
            a = self.cells[rng.randrange(self.n)]
            length = rng.randint(3, max(3, min(self.w, self.h) // 3))
            angle = rng.uniform(0.0, 2 * math.pi)
            b = (a[0] + round(length * math.cos(angle)), a[1] + round(length * math.sin(angle)))
            for c, r in self.grid.line(a, b):
                if not (0 <= c < self.w and 0 <= r < self.h) or placed >= target:
                    continue
                i = r * self.w + c
                for j in [i, rng.choice(self.nbrs[i])] if rng.random() < 0.4 else [i]:
                    if self.t[j] == GRASS:
                        self.t[j] = HILL
                        placed += 1
        self.blobs(HILL, target, 3, max(5, int(math.sqrt(self.n))),
                   lambda i: self.t[i] == GRASS, placed)

    # -- villages and roads -----------------------------------------------------------------
    def block(self, blocked: bytearray, chosen: list[int], spacing: int) -> bytearray:
        """Mark every cell closer than `spacing` to a chosen cell; returns `blocked`."""
        for i in chosen:
            for c, r in self.grid.cells_within(self.cells[i], spacing - 1):
                blocked[r * self.w + c] = 1
        return blocked

    def villages(self) -> list[int]:
        """Village centres, spread apart and off the riverbank, each a cluster of ruins round
        a road square. Fewer than asked when the map has no room (centres stay 3 apart)."""
        count = self.o.village_count()
        spacing = max(3, int(math.sqrt(self.n / max(count, 1)) * 0.7))
        pool = [i for i, (c, r) in enumerate(self.cells)
                if self.wdist[i] >= 2 and 0 < c < self.w - 1 and 0 < r < self.h - 1]
        centres: list[int] = []
        while len(centres) < count and spacing >= 3:
            blocked = self.block(bytearray(self.n), centres, spacing)
            self.rng.shuffle(pool)
            for i in pool:
                if len(centres) < count and not blocked[i]:
                    centres.append(i)
                    self.block(blocked, [i], spacing)
            spacing -= 1
        for i in centres:
            self.grow(RUIN, i, self.rng.randint(3, 7), lambda j: self.t[j] not in (WATER, ROAD, RUIN))
            self.t[i] = ROAD
        return centres

    def roads(self, centres: list[int]) -> None:
        """Join the villages in Prim order (nearest to the network first), each to the nearest
        village already joined, then run a road from each home edge to its nearest village.
        A road heads for a village, not for the nearest road cell, so roads meet at villages
        and at slanting junctions instead of at right angles (no lattice); every road ends on
        the network built so far, so it is connected."""
        dist = self.grid.distance
        joined: list[int] = []
        if centres:
            mid = ((self.w - 1) / 2, (self.h - 1) / 2)
            first = min(centres, key=lambda i: (abs(self.cells[i][0] - mid[0])
                                                + abs(self.cells[i][1] - mid[1]), i))
            self.network.add(first)
            joined.append(first)
            best = {i: dist(self.cells[i], self.cells[first]) for i in centres if i != first}
            while best:
                nxt = min(best, key=lambda i: (best[i], i))
                del best[nxt]
                self.connect(nxt, self.nearest(nxt, joined))
                joined.append(nxt)
                for i, d in best.items():
                    best[i] = min(d, dist(self.cells[i], self.cells[nxt]))
        far_edge = self.w - 1 if self.horizontal else self.h - 1
        for start in (self.edge_cell(0), self.edge_cell(far_edge)):
            if start is not None and not self.network:
                self.network.add(start)
                self.t[start] = ROAD
                joined.append(start)
            elif start is not None:
                self.connect(start, self.nearest(start, joined) if joined else None)

    def nearest(self, i: int, among: list[int]) -> int:
        """The cell of `among` closest to cell `i` (ties: the first)."""
        return min(among, key=lambda j: self.grid.distance(self.cells[i], self.cells[j]))

    def lie_of_the_land(self) -> list[float]:
        """Per cell, what laying a road there costs on top of its terrain (1 and up): value
        noise from a generator of its own (seeded by the map's seed), so the other layers
        stay what they were and the same seed still gives the same map."""
        rng = random.Random(f"roads-{self.o.seed}")
        factor = [1.0] * self.n
        for step, weight in ROAD_NOISE_OCTAVES:
            gw, gh = self.w // step + 2, self.h // step + 2
            lattice = [rng.random() for _ in range(gw * gh)]
            for i, (c, r) in enumerate(self.cells):
                gx, gy = c / step, r / step
                x0, y0 = int(gx), int(gy)
                fx, fy = gx - x0, gy - y0
                fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)  # smoothstep
                k = y0 * gw + x0
                top = lattice[k] + (lattice[k + 1] - lattice[k]) * fx
                low = lattice[k + gw] + (lattice[k + gw + 1] - lattice[k + gw]) * fx
                factor[i] += weight * (top + (low - top) * fy)
        return [f + ROAD_JITTER * rng.random() for f in factor]

    def edge_cell(self, fixed: int) -> int | None:
        """A land cell in the middle half of the home edge at column (or row) `fixed`."""
        span = self.h if self.horizontal else self.w
        cands = [i for k in range(span // 4, span - span // 4)
                 if self.t[i := fixed + k * self.w if self.horizontal else k + fixed * self.w]
                 != WATER]
        return self.rng.choice(cands) if cands else None

    def connect(self, start: int, goal: int | None = None) -> None:
        """Cheapest path (A*, or Dijkstra without a goal) from `start` to `goal` (else to the
        nearest road), laid as road; water on the way becomes a bridge. A cell costs its
        terrain's ROAD_COST times the lie of the land there (an existing road just its own
        cost, so roads share their way); every cost is finite, so a path always exists."""
        low = min(ROAD_COST.values())

        def guess(j: int) -> float:  # never more than the cost left: A* stays exact
            return 0.0 if goal is None else low * self.grid.distance(self.cells[j],
                                                                     self.cells[goal])

        dist, prev, heap = {start: 0.0}, {start: start}, [(guess(start), 0.0, start)]
        i = start
        while heap:
            _, d, i = heapq.heappop(heap)
            if i == goal or (goal is None and i in self.network):
                break
            if d > dist[i]:
                continue
            for j in self.nbrs[i]:
                t = self.t[j]
                nd = d + (ROAD_COST[t] if t == ROAD else ROAD_COST[t] * self.road_factor[j])
                if nd < dist.get(j, math.inf):
                    dist[j], prev[j] = nd, i
                    heapq.heappush(heap, (nd + guess(j), nd, j))
        while True:
            if self.t[i] == WATER:
                self.bridges.add(i)
            else:
                self.t[i] = ROAD
            self.network.add(i)
            if i == start:
                return
            i = prev[i]

    # -- victory points ---------------------------------------------------------------------
    def victory_points(self) -> list[Cell]:
        """Points in mirrored pairs (col, row) <-> (w-1-col, h-1-row), i.e. index i <->
        n-1-i, which gives both home edges exactly the same sum of steps on either grid;
        an odd one out goes on the centre line. Points keep apart while room allows."""
        count = self.o.victory_points
        if count == 0:
            return []
        length, axis = max(self.w, self.h), 0 if self.horizontal else 1
        land = [i for i in range(self.n) if self.t[i] != WATER]
        spacing = max(1, int(math.sqrt(self.n / count) * 0.6))
        blocked, chosen = bytearray(self.n), []

        def take(i: int) -> None:
            chosen.append(i)
            self.block(blocked, [i], spacing)

        if count % 2:
            off = {i: abs(2 * self.cells[i][axis] - (length - 1)) for i in land}
            least = min(off.values())
            take(self.pick([i for i in land if off[i] == least]))
        while len(chosen) < count:
            cands = [i for i in land if 2 * self.cells[i][axis] < length - 1 and not blocked[i]
                     and self.t[self.n - 1 - i] != WATER and not blocked[self.n - 1 - i]]
            if cands:
                i = self.pick(cands)
                take(i)
                take(self.n - 1 - i)
            elif spacing > 1:
                spacing -= 1
                blocked = self.block(bytearray(self.n), chosen, spacing)
            else:
                raise ValueError(f"no room for {count} victory points on this map")
        return sorted((self.cells[i] for i in chosen), key=lambda c: (c[axis], c[1 - axis]))

    def pick(self, cands: list[int]) -> int:
        """Weighted choice: towns, crossroads and heights are the natural objectives."""
        return self.rng.choices(cands, [VP_WEIGHT.get(self.t[i], 1.0) for i in cands])[0]
