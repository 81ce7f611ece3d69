"""Scripted Stratego styles for the balance lab's strategy probes (`clumsy balance FILE
--probe`): plain plans a designer can name, played against the Stratego AI to find a
mission's holes, as engine/ai/scripted*.py are for the shared rules.

- `flag_rush`: a rush for the flag (the ruleset's win): every move gains ground toward the
  enemy's back row, attacking whatever stands in the way.
- `cautious`: a cautious defence: the high pieces stay in the side's own half, only a
  revealed weaker piece is attacked, otherwise a piece shuffles where nothing threatens it.
- `scout_probe`: scouts first, to reveal; then a piece that beats a revealed enemy goes for
  it, the weakest such piece first.

Like the AI (engine/rulesets/stratego/ai.py) a script reads only what its side knows: its
own pieces, `seen_units(side)` (an enemy rank only once a combat revealed it), the board
and the ruleset's options; never a hidden rank. Each is seeded: the same game and seed
give the same move.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.records import record
from engine.rulesets.stratego.ai import wins
from engine.rulesets.stratego.game import HIDDEN, StrategoScripts, steps, stratego_rules

Action = dict[str, Any]
Cell = tuple[int, int]
END_TURN: Action = {"type": "end_turn"}


@record
class Move:
    """One legal move as the moving side knows it."""

    action: Action
    piece: Mapping[str, Any]  # the mover (its own piece: every field known)
    start: Cell
    to: Cell
    target: Mapping[str, Any] | None  # the enemy piece on `to` as the side sees it
    outcome: bool | None  # a sure win, a sure loss, or unknown (None; also no target)
    gain: int  # rows gained toward the enemy's back row
    threatened: bool  # `to` lies next to an enemy piece that is hidden or beats the mover


class StrategoScript:
    """The common loop: score every legal move by what the side knows, play the best
    (ties broken by a seeded draw). A subclass writes `score`."""

    def __init__(self, seed: int = 0, config: Mapping[str, Any] | None = None) -> None:
        self.seed = seed

    def choose_action(self, game: Any) -> Action:
        if game.result is not None:
            return dict(END_TURN)
        legal = game.legal_actions()
        if not legal:
            return dict(END_TURN)
        side = game.side
        rng = random.Random(self.seed * 1000003 + len(game.history_for(side)))
        seen = {tuple(u["at"]): u for u in game.seen_units(side) if u["at"] is not None}
        forward = -1 if side == game.sides[0] else 1
        spy = bool(getattr(game, "spy_beats_marshal", False))
        enemies = [u for u in seen.values() if u["side"] != side]
        best: tuple[float, float, int, Action] | None = None
        for i, action in enumerate(legal):
            move = self._move(game, action, seen, enemies, forward, spy)
            key = (self.score(move, enemies, spy), rng.random(), -i, action)
            if best is None or key[:3] > best[:3]:
                best = key
        assert best is not None
        return dict(best[3])

    def _move(self, game: Any, action: Action, seen: Mapping[Cell, Any],
              enemies: list[Mapping[str, Any]], forward: int, spy: bool) -> Move:
        piece = game.unit(action["unit"])  # one of the side's own pieces
        start, to = tuple(piece["at"]), (action["to"][0], action["to"][1])
        target = seen.get(to)
        outcome = None if target is None else wins(piece["type"], target["type"], spy)
        threatened = any(
            steps(tuple(e["at"]), to) == 1 and e is not target
            and (e["type"] == HIDDEN or wins(e["type"], piece["type"], spy) is True)
            for e in enemies)
        return Move(action, piece, start, to, target, outcome,
                    forward * (to[1] - start[1]), threatened)

    def score(self, move: Move, enemies: list[Mapping[str, Any]], spy: bool) -> float:
        raise NotImplementedError

    def play_turn(self, game: Any) -> list[dict[str, Any]]:
        """One move: the turn passes by itself after it."""
        if game.result is not None:
            return []
        return list(game.apply(self.choose_action(game)))


def _weights() -> StrategoScripts:
    """The styles' scores of a move: stratego.yaml `scripts`."""
    w = stratego_rules().scripts
    assert w is not None
    return w


def _rank(piece: Mapping[str, Any]) -> int:
    return int(piece.get("rank") or 0)



class FlagRush(StrategoScript):
    """Toward the enemy's back row, attacking anything in the way (but never a revealed
    piece that surely wins)."""

    def score(self, move: Move, enemies: list[Mapping[str, Any]], spy: bool) -> float:
        w = _weights()
        if move.outcome is False:
            return w.rush_sure_loss
        attack = 0.0 if move.target is None else (
            w.rush_sure_win if move.outcome else w.rush_unknown)
        return attack + w.rush_forward * move.gain


class Cautious(StrategoScript):
    """The high pieces stay back; only a revealed weaker piece is attacked; otherwise a
    move where nothing threatens the piece, the low pieces first."""

    def score(self, move: Move, enemies: list[Mapping[str, Any]], spy: bool) -> float:
        w = _weights()
        if move.target is not None:
            return w.cautious_win + _rank(move.target) if move.outcome is True \
                else w.cautious_loss
        ranks = sorted({p.rank for p in stratego_rules().pieces.values() if p.rank},
                       reverse=True)
        high = _rank(move.piece) >= ranks[min(w.high_pieces, len(ranks)) - 1]
        score = w.cautious_threatened if move.threatened else 0.0
        if high and move.gain > 0:
            score += w.cautious_high_advance  # the high pieces never advance of themselves
        return score - w.cautious_rank * _rank(move.piece) \
            - w.cautious_forward * max(move.gain, 0)


class ScoutProbe(StrategoScript):
    """Scouts attack hidden pieces to reveal them; a piece that beats a revealed enemy
    closes in on it (the weakest that wins first) and strikes."""

    def score(self, move: Move, enemies: list[Mapping[str, Any]], spy: bool) -> float:
        w = _weights()
        scout = move.piece["type"] == "scout"
        if move.target is not None:
            if move.outcome is True:
                return w.probe_win - w.probe_rank * _rank(move.piece)
            if move.outcome is False:
                return w.probe_loss
            # an unknown: a scout's to reveal
            return w.probe_scout_unknown if scout else w.probe_unknown
        prey = [e["at"] for e in enemies if e["type"] != HIDDEN
                and wins(move.piece["type"], e["type"], spy) is True]
        score = w.probe_threatened if move.threatened and not scout else 0.0
        if prey:
            before = min(steps(move.start, tuple(p)) for p in prey)
            after = min(steps(move.to, tuple(p)) for p in prey)
            score += w.probe_closing * (before - after) - w.probe_rank * _rank(move.piece)
        return score + (w.probe_scout_forward if scout else w.probe_forward) * move.gain


STRATEGO_SCRIPTS: dict[str, type[StrategoScript]] = {
    "flag_rush": FlagRush, "cautious": Cautious, "scout_probe": ScoutProbe}
