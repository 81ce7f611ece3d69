"""The schema's largest map: 1024x1024 with 500 units a side validates and plays one AI
round (both sides), within memory. Prints each step's time and the process's peak RSS,
against the reference of the same run: the peak RSS right after the scenario is built
(the map text alone), so the figure reads as "state and search over the bare scenario".
Run: .venv/bin/python benchmarks/bench_huge.py [--size N] [--units N]
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.big_scenario import big_scenario  # noqa: E402
from engine import Game  # noqa: E402
from engine.ai.player import AIPlayer  # noqa: E402
from engine.scenario.io import dump_scenario, scenario_from_text  # noqa: E402


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=1024)
    parser.add_argument("--units", type=int, default=500)
    args = parser.parse_args()
    start = time.perf_counter()

    def step(label: str) -> None:
        print(f"  {label:34s} {time.perf_counter() - start:7.1f} s   peak RSS {peak_mb():7.0f} MB")

    print(f"{args.size}x{args.size} hex, {args.units} units a side")
    built = big_scenario(args.size, args.size, args.units)
    step("scenario built")
    base = peak_mb()
    text = dump_scenario(built)
    step("written as YAML")
    scenario, problems = scenario_from_text(text)
    errors = [p for p in problems if p.severity == "error"]
    assert scenario is not None and not errors, errors[:3]
    del text
    step("read back and validated")
    game = Game(scenario, seed=0)
    step("game state built")
    player = AIPlayer(seed=0)
    actions = 0
    for _ in range(2):
        before = len(game.history)
        player.play_turn(game)
        actions += len(game.history) - before
        step(f"AI side-turn ({len(game.history) - before} actions)")
    print(f"  one AI round: {actions} actions; peak RSS {peak_mb():.0f} MB, "
          f"{peak_mb() / base:.1f}x the scenario's own {base:.0f} MB")


if __name__ == "__main__":
    main()
