"""Action `score`: points are added to a mission variable (a campaign's prestige, a
side's score) and, unlike `add_var`, announced: the `scored` event is read by the side
named (by every side when none is), with the variable's new value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT, drop_none
from engine.scenario.kinds.set_var import NUMBER

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class Score:
    """`points` are added to variable `var`; side `side` (None: every side) is told."""

    var: str
    points: int = 1
    side: str | None = None


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.note_var(path + ("var",), body.get("var"), sets=False)
    if "side" in body:
        mc.c.check_side_ref(path + ("side",), body["side"])


KIND = Kind(
    name="score", record=Score,
    schema={"type": "object", "additionalProperties": False, "required": ["var", "points"],
            "properties": {"var": ID, "points": NUMBER, "side": ID}},
    parse=lambda b, _: Score(var=b["var"], points=b["points"], side=b.get("side")),
    write=lambda a, _: drop_none({"var": a.var, "points": a.points, "side": a.side}),
    check=_check, emits=("scored",),
)
