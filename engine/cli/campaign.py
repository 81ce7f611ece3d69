"""The command line's campaign front-ends (DESIGN.md, "Command line"): `clumsy validate`,
`clumsy play` and `clumsy balance` tell a campaign file from a mission by its `format:` and
hand it here. The campaign library is engine.campaign."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable

from engine.balance.errors import BadInput, InternalError
from engine.balance.game import Difficulty
from engine.campaign.io import LoadedCampaign
from engine.campaign.load import load_campaign
from engine.campaign.play import CampaignStep, play_campaign
from engine.cli.play_errors import EXIT_OK, play_stopped
from engine.scenario.problems import ScenarioError
from engine.scenario.texts import localized

log = logging.getLogger(__name__)

DifficultyParser = Callable[[str | None], Difficulty]


def _load(path: str) -> LoadedCampaign:
    try:
        return load_campaign(path)
    except ScenarioError as exc:
        raise BadInput("\n".join(str(p) for p in exc.problems) or str(exc)) from exc


def check_campaign_levels(loaded: LoadedCampaign, difficulty: Difficulty) -> None:
    """Refuse, in one line, an unknown level, or a side that is neither a campaign side nor
    a side of one of its missions."""
    from engine.ai.config import check_difficulty

    levels = {} if difficulty is None or isinstance(difficulty, str) else dict(difficulty)
    known = set(loaded.campaign.sides)
    for scenario in loaded.scenarios.values():
        known |= {s.id for s in scenario.sides}
    for side in levels:
        if side not in known:
            raise BadInput(f"--difficulty: {loaded.campaign.name} has no side {side!r} "
                           f"(its sides: {', '.join(loaded.campaign.sides)})")
    for level in [difficulty] if isinstance(difficulty, str) else levels.values():
        try:
            check_difficulty(level)
        except ValueError as exc:
            raise BadInput(str(exc)) from None


def step_line(index: int, step: CampaignStep) -> str:
    if step.outcome == "win":
        head = f"{step.winner} wins" + (f" ({step.side})" if step.side and step.side != step.winner
                                        else "")
    else:
        head = step.outcome
    line = f"{index}. {step.mission} ({step.file}): {head}: {step.reason} (round {step.rounds})"
    if step.carried_in:
        placed = [i for i, at in step.carried_in.items() if at is not None]
        line += f"; carried in: {', '.join(placed) or 'none'}"
        lost = [i for i, at in step.carried_in.items() if at is None]
        if lost:
            line += f" (no room for {', '.join(lost)})"
    line += f" -> {step.next}"
    for side, ids in step.carried_out.items():
        line += f"; {side} carries {', '.join(ids) if ids else 'no one'}"
    return line


def cmd_play_campaign(args: argparse.Namespace, parse_difficulty: DifficultyParser) -> int:
    """`clumsy play CAMPAIGN.yaml`: the campaign played through by the AI
    (`parse_difficulty`: `clumsy play`'s reading of --difficulty)."""
    try:
        for option in ("actions", "replay", "side"):
            if getattr(args, option, None) is not None:
                raise BadInput(f"--{option} plays one mission; it does not go with a "
                               "campaign")
        if args.max_rounds is not None and args.max_rounds < 1:
            raise BadInput(f"--max-rounds must be at least 1, got {args.max_rounds}")
        difficulty = parse_difficulty(args.difficulty)
        loaded = _load(args.file)
        check_campaign_levels(loaded, difficulty)
        count = 0

        def show(step: CampaignStep) -> None:
            nonlocal count
            count += 1
            print(step_line(count, step), flush=True)

        try:
            result = play_campaign(loaded, args.seed, args.max_rounds, difficulty,
                                   on_step=None if args.json else show)
        except (BadInput, InternalError):
            raise
        except ValueError as exc:  # a difficulty level or side the mission lacks
            raise BadInput(str(exc)) from exc
    except (BadInput, InternalError) as exc:
        return play_stopped(exc, args.file, args.seed)
    if args.json:
        print(json.dumps(localized({"file": str(args.file), **result.to_json()},
                                   getattr(args, "lang", None))))
    else:
        state = "" if result.finished else " (unfinished: it went on past the most missions "\
                                            "a play may take)"
        print(f"path: {' -> '.join(result.path)}; final: {result.final}{state}")
    return EXIT_OK


def cmd_balance_campaign(args: argparse.Namespace, parse_difficulty: DifficultyParser,
                         progress: Callable[[int, int], None]) -> int:
    """`clumsy balance CAMPAIGN.yaml --games N`: the distribution of paths and outcomes
    (`parse_difficulty` and `progress`: `clumsy balance`'s own)."""
    from engine.campaign.series import format_campaign_table, run_campaigns
    from engine.scenario.io import write_text_atomic

    try:
        for option in ("scheduler", "replays", "heatmap", "chart", "merge", "vary", "suggest",
                       "keep", "out"):
            if getattr(args, option, None):
                raise BadInput(f"--{option} does not go with a campaign")
        if args.probe or args.opponent != "ai":
            raise BadInput("--probe and --opponent do not go with a campaign")
        difficulty = parse_difficulty(args.difficulty)
        check_campaign_levels(_load(args.file), difficulty)  # every problem before any game
        series = run_campaigns(str(args.file), args.games, seed_start=args.seed_start,
                               jobs=args.jobs, max_rounds=args.max_rounds,
                               difficulty=difficulty, progress=progress)
        report = series.report()
        print(format_campaign_table(report))
        if args.json:
            try:
                write_text_atomic(args.json, json.dumps(report, indent=1) + "\n")
            except OSError as exc:
                raise BadInput(f"{args.json}: cannot write the results: "
                               f"{exc.strerror or exc}") from exc
            print(f"results: {args.json}")
    except BadInput as exc:
        log.debug("clumsy balance stopped", exc_info=True)
        print(f"clumsy balance: error: {exc}", file=sys.stderr)
        return 2
    return 0
