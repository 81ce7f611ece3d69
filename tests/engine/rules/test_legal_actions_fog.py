"""Fog in the API (RULES.md A8): what a side may do never tells it what it may not know.
During random play on fog-sensitive missions under every turn system, the side to move's
`legal_actions()` on the game and on a twin whose unseen enemy units are moved, retyped
or taken off (the side's knowledge the same: tests/engine/ai/test_ai_fairness.py
`perturbed_units`) are the same list. (It caught a shot that an unseen unit in the line
of fire made illegal, and a bridge no target while an unseen unit stood on it.)"""

from __future__ import annotations

import copy
import random

import pytest

from conftest import SCENARIOS
from engine import Game, load_scenario
from tests.engine.ai.test_ai_fairness import knowledge, perturbed_units

MISSIONS = ("winter_night_defence", "river_crossing", "four_ways_phased")
SYSTEMS = ("sides", "phased", "orders", "activation")


def cases():
    for name in MISSIONS:
        for system in SYSTEMS:
            yield pytest.param(name, system, id=f"{name}-{system}")


@pytest.mark.parametrize("name, system", list(cases()))
def test_the_legal_actions_are_the_same_whatever_the_side_does_not_see(name, system):
    scenario = copy.deepcopy(load_scenario(SCENARIOS / f"{name}.yaml"))
    scenario.turn_system = system
    game = Game(scenario, seed=3)
    play, dice = random.Random(3), random.Random(10)
    compared = 0
    for step in range(120):
        legal = game.legal_actions()
        if game.result is not None or not legal:
            break
        if step % 4 == 0:
            known = knowledge(game, game.side)  # read once: the game does not change here
            twin = perturbed_units(game, game.side, dice, known)
            if twin is not None and knowledge(twin, game.side) == known:
                assert sorted(map(str, twin.legal_actions())) == sorted(map(str, legal)), (
                    f"step {step}: {game.side}'s actions tell what it does not see")
                compared += 1
        game.apply(play.choice(legal))
    assert compared >= 5
