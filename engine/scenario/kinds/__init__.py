"""The registry of mission kinds (DESIGN.md, "Mission events"): every trigger and every
action is one module here with one `Kind` descriptor, every victory objective one with an
`ObjectiveKind` (engine/scenario/kinds/base.py).

A new trigger or action is its module plus its line in TRIGGERS or ACTIONS below; then
its run hook in `engine.rules.events`, its editor entry in `editor/docks/event_kinds.py`,
and `scripts/schema_kinds.py --write` for the schema. A new objective is its module plus
its line in OBJECTIVES (its own parse and write of its keys, its role for the AI); then
its run hook in `engine.rules.victory`, its termination in `engine.results`, its editor
entry (label, form fields, new, line) in `editor/docks/objective_kinds.py`, and the script. tests/test_mission_kinds.py names
whichever of those is missing. The order here is the order of the schema's properties
and of the editor's kind lists.
"""

from __future__ import annotations

from typing import Any

from engine.scenario.kinds import (
    add_var,
    after,
    ai_plan,
    bridge,
    captured,
    combined,
    destroyed,
    end_game,
    enters,
    escort,
    hold_until,
    holds,
    kill_unit,
    message,
    negate,
    objective_change,
    reinforce,
    reveal,
    round,
    score,
    set_terrain,
    set_var,
    turn_of,
    unit_at,
    units_left,
    var,
    weather,
    withdraw,
)
from engine.scenario.kinds.base import Kind, Objective, ObjectiveKind, UnitCodec

TRIGGERS: dict[str, Kind] = {k.name: k for k in (
    round.KIND, enters.KIND, destroyed.KIND, captured.KIND, units_left.KIND, after.KIND,
    combined.ALL, combined.ANY, var.KIND, negate.KIND, holds.KIND, unit_at.KIND,
    turn_of.KIND)}
ACTIONS: dict[str, Kind] = {k.name: k for k in (
    reinforce.KIND, withdraw.KIND, message.KIND, end_game.KIND, ai_plan.KIND,
    set_var.KIND, add_var.KIND, score.KIND, objective_change.KIND, set_terrain.KIND,
    bridge.KIND, weather.KIND, reveal.KIND)}
OBJECTIVES: dict[str, ObjectiveKind] = {k.name: k for k in (
    hold_until.KIND, escort.KIND, kill_unit.KIND)}
_BY_RECORD: dict[type, Kind] = {k.record: k for k in (*TRIGGERS.values(), *ACTIONS.values())}


def kind_of(record: Any) -> Kind:
    """The descriptor of a trigger or action record."""
    return _BY_RECORD[type(record)]


def parse_trigger(data: dict[str, Any]) -> Any:
    for kind in TRIGGERS.values():
        if kind.flat and kind.name in data:
            return kind.parse(data, None)
    (name, body), = data.items()
    if name not in TRIGGERS:
        raise ValueError(f"unknown trigger {name!r}")
    return TRIGGERS[name].parse(body, None)


def parse_action(data: dict[str, Any], unit_from_data: UnitCodec) -> Any:
    (name, body), = data.items()
    if name not in ACTIONS:
        raise ValueError(f"unknown action {name!r}")
    return ACTIONS[name].parse(body, unit_from_data)


def trigger_data(t: Any) -> dict[str, Any]:
    kind = kind_of(t)
    body = kind.write(t, None)
    return body if kind.flat else {kind.name: body}


def action_data(a: Any, unit_data: UnitCodec) -> dict[str, Any]:
    kind = kind_of(a)
    return {kind.name: kind.write(a, unit_data)}


def parse_objective(data: dict[str, Any]) -> Objective:
    """An objective of `victory: objectives:`, read by its kind."""
    kind = OBJECTIVES.get(data.get("kind"))  # type: ignore[arg-type]
    if kind is None:
        raise ValueError(f"unknown objective kind {data.get('kind')!r}")
    return kind.parse(data)


def objective_data(o: Objective) -> dict[str, Any]:
    """An objective's file keys, written by its kind."""
    return OBJECTIVES[o.kind].write(o)


def role_of(o: Any) -> str | None:
    """What objective `o` asks of its side (kinds.base.ROLES), None for an unknown kind."""
    kind = OBJECTIVES.get(o.kind)
    return kind.role if kind is not None else None


def concerns(o: Any) -> tuple[str, ...]:
    """The unit ids objective `o` names (its convoy, its target)."""
    kind = OBJECTIVES.get(o.kind)
    return kind.concerns(o) if kind is not None else ()


def rename_area_in_trigger(trigger: Any, old: str, new: str) -> None:
    """Point every `area: old` of this trigger (nested ones included), or of this action,
    at `new`."""
    rename = kind_of(trigger).rename_area
    if rename is not None:
        rename(trigger, old, new)


# -- the schema's fragments (scripts/schema_kinds.py) ---------------------------------------
def trigger_schema() -> dict[str, Any]:
    """`$defs/trigger` of schemas/scenario.schema.json: one key, or a flat kind's keys."""
    properties: dict[str, Any] = {}
    flat_keys: list[str] = []
    for kind in TRIGGERS.values():
        if kind.flat:
            properties.update(kind.schema)
            flat_keys += kind.schema
        else:
            properties[kind.name] = kind.schema
    schema: dict[str, Any] = {"type": "object", "minProperties": 1, "properties": properties,
                              "additionalProperties": False}
    flat = [k.name for k in TRIGGERS.values() if k.flat]
    if flat:
        assert len(flat) == 1, "one flat trigger kind: the schema's if/then names it"
        schema.update({"if": {"required": flat},
                       "then": {"propertyNames": {"enum": flat_keys}},
                       "else": {"maxProperties": 1}})
    return schema


def action_schema() -> dict[str, Any]:
    """`$defs/action` of schemas/scenario.schema.json: exactly one kind's key."""
    return {"type": "object", "minProperties": 1, "maxProperties": 1,
            "additionalProperties": False,
            "properties": {k.name: k.schema for k in ACTIONS.values()}}


def objective_schema() -> dict[str, Any]:
    """`$defs/objective` of schemas/scenario.schema.json: a `kind` and its own keys."""
    return {"type": "object", "required": ["kind", "side"],
            "properties": {"kind": {"enum": list(OBJECTIVES)}},
            "allOf": [{"if": {"properties": {"kind": {"const": k.name}}}, "then": k.schema}
                      for k in OBJECTIVES.values()]}


SCHEMA_DEFS = {"trigger": trigger_schema, "action": action_schema,
               "objective": objective_schema, "ai_group": lambda: ai_plan.GROUP_SCHEMA}
