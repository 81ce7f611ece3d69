"""A side's sight kept from one pass to the next (issue 37): `vision._spotted_by_eyes`
updates the last pass on a state from what changed since (the units whose values
changed, `UnitState.changed`, and the enemies within reach of an eye that moved, came or
went), and goes back to the whole pass when anything else it reads changed; the side's
observers likewise (`vision._observers`: an eye that moved put in its place); a side's
sight takes its last eyes and their buckets while they are the same; its memory of the
map looks only at the cells where it differs while the terrain's version is the same
(`KnownMap.update`); the cells it sees are those of its last pass while its observers
are the same list (`sight_range.kept_cells_seen`). Along random play on several missions (hex and square grids, night,
camouflaged snipers, drones and aircraft, cargo, buildings and works, wrecks, smoke, a
mission's `reveal`, terrain changed in and out of sight) the kept answers equal the whole
pass after every action, to the order of the ids, so no side ever learns more, or less,
than it did (RULES.md A7, A8). Controls play on with the change count switched off, or a
terrain change not counted (an update skipped): the comparison then fails."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.rules import vision
from engine.rules.sight_range import cells_seen
from engine.rules.state import UnitState
from engine.scenario.io import load_scenario
from rules_helpers import random_step

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


def whole_pass(game: Game, side: str) -> frozenset[str]:
    """The side's spotting worked out from nothing (no kept pass read or written)."""
    state = game.state
    found = vision._spotted_all(state, side, vision._observers(state, side))
    lifted = vision.revealed_cells(state, side)
    shown = [u.id for u in state.living() if u.side != side and u.at in lifted]
    return found | frozenset(shown) if shown else found


def differences(game: Game) -> list[tuple[str, str, list[Any], list[Any]]]:
    """Each side whose kept spotting, observers or sight differs from the whole pass:
    (side, what, kept, whole), the ids in the sets' own order (the same ids in another
    order count too)."""
    out: list[tuple[str, str, list[Any], list[Any]]] = []
    state = game.state
    for side in game.sides:
        kept = vision._spotted_ids(state, side)
        whole = whole_pass(game, side)
        if kept != whole or list(kept) != list(whole):
            out.append((side, "spotted", sorted(kept), sorted(whole)))
        eyes = vision._observers_all(state, side)
        if vision._observers(state, side) != eyes:
            out.append((side, "observers", vision._observers(state, side), eyes))
        sight = game._sight(side)
        if (sight.units != frozenset(u.id for u in state.living(side)) | whole
                or sight.eyes != tuple((o.cell, o.reach) for o in eyes)
                or sight.cells != vision.revealed_cells(state, side)):
            out.append((side, "sight", [sight], [eyes]))
        grid = state.grid
        seen = frozenset(c for c in cells_seen(grid, ((o.cell, o.reach) for o in eyes))
                         if grid.in_bounds(c)) | vision.revealed_cells(state, side)
        if vision._visible(state, side) != seen:
            out.append((side, "visible", sorted(vision._visible(state, side)), sorted(seen)))
    return out


def play_comparing(game: Game, seed: int, steps: int) -> tuple[int, int]:
    """Random play (mostly moves, some shots and orders, turns ended now and then), the
    kept spotting compared with the whole pass after every action; (actions, answers
    that changed along the way)."""
    chooser = random.Random(seed)
    changes = 0
    last = {side: vision._spotted_ids(game.state, side) for side in game.sides}
    for step in range(steps):
        if not random_step(game, chooser):
            break
        assert differences(game) == [], f"step {step}"
        for side in game.sides:
            now = vision._spotted_ids(game.state, side)
            changes += now != last[side]
            last[side] = now
    return step + 1, changes


def night_reveal() -> Game:
    """Red sees nothing of blue at 23:00 until a `reveal` lifts its fog over two cells
    for two rounds (tests/engine/rules/test_mission_changes.py)."""
    from mission_helpers import mission_text

    from engine.scenario.io import scenario_from_text
    extra = ("events:\n  - id: e1\n    when: {round: 1}\n    do: [{reveal: {side: red, "
             "area: [[7, 3], [7, 2]], rounds: 2}}]\n")
    text = mission_text(extra).replace("rounds: 10\n", "calendar: {start_hour: 23}\n"
                                       "rounds: 10\n")
    scenario, problems = scenario_from_text(text, "night.yaml")
    assert scenario is not None and not problems, [str(p) for p in problems]
    return Game(scenario, seed=4)


@pytest.mark.parametrize("seed", (1, 5))
def test_kept_spotting_equals_the_whole_pass_on_a_mixed_scenario(seed):
    """Hex: a camouflaged sniper, a drone and helicopters, a truck's cargo, buildings
    (one being built), works, a wreck, mines, a bridge."""
    steps, changes = play_comparing(Game(mixed_scenario(), seed=seed), seed, 120)
    assert steps > 60 and changes > 3


