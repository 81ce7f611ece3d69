"""A small Stratego player for the play-test window and AI-vs-AI games: it sees only
what its side sees (`seen_units`), takes sure wins, never attacks a revealed piece that
beats it, and otherwise advances a seeded random piece."""

from __future__ import annotations

import random
from typing import Any

from engine.rulesets.stratego.game import HIDDEN, stratego_rules

Action = dict[str, Any]


def wins(attacker: str, defender: str, spy_beats_marshal: bool = False) -> bool | None:
    """Whether the attack certainly wins (True), certainly loses (False), or is unknown
    (a piece's `beats_when_attacking` counts only under the `spy_beats_marshal` option)."""
    if defender == HIDDEN:
        return None
    pieces = stratego_rules().pieces
    a, d = pieces[attacker], pieces[defender]
    if d.captured_wins:
        return True
    if d.kills_attackers:
        return a.defuses_bombs
    if spy_beats_marshal and a.beats_when_attacking == d.id:
        return True
    return (a.rank or 0) > (d.rank or 0)


def choose_action(game: Any, seed: int) -> Action:
    rng = random.Random(seed * 1000003 + len(game.history_for(game.side)))
    side = game.side
    seen = {tuple(u["at"]): u for u in game.seen_units(side)}
    legal = game.legal_actions()
    if not legal:
        return {"type": "end_turn"}
    scored: list[tuple[float, int, Action]] = []
    w = stratego_rules().computer  # the weights of stratego.yaml `computer`
    assert w is not None
    forward = -1 if side == game.sides[0] else 1
    for i, action in enumerate(legal):
        mover = game.unit(action["unit"])
        target = seen.get(tuple(action["to"]))
        score = rng.random()
        if target is not None:
            outcome = wins(mover["type"], target["type"],
                           getattr(game, "spy_beats_marshal", False))
            score += {True: w.sure_win, False: w.sure_loss,
                      None: w.scout_unknown if mover["type"] == "scout" else w.unknown}[outcome]
        else:
            score += w.forward * forward * (action["to"][1] - mover["at"][1])
        scored.append((score, -i, action))
    return dict(max(scored)[2])


class StrategoPlayer:
    """`choose_action` above as a player object (engine.ruleset.Player)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose_action(self, game: Any) -> Action:
        if game.result is not None:
            return {"type": "end_turn"}
        return choose_action(game, self.seed)

    def play_turn(self, game: Any) -> list[dict[str, Any]]:
        """One move: the turn passes by itself after it."""
        if game.result is not None:
            return []
        return list(game.apply(self.choose_action(game)))
