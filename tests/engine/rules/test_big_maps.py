"""Big maps: the work of listing actions, spotting and the AI's travel fields is counted
(calls of the inner functions), never timed, so these guards hold on any machine."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.fields import travel
from engine.ai.player import AIPlayer
from engine.grid import HexGrid
from engine.rules import vision
from engine.rules.state import GameState


class Counter:
    """Counts calls of a wrapped function (and, for generators, the items they yield)."""

    def __init__(self) -> None:
        self.calls = 0

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return fn(*args, **kwargs)
        return counted

    def wrap_generator(self, fn: Callable[..., Iterator[Any]]) -> Callable[..., Iterator[Any]]:
        def counted(*args: Any, **kwargs: Any) -> Iterator[Any]:
            for item in fn(*args, **kwargs):
                self.calls += 1
                yield item
        return counted


def listing_work(monkeypatch: pytest.MonkeyPatch, per_side: int) -> int:
    """Distances measured plus units walked over while one legal_actions() is listed."""
    game = Game(big_scenario(48, 48, per_side, seed=3), seed=0)
    work = Counter()
    with monkeypatch.context() as m:
        m.setattr(HexGrid, "distance", work.wrap(HexGrid.distance))
        m.setattr(GameState, "living", work.wrap_generator(GameState.living))
        actions = game.legal_actions()
    assert len(actions) > per_side  # every unit has moves
    return work.calls


def test_A3_A5_legal_actions_work_grows_linearly_with_units(monkeypatch):
    small = listing_work(monkeypatch, 12)
    double = listing_work(monkeypatch, 24)
    assert double < 3 * small, f"{small} -> {double}: more than linear"


def test_A8_legal_actions_spots_each_enemy_once_per_side(monkeypatch):
    game = Game(big_scenario(48, 48, 20, seed=3), seed=0)
    spotted = Counter()
    sets = Counter()
    monkeypatch.setattr(vision, "spotted_by", spotted.wrap(vision.spotted_by))
    monkeypatch.setattr(vision, "_spotted_ids", sets.wrap(vision._spotted_ids))
    game.legal_actions()
    assert sets.calls == 1  # the side to play's set, once for every unit and weapon
    assert spotted.calls <= 20  # each enemy tested once (against its nearby observers)


def test_A8_spotted_set_is_worked_out_again_after_each_action(monkeypatch):
    game = Game(big_scenario(32, 32, 6, seed=3), seed=0)
    sets = Counter()
    monkeypatch.setattr(vision, "_spotted_ids", sets.wrap(vision._spotted_ids))
    with vision.reading_position():
        game.legal_actions()
        game.legal_actions()
        assert sets.calls == 1
        move = next(a for a in game.legal_actions() if a["type"] == "move")
        before = sets.calls
        game.apply(move)  # the sides' channels (A8) may work out what each sees now, in apply
        applied = sets.calls
        game.legal_actions()
        game.legal_actions()
    assert sets.calls > before  # the move changed the position: nothing stale reused
    assert sets.calls - applied <= 1  # and the new set is worked out once for both asks


def test_A8_bucketed_spotting_agrees_with_testing_every_observer():
    game = Game(big_scenario(64, 64, 40, seed=4), seed=0)
    state = game.state
    for side in state.sides:
        eyes = vision.observers(state, side)
        naive = {u.id for u in state.living() if u.side != side and u.at is not None
                 and vision.spotted_by(state, u, eyes)}
        assert vision.spotted_ids(state, side) == naive


def test_A3_travel_fields_are_reused_within_a_side_turn(monkeypatch):
    game = Game(big_scenario(48, 48, 20, seed=3), seed=0)
    searches = Counter()
    monkeypatch.setattr(travel, "field_from_costs", searches.wrap(travel.field_from_costs))
    player = AIPlayer(seed=0)
    first = player.choose_action(game)
    after_first = searches.calls
    assert 0 < after_first <= 12  # one field per goal set and move class, not per unit
    assert player.choose_action(game) == first
    assert searches.calls == after_first  # the same position: every field is kept
    game.apply(first)
    player.choose_action(game)
    # one unit moved: only goal sets it changed (say, newly seen enemies) are searched
    assert searches.calls - after_first < after_first


def test_A3_travel_field_matches_a_plain_dijkstra():
    """The array field gives what the heap search over cells gives, cell for cell."""
    import heapq

    game = Game(big_scenario(40, 30, 8, seed=6), seed=0)
    from engine.ai.config import ai_config
    from engine.ai.view import SideView, TurnCache

    view = SideView(game, game.side, ai_config(None), TurnCache())
    goals = [u.at for u in view.own[:3] if u.at is not None]
    field = view.travel_field(goals, "wheeled")
    dist: dict[tuple[int, int], float] = {}
    heap = [(0.0, g) for g in sorted(set(goals))]
    while heap:
        d, cell = heapq.heappop(heap)
        if cell in dist:
            continue
        dist[cell] = d
        enter = view.enter_cost(cell, "wheeled", False)
        if enter is None:
            if cell not in goals:
                continue
            enter = 0
        for n in game.state.neighbours(cell):
            if n not in dist:
                heapq.heappush(heap, (d + enter, n))
    for row in range(30):
        for col in range(40):
            assert field.get((col, row), -1.0) == dist.get((col, row), -1.0), (col, row)
