"""Action `set_var`: a mission variable (`variables:`) takes a value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks

# a variable's value, and any number an action adds or a trigger compares with
NUMBER = {"type": "integer", "minimum": -1000000000, "maximum": 1000000000}


@record
class SetVar:
    """Variable `name` is `value` from now on."""

    name: str
    value: int = 0


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.note_var(path + ("name",), body.get("name"), sets=True)


KIND = Kind(
    name="set_var", record=SetVar,
    schema={"type": "object", "additionalProperties": False, "required": ["name", "value"],
            "properties": {"name": ID, "value": NUMBER}},
    parse=lambda b, _: SetVar(name=b["name"], value=b["value"]),
    write=lambda a, _: {"name": a.name, "value": a.value},
    check=_check, emits=("variable",),
)
