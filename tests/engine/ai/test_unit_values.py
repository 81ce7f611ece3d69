"""Each decision's worth of the units (`SideView.unit_values`, issue 37): every type's
worth and the objective units read once for all the units, the same floats as
`unit_value` asked unit by unit, along AI games of missions with convoys, targets and
cargo (eagles_nest's helicopters, summer_forest's convoy and generals) and the bench's big map."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai import player as player_module
from engine.ai.player import AIPlayer
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


@pytest.mark.parametrize("mission", ["eagles_nest", "summer_forest", "river_crossing", "big"])
def test_the_views_unit_values_are_unit_value_of_each_unit(mission, monkeypatch):
    if mission == "big":
        game = Game(big_scenario(36, 30, 24, seed=5), seed=0)
    else:
        game = Game(load_scenario(SCENARIOS / f"{mission}.yaml"), seed=0)
    compared = {"views": 0, "cargo": 0, "objective": 0}
    real = player_module.SideView

    class Checked(real):  # type: ignore[misc, valid-type]
        def unit_values(self):
            found = super().unit_values()
            expected = {u.id: self.unit_value(u) for u in (*self.own, *self.enemies)}
            assert list(found.items()) == list(expected.items())
            compared["views"] += 1
            compared["cargo"] += sum(bool(u.cargo) for u in self.own)
            compared["objective"] += sum(u.id in self.objective_units() for u in self.own)
            return found

    monkeypatch.setattr(player_module, "SideView", Checked)
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.sides)}
    for _ in range(120):
        if game.result is not None:
            break
        with reading_position():
            game.apply(players[game.side].choose_action(game))
    assert compared["views"] >= 40
    if mission == "eagles_nest":
        assert compared["cargo"] > 0
    if mission == "summer_forest":
        assert compared["objective"] > 0
