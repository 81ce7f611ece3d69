"""Random-play conformance over the part-2 rules: drones and pilots, jammers, helicopters,
engineers' orders, alert and patrol, forest fires in summer, night. The same invariants,
replay and clone checks as test_rules_random_play, on a map that reaches those rules."""

from __future__ import annotations

import pytest
from random_play import random_game

from engine import Game
from engine.scenario.model import Calendar, Scenario
from rules_helpers import F, U, Victory, make_scenario


def air_and_engineers_scenario(season: str = "summer", hour: int = 18) -> Scenario:
    terrain = ["..FFF=....FF...",
               ".FFF.=..X..F...",
               "..F..=.~~~.....",
               ".....=.~~~..B..",
               "..R..=....FF...",
               ".....=....FFF.."]
    units = [U("r1", "engineer", "red", (0, 0)), U("r2", "drone_pilot", "red", (1, 0)),
             U("r3", "bomber_drone", "red", (0, 1), flying=True),
             U("r4", "recon_drone", "red", (4, 1)),
             U("r5", "transport_helicopter", "red", (0, 3), flying=True, cargo=["r6"]),
             U("r6", "infantry", "red"), U("r7", "tank", "red", (4, 3)),
             U("r8", "sniper", "red", (2, 1)), U("r9", "mortar", "red", (1, 4)),
             U("b1", "engineer", "blue", (13, 0)), U("b2", "jammer", "blue", (12, 3)),
             U("b3", "drone_pilot", "blue", (14, 4)),
             U("b4", "kamikaze_drone", "blue", (13, 4), flying=True),
             U("b5", "attack_helicopter", "blue", (14, 5), flying=True, fuel=9),
             U("b6", "observer", "blue", (11, 4)), U("b7", "heavy_tank", "blue", (10, 3)),
             U("b8", "infantry", "blue", (10, 5))]
    features = [F("mine", (6, 3), owner="blue"), F("mine", (8, 0), owner="red"),
                F("building", (14, 0), type="watchtower", owner="blue"),
                F("building", (0, 5), type="heliport", owner="red"),
                F("work", (11, 1), type="trench", owner="blue",
                  state="under_construction", progress=1)]
    scenario = make_scenario(terrain, units, features, grid="hex", rounds=8,
                             victory=Victory(destroy_all=True))
    scenario.calendar = Calendar(season, hour, 1)
    return scenario


@pytest.mark.parametrize("season, hour", [("summer", 18), ("spring", 4), ("autumn", 12)])
@pytest.mark.parametrize("seed", (0, 1, 2))
def test_random_play_over_part_two_rules_keeps_invariants_and_replays(season, hour, seed):
    scenario = air_and_engineers_scenario(season, hour)
    game, applied, events = random_game(scenario, seed)
    replay = Game(scenario, seed=seed)
    for action in applied:
        replay.apply(action)
    assert replay.events == events and replay.result == game.result
    half = len(applied) // 2
    original = Game(scenario, seed=seed)
    for action in applied[:half]:
        original.apply(action)
    twin = original.clone()
    for action in applied[half:]:
        assert original.apply(action) == twin.apply(action)


def test_the_part_two_scenario_lists_the_new_orders():
    game = Game(air_and_engineers_scenario())
    kinds = {a["type"] for a in game.legal_actions()}
    assert {"build", "lay_mine", "alert", "land", "fire", "move"} <= kinds
