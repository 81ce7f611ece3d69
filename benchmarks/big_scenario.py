"""Large benchmark scenarios, built deterministically: a generated map with N units a side.

`big_scenario(128, 128, 100)` is the issue's reference position: a map from the generator
(`engine.scenario.mapgen`, whose limit is 256 cells a side; larger maps are the generated
256-wide map tiled), red's units in the left third, blue's in the right third, a mix of
the catalog's ground types, placed on passable free cells in a fixed order.
"""

from __future__ import annotations

import dataclasses
import random

from engine.scenario.mapgen import MAX_SIZE, MapGenOptions, generate_map
from engine.scenario.model import Scenario, Unit

# a mix like a real order of battle: mostly infantry, some armour, support and artillery
MIX = ("infantry", "infantry", "infantry", "tank", "infantry", "scout", "mortar",
       "engineer", "infantry", "sniper", "tank", "supply_truck", "medic")
LAND = ".="  # grass and road: every ground type may stand there


def big_map(width: int, height: int, seed: int = 5) -> Scenario:
    """A generated map of this size (tiled from a generated 256x256 one when larger)."""
    if width <= MAX_SIZE and height <= MAX_SIZE:
        return generate_map(MapGenOptions(name=f"Bench {width}x{height}", width=width,
                                          height=height, seed=seed, victory_points=5))
    base = generate_map(MapGenOptions(name=f"Bench {width}x{height}", width=MAX_SIZE,
                                      height=MAX_SIZE, seed=seed, victory_points=0))
    rows = ["".join(base.map.rows[r % MAX_SIZE][c % MAX_SIZE] for c in range(width))
            for r in range(height)]
    spec = dataclasses.replace(base.map, width=width, height=height, rows=rows)
    return dataclasses.replace(base, map=spec, features=[])


def big_scenario(width: int, height: int, per_side: int, seed: int = 5,
                 rounds: int = 12) -> Scenario:
    """The map with `per_side` units on each of two sides, red left, blue right."""
    s = big_map(width, height, seed)
    taken = {f.at for f in s.features}
    rng = random.Random(seed)
    units: list[Unit] = []
    third = max(1, width // 3)
    for side, cols in (("red", range(0, third)), ("blue", range(width - third, width))):
        land = [(c, r) for r in range(height) for c in cols
                if s.map.rows[r][c] in LAND and (c, r) not in taken]
        for i, cell in enumerate(sorted(rng.sample(land, per_side))):
            units.append(Unit(id=f"{side[0]}{i}", type=MIX[i % len(MIX)], side=side, at=cell))
    return dataclasses.replace(s, units=units, rounds=rounds)
