"""`clumsy balance FILE --games N`: many AI games of one mission over seeds S..S+N-1, in
parallel processes or on a Dask cluster, summed up as win rates with their 95% Wilson
intervals by side and by termination, a histogram of the round of the end and, where it
changes, by who moved first (DESIGN.md, "Command line"). The games are played by the loop
of `engine.cli.balance_run`, which the editor's Balance check shares.

`--json` writes every game's record and the totals, `--merge` sums such files of different
seed ranges, `--replays DIR` keeps each game's replay, `--heatmap` draws where the games
were decided, `--chart` the rates. Ctrl+C stops the games not yet started, lets the running
ones finish and writes what finished. With `--opponent random` (or a scripted opponent of
`engine.ai.scripted`: greedy, rusher, turtle, first_order) the AI plays each side in turn
against it, and the AI's win rate is what is reported. `--difficulty LEVEL` (or
`SIDE=LEVEL,...`) sets the AI's difficulty level of engine/data/ai.yaml.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.cli.balance_cluster import cluster_executor
from engine.cli.balance_json import merge_results, read_result, result_document, write_result
from engine.cli.balance_run import (
    OPPONENTS,
    Difficulty,
    GameFailed,
    GameRecord,
    MissionText,
    Source,
    check_players,
    run_played,
    scenario_of,
    summarize_records,
    summarize_series,
)
from engine.cli.balance_stats import verdict
from engine.cli.heatmap import HeatLayers, add_heat
from engine.cli.play import BadInput, parse_difficulty
from engine.results import TERMINATIONS, termination_label
from engine.scenario.io import write_text_atomic
from engine.scenario.model import Scenario

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
EXIT_INTERRUPTED = 130


@dataclass
class BalanceRun:
    """What a run gathered: the records, who moved first in each game, the summed heat
    layers (when asked) and whether it was cancelled before every game was played."""

    scenario: Scenario
    opponent: str
    records: list[GameRecord] = field(default_factory=list)
    first_sides: dict[int, str | None] = field(default_factory=dict)
    heat: HeatLayers = field(default_factory=dict)
    cancelled: bool = False

    def report(self) -> dict[str, Any]:
        if not self.records:
            raise ValueError("no games to sum up")
        return summarize_series(self.scenario, self.records, self.opponent, self.first_sides)


def replay_path(directory: Path, seed: int) -> Path:
    return directory / f"seed-{seed}.json"


def play_run(source: Source | Path, games: int, *, seed_start: int = 0, jobs: int = 1,
             opponent: str = "ai", max_rounds: int | None = None,
             executor: Executor | None = None, cancel: threading.Event | None = None,
             progress: Progress | None = None, replays: Path | None = None,
             heat: bool = False, difficulty: Difficulty = None) -> BalanceRun:
    """Play seeds seed_start..seed_start+games-1 and gather them; each replay is written to
    `replays/seed-S.json` as its game finishes, so a cancelled run keeps its replays."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    src: Source = str(source) if isinstance(source, Path) else source
    run = BalanceRun(scenario_of(src), opponent)
    check_players(run.scenario, opponent, difficulty)
    if replays is not None:
        try:
            replays.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise BadInput(f"{replays}: cannot make the replay folder: "
                           f"{exc.strerror or exc}") from exc
    if progress:
        progress(0, games)
    for played in run_played(src, range(seed_start, seed_start + games), executor, jobs=jobs,
                             opponent=opponent, max_rounds=max_rounds, cancel=cancel,
                             replays=replays is not None, heat=heat,
                             difficulty=difficulty):
        run.records.append(played.record)
        run.first_sides[played.record["seed"]] = played.first_side
        if played.heat:
            add_heat(run.heat, played.heat)
        if replays is not None and played.replay is not None:
            path = replay_path(replays, played.record["seed"])
            try:
                write_text_atomic(path, json.dumps(played.replay, indent=1) + "\n")
            except OSError as exc:
                raise BadInput(f"{path}: cannot write the replay: {exc.strerror or exc}") from exc
        if progress:
            progress(len(run.records), games)
    run.cancelled = cancel is not None and cancel.is_set() and len(run.records) < games
    return run


def run_balance(scenario: Scenario | str | Path, games: int, jobs: int = 1,
                progress_callback: Progress | None = None, opponent: str = "ai",
                max_rounds: int | None = None, executor: Executor | None = None,
                cancel: threading.Event | None = None, seed_start: int = 0) -> dict[str, Any]:
    """Play `games` games (seeds seed_start..) and sum them up; after a cancel, the sum of
    the games that finished (a ValueError if none did)."""
    return play_run(scenario, games, seed_start=seed_start, jobs=jobs, opponent=opponent,
                    max_rounds=max_rounds, executor=executor, cancel=cancel,
                    progress=progress_callback).report()


