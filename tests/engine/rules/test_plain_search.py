"""The move search of a unit that burns no fuel (issue 37): `label_loops.plain_loop`
pushes no label for a cell that has one as cheap pushed already (such a label is never
the cell's first settled: the earlier one comes off the heap before it), so every reach
and every path is the one of the loop that pushes them all (`fuel_loop`, which pushes
the general loop's labels: test_fuel_search.py), whole or stopped at a goal, at every
step of random play, with fewer labels. Work is counted, never timed."""

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


def every_label(state, start, ap_budget, layer, unseen, goal, labels, heap, result, step_cost):
    return label_loops.fuel_loop(state, start, ap_budget, None, layer, unseen, goal, labels,
                                 heap, result, step_cost)


def reach(searched):
    found, labels = searched
    return {c: (ap, fuel, label_loops.path_of(labels, i)) for c, (ap, fuel, i) in found.items()}


def play_comparing(game: Game, seed: int, steps: int) -> tuple[int, int, int]:
    """Random play, every plain unit of the side to play searched both ways at every
    step; (searches compared, labels of the plain loop, labels of the other)."""
    chooser = random.Random(seed)
    compared = fewer = every = 0
    for _ in range(steps):
        for unit in game.state.living(game.side):
            if not unit.on_map or unit.type.fuel is not None:
                continue
            fast = movement._search(game.state, unit)
            with mock.patch.object(movement, "plain_loop", every_label):
                full = movement._search(game.state, unit)
            assert reach(fast) == reach(full)
            fewer, every = fewer + len(fast[1]), every + len(full[1])
            for cell in sorted(fast[0])[::7]:  # stopped at a goal
                to = movement._search(game.state, unit, cell)
                with mock.patch.object(movement, "plain_loop", every_label):
                    assert reach(to) == reach(movement._search(game.state, unit, cell))
            compared += bool(fast[0])
        if not random_step(game, chooser, move_share=0.7):
            break
    return compared, fewer, every


def test_plain_loop_finds_every_labels_reach_and_paths_on_a_mixed_scenario():
    compared, fewer, every = play_comparing(Game(mixed_scenario(), seed=5), seed=5, steps=60)
    assert compared > 20 and fewer < every * 0.9, (compared, fewer, every)


@pytest.mark.parametrize("mission", ("tutorial", "four_ways_phased", "winter_night_defence"))
def test_plain_loop_finds_every_labels_reach_and_paths_on_shipped_missions(mission):
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=2)
    compared, fewer, every = play_comparing(game, seed=2, steps=40)
    assert compared > 10 and fewer < every, (compared, fewer, every)
