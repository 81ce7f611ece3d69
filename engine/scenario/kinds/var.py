"""Trigger `var`: a mission variable is at least, at most, or exactly a number
(`var: {name: bridges_blown, at_least: 2}`: one of the three tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT
from engine.scenario.kinds.set_var import NUMBER

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks

TESTS = ("at_least", "at_most", "equals")


@record
class VarTrigger:
    """Variable `name` passes `test` (one of TESTS) against `value`."""

    name: str
    test: str = "at_least"
    value: int = 1

    def holds(self, now: int) -> bool:
        return {"at_least": now >= self.value, "at_most": now <= self.value,
                "equals": now == self.value}[self.test]


def _parse(b: dict[str, Any], _: Any) -> VarTrigger:
    test = next(t for t in TESTS if t in b)
    return VarTrigger(name=b["name"], test=test, value=b[test])


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.note_var(path + ("name",), body.get("name"), sets=False)


KIND = Kind(
    name="var", record=VarTrigger,
    schema={"type": "object", "additionalProperties": False, "required": ["name"],
            "properties": {"name": ID, **{t: NUMBER for t in TESTS}},
            "oneOf": [{"required": [t]} for t in TESTS]},
    parse=_parse,
    write=lambda t, _: {"name": t.name, t.test: t.value},
    check=_check,
)
