"""The Stratego computer player against the ruleset's scripted styles.

For each style of engine/rulesets/stratego/scripted.py (a rush for the flag, a cautious
defence, scouts first), N games on the shipped stratego_classic.yaml, the AI taking Red
on even seeds and Blue on odd ones (engine.balance.run.ai_side): win/draw/loss, the score
(win + draw/2) with its 95% Wilson interval, the share of draws, and the pooled line. The
scripts are the reference the AI is measured against in the same run; a game depends
only on its seed, so a run is reproducible.

Run: .venv/bin/python benchmarks/bench_stratego_ai.py [--games N] [--first SEED]
     [--jobs J]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.balance.run import ai_side, default_executor, play_detailed  # noqa: E402
from engine.balance.stats import wilson  # noqa: E402
from engine.rulesets.stratego.scripted import STRATEGO_SCRIPTS  # noqa: E402

MISSION = str(Path(__file__).resolve().parent.parent / "scenarios" / "stratego_classic.yaml")
SIDES = ["red", "blue"]


def outcome(style: str, seed: int) -> str:
    winner = play_detailed(MISSION, seed, style).record["winner"]
    if winner is None:
        return "draw"
    return "win" if winner == ai_side(SIDES, seed, style) else "loss"


def line(name: str, wins: int, draws: int, losses: int) -> str:
    games = wins + draws + losses
    low, high = wilson(wins + draws / 2, games)  # type: ignore[arg-type]  # half points
    return (f"{name:<12} {wins:>3}/{draws:>2}/{losses:<3} score {(wins + draws / 2) / games:.2f} "
            f"({low:.2f}-{high:.2f}), draws {draws / games:.0%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    seeds = range(args.first, args.first + args.games)
    total = [0, 0, 0]
    with default_executor(args.jobs) as pool:
        jobs = {style: [pool.submit(outcome, style, s) for s in seeds]
                for style in sorted(STRATEGO_SCRIPTS)}
        for style, futures in jobs.items():
            results = [f.result() for f in futures]
            counts = [results.count(k) for k in ("win", "draw", "loss")]
            total = [a + b for a, b in zip(total, counts, strict=True)]
            print(line(style, *counts), flush=True)
    print(line("pooled", *total))
    print(f"({sum(total)} games, seeds {args.first}-{args.first + args.games - 1}, "
          f"{time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
