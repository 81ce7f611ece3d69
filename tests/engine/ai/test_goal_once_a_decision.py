"""A unit's goal worked out once a decision (issue 37, engine/ai/planner/moves.py
`Planner.goal`): the side-turn's first decision ranks every unit by its goal, then moves
the first of them, and the boarding phase asks the foot units' goals before (main worked
the same goal out again: 136 times in normal_decisions.py's games). Along the normal AI's
Harrow Ford game (seed 1, 5 rounds, both sides) every goal given again is the one worked
out afresh, and the goal rules run once a unit a decision; a control that keeps nothing
runs them again."""

from __future__ import annotations

import collections
from pathlib import Path
from unittest import mock

from engine.ai.planner import moves
from engine.ai.planner.moves import Planner
from engine.balance.game import load, play_game

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "harrow_ford.yaml"


def play_counting(keep: bool) -> tuple[int, int, int]:
    """(goals asked, asked again in the same decision, goal rules run more than once a
    unit a decision); without `keep` the kept goals are dropped before each ask."""
    real_goal, real_first = Planner.goal, moves.first_goal
    asked: collections.Counter = collections.Counter()
    ran: collections.Counter = collections.Counter()
    planners: list[Planner] = []  # kept alive: their ids name the decisions

    def first_goal(planner, unit, rules):
        ran[(id(planner), unit.id)] += 1
        return real_first(planner, unit, rules)

    def goal(self, unit):
        if not keep:
            self._goals.clear()
        again = (id(self), unit.id) in asked
        asked[(id(self), unit.id)] += 1
        planners.append(self)
        found = real_goal(self, unit)
        if again:  # worked out afresh: the kept goals set aside
            kept, self._goals = self._goals, {}
            try:
                assert real_goal(self, unit) == found
            finally:
                self._goals = kept
            ran[(id(self), unit.id)] -= 1  # the check's own run
        return found
    with mock.patch.object(Planner, "goal", goal), \
            mock.patch.object(moves, "first_goal", first_goal):
        play_game(load(str(MISSION)), 1, 5)
    return (sum(asked.values()), sum(n - 1 for n in asked.values()),
            sum(1 for n in ran.values() if n > 1))


def test_a_units_goal_is_worked_out_once_a_decision() -> None:
    asked, again, twice = play_counting(keep=True)
    assert asked > 100 and again >= 5, (asked, again)
    assert twice == 0


def test_control_a_goal_not_kept_is_worked_out_again() -> None:
    asked, again, twice = play_counting(keep=False)
    assert again >= 5 and twice >= 5, (asked, again, twice)
