"""The magic wand on a 512x512 map (262,144 cells) against a Python breadth-first flood
over `Grid.neighbours` (the flood the Fill tool used), same map, same clicked cell, in the
same run, interleaved.

The map is open ground with 15% forest and 5% hills scattered at random (seeded), so the
clicked open ground joins almost the whole map (about 205,000 cells): the wand's worst
case. Both answers are checked equal. Figures: the median of each and the ratio of the
medians. The wand is timed to the cell set the tool keeps (engine.grid_regions.CellMask,
the labelling plus the mask-backed set); the time to turn it into Python tuples (what a
Copy of it walks) is shown apart.
Run: .venv/bin/python benchmarks/bench_wand.py [--size 512] [--repeat 7] [--grid hex]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.grid import Grid, HexGrid, SquareGrid  # noqa: E402
from engine.grid_regions import connected_cells, same_terrain_cells  # noqa: E402

Cell = tuple[int, int]


def python_flood(rows: list[str], grid: Grid, start: Cell) -> set[Cell]:
    """The reference: a breadth-first flood over the grid's neighbours, cell by cell."""
    target = rows[start[1]][start[0]]
    region, queue = {start}, deque([start])
    while queue:
        for n in grid.neighbours(queue.popleft()):
            if n not in region and rows[n[1]][n[0]] == target:
                region.add(n)
                queue.append(n)
    return region


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=512)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--grid", choices=("hex", "square", "both"), default="both")
    args = parser.parse_args()
    rng = random.Random(1)
    rows = ["".join("F" if (x := rng.random()) < 0.15 else "H" if x < 0.2 else "."
                    for _ in range(args.size)) for _ in range(args.size)]
    start = next((c, 1) for c in range(args.size) if rows[1][c] == ".")
    kinds = ("hex", "square") if args.grid == "both" else (args.grid,)
    for kind in kinds:
        grid = (HexGrid if kind == "hex" else SquareGrid)(args.size, args.size)
        hex_grid = kind == "hex"
        wand_s, flood_s, same_s, tuples_s = [], [], [], []
        for _ in range(args.repeat):
            t = time.perf_counter()
            got = connected_cells(rows, start, hex_grid)
            wand_s.append(time.perf_counter() - t)
            t = time.perf_counter()
            want = python_flood(rows, grid, start)
            flood_s.append(time.perf_counter() - t)
            t = time.perf_counter()
            same_terrain_cells(rows, start)
            same_s.append(time.perf_counter() - t)
            t = time.perf_counter()
            as_tuples = set(got)
            tuples_s.append(time.perf_counter() - t)
            assert as_tuples == want, "the wand and the flood disagree"
        wand, flood = statistics.median(wand_s) * 1000, statistics.median(flood_s) * 1000
        print(f"{kind} {args.size}x{args.size} ({args.size * args.size} cells), region of "
              f"{len(got)} cells, medians of {args.repeat}: wand {wand:.1f} ms, "
              f"Python flood {flood:.1f} ms ({flood / wand:.1f}x), "
              f"select same {statistics.median(same_s) * 1000:.1f} ms; the wand's cells as "
              f"Python tuples {statistics.median(tuples_s) * 1000:.1f} ms more")


if __name__ == "__main__":
    main()
