"""The run hooks of the actions that change the mission while it runs (DESIGN.md,
"Mission events"): `objective`, `set_terrain`, `bridge`, `weather` and `reveal`.

What they change lives in the game state (terrain, bridges, `season`, `rain`,
`mission.weather`, `mission.revealed`, `mission.objective_numbers`) or, for the
objectives, in the game's `victory` record, which the hook replaces (never changes), so a
clone plays on alike and a replay repeats it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.rules.actions import Event, cell_json
from engine.rules.damage import destroy_structure
from engine.rules.event_hooks import MissionHost, runs
from engine.rules.movement import ground_block
from engine.rules.state import FINISHED, NEUTRAL, GameState, Structure
from engine.rules.victory import Objective
from engine.scenario.kinds.bridge import BridgeChange
from engine.scenario.kinds.objective_change import ObjectiveChange
from engine.scenario.kinds.reveal import Reveal
from engine.scenario.kinds.set_terrain import SetTerrain
from engine.scenario.kinds.weather import Weather
from engine.scenario.texts import plain_texts


# -- objectives ------------------------------------------------------------------------------
@runs("objective")
def _objective(host: Any, action: ObjectiveChange, source: str) -> list[Event]:
    """Add, remove or replace an objective of the game's `victory` (the file's #N keeps
    its number through a replace; a removed or unknown number changes nothing)."""
    rules = host.victory
    m = host.state.mission
    numbers = m.objective_numbers
    if numbers is None:
        numbers = list(range(1, len(rules.objectives) + 1))
    objectives = list(rules.objectives)
    new = action.objective()
    running = _running(host, new) if new is not None else None
    event: Event = {"type": "objective_changed", "change": action.change, "event": source}
    if action.change == "add" and running is not None:
        objectives.append(running)
        numbers.append(None)
    elif action.number in numbers and action.change in ("remove", "replace"):
        at = numbers.index(action.number)
        if action.change == "remove":
            del objectives[at], numbers[at]
        elif running is not None:
            objectives[at] = running
        event["number"] = action.number
    else:
        return []  # the objective is gone already
    if running is not None:
        event.update({"kind": running.kind, "side": running.side})
    if action.message:
        event["message"] = action.message
    m.objective_numbers = numbers
    host.victory = dataclasses.replace(rules, objectives=tuple(objectives))
    return [plain_texts(event)]


def _running(host: MissionHost, o: Any) -> Objective:
    """A file objective as the game runs it (engine.rules.victory.Objective)."""
    cells = host.mission.cells(o.area_id) if o.area_id is not None else o.area
    return Objective(kind=o.kind, side=o.side, round=o.round, unit=o.unit,
                     units=tuple(o.units), area=tuple(sorted(set(cells))), by_round=o.by_round)


# -- the ground ------------------------------------------------------------------------------
@runs("set_terrain")
def _set_terrain(host: MissionHost, action: SetTerrain, source: str) -> list[Event]:
    state = host.state
    new = state.catalog.terrain.get(action.terrain)
    if new is None:  # validation refuses such a file; a bad one changes nothing
        return []
    events: list[Event] = []
    for cell in sorted(host.mission.cells(action.area), key=lambda c: (c[1], c[0])):
        if not state.grid.in_bounds(cell) or state.terrain[cell[1]][cell[0]] == new.char:
            continue
        old = state.terrain_at(cell)
        state.set_terrain(cell, new.id)
        unit = state.ground_unit(cell)
        if unit is not None and not unit.flying and _stranded(state, unit, cell):
            state.set_terrain(cell, old.id)
            events.append({"type": "terrain_kept", "at": cell_json(cell), "unit": unit.id,
                           "terrain": new.id, "event": source})
            continue
        if cell in state.fires and not new.flammable:
            del state.fires[cell]
        events.append({"type": "terrain_changed", "at": cell_json(cell), "terrain": new.id,
                       "event": source})
    return events


def _stranded(state: GameState, unit: Any, cell: Any) -> bool:
    """Whether the unit could not stand on the cell's terrain now (A3)."""
    why, _, _ = ground_block(state, unit, cell, set())
    return why is not None


@runs("bridge")
def _bridge(host: MissionHost, action: BridgeChange, source: str) -> list[Event]:
    state = host.state
    at = action.at
    present = state.bridges.get(at)
    if action.state == "destroyed":
        if present is None:
            return []
        events: list[Event] = []
        destroy_structure(state, present, events, f"mission event '{source}'")
        return events
    if present is not None or not state.grid.in_bounds(at):
        return []
    record = state.catalog.works["bridge"]
    state.bridges[at] = Structure(kind="work", type="bridge", at=at, owner=NEUTRAL,
                                  state=FINISHED, progress=0, hp=int(record.hp or 1))
    return [{"type": "bridge_built", "at": cell_json(at), "event": source}]


# -- the weather -----------------------------------------------------------------------------
@runs("weather")
def _weather(host: MissionHost, action: Weather, source: str) -> list[Event]:
    """Now, or kept in `mission.weather` until its round begins (`weather_due`)."""
    state = host.state
    if action.from_round is not None and action.from_round > state.round:
        state.mission.weather.append([action.from_round, action.season, action.rain])
        return []
    return _change_weather(state, action.season, action.rain)


def weather_due(state: GameState) -> list[Event]:
    """The weather changes whose round has come, in the order they were set."""
    due = [w for w in state.mission.weather if w[0] <= state.round]
    if not due:
        return []
    state.mission.weather = [w for w in state.mission.weather if w[0] > state.round]
    events: list[Event] = []
    for _, season, rain in due:
        events += _change_weather(state, season, rain)
    return events


def _change_weather(state: GameState, season: str | None, rain: bool | None) -> list[Event]:
    if season is not None:
        state.season = season
    if rain is not None:
        state.rain = rain
    return [{"type": "weather", "season": state.season, "rain": state.rain,
             "round": state.round}]


# -- the fog -----------------------------------------------------------------------------------
@runs("reveal")
def _reveal(host: MissionHost, action: Reveal, source: str) -> list[Event]:
    state = host.state
    cells = sorted(c for c in host.mission.cells(action.area) if state.grid.in_bounds(c))
    last = state.round + action.rounds - 1
    state.mission.revealed.setdefault(action.side, []).append(
        [[list(c) for c in cells], last])
    return [{"type": "revealed", "side": action.side, "count": len(cells),
             "until_round": last, "event": source}]