@pytest.mark.parametrize("mission", ("four_ways_phased", "winter_night_defence",
                                     "harrow_ford", "square_skirmish", "eagles_nest"))
def test_kept_spotting_equals_the_whole_pass_on_shipped_missions(mission):
    """Square and hex grids, smoke (phased), a winter night, snipers in cover."""
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=3)
    steps, changes = play_comparing(game, 3, 90)
    assert steps > 40 and changes > 0


def test_kept_spotting_equals_the_whole_pass_while_a_reveal_lifts_the_fog():
    game = night_reveal()
    assert {"b1", "b2"} <= vision._spotted_ids(game.state, "red")
    steps, changes = play_comparing(game, 7, 120)
    assert steps > 30 and changes > 0, (steps, changes, game.round, game.result)
    assert game.round >= 3  # past the reveal's last round


def test_a_kept_pass_looks_again_at_few_enemies():
    """The work: after a move the kept pass looks again only at the enemies that changed
    or stand near the side's moved eye; the whole pass (every enemy) runs only for a new
    state or a change of what else it reads. On Grey Meadow the sides start far apart:
    12 moves look at no enemy again (the whole pass looked at 84 each time)."""
    game = Game(load_scenario(MISSIONS / "operation_grey_meadow.yaml"), seed=0)
    state = game.state
    side = game.side
    vision._spotted_ids(state, side)
    kept = vision._SPOTTING_KEPT[(id(state), side)]
    enemies = sum(1 for u in state.living() if u.side != side and u.at is not None)
    chooser = random.Random(0)
    with mock.patch.object(vision, "_spotted_all", wraps=vision._spotted_all) as whole:
        for _ in range(12):
            game.apply(chooser.choice([a for a in game.legal_actions()
                                       if a["type"] == "move"]))
            assert whole.call_count == 0
        assert differences(game) == []
    assert vision._SPOTTING_KEPT[(id(state), side)] is kept  # updated, not rebuilt
    assert kept.looks < enemies, (kept.looks, enemies)
    # on a small map a move comes near enemies: those are looked at again
    small = Game(mixed_scenario(), seed=5)
    for _ in range(12):
        small.apply(chooser.choice([a for a in small.legal_actions() if a["type"] == "move"]
                                   or [{"type": "end_turn"}]))
    assert sum(k.looks for key, k in vision._SPOTTING_KEPT.items()
               if key[0] == id(small.state)) > 0


def test_a_skipped_update_is_caught():
    """Control: with the change count switched off (a unit's new values not numbered),
    the kept pass misses what moved, and the comparison above fails."""
    game = Game(mixed_scenario(), seed=5)
    with mock.patch.object(UnitState, "__setattr__", object.__setattr__):
        with pytest.raises(AssertionError, match="step"):
            play_comparing(game, 5, 120)


def play_knowing(game: Game, seed: int, steps: int) -> tuple[int, int]:
    """Random play, each side's memory of the map (`known_map`, updated from the cells
    where it differs while the terrain's version is the same) compared after every
    action with one updated by the whole comparison of every row; (actions that changed
    the terrain, actions after which some side's memory lagged behind the map)."""

    state = game.state
    whole = {side: game.known_map(side).copy() for side in game.sides}
    chooser = random.Random(seed)
    lagged = changes = 0
    for step in range(steps):
        legal = game.legal_actions()
        if not legal:
            break
        shots = [a for a in legal if a["type"] == "fire"]
        version = state.terrain_version
        game.apply(chooser.choice(shots) if shots and chooser.random() < 0.7
                   else legal[-1] if chooser.random() < 0.15 else chooser.choice(legal))
        changes += state.terrain_version != version
        for side in game.sides:
            whole[side].update(state.terrain, state.wrecks, state.fires,
                               game.channel.sight[side].sees)
            kept = game.known_map(side)
            assert (kept.terrain, kept.wrecks, kept.fires) == (
                whole[side].terrain, whole[side].wrecks, whole[side].fires), f"step {step}"
        lagged += any(game.known_map(side).terrain != state.terrain for side in game.sides)
    return changes, lagged


def night_changes() -> Game:
    """At 23:00 (red sees little), a mission floods cells far from red in rounds 2 and 3:
    red learns of them when it sees them."""
    from mission_helpers import mission_text

    from engine.scenario.io import scenario_from_text
    events = "".join(
        f"  - id: e{n}\n    when: {{round: {n}}}\n    do: [{{set_terrain: {{area: "
        f"{cells}, terrain: '~'}}}}]\n"
        for n, cells in ((2, "[[7, 0], [7, 1]]"), (3, "[[6, 0], [4, 1]]")))
    text = mission_text("events:\n" + events).replace(
        "rounds: 10\n", "calendar: {start_hour: 23}\nrounds: 10\n")
    scenario, problems = scenario_from_text(text, "night.yaml")
    assert scenario is not None and not problems, [str(p) for p in problems]
    return Game(scenario, seed=2)


