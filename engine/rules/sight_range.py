"""How far a unit or a building sees (RULES.md A8: a radius, shortened by night and
weather, capped but for watchtowers) and the cells seen from a set of eyes; and the
editor's start-of-scenario fog worked out from a `Scenario`, before any game exists.
engine/rules/vision.py answers the same questions during play."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.catalog import BuildingType, Catalog, Rules, UnitType
from engine.grid import Grid, make_grid
from engine.rules.state import kept_ref
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


# (id(state), side) -> (the state, weakly; its observers' list then; the revealed cells
# then; the in-bounds cells those eyes see and the revealed ones)
_SEEN_KEPT: dict[tuple[int, str], tuple[Any, ...]] = {}


def kept_cells_seen(state: Any, side: str, grid: Grid, eyes: Sequence[Any],
                    revealed: frozenset[Cell]) -> frozenset[Cell]:
    """The in-bounds cells the side's `eyes` (its observers: `vision.observers`, each with
    `cell` and `reach`) see, and the `revealed` ones: the last answer for this state and
    side given again while its observers are the same list (`vision.observers` gives its
    last one while no eye moved, came, went or changed its reach) and the revealed cells
    are equal. Between two actions most sides' eyes stand still (the other side moved)."""
    found = still_seen(state, side, eyes, revealed)
    if found is not None:
        return found
    seen = cells_seen(grid, ((o.cell, o.reach) for o in eyes))
    found = frozenset(c for c in seen if grid.in_bounds(c)) | revealed
    key = (id(state), side)
    _SEEN_KEPT[key] = (kept_ref(_SEEN_KEPT, key, _SEEN_KEPT.get(key), state), eyes, revealed,
                       found)
    return found


def still_seen(state: Any, side: str, eyes: Sequence[Any],
               revealed: frozenset[Cell]) -> frozenset[Cell] | None:
    """`kept_cells_seen`'s last answer for this state and side while it still holds (the
    same observers' list, equal revealed cells), else None: nothing is worked out."""
    kept = _SEEN_KEPT.get((id(state), side))
    if kept is not None and kept[0]() is state and kept[1] is eyes and kept[2] == revealed:
        return kept[3]  # type: ignore[no-any-return]
    return None


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
