"""RULES.md A8: what a side sees, from its units and buildings, by hour and season."""

from __future__ import annotations

from engine.catalog import load_catalog
from engine.grid import make_grid
from engine.rules.sight_range import scenario_visible_cells
from engine.scenario.model import Calendar, Feature, MapSpec, Scenario, Side, Unit


def scenario(units, features=(), hour=12, season="summer", size=41):
    return Scenario(
        name="Vision", map=MapSpec(grid="hex", width=size, height=size, rows=["." * size] * size),
        sides=[Side("red"), Side("blue")], first_side="red", rounds=5,
        calendar=Calendar(season, hour, 1), units=list(units), features=list(features))


def reach(seen, centre=(20, 20), size=41):
    grid = make_grid("hex", size, size)
    return max(grid.distance(centre, c) for c in seen)


def test_A8_a_unit_sees_its_vision_radius_by_day():
    seen = scenario_visible_cells(scenario([Unit("r1", "infantry", "red", (20, 20))]), "red")
    assert reach(seen) == load_catalog().units["infantry"].vision == 7
    assert len(seen) == 3 * 7 * 8 + 1


def test_A8_night_takes_two_and_dusk_one():
    units = [Unit("r1", "infantry", "red", (20, 20))]
    assert reach(scenario_visible_cells(scenario(units, hour=23), "red")) == 5
    assert reach(scenario_visible_cells(scenario(units, hour=18), "red")) == 6
    assert reach(scenario_visible_cells(scenario(units, hour=5), "red")) == 6


def test_A8_winter_snow_and_autumn_rain_take_one_more():
    units = [Unit("r1", "infantry", "red", (20, 20))]
    assert reach(scenario_visible_cells(scenario(units, hour=23, season="winter"), "red")) == 4
    assert reach(scenario_visible_cells(scenario(units, hour=12, season="autumn"), "red")) == 6
    assert reach(scenario_visible_cells(scenario(units, hour=12, season="spring"), "red")) == 7


def test_A8_watchtower_sees_twelve_beyond_the_cap_and_ignores_night():
    tower = Feature("building", (20, 20), type="watchtower", owner="red", state="finished")
    seen = scenario_visible_cells(scenario([], [tower], hour=23, season="winter"), "red")
    assert reach(seen) == 12


def test_A8_buildings_and_drones_are_not_shortened_by_night():
    depot = Feature("building", (20, 20), type="depot", owner="red")
    assert reach(scenario_visible_cells(scenario([], [depot], hour=2), "red")) == 4
    drone = [Unit("d1", "recon_drone", "red", (20, 20), flying=True)]
    assert reach(scenario_visible_cells(scenario(drone, hour=2, season="winter"), "red")) == 8


def test_A8_a_side_sees_only_from_its_own_units_and_finished_buildings():
    units = [Unit("b1", "infantry", "blue", (20, 20)), Unit("r2", "truck", "red", (2, 2), cargo=["r3"]),
             Unit("r3", "observer", "red")]
    site = Feature("building", (38, 38), type="watchtower", owner="red", state="under_construction")
    seen = scenario_visible_cells(scenario(units, [site]), "red")
    assert (20, 20) not in seen and (38, 38) not in seen
    assert reach(seen, (2, 2)) == 5  # the truck's vision; its cargo observer sees nothing


def test_cells_seen_matches_the_grid_on_both_shapes_and_at_the_edges():
    import random

    from engine.rules.sight_range import cells_seen

    rng = random.Random(4)
    for kind in ("hex", "square"):
        grid = make_grid(kind, 23, 17)
        for _ in range(60):
            observers = [((rng.randrange(23), rng.randrange(17)), rng.randrange(0, 13))
                         for _ in range(rng.randrange(1, 4))]
            expected = set().union(*(grid.cells_within(c, r) for c, r in observers))
            assert cells_seen(grid, observers) == expected
