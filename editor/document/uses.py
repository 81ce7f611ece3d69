"""What in a mission names an area or a unit (events, deployment zones, objectives), in
the designer's words, and the same mission without those uses: removing an area or a
unit that something uses asks first and may take the uses along, in one undo step
(DESIGN.md, "Editor")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.scenario import mission as m
from engine.scenario.model import Scenario

translate = QCoreApplication.translate


def _names(t: Any, area: str | None, unit: str | None) -> bool:
    """Whether trigger `t` itself (not its nested ones) names the area or the unit."""
    if area is not None and isinstance(t, m.EntersTrigger | m.UnitAtTrigger) and t.area == area:
        return True
    return unit is not None and getattr(t, "unit", None) == unit and isinstance(
        t, m.EntersTrigger | m.DestroyedTrigger | m.UnitAtTrigger)


def _trigger_uses(t: Any, area: str | None, unit: str | None) -> bool:
    if _names(t, area, unit):
        return True
    return m.kind_of(t).nests and any(_trigger_uses(sub, area, unit) for sub in t.triggers)


def _without(t: Any, area: str | None, unit: str | None) -> Any:
    """The trigger without the parts that name the area or unit; None when nothing of it
    is left (an `all`/`any` keeps its other conditions; a `not` goes with its one)."""
    if _names(t, area, unit):
        return None
    if m.kind_of(t).nests:
        kept = [x for x in (_without(sub, area, unit) for sub in t.triggers) if x is not None]
        if t.triggers and not kept:
            return None
        t.triggers = kept
    return t


def _actions_use(actions: list[Any], area: str | None) -> bool:
    """Whether an action of the list names the area (set_terrain, reveal, objective)."""
    return area is not None and any(getattr(a, "area", None) == area for a in actions
                                    if not isinstance(a, m.AIPlanChange))


def uses(s: Scenario, area: str | None = None, unit: str | None = None) -> list[str]:
    """What names area `area` (or unit `unit`), each once, in file order."""
    found: list[str] = []
    for e in s.events:
        withdraws = unit is not None and any(isinstance(a, m.Withdraw) and unit in a.units
                                             for a in e.do)
        if _trigger_uses(e.when, area, unit) or withdraws or _actions_use(e.do, area):
            found.append(translate("Uses", "event '{event}'").format(event=e.id))
    if area is not None:
        found += [translate("Uses", "the deployment zone of '{side}'").format(side=d.side)
                  for d in s.deployment if d.area == area]
    objectives = s.victory.objectives if s.victory is not None else []
    for k, o in enumerate(objectives):
        if (area is not None and o.area_id == area) or (unit is not None and (
                unit in o.units or o.unit == unit)):
            found.append(translate("Uses", "objective #{number} ({kind})").format(
                number=k + 1, kind=o.kind))
    return found


def drop_uses(s: Scenario, area: str | None = None, unit: str | None = None) -> None:
    """Remove in place what names the area or the unit: an event whose trigger is left
    with nothing, a condition of an `all`/`any`, a unit from a withdrawal (a withdrawal
    left with none goes), a deployment zone, an objective (an escort loses the unit, and
    goes when it escorts no one)."""
    events = []
    for e in s.events:
        when = _without(e.when, area, unit)
        if when is None:
            continue
        e.when = when
        if unit is not None:
            for a in e.do:
                if isinstance(a, m.Withdraw) and unit in a.units:
                    a.units = [u for u in a.units if u != unit]
            e.do = [a for a in e.do if not (isinstance(a, m.Withdraw) and not a.units)]
        e.do = [a for a in e.do if not _actions_use([a], area)]
        events.append(e)
    s.events = events
    if area is not None:
        s.deployment = [d for d in s.deployment if d.area != area]
    if s.victory is not None:
        kept = []
        for o in s.victory.objectives:
            if area is not None and o.area_id == area:
                continue
            if unit is not None and o.unit == unit:
                continue
            if unit is not None and unit in o.units:
                o.units = [u for u in o.units if u != unit]
                if not o.units:
                    continue
            kept.append(o)
        s.victory.objectives = kept
