"""The reply proof's weighings with the other seeds' noise score no cell again (issue 37,
stop 62, engine/ai/reply_pairs.py `NoiseFreeScores`): each cell's score without noise is
worked out once, in the first reply's own weighing, and each seed's noise added to it.
Counted: the cells scored in the weighings with another seed's noise (as many as in the
first reply's own weighings before); and every score so given checked against the cell's
score worked out afresh with that seed (its scorer's parts and noise anew), float for
float."""

from __future__ import annotations

import collections
from typing import Any

import pytest
from test_search_work import red_side_turn

from engine.ai import reply_pairs
from engine.ai.planner import cell_scores
from engine.ai.player import AIPlayer


def test_the_proofs_other_seeds_weighings_score_no_cell_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scored: collections.Counter[str] = collections.Counter()
    weighing: list[str] = []  # "own" or "other": the seed of the weighing going on
    scorer, move_options = cell_scores.scorer, AIPlayer._move_options

    def counting_scorer(planner: Any, *args: Any, **kwargs: Any) -> Any:
        score_of = scorer(planner, *args, **kwargs)

        def counted(*cell_args: Any) -> float:
            if weighing:
                scored[weighing[-1]] += 1
            return score_of(*cell_args)  # type: ignore[no-any-return]
        return counted

    def weighed(self: AIPlayer, game: Any, view: Any, planner: Any, *args: Any) -> Any:
        # inside the proof (the first reply's player), with its own seed or another's
        proving = isinstance(self, reply_pairs.PairedReplies) and self.proof is not None \
            and self.proof.alive
        weighing.append("" if not proving else
                        "own" if int(planner.seed) == int(self.seed) else "other")
        try:
            return move_options(self, game, view, planner, *args)
        finally:
            weighing.pop()

    checked: list[bool] = []
    noise_free = reply_pairs.NoiseFreeScores.scorer

    def checking(self: Any, unit: Any, goal: Any, field: Any, moved: bool,
                 with_lines: bool) -> Any:
        given = noise_free(self, unit, goal, field, moved, with_lines)
        planner = self.planner

        def score_of(*cell_args: Any) -> float:
            score = given(*cell_args)
            kept = planner.scorer_parts, planner._noise_base
            planner.scorer_parts, planner._noise_base = {}, {}  # afresh for the seed now
            try:
                fresh = scorer(planner, unit, goal, field, moved, with_lines)(*cell_args)
            finally:
                planner.scorer_parts, planner._noise_base = kept
            checked.append(score == fresh and str(score) == str(fresh))
            return score  # type: ignore[no-any-return]
        return score_of

    monkeypatch.setattr(cell_scores, "scorer", counting_scorer)
    monkeypatch.setattr(AIPlayer, "_move_options", weighed)
    monkeypatch.setattr(reply_pairs.NoiseFreeScores, "scorer", checking)
    actions, searched = red_side_turn()
    assert searched >= 2 and scored["own"] > 100
    # before: every cell scored again in each weighing with another seed's noise (as many
    # as in the own weighings); now only the cells the own weighing did not score
    assert scored["other"] * 10 < scored["own"]
    assert checked and all(checked)  # each score the same float as one worked out afresh
