"""The hard level's enemy replies played once where they are alike (engine/ai/lookahead.py).

With `lookahead_replies` N, each rollout's enemy reply is played by N players that differ
only by their seeds, from the same position, with the same memory (none) and kept work:
the seed enters a decision only through the cells' noise (`Planner.noise_of`), and most
replies play the same actions (stop 60: 37 of 60 rollouts of the Skirmish, seed 3).

The first reply's player (`PairedReplies`, mixed into the AI's player) proves, as it plays, whether each other
seed would play as it does: wherever it weighs a unit's moves (`_move_options`, the one
part of a decision that reads the noise) it weighs them again with the other seed's noise
on the same view and planner, and compares the moves found; a read of the noise anywhere
else ends the proof (its seed tells it: `TracedSeed`). A reply proven alike from the start
to the end (the same moves weighed everywhere, so the same decisions, the same actions,
the same position and the same score) is not played; its score is the first reply's.

The seed is in a cell's score only as its noise, the last term added (cell_scores.py
`score_of`): the proof's weighings score each cell once without it (`NoiseFreeScores`)
and add each seed's noise to that sum, as `score_of` would, so a cell's score for the
other seeds is the same float as a weighing of its own would give (stop 62: the second
weighing no longer works the scores out again).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.ai.config import AIConfig
from engine.ai.fields.travel import TravelField
from engine.ai.lookahead import Rollout
from engine.ai.planner import cell_scores
from engine.ai.planner.cell_scores import CellScorer, noise_share
from engine.ai.planner.moves import Goal, Planner
from engine.ai.view import SideView, Unit
from engine.grid import Cell

Action = dict[str, Any]


class TracedSeed(int):
    """A player's seed that tells its proof when it is read outside the moves weighed
    (the noise's only way in: `Planner.noise_of` formats the seed)."""

    proof: Proof | None = None

    def _read(self) -> None:
        if self.proof is not None and not self.proof.inside:
            self.proof.alive = False

    def __format__(self, spec: str) -> str:
        self._read()
        return int.__format__(self, spec)

    def __str__(self) -> str:
        self._read()
        return int.__repr__(self)

    __repr__ = __str__


class Proof:
    """Whether other seeds play as the first reply's player does, from one reply's start:
    `alive` while every decision so far is proven the same for all of `seeds`."""

    def __init__(self, seeds: Sequence[int]) -> None:
        self.seeds = tuple(seeds)
        self.alive = True
        self.inside = False  # in the moves weighed, where the noise is read twice over
        self.weighed = 0  # moves weighed again with another seed's noise (a measure of work)
        self.scored = 0  # cells' scores without noise worked out for the weighings (the same)


class NoiseFreeScores:
    """The scorers of the proof's weighings (`Planner.scorer` while they weigh): each
    cell's score without the noise (`cell_scores.scorer`, `noisy` False) worked out once
    for all the seeds weighed, the noise of the seed weighing now (`Planner.noise_mix`
    with its seed) added as `score_of` adds it: the same float, `score + noise`."""

    def __init__(self, planner: Planner) -> None:
        self.planner = planner
        # (unit id, moved, with_lines) -> (unit, goal, field, the scorer without noise,
        # (cell, AP left, fuel left, lines, away) -> the score without noise)
        self.kept: dict[tuple[str, bool, bool],
                        tuple[Unit, Goal, TravelField, CellScorer,
                              dict[tuple[Any, ...], float]]] = {}
        self.worked_out = 0  # scores without noise worked out (a measure of work)

    def scorer(self, unit: Unit, goal: Goal, field: TravelField, moved: bool,
               with_lines: bool) -> CellScorer:
        planner = self.planner
        key = (unit.id, moved, with_lines)
        kept = self.kept.get(key)
        if kept is None or kept[0] is not unit or kept[1] is not goal or kept[2] is not field:
            bare = cell_scores.scorer(planner, unit, goal, field, moved, with_lines, noisy=False)
            kept = self.kept[key] = (unit, goal, field, bare, {})
        bare, scores = kept[3], kept[4]
        noise, weight = planner.noise_mix(unit.id), planner.cfg.noise

        def score_of(cell: Cell, ap_left: int, fuel_left: int | None = None,
                     lines: bool = with_lines, away: float | None = None) -> float:
            asked = (cell, ap_left, fuel_left, lines, away)
            score = scores.get(asked)
            if score is None:
                self.worked_out += 1
                score = scores[asked] = bare(cell, ap_left, fuel_left, lines, away)
            return score + weight * noise_share(noise, cell)
        return score_of


class PairedReplies:
    """What makes the first enemy player of the rollouts' replies: it plays its reply and
    proves whether the other replies' seeds would play it alike (`prove`, `end_proof`).
    Mixed into the AI's player where the player makes it (engine/ai/player.py
    `paired_reply_player`: this module never imports the player, which imports it)."""

    def __init__(self, seed: int, config: Any = None) -> None:
        traced = TracedSeed(seed)
        super().__init__(traced, config)
        self._traced = traced
        self.proof: Proof | None = None
        self.alike = False  # the last reply proven alike for the seeds (`end_proof`)

    def prove(self, seeds: Sequence[int] | None) -> None:
        """Begin a reply whose other players have `seeds` (their noise is checked; None:
        no proof, they play theirs)."""
        self.alike = False
        self.proof = self._traced.proof = None if seeds is None else Proof(seeds)

    def end_proof(self) -> None:
        """The reply is played: `alike` tells whether every seed given would play it."""
        proof = self.proof
        self.alike = proof is not None and proof.alive
        self.proof = self._traced.proof = None

    def _move_options(self, game: Any, view: SideView, planner: Planner, unit: Unit,
                      goal: Goal, wanted: int) -> list[Action]:
        proof = self.proof
        if proof is None or not proof.alive:
            return super()._move_options(game, view, planner, unit, goal, wanted)
        # as before the weighing, given back after it: the seed, and the noise and scorers
        # worked out so far (what the weighing adds dropped: a later read, outside, is told)
        seed_was, noise_base, parts = \
            planner.seed, dict(planner._noise_base), dict(planner.scorer_parts)
        scores = NoiseFreeScores(planner)  # each cell's score without noise, once
        planner.scorer = scores.scorer  # type: ignore[method-assign]
        proof.inside = True
        try:
            found = super()._move_options(game, view, planner, unit, goal, wanted)
            for seed in proof.seeds:  # the same weighing with the other seed's noise
                planner.seed, planner._noise_base = seed, {}
                proof.weighed += 1
                if super()._move_options(game, view, planner, unit, goal, wanted) != found:
                    proof.alive = False
                    break
        finally:
            proof.inside = False
            del planner.scorer  # the planner's own again
            planner.seed, planner._noise_base, planner.scorer_parts = seed_was, noise_base, parts
            proof.scored += scores.worked_out
        return found


def paired_replies(players: Sequence[Any], fresh: Callable[[Any, Any], None],
                   cfg: AIConfig) -> list[Rollout]:
    """The rollouts' enemy replies, one a player of `players` (the first a
    `PairedReplies` player), each begun by `fresh(game, player)`: the others carry
    `played_as_first`, true when the first's reply just played is proven theirs too (only
    where they begin as the first does: no dice of their own to pass with, no side-turn
    of the side played after, what they know of landing the first's)."""
    first, others = players[0], players[1:]
    assert isinstance(first, PairedReplies)
    pairing = cfg.pass_chance == 0 and not cfg.lookahead_follow
    limit = cfg.lookahead_rollout_actions

    def reply_by(enemy: Any) -> Rollout:
        def reply(twin: Any) -> object:
            fresh(twin, enemy)
            if enemy is not first:
                return enemy.play_turn(twin, limit)
            alike = pairing and all(p._can_land == first._can_land for p in others)
            first.prove([p.seed for p in others] if alike else None)
            try:
                return enemy.play_turn(twin, limit)
            finally:
                first.end_proof()

        def played_as_first() -> bool:
            if not first.alike:
                return False
            fresh(None, enemy)  # begun as a reply's player is (its kept work the first's)
            enemy._can_land = first._can_land  # what the first learnt, it would have
            return True
        reply.player = enemy  # type: ignore[attr-defined]
        if enemy is not first:
            reply.played_as_first = played_as_first  # type: ignore[attr-defined]
        return reply
    return [reply_by(enemy) for enemy in players]
