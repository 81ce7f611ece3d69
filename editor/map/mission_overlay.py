"""What the map shows of a scenario's mission (DESIGN.md, "Mission events"): the areas to
draw (the selected one, every one when the View toggle is on, and the area of the
selected objective), deployment zones by side colour, and reinforcements ghosted with
the round they arrive."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from editor.map.painter import PaintOptions
from engine.scenario import mission as m
from engine.scenario.kinds import role_of
from engine.scenario.kinds.base import CONVOY, TARGET
from engine.scenario.model import Cell, Objective, Scenario, Unit

translate = QCoreApplication.translate


@dataclass
class MissionViewState:
    """What the designer chose to see: not part of the document (no undo)."""

    selected_area: str | None = None
    show_areas: bool = False
    objective: Objective | None = None


def arrival_text(trigger: m.Trigger) -> str:
    """When a reinforcement arrives, shortly: "R5" for round 5, "event" otherwise."""
    if isinstance(trigger, m.RoundTrigger):
        return translate("MissionOverlay", "R{round}").format(round=trigger.round)
    return translate("MissionOverlay", "event")


def reinforcement_ghosts(scenario: Scenario) -> list[tuple[Unit, str]]:
    out: list[tuple[Unit, str]] = []
    for event in scenario.events:
        for action in event.do:
            if isinstance(action, m.Reinforce):
                out += [(u, arrival_text(event.when)) for u in action.units if u.at is not None]
    for card in scenario.event_cards:
        for action in card.do:
            if isinstance(action, m.Reinforce):
                out += [(u, translate("MissionOverlay", "card")) for u in action.units if u.at is not None]
    return out


def objective_marks(scenario: Scenario, objective: Objective) -> list[tuple[list[Cell], str]]:
    """What the map draws of a selected objective, by its role: a convoy's (escort's) area,
    a target (kill objective's) unit, where it stands or where its carrier stands."""
    role = role_of(objective)
    if role == CONVOY:
        cells = scenario.objective_cells(objective)
        name = objective.area_id or translate(
            "MissionOverlay", "{side}: escort to here").format(side=objective.side)
        return [(cells, name)] if cells else []
    if role == TARGET and objective.unit:
        units = {u.id: u for u in scenario.units}
        unit = units.get(objective.unit)
        carrier = next((u for u in scenario.units if objective.unit in u.cargo), None)
        at = unit.at if unit is not None and unit.at is not None else (
            carrier.at if carrier is not None else None)
        if at is not None:
            return [([at], translate("MissionOverlay", "{side}: kill {unit}").format(
                side=objective.side, unit=objective.unit))]
    return []


def apply_mission_overlay(options: PaintOptions, scenario: Scenario, state: MissionViewState,
                          side_color: dict[str, QColor]) -> None:
    areas: list[tuple[list[Cell], str]] = [
        (list(a.cells), a.name or a.id) for a in scenario.areas
        if state.show_areas or a.id == state.selected_area]
    if state.objective is not None:
        areas += objective_marks(scenario, state.objective)
    options.areas = areas
    options.deployment = {c: side_color.get(d.side, QColor("#888888"))
                          for d in scenario.deployment for c in scenario.area_cells(d.area)}
    options.ghosts = reinforcement_ghosts(scenario)
