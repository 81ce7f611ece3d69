"""How far a unit or a building sees (RULES.md A8: a radius, shortened by night and
weather, capped but for watchtowers) and the cells seen from a set of eyes; and the
editor's start-of-scenario fog worked out from a `Scenario`, before any game exists.
engine/rules/vision.py answers the same questions during play."""

from __future__ import annotations

from collections.abc import Iterable

from engine.catalog import BuildingType, Catalog, Rules, UnitType
from engine.grid import Grid, make_grid
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Cell, Scenario
from engine.scenario.packs.build import catalog_of


def unit_vision(unit_type: UnitType, hour: int, season: str, rules: Rules,
                rain: bool = False) -> int:
    """A unit's vision in cells at this hour and season (and a mission's rain), capped by
    the rules' maximum."""
    modifier = (0 if unit_type.has("ignores_night")
                else rules.vision_modifier(hour, season, rain))
    return max(0, min(rules.vision_max, unit_type.vision + modifier))


def building_vision(building: BuildingType, hour: int, season: str, rules: Rules,
                    rain: bool = False) -> int:
    modifier = 0 if building.ignores_night else rules.vision_modifier(hour, season, rain)
    reach = max(0, building.vision + modifier)
    return reach if building.ignores_vision_max else min(rules.vision_max, reach)


def cells_seen(grid: Grid, observers: Iterable[tuple[Cell, int]]) -> set[Cell]:
    """The union of the in-bounds cells within each observer's range.

    Vision is recomputed after every action, so the shape of a disc of each radius is
    worked out once (per row parity: odd-r rows are offset) and then slid into place.
    """
    seen: set[Cell] = set()
    w, h = grid.width, grid.height
    for (col, row), reach in observers:
        shape = _disc(grid, reach, row % 2)
        if reach <= col < w - reach and reach <= row < h - reach:
            seen.update([(col + dc, row + dr) for dc, dr in shape])
        else:
            seen.update([(c, r) for dc, dr in shape
                         if 0 <= (c := col + dc) < w and 0 <= (r := row + dr) < h])
    return seen


_DISCS: dict[tuple[str, int, int], list[tuple[int, int]]] = {}


def _disc(grid: Grid, reach: int, parity: int) -> list[tuple[int, int]]:
    key = (grid.kind, reach, parity)
    shape = _DISCS.get(key)
    if shape is None:
        probe = make_grid(grid.kind, 4 * reach + 4, 4 * reach + 4)
        centre = (2 * reach + 2, 2 * reach + 2 + parity)
        shape = _DISCS[key] = [(c - centre[0], r - centre[1])
                               for c, r in probe.cells_within(centre, reach)]
    return shape


def scenario_visible_cells(scenario: Scenario, side: str, catalog: Catalog | None = None,
                           hour: int | None = None) -> set[Cell]:
    """What `side` sees at the scenario's start (or at `hour`): for the editor's fog view."""
    catalog = catalog or catalog_of(scenario)
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
