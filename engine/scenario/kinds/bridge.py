"""Action `bridge`: a bridge is built, finished and neutral, or destroyed at a cell
(`bridge: {at: [4, 2], state: destroyed}`). Destroyed, it takes the ground unit on it
along, as a shelled bridge does (RULES.md A5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import Cell, Kind, PathT, cell

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks

STATES = ("built", "destroyed")


@record
class BridgeChange:
    """A bridge at `at` is `state` (one of STATES) from now on."""

    at: Cell = (0, 0)
    state: str = "destroyed"


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    c = mc.c
    at = c.check_cell(path + ("at",), body.get("at"), f"the bridge of {mc.where}")
    if at is None:
        return
    bridge = c.catalog.works.get("bridge")
    terrain = c.terrain_at(at)
    if (body.get("state") == "built" and bridge is not None and terrain is not None
            and bridge.placed_on and terrain.id not in bridge.placed_on):
        c.report(path + ("at",), f"{mc.where} builds a bridge at {list(at)}, on "
                 f"{terrain.name.lower()}; a bridge stands on "
                 f"{', '.join(bridge.placed_on)}: pick such a cell", cell=at)


KIND = Kind(
    name="bridge", record=BridgeChange,
    schema={"type": "object", "additionalProperties": False, "required": ["at", "state"],
            "properties": {"at": {"$ref": "#/$defs/cell"}, "state": {"enum": list(STATES)}}},
    parse=lambda b, _: BridgeChange(at=cell(b["at"]), state=b["state"]),
    write=lambda a, _: {"at": list(a.at), "state": a.state},
    check=_check, emits=("bridge_built", "destroyed"),
)
