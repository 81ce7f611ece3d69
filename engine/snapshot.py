"""A game's current position written back as a scenario: to draw it, or to save it.

The play-test window draws a game with the editor's painter, which draws scenarios; this
keeps the painter ignorant of the game's runtime records.
"""

from __future__ import annotations

import copy

from engine.game import Game
from engine.scenario import Feature, MapSpec, Scenario, Unit, Victory
from engine.state import FINISHED


def position_as_scenario(game: Game, base: Scenario) -> Scenario:
    """`base` (the mission being played) with terrain, units and features as they are now."""
    state = game.state
    rows = ["".join(row) for row in state.terrain]
    units = []
    for u in state.living():
        units.append(Unit(
            id=u.id, type=u.type.id, side=u.side, at=u.at, name=u.name,
            hp=u.hp if u.hp != u.type.hp else None,
            ammo=u.ammo if u.ammo != u.type.ammo else None,
            fuel=u.fuel if u.fuel != u.max_fuel else None,
            flying=True if u.flying else None, cargo=list(u.cargo)))
    features: list[Feature] = []
    for cell, bridge in state.bridges.items():
        features.append(Feature("bridge", cell, owner=bridge.owner, hp=bridge.hp))
    for cell, s in state.structures.items():
        features.append(Feature(s.kind, cell, type=s.type, owner=s.owner, state=s.state,
                                progress=s.progress if s.state != FINISHED else None, hp=s.hp))
    for cell, mine in state.mines.items():
        features.append(Feature("mine", cell, owner=mine.owner))
    for cell in sorted(state.wrecks):
        features.append(Feature("wreck", cell))
    for vp in state.vps:
        features.append(Feature("victory_point", vp.at, id=vp.id, owner=vp.owner))
    snapshot = copy.copy(base)
    snapshot.map = MapSpec(width=base.map.width, height=base.map.height, rows=rows, grid=base.map.grid)
    snapshot.units = units
    snapshot.features = features
    snapshot.victory = copy.deepcopy(base.victory) if base.victory else Victory()
    return snapshot
