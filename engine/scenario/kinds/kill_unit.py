"""Objective `kill_unit` (A12): the side wins when the enemy unit `unit` is destroyed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.scenario.kinds.base import ID, TARGET, Cell, Objective, ObjectiveKind, PathT, drop_none

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import SemanticChecks


def _check(c: SemanticChecks, base: PathT, o: dict[str, Any], side_ok: bool) -> None:
    side = o.get("side")
    c.check_unit_ref(base + ("unit",), o.get("unit"), side if side_ok else None,
                     same_side=False)


def _survives(o: Any, dropped: set[str], keep: Callable[[Cell], Cell | None]) -> bool:
    return o.unit is None or o.unit not in dropped


KIND = ObjectiveKind(
    name="kill_unit",
    schema={"additionalProperties": False, "required": ["kind", "side", "unit"],
            "properties": {"kind": True, "side": ID, "unit": ID}},
    parse=lambda d: Objective(kind=d["kind"], side=d["side"], unit=d.get("unit")),
    write=lambda o: drop_none({"kind": o.kind, "side": o.side, "unit": o.unit}),
    role=TARGET, concerns=lambda o: (o.unit,) if o.unit else (),
    check=_check, survives=_survives,
)
