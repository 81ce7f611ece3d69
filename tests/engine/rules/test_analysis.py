"""Analysis overlays from the real rules: movement cost, reach, fire coverage, vision."""

from __future__ import annotations

from engine.rules.analysis import fire_coverage, movement_costs, side_vision
from engine.scenario.io import scenario_from_text


def base(base_text):
    scenario, problems = scenario_from_text(base_text)
    assert scenario is not None and not problems
    return scenario


def test_movement_cost_follows_the_catalog_and_roads(base_text):
    s = base(base_text)
    costs = movement_costs(s, "infantry", "red", (4, 0))
    assert costs[(4, 1)][0] == 1  # road
    assert costs[(5, 0)][0] == 2 + 1  # grass plus the wreck on it
    assert (3, 1) not in costs  # water
    assert costs[(2, 1)][0] == 3 + 1  # through the forest onto the bridge, which counts as road


def test_one_side_turn_reach_is_bounded_by_ap(base_text):
    from conftest import SCENARIOS
    from engine.scenario.io import load_scenario

    s = load_scenario(SCENARIOS / "river_crossing.yaml")
    unlimited = movement_costs(s, "tank", "marches", (2, 8))
    one_turn = movement_costs(s, "tank", "marches", (2, 8), one_side_turn=True)
    assert set(one_turn) < set(unlimited)
    assert all(ap <= 16 for ap, _ in one_turn.values())
    assert not any(s.map.terrain_at(c) == "R" for c in unlimited)  # tanks never enter ruins


def test_fire_coverage_knows_line_of_fire(base_text):
    s = base(base_text)
    cover = fire_coverage(s, "infantry", "red", (4, 1))
    assert cover[(6, 1)].clear  # open ground up the road
    assert (4, 1) not in cover and max(abs(c - 4) for c, r in cover) <= 4
    blocked = fire_coverage(s, "infantry", "red", (4, 3))
    assert not blocked[(1, 3)].clear and "hill" in blocked[(1, 3)].reason
    mortar = fire_coverage(s, "mortar", "red", (4, 3))
    assert mortar[(1, 3)].clear  # indirect fire goes over the hills
    assert (4, 2) not in mortar  # inside the minimum range


def test_side_vision_at_the_start(base_text):
    s = base(base_text)
    assert (1, 1) in side_vision(s, "red")
