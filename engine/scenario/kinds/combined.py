"""Triggers `all` and `any`: every one, or at least one, of the nested triggers holds.
The two share this module: they differ only in their name and record."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import Kind, PathT

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class AllTrigger:
    """Every trigger of `triggers` holds."""

    triggers: list[Any] = field(default_factory=list)  # Trigger


@record
class AnyTrigger:
    """At least one trigger of `triggers` holds."""

    triggers: list[Any] = field(default_factory=list)  # Trigger


def _parse(record: type) -> Any:
    def parse(body: list[Any], _: Any) -> Any:
        from engine.scenario.kinds import parse_trigger
        return record([parse_trigger(t) for t in body])
    return parse


def _write(t: AllTrigger | AnyTrigger, _: Any) -> list[Any]:
    from engine.scenario.kinds import trigger_data
    return [trigger_data(p) for p in t.triggers]


def _rename(t: AllTrigger | AnyTrigger, old: str, new: str) -> None:
    from engine.scenario.kinds import rename_area_in_trigger
    for inner in t.triggers:
        rename_area_in_trigger(inner, old, new)


def _check(name: str) -> Any:
    def check(mc: MissionChecks, path: PathT, body: Any) -> None:
        if body == []:
            words = "all of" if name == "all" else "any of"
            mc.c.report(path, f"the '{words}' trigger of {mc.where} holds no trigger yet: "
                        "add one in the Events dock")
        for k, sub in enumerate(body if isinstance(body, list) else []):
            if isinstance(sub, dict):
                mc.check_trigger(path + (k,), sub)
    return check


def _kind(name: str, record: type) -> Kind:
    return Kind(name=name, record=record,
                schema={"type": "array", "items": {"$ref": "#/$defs/trigger"}},
                parse=_parse(record), write=_write, check=_check(name), rename_area=_rename,
                nests=True)


ALL = _kind("all", AllTrigger)
ANY = _kind("any", AnyTrigger)
