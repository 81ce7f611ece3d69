"""Action `reveal`: a side's fog of war lifts over an area for some rounds (`reveal:
{side: blue, area: valley, rounds: 2}`): the side sees those cells, and the enemy units
on them, until the end of the last of those rounds (the round it fires counts as the
first)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import (
    AREA_REF,
    ID,
    AreaRef,
    Kind,
    PathT,
    area_ref_data,
    parse_area_ref,
)

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class Reveal:
    """Side `side` sees `area` for `rounds` rounds, this one included."""

    side: str
    area: AreaRef
    rounds: int = 1


def _rename(a: Reveal, old: str, new: str) -> None:
    if a.area == old:
        a.area = new


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.check_refs(path, body)


KIND = Kind(
    name="reveal", record=Reveal,
    schema={"type": "object", "additionalProperties": False,
            "required": ["side", "area", "rounds"],
            "properties": {"side": ID, "area": AREA_REF,
                           "rounds": {"type": "integer", "minimum": 1, "maximum": 100000}}},
    parse=lambda b, _: Reveal(side=b["side"], area=parse_area_ref(b["area"]),
                              rounds=b["rounds"]),
    write=lambda a, _: {"side": a.side, "area": area_ref_data(a.area), "rounds": a.rounds},
    check=_check, rename_area=_rename, emits=("revealed",),
)
