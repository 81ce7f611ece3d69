"""A helper's duty walks a cell's neighbours only next to a friend its help counts for
(issue 37; engine/ai/planner/moves.py `Planner.duty_of`, `_helped_near`).

A medic's, supply truck's or aura unit's score of a cell adds `support_adjacent` (or
`aura_bonus`) for each friend next to it that is wounded foot, short of supply or without
its second shot. Every cell it may reach walked its neighbours for such friends; now the
cells next to one are worked out once a decision (being next to is mutual on both grids)
and only those walk them. Along the normal AI's games each cell's duty equals the one-cell
`duty`; on Eagle's Nest (seed 0, 3 rounds: normal_decisions.py's game) the duties walk
under 400 cells' neighbours (main 1,054); a control that counts every cell as next to a
friend is caught. Work is counted, never timed."""

from __future__ import annotations

import sys
from pathlib import Path
from unittest import mock

import pytest

from engine.ai.planner.moves import Planner
from engine.balance.game import load, play_game
from engine.rules.state import GameState

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


@pytest.mark.parametrize("name,seed,rounds", [("eagles_nest", 0, 3),
                                              ("operation_grey_meadow", 0, 1)])
def test_a_helpers_duty_of_each_cell_is_its_one_cell_duty(name, seed, rounds):
    real = Planner.duty_of
    asked = 0

    def duty_of(self, unit, t, goal):
        duty = real(self, unit, t, goal)

        def checked(cell):
            nonlocal asked
            found = duty(cell)
            assert found == self.duty(unit, t, cell, goal)
            asked += 1
            return found
        return checked

    with mock.patch.object(Planner, "duty_of", duty_of):
        play_game(load(str(SCENARIOS / f"{name}.yaml")), seed, rounds)
    assert asked > 500


def neighbours_walked(everywhere: bool = False) -> int:
    """Eagle's Nest (seed 0, 3 rounds): the cells whose neighbours the duties walked.
    `everywhere`: a control counting every cell of the map as next to a friend."""
    real, real_near = GameState.neighbours, Planner._helped_near
    walked = 0

    def neighbours(self, cell):
        nonlocal walked
        if sys._getframe(1).f_code.co_name == "duty":
            walked += 1
        return real(self, cell)

    def near(self, *duties):
        grid = self.view.grid
        return frozenset((c, r) for r in range(grid.height) for c in range(grid.width))

    with mock.patch.object(GameState, "neighbours", neighbours), \
            mock.patch.object(Planner, "_helped_near", near if everywhere else real_near):
        play_game(load(str(SCENARIOS / "eagles_nest.yaml")), 0, 3)
    return walked


def test_a_helper_walks_the_neighbours_only_next_to_a_friend_it_helps():
    assert 0 < neighbours_walked() < 400  # main: 1,054 (every cell it may reach)


def test_control_counting_every_cell_as_next_to_a_friend_is_caught():
    assert neighbours_walked(everywhere=True) >= 1_000
