"""The hard level's rollouts read the work of the side-turn they search from (issue 37):
the danger terms of the same threats, the enemies' parts and the travel fields of the same
terrain, worked out once, not again on every believed clone; the same decisions. Counted,
each against a control that works the old way (every clone its own)."""

from __future__ import annotations

import collections
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from engine import Game
from engine.ai.attack.attack_wave import AttackWave
from engine.ai.fields import travel
from engine.ai.knowledge import view_danger, view_travel
from engine.ai.knowledge.shared_work import SharedWork
from engine.ai.player import AIPlayer
from rules_helpers import U, make_scenario

ROWS = ["." * 16] * 5 + ["F" * 16] * 2
# red's sniper and rocket team against three squads: red's side-turn searches its shots
# and moves (test_ai_lookahead.py's position, a third squad further off)
UNITS = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
         U("b1", "infantry", "blue", (4, 1), hp=5), U("b2", "infantry", "blue", (12, 1), hp=5),
         U("b3", "infantry", "blue", (14, 5))]


def red_side_turn() -> tuple[list[dict[str, Any]], int]:
    """Red's first side-turn by the hard level: its actions and the decisions searched."""
    game = Game(make_scenario(ROWS, UNITS), seed=0)
    player = AIPlayer(0, {"difficulty": "hard"})
    while game.side == "red" and game.result is None:
        game.apply(player.choose_action(game))
    return game.history, player._cache.searched


def terms_key(view: Any, kind: str) -> tuple[Any, ...]:
    """Everything `_danger_terms` reads, the threats in order."""
    remembered = view._remembered()
    cfg = view.cfg
    return (kind, cfg.lurk_danger, cfg.threat_moves, cfg.threat_step_ap, cfg.patrol_danger,
            tuple((u.id, u.type, u.at, u.ammo, u.flying, view.holds_ground(u),
                   u.id in remembered) for u in view.threats))


@contextmanager
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[collections.Counter[Any]]:
    """Count the danger terms worked out (by what they read), the field graphs built,
    the enemies' parts and the staging rings worked out; every danger map read checked
    against one of terms worked out afresh."""
    count: collections.Counter[Any] = collections.Counter()
    terms, build, graph = (view_danger.DangerReading._danger_terms,
                           view_danger.DangerReading._build_danger_map, travel.shared_graph)

    def danger_terms(self: Any, kind: str) -> Any:
        count[terms_key(self, kind)] += 1
        count["terms"] += 1
        return terms(self, kind)

    def build_map(self: Any, kind: str) -> Any:
        found = build(self, kind)
        fresh = terms(self, kind)
        assert fresh.map_for(self._terms_read[kind][1]) == found  # to the last bit
        count["maps"] += 1
        return found

    def shared_graph(*args: Any, **kwargs: Any) -> Any:
        count["graphs"] += 1
        return graph(*args, **kwargs)

    class Parts(dict[Any, Any]):
        def __setitem__(self, key: Any, value: Any) -> None:
            count["parts"] += 1
            super().__setitem__(key, value)

    parts_for = SharedWork.parts_for

    def counted_parts(self: SharedWork, *args: Any) -> Any:
        found = parts_for(self, *args)
        if type(found[1]) is dict and not found[1]:
            found = self.parts = (found[0], Parts())
        return found

    stage_cells = AttackWave.stage_cells

    def staged(self: Any, front: Any) -> Any:
        ring = self.view.grid.ring

        def counted_ring(*args: Any) -> Any:
            count["rings"] += 1
            return ring(*args)
        self.view.grid.ring = counted_ring  # the grid object's own, for this call
        try:
            return stage_cells(self, front)
        finally:
            del self.view.grid.ring

    monkeypatch.setattr(AttackWave, "stage_cells", staged)
    monkeypatch.setattr(view_danger.DangerReading, "_danger_terms", danger_terms)
    monkeypatch.setattr(view_danger.DangerReading, "_build_danger_map", build_map)
    monkeypatch.setattr(travel, "shared_graph", shared_graph)
    monkeypatch.setattr(SharedWork, "parts_for", counted_parts)
    yield count


def test_a_searched_side_turn_works_out_the_danger_terms_of_a_set_of_threats_once(monkeypatch):
    with monkeypatch.context() as patch, counted(patch) as count:
        actions, searched = red_side_turn()
    assert searched >= 2 and count["maps"] > count["terms"] > 0
    assert max(n for k, n in count.items() if isinstance(k, tuple)) == 1
    # control: every view's own kept terms (each rollout's player's, as before)
    with monkeypatch.context() as patch, counted(patch) as control:
        patch.setattr(SharedWork, "terms_for", lambda self, grid, catalog: {})
        assert red_side_turn() == (actions, searched)
    assert max(n for k, n in control.items() if isinstance(k, tuple)) > 1
    assert count["terms"] < control["terms"] / 2


def test_the_rollouts_find_the_travel_graphs_of_the_same_terrain(monkeypatch):
    """The work kept by the terrain's version: a believed clone's terrain is a new list
    with the known map's version, and its graphs are the position's."""
    with monkeypatch.context() as patch, counted(patch) as count:
        actions, searched = red_side_turn()
    features = view_travel.TravelReading._features_key

    def by_identity(self: Any) -> tuple[Any, ...]:  # as before: the terrain list's id too
        return (id(self.state.terrain), *features(self))

    with monkeypatch.context() as patch, counted(patch) as control:
        patch.setattr(view_travel.TravelReading, "_features_key", by_identity)
        assert red_side_turn() == (actions, searched)
    assert 0 < count["graphs"] < control["graphs"] / 4


def test_the_rollouts_read_the_enemies_parts_of_the_searched_side_turn(monkeypatch):
    with monkeypatch.context() as patch, counted(patch) as count:
        actions, searched = red_side_turn()
    with monkeypatch.context() as patch, counted(patch) as control:
        kept_parts = SharedWork.parts_for  # (counted)

        def own_parts(self: SharedWork, *args: Any) -> Any:  # each cache its own, as before
            self.parts = None
            return kept_parts(self, *args)

        patch.setattr(SharedWork, "parts_for", own_parts)
        assert red_side_turn() == (actions, searched)
    assert 0 < count["parts"] < control["parts"]


def test_the_rollouts_read_the_staging_rings_of_the_searched_side_turn(monkeypatch):
    with monkeypatch.context() as patch, counted(patch) as count:
        actions, searched = red_side_turn()
    with monkeypatch.context() as patch, counted(patch) as control:
        stages_for = SharedWork.stages_for

        def own_rings(self: SharedWork, *args: Any) -> Any:  # each cache its own, as before
            self.stages = {}
            return stages_for(self, *args)

        patch.setattr(SharedWork, "stages_for", own_rings)
        assert red_side_turn() == (actions, searched)
    assert 0 < count["rings"] < control["rings"]
