"""The move search of a unit that burns fuel (issue 37): its own loop (`label_loops.fuel_loop`, a
cell's labels compared by fuel alone, as the heap gives them in order of AP and fuel)
pushes the same labels in the same order as the general loop of (AP, fuel) labels, so
every reach, fuel and path is the same, whole or stopped at a goal, at every step of
random play; a step of negative cost sends the search back to the general loop."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.rules import label_loops, movement
from engine.scenario.io import load_scenario
from rules_helpers import random_step

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


def general(state, unit, goal=None):
    """The search by the general loop (the fuel loop declines)."""
    with mock.patch.object(movement, "fuel_loop", lambda *args: None):
        return movement._search(state, unit, goal)


def fuel_units(game: Game):
    return [u for u in game.state.living(game.side)
            if u.on_map and u.type.fuel is not None and u.fuel is not None]


def play_comparing(game: Game, seed: int, steps: int) -> int:
    """Random play, every fuel-burning unit of the side to play searched both ways at
    every step; the searches compared."""
    chooser = random.Random(seed)
    compared = 0
    for _ in range(steps):
        for unit in fuel_units(game):
            fast = movement._search(game.state, unit)
            assert fast == general(game.state, unit)
            for cell in sorted(fast[0])[::7]:  # stopped at a goal: the same labels so far
                assert movement._search(game.state, unit, cell) == general(
                    game.state, unit, cell)
            compared += bool(fast[0])
        if not random_step(game, chooser, move_share=0.7):
            break
    return compared


def test_fuel_loop_pushes_the_general_loops_labels_on_a_mixed_scenario():
    assert play_comparing(Game(mixed_scenario(), seed=5), seed=5, steps=60) > 5


@pytest.mark.parametrize("mission", ("river_crossing", "four_ways_phased", "marsh_road"))
def test_fuel_loop_pushes_the_general_loops_labels_on_shipped_missions(mission):
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=2)
    assert play_comparing(game, seed=2, steps=40) > 5


def test_a_step_of_negative_cost_falls_back_to_the_general_loop():
    game = Game(mixed_scenario(), seed=1)
    for _ in range(6):
        if fuel_units(game):
            break
        game.apply(game.legal_actions()[-1])
    unit = fuel_units(game)[0]
    real = movement.stepper

    def cheaper(*args):
        step = real(*args)
        return lambda cell: (None if (found := step(cell)) is None
                             else found._replace(fuel=found.fuel - 3))

    with mock.patch.object(movement, "stepper", cheaper):
        declined = []
        loop = movement.fuel_loop
        with mock.patch.object(movement, "fuel_loop",
                               lambda *args: declined.append(loop(*args)) or declined[-1]):
            searched = movement._search(game.state, unit)
        assert declined == [None]  # the shortcut saw the negative step and declined
        assert searched == general(game.state, unit)
        assert searched[0]


def test_the_bucket_loop_settles_the_one_heaps_labels_in_order_and_asks_the_same_cells():
    """`fuel_loop` takes its labels from a small heap per AP: the same labels, cells
    settled and step costs asked, in the same order, as `heap_fuel_loop`'s one heap."""
    game = Game(mixed_scenario(), seed=5)
    chooser = random.Random(5)
    compared = 0
    for _ in range(60):
        for unit in fuel_units(game):
            mines = movement.known_mines(game.state, unit.side)
            cost = movement.stepper(game.state, unit, mines, frozenset())
            outs = []
            for loop in (label_loops.fuel_loop, label_loops.heap_fuel_loop):
                labels, heap, result = [(unit.at, 0, 0, -1)], [(0, 0, 0)], {}
                costs = loop(game.state, unit.at, unit.ap, unit.fuel, game.state.ground,
                             frozenset(), None, labels, heap, result, cost)
                outs.append((labels, list(result.items()), list(costs.items())))
            assert outs[0] == outs[1]
            compared += len(outs[0][0]) > 1
        if not random_step(game, chooser, move_share=0.7):
            break
    assert compared > 5
