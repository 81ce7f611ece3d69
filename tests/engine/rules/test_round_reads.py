"""What an AI round reads of the position many times, read more cheaply (issue 37): the
aura's second shot from a map of its cells, a side's sight before and after an action as
two sights asked in turn. Each answer equals the one worked out the old way, along real
play (random legal actions on the bench's big map, and a shipped mission's AI game)."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import pytest
from random_play import mixed_scenario

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.player import AIPlayer
from engine.rules import auras, fire
from engine.rules.side_channel import Sight
from engine.rules.state import UnitState
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario
from rules_helpers import random_step

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def reach_the_old_way(state, unit_type) -> int:
    """A unit type's aura reach (A1.2), -1 for none, read as the rules read it."""
    reach = -1
    if unit_type.has("double_shot_aura"):
        reach = state.catalog.rules.double_shot_supply_truck_distance
    if unit_type.has("aura_general"):
        reach = max(reach, state.catalog.rules.double_shot_general_radius)
    return reach


def shots_the_old_way(game: Game, unit) -> int:
    """A1.2 as `shots_allowed` reads it unread (every aura source measured)."""
    state = game.state
    base, bonus = unit.type.shots, state.play.aura_shots
    if base >= bonus or unit.at is None:
        return base
    for other in state.living(unit.side):
        if other is unit or other.at is None:
            continue
        reach = reach_the_old_way(state, other.type)
        if reach >= 0 and state.grid.distance(other.at, unit.at) <= reach:
            return bonus
    return base


def test_A1_the_aura_read_from_its_cells_equals_every_source_measured():
    """While a position is read, a unit's second shot comes from the map of the aura's
    cells (`auras.aura_cells`); outside, from every source measured: the same answer for
    every unit, the trucks and generals themselves included, as units move."""
    game = Game(big_scenario(40, 40, 24, seed=7), seed=0)
    bonus_seen = 0
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.sides)}
    for step in range(60):
        if game.result is not None:
            break
        if step % 6 == 0:
            units = [u for u in game.state.living() if u.at is not None]
            with reading_position():
                read = {u.id: fire.shots_allowed(game.state, u) for u in units}
            for u in units:
                old = shots_the_old_way(game, u)
                assert read[u.id] == old == fire.shots_allowed(game.state, u), u.id
                bonus_seen += old > u.type.shots
        with reading_position():
            game.apply(players[game.side].choose_action(game))
    assert bonus_seen > 10


def test_A8_a_union_of_sights_sees_what_one_sight_of_both_sees():
    """`before | after` asks each sight in turn: the same answer on every cell as one
    sight holding both sets of eyes and cells."""
    game = Game(load_scenario(SCENARIOS / "harrow_ford.yaml"), seed=2)
    rng = random.Random(8)
    grid = game.state.grid
    cells = [(c, r) for c in range(grid.width) for r in range(grid.height)]
    sights = [{s: game._sight(s) for s in game.sides}]
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.sides)}
    for _ in range(30):
        if game.result is not None:
            break
        with reading_position():
            game.apply(players[game.side].choose_action(game))
        sights.append({s: game._sight(s) for s in game.sides})
    for before, after in zip(sights, sights[1:], strict=False):
        for side in game.sides:
            a, b = before[side], after[side]
            union = a | b
            flat = Sight(a.units | b.units, a.cells | b.cells, a.eyes + b.eyes,
                         a.distance or b.distance)
            assert union == flat
            for cell in rng.sample(cells, 150):
                assert union.sees(cell) == flat.sees(cell), cell
    # a sight of cells only (no eyes) joins one with eyes
    only = Sight(frozenset({"x"}), frozenset({(0, 0)}))
    eyes = sights[-1][game.sides[0]]
    assert all((only | eyes).sees(c) == (c == (0, 0) or eyes.sees(c)) for c in cells[:200])


def sources_the_old_way(game: Game, side: str) -> list:
    """The side's aura sources as the list was made at every position (every unit read)."""
    state, out = game.state, []
    for u in state.units.values():
        if not u.alive or u.side != side or u.at is None:
            continue
        reach = reach_the_old_way(state, u.type)
        if reach >= 0:
            out.append((u, reach))
    return out


def play_reading_sources(game: Game, seed: int, steps: int) -> int:
    """Random play, each side's aura sources compared after every action with the list
    made afresh; a source is put off the map half-way (it boards: the list changes). How
    many positions were given the last list again."""
    chooser, last, again = random.Random(seed), {}, 0
    for step in range(steps):
        if step == steps // 2:  # a source goes (as aboard a carrier): the list anew
            source = sources_the_old_way(game, game.side)[0][0]
            source.at = None
        for side in game.sides:
            with reading_position():
                kept = auras.aura_sources(game.state, side)
            assert kept == sources_the_old_way(game, side), f"step {step}"
            again += kept is last.get(side)
            last[side] = kept
        if not random_step(game, chooser):
            break
    return again


def test_A1_the_aura_sources_are_kept_while_none_changed():
    """The sources (a general, supply trucks) are kept from one position to the next while
    no unit changed that is one or becomes one: most actions move other units."""
    again = play_reading_sources(Game(mixed_scenario(), seed=4), 4, 60)
    assert again > 40


def test_A1_control_a_skipped_update_leaves_the_sources_stale():
    """Control: with the change count switched off, the source put off the map keeps
    its number and the kept list is given again; the comparison catches it."""
    game = Game(mixed_scenario(), seed=4)
    with mock.patch.object(UnitState, "__setattr__", object.__setattr__):
        with pytest.raises(AssertionError, match="step"):
            play_reading_sources(game, 4, 60)
