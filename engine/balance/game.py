"""One headless game played to its end, every side not supplied played by the AI: the
loop `clumsy play` and every game of a balance run share (DESIGN.md, "Command line").

A game that does not end by its round cap, or a side-turn that runs past the action cap,
is reported as unfinished rather than looping for ever. A supplied action that cannot be
applied is a `BadInput`; any failure after that, on good input, is an `InternalError`.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine import Game, GameAPI, computer_player
from engine.ai.config import ai_config, check_difficulty
from engine.balance.collections_quiet import fewer_collections
from engine.balance.errors import BadInput, InternalError
from engine.rules.actions import IllegalAction
from engine.rules.vision import forget_others, reading_position
from engine.scenario.io import load_scenario
from engine.scenario.model import Scenario
from engine.scenario.problems import ScenarioError

log = logging.getLogger(__name__)

# The AI's difficulty level (engine/data/ai.yaml `difficulty_levels`): one for every side
# it plays, or side id -> level (sides not named play "normal"); None: the shipped numbers.
Difficulty = str | Mapping[str, str] | None


def play_game(scenario: Scenario, seed: int = 0, max_rounds: int | None = None,
              actions: Sequence[Mapping[str, Any]] = (),
              players: Mapping[str, Any] | None = None,
              on_events: Callable[[GameAPI, list[dict[str, Any]]], None] | None = None,
              difficulty: Difficulty = None) -> tuple[GameAPI, dict[str, Any]]:
    """Play a game to its end (or the round cap) and return it with its summary.

    `players` maps side ids to objects with `choose_action(game)`; sides not named are
    played by the ruleset's computer player seeded from `seed`, at the `difficulty` level
    given for it. Supplied `actions` go first.
    `on_events(game, events)` hears the events of the game's start and of every action."""
    try:
        game = Game(scenario, seed=seed)
    except ValueError as exc:  # e.g. a ruleset or turn system this engine lacks
        raise BadInput(f"cannot start the game: {exc}") from exc
    told = 0

    def tell() -> None:
        nonlocal told
        if on_events is not None and len(game.events) > told:
            on_events(game, game.events[told:])
        told = len(game.events)

    tell()
    cap_rounds = scenario.rounds if max_rounds is None else max_rounds
    for index, action in enumerate(actions):
        if game.result is not None:
            raise BadInput(f"action {index + 1} of {len(actions)} comes after the game "
                           f"ended ({game.result['reason']})")
        try:
            game.apply(dict(action))
        except IllegalAction as exc:
            raise BadInput(f"action {index + 1} ({json.dumps(action)}) is illegal: {exc}") from exc
        except Exception as exc:  # a malformed action the legality check did not name
            log.debug("supplied action %d failed", index + 1, exc_info=True)
            raise BadInput(f"action {index + 1} ({json.dumps(action)}) cannot be applied: "
                           f"{type(exc).__name__}: {exc}") from exc
        tell()
    sides = play_order(scenario)
    chosen = dict(players or {})
    for i, side in enumerate(sides):
        if side not in chosen:
            level = level_of(difficulty, side)
            chosen[side] = (computer_player(game, seed * 16 + i, {"difficulty": level})
                            if level else computer_player(game, seed * 16 + i))
    # the position only changes in apply, which says so; the modules, the catalog and the
    # game set up are left out of the collector's work (collections_quiet.py)
    with reading_position(), fewer_collections():
        unfinished = _play_on(game, chosen, cap_rounds, tell)
    return game, summarize(game, unfinished, min(game.round, cap_rounds))


def _play_on(game: GameAPI, chosen: Mapping[str, Any], cap_rounds: int,
             tell: Callable[[], None]) -> str | None:
    """The players' actions until the game ends (None) or a cap stops it (why). Read as
    one position from one action to the next: a move's check reuses the search of the
    decision, the next decision what the sides were told of the action (what they see)."""
    per_turn_cap = ai_config().max_actions_per_turn * 2
    in_turn = 0
    while game.result is None:
        if game.round > cap_rounds:
            return f"no result after {cap_rounds} round(s)"
        if in_turn >= per_turn_cap:
            return f"{game.side} took {in_turn} actions without ending its side-turn"
        mover = game.side
        try:
            action = chosen[mover].choose_action(game)
            game.apply(action)
        except Exception as exc:  # good input, so any failure here is the engine's or AI's
            raise InternalError(f"round {game.round}, side {mover}: "
                                f"{type(exc).__name__}: {exc}") from exc
        state = getattr(game, "state", None)
        if state is not None:
            forget_others(state)  # what a decision worked out on its copies
        tell()
        # A side-turn ends with end_turn, or by itself (a Stratego turn is one move).
        passed = action.get("type") == "end_turn" or game.side != mover
        in_turn = 0 if passed else in_turn + 1
    return None


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


def level_of(difficulty: Difficulty, side: str) -> str | None:
    """The difficulty level the AI plays `side` at (None: the shipped numbers)."""
    if difficulty is None or isinstance(difficulty, str):
        return difficulty
    return difficulty.get(side)


def check_levels(scenario: Scenario, difficulty: Difficulty) -> None:
    """Refuse, in one line, an unknown level or a side the mission lacks."""
    levels = {} if difficulty is None or isinstance(difficulty, str) else dict(difficulty)
    sides = [s.id for s in scenario.sides]
    for side in levels:
        if side not in sides:
            raise BadInput(f"--difficulty: {scenario.name} has no side {side!r} "
                           f"(its sides: {', '.join(sides)})")
    for level in [difficulty] if isinstance(difficulty, str) else levels.values():
        try:
            check_difficulty(level)
        except ValueError as exc:
            raise BadInput(str(exc)) from None


def load(path: str) -> Scenario:
    try:
        return load_scenario(path)
    except ScenarioError as exc:
        lines = [str(p) for p in exc.problems] or [str(exc)]
        raise BadInput("\n".join(lines)) from exc
    except OSError as exc:
        raise BadInput(f"{path}: cannot read the file: {exc.strerror or exc}") from exc
