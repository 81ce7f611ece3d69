"""`clumsy balance FILE --games N`: many AI games of one mission over seeds S..S+N-1, in
parallel processes or on a Dask cluster, summed up as win rates with their 95% Wilson
intervals by side and by termination, a histogram of the round of the end and, where it
changes, by who moved first (DESIGN.md, "Command line"). This module is the command's
front-end (its options, progress bar, Ctrl+C and output files); the games are played and
summed up by the balance library, `engine.balance`, which the editor's Balance check shares.

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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.balance.cluster import cluster_executor
from engine.balance.errors import BadInput
from engine.balance.json_io import merge_results, read_result, result_document, write_result
from engine.balance.run import (
    OPPONENTS,
    GameFailed,
    MissionText,
    Source,
    check_players,
    scenario_of,
    summarize_records,
)
from engine.balance.series import Progress, play_run
from engine.balance.table import format_table
from engine.campaign.format import is_campaign_file
from engine.cli.balance_sweep import (
    check_sweep_options,
    keep_run,
    run_suggest_command,
    run_sweep_command,
)
from engine.cli.play import difficulty_help, parse_difficulty
from engine.scenario.io import write_text_atomic

log = logging.getLogger(__name__)

EXIT_INTERRUPTED = 130


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
    check_sweep_options(args)
    for option in ("chart", "heatmap"):  # before the games, not after minutes of play
        path = getattr(args, option, None)
        why = chart_path_problem(path) if path else None
        if why:
            raise BadInput(f"{path}: {why}")
    if args.probe and (args.merge or args.opponent != "ai" or args.heatmap or args.chart):
        raise BadInput("--probe plays every opponent style itself; it does not go with "
                       "--merge, --opponent, --heatmap or --chart")
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
        from engine.balance.chart import balance_figure, write_figure  # matplotlib: only here

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
    keep_run(args, run.scenario, run.records, args.opponent)
    if args.chart:
        from engine.balance.chart import balance_figure, write_figure  # matplotlib: only here

        write_figure(args.chart, balance_figure(report))
        print(f"chart: {args.chart}")
    if args.heatmap:
        from engine.balance.heatmap_chart import write_heatmap  # matplotlib: only here

        write_heatmap(args.heatmap, run.scenario, run.heat, len(run.records))
        print(f"heatmap: {args.heatmap}")
    if args.replays:
        print(f"replays: {args.replays}")
    return EXIT_INTERRUPTED if run.cancelled else 0


def _probe(args: argparse.Namespace) -> int:
    from engine.balance.probe import run_probe  # the styles: only when probing
    from engine.balance.probe_table import format_probe

    cancel = threading.Event()
    source: Source = MissionText.of_file(args.file) if args.scheduler else str(args.file)
    scenario = scenario_of(source)
    check_players(scenario, "ai", None)
    with contextlib.ExitStack() as stack:
        executor = (stack.enter_context(cluster_executor(args.scheduler))
                    if args.scheduler else None)
        stack.enter_context(ctrl_c_cancels(cancel))
        probe = run_probe(source, args.games, jobs=args.jobs, seed_start=args.seed_start,
                          executor=executor, cancel=cancel, progress=text_progress(),
                          max_rounds=args.max_rounds)
    document = probe.document()
    print(format_probe(document))
    if args.json:
        write_result(args.json, document)
        print(f"results: {args.json}")
    keep_run(args, scenario, probe.baseline,
             extra={"probe": document["probe"], "baseline": document["baseline"]})
    if args.replays:
        folder = Path(args.replays)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for r in probe.results:
                if r.typical is not None:
                    name = f"probe-{r.side}-{r.style.replace(':', '_')}.json"
                    write_text_atomic(folder / name, json.dumps(r.typical, indent=1) + "\n")
        except OSError as exc:
            raise BadInput(f"{folder}: cannot write the replays: {exc.strerror or exc}") from exc
        print(f"replays: {args.replays} (a typical game of each style)")
    return EXIT_INTERRUPTED if probe.cancelled else 0


def cmd_balance(args: argparse.Namespace) -> int:
    try:
        _check_options(args)
        if args.file is not None and not args.merge and is_campaign_file(args.file):
            from engine.cli.campaign import cmd_balance_campaign

            return cmd_balance_campaign(args, parse_difficulty, text_progress())
        if args.probe:
            return _probe(args)
        if args.vary:
            return run_sweep_command(args, text_progress, ctrl_c_cancels)
        if args.suggest:
            return run_suggest_command(args, text_progress, ctrl_c_cancels)
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
                                       "charts, heatmaps, replays; of a campaign, the "
                                       "paths and final outcomes")
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
    p.add_argument("--difficulty", metavar="LEVEL", help=difficulty_help())
    p.add_argument("--probe", action="store_true",
                   help="strategy probes: for each side, the AI against every opponent style "
                        "(the AI at each level, every scripted style), N games each; flags "
                        "the styles that break the mission")
    p.add_argument("--vary", action="append", metavar="EXPR",
                   help="a what-if sweep: rounds=A..B, hold_points=A..B, "
                        "hold_points.SIDE=A..B, event:ID=A..B, add:SIDE:TYPE@[X,Y] or "
                        "remove:SIDE:TYPE (repeat it: the grid of them); N games a "
                        "variant, the same seeds on each")
    p.add_argument("--suggest", action="store_true",
                   help="search small edits (rounds, points to hold, an event's time, one "
                        "unit more or fewer) for the fairest variant, N games each first")
    p.add_argument("--budget", type=int, metavar="G",
                   help="--suggest plays at most about G games (default: balance.yaml)")
    p.add_argument("--write-suggestion", metavar="OUT.yaml",
                   help="write the mission with the suggested edit")
    p.add_argument("--keep", action="store_true",
                   help="keep the run as MISSION.balance.json beside the mission")
    p.add_argument("--out", metavar="RUN.json",
                   help="keep the run in this file (as --keep, elsewhere)")
    p.add_argument("--max-rounds", type=int, default=None, metavar="N",
                   help="stop each game after N rounds (default: the scenario's)")
    p.set_defaults(func=cmd_balance)
