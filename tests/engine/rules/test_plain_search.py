"""The move search of a unit that burns no fuel (issue 37): `label_loops.plain_loop`
pushes no label for a cell that has one as cheap pushed already (such a label is never
the cell's first settled: the earlier one comes off the heap before it), so every reach
and every path is the one of the loop that pushes them all (`every_label`, the general
loop `label_loops.general_loop`), whole or stopped at a goal, at every step of random play, with
fewer labels. Work is counted, never timed."""

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
    """The general loop of (AP, fuel) labels: every label pushed that no label settled on
    its cell dominates."""
    return label_loops.general_loop(state, start, ap_budget, None, layer, unseen, goal,
                                    labels, heap, result, step_cost)


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


def loop_outputs(loop, state, unit, goal, step_cost):
    labels, heap, result = [(unit.at, 0, 0, -1)], [(0, 0, 0)], {}
    costs = loop(state, unit.at, unit.ap, state.ground, frozenset(), goal, labels, heap,
                 result, step_cost)
    return labels, list(result.items()), list(costs.items())


def test_the_bucket_loop_pushes_and_settles_the_heap_loops_labels_in_order():
    """`plain_loop` takes its labels from a list per AP instead of `heap_plain_loop`'s
    heap: the same labels in the same order, the same cells settled in the same order,
    the same step costs asked, whole and stopped at goals, along random play."""
    game = Game(mixed_scenario(), seed=7)
    chooser = random.Random(7)
    compared = 0
    for _ in range(40):
        for unit in game.state.living(game.side):
            if not unit.on_map or unit.type.fuel is not None or unit.at is None:
                continue
            mines = movement.known_mines(game.state, unit.side)
            cost = movement.stepper(game.state, unit, mines, frozenset())
            whole = loop_outputs(label_loops.plain_loop, game.state, unit, None, cost)
            assert whole == loop_outputs(label_loops.heap_plain_loop, game.state, unit, None,
                                         cost)
            for cell, _ in whole[1][::5]:
                assert loop_outputs(label_loops.plain_loop, game.state, unit, cell, cost) \
                    == loop_outputs(label_loops.heap_plain_loop, game.state, unit, cell, cost)
            compared += len(whole[0]) > 1
        if not random_step(game, chooser, move_share=0.7):
            break
    assert compared > 20


def test_a_step_of_negative_cost_sends_the_bucket_loop_to_the_heap_loop():
    game = Game(mixed_scenario(), seed=3)
    unit = next(u for u in game.state.living(game.side)
                if u.on_map and u.type.fuel is None and u.ap >= 4)
    mines = movement.known_mines(game.state, unit.side)
    plain = movement.stepper(game.state, unit, mines, frozenset())
    x, y = unit.at
    odd = {(x + 2, y), (x, y + 2), (x - 2, y)}  # a few cells two steps away cost -1 AP

    def cost(cell):
        found = plain(cell)
        return label_loops.Step(-1, 0, False) if cell in odd and found is not None else found
    fast = loop_outputs(label_loops.plain_loop, game.state, unit, None, cost)
    assert fast == loop_outputs(label_loops.heap_plain_loop, game.state, unit, None, cost)
    # the cheap cells were taken: the search differs from the one without them
    assert fast[1] != loop_outputs(label_loops.plain_loop, game.state, unit, None, plain)[1]
