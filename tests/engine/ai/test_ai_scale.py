"""The AI at scale (issue 37): travel fields searched only as far as they are asked about,
one search graph per cost array, a move's check reusing the decision's search, a side's
sight tested against the eyes near a cell. Work is counted, never timed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.fields import travel
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.balance.game import play_game
from engine.grid import make_grid
from engine.rules import kept_searches, movement
from engine.rules.side_channel import Sight
from engine.rules.vision import reading_position

INF = float("inf")


def counted(log: list[Any], fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        result = fn(*args, **kwargs)
        log.append(result)
        return result
    return wrapper


def view_of(size: int, per_side: int) -> SideView:
    game = Game(big_scenario(size, size, per_side, seed=6), seed=0)
    return SideView(game, game.side, ai_config(None), TurnCache())


@pytest.mark.parametrize("move_class", ["foot", "wheeled", "tracked"])
def test_A3_a_field_searched_on_demand_answers_as_the_whole_search(move_class):
    """Asked near its goals first and then anywhere, in any order, the field searched
    on demand gives every cell the whole search's value (enemy cells as goals too)."""
    view = view_of(64, 12)
    costs = view.enter_costs(move_class, False)
    graph = travel.FieldGraph(view.grid, costs)
    rng = random.Random(1)
    cells = [(c, r) for r in range(64) for c in range(64)]
    goal_sets = [[view.own[0].at], [u.at for u in view.enemies[:4]] or [(40, 30)],
                 [(5, 5), (60, 60), (32, 1)]]
    for goals in goal_sets:
        whole = travel.field_from_costs(view.grid, costs, goals)
        lazy = graph.field(goals, reach=4.0)
        order = sorted(cells, key=lambda c: min(view.grid.distance(c, g) for g in goals))
        asked = order[:40] + rng.sample(cells, len(cells))
        for cell in asked:
            assert lazy.get(cell, -1.0) == whole.get(cell, -1.0), (goals, cell)
        assert lazy.searches >= 2  # it began small and widened


def test_A3_a_field_whose_graph_was_let_go_builds_it_again_to_search_further():
    """Fields hold their graph weakly (the side's cache decides how many graphs live):
    one let go is built again from the costs, with the same answers."""
    import gc

    view = view_of(64, 12)
    costs = view.enter_costs("foot", False)
    goals = [view.own[0].at]
    lazy = travel.FieldGraph(view.grid, costs).field(goals, reach=4.0)  # the graph: gone
    gc.collect()
    whole = travel.field_from_costs(view.grid, costs, goals)
    for cell in [(c, r) for r in range(0, 64, 3) for c in range(0, 64, 3)]:
        assert lazy.get(cell, -1.0) == whole.get(cell, -1.0), cell


def test_A3_a_field_asked_near_its_goals_searches_a_small_part_of_the_map():
    view = view_of(128, 8)
    graph = travel.FieldGraph(view.grid, view.enter_costs("foot", False))
    unit = view.own[0]
    field = graph.field([unit.at], reach=float(ai_config(None).field_first_reach))
    for cell in view.grid.cells_within(unit.at, 3):
        field.get(cell)
    reached = int(np.isfinite(field.dist).sum())
    assert field.searches == 1
    assert 0 < reached < 128 * 128 // 6  # a sixth of the map at most, not all of it


def test_A3_one_search_graph_per_cost_array_whatever_the_goals(monkeypatch):
    graphs: list[Any] = []
    built = travel.FieldGraph.__init__
    monkeypatch.setattr(travel.FieldGraph, "__init__",
                        lambda self, *a: graphs.append(built(self, *a)))
    game = Game(big_scenario(64, 64, 20, seed=3), seed=0)
    player = AIPlayer(seed=0)
    for _ in range(6):
        game.apply(player.choose_action(game))
    fields = player._cache.searches
    assert fields > len(graphs) > 0  # fields over more goal sets than cost arrays
    assert len(graphs) <= 6  # a class (and its fuel, its captures) each: not one a field


