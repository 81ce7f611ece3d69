"""The mission keys of a scenario (DESIGN.md, "Mission events"): briefings, place names,
named areas, deployment zones, events and event cards, as typed records.

Each trigger and each action is a small dataclass of its own, so the editor's forms and
the engine's runtime (`engine.rules.events`) read fields, never dict keys; each kind's
record, schema, reading, writing and checks are one module of `engine.scenario.kinds`,
re-exported here. `parse_*` builds them from schema-valid data, `*_data` writes them back
in the file's key order; load, save, load gives equal records.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from engine.records import record
from engine.scenario.kinds import (
    ACTIONS,
    TRIGGERS,
    action_data,
    kind_of,
    parse_action,
    parse_trigger,
    rename_area_in_trigger,
    trigger_data,
)
from engine.scenario.kinds.add_var import AddVar
from engine.scenario.kinds.after import AfterTrigger
from engine.scenario.kinds.ai_plan import AIPlanChange
from engine.scenario.kinds.base import (
    ALL_SIDES,
    DRAW,
    AreaRef,
    Cell,
    area_ref_data,
    drop_none,
    parse_area_ref,
)
from engine.scenario.kinds.bridge import BridgeChange
from engine.scenario.kinds.captured import CapturedTrigger
from engine.scenario.kinds.combined import AllTrigger, AnyTrigger
from engine.scenario.kinds.destroyed import DestroyedTrigger
from engine.scenario.kinds.end_game import EndGame
from engine.scenario.kinds.enters import EntersTrigger
from engine.scenario.kinds.holds import HoldsTrigger
from engine.scenario.kinds.message import Message
from engine.scenario.kinds.negate import NotTrigger
from engine.scenario.kinds.objective_change import ObjectiveChange
from engine.scenario.kinds.reinforce import Reinforce
from engine.scenario.kinds.reveal import Reveal
from engine.scenario.kinds.round import RoundTrigger
from engine.scenario.kinds.score import Score
from engine.scenario.kinds.set_terrain import SetTerrain
from engine.scenario.kinds.set_var import SetVar
from engine.scenario.kinds.turn_of import TurnOfTrigger
from engine.scenario.kinds.unit_at import UnitAtTrigger
from engine.scenario.kinds.units_left import UnitsLeftTrigger
from engine.scenario.kinds.var import VarTrigger
from engine.scenario.kinds.weather import Weather
from engine.scenario.kinds.withdraw import Withdraw
from engine.scenario.texts import as_text, text_data

__all__ = [  # the kinds' records and codecs, read from here by the rules and the editor
    "ALL_SIDES", "DRAW", "AIPlanChange", "AddVar", "AfterTrigger", "AllTrigger", "AnyTrigger",
    "AreaRef", "BridgeChange", "CapturedTrigger", "Cell", "DestroyedTrigger", "EndGame",
    "EntersTrigger", "HoldsTrigger", "Message", "NotTrigger", "ObjectiveChange", "Reinforce",
    "Reveal", "RoundTrigger", "Score", "SetTerrain", "SetVar", "TurnOfTrigger",
    "UnitAtTrigger", "UnitsLeftTrigger", "VarTrigger", "Weather", "Withdraw",
    "action_data", "area_ref_data", "kind_of", "parse_action", "parse_area_ref",
    "parse_trigger", "rename_area_in_trigger", "trigger_data",
]

TRIGGER_KINDS = tuple(TRIGGERS)
ACTION_KINDS = tuple(ACTIONS)


@record
class Label:
    """A place name drawn on the map at a cell."""

    at: Cell
    text: str


@record
class Area:
    """A named set of cells; any `area:` (events, deployment, escort) may name one."""

    id: str
    cells: list[Cell]
    name: str | None = None


@record
class Deployment:
    """Before round 1 `side` may rearrange its units inside `area`."""

    side: str
    area: AreaRef


# the unions of the kinds' records (engine/scenario/kinds/)
Trigger = (RoundTrigger | EntersTrigger | DestroyedTrigger | CapturedTrigger
           | UnitsLeftTrigger | AfterTrigger | AllTrigger | AnyTrigger | VarTrigger
           | NotTrigger | HoldsTrigger | UnitAtTrigger | TurnOfTrigger)
EventAction = (Reinforce | Withdraw | Message | EndGame | AIPlanChange | SetVar | AddVar
               | Score | ObjectiveChange | SetTerrain | BridgeChange | Weather | Reveal)


@record
class MissionEvent:
    """`when` the trigger holds, `do` the actions; at most once unless `once` is False."""

    id: str
    when: Trigger
    do: list[EventAction] = field(default_factory=list)
    once: bool | None = None

    @property
    def repeats(self) -> bool:
        return self.once is False


@record
class EventCard:
    """A card of the `activation` deck (RULES.md B): drawn on an activation roll of 1."""

    id: str
    do: list[EventAction] = field(default_factory=list)
    text: str | None = None


# -- reading -------------------------------------------------------------------------------
def parse_event(data: dict[str, Any], unit_from_data: Any) -> MissionEvent:
    return MissionEvent(id=data["id"], when=parse_trigger(data["when"]),
                        do=[parse_action(a, unit_from_data) for a in data.get("do") or []],
                        once=data.get("once"))


def parse_card(data: dict[str, Any], unit_from_data: Any) -> EventCard:
    return EventCard(id=data["id"], text=as_text(data.get("text")),
                     do=[parse_action(a, unit_from_data) for a in data.get("do") or []])


# -- writing -------------------------------------------------------------------------------
def event_data(e: MissionEvent, unit_data: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"id": e.id, "when": trigger_data(e.when)}
    if e.once is not None:
        d["once"] = e.once
    d["do"] = [action_data(a, unit_data) for a in e.do]
    return d


def card_data(c: EventCard, unit_data: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"id": c.id}
    if c.text is not None:
        d["text"] = text_data(c.text)
    d["do"] = [action_data(a, unit_data) for a in c.do]
    return d


def area_data(a: Area) -> dict[str, Any]:
    return drop_none({"id": a.id, "name": a.name, "cells": [list(c) for c in a.cells]})