def describe_terminations(counts: dict[str, int]) -> str:
    """"victory points 3, all destroyed 2": most frequent first, then in TERMINATIONS order."""
    order = sorted(counts, key=lambda k: (-counts[k], TERMINATIONS.index(k)
                                          if k in TERMINATIONS else len(TERMINATIONS)))
    return ", ".join(f"{termination_label(k)} {counts[k]}" for k in order)


def interval(row: dict[str, Any]) -> str:
    """"38-52%": a totals row's 95% Wilson interval."""
    return f"{row['low']:.0%}-{row['high']:.0%}"


def format_table(report: dict[str, Any]) -> str:
    n = report["games"]
    lines = [f"{report['scenario']}: {n} game(s), opponent {report['opponent']}, "
             f"average {report['average_rounds']:.1f} rounds"]
    if report["opponent"] != "ai":
        ai = report["ai"]
        lines.append(f"AI win rate vs {report['opponent']}: {ai['win_rate']:.0%} "
                     f"({ai['wins']}/{ai['games']})")
        lines.append(f"{'AI plays':<16}{'games':>7}{'wins':>7}{'rate':>7}")
        for side, row in ai["by_side"].items():
            lines.append(f"{side:<16}{row['games']:>7}{row['wins']:>7}{row['win_rate']:>7.0%}")
    lines.append(f"{'result':<16}{'games':>7}{'rate':>7}{'95% interval':>14}  how it ended")
    totals = report["totals"]
    rows = [(s, report["wins"][s], interval(totals[s])) for s in report["sides"]]
    rows += [("draw", report["draws"], interval(totals["draw"])),
             ("unfinished", report["unfinished"], "")]
    for who, count, band in rows:
        how = describe_terminations(report["by_termination"].get(who, {}))
        lines.append(f"{who:<16}{count:>7}{count / n:>7.0%}{band:>14}  {how}".rstrip())
    if "by_first_side" in report:
        lines.append("by who moved first:")
        for first, group in report["by_first_side"].items():
            cells = ", ".join(f"{s} {group[s]['rate']:.0%} ({interval(group[s])})"
                              for s in report["sides"])
            lines.append(f"  {first} first, {report['first_side_games'][first]} game(s): {cells}")
    lines.append("rounds: " + ", ".join(f"{r}: {c}" for r, c in
                                          report["rounds_histogram"].items()))
    if report["opponent"] == "ai":
        lines.append(verdict(report["sides"], report["results"]).text)
    return "\n".join(lines)


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


