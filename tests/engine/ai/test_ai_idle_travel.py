"""The side-turn's move order under `orders` and `phased` (issue 37): a unit the turn
system keeps from moving when the order is made (not the acting unit under `orders`, none
in its orders step; none outside `phased`'s Movement phase, nor one that fired or moved in
it) may not move all the side-turn, so its travel to its goal is not weighed; its goal is
asked as ever (the goal rules write the side's memory). Main weighed every unit's travel
at every side-turn (only `activation` had been spared it)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from counting import planner_asks

from engine import Game, load_scenario
from engine.ai.player import AIPlayer

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


@pytest.mark.parametrize("mission", ["four_ways_orders", "four_ways_phased"])
def test_the_move_order_weighs_no_travel_of_a_unit_that_may_not_move(mission, monkeypatch):
    game = Game(load_scenario(SCENARIOS / f"{mission}.yaml"), seed=1)
    weighed: list[bool] = []  # whether each unit whose travel the order weighed may move

    def travel(unit):
        if sys._getframe(2).f_code.co_name == "_move":  # the side-turn's order
            weighed.append(game.may_act(unit.id, "move"))

    goals = planner_asks(monkeypatch, travel)
    players = {side: AIPlayer(seed=16 + i) for i, side in enumerate(game.state.order)}
    for _ in range(400):
        if game.result is not None or game.round > 1:
            break
        game.apply(players[game.side].choose_action(game))
    assert game.round > 1
    # no travel of a unit that may not move; control: the movers' travel is weighed
    assert weighed and all(weighed), weighed.count(False)
    # control: every unit's goal is still asked
    assert {u.id for u in game.state.units.values()} <= set(goals)
