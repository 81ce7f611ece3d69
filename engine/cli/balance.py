"""`clumsy balance FILE --games N`: many AI games of one mission over seeds 0..N-1, in
parallel processes, summed up as win rates by side and by reason (DESIGN.md, "Command
line"). `run_balance` returns the same numbers as a dict, for the editor.

With `--opponent random` the AI plays each side in turn against `RandomPlayer`, and the
AI's win rate is what is reported: a test of the AI's strength.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.ai.player import AIPlayer, RandomPlayer
from engine.cli.play import BadInput, load, play_game
from engine.cli.png_chart import hex_color, write_bar_chart
from engine.scenario.model import Scenario

OPPONENTS = ("ai", "random")
Progress = Callable[[int, int], None]
REASONS = (("destroyed every", "destroy_all"), ("every unit of every side", "destroy_all"),
           ("victory points", "victory_points"), ("held out", "hold_until"),
           ("escorted", "escort"), ("killed", "kill_unit"), ("last round", "last_round"))


def reason_kind(reason: str) -> str:
    """A short name for a result's reason ("ai holds 4 of 5 victory points" ->
    "victory_points"), so results group by how they were won."""
    if reason.startswith("draw:"):
        return "simultaneous"
    for words, kind in REASONS:
        if words in reason:
            return kind
    return "other"


@lru_cache(maxsize=4)
def _scenario_from_path(path: str) -> Scenario:
    return load(path)


def play_one(scenario: Scenario | str, seed: int, opponent: str = "ai",
             max_rounds: int | None = None) -> dict[str, Any]:
    """One game of the series; with a random opponent the AI plays side seed % sides."""
    sc = _scenario_from_path(scenario) if isinstance(scenario, str) else scenario
    sides = [s.id for s in sc.sides]
    ai_side = sides[seed % len(sides)] if opponent == "random" else None
    players: dict[str, Any] = {}
    for i, side in enumerate(sides):
        if ai_side is None or side == ai_side:
            players[side] = AIPlayer(seed * 16 + i)
        else:
            players[side] = RandomPlayer(seed * 16 + i)
    _, summary = play_game(sc, seed=seed, max_rounds=max_rounds, players=players)
    summary["seed"] = seed
    summary["ai_side"] = ai_side
    summary["reason_kind"] = (reason_kind(summary["reason"])
                              if summary["outcome"] != "unfinished" else "unfinished")
    return summary


def run_balance(scenario: Scenario | str | Path, games: int, jobs: int = 1,
                progress_callback: Progress | None = None, opponent: str = "ai",
                max_rounds: int | None = None) -> dict[str, Any]:
    """Play `games` games (seeds 0..games-1) on `jobs` processes and sum them up."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    if opponent not in OPPONENTS:
        raise ValueError(f"opponent must be one of {', '.join(OPPONENTS)}, got {opponent!r}")
    source: Scenario | str = str(scenario) if isinstance(scenario, (str, Path)) else scenario
    sc = _scenario_from_path(source) if isinstance(source, str) else source
    results: list[dict[str, Any]] = []
    done = 0
    if progress_callback:
        progress_callback(0, games)
    if jobs <= 1:
        for seed in range(games):
            results.append(play_one(source, seed, opponent, max_rounds))
            done += 1
            if progress_callback:
                progress_callback(done, games)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(play_one, source, seed, opponent, max_rounds)
                       for seed in range(games)]
            for future in futures:
                results.append(future.result())
                done += 1
                if progress_callback:
                    progress_callback(done, games)
    return summarize_series(sc, results, opponent)


def summarize_series(sc: Scenario, results: list[dict[str, Any]],
                     opponent: str) -> dict[str, Any]:
    sides = [s.id for s in sc.sides]
    n = len(results)
    wins = {s: sum(r["winner"] == s for r in results) for s in sides}
    draws = sum(r["outcome"] == "draw" for r in results)
    unfinished = sum(r["outcome"] == "unfinished" for r in results)
    by_reason: dict[str, dict[str, int]] = {}
    for r in results:
        who = r["winner"] or r["outcome"]
        slot = by_reason.setdefault(who, {})
        slot[r["reason_kind"]] = slot.get(r["reason_kind"], 0) + 1
    out: dict[str, Any] = {
        "scenario": sc.name, "games": n, "opponent": opponent, "sides": sides,
        "colors": {s.id: s.color for s in sc.sides},
        "wins": wins, "win_rate": {s: wins[s] / n for s in sides},
        "draws": draws, "draw_rate": draws / n, "unfinished": unfinished,
        "by_reason": by_reason,
        "average_rounds": sum(r["rounds"] for r in results) / n,
        "results": results,
    }
    if opponent == "random":
        by_side = {}
        for s in sides:
            played = [r for r in results if r["ai_side"] == s]
            won = sum(r["winner"] == s for r in played)
            by_side[s] = {"games": len(played), "wins": won,
                          "win_rate": won / len(played) if played else 0.0}
        ai_wins = sum(r["winner"] == r["ai_side"] for r in results)
        out["ai"] = {"games": n, "wins": ai_wins, "win_rate": ai_wins / n, "by_side": by_side}
    return out