@pytest.mark.parametrize("seed", (0, 3))
def test_a_sides_memory_of_the_map_equals_the_whole_comparison(seed):
    """Shells and fires change the terrain (craters, burnt ground) in each side's sight,
    a mission floods cells out of it; each memory learns what it sees, as the whole
    comparison does."""
    changes, _ = play_knowing(Game(mixed_scenario(), seed=seed), seed, 150)
    assert changes > 0
    changes, lagged = play_knowing(night_changes(), seed, 150)
    assert changes > 0 and lagged > 0, (changes, lagged)


def test_a_terrain_change_not_counted_is_caught():
    """Control: a terrain change that does not count its version leaves the kept cells
    stale; the comparison fails."""
    from engine.rules.state import GameState

    def uncounted(self, cell, terrain_id):
        self.terrain[cell[1]][cell[0]] = self.catalog.terrain_by_id[terrain_id].char

    with mock.patch.object(GameState, "set_terrain", uncounted):
        with pytest.raises(AssertionError, match="step"):
            play_knowing(night_changes(), 1, 150)


def test_a_sight_read_along_paths_is_its_sight_cell_by_cell():
    """`Sight.seen_of` (a move event's path, side_channel.py) answers `sees` for every
    cell, on sights of eyes and cells, their unions (parts measured alike or not) and
    paths of neighbours, of jumps and with no cell; along paths it looks through the eyes
    (`Sight.eye`) for fewer cells than `sees` cell by cell."""
    from engine.grid import make_grid
    from engine.rules.side_channel import Sight

    rng = random.Random(7)
    looks = [0]
    real_eye = Sight.eye

    def counted(self: Sight, cell: Any) -> Any:
        looks[0] += 1
        return real_eye(self, cell)

    along = alone = 0
    with mock.patch.object(Sight, "eye", counted):
        for kind in ("hex", "square"):
            grid = make_grid(kind, 40, 30)

            def other(a: Any, b: Any, d: Any = grid.distance) -> int:  # not alike
                return d(a, b)  # type: ignore[no-any-return]

            def made(distance: Any) -> Sight:
                eyes = tuple(((rng.randrange(40), rng.randrange(30)), rng.randrange(1, 11))
                             for _ in range(rng.randrange(0, 30)))
                cells = frozenset((rng.randrange(40), rng.randrange(30)) for _ in range(5))
                return Sight(frozenset(), cells, eyes, distance)

            for _ in range(150):
                one, two = made(grid.distance), made(rng.choice((grid.distance, other)))
                for sight in (one, one | two, two | one):
                    cell = (rng.randrange(40), rng.randrange(30))
                    walk: list[Any] = [cell]
                    for _ in range(rng.randrange(1, 25)):
                        cell = rng.choice(list(grid.neighbours(cell)))
                        walk.append(cell)
                    jumps = [(rng.randrange(40), rng.randrange(30)) for _ in range(8)]
                    for cells in (walk, [*jumps, None], [*walk[:3], None, *walk[3:]]):
                        looks[0] = 0
                        want = [sight.sees(c) for c in cells]
                        alone += looks[0] if cells is walk else 0
                        looks[0] = 0
                        assert sight.seen_of(cells) == want, (kind, cells)
                        along += looks[0] if cells is walk else 0
    assert along < alone / 2, (along, alone)


def test_the_cells_a_side_sees_are_kept_while_its_eyes_stand_still(monkeypatch):
    """The work: a move of one side's unit makes that side's visible cells anew, not the
    other side's, whose eyes did not move; a change of its eyes does (the comparison
    with the whole pass after every action is `differences` above)."""
    from engine.rules import sight_range
    made: list[int] = []
    whole = sight_range.cells_seen

    def counting(grid, eyes):
        made.append(1)
        return whole(grid, eyes)
    monkeypatch.setattr(sight_range, "cells_seen", counting)
    monkeypatch.setattr(vision, "cells_seen", counting, raising=False)  # were it called there
    game = Game(load_scenario(MISSIONS / "eagles_nest.yaml"), seed=3)
    mover, other = game.side, next(s for s in game.sides if s != game.side)
    game.visible_cells(mover), game.visible_cells(other)
    assert len(made) == 2
    game.apply(next(a for a in game.legal_actions() if a["type"] == "move"))
    game.visible_cells(other)
    assert len(made) == 2  # the other side's eyes stood still
    game.visible_cells(mover)
    assert len(made) == 3  # the mover's did not
    assert differences(game) == []
