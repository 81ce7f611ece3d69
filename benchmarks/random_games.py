"""The rules' random games of tests/engine/rules/test_rules_random_play.py, fixed seeds: a
fixed workload for the rules engine's instruction counts (issue 37). Each game plays the
test's random legal actions (its chooser, its end-turn chance, its legality sample) with
the test's invariant and fog checks left out unless `--checks`, so the count is the
engine's: listing the actions, `is_legal`, `apply`. `--hash` prints a digest of each game's
history and events, and one of what each side was told (the same before and after a
change that only saves work). Name
missions (file stems) to play only those; `--seed N` another seed (0 by default);
`--steps N` N steps, not the test's (0: the set-up alone, to subtract).
Run (instructions: deterministic, unlike the CPU seconds on a shared machine):
  PYTHONHASHSEED=0 PYTHONPATH=$PWD valgrind --tool=callgrind \
      .venv/bin/python benchmarks/random_games.py operation_grey_meadow
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "engine" / "rules"))

from benchmarks.game_lines import game_line  # noqa: E402
from engine import Game, load_scenario  # noqa: E402


def play(name: str, seed: int, checks: bool, steps: int | None = None) -> Game:
    import random_play as rp  # the test's own constants and checks

    scenario = (rp.mixed_scenario() if name == "mixed"
                else load_scenario(ROOT / "scenarios" / f"{name}.yaml"))
    game = Game(scenario, seed=seed)
    chooser = random.Random(seed * 7919 + 1)
    for step in range(rp.STEPS if steps is None else steps):
        legal = game.legal_actions()
        if not legal:
            break
        for action in chooser.sample(legal, min(rp.LEGALITY_SAMPLE, len(legal))):
            assert game.is_legal(action), action
        if checks:
            rp.assert_json(legal)
        action = legal[-1] if chooser.random() < rp.END_TURN_CHANCE else chooser.choice(legal)
        game.apply(action)
        if checks:
            rp.check_invariants(game)
            if (step + 1) % rp.FOG_CHECK_EVERY == 0:
                rp.check_fog(game)
    return game


def main(args: list[str]) -> None:
    digest = "--hash" in args
    checks = "--checks" in args
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 0
    steps = int(args[args.index("--steps") + 1]) if "--steps" in args else None
    names = [a for a in args if not a.startswith("--") and not a.isdigit()] or [
        p.stem for p in sorted((ROOT / "scenarios").glob("*.yaml"))] + ["mixed"]
    for name in names:
        start = time.process_time()
        game = play(name, seed, checks, steps)
        line = game_line(name, game, start, digest)
        if digest:  # and what each side was told (its channel: RULES.md A8)
            told = [[game.events_for(side), game.history_for(side)] for side in game.sides]
            text = json.dumps(told, sort_keys=True, default=str)
            line += " " + hashlib.sha256(text.encode()).hexdigest()[:16]
        print(line, file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
