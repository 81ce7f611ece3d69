"""The checks of the mission's AI plans (the `ai:` key, engine/scenario/ai_plans.py) and of
the `ai_plan` action: every unit, area, event and group they name exists, each plan has
what it needs (an area to attack or defend, a route to patrol, a release for a reserve),
and a unit follows one group of its side. Run by `MissionChecker` once the events'
ids and reinforcements are known."""

from __future__ import annotations

from typing import Any

from engine.scenario.kinds.ai_plan import NEEDS_AREA
from engine.scenario.kinds.base import PathT
from engine.scenario.suggest import suggest

# the mission checker (engine/scenario/event_checks.py `MissionChecker`, which calls these;
# named loosely: engine/ keeps no import cycle, not even for annotations)
MissionChecker = Any


def _dicts(seq: Any) -> list[tuple[int, dict[str, Any]]]:
    return [(i, x) for i, x in enumerate(seq) if isinstance(x, dict)] \
        if isinstance(seq, list) else []


def check_ai(mc: MissionChecker) -> dict[str, set[str]]:
    """Report the problems of the `ai:` key; the group ids of each side."""
    groups: dict[str, set[str]] = {}
    ai = mc.data.get("ai")
    if not isinstance(ai, dict):
        return groups
    for side, body in ai.items():
        if not isinstance(side, str):
            continue
        if mc.c.side_ids and side not in mc.c.side_ids:
            mc.c.report(("ai", side), f"the AI plans are for '{side}', which is not a side; "
                        f"{suggest(side, mc.c.side_ids)}", key=True)
            continue
        ids = groups.setdefault(side, set())
        follows: dict[str, str] = {}  # unit id -> its group
        for i, g in _dicts(body.get("groups") if isinstance(body, dict) else None):
            path: PathT = ("ai", side, "groups", i)
            gid = g.get("id")
            what = f"AI group '{gid}' of '{side}'"
            if isinstance(gid, str):
                if gid in ids:
                    mc.c.report(path + ("id",), f"'{side}' has two AI groups '{gid}'; give "
                                "each group its own id")
                ids.add(gid)
            _check_units(mc, path, side, g, what, follows)
            check_plan(mc, path, g, what)
            if "start" in g:
                mc.area_cells(path + ("start",), g["start"], f"the start of {what}")
    return groups


def _check_units(mc: MissionChecker, path: PathT, side: str, g: dict[str, Any], what: str,
                 follows: dict[str, str]) -> None:
    units = g.get("units")
    if not isinstance(units, list):
        return  # the schema reports a value of the wrong type
    if units == []:
        mc.c.report(path + ("id",), f"{what} has no units yet: pick them in the AI tab",
                    severity="warning")
        return
    for k, uid in enumerate(units):
        here = path + ("units", k)
        if not mc.known_unit(here, uid):
            continue
        found = mc.c.units.get(uid)
        owner = found[1].get("side") if found is not None else None
        if isinstance(owner, str) and owner != side:
            mc.c.report(here, f"unit '{uid}' of {what} belongs to '{owner}'; a group holds "
                        "units of its own side only")
        elif uid in follows:
            mc.c.report(here, f"unit '{uid}' is in AI groups '{follows[uid]}' and "
                        f"'{g.get('id')}' of '{side}'; a unit follows one plan")
        else:
            follows[uid] = str(g.get("id"))


def check_plan(mc: MissionChecker, path: PathT, body: dict[str, Any], what: str) -> None:
    """A plan's own needs: its area, route, release and the event it waits for."""
    plan = body.get("plan")
    if plan in NEEDS_AREA and "area" not in body:
        verb = "attacks" if plan == "attack" else "defends"
        mc.c.report(path + ("plan",), f"{what} {verb} no area yet: pick one (an area's id "
                    "or cells) in the AI tab")
    if "area" in body:
        mc.area_cells(path + ("area",), body["area"], f"the area of {what}")
    route = body.get("route")
    if plan == "patrol" and (not route or not isinstance(route, list)):
        mc.c.report(path + ("plan",), f"{what} patrols no route yet: pick its cells on the "
                    "map in the AI tab")
    for k, v in enumerate(route if isinstance(route, list) else []):
        mc.c.check_cell(path + ("route", k), v, f"a cell of the route of {what}")
    if plan == "reserve" and body.get("until_round") is None and body.get("until_event") is None:
        mc.c.report(path + ("plan",), f"{what} is a reserve with no release: give it a "
                    "round (until_round) or an event (until_event)")
    event = body.get("until_event")
    if isinstance(event, str) and event not in mc.event_ids:
        options = mc.event_ids.keys()
        mc.c.report(path + ("until_event",), f"{what} waits for '{event}', which is not an "
                    "event; " + (suggest(event, options) if options else "add it under "
                                 "'events:'"))
    last = mc.rounds
    at = body.get("until_round")
    if isinstance(at, int) and not isinstance(at, bool) and last is not None and at > last:
        mc.c.report(path + ("until_round",), f"{what} waits until round {at}, after the "
                    f"last round ({last}): it would never be released", severity="warning")


def check_plan_change(mc: MissionChecker, groups: dict[str, set[str]], path: PathT,
                      body: dict[str, Any]) -> None:
    """The `ai_plan` action: its side has that group, and the new plan is whole."""
    side, gid = body.get("side"), body.get("group")
    what = f"the new plan of AI group '{gid}' in {mc.where}"
    if mc.c.check_side_ref(path + ("side",), side) and isinstance(gid, str):
        known = groups.get(str(side), set())
        if gid not in known:
            mc.c.report(path + ("group",), f"'{side}' has no AI group '{gid}'; "
                        + (suggest(gid, known) if known else "add its groups in the AI tab"))
    check_plan(mc, path, body, what)
