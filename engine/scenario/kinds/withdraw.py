"""Action `withdraw`: units leave the map; they are not losses."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class Withdraw:
    """Units leave the map; they are not losses."""

    units: list[str] = field(default_factory=list)


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    if body.get("units") == []:
        mc.c.report(path + ("units",), f"the withdrawal of {mc.where} names no units yet: "
                    "pick them in the Events dock")
    for k, uid in enumerate(body.get("units") or []):
        mc.known_unit(path + ("units", k), uid)


KIND = Kind(
    name="withdraw", record=Withdraw,
    schema={"type": "object", "additionalProperties": False, "required": ["units"],
            "properties": {"units": {"type": "array", "items": ID}}},
    parse=lambda b, _: Withdraw(units=list(b["units"])),
    write=lambda a, _: {"units": list(a.units)},
    check=_check, emits=("withdrawn",),
)
