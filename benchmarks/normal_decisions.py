"""The normal level's decisions on the games the suite plays it in, to a fixed round: a
fixed workload for instruction counts (issue 37), the normal AI on both sides.

Marsh Road and Harrow Ford (5 rounds each: the fairness checks warm up and check them),
Eagle's Nest (3 rounds) and Grey Meadow (2 rounds: its first contact), all under
`normal`. Prints each game's actions, decisions and CPU seconds to stderr; `--hash`
prints a digest of every game's history and events (the same before and after a change
that only saves work). Name games to play only those.
Run (instructions: deterministic, unlike the CPU seconds on a shared machine):
  PYTHONHASHSEED=0 PYTHONPATH=$PWD valgrind --tool=callgrind \
      .venv/bin/python benchmarks/normal_decisions.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.game_lines import game_line  # noqa: E402
from engine.balance.game import load, play_game  # noqa: E402

GAMES = [("marsh_road", 0, 5), ("harrow_ford", 1, 5), ("eagles_nest", 0, 3),
         ("operation_grey_meadow", 0, 2)]


def main(args: list[str]) -> None:
    digest = "--hash" in args
    only = [a for a in args if not a.startswith("--")]
    for name, seed, rounds in GAMES:
        if only and name not in only:
            continue
        scenario = load(str(ROOT / "scenarios" / f"{name}.yaml"))
        start = time.process_time()
        game, _ = play_game(scenario, seed, rounds)
        print(game_line(name, game, start, digest), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
