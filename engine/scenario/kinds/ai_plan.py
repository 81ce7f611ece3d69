"""Action `ai_plan`: a group of the mission's AI plans (engine/scenario/ai_plans.py) gets a
new plan, e.g. the reserve attacks once the bridge falls."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import (
    AREA_REF,
    ID,
    AreaRef,
    Cell,
    Kind,
    PathT,
    area_ref_data,
    cell,
    drop_none,
    parse_area_ref,
)

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks

PLANS = ("attack", "defend", "hold", "patrol", "reserve")
AGGRESSION = ("cautious", "normal", "bold")
# the plans that need an area, a route, a release
NEEDS_AREA = ("attack", "defend")


@record(kw_only=True)
class Plan:
    """What a group does: the fields of a group (ai_plans.py `AIGroup`) and of an
    `ai_plan` action, flat, as the editor's forms edit them."""

    plan: str = "hold"
    area: AreaRef | None = None
    route: list[Cell] = field(default_factory=list)
    until_round: int | None = None
    until_event: str | None = None
    aggression: str | None = None


@record(kw_only=True)
class AIPlanChange(Plan):
    """Group `group` of side `side` follows this plan from now on."""

    side: str = ""
    group: str = ""


PLAN_PROPERTIES: dict[str, Any] = {
    "plan": {"enum": list(PLANS)},
    "area": AREA_REF,
    "route": {"type": "array", "items": {"$ref": "#/$defs/cell"}},
    "until_round": {"type": "integer", "minimum": 0, "maximum": 100000},
    "until_event": ID,
    "aggression": {"enum": list(AGGRESSION)},
}
# `$defs/ai_group` of schemas/scenario.schema.json (scripts/schema_kinds.py writes it)
GROUP_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False, "required": ["id", "plan"],
    "properties": {"id": ID, "units": {"type": "array", "items": ID},
                   **PLAN_PROPERTIES, "start": AREA_REF},
}


def plan_fields(d: dict[str, Any]) -> dict[str, Any]:
    """The plan's fields of a group's or an action's data (schema-valid)."""
    return {"plan": d.get("plan", "hold"),
            "area": parse_area_ref(d["area"]) if "area" in d else None,
            "route": [cell(c) for c in d.get("route", [])],
            "until_round": d.get("until_round"), "until_event": d.get("until_event"),
            "aggression": d.get("aggression")}


def parse_plan(d: dict[str, Any]) -> Plan:
    return Plan(**plan_fields(d))


def plan_data(p: Plan) -> dict[str, Any]:
    return drop_none({
        "plan": p.plan,
        "area": area_ref_data(p.area) if p.area is not None else None,
        "route": [list(c) for c in p.route] or None,
        "until_round": p.until_round, "until_event": p.until_event,
        "aggression": p.aggression,
    })


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_plan_change(path, body)


KIND = Kind(
    name="ai_plan", record=AIPlanChange,
    schema={"type": "object", "additionalProperties": False,
            "required": ["side", "group", "plan"],
            "properties": {"side": ID, "group": ID, **PLAN_PROPERTIES}},
    parse=lambda b, _: AIPlanChange(side=b["side"], group=b["group"], **plan_fields(b)),
    write=lambda a, _: {"side": a.side, "group": a.group, **plan_data(a)},
    check=_check, emits=("ai_plan",),
)
