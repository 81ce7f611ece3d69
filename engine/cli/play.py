"""`clumsy play FILE`: play a mission headless, every side by the AI, unless an actions
file supplies moves (DESIGN.md, "Command line"); the game loop is engine.balance.game's.

Actions from `--actions` (a JSON list, or a replay written by `--replay`) are applied
first, in order; the AI plays on from wherever they leave the game. A game that does not
end by `--max-rounds`, or a side-turn that runs past the action cap, is reported as
unfinished rather than looping for ever. With `--side ID`, `--json` and `--replay` hold
only what that side saw (its channel, engine/rules/side_channel.py: `events_for`,
`history_for`, its own and the spotted units): no mission triggers, no enemy's unseen
moves; such a replay is refused by `--actions` (it cannot be played back).

Exit codes: 0 played (whatever the result), 2 bad input (a file or option the command
cannot use), 3 an internal error: the engine or the AI went wrong on good input (an AI
that picks an illegal action, say); its traceback goes to the log and it is a bug to
report.
"""

from __future__ import annotations

import argparse
import json
import logging
from collections.abc import Mapping
from typing import Any

from engine import GameAPI
from engine.ai.config import difficulty_levels
from engine.balance.collections_quiet import fewer_collections
from engine.balance.errors import BadInput, InternalError
from engine.balance.game import Difficulty, check_levels, load, play_game
from engine.campaign.format import is_campaign_file
from engine.cli.mission_log import message_lines, told, triggered
from engine.cli.play_errors import EXIT_OK, play_stopped
from engine.scenario.io import UnsafeFileError, scenario_hash, write_text_atomic
from engine.scenario.model import Scenario
from engine.scenario.safe_files import read_regular_bytes
from engine.scenario.texts import localized, text_in

log = logging.getLogger(__name__)

MAX_ACTIONS_BYTES = 64 * 1024 * 1024  # a replay of a long game is a few MiB
MAX_ACTION_DEPTH = 16  # an action is a flat object; a replay nests about 5 deep


def final_state(game: GameAPI, scenario: Scenario) -> dict[str, Any]:
    """Where the game stopped: whose turn, every unit (the dead too) and the VPs' holders,
    read through the game API both rulesets share (a Stratego game has no VPs)."""
    ids = [u.id for u in scenario.units]
    known = set(ids)
    ids += [u["id"] for u in game.units() if u["id"] not in known]
    units: list[dict[str, Any]] = []
    for uid in ids:
        try:
            unit = dict(game.unit(uid))
        except KeyError:  # a unit the ruleset never put on the map
            continue
        unit["at"] = list(unit["at"]) if unit["at"] is not None else None
        units.append(unit)
    return _position(game, game.side, units)


def _position(game: GameAPI, viewer: str, units: list[dict[str, Any]]) -> dict[str, Any]:
    view = getattr(game, "view", None)
    vps = ([dict(vp) for vp in view(viewer).victory_points] if callable(view) else [])
    return {"round": game.round, "side": game.side, "units": units,
            "victory_points": [{"id": vp["id"], "at": list(vp["at"]), "owner": vp["owner"]}
                               for vp in vps]}


def side_final_state(game: GameAPI, side: str) -> dict[str, Any]:
    """Where the game stopped as `side` sees it: its own units and the enemies it spots
    (RULES.md A8), the VPs' holders."""
    units = []
    for u in game.seen_units(side):
        unit = dict(u)
        unit["at"] = list(unit["at"]) if unit["at"] is not None else None
        units.append(unit)
    return _position(game, side, units)


def describe(summary: Mapping[str, Any]) -> str:
    rounds = summary["rounds"]
    if summary["outcome"] == "win":
        head = f"{summary['winner']} wins"
    elif summary["outcome"] == "draw":
        head = "draw"
    else:
        head = "unfinished"
    return f"{head}: {summary['reason']} (round {rounds}, {summary['actions']} actions)"


