"""The AI's decisions on the games the suite plays most, to a fixed round: a fixed
workload for instruction counts (issue 37), AI against AI on both sides.

The tutorial (2 rounds), the Skirmish, Harrow Ford and Four Ways by Activation (1 round
each) under the hard level; Eagle's Nest (2 rounds) and Grey Meadow (1 round) under normal.
Prints each game's actions and CPU seconds to stderr. Name games to play only those.
Run (instructions: deterministic, unlike the CPU seconds on a shared machine):
  PYTHONHASHSEED=0 PYTHONPATH=$PWD valgrind --tool=callgrind \
      .venv/bin/python benchmarks/decision_games.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.balance.game import load, play_game  # noqa: E402

GAMES = [("tutorial", "hard", 0, 2), ("square_skirmish", "hard", 0, 1),
         ("harrow_ford", "hard", 0, 1), ("four_ways_activation", "hard", 0, 1),
         ("eagles_nest", None, 0, 2), ("operation_grey_meadow", None, 0, 1)]


def main(only: list[str]) -> None:
    for name, level, seed, rounds in GAMES:
        if only and name not in only:
            continue
        scenario = load(str(ROOT / "scenarios" / f"{name}.yaml"))
        start = time.process_time()
        game, _ = play_game(scenario, seed, rounds, difficulty=level)
        print(name, level or "normal", len(game.history), "actions",
              f"{time.process_time() - start:.2f} CPU-s", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
