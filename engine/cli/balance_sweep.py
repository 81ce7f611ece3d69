"""`clumsy balance FILE --vary EXPR ...` (a what-if sweep), `--suggest` (a proposed fix,
`--write-suggestion OUT.yaml`) and the kept run every mode writes with `--keep` or
`--out FILE` (DESIGN.md, "Command line"). The front-end of engine.balance.variants,
sweep, suggest and kept; engine.cli.balance hands these modes over here."""

from __future__ import annotations

import argparse
import contextlib
import threading
from pathlib import Path
from typing import Any

from engine.balance.cluster import cluster_executor
from engine.balance.errors import BadInput
from engine.balance.json_io import write_result
from engine.balance.kept import kept_document, run_path, write_kept
from engine.balance.run import GameRecord, MissionText, Source, scenario_of
from engine.balance.stats import balance_numbers
from engine.scenario.model import Scenario

EXIT_INTERRUPTED = 130
ALONE = ("probe", "merge", "heatmap", "chart", "replays", "difficulty")


def check_sweep_options(args: argparse.Namespace) -> None:
    """Refuse, before any game, what does not go with --vary or --suggest."""
    if args.write_suggestion and not args.suggest:
        raise BadInput("--write-suggestion needs --suggest")
    if args.budget is not None and not args.suggest:
        raise BadInput("--budget needs --suggest")
    if (args.keep or args.out) and args.merge:
        raise BadInput("--keep and --out do not go with --merge (its --json keeps the "
                       "runs' mission hash)")
    if args.keep and args.out:
        raise BadInput("--keep writes MISSION.balance.json beside the mission, --out "
                       "another file: give one of them")
    target = kept_target(args) if args.file is not None else None
    if target is not None:  # before the games, not after minutes of play
        folder = target.parent if str(target.parent) else Path(".")
        if not folder.is_dir() or target.is_dir():
            raise BadInput(f"{target}: cannot keep the run there: "
                           + ("that is a folder" if target.is_dir()
                              else f"the folder {folder} does not exist"))
    mode = "--suggest" if args.suggest else "--vary" if args.vary else None
    if mode is None:
        return
    if args.vary and args.suggest:
        raise BadInput("--suggest tries its own small edits; it does not go with --vary")
    for option in ALONE:
        if option == "chart" and args.vary:
            continue  # a sweep draws its own chart
        if getattr(args, option, None):
            raise BadInput(f"{mode} does not go with --{option}")
    if args.opponent != "ai":
        raise BadInput(f"{mode} plays the AI against itself; it does not go with --opponent")
    if args.budget is not None and args.budget < 1:
        raise BadInput(f"--budget must be at least 1, got {args.budget}")
    if args.write_suggestion:
        target = Path(args.write_suggestion)
        if target.suffix.lower() not in (".yaml", ".yml"):
            raise BadInput(f"{target}: the suggestion is a mission file; name it .yaml")
        folder = target.parent if str(target.parent) else Path(".")
        if not folder.is_dir():
            raise BadInput(f"{target}: cannot write the mission: the folder {folder} "
                           "does not exist")


def kept_target(args: argparse.Namespace) -> Path | None:
    if args.out:
        return Path(args.out)
    return run_path(args.file) if args.keep else None


def keep_run(args: argparse.Namespace, scenario: Scenario, records: list[GameRecord],
             opponent: str = "ai", extra: dict[str, Any] | None = None) -> None:
    """Write the kept run where --keep or --out says (nothing without them)."""
    target = kept_target(args)
    if target is None or not records:
        return
    write_kept(target, kept_document(scenario, records, opponent, extra))
    print(f"run kept: {target}")


def _source(args: argparse.Namespace) -> Source:
    return MissionText.of_file(args.file) if args.scheduler else str(args.file)


def run_sweep_command(args: argparse.Namespace, progress: Any,
                      ctrl_c: Any) -> int:
    from engine.balance.sweep import format_sweep, run_sweep
    from engine.balance.variants import grid, parse_vary

    scenario = scenario_of(_source(args))
    axes = [parse_vary(expression, scenario) for expression in args.vary]
    variants = grid(scenario, axes, balance_numbers().sweep_max_variants)
    for v in variants:
        if v.refused is not None:
            print(f"variant {v.label}: refused by the validator, not played: {v.refused}")
    sides = [s.id for s in scenario.sides]
    cancel = threading.Event()
    with contextlib.ExitStack() as stack:
        executor = (stack.enter_context(cluster_executor(args.scheduler))
                    if args.scheduler else None)
        stack.enter_context(ctrl_c(cancel))
        sweep = run_sweep(scenario.name, sides, variants, args.games,
                          seed_start=args.seed_start, executor=executor, jobs=args.jobs,
                          max_rounds=args.max_rounds, cancel=cancel, progress=progress())
    print(format_sweep(sweep))
    rows = sweep.document()
    if args.json:
        write_result(args.json, {"scenario": scenario.name, "seeds": sweep.seeds,
                                 "sweep": rows})
        print(f"results: {args.json}")
    if args.chart:
        from engine.balance.chart import write_figure  # matplotlib: only here
        from engine.balance.sweep_chart import sweep_figure

        write_figure(args.chart, sweep_figure(rows, sides))
        print(f"chart: {args.chart}")
    keep_run(args, scenario, sweep.results[0].records, extra={"sweep": rows})
    return EXIT_INTERRUPTED if sweep.cancelled else 0


def run_suggest_command(args: argparse.Namespace, progress: Any, ctrl_c: Any) -> int:
    from engine.balance.suggest import run_suggest
    from engine.scenario.io import save_scenario

    scenario = scenario_of(_source(args))
    cancel = threading.Event()
    with contextlib.ExitStack() as stack:
        executor = (stack.enter_context(cluster_executor(args.scheduler))
                    if args.scheduler else None)
        stack.enter_context(ctrl_c(cancel))
        found = run_suggest(_source(args), args.games, budget=args.budget,
                            seed_start=args.seed_start, executor=executor, jobs=args.jobs,
                            max_rounds=args.max_rounds, cancel=cancel, progress=progress())
    print(found.sentence())
    for r in found.standings[:5]:
        print(f"  {r.label:<32} {len(r.records):>5} games  {r.unfairness():>4.0%} from fair")
    document = found.document()
    if args.json:
        write_result(args.json, {"scenario": scenario.name, "suggestion": document})
        print(f"results: {args.json}")
    if args.write_suggestion:
        if found.best.variant.scenario is None or found.edit is None:
            print(f"{args.write_suggestion}: not written: no edit did better than the "
                  "mission as it is")
        else:
            try:
                save_scenario(found.best.variant.scenario, args.write_suggestion)
            except OSError as exc:
                raise BadInput(f"{args.write_suggestion}: cannot write the mission: "
                               f"{exc.strerror or exc}") from exc
            print(f"suggestion written: {args.write_suggestion} ({found.best.label})")
    keep_run(args, scenario, found.baseline.records if found.baseline else [],
             extra={"suggestion": document})
    return EXIT_INTERRUPTED if found.cancelled else 0
