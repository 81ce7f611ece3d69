"""What an absent scenario key means, read from `engine/data/scenario_defaults.yaml`."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Literal

from engine.catalog import CatalogError, Rules, Season, load_catalog, load_record
from engine.records import record

DEFAULTS_FILE = "scenario_defaults.yaml"


@record(frozen=True)
class ScenarioDefaults:
    """The defaults, flat: `scenario_defaults().season` rather than the file's nesting."""

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


@record(frozen=True)
class CalendarDefaults:
    """The file's `calendar` section (RULES.md A8)."""

    season: Season
    start_hour: int
    hours_per_round: int

    def __post_init__(self) -> None:
        if not 0 <= self.start_hour <= 23:
            raise ValueError(f"start_hour {self.start_hour} must be an hour 0-23")
        if self.hours_per_round < 1:
            raise ValueError("hours_per_round must be >= 1")


@record(frozen=True)
class VictoryDefaults:
    """The file's `victory` section (RULES.md A12)."""

    destroy_all: bool
    on_last_round: str


@record(frozen=True)
class DefaultsFile:
    """scenario_defaults.yaml as written: the keys of the scenario file it stands in for."""

    ruleset: str
    turn_system: str
    grid: Literal["hex", "square"]
    base_terrain: str
    calendar: CalendarDefaults
    side_controller: Literal["human", "ai"]
    victory: VictoryDefaults

    def __post_init__(self) -> None:
        if len(self.base_terrain) != 1:
            raise ValueError(f"base_terrain {self.base_terrain!r} must be one character")


def load_scenario_defaults(directory: Path | None = None) -> ScenarioDefaults:
    """Read the defaults of a data directory (the shipped one unless given); a missing,
    unknown or mistyped key is a CatalogError naming the file and key."""
    f = load_record(DefaultsFile, DEFAULTS_FILE, directory)
    rules = load_catalog().rules if directory is None else load_record(Rules, "rules.yaml",
                                                                         directory)
    known = rules.seasons
    if f.calendar.season not in known:
        raise CatalogError(f"{DEFAULTS_FILE}: field 'calendar': field 'season': "
                           f"{f.calendar.season!r} is not one of {', '.join(known)} "
                           "(rules.yaml `seasons`)")
    return ScenarioDefaults(
        ruleset=f.ruleset, turn_system=f.turn_system, grid=f.grid,
        base_terrain=f.base_terrain, season=f.calendar.season,
        start_hour=f.calendar.start_hour, hours_per_round=f.calendar.hours_per_round,
        side_controller=f.side_controller, destroy_all=f.victory.destroy_all,
        on_last_round=f.victory.on_last_round)


@functools.lru_cache(maxsize=1)
def scenario_defaults() -> ScenarioDefaults:
    """The shipped defaults, read once."""
    return load_scenario_defaults()
