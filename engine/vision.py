"""Which cells a side sees (RULES.md A8): its units and buildings, each to its vision.

Vision is a radius, not a line of sight: the rules shorten it by night and weather and
cap it (watchtowers excepted); cover only hides units on the cells (spotting), which is
the game's business, not the map's. Cargo sees nothing of its own: its carrier looks.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.catalog import BuildingType, Catalog, Rules, UnitType, load_catalog
from engine.grid import Grid, make_grid
from engine.scenario import Cell, Scenario
from engine.scenario_defaults import scenario_defaults


def unit_vision(unit_type: UnitType, hour: int, season: str, rules: Rules) -> int:
    """A unit's vision in cells at this hour and season, capped by the rules' maximum."""
    modifier = 0 if unit_type.has("ignores_night") else rules.vision_modifier(hour, season)
    return max(0, min(rules.vision_max, unit_type.vision + modifier))


def building_vision(building: BuildingType, hour: int, season: str, rules: Rules) -> int:
    modifier = 0 if building.ignores_night else rules.vision_modifier(hour, season)
    reach = max(0, building.vision + modifier)
    return reach if building.ignores_vision_max else min(rules.vision_max, reach)


def cells_seen(grid: Grid, observers: Iterable[tuple[Cell, int]]) -> set[Cell]:
    """The union of the cells within each observer's range."""
    seen: set[Cell] = set()
    for cell, reach in observers:
        seen.update(grid.cells_within(cell, reach))
    return seen


def scenario_visible_cells(scenario: Scenario, side: str, catalog: Catalog | None = None,
                           hour: int | None = None) -> set[Cell]:
    """What `side` sees at the scenario's start (or at `hour`): for the editor's fog view."""
    catalog = catalog or load_catalog()
    defaults = scenario_defaults()
    calendar = scenario.calendar
    season = (calendar.season if calendar else None) or defaults.season
    if hour is None:
        start = calendar.start_hour if calendar else None
        hour = start if start is not None else defaults.start_hour
    m = scenario.map
    grid = make_grid(m.grid or defaults.grid, m.width, m.height)
    observers: list[tuple[Cell, int]] = []
    for unit in scenario.units:
        unit_type = catalog.units.get(unit.type)
        if unit.side == side and unit.at is not None and unit_type is not None:
            observers.append((unit.at, unit_vision(unit_type, hour, season, catalog.rules)))
    for feature in scenario.features:
        building = catalog.buildings.get(feature.type or "") if feature.kind == "building" else None
        if (building is not None and feature.owner == side
                and (feature.state or "finished") == "finished"):
            observers.append((feature.at, building_vision(building, hour, season, catalog.rules)))
    return {c for c in cells_seen(grid, observers) if grid.in_bounds(c)}