def format_table(report: dict[str, Any]) -> str:
    n = report["games"]
    lines = [f"{report['scenario']}: {n} game(s), opponent {report['opponent']}, "
             f"average {report['average_rounds']:.1f} rounds"]
    if report["opponent"] == "random":
        ai = report["ai"]
        lines.append(f"AI win rate vs random: {ai['win_rate']:.0%} ({ai['wins']}/{ai['games']})")
        lines.append(f"{'AI plays':<16}{'games':>7}{'wins':>7}{'rate':>7}")
        for side, row in ai["by_side"].items():
            lines.append(f"{side:<16}{row['games']:>7}{row['wins']:>7}{row['win_rate']:>7.0%}")
    lines.append(f"{'result':<16}{'games':>7}{'rate':>7}  by reason")
    rows = [(s, report["wins"][s]) for s in report["sides"]]
    rows += [("draw", report["draws"]), ("unfinished", report["unfinished"])]
    for who, count in rows:
        reasons = ", ".join(f"{k} {v}" for k, v in sorted(report["by_reason"].get(who, {}).items()))
        lines.append(f"{who:<16}{count:>7}{count / n:>7.0%}  {reasons}")
    return "\n".join(lines)


def chart_bars(report: dict[str, Any]) -> list[tuple[str, float, tuple[int, int, int]]]:
    colors = report["colors"]
    if report["opponent"] == "random":
        bars = [(f"AI {s}", row["win_rate"], hex_color(colors.get(s)))
                for s, row in report["ai"]["by_side"].items()]
        return bars + [("AI all", report["ai"]["win_rate"], (60, 60, 60))]
    bars = [(s, report["win_rate"][s], hex_color(colors.get(s))) for s in report["sides"]]
    return bars + [("draw", report["draw_rate"], (150, 150, 150))]


def text_progress(stream: Any = None, width: int = 30) -> Progress:
    """A plain-text progress bar, `[#####.....] 12/50`, redrawn in place."""
    out = stream or sys.stderr

    def show(done: int, total: int) -> None:
        filled = width * done // max(1, total)
        out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done >= total:
            out.write("\n")
        out.flush()
    return show


def cmd_balance(args: argparse.Namespace) -> int:
    try:
        if args.games < 1:
            raise BadInput(f"--games must be at least 1, got {args.games}")
        if args.jobs < 1:
            raise BadInput(f"--jobs must be at least 1, got {args.jobs}")
        if args.max_rounds is not None and args.max_rounds < 1:
            raise BadInput(f"--max-rounds must be at least 1, got {args.max_rounds}")
        _scenario_from_path(str(args.file))
        report = run_balance(args.file, args.games, args.jobs, text_progress(), args.opponent,
                             args.max_rounds)
        print(format_table(report))
        if args.chart:
            title = f"{report['scenario']} - {report['games']} games"
            try:
                write_bar_chart(args.chart, chart_bars(report), title)
            except OSError as exc:
                raise BadInput(f"{args.chart}: cannot write the chart: "
                               f"{exc.strerror or exc}") from None
            print(f"chart: {args.chart}")
    except BadInput as exc:
        print(f"clumsy balance: error: {exc}", file=sys.stderr)
        return 2
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("balance", help="AI-vs-AI games over seeds: win rates and a chart")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--games", type=int, required=True, metavar="N")
    p.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), metavar="J",
                   help="worker processes (default: up to 4, one per core)")
    p.add_argument("--chart", metavar="OUT.png", help="write a bar chart of the win rates")
    p.add_argument("--opponent", choices=OPPONENTS, default="ai",
                   help="'random': the AI plays each side in turn against random play")
    p.add_argument("--max-rounds", type=int, default=None, metavar="N",
                   help="stop each game after N rounds (default: the scenario's)")
    p.set_defaults(func=cmd_balance)
