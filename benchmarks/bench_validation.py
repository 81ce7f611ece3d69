"""Validation speed on a 256x256 map with 1,000 units (the quality bar).

Times our whole pipeline (safe compose with positions, JSON Schema, every semantic check)
against references doing less on the same file in the same run: PyYAML's loaders (libyaml
and pure Python) plus jsonschema's validator (the general libraries, no positions, no game rules).
Run: .venv/bin/python benchmarks/bench_validation.py [--repeat N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml  # noqa: E402
from jsonschema import Draft202012Validator  # noqa: E402

from benchmarks.timing import timed  # noqa: E402
from engine.scenario.io import dump_scenario, scenario_from_text  # noqa: E402
from engine.scenario.model import Calendar, Feature, MapSpec, Scenario, Side, Unit, Victory  # noqa: E402
from engine.scenario.schema import scenario_schema  # noqa: E402

FOOT = ["infantry", "engineer", "sniper", "scout", "medic", "mortar", "rocket_launcher"]
VEHICLES = ["tank", "truck", "supply_truck", "jammer", "aa_battery", "heavy_tank"]


def big_scenario(size: int = 256, units: int = 1000, seed: int = 1) -> Scenario:
    rng = random.Random(seed)
    rows = []
    for _ in range(size):
        row = []
        for c in range(size):
            roll = rng.random()
            row.append("F" if roll < 0.15 else "H" if roll < 0.2 else "=" if c % 16 == 0 else ".")
        rows.append("".join(row))
    cells = rng.sample([(c, r) for r in range(size) for c in range(size)
                        if rows[r][c] in ".="], units + 20)
    placed = [
        Unit(id=f"u{i}", type=rng.choice(FOOT + VEHICLES), side="red" if c < size // 2 else "blue",
             at=(c, r))
        for i, (c, r) in enumerate(cells[:units])
    ]
    vps = [Feature(kind="victory_point", id=f"vp{i}", at=cell) for i, cell in enumerate(cells[units:])]
    return Scenario(
        name="Benchmark", map=MapSpec(grid="hex", width=size, height=size, rows=rows),
        sides=[Side("red", "Red", "#c0392b", "human"), Side("blue", "Blue", "#2e6fd8", "ai")],
        first_side="red", rounds=30, turn_system="sides", calendar=Calendar("summer", 8, 1),
        features=vps, units=placed, victory=Victory(destroy_all=True, hold_points=10),
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    text = dump_scenario(big_scenario())
    validator = Draft202012Validator(scenario_schema())

    def ours() -> None:
        scenario, problems = scenario_from_text(text, "bench.yaml")
        assert scenario is not None and not [p for p in problems if p.severity == "error"], problems[:3]

    def reference() -> None:
        validator.validate(yaml.load(text, Loader=yaml.CSafeLoader))

    def reference_pure() -> None:
        validator.validate(yaml.safe_load(text))

    ours()
    mine = timed(ours, args.repeat)
    ref = timed(reference, args.repeat)
    pure = timed(reference_pure, args.repeat)
    m, r, p = statistics.median(mine), statistics.median(ref), statistics.median(pure)
    print(f"file: 256x256 hex map, 1,000 units, {len(text) / 1024:.0f} KiB, "
          f"libyaml: {hasattr(yaml, 'CSafeLoader')}")
    print(f"clumsy validate (positions + schema + rules): median {m * 1000:.0f} ms "
          f"(min {min(mine) * 1000:.0f}, max {max(mine) * 1000:.0f}) over {args.repeat} runs")
    print(f"reference libyaml load + jsonschema:         median {r * 1000:.0f} ms "
          f"(min {min(ref) * 1000:.0f}, max {max(ref) * 1000:.0f})")
    print(f"reference yaml.safe_load (pure) + jsonschema: median {p * 1000:.0f} ms")
    print(f"ratio ours/libyaml reference: {m / r:.2f}; ours/pure reference: {m / p:.2f}")


if __name__ == "__main__":
    main()
