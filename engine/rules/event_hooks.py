"""The run hooks of the mission kinds (engine/scenario/kinds/), by kind name: a trigger's
`@condition` (does it hold now?) and an action's `@runs` (what it does, as replay events).

The registry lives apart from `engine.rules.events` so that the hooks of a family of
kinds can sit in a module of their own (variables: mission_vars.py; triggers on time and
places: mission_triggers.py; changes to the map and the objectives: mission_changes.py)
without importing the events module back; `engine.rules.events` imports them all, so
importing it registers every hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from engine.rules.actions import Event
from engine.rules.state import GameState
from engine.scenario.kinds import kind_of


class MissionHost(Protocol):
    """What the events need of the game (`mission`: engine.rules.events.MissionRules;
    `victory`: engine.rules.victory.VictoryRules, which an `objective` action replaces)."""

    state: GameState
    rng: Any
    mission: Any
    victory: Any


Condition = Callable[[MissionHost, Any], bool]
CONDITIONS: dict[str, Condition] = {}  # trigger kind -> whether it holds now
Run = Callable[[MissionHost, Any, str], list[Event]]
RUNS: dict[str, Run] = {}  # action kind -> its replay events (source: the event or card id)


def condition(kind: str) -> Callable[[Condition], Condition]:
    """Register the run hook of trigger kind `kind`."""
    def register(hook: Condition) -> Condition:
        CONDITIONS[kind] = hook
        return hook
    return register


def runs(kind: str) -> Callable[[Run], Run]:
    """Register the run hook of action kind `kind`."""
    def register(hook: Run) -> Run:
        RUNS[kind] = hook
        return hook
    return register


def holds_now(host: MissionHost, t: Any) -> bool:
    return CONDITIONS[kind_of(t).name](host, t)


def run_actions(host: MissionHost, actions: list[Any], source: str) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        if host.state.result is not None:
            break
        events += RUNS[kind_of(action).name](host, action, source)
    return events
