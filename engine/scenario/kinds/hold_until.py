"""Objective `hold_until` (A12): the side wins once round `round` has been played out."""

from __future__ import annotations

from engine.scenario.kinds.base import ID, ObjectiveKind

KIND = ObjectiveKind(
    name="hold_until",
    schema={"additionalProperties": False, "required": ["kind", "side", "round"],
            "properties": {"kind": True, "side": ID, "round": {"type": "integer", "minimum": 1}}},
)
