"""Action `reinforce`: units of a side arrive (unit entries as under `units:`, cargo
included); written a unit a line."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT, UnitCodec
from engine.scenario.suggest import suggest
from engine.scenario.yaml_writer import flow

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class Reinforce:
    """Units of `side` arrive (unit entries as under `units:`, cargo included)."""

    side: str
    units: list[Any] = field(default_factory=list)  # engine.scenario.model.Unit


def _parse(body: dict[str, Any], unit_from_data: UnitCodec | None) -> Reinforce:
    assert unit_from_data is not None
    side = body["side"]
    return Reinforce(side=side, units=[unit_from_data({**u, "side": u.get("side", side)})
                                       for u in body.get("units") or []])


def _write(a: Reinforce, unit_data: UnitCodec | None) -> dict[str, Any]:
    assert unit_data is not None
    units = []
    for u in a.units:
        d = unit_data(u)
        if d.get("side") == a.side:
            del d["side"]
        units.append(d)
    return {"side": a.side, "units": units}


def _lines(body: dict[str, Any]) -> list[str]:
    lines = ["      - reinforce:", f"          side: {flow(body['side'])}"]
    if not body["units"]:  # `units:` alone would read back as null
        return lines + ["          units: []"]
    return lines + ["          units:"] + [f"            - {flow(u)}" for u in body["units"]]


def _declare(mc: MissionChecks, path: PathT, body: Any) -> None:
    """The reinforcement's units: their ids (before any trigger or withdrawal names
    them), side, cargo, type and cell."""
    if not isinstance(body, dict):
        return
    c, owner = mc.c, mc.owner
    side = body.get("side")
    side_ok = c.check_side_ref(path + ("side",), side)
    units = body.get("units")
    if units in ([], None) and "units" in body:
        c.report(path + ("units",), f"the reinforcement of {mc.where} has no units yet: "
                 "add them in the Events dock", key=True)
    entries = [(i, u) for i, u in enumerate(units) if isinstance(u, dict)] \
        if isinstance(units, list) else []
    # checked like the starting units' cargo (one carrier, capacity, no 'at' aboard)
    carried = c.check_carriers({u["id"]: (path + ("units", k), {**u, "side": u.get("side", side)})
                                for k, u in entries if isinstance(u.get("id"), str)},
                               "reinforcement")
    for k, u in entries:
        here = path + ("units", k)
        uid = u.get("id")
        if isinstance(uid, str):
            if uid in c.units:
                c.report(here + ("id",), f"reinforcement '{uid}' has the id of a unit "
                         "already on the map; give it its own id")
            elif uid in mc.reinforcements:
                c.report(here + ("id",), f"reinforcement '{uid}' has the id of another "
                         f"reinforcement (of '{mc.reinforcements[uid]}'); give it "
                         "its own id")
            else:
                mc.reinforcements[uid] = owner
        if "side" in u and side_ok and u["side"] != side:
            c.report(here + ("side",), f"reinforcement '{uid}' is of '{u['side']}' "
                     f"but arrives for '{side}'; leave 'side' out")
        type_id = u.get("type")
        utype = c.catalog.units.get(type_id) if isinstance(type_id, str) else None
        if utype is None and isinstance(type_id, str):
            c.report(here + ("type",), f"there is no unit type '{type_id}'; "
                     + suggest(type_id, c.catalog.units.keys()))
        if "at" not in u:
            if uid not in carried:
                c.report(here, f"reinforcement '{uid}' has no 'at' and is in no "
                         "carrier's cargo; give it a cell or load it into a carrier")
            continue
        name = f"reinforcement '{uid}'" + (f" ({utype.id})" if utype else "")
        cell = c.check_cell(here + ("at",), u["at"], name)
        if cell is not None and utype is not None and u.get("flying") is not True:
            c.check_standing(k, u, utype, name, cell, at=here + ("at",))


KIND = Kind(
    name="reinforce", record=Reinforce,
    schema={"type": "object", "additionalProperties": False, "required": ["side", "units"],
            "properties": {"side": ID, "units": {"type": ["array", "null"],
                                                 "items": {"$ref": "#/$defs/reinforcement_unit"}}}},
    parse=_parse, write=_write, declare=_declare, lines=_lines,
    emits=("reinforced", "reinforcement_delayed", "reinforcement_skipped"),
)