def test_A3_a_big_map_round_searches_few_fields_over_the_whole_map(monkeypatch):
    """One AI round on 256x256 with 20 units a side: most fields are searched only
    around their goals and the units that ask; the whole map is searched for a few
    (the far goals) only. Before: every field was a whole-map search."""
    results: list[tuple[Any, float]] = []
    monkeypatch.setattr(travel.FieldGraph, "search",
                        counted(results, travel.FieldGraph.search))
    game = Game(big_scenario(256, 256, 20, seed=3), seed=0)
    player = AIPlayer(seed=0)
    player.play_turn(game)
    player.play_turn(game)
    whole = sum(1 for _, limit in results if limit == INF)
    assert len(results) >= 20  # the round asked for many fields...
    assert whole <= 8  # ...and searched the whole map for few of them


def test_A3_the_move_check_reuses_the_search_of_the_decision(monkeypatch):
    """`Game.apply` checks a move on the position the decision read: under one reading
    (as `play_game` and `play_turn` do) the unit's moves are searched once, not again
    by the check."""
    searches: list[Any] = []
    monkeypatch.setattr(movement, "_search", counted(searches, movement._search))
    game = Game(big_scenario(48, 48, 10, seed=3), seed=0)
    player = AIPlayer(seed=0)
    with reading_position():
        action = player.choose_action(game)
        assert action["type"] == "move"
        decided = len(searches)
        game.apply(action)
    assert len(searches) == decided  # the check found the decision's search
    unit = game.state.units[action["unit"]]
    assert unit.at == tuple(action["to"])
    searches.clear()
    with kept_searches.searching_afresh():  # no reading around both, nothing kept: the check searches
        game.apply(player.choose_action(game))
    assert len(searches) == 2
    searches.clear()
    game.apply(player.choose_action(game))  # the unit's search kept since the decision
    assert len(searches) == 1


def test_A3_a_played_round_searches_each_move_once(monkeypatch):
    searches: list[Any] = []
    monkeypatch.setattr(movement, "_search", counted(searches, movement._search))
    game, _ = play_game(big_scenario(40, 40, 8, seed=3), seed=0, max_rounds=1)
    moves = sum(1 for a in game.history if a["type"] == "move")
    assert moves >= 8
    assert len(searches) <= moves + 2  # the decision's search, not a second by apply


@pytest.mark.parametrize("kind", ["hex", "square"])
def test_A8_sight_by_buckets_sees_what_every_eye_sees(kind):
    grid = make_grid(kind, 60, 50)
    rng = random.Random(7)
    eyes = tuple(((rng.randrange(60), rng.randrange(50)), rng.choice((0, 1, 3, 6, 11)))
                 for _ in range(25))
    sight = Sight(frozenset(), eyes=eyes, distance=grid.distance)
    for r in range(50):
        for c in range(60):
            naive = any(grid.distance(at, (c, r)) <= reach for at, reach in eyes)
            assert sight.sees((c, r)) == naive, (c, r)
    assert not Sight(frozenset(), distance=grid.distance).sees((3, 3))


def test_A3_the_fields_median_and_sources_are_numpys():
    """`travel.median` is np.median's float (without its import of numpy.ma), and a
    field's sources next to an impassable goal are np.unique's, sorted and distinct."""
    rng = np.random.default_rng(5)
    for n in range(1, 40):
        for scale in (1.0, 0.5, 1.5, 2.25):
            values = rng.integers(1, 9, n).astype(float) * scale
            assert travel.median(values) == float(np.median(values))
        values = rng.random(n) * 10
        assert travel.median(values) == float(np.median(values))
    grid = make_grid("hex", 6, 5)
    enter = np.ones(30)
    enter[[7, 8, 14]] = np.inf
    graph = travel.FieldGraph(grid, enter)
    for goals in ([(1, 1), (2, 1)], [(2, 2), (1, 1), (4, 4)], [(0, 0)], [(2, 1)]):
        w = grid.width
        index = np.array(sorted({c[1] * w + c[0] for c in goals}), dtype=np.int64)
        adj = graph.adjacency
        around = [adj.indices[adj.indptr[i]:adj.indptr[i + 1]] for i in index
                  if not np.isfinite(enter[i])]
        expected = np.unique(np.concatenate([index, *around]).astype(np.int64)) \
            if around else index
        found = graph.sources(goals)
        assert found.dtype == np.int64 and found.tolist() == expected.tolist()
