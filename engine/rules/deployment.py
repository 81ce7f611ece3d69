"""The deployment step before round 1 (DESIGN.md, "Mission events": `deployment`).

Each side with a deployment zone, in playing order, may rearrange its units inside its
zone with `{"type": "deploy", "unit": ID, "to": [col, row]}` (to a free cell of the zone
where the unit may stand, A3), then `end_turn` ends its deployment. Round 1 begins when
the last deploying side is done. Cargo rides with its carrier.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.grid import Cell
from engine.rules.actions import Action, Event, IllegalAction, cell_key, unit_key
from engine.rules.events import may_stand
from engine.rules.state import GameState, UnitState

DEPLOY = "deploy"


def deploying_sides(state: GameState, zones: Mapping[str, frozenset[Cell]]) -> list[str]:
    """Sides that deploy before round 1, in playing order: those with a zone."""
    return [s for s in state.order if s in zones]


def check_deploy(state: GameState, zones: Mapping[str, frozenset[Cell]],
                 action: Action) -> tuple[UnitState, Cell]:
    side = state.mission.deploying[0]
    unit = unit_key(action, "unit", state)
    to = cell_key(action, "to", state)
    zone = zones.get(side, frozenset())
    if unit.side != side:
        raise IllegalAction(f"unit '{unit.id}' is {unit.side}'s, and {side} is deploying")
    if unit.at is None:
        raise IllegalAction(f"unit '{unit.id}' is aboard '{unit.aboard}'; it deploys with "
                            "its carrier")
    if unit.at not in zone:
        raise IllegalAction(f"unit '{unit.id}' is outside {side}'s deployment zone")
    if to not in zone:
        raise IllegalAction(f"{list(to)} is outside {side}'s deployment zone")
    if to == unit.at:
        raise IllegalAction(f"unit '{unit.id}' is already at {list(to)}")
    if not may_stand(state, unit, to):
        raise IllegalAction(f"unit '{unit.id}' cannot stand at {list(to)} (taken, or "
                            "ground it cannot enter)")
    return unit, to


def perform_deploy(state: GameState, plan: tuple[UnitState, Cell]) -> list[Event]:
    unit, to = plan
    came = unit.at
    assert came is not None
    state.lift(unit)
    state.place(unit, to)
    return [{"type": "deployed", "unit": unit.id, "side": unit.side,
             "from": [came[0], came[1]], "to": [to[0], to[1]]}]


def deploy_actions(state: GameState, zones: Mapping[str, frozenset[Cell]]) -> list[Action]:
    """Every legal deploy of the deploying side, units in scenario order, cells sorted."""
    side = state.mission.deploying[0]
    zone = sorted(zones.get(side, frozenset()), key=lambda c: (c[1], c[0]))
    out: list[Action] = []
    for unit in state.living(side):
        if unit.at is None or unit.at not in zones[side]:
            continue
        out += [{"type": DEPLOY, "unit": unit.id, "to": [c[0], c[1]]}
                for c in zone if c != unit.at and may_stand(state, unit, c)]
    return out
