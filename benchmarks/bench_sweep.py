"""A what-if sweep on a local Dask cluster with 1 and then 2 worker processes (issue 33:
"a sweep of 12 variants x 40 games on a local Dask cluster scales with workers"): the
wall time of each, their ratio, and a check that both gave every variant the same
records (the same seeds on every variant, whoever plays them).

The default grid is the tutorial's `--vary rounds=8..13 --vary hold_points=2,3`: 12
variants (rounds=12, hold_points=2 is the mission as it is, played once). Each worker is
one process with one thread, as `dask worker --nthreads 1` runs them; the cluster is
started outside the timing (a real cluster's workers stay up between runs).

Run: .venv/bin/python benchmarks/bench_sweep.py [--games 40] [--mission tutorial]
     [--vary EXPR ...] (needs the `cluster` extra: pip install -e '.[cluster]')
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from distributed import LocalCluster  # noqa: E402

from engine.balance.cluster import cluster_executor  # noqa: E402
from engine.balance.sweep import Sweep, run_sweep  # noqa: E402
from engine.balance.variants import grid, parse_vary  # noqa: E402
from engine.scenario.io import load_scenario  # noqa: E402

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
DEFAULT_VARY = ["rounds=8..13", "hold_points=2,3"]


def sweep_on(workers: int, mission: Path, vary: list[str], games: int) -> tuple[float, Sweep]:
    scenario = load_scenario(mission)
    variants = grid(scenario, [parse_vary(v, scenario) for v in vary], 200)
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address=":0")
    try:
        with cluster_executor(cluster.scheduler_address) as executor:
            start = time.perf_counter()
            sweep = run_sweep(scenario.name, [s.id for s in scenario.sides], variants,
                              games, executor=executor)
            return time.perf_counter() - start, sweep
    finally:
        cluster.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mission", default="tutorial")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--vary", action="append")
    args = parser.parse_args()
    mission = SCENARIOS / f"{args.mission}.yaml"
    vary = args.vary or DEFAULT_VARY
    load_before = os.getloadavg()[0]
    one_s, one = sweep_on(1, mission, vary, args.games)
    load_between = os.getloadavg()[0]
    two_s, two = sweep_on(2, mission, vary, args.games)
    load_after = os.getloadavg()[0]
    played = [r for r in one.results if r.variant.refused is None]
    games = sum(len(r.records) for r in played)
    assert [r.records for r in one.results] == [r.records for r in two.results], \
        "1 and 2 workers disagree on a game"
    print(f"{mission.name}: {len(played)} variants x {args.games} games = {games} games "
          f"(--vary {' --vary '.join(vary)})")
    print(f"  1 worker : {one_s:7.1f} s  ({one_s / games * 1000:.0f} ms a game)")
    print(f"  2 workers: {two_s:7.1f} s  ({two_s / games * 1000:.0f} ms a game)")
    print(f"  speed-up : {one_s / two_s:.2f}x")
    print(f"  load average (1 min) before, between, after: {load_before:.1f}, "
          f"{load_between:.1f}, {load_after:.1f} on {os.cpu_count()} cores (other work on "
          "the machine slows either run)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
