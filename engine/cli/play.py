"""`clumsy play FILE`: play a mission headless, every side by the AI, unless an actions
file supplies moves (DESIGN.md, "Command line").

Actions from `--actions` (a JSON list, or a replay written by `--replay`) are applied
first, in order; the AI plays on from wherever they leave the game. A game that does not
end by `--max-rounds`, or a side-turn that runs past the action cap, is reported as
unfinished rather than looping for ever.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engine import Game, GameAPI, computer_player
from engine.ai.config import ai_config
from engine.rules.actions import IllegalAction
from engine.scenario.io import load_scenario, scenario_hash, write_text_atomic
from engine.scenario.model import Scenario
from engine.scenario.problems import ScenarioError

log = logging.getLogger(__name__)

EXIT_OK, EXIT_BAD_INPUT = 0, 2


class BadInput(Exception):
    """A file or option the command cannot use; the message says why."""


def play_game(scenario: Scenario, seed: int = 0, max_rounds: int | None = None,
              actions: Sequence[Mapping[str, Any]] = (),
              players: Mapping[str, Any] | None = None) -> tuple[GameAPI, dict[str, Any]]:
    """Play a game to its end (or the round cap) and return it with its summary.

    `players` maps side ids to objects with `choose_action(game)`; sides not named are
    played by the ruleset's computer player seeded from `seed`. Supplied `actions` go first."""
    game = Game(scenario, seed=seed)
    cap_rounds = scenario.rounds if max_rounds is None else max_rounds
    per_turn_cap = ai_config().max_actions_per_turn * 2
    for index, action in enumerate(actions):
        if game.result is not None:
            raise BadInput(f"action {index + 1} of {len(actions)} comes after the game "
                           f"ended ({game.result['reason']})")
        try:
            game.apply(dict(action))
        except IllegalAction as exc:
            raise BadInput(f"action {index + 1} ({json.dumps(action)}) is illegal: {exc}") from exc
    sides = play_order(scenario)
    chosen = dict(players or {})
    for i, side in enumerate(sides):
        chosen.setdefault(side, computer_player(game, seed * 16 + i))
    unfinished: str | None = None
    in_turn = 0
    while game.result is None:
        if game.round > cap_rounds:
            unfinished = f"no result after {cap_rounds} round(s)"
            break
        if in_turn >= per_turn_cap:
            unfinished = f"{game.side} took {in_turn} actions without ending its side-turn"
            break
        mover = game.side
        action = chosen[mover].choose_action(game)
        game.apply(action)
        # A side-turn ends with end_turn, or by itself (a Stratego turn is one move).
        passed = action.get("type") == "end_turn" or game.side != mover
        in_turn = 0 if passed else in_turn + 1
    return game, summarize(game, unfinished, min(game.round, cap_rounds))


def play_order(scenario: Scenario) -> list[str]:
    """Side ids in the order they play: `first_side` first (A1), as both rulesets order
    them, so each side's AI seed is the same whichever ruleset runs the game."""
    ids = [s.id for s in scenario.sides]
    first = ids.index(scenario.first_side) if scenario.first_side in ids else 0
    return ids[first:] + ids[:first]


def summarize(game: GameAPI, unfinished: str | None = None,
              rounds: int | None = None) -> dict[str, Any]:
    """outcome (win, draw or unfinished), winner, reason, termination, round, rounds
    played, actions. A game with no result (cut short by the round or action cap) has
    winner and termination None and a reason that says why (DESIGN.md, "Results")."""
    result = game.result
    if result is None:
        played = game.round if rounds is None else rounds
        return {"outcome": "unfinished", "winner": None,
                "reason": unfinished or "the game has not ended", "termination": None,
                "round": played, "rounds": played, "actions": len(game.history)}
    played = result.get("round", game.round)
    return {"outcome": "draw" if result["winner"] is None else "win",
            "winner": result["winner"], "reason": result["reason"],
            "termination": result.get("termination"), "round": played,
            "rounds": played, "actions": len(game.history)}


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
    view = getattr(game, "view", None)
    vps = ([dict(vp) for vp in view(game.side).victory_points] if callable(view) else [])
    return {"round": game.round, "side": game.side, "units": units,
            "victory_points": [{"id": vp["id"], "at": list(vp["at"]), "owner": vp["owner"]}
                               for vp in vps]}


