"""The fields a search graph searched whole kept by the graph (issue 37, engine/ai/fields/
travel.py `FieldGraph._whole`): an offset field (a stage or attack goal's, `_offset_field`)
is the least over groups of its goals, each group's field searched whole, read and let go;
the next decision's goal asks most of the groups again. Along the normal AI's Marsh Road
game (normal_decisions.py's: seed 0, 5 rounds, both sides) each group is searched whole
once a graph (main: 49 whole searches of 29 groups); a control keeping one field a graph
searches groups again; the games are the same."""

from __future__ import annotations

import collections
import itertools
from pathlib import Path
from typing import Any

import pytest

from engine.ai.fields import travel
from engine.balance.game import load, play_game

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "marsh_road.yaml"


def whole_searches(monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], collections.Counter]:
    """The game's history and its whole searches counted by (graph, sources)."""
    count: collections.Counter = collections.Counter()
    serial = itertools.count()
    init, search = travel.FieldGraph.__init__, travel.FieldGraph.search

    def numbered(self: travel.FieldGraph, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        self.serial = next(serial)  # type: ignore[attr-defined]

    def counted(self: travel.FieldGraph, sources: Any, limit: float) -> Any:
        if limit == travel.INF:
            count[(self.serial, tuple(sources.tolist()))] += 1  # type: ignore[attr-defined]
        return search(self, sources, limit)
    monkeypatch.setattr(travel.FieldGraph, "__init__", numbered)
    monkeypatch.setattr(travel.FieldGraph, "search", counted)
    monkeypatch.setattr(travel._SHARED, "graphs", [], raising=False)  # no earlier graph
    game, _ = play_game(load(str(MISSION)), 0, 5)
    return game.history, count


def test_each_group_of_an_offset_field_is_searched_whole_once_a_graph(monkeypatch) -> None:
    with monkeypatch.context() as patch:
        history, count = whole_searches(patch)
    assert len(count) >= 10 and max(count.values()) == 1, count
    with monkeypatch.context() as patch:  # control: one field kept a graph
        patch.setattr(travel, "WHOLE_KEPT_MOST", 0)
        control_history, control = whole_searches(patch)
    assert control_history == history
    assert len(control) == len(count) and sum(control.values()) > sum(count.values()) + 5
