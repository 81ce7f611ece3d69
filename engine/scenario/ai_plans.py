"""The mission's AI plans (DESIGN.md, "AI plans"): the `ai:` key, per side, groups of
units each with a plan, as designers of Combat Mission write them.

```yaml
ai:
  red:
    groups:
      - {id: ford_guard, units: [r_inf1, r_inf2], plan: defend, area: ford}
      - {id: strike, units: [r_tank1], plan: reserve, until_round: 4, aggression: bold}
      - {id: pickets, units: [r_scout], plan: patrol, route: [[3, 4], [9, 4], [9, 8]]}
```

A plan is one of `PLANS`: `attack` an area (go there and take it), `defend` an area (go
there and stay), `hold` (stay where it stands, firing), `patrol` a route of cells (round
and round), `reserve` (stay until round `until_round` or until the event `until_event`
fires, then the AI's own judgement). `aggression` (`AGGRESSION`, default normal) weighs
the danger the group's moves accept (engine/data/ai.yaml `plan_danger`); `start`, an
area, is where the group sets up in the deployment phase. A side, or a unit, with no
plan keeps the AI's own judgement. The action `ai_plan` (engine/scenario/kinds/ai_plan.py)
changes a group's plan during play.
"""

from __future__ import annotations

import copy
from dataclasses import field
from typing import Any

from engine.records import record
from engine.scenario.kinds.ai_plan import (
    AGGRESSION,
    NEEDS_AREA,
    PLANS,
    Plan,
    plan_data,
    plan_fields,
)
from engine.scenario.kinds.base import AreaRef, area_ref_data, parse_area_ref

__all__ = ["AGGRESSION", "NEEDS_AREA", "PLANS", "AIGroup", "Plan", "ai_data", "parse_ai"]


@record(kw_only=True)
class AIGroup(Plan):
    """Units of one side that follow one plan (its fields, flat: `Plan`)."""

    id: str = ""
    units: list[str] = field(default_factory=list)
    start: AreaRef | None = None


# -- reading and writing ---------------------------------------------------------------------
def parse_ai(data: dict[str, Any]) -> dict[str, list[AIGroup]]:
    """The `ai:` key (schema-valid) as groups per side."""
    return {side: [AIGroup(id=g["id"], units=list(g.get("units", [])), **plan_fields(g),
                           start=parse_area_ref(g["start"]) if "start" in g else None)
                   for g in (body or {}).get("groups", [])]
            for side, body in data.items()}


def ai_data(ai: dict[str, list[AIGroup]]) -> dict[str, Any]:
    return {side: {"groups": [group_data(g) for g in groups]} for side, groups in ai.items()}


def group_data(g: AIGroup) -> dict[str, Any]:
    out: dict[str, Any] = {"id": g.id, "units": list(g.units)}
    out.update(plan_data(g))
    if g.start is not None:
        out["start"] = area_ref_data(g.start)
    return out


def ai_lines(ai: dict[str, Any], flow: Any) -> list[str]:
    """The file's lines of the `ai:` key (plain data): a group a line."""
    out = ["ai:"]
    for side, body in ai.items():
        out.append(f"  {side}:")
        out.append("    groups:")
        out += [f"      - {flow(g)}" for g in body.get("groups", [])]
    return out


def copy_ai(ai: dict[str, list[AIGroup]] | None) -> dict[str, list[AIGroup]]:
    return copy.deepcopy(ai) if ai else {}


def rename_area_in_ai(ai: dict[str, list[AIGroup]] | None, old: str, new: str) -> None:
    for groups in (ai or {}).values():
        for g in groups:
            if g.area == old:
                g.area = new
            if g.start == old:
                g.start = new
