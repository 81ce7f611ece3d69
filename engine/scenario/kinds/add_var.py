"""Action `add_var`: a number is added to a mission variable (a negative one takes away)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT
from engine.scenario.kinds.set_var import NUMBER

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class AddVar:
    """Variable `name` grows by `amount` (shrinks when it is negative)."""

    name: str
    amount: int = 1


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    mc.note_var(path + ("name",), body.get("name"), sets=False)
    if body.get("amount") == 0:
        mc.c.report(path + ("amount",), f"the 'add to a variable' action of {mc.where} adds "
                    "0 and changes nothing; give it an amount", severity="warning")


KIND = Kind(
    name="add_var", record=AddVar,
    schema={"type": "object", "additionalProperties": False, "required": ["name", "amount"],
            "properties": {"name": ID, "amount": NUMBER}},
    parse=lambda b, _: AddVar(name=b["name"], amount=b["amount"]),
    write=lambda a, _: {"name": a.name, "amount": a.amount},
    check=_check, emits=("variable",),
)
