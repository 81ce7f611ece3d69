"""Trigger `not`: the one trigger nested in it does not hold (`not: {captured: {point:
bridge}}`). Its record holds that trigger as the one item of `triggers`, so the editor's
trigger tree shows it as a node with one child, as it shows `all` and `any`."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import Kind, PathT

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class NotTrigger:
    """The trigger `triggers[0]` does not hold (the list holds exactly one)."""

    triggers: list[Any] = field(default_factory=list)  # [Trigger]


def _parse(body: dict[str, Any], _: Any) -> NotTrigger:
    from engine.scenario.kinds import parse_trigger
    return NotTrigger([parse_trigger(body)])


def _write(t: NotTrigger, _: Any) -> dict[str, Any]:
    from engine.scenario.kinds import trigger_data
    (inner,) = t.triggers
    return trigger_data(inner)


def _rename(t: NotTrigger, old: str, new: str) -> None:
    from engine.scenario.kinds import rename_area_in_trigger
    for inner in t.triggers:
        rename_area_in_trigger(inner, old, new)


def _check(mc: MissionChecks, path: PathT, body: Any) -> None:
    if isinstance(body, dict):
        mc.check_trigger(path, body)


KIND = Kind(
    name="not", record=NotTrigger, schema={"$ref": "#/$defs/trigger"},
    parse=_parse, write=_write, check=_check, rename_area=_rename, nests=True,
)
