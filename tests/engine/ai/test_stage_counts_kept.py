"""The stage ring's exposure counts kept from decision to decision (issue 37,
engine/ai/attack/flank.py `Flank.stage_offsets`): every unit staging on the same ring
against the same firing positions, as exposed, reads the same counts, so they are kept
in the turn cache by all they read. Along the normal AI's Harrow Ford game (both sides)
every kept answer equals the counts worked out afresh, and the counts are worked out at
under half of the asks that need them (main works them out at every such ask); a
control that keeps nothing is caught."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

from engine.ai.attack.flank import Flank
from engine.balance.game import load, play_game

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "harrow_ford.yaml"


def play_comparing(keep: bool) -> tuple[int, int]:
    """Harrow Ford (seed 1, 5 rounds: normal_decisions.py's game), each stage offsets
    compared with those of counts worked out afresh. (asks needing counts, counts made);
    without `keep` the kept counts (the turn cache's and the decision's) are dropped
    before each ask."""
    real_offsets, real_counts = Flank.stage_offsets, Flank._stage_counts
    asks = made = 0
    fresh_asks: list[int] = []

    def counts(self, ring, near, exposed):
        nonlocal made
        if fresh_asks:
            fresh_asks.append(1)
        else:
            made += 1
        return real_counts(self, ring, near, exposed)

    def offsets(self, unit, ring, goal_weight):
        nonlocal asks
        kept, mine = self.view.cache.stage_counts, self._above
        if not keep:
            kept.clear()
            mine.clear()
        found = real_offsets(self, unit, ring, goal_weight)
        fresh_asks.append(0)  # worked out afresh: the kept counts set aside
        self.view.cache.stage_counts, self._above = {}, {}
        try:
            assert found == real_offsets(self, unit, ring, goal_weight)
        finally:
            self.view.cache.stage_counts, self._above = kept, mine
        asks += len(fresh_asks) - 1  # 1 when the ask needs counts (a target), else 0
        fresh_asks.clear()
        return found
    with mock.patch.object(Flank, "stage_offsets", offsets), \
            mock.patch.object(Flank, "_stage_counts", counts):
        play_game(load(str(MISSION)), 1, 5)
    return asks, made


def test_the_kept_stage_counts_are_those_worked_out_afresh() -> None:
    asks, made = play_comparing(keep=True)
    assert asks >= 12, asks
    assert 0 < made * 2 < asks, (made, asks)


def test_control_counts_kept_nowhere_are_caught() -> None:
    """Control: the counts dropped before every ask are worked out at every ask that
    needs them, which the test above would catch."""
    asks, made = play_comparing(keep=False)
    assert asks >= 12 and made == asks, (made, asks)
