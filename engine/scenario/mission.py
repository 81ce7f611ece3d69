"""The mission keys of a scenario (DESIGN.md, "Mission events"): briefings, place names,
named areas, deployment zones, events and event cards, as typed records.

Each trigger and each action is a small dataclass of its own, so the editor's forms and
the engine's runtime (`engine.rules.events`) read fields, never dict keys. `parse_*`
builds them from schema-valid data, `*_data` writes them back in the file's key order;
load, save, load gives equal records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Cell = tuple[int, int]
# An `area:` value: the id of a named area, or a list of cells.
AreaRef = str | list[Cell]

TRIGGER_KINDS = ("round", "enters", "destroyed", "captured", "units_left", "after", "all",
                 "any")
ACTION_KINDS = ("reinforce", "withdraw", "message", "end_game")
ALL_SIDES = "all"
DRAW = "draw"


@dataclass
class Label:
    """A place name drawn on the map at a cell."""

    at: Cell
    text: str


@dataclass
class Area:
    """A named set of cells; any `area:` (events, deployment, escort) may name one."""

    id: str
    cells: list[Cell]
    name: str | None = None


@dataclass
class Deployment:
    """Before round 1 `side` may rearrange its units inside `area`."""

    side: str
    area: AreaRef


# -- triggers ------------------------------------------------------------------------------
@dataclass
class RoundTrigger:
    """Start of `side`'s side-turn in round `round` (no side: start of the round)."""

    round: int
    side: str | None = None


@dataclass
class EntersTrigger:
    """A unit of `side`, or the unit `unit`, is inside `area`."""

    area: AreaRef
    side: str | None = None
    unit: str | None = None


@dataclass
class DestroyedTrigger:
    """`unit` was destroyed, or at least `count` units of `side` were."""

    unit: str | None = None
    side: str | None = None
    count: int | None = None


@dataclass
class CapturedTrigger:
    """Victory point `point` is held (by side `by`, or by any side)."""

    point: str
    by: str | None = None


@dataclass
class UnitsLeftTrigger:
    """`side` has `at_most` living units left."""

    side: str
    at_most: int


@dataclass
class AfterTrigger:
    """`rounds` rounds (0 when absent) after event `event` fired."""

    event: str
    rounds: int | None = None


@dataclass
class AllTrigger:
    """Every trigger of `triggers` holds."""

    triggers: list[Trigger] = field(default_factory=list)


@dataclass
class AnyTrigger:
    """At least one trigger of `triggers` holds."""

    triggers: list[Trigger] = field(default_factory=list)


Trigger = (RoundTrigger | EntersTrigger | DestroyedTrigger | CapturedTrigger
           | UnitsLeftTrigger | AfterTrigger | AllTrigger | AnyTrigger)


# -- actions -------------------------------------------------------------------------------
@dataclass
class Reinforce:
    """Units of `side` arrive (unit entries as under `units:`, cargo included)."""

    side: str
    units: list[Any] = field(default_factory=list)  # engine.scenario.model.Unit


@dataclass
class Withdraw:
    """Units leave the map; they are not losses."""

    units: list[str] = field(default_factory=list)


@dataclass
class Message:
    """Text shown to side `to` (or to every side: "all")."""

    to: str
    text: str


@dataclass
class EndGame:
    """The game ends: `winner` is a side or "draw"."""

    winner: str
    reason: str | None = None


EventAction = Reinforce | Withdraw | Message | EndGame


@dataclass
class MissionEvent:
    """`when` the trigger holds, `do` the actions; at most once unless `once` is False."""

    id: str
    when: Trigger
    do: list[EventAction] = field(default_factory=list)
    once: bool | None = None

    @property
    def repeats(self) -> bool:
        return self.once is False


@dataclass
class EventCard:
    """A card of the `activation` deck (RULES.md B): drawn on an activation roll of 1."""

    id: str
    do: list[EventAction] = field(default_factory=list)
    text: str | None = None


# -- reading -------------------------------------------------------------------------------
def _cell(value: Any) -> Cell:
    return (int(value[0]), int(value[1]))


def parse_area_ref(value: Any) -> AreaRef:
    return value if isinstance(value, str) else [_cell(c) for c in value]


