"""The move search of a unit that burns fuel (issue 37): its own loop (`label_loops.fuel_loop`, a
cell's labels compared by fuel alone, as the heap gives them in order of AP and fuel)
expands the same labels in the same order as the general loop of (AP, fuel) labels, and
pushes none where one pushed before on the cell has no more AP and fuel (it would come
off dominated), so every reach, fuel and path is the same, in the same order, whole or
stopped at a goal, at every step of random play, with fewer labels; a step of negative
cost sends the search back to the general loop. Work is counted, never timed."""

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


def reach(searched):
    """Each cell reached, in the order settled, with its AP, fuel and path."""
    found, labels = searched
    return [(c, ap, fuel, label_loops.path_of(labels, i)) for c, (ap, fuel, i) in found.items()]


def play_comparing(game: Game, seed: int, steps: int) -> tuple[int, int, int]:
    """Random play, every fuel-burning unit of the side to play searched both ways at
    every step; (searches compared, labels of the fuel loop, labels of the general)."""
    chooser = random.Random(seed)
    compared = fewer = every = 0
    for _ in range(steps):
        for unit in fuel_units(game):
            fast, full = movement._search(game.state, unit), general(game.state, unit)
            assert reach(fast) == reach(full)
            fewer, every = fewer + len(fast[1]), every + len(full[1])
            for cell in sorted(fast[0])[::7]:  # stopped at a goal
                assert reach(movement._search(game.state, unit, cell)) == reach(general(
                    game.state, unit, cell))
            compared += bool(fast[0])
        if not random_step(game, chooser, move_share=0.7):
            break
    return compared, fewer, every


def test_fuel_loop_expands_the_general_loops_labels_on_a_mixed_scenario():
    compared, fewer, every = play_comparing(Game(mixed_scenario(), seed=5), seed=5, steps=60)
    assert compared > 5 and fewer < every, (compared, fewer, every)


@pytest.mark.parametrize("mission", ("river_crossing", "four_ways_phased", "marsh_road"))
def test_fuel_loop_expands_the_general_loops_labels_on_shipped_missions(mission):
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=2)
    compared, fewer, every = play_comparing(game, seed=2, steps=40)
    assert compared > 5 and fewer <= every, (compared, fewer, every)


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
