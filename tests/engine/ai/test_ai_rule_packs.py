"""The computer player reads a type's numbers, never its id (issue 35): a mission whose
units and terrain are a rule pack's clones of the catalog's types, under other ids,
symbols and characters, is played action for action as the original."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.bench_rule_pack import packed
from engine import Game
from engine.ai.player import AIPlayer
from engine.scenario.io import scenario_from_text
from engine.scenario.shipped import shipped_mission


def played(text: str, seed: int) -> Game:
    scenario, problems = scenario_from_text(text, "clone.yaml")
    assert scenario is not None and not [p for p in problems if p.severity == "error"]
    game = Game(scenario, seed=seed)
    players = {s.id: AIPlayer(seed=seed) for s in scenario.sides}
    while game.result is None:
        players[game.side].play_turn(game)
    return game


@pytest.mark.parametrize("mission", ["tutorial", "harrow_ford"])
def test_clones_of_the_catalogs_types_are_played_as_the_originals(mission):
    text = Path(str(shipped_mission(mission))).read_text(encoding="utf-8")
    clone = packed(text)
    assert "_pack" in clone and "rules:" in clone
    original, copy = played(text, 1), played(clone, 1)
    assert copy.history == original.history
    assert copy.result == original.result
