"""The run hooks of the mission variables' kinds (DESIGN.md, "Mission variables"): the
`var` trigger and the `set_var`, `add_var` and `score` actions, over
`GameState.mission.variables` (plain data: a clone, a snapshot or a replay keeps them).

A variable no side's channel shows: `set_var` and `add_var` write the `variable` event,
which engine/rules/side_channel.py keeps from every side (the editor's all-seeing log and
replays read it); `score` writes `scored`, which the side it names (or every side) reads.
A variable never declared nor set reads 0 (validation reports it before play).
"""

from __future__ import annotations

from engine.rules.actions import Event
from engine.rules.event_hooks import MissionHost, condition, runs
from engine.scenario.kinds.add_var import AddVar
from engine.scenario.kinds.base import ALL_SIDES
from engine.scenario.kinds.score import Score
from engine.scenario.kinds.set_var import SetVar
from engine.scenario.kinds.var import VarTrigger

LIMIT = 1_000_000_000  # a variable stays within the schema's numbers


def _clamped(value: int) -> int:
    return max(-LIMIT, min(LIMIT, value))


@condition("var")
def _var(host: MissionHost, t: VarTrigger) -> bool:
    return t.holds(host.state.mission.variables.get(t.name, 0))


def _changed(host: MissionHost, name: str, value: int, source: str) -> Event:
    host.state.mission.variables[name] = value
    return {"type": "variable", "name": name, "value": value, "event": source}


@runs("set_var")
def _set_var(host: MissionHost, action: SetVar, source: str) -> list[Event]:
    return [_changed(host, action.name, _clamped(action.value), source)]


@runs("add_var")
def _add_var(host: MissionHost, action: AddVar, source: str) -> list[Event]:
    now = host.state.mission.variables.get(action.name, 0)
    return [_changed(host, action.name, _clamped(now + action.amount), source)]


@runs("score")
def _score(host: MissionHost, action: Score, source: str) -> list[Event]:
    variables = host.state.mission.variables
    value = _clamped(variables.get(action.var, 0) + action.points)
    variables[action.var] = value
    return [{"type": "scored", "var": action.var, "points": action.points, "value": value,
             "to": action.side or ALL_SIDES, "event": source}]