def parse_trigger(data: dict[str, Any]) -> Trigger:
    if "round" in data:
        return RoundTrigger(round=data["round"], side=data.get("side"))
    (kind, body), = data.items()
    if kind in ("all", "any"):
        parts = [parse_trigger(t) for t in body]
        return AllTrigger(parts) if kind == "all" else AnyTrigger(parts)
    if kind == "enters":
        return EntersTrigger(area=parse_area_ref(body["area"]), side=body.get("side"),
                             unit=body.get("unit"))
    if kind == "destroyed":
        return DestroyedTrigger(unit=body.get("unit"), side=body.get("side"),
                                count=body.get("count"))
    if kind == "captured":
        return CapturedTrigger(point=body["point"], by=body.get("by"))
    if kind == "units_left":
        return UnitsLeftTrigger(side=body["side"], at_most=body["at_most"])
    if kind == "after":
        return AfterTrigger(event=body["event"], rounds=body.get("rounds"))
    raise ValueError(f"unknown trigger {kind!r}")


def parse_action(data: dict[str, Any], unit_from_data: Any) -> EventAction:
    (kind, body), = data.items()
    if kind == "reinforce":
        side = body["side"]
        return Reinforce(side=side, units=[unit_from_data({**u, "side": u.get("side", side)})
                                           for u in body.get("units", [])])
    if kind == "withdraw":
        return Withdraw(units=list(body["units"]))
    if kind == "message":
        return Message(to=body["to"], text=body["text"])
    if kind == "end_game":
        return EndGame(winner=body["winner"], reason=body.get("reason"))
    raise ValueError(f"unknown action {kind!r}")


def parse_event(data: dict[str, Any], unit_from_data: Any) -> MissionEvent:
    return MissionEvent(id=data["id"], when=parse_trigger(data["when"]),
                        do=[parse_action(a, unit_from_data) for a in data.get("do", [])],
                        once=data.get("once"))


def parse_card(data: dict[str, Any], unit_from_data: Any) -> EventCard:
    return EventCard(id=data["id"], text=data.get("text"),
                     do=[parse_action(a, unit_from_data) for a in data.get("do", [])])


# -- writing -------------------------------------------------------------------------------
def _drop_none(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


def area_ref_data(area: AreaRef) -> Any:
    return area if isinstance(area, str) else [list(c) for c in area]


def trigger_data(t: Trigger) -> dict[str, Any]:
    if isinstance(t, RoundTrigger):
        return _drop_none({"round": t.round, "side": t.side})
    if isinstance(t, AllTrigger):
        return {"all": [trigger_data(p) for p in t.triggers]}
    if isinstance(t, AnyTrigger):
        return {"any": [trigger_data(p) for p in t.triggers]}
    if isinstance(t, EntersTrigger):
        return {"enters": _drop_none({"side": t.side, "unit": t.unit,
                                      "area": area_ref_data(t.area)})}
    if isinstance(t, DestroyedTrigger):
        return {"destroyed": _drop_none({"unit": t.unit, "side": t.side, "count": t.count})}
    if isinstance(t, CapturedTrigger):
        return {"captured": _drop_none({"point": t.point, "by": t.by})}
    if isinstance(t, UnitsLeftTrigger):
        return {"units_left": {"side": t.side, "at_most": t.at_most}}
    return {"after": _drop_none({"event": t.event, "rounds": t.rounds})}


def action_data(a: EventAction, unit_data: Any) -> dict[str, Any]:
    if isinstance(a, Reinforce):
        units = []
        for u in a.units:
            d = unit_data(u)
            if d.get("side") == a.side:
                del d["side"]
            units.append(d)
        return {"reinforce": {"side": a.side, "units": units}}
    if isinstance(a, Withdraw):
        return {"withdraw": {"units": list(a.units)}}
    if isinstance(a, Message):
        return {"message": {"to": a.to, "text": a.text}}
    return {"end_game": _drop_none({"winner": a.winner, "reason": a.reason})}


def event_data(e: MissionEvent, unit_data: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"id": e.id, "when": trigger_data(e.when)}
    if e.once is not None:
        d["once"] = e.once
    d["do"] = [action_data(a, unit_data) for a in e.do]
    return d


def card_data(c: EventCard, unit_data: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"id": c.id}
    if c.text is not None:
        d["text"] = c.text
    d["do"] = [action_data(a, unit_data) for a in c.do]
    return d


def area_data(a: Area) -> dict[str, Any]:
    return _drop_none({"id": a.id, "name": a.name, "cells": [list(c) for c in a.cells]})


def rename_area_in_trigger(trigger: Trigger, old: str, new: str) -> None:
    """Point every `area: old` of this trigger (nested ones included) at `new`."""
    if isinstance(trigger, EntersTrigger) and trigger.area == old:
        trigger.area = new
    elif isinstance(trigger, (AllTrigger, AnyTrigger)):
        for inner in trigger.triggers:
            rename_area_in_trigger(inner, old, new)
