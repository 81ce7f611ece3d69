"""A field of a kept field's goals and a few more is the kept field joined to the few's
own (engine/ai/fields/travel.py `JoinedField`, issue 37: a supply truck's friends short of fuel
gain one with every vehicle that moves). Its values are the search from all the goals at
once, cell for cell; the few's own search goes only as far as it could beat the kept
part. Work is counted, never timed."""

from __future__ import annotations

import random

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.fields import travel
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.rules.vision import reading_position

INF = float("inf")


def view_of(size: int, per_side: int) -> SideView:
    game = Game(big_scenario(size, size, per_side, seed=6), seed=0)
    return SideView(game, game.side, ai_config(None), TurnCache())


@pytest.mark.parametrize("move_class", ["foot", "wheeled"])
def test_A3_a_joined_field_answers_as_the_search_from_all_its_goals(move_class):
    """Chains of joins (one goal, then two more, then an enemy's cell, reached from next
    door), asked in any order, near the new goals first or far off first: every cell
    has the whole search's value; `below` is exact under its bound and never under it
    otherwise."""
    view = view_of(64, 12)
    costs = view.enter_costs(move_class, False).copy()
    grid = view.grid
    cells = [(c, r) for r in range(64) for c in range(64)]
    enemy = (13, 40)  # an impassable goal, as an enemy's cell is
    for c, r in [enemy, (20, 20), (20, 21), (21, 20), (44, 9)]:
        costs[r * 64 + c] = INF
    steps = [[(5, 5), (60, 60), (32, 1)], [(40, 12)], [(10, 50), (11, 50)], [enemy]]
    for seed in range(3):
        rng = random.Random(seed)
        graph = travel.FieldGraph(grid, costs)
        joined: travel.TravelField | travel.JoinedField = graph.field(steps[0], reach=4.0)
        goals = list(steps[0])
        for extra in steps[1:]:
            joined = travel.JoinedField(joined, graph.field(extra, reach=4.0))
            goals += extra
            whole = travel.field_from_costs(grid, costs, goals)
            near = sorted(cells, key=lambda c: min(grid.distance(c, g) for g in extra))
            asked = (near[:30] if seed else []) + rng.sample(cells, 300)
            for cell in asked:
                bound = float(rng.choice([3, 10, 25, INF]))
                value = joined.below(cell, bound)
                truth = whole.get(cell, INF)
                assert value == truth if truth < bound else value >= bound, (cell, bound)
                assert joined.get(cell, -1.0) == whole.get(cell, -1.0), (goals, cell)
        assert isinstance(joined, travel.JoinedField) and joined.parts == 4
        for cell in cells:
            assert joined.get(cell, -1.0) == whole.get(cell, -1.0)


def test_A3_the_few_goals_search_only_as_far_as_they_could_beat_the_kept_part():
    """Joined to a field whose goals are near the cells asked, one more goal's own search
    stops short of where the goal's own field, asked the same cells, searches."""
    view = view_of(64, 12)
    costs = view.enter_costs("foot", False)
    graph = travel.FieldGraph(view.grid, costs)
    kept = graph.field([(5, 5), (60, 60), (33, 33), (26, 28)])
    extra = graph.field([(40, 20)], reach=48.0)
    # on a graph of its own: the same graph gives the same goals' field again (shared)
    alone = travel.FieldGraph(view.grid, costs).field([(40, 20)], reach=48.0)
    joined = travel.JoinedField(kept, extra)
    for cell in [(30, 31), (31, 31), (29, 30), (32, 33)]:
        assert joined.get(cell) == kept.get(cell) < alone.get(cell)
    assert 0 < int((extra.dist < INF).sum()) < int((alone.dist < INF).sum()) / 2


def test_A3_a_round_joins_the_supply_trucks_fields_and_decides_the_same(monkeypatch):
    """A side-turn on a generated map: the trucks' fields are joined to kept ones, each
    joined field kept is, cell for cell, the search from its goals, and the same actions
    come with joining switched off."""
    def side_turn(join: bool) -> tuple[list[dict], list[tuple]]:
        if not join:
            monkeypatch.setattr(SideView, "_kept_part", lambda self, key: None)
        game = Game(big_scenario(64, 64, 30, seed=1), seed=0)
        player, side, actions = AIPlayer(seed=0), game.side, []
        with reading_position():
            while game.side == side and len(actions) < 40:
                action = player.choose_action(game)
                actions.append(action)
                game.apply(action)
        cache, view = player._cache, SideView(game, side, ai_config(None), TurnCache())
        joined = [(key, f) for key, f in cache.fields.items()
                  if isinstance(f, travel.JoinedField)]
        for key, field in joined:
            goals, move_class, capture, fuel = key[:4]
            costs = (view.fuel_costs if fuel else view.enter_costs)(move_class, capture)
            if key[7] == view.features_key():
                whole = travel.field_from_costs(view.grid, costs, goals)
                for r in range(64):
                    for c in range(64):
                        assert field.get((c, r), -1.0) == whole.get((c, r), -1.0)
        monkeypatch.undo()
        return actions, joined

    actions, joined = side_turn(True)
    assert joined  # the trucks' goals grew and were joined
    assert side_turn(False)[0] == actions
