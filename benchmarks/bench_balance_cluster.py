"""The same balance games on a local Dask scheduler with two worker processes against
`clumsy balance --jobs 2` (a process pool of two), on the 2-core machine.

Each round times the same seeds both ways (the pool and the cluster started inside the
timing, as a `clumsy balance` run starts them), checks both gave the same records, and the
medians and their ratio are printed. A third figure times the games alone on a cluster
already running (the workers of a real cluster stay up between runs).
Run: .venv/bin/python benchmarks/bench_balance_cluster.py [--games N] [--repeat R] [FILE]
(needs the `cluster` extra: pip install -e '.[cluster]').
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from distributed import LocalCluster  # noqa: E402

from engine.balance.cluster import cluster_executor  # noqa: E402
from engine.balance.run import MissionText, run_games  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MISSION = ROOT / "scenarios" / "river_crossing.yaml"


def start_cluster() -> LocalCluster:
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                        dashboard_address=":0")


def local_run(mission: Path, seeds: list[int]) -> list[dict]:
    return sorted(run_games(mission, seeds, jobs=2), key=lambda r: r["seed"])


def cluster_run(address: str, mission: Path, seeds: list[int]) -> list[dict]:
    with cluster_executor(address) as executor:
        return sorted(run_games(MissionText.of_file(mission), seeds, executor),
                      key=lambda r: r["seed"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file", nargs="?", default=str(MISSION))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    mission, seeds = Path(args.file), list(range(args.games))
    pool_s, cluster_s, warm_s = [], [], []
    for _ in range(args.repeat):
        start = time.perf_counter()
        here = local_run(mission, seeds)
        pool_s.append(time.perf_counter() - start)
        start = time.perf_counter()
        cluster = start_cluster()
        try:
            there = cluster_run(cluster.scheduler_address, mission, seeds)
            cluster_s.append(time.perf_counter() - start)
            start = time.perf_counter()
            cluster_run(cluster.scheduler_address, mission, seeds)
            warm_s.append(time.perf_counter() - start)
        finally:
            cluster.close()
        assert here == there, "the cluster and the pool disagree on a game"
    pool, cold, warm = (statistics.median(x) for x in (pool_s, cluster_s, warm_s))
    print(f"{mission.name}: {args.games} games, median of {args.repeat}")
    print(f"--jobs 2 (process pool, started in the run):  {pool:6.2f} s")
    print(f"local scheduler + 2 workers, started in the run: {cold:6.2f} s  ratio {cold / pool:.2f}")
    print(f"same cluster already running:                  {warm:6.2f} s  ratio {warm / pool:.2f}")


if __name__ == "__main__":
    main()