@contextlib.contextmanager
def ctrl_c_cancels(cancel: threading.Event) -> Iterator[None]:
    """The first Ctrl+C sets `cancel` (the running games finish, what finished is written);
    a second one interrupts at once. Outside the main thread, nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: object) -> None:
        if cancel.is_set():
            raise KeyboardInterrupt
        cancel.set()
        print("\nclumsy balance: stopping: the running games finish, then the results are "
              "written (Ctrl+C again to quit at once)", file=sys.stderr)

    previous = signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _check_options(args: argparse.Namespace) -> None:
    for option in ("chart", "heatmap"):  # before the games, not after minutes of play
        path = getattr(args, option, None)
        why = chart_path_problem(path) if path else None
        if why:
            raise BadInput(f"{path}: {why}")
    if args.merge:
        if args.file is not None:
            raise BadInput("--merge takes result files, not a mission: "
                           "clumsy balance --merge A.json B.json ... [--json OUT]")
        for option in ("games", "scheduler", "replays", "heatmap", "difficulty"):
            if getattr(args, option) is not None:
                raise BadInput(f"--{option} does not go with --merge")
        return
    if args.file is None:
        raise BadInput("give a mission file (clumsy balance FILE --games N) or --merge A.json B.json")
    if args.games is None:
        raise BadInput("--games N is required")
    if args.games < 1:
        raise BadInput(f"--games must be at least 1, got {args.games}")
    if args.jobs < 1:
        raise BadInput(f"--jobs must be at least 1, got {args.jobs}")
    if args.seed_start < 0:
        raise BadInput(f"--seed-start must be at least 0, got {args.seed_start}")
    if args.max_rounds is not None and args.max_rounds < 1:
        raise BadInput(f"--max-rounds must be at least 1, got {args.max_rounds}")


def _merge(args: argparse.Namespace) -> int:
    document = merge_results(args.merge)
    _, opponent, sides, records = read_result(args.merge[0])
    report = summarize_records(document["scenario"], sides, {}, document["games"], opponent)
    print(format_table(report))
    if args.json:
        write_result(args.json, document)
        print(f"results: {args.json}")
    if args.chart:
        from engine.cli.balance_chart import balance_figure, write_figure  # matplotlib: only here

        write_figure(args.chart, balance_figure(report))
        print(f"chart: {args.chart}")
    return 0


def _run(args: argparse.Namespace) -> int:
    cancel = threading.Event()
    source: Source = MissionText.of_file(args.file) if args.scheduler else str(args.file)
    difficulty = parse_difficulty(args.difficulty)
    check_players(scenario_of(source), args.opponent, difficulty)  # before any game
    with contextlib.ExitStack() as stack:
        executor = (stack.enter_context(cluster_executor(args.scheduler))
                    if args.scheduler else None)
        stack.enter_context(ctrl_c_cancels(cancel))
        run = play_run(source, args.games, seed_start=args.seed_start, jobs=args.jobs,
                       opponent=args.opponent, max_rounds=args.max_rounds, executor=executor,
                       cancel=cancel, progress=text_progress(),
                       replays=Path(args.replays) if args.replays else None,
                       heat=bool(args.heatmap), difficulty=difficulty)
    if not run.records:
        print("clumsy balance: stopped before any game finished", file=sys.stderr)
        return EXIT_INTERRUPTED
    report = run.report()
    if run.cancelled:
        print(f"stopped: {len(run.records)} of {args.games} games finished")
    print(format_table(report))
    if args.json:
        write_result(args.json, result_document(run.scenario.name,
                                                [s.id for s in run.scenario.sides],
                                                run.records, args.opponent))
        print(f"results: {args.json}")
    if args.chart:
        from engine.cli.balance_chart import balance_figure, write_figure  # matplotlib: only here

        write_figure(args.chart, balance_figure(report))
        print(f"chart: {args.chart}")
    if args.heatmap:
        from engine.cli.heatmap_chart import write_heatmap  # matplotlib: only here

        write_heatmap(args.heatmap, run.scenario, run.heat, len(run.records))
        print(f"heatmap: {args.heatmap}")
    if args.replays:
        print(f"replays: {args.replays}")
    return EXIT_INTERRUPTED if run.cancelled else 0


def cmd_balance(args: argparse.Namespace) -> int:
    try:
        _check_options(args)
        return _merge(args) if args.merge else _run(args)
    except BadInput as exc:
        log.debug("clumsy balance stopped", exc_info=True)
        print(f"clumsy balance: error: {exc}", file=sys.stderr)
        return 2
    except GameFailed as exc:
        print(f"\nclumsy balance: error: {exc}", file=sys.stderr)
        return 1


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("balance", help="AI-vs-AI games over seeds: win rates with intervals, "
                                       "charts, heatmaps, replays")
    p.add_argument("file", metavar="FILE", nargs="?")
    p.add_argument("--games", type=int, metavar="N")
    p.add_argument("--seed-start", type=int, default=0, metavar="S",
                   help="play seeds S..S+N-1 (default 0)")
    p.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), metavar="J",
                   help="worker processes (default: up to 4, one per core); "
                        "1 plays the games in this process")
    p.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                   help="play the games on this Dask distributed scheduler's workers")
    p.add_argument("--json", metavar="OUT", help="write every game's record and the totals")
    p.add_argument("--merge", nargs="+", metavar="RESULT.json",
                   help="sum --json result files of different seed ranges")
    p.add_argument("--replays", metavar="DIR", help="keep each game's replay as DIR/seed-S.json")
    p.add_argument("--heatmap", metavar="OUT.png",
                   help="draw where units died, fired, held VPs and ended moves")
    p.add_argument("--chart", metavar="OUT.png", help="write the chart of the rates")
    p.add_argument("--opponent", choices=OPPONENTS, default="ai",
                   help="'random' or a scripted opponent (greedy, rusher, turtle, "
                        "first_order): the AI plays each side in turn against it")
    p.add_argument("--difficulty", metavar="LEVEL",
                   help="the AI's difficulty (easy, normal, hard), or per side: "
                        "SIDE=LEVEL,SIDE=LEVEL (default: normal)")
    p.add_argument("--max-rounds", type=int, default=None, metavar="N",
                   help="stop each game after N rounds (default: the scenario's)")
    p.set_defaults(func=cmd_balance)
