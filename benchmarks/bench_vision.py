"""Vision speed (the quality bar): both sides' visible cells and spotted units on a
64x64 hex map with 60 units, as recomputed after every action.

Reference, same run: scipy's cKDTree answering the same "cells within each observer's
reach" question (hex distance is the Chebyshev distance of cube coordinates, so p=inf
gives exactly the engine's answer), with the tree of all cells built once beforehand.
Run: .venv/bin/python benchmarks/bench_vision.py   (needs the `bench` extra: scipy)
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
from scipy.spatial import cKDTree  # noqa: E402

from benchmarks.bench_engine import scenario_64  # noqa: E402
from benchmarks.timing import median_ms  # noqa: E402
from engine.grid import offset_to_cube  # noqa: E402
from engine.rules import vision  # noqa: E402
from engine.rules.game import Game  # noqa: E402


def main() -> None:
    game = Game(scenario_64(30), seed=0)
    state = game.state
    sides = list(state.sides)
    cells = list(state.grid.cells())
    tree = cKDTree(np.array([offset_to_cube(c) for c in cells], float))

    def ours_cells() -> None:
        for side in sides:
            game.visible_cells(side)

    def ours_full() -> None:
        for side in sides:
            game.visible_cells(side)
            game.seen_units(side)

    def reference() -> None:
        for side in sides:
            eyes = vision.observers(state, side)
            points = np.array([offset_to_cube(o.cell) for o in eyes], float)
            reach = np.array([o.reach for o in eyes], float)
            found: set[int] = set()
            for hits in tree.query_ball_point(points, reach, p=np.inf):
                found.update(hits)

    agree = all(
        game.visible_cells(side) == {cells[i] for o in vision.observers(state, side)
                                     for i in tree.query_ball_point(offset_to_cube(o.cell), o.reach, p=np.inf)}
        for side in sides)
    a, b, c = median_ms(ours_cells), median_ms(reference), median_ms(ours_full)
    units = sum(1 for _ in state.living())
    print(f"64x64 hex map, {units} units, both sides (same cells as the reference: {agree})")
    print(f"visible cells: ours {a:.2f} ms, scipy cKDTree {b:.2f} ms (ratio {a / b:.2f})")
    print(f"visible cells + spotting every enemy unit (cover, size, camouflage): ours {c:.2f} ms")


if __name__ == "__main__":
    main()
