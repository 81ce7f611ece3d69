"""Search graphs and their fields shared by the sides while their costs are the same
(engine/ai/fields/travel.py `shared_graph`, issue 37): on a map without mines or buildings of
their own both sides travel by the same costs, so the second side's engineers' points and
fronts are the first side's fields, searched once. A field's values are exact however far
it was searched, so each side reads what its own search would have given. Work is
counted, never timed."""

from __future__ import annotations

import gc
import random
from typing import Any

import numpy as np
import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.fields import travel
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.grid import make_grid

INF = float("inf")


@pytest.fixture(autouse=True)
def no_graph_kept():
    """Each test starts with no graph of an earlier one still to be found."""
    gc.collect()
    travel._SHARED.graphs = []
    yield
    travel._SHARED.graphs = []


def test_A3_the_same_costs_give_the_same_graph_and_fields_other_costs_their_own():
    game = Game(big_scenario(40, 40, 6, seed=2), seed=0)
    view = SideView(game, game.side, ai_config(None), TurnCache())
    foot = view.enter_costs("foot", False)
    graph = travel.shared_graph(view.grid, foot)
    assert travel.shared_graph(view.grid, foot.copy()) is graph  # equal cell for cell
    field = graph.field([(5, 5), (30, 20)], reach=8.0)
    assert graph.field([(30, 20), (5, 5)], reach=8.0) is field  # the same goals
    assert graph.field([(30, 20), (5, 5)], reach=INF) is not field  # searched otherwise
    one_cell = foot.copy()
    one_cell[3 * 40 + 7] += 1.0
    assert travel.shared_graph(view.grid, one_cell) is not graph
    assert travel.shared_graph(view.grid, view.enter_costs("wheeled", False)) is not graph
    bigger = make_grid(view.grid.kind, 40, 41)
    assert travel.shared_graph(bigger, np.append(foot, foot[:40])) is not graph
    kept = travel.shared_graph(view.grid, foot)
    del graph, kept, field
    gc.collect()  # nothing keeps it: a graph of the same costs is made anew
    assert all(ref() is None for ref in travel._SHARED.graphs)


def play_round(monkeypatch, share: bool, same_costs: Any = None
               ) -> tuple[list[dict[str, Any]], int, list[tuple[Any, ...]]]:
    """One round of the AI on both sides of a generated map: its actions, the scipy
    searches made, and every field a side asked for with the costs it was made on."""
    game = Game(big_scenario(48, 48, 14, seed=3), seed=0)
    searches = [0]
    real_search = travel.FieldGraph.search

    def search(self: travel.FieldGraph, sources: Any, limit: float) -> Any:
        searches[0] += 1
        return real_search(self, sources, limit)

    asked: list[tuple[Any, ...]] = []
    real_field = SideView.travel_field

    def field(self: SideView, goals: Any, move_class: str, capture: bool = False,
              fuel: bool = False, avoid: float = 0.0, offsets: tuple[Any, ...] = ()) -> Any:
        found = real_field(self, goals, move_class, capture, fuel, avoid, offsets)
        if not avoid and not offsets:
            costs = (self.fuel_costs if fuel else self.enter_costs)(move_class, capture)
            asked.append((tuple(goals), costs.copy(), found))
        return found

    monkeypatch.setattr(travel.FieldGraph, "search", search)
    monkeypatch.setattr(SideView, "travel_field", field)
    if not share:
        monkeypatch.setattr(travel, "shared_graph", travel.FieldGraph)
    if same_costs is not None:
        monkeypatch.setattr(travel, "same_costs", same_costs)
    players = {side: AIPlayer(seed=i) for i, side in enumerate(game.sides)}
    actions: list[dict[str, Any]] = []
    try:
        while game.round == 1 and game.result is None:
            action = players[game.side].choose_action(game)
            actions.append(action)
            game.apply(action)
        # every field asked answers as the whole search from its goals, at cells far
        # and near (widened now, by either side, if not searched that far)
        rng = random.Random(0)
        cells = [(c, r) for r in range(48) for c in range(48)]
        for goals, costs, found in asked:
            whole = travel.FieldGraph(game.state.grid, costs).field(goals)
            for cell in rng.sample(cells, 40):
                assert found.get(cell, -1.0) == whole.get(cell, -1.0), (goals, cell)
    finally:
        monkeypatch.undo()
    return actions, searches[0], asked


def test_A3_both_sides_share_fields_and_decide_as_with_their_own(monkeypatch):
    shared = play_round(monkeypatch, True)
    own = play_round(monkeypatch, False)
    assert shared[0] == own[0]  # the same decisions
    assert len(shared[2]) == len(own[2]) > 20  # as many fields asked of the sides...
    assert shared[1] < own[1], (shared[1], own[1])  # ...fewer searched


def test_A3_control_a_graph_found_by_its_shape_alone_answers_wrong(monkeypatch):
    """Control: sharing a graph whatever its costs (foot, wheeled, tracked, fuel alike)
    gives fields of other costs, and the check of every field against its own costs'
    search catches it."""
    with pytest.raises(AssertionError):
        play_round(monkeypatch, True, same_costs=lambda kept, costs, mark: True)
