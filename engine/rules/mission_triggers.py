"""The run hooks of the triggers on logic, time and place (DESIGN.md, "Mission events"):
`not`, `holds`, `unit_at` and `turn_of` (`GameState.mission.starting`: the sides whose
side-turns start, set by `engine.rules.events.turn_started` for its check alone).

`holds` reads `GameState.mission.held`: per victory point, who holds it and since which
round, noted at every check of the events (after every action and at every turn start,
`note_holders`), so a point taken back and lost again starts over, and a clone or a
replay has the same history.
"""

from __future__ import annotations

from engine.rules.event_hooks import MissionHost, condition, holds_now
from engine.rules.state import GameState
from engine.scenario.kinds.holds import HoldsTrigger
from engine.scenario.kinds.negate import NotTrigger
from engine.scenario.kinds.turn_of import TurnOfTrigger
from engine.scenario.kinds.unit_at import UnitAtTrigger


def note_holders(state: GameState) -> None:
    """Each point's holder now, and the round since which it holds it."""
    held = state.mission.held
    for vp in state.vps:
        now = held.get(vp.id)
        if now is None or now[0] != vp.owner:
            held[vp.id] = [vp.owner, state.round]


@condition("not")
def _not(host: MissionHost, t: NotTrigger) -> bool:
    return not all(holds_now(host, inner) for inner in t.triggers)


@condition("holds")
def _holds(host: MissionHost, t: HoldsTrigger) -> bool:
    state = host.state
    now = state.mission.held.get(t.point)
    return now is not None and now[0] == t.side and state.round - now[1] >= t.rounds


@condition("unit_at")
def _unit_at(host: MissionHost, t: UnitAtTrigger) -> bool:
    state = host.state
    cells = host.mission.cells(t.area)
    if t.unit is not None:
        unit = state.units.get(t.unit)
        return unit is not None and unit.alive and state.position(unit) in cells
    inside = sum(1 for u in state.living(t.side) if state.position(u) in cells)
    return inside >= (t.count or 1)


@condition("turn_of")
def _turn_of(host: MissionHost, t: TurnOfTrigger) -> bool:
    """At the start of each of the side's side-turns (in `orders` and `activation`, every
    side's side-turn starts with the round): only the check made then sees it hold."""
    return t.side in host.state.mission.starting
