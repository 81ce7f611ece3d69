"""Random-play conformance under every turn system (STYLE.md, OpenSpiel's random_sim_test):
the invariants of tests/test_rules_random_play.py hold, and the same seed and actions
replay the very same events, whoever acts when; the AI plays every system too."""

from __future__ import annotations

import copy

import pytest
from random_play import mixed_scenario, random_game

from engine import Game
from engine.ai.player import AIPlayer
from engine.turns.base import available_turn_systems

SYSTEMS = sorted(available_turn_systems())


def test_every_turn_system_of_rules_b_is_played_here():
    assert {"sides", "phased", "orders", "activation"} <= set(SYSTEMS)


def under(system: str):
    scenario = copy.deepcopy(mixed_scenario())
    scenario.turn_system = system
    return scenario


@pytest.mark.parametrize("seed", (0, 1))
@pytest.mark.parametrize("system", SYSTEMS)
def test_random_play_keeps_every_invariant_under_every_turn_system(system, seed):
    scenario = under(system)
    game, applied, events = random_game(scenario, seed)
    replay = Game(scenario, seed=seed)
    for action in applied:
        replay.apply(action)
    assert replay.events == events and replay.result == game.result
    assert replay.state.turn == game.state.turn and replay.state.units == game.state.units


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_clone_plays_identically_under_every_turn_system(system):
    scenario = under(system)
    _, applied, _ = random_game(scenario, 5)
    original = Game(scenario, seed=5)
    for action in applied[:len(applied) // 2]:
        original.apply(action)
    twin = original.clone()
    for action in applied[len(applied) // 2:]:
        assert original.apply(action) == twin.apply(action)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_ai_plays_every_turn_system(system):
    game = Game(under(system), seed=0)
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.state.order)}
    start_round = game.round
    for _ in range(1500):
        if game.result is not None or game.round >= start_round + 3:
            break
        game.apply(players[game.side].choose_action(game))
    assert game.result is not None or game.round >= start_round + 3
