"""A unit's move options read its goal's field for all the cells it may reach at once
(issue 37, engine/ai/fields/travel.py `TravelField.values_at`, engine/ai/player.py
`_move_options`): each value is the field's `get`, the search widened for the cells
beyond it as `get` widens it, one by one. Along the normal AI's Harrow Ford game (both
sides) the fields are asked one cell at a time at under a third of the cells scored (main
asks at every one, and more); a control reading them one by one is caught. And the best
shot of a cell without the lines (engine/ai/planner/shots.py `best_shot_of`) reads no
distance from a cell whose row or column is beyond every target's reach. Work is
counted, never timed."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.fields import travel
from engine.ai.planner import cell_scores
from engine.ai.view import SideView, TurnCache
from engine.balance.game import load, play_game
from engine.grid import HexGrid

INF = float("inf")
MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "harrow_ford.yaml"


@pytest.mark.parametrize("move_class", ["foot", "wheeled"])
def test_a_fields_values_read_at_once_are_its_gets_one_by_one(move_class):
    """A field searched only so far (and one joined to another), asked for many cells at
    once, near and far in any order: each value is what a field of the same goals
    searched afresh gives the cell with `get`, and the whole map's."""
    game = Game(big_scenario(48, 48, 8, seed=6), seed=0)
    view = SideView(game, game.side, ai_config(None), TurnCache())
    costs = view.enter_costs(move_class, False).copy()
    grid = view.grid
    cells = [(c, r) for r in range(48) for c in range(48)]
    costs[30 * 48 + 13] = INF  # an impassable cell: no value
    for seed in range(3):
        rng = random.Random(seed)
        graph = travel.FieldGraph(grid, costs)
        goals = [(5, 5), (40, 12)]
        field = graph.field(goals, reach=4.0)
        joined = travel.JoinedField(graph.field(goals, reach=4.0),
                                    graph.field([(20, 40)], reach=4.0))
        whole = travel.field_from_costs(grid, costs, goals)
        joined_whole = travel.field_from_costs(grid, costs, [*goals, (20, 40)])
        for _ in range(4):
            asked = rng.sample(cells, 120) + [(13, 30)]
            fresh = graph.field(goals, reach=4.0)
            assert field.values_at(asked) == [fresh.get(c, INF) for c in asked] == [
                whole.get(c, INF) for c in asked]
            assert joined.values_at(asked) == [joined_whole.get(c, INF) for c in asked]
        assert field.values_at([]) == []


def play_counting(one_by_one: bool = False) -> tuple[int, int, int]:
    """Harrow Ford (seed 1, 5 rounds: normal_decisions.py's game). (the fields' `get`
    calls, the cells scored, the hex distances read); `one_by_one`: a control whose
    `values_at` asks `get` of each cell."""
    real_get, real_joined, real_scorer = (travel.TravelField.get, travel.JoinedField.get,
                                          cell_scores.scorer)
    real_distance = HexGrid.distance
    gets = scored = distances = 0

    def get(self, cell, default=INF):
        nonlocal gets
        gets += 1
        return real_get(self, cell, default)

    def joined_get(self, cell, default=INF):
        nonlocal gets
        gets += 1
        return real_joined(self, cell, default)

    def values_at(self, cells):
        return [self.get(c, INF) for c in cells]

    def scorer(*args):
        score_of = real_scorer(*args)

        def counted(*cell_args):
            nonlocal scored
            scored += 1
            return score_of(*cell_args)
        return counted

    def distance(self, a, b):
        nonlocal distances
        distances += 1
        return real_distance(self, a, b)

    patches = [mock.patch.object(travel.TravelField, "get", get),
               mock.patch.object(travel.JoinedField, "get", joined_get),
               mock.patch.object(cell_scores, "scorer", scorer),
               mock.patch.object(HexGrid, "distance", distance)]
    if one_by_one:
        patches.append(mock.patch.object(travel.TravelField, "values_at", values_at))
    for p in patches:
        p.start()
    try:
        play_game(load(str(MISSION)), 1, 5)
    finally:
        for p in patches:
            p.stop()
    return gets, scored, distances


def test_the_move_options_read_the_fields_at_once_and_no_distance_out_of_reach() -> None:
    gets, scored, distances = play_counting()
    assert scored >= 3000, scored
    assert gets * 3 < scored, (gets, scored)  # main: 5,824 gets, 5,140 cells scored
    assert distances < 14_000, distances  # main: 15,025 (this code: 13,712)


def test_control_fields_read_one_by_one_are_caught() -> None:
    """Control: `values_at` asking each cell alone asks at every cell scored."""
    gets, scored, _ = play_counting(one_by_one=True)
    assert gets >= scored >= 3000, (gets, scored)
