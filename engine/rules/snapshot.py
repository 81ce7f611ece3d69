"""A game's current position written back as a scenario: to draw it, or to save it.

The play-test window draws a game with the editor's painter, which draws scenarios; this
keeps the painter ignorant of the game's runtime records.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from engine.rules.game import Game
from engine.rules.state import FINISHED
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Calendar, Feature, MapSpec, Scenario, Unit, Victory


def position_as_scenario(game: Game, base: Scenario, viewer: str | None = None) -> Scenario:
    """`base` (the mission being played) with terrain, units and features as they are now;
    with a `viewer`, only what that side knows (its channel, engine/rules/side_channel.py):
    the enemy units it spots, the mines it knows of (its own and those its engineers have
    found), and the buildings and works not its own as it last saw them."""
    state = game.state
    rows = ["".join(row) for row in state.terrain]
    seen = None if viewer is None else {u["id"] for u in game.seen_units(viewer)}
    mines_known = None if viewer is None else game.known_mines(viewer)
    units = []
    for u in state.living():
        if seen is not None and u.id not in seen:
            continue
        units.append(Unit(
            id=u.id, type=u.type.id, side=u.side, at=u.at, name=u.name,
            hp=u.hp if u.hp != u.type.hp else None,
            ammo=u.ammo if u.ammo != u.type.ammo else None,
            fuel=u.fuel if u.fuel != u.max_fuel else None,
            flying=True if u.flying else None,
            cargo=[c for c in u.cargo if seen is None or c in seen]))
    features: list[Feature] = []
    if viewer is None:
        for cell, bridge in state.bridges.items():
            features.append(Feature("bridge", cell, owner=bridge.owner, hp=bridge.hp))
        for cell, s in state.structures.items():
            features.append(Feature(s.kind, cell, type=s.type, owner=s.owner, state=s.state,
                                    progress=s.progress if s.state != FINISHED else None,
                                    hp=s.hp))
    else:
        for k in game.view(viewer).structures:
            cell = (k["at"][0], k["at"][1])
            if k["kind"] == "bridge":
                features.append(Feature("bridge", cell, owner=k["owner"], hp=k["hp"]))
            else:
                features.append(Feature(k["kind"], cell, type=k["type"], owner=k["owner"],
                                        state=k["state"], hp=k["hp"], progress=(
                                            k["progress"] if k["state"] != FINISHED else None)))
    for cell, mine in state.mines.items():
        if mines_known is not None and cell not in mines_known:
            continue
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
    # the mission variables as they are now (a side is told none: mission bookkeeping),
    # and the season a `weather` action may have changed
    variables = dict(state.mission.variables)
    snapshot.variables = (variables if viewer is None and (variables or base.variables
                                                           is not None) else None)
    if state.season != (base.calendar.season if base.calendar else None) and (
            base.calendar is not None or state.season != scenario_defaults().season):
        snapshot.calendar = replace(base.calendar or Calendar(), season=state.season)
    if viewer is not None:  # a side is never told future events (DESIGN.md)
        snapshot.events, snapshot.event_cards = [], []
        snapshot.briefing = {k: v for k, v in (base.briefing or {}).items() if k == viewer} or None
    return snapshot

