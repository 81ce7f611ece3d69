"""The AI against simple scripted opponents and against itself, on every shipped mission.

For every shipped mission with a turn system (the scripts play the shared rules), every
side the AI plays and every opponent (engine.ai.scripted: greedy, rusher, turtle, and
first_order on `orders` missions; `ai`: the AI itself), N games: win/draw/loss, the
score (win + draw/2) with its 95% Wilson interval, and the share of draws. Then the goals
of the AI's strength as pass/fail lines: every mission and side scores at least 0.5
against every script, draws at most half its games against the turtle, and the mean score
against the scripts is at least 0.85.

Against a script the AI plays side `seed % sides` (engine.balance.run.ai_side), so
seeds 0..2N-1 give N games a side; against itself, seeds 0..N-1 count for both sides. The
games run in parallel processes (the balance loop's executor); a game depends only on its
seed, so a run is reproducible.

Run: .venv/bin/python benchmarks/bench_ai_opponents.py [--games N] [--jobs J]
     [--skip MISSION ...] [--only MISSION ...] [--opponents NAME ...]
     [--difficulty LEVEL] [--set KEY=VALUE ...] [--json OUT]
     [--markdown]
(By default the 128x128 operation_grey_meadow is skipped: `--skip` with no name plays it.)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.scripts import HELDOUT, SCRIPTS  # noqa: E402
from engine.balance.game import load  # noqa: E402
from engine.balance.run import default_executor, play_detailed  # noqa: E402
from engine.balance.stats import wilson  # noqa: E402
from engine.ruleset import ruleset_of  # noqa: E402
from engine.scenario.model import Scenario  # noqa: E402

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
BIG = ["operation_grey_meadow"]
GOAL_SCORE, GOAL_TURTLE_DRAWS, GOAL_MEAN = 0.5, 0.5, 0.85


@dataclass
class Cell:
    """One line of the table: the AI playing `side` of `mission` against `opponent`."""

    mission: str
    side: str
    opponent: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    seeds: list[int] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        return (self.wins + self.draws / 2) / max(1, self.games)

    @property
    def draw_share(self) -> float:
        return self.draws / max(1, self.games)

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins + self.draws / 2, self.games)  # type: ignore[arg-type]

    def add(self, winner: str | None) -> None:
        if winner == self.side:
            self.wins += 1
        elif winner is None:  # a draw, or a game cut short: neither side won
            self.draws += 1
        else:
            self.losses += 1


def opponents_of(scenario: Scenario) -> list[str]:
    """The scripts worth playing on a mission: first_order only where orders are given."""
    names = [n for n in SCRIPTS if n != "first_order" or scenario.turn_system == "orders"]
    return [*names, "ai"]


def missions(only: list[str], skip: list[str]) -> list[tuple[str, Scenario]]:
    found = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        if (only and path.stem not in only) or path.stem in skip:
            continue
        scenario = load(str(path))
        if ruleset_of(scenario).turn_systems():
            found.append((str(path), scenario))
    return found


def run(args: argparse.Namespace) -> list[Cell]:
    cells: dict[tuple[str, str, str], Cell] = {}
    jobs: dict[Future[Any], tuple[str, list[str], str, int]] = {}
    pool = default_executor(args.jobs)
    level = {"difficulty": args.difficulty} if args.difficulty else {}
    try:
        for path, scenario in missions(args.only, args.skip):
            sides = [s.id for s in scenario.sides]
            for opponent in opponents_of(scenario):
                if args.opponents and opponent not in args.opponents:
                    continue
                for side in sides:
                    cells[(scenario.name, side, opponent)] = Cell(scenario.name, side, opponent)
                games = args.games if opponent == "ai" else args.games * len(sides)
                for seed in range(games):
                    future = pool.submit(play_detailed, path, seed, opponent, args.max_rounds,
                                         False, False, overrides=args.overrides, **level)
                    jobs[future] = (scenario.name, sides, opponent, seed)
        total, done, start = len(jobs), 0, time.monotonic()
        for future in list(jobs):
            name, sides, opponent, seed = jobs[future]
            record = future.result().record
            played = sides if opponent == "ai" else [sides[seed % len(sides)]]
            for side in played:
                cell = cells[(name, side, opponent)]
                cell.add(record["winner"])
                cell.seeds.append(seed)
            done += 1
            print(f"\r{done}/{total} games, {time.monotonic() - start:.0f} s", end="",
                  file=sys.stderr, flush=True)
        print(file=sys.stderr)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return list(cells.values())


def table(cells: list[Cell], markdown: bool) -> list[str]:
    head = ["mission", "AI side", "opponent", "games", "W/D/L", "score", "95% interval",
            "draws"]
    rows = [[c.mission, c.side, c.opponent, str(c.games), f"{c.wins}/{c.draws}/{c.losses}",
             f"{c.score:.2f}", "{:.2f}-{:.2f}".format(*c.interval()), f"{c.draw_share:.0%}"]
            for c in cells]
    if markdown:
        return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + [
            "| " + " | ".join(r) + " |" for r in rows]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    return ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in [head, *rows]]


def goals(cells: list[Cell]) -> list[str]:
    """The goals over the scripts the AI may be tuned on; the held-out scripts
    (engine/ai/scripts.py `HELDOUT`), never used to tune it, on a line of their own."""
    held = [c for c in cells if c.opponent in HELDOUT]
    lines = _goals([c for c in cells if c.opponent not in HELDOUT])
    if held:
        low = [c for c in held if c.score < GOAL_SCORE]
        mean = sum(c.score for c in held) / len(held)
        lines.append(f"held out ({', '.join(sorted({c.opponent for c in held}))}): "
                     f"{len(held) - len(low)}/{len(held)} cells >= {GOAL_SCORE}, mean {mean:.2f}"
                     + (" (below: " + "; ".join(f"{c.mission} as {c.side} vs {c.opponent} "
                                                f"{c.score:.2f}" for c in low) + ")"
                        if low else ""))
    return lines


def _goals(cells: list[Cell]) -> list[str]:
    scripted = [c for c in cells if c.opponent != "ai"]
    low = [c for c in scripted if c.score < GOAL_SCORE]
    drawn = [c for c in scripted if c.opponent == "turtle" and c.draw_share > GOAL_TURTLE_DRAWS]
    mean = sum(c.score for c in scripted) / max(1, len(scripted))

    def verdict(ok: bool) -> str:
        return "PASS" if ok else "FAIL"

    def named(found: list[Cell]) -> str:
        return "; ".join(f"{c.mission} as {c.side} vs {c.opponent} {c.score:.2f}"
                         for c in found)

    return [
        f"{verdict(not low)} score >= {GOAL_SCORE} against every script on every mission and "
        f"side: {len(scripted) - len(low)}/{len(scripted)}" + (f" (below: {named(low)})"
                                                                 if low else ""),
        f"{verdict(not drawn)} draws <= {GOAL_TURTLE_DRAWS:.0%} against the turtle" +
        (f" (over: {'; '.join(f'{c.mission} as {c.side} {c.draw_share:.0%}' for c in drawn)})"
         if drawn else ""),
        f"{verdict(mean >= GOAL_MEAN)} mean score against the scripts >= {GOAL_MEAN}: "
        f"{mean:.2f}",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games a cell (default 10)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--only", nargs="+", default=[], metavar="MISSION")
    parser.add_argument("--skip", nargs="*", default=BIG, metavar="MISSION",
                        help="missions left out (default: operation_grey_meadow)")
    parser.add_argument("--opponents", nargs="+", default=[], metavar="NAME",
                        help="only these opponents (scripts, or ai)")
    parser.add_argument("--max-rounds", type=int, default=None, metavar="N")
    parser.add_argument("--difficulty", default=None, metavar="LEVEL",
                        help="the AI's difficulty level (default: normal)")
    parser.add_argument("--set", nargs="+", default=[], metavar="KEY=VALUE",
                        help="ai.yaml numbers changed for the AI (against the AI: both sides)")
    parser.add_argument("--json", metavar="OUT", help="write the cells as JSON")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args()
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    args.overrides = {k: float(v) if "." in v else int(v)
                      for k, v in (item.split("=", 1) for item in args.set)} or None
    start = time.monotonic()
    cells = run(args)
    print("\n".join(table(cells, args.markdown)))
    print()
    print("\n".join(goals(cells)))
    print(f"{sum(c.games for c in cells if c.opponent != 'ai')} games against scripts, "
          f"{args.games} a cell, {time.monotonic() - start:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps(
            [{**c.__dict__, "score": c.score, "interval": c.interval()} for c in cells],
            indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
