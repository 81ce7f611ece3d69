"""Big maps: an AI round and legal_actions() against references measured in the same run.

1. An AI round (both sides play one side-turn each) on a generated 128x128 hex map with
   100 units a side, against one pure-Python Dijkstra over the same 128x128 grid (heap,
   dict of distances, neighbour lists made beforehand, unit step costs): at most 40x.
   The medians of interleaved pairs (reference, round) and their ratio.
2. legal_actions() for 50, 100 and 200 units a side on that map: the time per unit should
   stay flat (linear growth), with the ratio between successive doublings.
Run: .venv/bin/python benchmarks/bench_big.py [--repeat N] [--part round|legal]
"""

from __future__ import annotations

import argparse
import heapq
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.big_scenario import big_scenario  # noqa: E402
from engine import Game  # noqa: E402
from engine.ai.player import AIPlayer  # noqa: E402
from engine.grid import Cell, make_grid  # noqa: E402

SIZE, UNITS = 128, 100


def neighbour_table(size: int) -> dict[Cell, tuple[Cell, ...]]:
    grid = make_grid("hex", size, size)
    return {(c, r): tuple(grid.neighbours((c, r))) for r in range(size) for c in range(size)}


def python_dijkstra(neighbours: dict[Cell, tuple[Cell, ...]]) -> int:
    """The reference: a whole-grid Dijkstra in plain Python from one corner (heap, dict of
    distances, neighbour lists worked out beforehand, so only the search is timed)."""
    dist: dict[Cell, int] = {}
    heap: list[tuple[int, Cell]] = [(0, (0, 0))]
    while heap:
        d, cell = heapq.heappop(heap)
        if cell in dist:
            continue
        dist[cell] = d
        for n in neighbours[cell]:
            if n not in dist:
                heapq.heappush(heap, (d + 1, n))
    return len(dist)


def ai_round(game: Game) -> int:
    """Both sides play one side-turn with the AI; the number of actions taken."""
    player = AIPlayer(seed=0)
    start = len(game.history)
    for _ in range(2):
        player.play_turn(game)
    return len(game.history) - start


def timed(fn) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def bench_round(repeat: int) -> None:
    scenario = big_scenario(SIZE, SIZE, UNITS)
    table = neighbour_table(SIZE)
    refs, rounds, actions = [], [], []
    for _ in range(repeat):
        refs.append(timed(lambda: python_dijkstra(table)))
        game = Game(scenario, seed=0)
        start = time.perf_counter()
        actions.append(ai_round(game))
        rounds.append(time.perf_counter() - start)
    ref, rnd = statistics.median(refs), statistics.median(rounds)
    ratios = [r / d for r, d in zip(rounds, refs, strict=True)]
    print(f"AI round, {SIZE}x{SIZE} hex, {UNITS} units a side, {statistics.median(actions):.0f} "
          f"actions (median of {repeat} interleaved pairs)")
    print(f"  pure-Python Dijkstra over {SIZE}x{SIZE}   {ref * 1000:8.1f} ms")
    print(f"  AI round (both sides)                {rnd * 1000:8.1f} ms")
    print(f"  ratio round / Dijkstra: median {statistics.median(ratios):.1f}x "
          f"(goal: at most 40x) -> {'OK' if statistics.median(ratios) <= 40 else 'TOO SLOW'}")


def bench_legal(repeat: int) -> None:
    print(f"legal_actions() on {SIZE}x{SIZE} hex (median of {repeat})")
    previous = None
    for n in (50, 100, 200):
        game = Game(big_scenario(SIZE, SIZE, n), seed=0)
        game.legal_actions()
        times = [timed(game.legal_actions) for _ in range(repeat)]
        t = statistics.median(times)
        growth = f"  x{t / previous:.2f} for twice the units" if previous else ""
        print(f"  {n:4d} units a side  {t * 1000:8.1f} ms  {t / n * 1000:6.2f} ms/unit{growth}")
        previous = t


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--part", choices=("round", "legal"), default=None)
    args = parser.parse_args()
    if args.part in (None, "round"):
        bench_round(args.repeat)
    if args.part in (None, "legal"):
        bench_legal(args.repeat)


if __name__ == "__main__":
    main()