def describe(summary: Mapping[str, Any]) -> str:
    rounds = summary["rounds"]
    if summary["outcome"] == "win":
        head = f"{summary['winner']} wins"
    elif summary["outcome"] == "draw":
        head = "draw"
    else:
        head = "unfinished"
    return f"{head}: {summary['reason']} (round {rounds}, {summary['actions']} actions)"


def read_actions(path: str, scenario: Scenario | None = None) -> list[dict[str, Any]]:
    """A JSON list of action dicts, or a replay object with an "actions" list; a replay of
    another scenario (by its stored name) is refused, naming both."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadInput(f"{path}: cannot read the actions file: {exc.strerror or exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadInput(f"{path}: not valid JSON: {exc}") from exc
    if isinstance(data, dict) and "actions" in data:
        if scenario is not None:
            check_replay_scenario(path, data, scenario)
        data = data["actions"]
    if not isinstance(data, list) or not all(isinstance(a, dict) for a in data):
        raise BadInput(f"{path}: expected a JSON list of action objects "
                       '(e.g. [{"type": "end_turn"}])')
    return data


def replay_identity(scenario: Scenario) -> dict[str, str]:
    """What a replay stores of its scenario: its name and a hash of its contents."""
    return {"scenario_name": scenario.name, "scenario_hash": scenario_hash(scenario)}


def check_replay_scenario(path: str, replay: Mapping[str, Any], scenario: Scenario) -> None:
    name = replay.get("scenario_name")
    if isinstance(name, str) and name != scenario.name:
        raise BadInput(f"{path}: this replay is of the scenario '{name}', not of "
                       f"'{scenario.name}'; replay it with that scenario's file")


def load(path: str) -> Scenario:
    try:
        return load_scenario(path)
    except ScenarioError as exc:
        lines = [str(p) for p in exc.problems] or [str(exc)]
        raise BadInput("\n".join(lines)) from exc
    except OSError as exc:
        raise BadInput(f"{path}: cannot read the file: {exc.strerror or exc}") from exc


def cmd_play(args: argparse.Namespace) -> int:
    try:
        if args.max_rounds is not None and args.max_rounds < 1:
            raise BadInput(f"--max-rounds must be at least 1, got {args.max_rounds}")
        scenario = load(args.file)
        identity = replay_identity(scenario)
        actions = read_actions(args.actions, scenario) if args.actions else []
        try:
            game, summary = play_game(scenario, args.seed, args.max_rounds, actions)
        except BadInput as exc:
            if args.actions and not _same_scenario(args.actions, identity):
                raise BadInput(f"{exc}; {args.actions} was recorded with a different "
                               f"version of '{scenario.name}' (its contents differ)") from exc
            raise
        except ValueError as exc:  # e.g. a ruleset or turn system this engine lacks
            raise BadInput(f"{args.file}: {exc}") from exc
        if args.replay:
            replay = {"scenario": str(args.file), **identity, "seed": args.seed,
                      "actions": game.history, "events": game.events, "result": summary}
            try:
                write_text_atomic(args.replay, json.dumps(replay, indent=1) + "\n")
            except OSError as exc:
                raise BadInput(f"{args.replay}: cannot write the replay: "
                               f"{exc.strerror or exc}") from exc
    except BadInput as exc:
        log.debug("clumsy play stopped", exc_info=True)
        print(f"clumsy play: error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps({"scenario": str(args.file), "seed": args.seed, **summary,
                          "final_state": final_state(game, scenario)}))
    else:
        print(describe(summary))
    return EXIT_OK


def _same_scenario(path: str, identity: Mapping[str, str]) -> bool:
    """Whether the replay at `path` says it was recorded with this very scenario (a bare
    action list says nothing, and counts as the same)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return True
    stored = data.get("scenario_hash") if isinstance(data, dict) else None
    return stored is None or stored == identity["scenario_hash"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help="play a mission headless, every side by the AI")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--seed", type=int, default=0, help="game and AI seed (default 0)")
    p.add_argument("--max-rounds", type=int, default=None, metavar="N",
                   help="stop after N rounds and report 'unfinished' (default: the "
                        "scenario's rounds)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--replay", metavar="OUT",
                   help="write scenario, seed, actions, events and result as JSON")
    p.add_argument("--actions", metavar="FILE",
                   help="JSON list of actions to apply first (or a replay file)")
    p.set_defaults(func=cmd_play)
