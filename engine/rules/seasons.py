"""Forest fires and the seasons (RULES.md A6).

A fire (`state.fires`) is lit by a shell or a vehicle destroyed on a flammable cell
(`GameState.ignite`), or in the ignition seasons by the summer sun: a seeded die at the end
of each round. Units on a burning cell lose HP at the end of each of their own side-turns.
Fires of the first generation spread once to adjacent forests (never in the seasons that
block it) at the end of the side-turn that completes a full round of side-turns after the
one that lit them, whoever lit them: a fire lit in a round's last side-turn spreads at
the next round's end, not at once (in `orders` and `activation` a round is one side-turn
of every side, ended together). At the end of each round every fire ages, and a fire that
has burnt its rounds leaves its `burns_to` terrain. In the regrowth seasons,
at the start of each round, that ground grows back unless something was built or laid on it.
"""

from __future__ import annotations

import random

from engine.rules.actions import Event, cell_json
from engine.rules.damage import damage_unit
from engine.rules.state import GameState


def burn_units(state: GameState, side: str) -> list[Event]:
    """The side's ground units standing in a fire lose HP (no cover against flames);
    aircraft in flight and cargo are out of reach."""
    events: list[Event] = []
    damage = state.catalog.rules.fire_damage
    for unit in list(state.living(side)):
        if unit.on_ground and unit.at in state.fires:
            damage_unit(state, unit, damage, events, "forest fire")
    return events


def spread_fires(state: GameState) -> list[Event]:
    """The end of a side-turn: every fire has burnt through it (the one that lit a fire
    does not count); a fire that has now burnt a full round of side-turns
    (`fire_spread_after_rounds` rounds) spreads once to the forests around it."""
    rules = state.catalog.rules
    events: list[Event] = []
    spreading = state.season not in rules.fire_spread_blocked_seasons and not (
        state.rain and rules.rain_stops_fire_spread)
    due = rules.fire_spread_after_rounds * len(state.order)
    for fire in sorted(state.fires.values(), key=lambda f: f.at):
        fire.side_turns += 1
        if (spreading and fire.side_turns == due
                and fire.generation + 1 <= rules.fire_spread_generations):
            for cell in state.neighbours(fire.at):
                state.ignite(cell, events, "spread", fire.generation + 1, in_side_turn=False)
    return events


def end_of_round(state: GameState, rng: random.Random) -> list[Event]:
    """Fires age and burn out; then the sun may light a new one."""
    rules = state.catalog.rules
    events: list[Event] = []
    for fire in sorted(state.fires.values(), key=lambda f: f.at):
        fire.age += 1
        if fire.age >= rules.fire_burn_rounds:
            del state.fires[fire.at]
            burnt = state.terrain_at(fire.at).burns_to
            events.append({"type": "fire_out", "at": cell_json(fire.at)})
            if burnt is not None:
                state.set_terrain(fire.at, burnt)
                events.append({"type": "terrain_changed", "at": cell_json(fire.at),
                               "terrain": burnt})
    if state.season in rules.ignition_seasons:
        roll = rng.randint(1, rules.ignition_die_sides)
        if roll >= rules.ignition_on_roll:
            unburnt = [c for c in state.grid.cells()
                       if state.terrain_at(c).flammable and c not in state.fires]
            if unburnt:
                state.ignite(rng.choice(unburnt), events, "summer", in_side_turn=False)
    return events


def start_of_round(state: GameState) -> list[Event]:
    """Regrowth: burnt ground turns back to forest where no building, work or mine is."""
    if state.season not in state.catalog.rules.regrowth_seasons:
        return []
    events: list[Event] = []
    for cell in state.grid.cells():
        regrows = state.terrain_at(cell).regrows_to
        if (regrows is None or cell in state.structures or cell in state.bridges
                or cell in state.mines):
            continue
        state.set_terrain(cell, regrows)
        events.append({"type": "terrain_changed", "at": cell_json(cell), "terrain": regrows})
    return events
