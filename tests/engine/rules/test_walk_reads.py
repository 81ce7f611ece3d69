"""What a move's walk and a side-turn's end read of the position, read more cheaply
(issue 37): a walk with no enemy on alert does not look for one at every step, the
patrols find the enemies on the ground once per side until a shot, the drones in flight
are found before any is asked about. Each answer equals the one worked out the old way
(kept here as the reference), along AI play on the bench's big map and shipped missions."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.player import AIPlayer
from engine.grid import make_grid
from engine.rules import drones, movement, reactions, vision
from engine.rules.state import GameState, UnitState, clone_state
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def old_patrol_target(state: GameState, unit: UnitState, own_turn: bool, eyes):
    """`reactions.patrol_target` as it was: every living unit looked at for each unit."""
    rules = state.catalog.rules
    if (unit.at is None or unit.type.has("no_patrol") or not unit.type.has_direct_fire
            or (unit.type.is_aircraft and not unit.flying)):
        return None
    seen_by = eyes(unit.side)
    grid = state.grid
    candidates = []
    radius, row = rules.patrol_radius, unit.at[1]
    for index, enemy in enumerate(state.living()):
        if (enemy.side == unit.side or not enemy.on_ground or enemy.at is None
                or abs(enemy.at[1] - row) > radius
                or grid.distance(unit.at, enemy.at) > radius
                or not vision.spotted_by(state, enemy, seen_by)):
            continue
        candidates.append((grid.distance(unit.at, enemy.at), enemy.hp, index, enemy))
    for *_, enemy in sorted(candidates, key=lambda c: c[:3]):
        weapon = reactions.reaction_weapon(state, unit, enemy, own_turn, direct_only=True)
        if weapon is not None:
            return weapon, enemy
    return None


def old_patrol(state: GameState, just_played: str) -> list:
    start = state.order.index(just_played)
    sides = state.order[start + 1:] + state.order[:start + 1]
    events: list = []
    for side in sides:
        for unit in list(state.living(side)):
            if not unit.alive:
                continue
            found = old_patrol_target(state, unit, side == just_played,
                                      lambda s: vision.observers(state, s))
            if found is not None:
                weapon, enemy = found
                events += reactions._fire(state, unit, weapon, enemy, "patrol")
    return events


def units_of(state: GameState) -> list:
    return [(u.id, u.hp, u.alive, u.at, u.shots_fired, u.ammo) for u in state.units.values()]


def played(game: Game, actions: int, seed: int) -> int:
    """AI actions played on; how many were moves."""
    players = {s: AIPlayer(seed=seed + i) for i, s in enumerate(game.sides)}
    moves = 0
    for _ in range(actions):
        if game.result is not None:
            break
        with reading_position():
            action = players[game.side].choose_action(game)
        game.apply(action)
        moves += action.get("type") == "move"
    return moves


@pytest.mark.parametrize("scenario", ["big", "harrow_ford", "river_crossing"])
def test_A9_the_patrols_fire_as_when_every_unit_was_looked_at(scenario, monkeypatch):
    """Along AI play, each side's patrols at a side-turn's end fire the same shots at the
    same enemies (random from the same seed) as the code that looked at every living unit
    for each patrolling unit; the enemies on the ground are found once per side until a
    shot."""
    if scenario == "big":
        game = Game(big_scenario(36, 30, 30, seed=3), seed=0)
    else:
        game = Game(load_scenario(SCENARIOS / f"{scenario}.yaml"), seed=1)
    found = []
    real = reactions.enemies_on_ground
    monkeypatch.setattr(reactions, "enemies_on_ground",
                        lambda state, side: found.append(side) or real(state, side))
    shots = compared = 0
    for step in range(14):
        played(game, 25, seed=step)
        if game.result is not None:
            break
        for side in game.sides:
            old, new = clone_state(game.state), clone_state(game.state)
            random.seed(step)
            old_events = old_patrol(old, side)
            random.seed(step)
            found.clear()
            new_events = reactions.patrol(new, side)
            assert new_events == old_events
            assert units_of(new) == units_of(old)
            fired = sum(e.get("reaction") == "patrol" for e in new_events
                        if e.get("type") == "shot")
            assert len(found) <= len(game.sides) * (1 + len(new_events))
            shots += bool(new_events)
            compared += 1
            if not new_events:
                assert len(found) <= len(game.sides), fired
    assert compared >= 4 and shots >= 2  # patrols fired along the way


def test_A9_a_walk_with_no_enemy_on_alert_looks_for_none_at_each_step(monkeypatch):
    """A move's walk asks for the alert reactions at every step only while an enemy is on
    alert: none in a round of the big map's first moves; with one on alert (an Alert
    action), at every step, and it fires at the mover as before."""
    calls: list[str] = []
    real = reactions.react_to
    monkeypatch.setattr(reactions, "react_to",
                        lambda state, mover: calls.append(mover.id) or real(state, mover))
    game = Game(big_scenario(36, 30, 30, seed=3), seed=0)
    assert played(game, 20, seed=0) >= 10 and calls == []
    # an enemy on alert next to a mover's way: every step asks, and the shot comes
    state = game.state
    for mover in [u for u in state.living(state.side) if u.at is not None and not u.moved]:
        reach = movement.reachable_cells(state, mover)
        far = [r for r in reach.values() if len(r.path) >= 3]
        if far:
            break
    else:
        pytest.fail("no unit left to move")
    path = far[0].path
    guard = next(u for u in state.living() if u.side != mover.side and u.type.weapons
                 and u.at is not None and not u.flying)
    state.lift(guard)
    free = [c for c in state.grid.neighbours(path[1]) if c not in state.ground
            and c not in path]
    state.place(guard, free[0])
    guard.alert = True
    events = movement.perform_move(state, (mover, far[0]))
    assert len(calls) >= 1
    assert calls == [mover.id] * len(calls)
    walked = next(e for e in events if e["type"] == "moved")["path"]
    assert len(calls) == len(walked) - 1 or not guard.alert


def test_A10_the_drones_in_flight_fall_as_when_every_unit_was_asked(monkeypatch):
    """After every action the drones in flight, and only they, are asked whether they
    fall (out of reach or jammed): the same events as asking every living unit."""
    asked: list[str] = []
    real = drones.drone_problem
    monkeypatch.setattr(drones, "drone_problem",
                        lambda state, drone: asked.append(drone.id) or real(state, drone))
    path = SCENARIOS / "eagles_nest.yaml"
    game = Game(load_scenario(path), seed=0)
    for step in range(40):
        if game.result is not None:
            break
        state = game.state
        old = clone_state(state)
        asked.clear()
        new_events = drones.check_drones(state)
        in_flight = [u.id for u in old.living() if u.flying and u.type.is_drone]
        assert asked == in_flight
        old_events = []
        for drone in list(old.living()):
            why = real(old, drone)
            if why is not None:
                drones.destroy_unit(old, drone, old_events, why)
        assert new_events == old_events
        played(game, 1, seed=step)


def test_A3_a_hex_grids_neighbours_inside_and_on_the_border():
    """The hex grid's neighbours, six in a fixed order inside the border (one step) and
    the in-bounds ones on it, are the adjacent cells in bounds, in direction order."""
    for width, height in ((1, 1), (2, 3), (5, 4), (17, 9), (8, 8)):
        grid = make_grid("hex", width, height)
        for col in range(width):
            for row in range(height):
                expected = [c for c in grid._adjacent((col, row)) if grid.in_bounds(c)]
                assert grid.neighbours((col, row)) == expected
