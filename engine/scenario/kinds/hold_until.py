"""Objective `hold_until` (A12): the side wins once round `round` has been played out."""

from __future__ import annotations

from engine.scenario.kinds.base import HOLD, ID, Objective, ObjectiveKind, drop_none

KIND = ObjectiveKind(
    name="hold_until",
    schema={"additionalProperties": False, "required": ["kind", "side", "round"],
            "properties": {"kind": True, "side": ID, "round": {"type": "integer", "minimum": 1}}},
    parse=lambda d: Objective(kind=d["kind"], side=d["side"], round=d.get("round")),
    write=lambda o: drop_none({"kind": o.kind, "side": o.side, "round": o.round}),
    role=HOLD,
)
