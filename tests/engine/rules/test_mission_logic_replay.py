"""A mission that uses every trigger and action of the second step of mission logic
(issue 34, 2) plays to the same result when replayed, under every turn system: the
computer player plays both sides, the history is applied again to a new game, and the
events, the variables, the objectives, the ground and the weather come out alike."""

from __future__ import annotations

import pytest
from mission_helpers import mission

from engine import Game
from engine.balance.game import play_game

EVERYTHING = """\
variables: {alarm: 0, prestige: 10}
events:
  - id: each_blue_turn
    when: {turn_of: {side: blue}}
    once: false
    do:
      - add_var: {name: alarm, amount: 1}
  - id: storm
    when: {all: [{round: 2}, {not: {var: {name: alarm, at_least: 99}}}]}
    do:
      - weather: {rain: true}
      - weather: {season: winter, from_round: 3}
      - reveal: {side: red, area: blue_setup, rounds: 2}
      - bridge: {at: [3, 2], state: built}
      - set_terrain: {area: [[5, 0], [6, 0]], terrain: F}
  - id: gate
    when: {any: [{unit_at: {side: red, area: gate, count: 1}}, {round: 3}]}
    do:
      - score: {var: prestige, points: 5, side: red}
      - objective: {change: add, kind: hold_until, side: blue, round: 4, message: Hold.}
  - id: held
    when: {holds: {side: red, point: vp1, rounds: 1}}
    do:
      - set_var: {name: alarm, value: 50}
      - bridge: {at: [3, 2], state: destroyed}
"""


@pytest.mark.parametrize("system", ["sides", "phased", "orders", "activation"])
def test_a_mission_with_every_new_kind_replays_alike(system):
    scenario = mission(EVERYTHING, turn_system=system)
    game, summary = play_game(scenario, seed=7, max_rounds=5)
    fired = [e["event"] for e in game.events if e["type"] == "triggered"]
    assert {"each_blue_turn", "storm", "gate"} <= set(fired)
    assert game.state.rain and game.variables["prestige"] == 15
    twin = Game(scenario, seed=7)
    for action in game.history:
        twin.apply(dict(action))
    assert twin.events == game.events
    assert twin.result == game.result and twin.variables == game.variables
    assert twin.victory == game.victory and twin.state.terrain == game.state.terrain
    assert (twin.state.season, twin.state.rain) == (game.state.season, game.state.rain)
    assert twin.state.mission == game.state.mission
    for side in ("red", "blue"):
        assert twin.events_for(side) == game.events_for(side)
    if game.result is None:
        clone = game.clone()
        assert clone.apply({"type": "end_turn"}) == game.apply({"type": "end_turn"})
