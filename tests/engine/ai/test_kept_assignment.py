"""The engineers' points kept from one decision to the next while all they read is the
same (engine/ai/objectives.py `_assign_engineers`, issue 37: the engineers stand still
while the other units of the side move). The same decisions as working it out at every
decision, with fewer travel fields asked. Work is counted, never timed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai import objectives
from engine.ai.player import AIPlayer
from engine.ai.view import SideView
from engine.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def play(game: Game, decisions: int, keep: bool, monkeypatch) -> tuple[list[Any], int, list]:
    """The actions of `decisions` AI decisions, the travel fields asked, and each
    decision's assignment."""
    real_assign = objectives.Objectives._assign_engineers
    real_field = SideView.travel_field
    asked, assigned = [0], []

    def assign(self: objectives.Objectives) -> dict:
        if not keep:
            self.view.cache.engineers = None
        out = real_assign(self)
        assigned.append(sorted(out.items()))
        return out

    def field(self: SideView, *args: Any, **kwargs: Any) -> Any:
        asked[0] += 1
        return real_field(self, *args, **kwargs)

    monkeypatch.setattr(objectives.Objectives, "_assign_engineers", assign)
    monkeypatch.setattr(SideView, "travel_field", field)
    player, actions = AIPlayer(seed=0), []
    try:
        while len(actions) < decisions and game.result is None:
            action = player.choose_action(game)
            actions.append(action)
            game.apply(action)
    finally:
        monkeypatch.undo()
    return actions, asked[0], assigned


@pytest.mark.parametrize("make", [
    lambda: Game(big_scenario(48, 48, 16, seed=3), seed=0),
    lambda: Game(load_scenario(SCENARIOS / "river_crossing.yaml"), seed=1),
    lambda: Game(load_scenario(SCENARIOS / "harrow_ford.yaml"), seed=0),
], ids=["generated", "river_crossing", "harrow_ford"])
def test_A12_the_kept_assignment_decides_as_one_worked_out_afresh(make, monkeypatch):
    kept = play(make(), 120, True, monkeypatch)
    fresh = play(make(), 120, False, monkeypatch)
    assert kept[0] == fresh[0]
    assert kept[2] == fresh[2]
    assert any(kept[2]) and kept[1] < fresh[1], (kept[1], fresh[1])
