"""The engineers' points kept from one decision to the next while all they read is the
same (engine/ai/mission/objectives.py `_assign_engineers`, issue 37: the engineers stand still
while the other units of the side move). The same decisions as working it out at every
decision, with fewer travel fields asked. Work is counted, never timed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.fields import travel
from engine.ai.mission import objectives
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import INF, SideView, TurnCache
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


def test_A12_each_points_field_is_searched_out_to_its_farthest_engineer_at_once():
    """The assignment asks each point's field at its farthest engineer first: here each
    field is searched once, out to it (asked nearest first, two of the five were
    searched twice: out to the nearer engineer, then wider); the assignment is the one
    of the exact distances (each field searched whole from its point)."""
    game = Game(big_scenario(96, 96, 60, seed=5), seed=0)
    view = SideView(game, game.side, ai_config(None), TurnCache())
    assigned = Planner(view, seed=0).vp_targets
    targets = [vp.at for vp in view.vps if vp.owner != view.side]
    engineers = [(e.id, e.at) for e in view.own if e.unit_type.has("capture")]
    assert len(targets) >= 3 and len(engineers) >= 3
    pairs = []
    for cell in targets:
        field = view.travel_field([cell], "foot", capture=True)
        assert isinstance(field, travel.TravelField) and field.searches == 1
        whole = travel.field_from_costs(view.grid, view.enter_costs("foot", True), [cell])
        pairs += [(whole.get(at, INF), uid, cell) for uid, at in engineers]
    expected: dict[str, Any] = {}
    for dist, uid, cell in sorted(pairs):
        if dist < INF and uid not in expected and cell not in expected.values():
            expected[uid] = cell
    assert assigned == expected
