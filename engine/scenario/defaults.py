"""What an absent scenario key means, read from `engine/data/scenario_defaults.yaml`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import yaml

from engine.catalog import DATA_DIR

DATA = DATA_DIR / "scenario_defaults.yaml"


@dataclass(frozen=True)
class ScenarioDefaults:
    ruleset: str
    turn_system: str
    grid: str
    base_terrain: str
    season: str
    start_hour: int
    hours_per_round: int
    side_controller: str
    destroy_all: bool
    on_last_round: str


@lru_cache(maxsize=1)
def scenario_defaults() -> ScenarioDefaults:
    with open(DATA, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    return ScenarioDefaults(
        ruleset=raw["ruleset"],
        turn_system=raw["turn_system"],
        grid=raw["grid"],
        base_terrain=raw["base_terrain"],
        season=raw["calendar"]["season"],
        start_hour=int(raw["calendar"]["start_hour"]),
        hours_per_round=int(raw["calendar"]["hours_per_round"]),
        side_controller=raw["side_controller"],
        destroy_all=bool(raw["victory"]["destroy_all"]),
        on_last_round=raw["victory"]["on_last_round"],
    )
