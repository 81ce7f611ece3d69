"""The scenario's `turn_options` (RULES.md B, `activation`): who has the first round's
initiative and each side's commander rating, edited as new plain dicts (an undo command
keeps the old dict, so it is never changed in place) and kept in step with side renames
and removals. An option at its default is left out, and no options at all is None."""

from __future__ import annotations

from typing import Any

from engine.scenario.schema import scenario_schema

Options = dict[str, Any] | None

# The turn systems that read turn_options (the settings dock shows the fields for them).
SYSTEMS_WITH_OPTIONS = ("activation",)


def command_range() -> tuple[int, int]:
    """The commander ratings the scenario schema allows."""
    rating = scenario_schema()["properties"]["turn_options"]["properties"]["command"][
        "additionalProperties"]
    return int(rating["minimum"]), int(rating["maximum"])


def _tidy(options: dict[str, Any]) -> Options:
    command = {k: v for k, v in (options.get("command") or {}).items() if v}
    out = {k: v for k, v in options.items() if k not in ("command", "first_initiative")}
    if options.get("first_initiative"):
        out["first_initiative"] = options["first_initiative"]
    if command:
        out["command"] = command
    return out or None


def with_first_initiative(options: Options, side: str | None) -> Options:
    """Round 1's initiative to `side`, or rolled for (None)."""
    return _tidy({**(options or {}), "first_initiative": side})


def with_command(options: Options, side: str, rating: int) -> Options:
    """The side's commander rating (0 is none)."""
    command = dict((options or {}).get("command") or {})
    command[side] = rating
    return _tidy({**(options or {}), "command": command})


def command_of(options: Options, side: str) -> int:
    return int(((options or {}).get("command") or {}).get(side, 0))


def renamed(options: Options, old: str, new: str) -> Options:
    """The same options with side `old` called `new`."""
    if not options:
        return options
    out = dict(options)
    if out.get("first_initiative") == old:
        out["first_initiative"] = new
    if out.get("command"):
        out["command"] = {new if k == old else k: v for k, v in out["command"].items()}
    return _tidy(out)


def without_side(options: Options, side: str) -> Options:
    """The options once side `side` is gone."""
    if not options:
        return options
    out = dict(options)
    if out.get("first_initiative") == side:
        out.pop("first_initiative")
    if out.get("command"):
        out["command"] = {k: v for k, v in out["command"].items() if k != side}
    return _tidy(out)
