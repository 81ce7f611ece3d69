"""Action `objective`: a victory objective (`victory: objectives:`) is added, removed or
replaced while the game runs, and every side is told why (`message`). The objective's
keys sit beside `change` (`objective: {change: add, kind: hold_until, side: blue, round:
8, message: Hold until dawn.}`); `number` names the file's objective #N that `remove` and
`replace` change (it keeps its number when replaced)."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import (
    AREA_REF,
    ID,
    AreaRef,
    Kind,
    Objective,
    PathT,
    area_ref_data,
    drop_none,
    parse_area_ref,
)
from engine.scenario.texts import as_text, text_data, text_schema

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks

CHANGES = ("add", "remove", "replace")
# the objective's keys (engine/scenario/kinds/base.py Objective; each kind uses some)
OBJECTIVE_KEYS = ("kind", "side", "round", "unit", "units", "area", "by_round")


@record
class ObjectiveChange:
    """`change` (one of CHANGES) the file's objective #`number` (remove, replace) or add
    one; the new objective's fields flat, as the editor's form edits them."""

    change: str = "add"
    number: int | None = None
    kind: str | None = None
    side: str | None = None
    round: int | None = None
    unit: str | None = None
    units: list[str] = field(default_factory=list)
    area: AreaRef | None = None
    by_round: int | None = None
    message: str | None = None

    def objective(self) -> Objective | None:
        """The objective it adds or puts in (None for `remove`)."""
        if self.change == "remove" or self.kind is None or self.side is None:
            return None
        o = Objective(kind=self.kind, side=self.side, round=self.round, unit=self.unit,
                      units=list(self.units), by_round=self.by_round)
        if isinstance(self.area, str):
            o.area_id = self.area
        elif self.area is not None:
            o.area = list(self.area)
        return o


def _rename(a: ObjectiveChange, old: str, new: str) -> None:
    if a.area == old:
        a.area = new


def _parse(b: dict[str, Any], _: Any) -> ObjectiveChange:
    return ObjectiveChange(
        change=b["change"], number=b.get("number"), kind=b.get("kind"), side=b.get("side"),
        round=b.get("round"), unit=b.get("unit"), units=list(b.get("units", [])),
        area=parse_area_ref(b["area"]) if "area" in b else None, by_round=b.get("by_round"),
        message=as_text(b.get("message")))


def _write(a: ObjectiveChange, _: Any) -> dict[str, Any]:
    return drop_none({
        "change": a.change, "number": a.number, "kind": a.kind, "side": a.side,
        "round": a.round, "unit": a.unit, "units": list(a.units) or None,
        "area": area_ref_data(a.area) if a.area is not None else None,
        "by_round": a.by_round, "message": text_data(a.message)})


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    from engine.scenario.kinds import OBJECTIVES
    c, change = mc.c, body.get("change")
    victory = c.data.get("victory")
    listed = victory.get("objectives") if isinstance(victory, dict) else None
    count = len(listed) if isinstance(listed, list) else 0
    number = body.get("number")
    if change in ("remove", "replace"):
        if number is None:
            c.report(path + ("change",), f"{mc.where} would {change} an objective but names "
                     "none; give its 'number' (as the Objectives dock shows it: #1, #2...)")
        elif isinstance(number, int) and number > count:
            c.report(path + ("number",), f"{mc.where} names objective #{number}, but the "
                     f"mission has {count or 'no'} objective(s); use 1-{count}" if count else
                     f"{mc.where} names objective #{number}, but the mission has none; add "
                     "it under victory: objectives: or change 'add'")
    elif number is not None:
        c.report(path + ("number",), f"{mc.where} adds an objective; 'number' is for "
                 "remove and replace: leave it out")
    if change == "remove":
        extra = [k for k in OBJECTIVE_KEYS if k in body]
        if extra:
            c.report(path + (extra[0],), f"{mc.where} removes an objective; '{extra[0]}' "
                     "is for add and replace: leave it out")
        return
    kind_name = body.get("kind")
    kind = OBJECTIVES.get(kind_name) if isinstance(kind_name, str) else None
    if kind_name is not None and kind is None:
        return  # the schema reports an unknown kind
    lacking = [k for k in ("kind", "side") if k not in body]
    if kind is None or lacking:
        c.report(path + ("change",), f"{mc.where} would {change} an objective with no "
                 f"'{lacking[0]}'; give the objective's '{lacking[0]}'")
        return
    missing = [k for k in kind.schema.get("required", ()) if k not in body]
    if missing:
        c.report(path + ("kind",), f"a {kind_name} objective needs '{missing[0]}'; "
                 f"give it in {mc.where}")
    c.check_objective(0, body, mc.rounds, base=path)
    if isinstance(body.get("area"), str):
        mc.check_refs(path, {"area": body["area"]})


KIND = Kind(
    name="objective", record=ObjectiveChange,
    schema={"type": "object", "additionalProperties": False, "required": ["change"],
            "properties": {
                "change": {"enum": list(CHANGES)},
                "number": {"type": "integer", "minimum": 1, "maximum": 1000},
                "kind": {"$ref": "#/$defs/objective/properties/kind"}, "side": ID,
                "round": {"type": "integer", "minimum": 1},
                "unit": ID, "units": {"type": "array", "items": ID}, "area": AREA_REF,
                "by_round": {"type": "integer", "minimum": 1},
                "message": text_schema(2000)}},
    parse=_parse, write=_write, check=_check, rename_area=_rename,
    emits=("objective_changed",), texts=("message",),
)
