"""`clumsy balance FILE --games N`: many AI games of one mission over seeds 0..N-1, in
parallel processes, summed up as win rates by side and by termination (DESIGN.md,
"Command line"). The games are played by the loop of `engine.cli.balance_run`, which
the editor's Balance check shares; `run_balance` returns the numbers as a dict.

With `--opponent random` the AI plays each side in turn against `RandomPlayer`, and the
AI's win rate is what is reported: a test of the AI's strength.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from engine.cli.balance_run import (
    OPPONENTS,
    GameFailed,
    GameRecord,
    run_games,
    scenario_from_path,
    summarize_series,
)
from engine.cli.play import BadInput
from engine.cli.png_chart import RGB, StackedBar, hex_color, write_stacked_chart
from engine.results import TERMINATIONS, termination_label
from engine.scenario.model import Scenario

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
# One colour per termination kind, for the chart's stacked bars and its legend; kept apart
# from the usual side colours (red, blue), which mark the strip under each bar.
KIND_COLORS: dict[str, RGB] = dict(zip(TERMINATIONS, (
    (80, 80, 80), (218, 165, 32), (60, 140, 110), (150, 105, 65), (125, 80, 165),
    (175, 175, 175), (235, 130, 55), (200, 70, 120), (110, 160, 205)), strict=True))


def run_balance(scenario: Scenario | str | Path, games: int, jobs: int = 1,
                progress_callback: Progress | None = None, opponent: str = "ai",
                max_rounds: int | None = None, executor: Executor | None = None,
                cancel: threading.Event | None = None) -> dict[str, Any]:
    """Play `games` games (seeds 0..games-1) with `run_games` and sum them up; after a
    cancel, the sum of the games that finished (a ValueError if none did)."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    source: Scenario | str = str(scenario) if isinstance(scenario, (str, Path)) else scenario
    sc = scenario_from_path(source) if isinstance(source, str) else source
    records: list[GameRecord] = []
    if progress_callback:
        progress_callback(0, games)
    for record in run_games(source, range(games), executor, jobs=jobs, opponent=opponent,
                            max_rounds=max_rounds, cancel=cancel):
        records.append(record)
        if progress_callback:
            progress_callback(len(records), games)
    return summarize_series(sc, records, opponent)


def describe_terminations(counts: dict[str, int]) -> str:
    """"victory points 3, all destroyed 2": most frequent first, then in TERMINATIONS order."""
    order = sorted(counts, key=lambda k: (-counts[k], TERMINATIONS.index(k)
                                          if k in TERMINATIONS else len(TERMINATIONS)))
    return ", ".join(f"{termination_label(k)} {counts[k]}" for k in order)


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
    lines.append(f"{'result':<16}{'games':>7}{'rate':>7}  how it ended")
    rows = [(s, report["wins"][s]) for s in report["sides"]]
    rows += [("draw", report["draws"]), ("unfinished", report["unfinished"])]
    for who, count in rows:
        how = describe_terminations(report["by_termination"].get(who, {}))
        lines.append(f"{who:<16}{count:>7}{count / n:>7.0%}  {how}".rstrip())
    return "\n".join(lines)


def chart_bars(report: dict[str, Any]) -> list[tuple[str, float, RGB]]:
    """Plain win-rate bars (the editor's chart): each side, and draws; against random
    play, the AI's rate on each side and overall."""
    colors = report["colors"]
    if report["opponent"] == "random":
        bars = [(f"AI {s}", row["win_rate"], hex_color(colors.get(s)))
                for s, row in report["ai"]["by_side"].items()]
        return bars + [("AI all", report["ai"]["win_rate"], (60, 60, 60))]
    bars = [(s, report["win_rate"][s], hex_color(colors.get(s))) for s in report["sides"]]
    return bars + [("draw", report["draw_rate"], (150, 150, 150))]


def chart_stacks(report: dict[str, Any]) -> tuple[list[StackedBar], list[tuple[str, RGB]]]:
    """The PNG chart: against the AI, one bar per side and one for draws, each split by
    termination kind (coloured as in the legend, side colour in the strip underneath),
    and a grey bar for unfinished games if any; against random play, the plain AI rates."""
    if report["opponent"] == "random":
        return [(name, [(rate, color)], None) for name, rate, color in chart_bars(report)], []
    n = report["games"]
    used: set[str] = set()
    bars: list[StackedBar] = []
    rows = [(s, hex_color(report["colors"].get(s))) for s in report["sides"]]
    for who, strip in [*rows, ("draw", (150, 150, 150))]:
        counts = report["by_termination"].get(who, {})
        kinds = [k for k in TERMINATIONS if counts.get(k)]
        used.update(kinds)
        bars.append((who, [(counts[k] / n, KIND_COLORS[k]) for k in kinds], strip))
    if report["unfinished"]:
        grey = (200, 200, 200)
        bars.append((termination_label(None), [(report["unfinished"] / n, grey)], grey))
    legend = [(termination_label(k), KIND_COLORS[k]) for k in TERMINATIONS if k in used]
    return bars, legend


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


def chart_path_problem(path: str) -> str | None:
    """Why the chart cannot be written there (it is a PNG, in a writable folder), or None."""
    target = Path(path)
    if target.suffix.lower() != ".png":
        return "the chart is a PNG image; name the file with .png"
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        return f"cannot write the chart: the folder {folder} does not exist"
    if target.is_dir():
        return "cannot write the chart: that is a folder"
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return "cannot write the chart: permission denied"
    return None


def cmd_balance(args: argparse.Namespace) -> int:
    try:
        if args.games < 1:
            raise BadInput(f"--games must be at least 1, got {args.games}")
        if args.jobs < 1:
            raise BadInput(f"--jobs must be at least 1, got {args.jobs}")
        if args.max_rounds is not None and args.max_rounds < 1:
            raise BadInput(f"--max-rounds must be at least 1, got {args.max_rounds}")
        scenario_from_path(str(args.file))
        if args.chart:  # before the games, not after minutes of play
            why = chart_path_problem(args.chart)
            if why:
                raise BadInput(f"{args.chart}: {why}")
        report = run_balance(args.file, args.games, args.jobs, text_progress(), args.opponent,
                             args.max_rounds)
        print(format_table(report))
        if args.chart:
            title = f"{report['scenario']} - {report['games']} games"
            try:
                bars, legend = chart_stacks(report)
                write_stacked_chart(args.chart, bars, legend, title)
            except OSError as exc:
                raise BadInput(f"{args.chart}: cannot write the chart: "
                               f"{exc.strerror or exc}") from exc
            print(f"chart: {args.chart}")
    except BadInput as exc:
        log.debug("clumsy balance stopped", exc_info=True)
        print(f"clumsy balance: error: {exc}", file=sys.stderr)
        return 2
    except GameFailed as exc:
        print(f"\nclumsy balance: error: {exc}", file=sys.stderr)
        return 1
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("balance", help="AI-vs-AI games over seeds: win rates and a chart")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--games", type=int, required=True, metavar="N")
    p.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), metavar="J",
                   help="worker processes (default: up to 4, one per core); "
                        "1 plays the games in this process")
    p.add_argument("--chart", metavar="OUT.png", help="write a bar chart of the win rates")
    p.add_argument("--opponent", choices=OPPONENTS, default="ai",
                   help="'random': the AI plays each side in turn against random play")
    p.add_argument("--max-rounds", type=int, default=None, metavar="N",
                   help="stop each game after N rounds (default: the scenario's)")
    p.set_defaults(func=cmd_balance)
