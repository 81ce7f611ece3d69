"""One difficulty level of the AI against another, head to head, on the shipped missions.

For every shipped mission with a turn system (the 128x128 operation_grey_meadow left out
unless `--skip` names nothing), N games: the level under test (default hard) plays side
`seed % sides`, the other level (default normal) the rest. Prints per mission and in all
the level's win/draw/loss, its score (win + draw/2) with the 95% Wilson interval
(engine.balance.stats.wilson), and the mean time per side-turn of each level (the time
its `choose_action` calls of a side-turn take, summed by round and side: under the
activation system, all of a side's activations in a round). A game depends only on its seed, so a run is reproducible (the
times are not).

Run: .venv/bin/python benchmarks/bench_ai_levels.py [--games N] [--jobs J]
     [--level hard] [--against normal] [--set KEY=VALUE ...] [--only MISSION ...] [--skip MISSION ...]
     [--json OUT.json]   # every game: mission, seed, the level's side, the winner, times
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from concurrent.futures import Future
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.balance.game import load, play_game  # noqa: E402
from engine.balance.run import default_executor, scenario_of  # noqa: E402
from engine.balance.stats import wilson  # noqa: E402
from engine.ruleset import computer_player, ruleset_of  # noqa: E402

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
BIG = ["operation_grey_meadow"]


class Timed:
    """A player whose decisions are timed, summed per side-turn (round, side)."""

    def __init__(self, player: Any) -> None:
        self.player = player
        self.turns: dict[tuple[int, str], float] = defaultdict(float)

    def choose_action(self, game: Any) -> dict[str, Any]:
        key = (game.round, game.side)
        start = time.perf_counter()
        action: dict[str, Any] = self.player.choose_action(game)
        self.turns[key] += time.perf_counter() - start
        return action


def play_levels(path: str, seed: int, level: str, against: str,
                overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """One game: `level` (with some numbers overridden) plays side seed % sides, `against`
    the others. Module-level, so a process pool can run it."""
    sc = scenario_of(path)
    sides = [s.id for s in sc.sides]
    mine = sides[seed % len(sides)]
    players = {side: Timed(computer_player(
        sc, seed * 16 + i, {"difficulty": level, **(overrides or {})} if side == mine
        else {"difficulty": against})) for i, side in enumerate(sides)}
    _, summary = play_game(sc, seed=seed, players=players)
    others = [p for s, p in players.items() if s != mine]
    return {"winner": summary["winner"], "side": mine,
            "level_time": sum(players[mine].turns.values()),
            "level_turns": len(players[mine].turns),
            "against_time": sum(sum(p.turns.values()) for p in others),
            "against_turns": sum(len(p.turns) for p in others)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games a mission (default 20)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--level", default="hard", help="the level under test (default hard)")
    parser.add_argument("--against", default="normal", help="its opponent (default normal)")
    parser.add_argument("--set", nargs="+", default=[], metavar="KEY=VALUE",
                        help="ai.yaml numbers changed for the level under test")
    parser.add_argument("--only", nargs="+", default=[], metavar="MISSION")
    parser.add_argument("--skip", nargs="*", default=BIG, metavar="MISSION")
    parser.add_argument("--json", default=None, metavar="OUT", help="every game, as JSON")
    args = parser.parse_args()
    overrides = {k: float(v) if "." in v else int(v)
                 for k, v in (item.split("=", 1) for item in args.set)}
    paths = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        if (args.only and path.stem not in args.only) or path.stem in args.skip:
            continue
        if ruleset_of(load(str(path))).turn_systems():
            paths.append(str(path))
    pool = default_executor(args.jobs)
    jobs: dict[Future[Any], str] = {}
    start = time.monotonic()
    try:
        for path in paths:
            for seed in range(args.games):
                jobs[pool.submit(play_levels, path, seed, args.level, args.against,
                                  overrides)] = path
        results: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for done, future in enumerate(list(jobs), 1):
            results[jobs[future]].append({"mission": Path(jobs[future]).stem,
                                          "seed": len(results[jobs[future]]),
                                          **future.result()})
            print(f"\r{done}/{len(jobs)} games, {time.monotonic() - start:.0f} s", end="",
                  file=sys.stderr, flush=True)
        print(file=sys.stderr)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    print(f"{args.level} {overrides or ''} (side seed % sides) against {args.against}, "
          f"{args.games} games a mission")
    head = f"{'mission':24} {'W/D/L':>9} {'score':>6} {'95% interval':>13} " \
           f"{args.level + ' ms/turn':>14} {args.against + ' ms/turn':>16}"
    print(head)
    total = {"w": 0, "d": 0, "l": 0, "lt": 0.0, "ln": 0, "at": 0.0, "an": 0}
    for path in paths:
        rows = results[path]
        w = sum(r["winner"] == r["side"] for r in rows)
        d = sum(r["winner"] is None for r in rows)
        losses = len(rows) - w - d
        lt, ln = sum(r["level_time"] for r in rows), sum(r["level_turns"] for r in rows)
        at, an = sum(r["against_time"] for r in rows), sum(r["against_turns"] for r in rows)
        for k, v in (("w", w), ("d", d), ("l", losses), ("lt", lt), ("ln", ln), ("at", at),
                     ("an", an)):
            total[k] += v
        lo, hi = wilson(w + d / 2, len(rows))  # type: ignore[arg-type]
        print(f"{Path(path).stem:24} {f'{w}/{d}/{losses}':>9} {(w + d / 2) / len(rows):6.2f} "
              f"{f'{lo:.2f}-{hi:.2f}':>13} {1000 * lt / max(1, ln):14.0f} "
              f"{1000 * at / max(1, an):16.0f}")
    games = int(total["w"] + total["d"] + total["l"])
    score = total["w"] + total["d"] / 2
    lo, hi = wilson(score, games)  # type: ignore[arg-type]
    wdl = f"{total['w']}/{total['d']}/{total['l']}"
    print(f"{'all':24} {wdl:>9} "
          f"{score / max(1, games):6.2f} {f'{lo:.2f}-{hi:.2f}':>13} "
          f"{1000 * total['lt'] / max(1, total['ln']):14.0f} "
          f"{1000 * total['at'] / max(1, total['an']):16.0f}")
    print(f"{games} games, {time.monotonic() - start:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps({"level": args.level, "against": args.against,
                                               "overrides": overrides,
                                               "games": [r for p in paths for r in results[p]]},
                                              indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
