"""Random-play conformance (OpenSpiel's random_sim_test): over every shipped mission and
several seeds, play random legal actions and check the game's invariants at every step;
then replay the same actions with the same seed, and play a clone alongside, and demand
the very same events."""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from random_play import mixed_scenario, random_game

from conftest import FIXTURES, shipped_missions, shipped_variant
from engine import Game
from engine.scenario.model import Scenario

# Seed 1 is marked long: `./run-tests --quick` plays seed 0 of every mission here, and
# tests/test_conformance.py another game of each under its own turn system.
SEEDS = (0, pytest.param(1, marks=pytest.mark.long))




def missions() -> list[tuple[str, Callable[[], Scenario]]]:
    found = [(p.name, functools.partial(shipped_variant, p)) for p in shipped_missions()]
    found.append(("fixtures/base.yaml", functools.partial(shipped_variant, FIXTURES / "base.yaml")))
    found.append(("mixed", mixed_scenario))
    return found


# read and checked by each test (conftest's `scenario`), not when the tests are collected
MISSIONS = missions()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name, scenario", MISSIONS, ids=[n for n, _ in MISSIONS],
                         indirect=["scenario"])
def test_random_play_keeps_every_invariant_and_replays_exactly(name, scenario, seed):
    game, applied, events = random_game(scenario, seed)
    assert game.history == applied
    replay = Game(scenario, seed=seed)
    for action in applied:
        replay.apply(action)
    assert replay.events == events
    assert replay.result == game.result


@pytest.mark.parametrize("name, scenario", MISSIONS[-2:], ids=[n for n, _ in MISSIONS[-2:]],
                         indirect=["scenario"])
def test_a_clone_plays_identically(name, scenario):
    game, applied, _ = random_game(scenario, 3)
    half = len(applied) // 2
    original = Game(scenario, seed=3)
    for action in applied[:half]:
        original.apply(action)
    twin = original.clone()
    assert twin.state == original.state and twin.state is not original.state
    for action in applied[half:]:
        assert original.apply(action) == twin.apply(action)
    assert original.events == twin.events and original.result == twin.result
    twin_units = {u["id"] for u in twin.units()}
    assert twin_units == {u["id"] for u in original.units()}


def test_the_mixed_scenario_is_valid_and_playable():
    assert Path(FIXTURES / "base.yaml").exists()
    game = Game(mixed_scenario())
    kinds = {a["type"] for a in game.legal_actions()}
    assert {"move", "fire", "load", "unload", "end_turn"} <= kinds


def test_legal_actions_list_every_reachable_cell_and_nothing_legal_is_missing():
    game = Game(mixed_scenario(), seed=4)
    chooser = random.Random(4)
    for _ in range(40):
        legal = game.legal_actions()
        if not legal:
            break
        listed = {json.dumps(a, sort_keys=True) for a in legal}
        for unit in game.units(game.side):
            moves = {tuple(a["to"]) for a in legal
                     if a["type"] == "move" and a["unit"] == unit["id"]}
            assert moves == set(game.reachable_cells(unit["id"]))
            for cell in game.state.grid.cells_within(unit["at"] or (0, 0), 6):
                for weapon in game.state.units[unit["id"]].type.weapons:
                    probe = {"type": "fire", "unit": unit["id"], "target": list(cell),
                             "weapon": weapon.id}
                    variants = [probe, {**probe, "what": "unit"}, {**probe, "what": "structure"}]
                    if game.is_legal(probe):
                        assert any(json.dumps(v, sort_keys=True) in listed for v in variants)
        game.apply(legal[-1] if chooser.random() < 0.1 else chooser.choice(legal))