def read_replay(path: str) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """The actions of a JSON list of action dicts, or of a replay object with an "actions"
    list, from a regular file of at most MAX_ACTIONS_BYTES, nested at most
    MAX_ACTION_DEPTH deep; and what a replay says of its scenario (`scenario_name`,
    `scenario_hash`; nothing for a bare list)."""
    try:
        raw = read_regular_bytes(path, MAX_ACTIONS_BYTES)
    except UnsafeFileError as exc:
        raise BadInput(f"{path}: {exc.message}") from exc
    except OSError as exc:
        raise BadInput(f"{path}: cannot read the actions file: {exc.strerror or exc}") from exc
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise BadInput(f"{path}: not UTF-8 text (byte {exc.start + 1})") from exc
    except json.JSONDecodeError as exc:
        raise BadInput(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise BadInput(f"{path}: the JSON nests too deep (at most {MAX_ACTION_DEPTH} "
                       "levels)") from exc
    if json_depth(data) > MAX_ACTION_DEPTH:
        raise BadInput(f"{path}: the JSON nests more than {MAX_ACTION_DEPTH} levels deep; "
                       "an action is a flat object")
    recorded: dict[str, str] = {}
    if isinstance(data, dict) and isinstance(data.get("side"), str):
        raise BadInput(f"{path}: a replay saved for side '{data['side']}' (--side) holds "
                       "only what that side saw and cannot be played back; save it "
                       "without --side")
    if isinstance(data, dict) and "actions" in data:
        recorded = {k: data[k] for k in ("scenario_name", "scenario_hash")
                    if isinstance(data.get(k), str)}
        data = data["actions"]
    if not isinstance(data, list) or not all(isinstance(a, dict) for a in data):
        raise BadInput(f"{path}: expected a JSON list of action objects "
                       '(e.g. [{"type": "end_turn"}])')
    return data, recorded


def json_depth(data: Any) -> int:
    """How deep lists and objects nest in `data`, without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            deepest = max(deepest, depth)
            stack.extend((item, depth + 1) for item in value)
    return deepest


def replay_identity(scenario: Scenario) -> dict[str, str]:
    """What a replay stores of its scenario: its name and a hash of its contents."""
    return {"scenario_name": str(scenario.name), "scenario_hash": scenario_hash(scenario)}


def check_replay_scenario(path: str, recorded: Mapping[str, str], scenario: Scenario) -> None:
    """A replay of another scenario (by its stored name) is refused, naming both."""
    name = recorded.get("scenario_name")
    if isinstance(name, str) and name != str(scenario.name):
        raise BadInput(f"{path}: this replay is of the scenario '{name}', not of "
                       f"'{scenario.name}'; replay it with that scenario's file")


def parse_difficulty(text: str | None) -> Difficulty:
    """`--difficulty hard` (every side the AI plays) or `red=hard,blue=easy` (per side; a
    side not named plays normal); a malformed value is a one-line BadInput."""
    if text is None or "=" not in text:
        return text
    levels: dict[str, str] = {}
    for part in text.split(","):
        side, sep, level = (p.strip() for p in part.partition("="))
        if not sep or not side or not level:
            raise BadInput(f"--difficulty: {part.strip()!r} is not SIDE=LEVEL "
                           "(e.g. --difficulty red=hard,blue=easy)")
        levels[side] = level
    return levels


def cmd_play(args: argparse.Namespace) -> int:
    # a whole process for one game: the collector's work kept small from the start
    # (reading the file and importing the AI make many containers too, all of them kept
    # for the game: none collected until its play begins)
    with fewer_collections(set_up=True):
        return _play(args)


def _play(args: argparse.Namespace) -> int:
    if is_campaign_file(args.file):
        from engine.cli.campaign import cmd_play_campaign

        return cmd_play_campaign(args, parse_difficulty)
    try:
        if args.max_rounds is not None and args.max_rounds < 1:
            raise BadInput(f"--max-rounds must be at least 1, got {args.max_rounds}")
        scenario = load(args.file)
        difficulty = parse_difficulty(args.difficulty)
        check_levels(scenario, difficulty)
        if args.side is not None and scenario.side(args.side) is None:
            known = ", ".join(s.id for s in scenario.sides)
            raise BadInput(f"--side: {scenario.name} has no side {args.side!r} "
                           f"(its sides: {known})")
        # the scenario's hash (a dump of the whole scenario) only where a replay is
        # written or read back
        identity = replay_identity(scenario) if args.replay or args.actions else {}
        actions, recorded = read_replay(args.actions) if args.actions else ([], {})
        check_replay_scenario(str(args.actions), recorded, scenario)
        lang = args.lang
        printer = None if args.json else (
            lambda game, events: _print_messages(game, localized(told(events), lang)))
        try:
            game, summary = play_game(scenario, args.seed, args.max_rounds, actions,
                                      on_events=printer, difficulty=difficulty)
        except BadInput as exc:
            stored = recorded.get("scenario_hash")
            if stored is not None and stored != identity.get("scenario_hash"):
                raise BadInput(f"{exc}; {args.actions} was recorded with a different "
                               f"version of '{scenario.name}' (its contents differ)") from exc
            raise
        if args.side is not None:  # what that side saw, and nothing more (A8)
            summary = {**summary, "actions": len(game.history_for(args.side))}
        if args.replay and args.side is not None:
            replay = {"scenario": str(args.file), **identity, "seed": args.seed,
                      "side": args.side, "actions": game.history_for(args.side),
                      "events": game.events_for(args.side), "result": summary}
        elif args.replay:
            replay = {"scenario": str(args.file), **identity, "seed": args.seed,
                      "actions": game.history, "events": game.events, "result": summary}
        if args.replay:
            try:
                write_text_atomic(args.replay, json.dumps(replay, indent=1) + "\n")
            except OSError as exc:
                raise BadInput(f"{args.replay}: cannot write the replay: "
                               f"{exc.strerror or exc}") from exc
    except (BadInput, InternalError) as exc:
        return play_stopped(exc, args.file, args.seed)
    name = text_in(scenario.name, lang)  # the mission's texts in --lang (or the first given)
    if args.json and args.side is not None:
        print(json.dumps(localized({
            "scenario": str(args.file), "name": name, "seed": args.seed, **summary,
            "side": args.side, "events": game.events_for(args.side),
            "final_state": side_final_state(game, args.side)}, lang)))
    elif args.json:
        print(json.dumps(localized({
            "scenario": str(args.file), "name": name, "seed": args.seed, **summary,
            "triggered": triggered(localized(game.events, lang)),
            "final_state": final_state(game, scenario)}, lang)))
    else:
        print(describe(localized(summary, lang)))
    return EXIT_OK


def _print_messages(game: GameAPI, events: list[dict[str, Any]]) -> None:
    """Text mode: mission messages for every side, as they fire."""
    for line in message_lines(events, game.round):
        print(line, flush=True)


def difficulty_help() -> str:
    """The `--difficulty` help of `clumsy play` and `clumsy balance`: the levels as ai.yaml
    lists them."""
    return (f"the AI's difficulty ({', '.join(difficulty_levels())}), or per side: "
            "SIDE=LEVEL,SIDE=LEVEL (default: normal)")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "play", help="play a mission or a campaign headless, every side by the AI",
        description="Play a mission headless, every side by the AI; a campaign file is "
                    "played through, mission by mission, with its carried units. Exit "
                    "status: 0 played "
                    "(won, drawn or unfinished), 2 bad input (a file or option that cannot "
                    "be used), 3 internal error (the engine or AI failed: a bug; 'clumsy -v "
                    "play' logs its traceback).")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--seed", type=int, default=0, help="game and AI seed (default 0)")
    p.add_argument("--max-rounds", type=int, default=None, metavar="N",
                   help="stop after N rounds and report 'unfinished' (default: the "
                        "scenario's rounds)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--replay", metavar="OUT",
                   help="write scenario, seed, actions, events and result as JSON")
    p.add_argument("--difficulty", metavar="LEVEL", help=difficulty_help())
    p.add_argument("--actions", metavar="FILE",
                   help="JSON list of actions to apply first (or a replay file)")
    p.add_argument("--side", metavar="ID",
                   help="--json and --replay tell only what this side saw (its channel: "
                        "its events and actions, the units it sees); such a replay cannot "
                        "be played back")
    p.add_argument("--lang", metavar="LANG", default=None,
                   help="the language of the mission's texts (messages, end reasons, the "
                        "name), a two-letter code such as en or it; a text not given in it "
                        "shows its first language (default: the first)")
    p.set_defaults(func=cmd_play)
