"""The victory points' fields of the engineers' assignment searched whole at once
(engine/ai/objectives.py `_assign_engineers`, `SideView.travel_field(whole=True)`, issue 37):
the assignment reads every engineer's distance to every point the side lacks, the far ones
among them, so each point's field was searched out to the first reach and then again,
wider, from scratch, until the farthest engineer was in. Searched whole at once, each field
costs one search; its values, and so the assignment and every action, are the same. Work is
counted (the searches), never timed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai import objectives, travel
from engine.ai.player import AIPlayer
from engine.ai.view import SideView
from engine.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def play(game: Game, decisions: int, whole: bool, monkeypatch) -> tuple[list[Any], int, list]:
    """The actions of `decisions` AI decisions, the searches made while the engineers'
    points were worked out, and each decision's assignment."""
    real_assign = objectives.Objectives._assign_engineers
    real_field = SideView.travel_field
    real_search = travel.FieldGraph.search
    inside, searches, assigned = [False], [0], []

    def assign(self: objectives.Objectives) -> dict:
        inside[0] = True
        try:
            out = real_assign(self)
        finally:
            inside[0] = False
        assigned.append(sorted(out.items()))
        return out

    def field(self: SideView, *args: Any, **kwargs: Any) -> Any:
        if not whole:
            kwargs["whole"] = False
        return real_field(self, *args, **kwargs)

    def search(self: travel.FieldGraph, *args: Any) -> Any:
        searches[0] += inside[0]
        return real_search(self, *args)

    monkeypatch.setattr(objectives.Objectives, "_assign_engineers", assign)
    monkeypatch.setattr(SideView, "travel_field", field)
    monkeypatch.setattr(travel.FieldGraph, "search", search)
    player, actions = AIPlayer(seed=0), []
    try:
        while len(actions) < decisions and game.result is None:
            action = player.choose_action(game)
            actions.append(action)
            game.apply(action)
    finally:
        monkeypatch.undo()
    return actions, searches[0], assigned


@pytest.mark.parametrize(("make", "fewer"), [
    (lambda: Game(big_scenario(128, 128, 24, seed=3), seed=0), True),
    # smaller maps: the engineers mostly within the first reach, one search either way
    (lambda: Game(big_scenario(64, 64, 16, seed=3), seed=0), False),
    (lambda: Game(load_scenario(SCENARIOS / "river_crossing.yaml"), seed=1), False),
    (lambda: Game(load_scenario(SCENARIOS / "harrow_ford.yaml"), seed=0), False),
], ids=["generated-128", "generated-64", "river_crossing", "harrow_ford"])
def test_A12_whole_point_fields_decide_as_fields_searched_on_demand(make, fewer, monkeypatch):
    whole = play(make(), 80, True, monkeypatch)
    on_demand = play(make(), 80, False, monkeypatch)
    assert whole[0] == on_demand[0]
    assert whole[2] == on_demand[2] and any(whole[2])
    assert 0 < whole[1] <= on_demand[1], (whole[1], on_demand[1])
    if fewer:
        assert whole[1] < on_demand[1], (whole[1], on_demand[1])
