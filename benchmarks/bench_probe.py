"""A strategy probe of a mission as `clumsy balance FILE --probe --games N --jobs J` plays
it (issue 33's goal: River Crossing, every style, both sides, 12 games each, within 10
minutes with --jobs 2 on the 2-core machine): the whole probe's wall time, and the cost
of a game of each style (its games' wall time / their number, the pool shared), beside
the AI-vs-AI baseline's in the same run.

Run: .venv/bin/python benchmarks/bench_probe.py [--mission river_crossing] [--games 12] [--jobs 2]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.balance.probe import run_probe, style_name  # noqa: E402

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mission", default="river_crossing")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    probe = run_probe(str(SCENARIOS / f"{args.mission}.yaml"), args.games, jobs=args.jobs)
    wall = time.perf_counter() - start
    games = len(probe.baseline) + sum(r.games for r in probe.results)
    print(f"{args.mission}: {games} games in {wall:.0f} s ({wall / 60:.1f} min) with "
          f"--jobs {args.jobs}; goal: under 10 min")
    spent = sum(r.seconds for r in probe.results)
    baseline_s = max(0.0, wall - spent)  # the rest of the wall time: the baseline's games
    per_base = baseline_s / max(1, len(probe.baseline))
    print(f"  AI against AI (baseline): {per_base:.2f} s a game")
    by_style: dict[str, list[float]] = {}
    for r in probe.results:
        by_style.setdefault(r.style, []).append(r.seconds / max(1, r.games))
    for style, costs in by_style.items():
        mean = sum(costs) / len(costs)
        ratio = mean / per_base if per_base else float("nan")
        print(f"  {style_name(style):<24} {mean:.2f} s a game ({ratio:.2f}x the baseline)")
    for r in probe.results:
        if r.exploit:
            print(f"  EXPLOIT against {r.side}: {r.sentence}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
