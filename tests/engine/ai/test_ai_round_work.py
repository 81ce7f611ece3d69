"""An AI round at scale (issue 37, the 128x128 round as a whole process): what one decision
keeps for the next (the units' snapshots, the cells' cover), what is no longer worked out
for nothing (a side's sight for turn info that names no unit, the early-win check when a
mission is only loaded, a path walked once per cell), each equal to what it replaces.
Work is counted, never timed."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.mission import hold_reach
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.rules import movement, side_channel, unit_views
from engine.rules.side_channel import Sight
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario, read_scenario
from rules_helpers import turn_info_redacted

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def test_A8_a_side_turn_snapshots_only_the_units_that_changed(monkeypatch):
    """Each decision reads every unit's snapshot; from one decision to the next only
    the units whose values changed (the mover, mostly) are snapshot again, and every
    snapshot kept equals one made afresh. Before: every unit, every decision."""
    made: list[str] = []
    real = unit_views.UnitSnapshot

    def counting(*values: Any) -> unit_views.UnitSnapshot:
        made.append(values[0])
        return real(*values)

    game = Game(big_scenario(48, 48, 16, seed=3), seed=0)
    side = game.side
    player = AIPlayer(seed=0)
    decisions = 0
    with reading_position():
        while game.side == side and decisions < 12:
            monkeypatch.setattr(unit_views, "UnitSnapshot", counting)
            action = player.choose_action(game)
            monkeypatch.setattr(unit_views, "UnitSnapshot", real)
            game.apply(action)
            decisions += 1
            kept = SideView(game, side, ai_config(None), player._cache)
            fresh = SideView(game, side, ai_config(None), TurnCache())
            assert kept.own == fresh.own and kept.enemies == fresh.enemies
    units = len(game.units(side)) + len(kept.enemies)
    assert decisions >= 8
    # the first decision snapshots every unit; each later one the few that changed
    assert len(made) - units < decisions * 3, (len(made), units, decisions)
    assert len(made) < decisions * units / 4


def test_A8_turn_info_naming_no_unit_asks_for_no_sight(monkeypatch):
    """The plain turn system keeps nothing about units: a side is given its turn info
    as it is, without working out what the side sees; a system whose info names units
    still has them taken out as the side's sight says."""
    game = Game(big_scenario(32, 32, 6, seed=2), seed=0)
    asked: list[str] = []
    real = game._sight
    monkeypatch.setattr(game, "_sight", lambda side: asked.append(side) or real(side))
    for side in game.sides:
        assert game.turn_info_for(side) == game.turn_info
    assert asked == []
    active = Game(load_scenario(SCENARIOS / "four_ways_activation.yaml"), seed=0)
    player = AIPlayer(seed=0)
    for _ in range(6):
        active.apply(player.choose_action(active))
        info = active.turn_info
        assert side_channel.names_units(info, active.channel.unit_ids)
        for side in active.sides:
            assert active.turn_info_for(side) == turn_info_redacted(
                info, active._sight(side), active.channel.unit_ids)


def test_loading_a_mission_runs_no_check_that_only_warns(monkeypatch):
    """`load_scenario` (what `clumsy play` reads a file with) leaves out the early-win
    check: it only warns, so the mission loaded is the same; `read_scenario` runs it."""
    runs: list[str] = []
    real = hold_reach.earliest_hold
    monkeypatch.setattr(hold_reach, "earliest_hold",
                        lambda game, side, **kw: runs.append(side) or real(game, side, **kw))
    path = SCENARIOS / "harrow_ford.yaml"
    loaded = load_scenario(path)
    assert runs == []
    read, problems = read_scenario(path)
    assert runs  # the full check played the game forward
    assert loaded == read and not [p for p in problems if p.severity == "error"]


def test_A3_paths_built_from_their_parents_equal_each_walked_back():
    game = Game(big_scenario(40, 40, 8, seed=5), seed=0)
    checked = 0
    for unit in game.state.living(game.side):
        found, labels = movement._search(game.state, unit)
        reach = movement.reachable_cells(game.state, unit)
        assert set(reach) == set(found)
        for cell, (ap, fuel, index) in found.items():
            assert reach[cell] == movement.Reach(ap, fuel, movement.path_of(labels, index))
            checked += 1
    assert checked > 200


def test_A8_two_sights_joined_see_what_either_sees():
    game = Game(big_scenario(40, 40, 8, seed=5), seed=0)
    grid = game.state.grid
    rng = random.Random(4)

    def sight() -> Sight:
        eyes = tuple(((rng.randrange(40), rng.randrange(40)), rng.choice((1, 3, 5)))
                     for _ in range(12))
        return Sight(frozenset(), eyes=eyes, distance=grid.distance)

    a, b = sight(), sight()
    b = Sight(frozenset(), eyes=a.eyes[:6] + b.eyes[6:], distance=grid.distance)
    joined = a | b
    assert joined.eyes == a.eyes + b.eyes
    for r in range(40):
        for c in range(40):
            assert joined.sees((c, r)) == (a.sees((c, r)) or b.sees((c, r))), (c, r)
    # the union asks its two sights in turn: each buckets its own eyes once (a side's
    # sight after an action is the next one's before), the union none of them anew
    assert joined._buckets is None and a._buckets is not None and b._buckets is not None
    assert sum(len(eyes) for eyes in a._buckets[1].values()) == 12


def test_a_copied_player_decides_as_the_player_without_the_kept_snapshots():
    """The kept snapshots are a shortcut: a deep copy of a player (the fairness check
    makes one each decision) starts without them, the catalog records they hold not
    copied, and decides the same."""
    import copy

    game = Game(big_scenario(32, 32, 6, seed=2), seed=0)
    player = AIPlayer(seed=0)
    game.apply(player.choose_action(game))
    assert player._cache.snapshots and player._cache.danger
    twin = copy.deepcopy(player)
    assert not twin._cache.snapshots
    for key, terms in player._cache.danger.items():  # the danger terms: shared, not copied
        assert twin._cache.danger[key].terms is terms.terms
    assert twin.choose_action(game.clone()) == player.choose_action(game.clone())


def test_a_copied_player_starts_without_the_work_kept_by_the_terrains_identity(monkeypatch):
    """The travel fields, their graphs and costs, the terrain's codes, the lines of fire
    and the cover are kept by the version of the terrain they were worked out on (once by
    `id()` of its list, which a deep copy could never find again): a deep copy of the
    player starts without them, copying them being most of a copy's cost. A copy that
    holds them all (the deep copy before) finds them on a clone, whose terrain has the
    same version: it searches only the fields of the goals its fresh side-turn on the
    clone asks that the player never did, the copy without them searches them all anew,
    and all three decide alike."""
    import copy

    game = Game(load_scenario(SCENARIOS / "summer_forest.yaml"), seed=3)
    player = AIPlayer(seed=11)
    for _ in range(3):
        game.apply(player.choose_action(game))
    kept = player._cache
    assert kept.fields and kept.graphs and kept.costs and kept.terrain
    assert kept.lines and kept.lines[1] and kept.cover and kept.cover[1]
    light = copy.deepcopy(player)
    assert not (light._cache.fields or light._cache.graphs or light._cache.costs)
    assert light._cache.lines is light._cache.terrain is light._cache.cover is None
    assert light._cache.searches == kept.searches  # the rest is copied
    with monkeypatch.context() as patch:
        patch.delattr(TurnCache, "__deepcopy__")
        full = copy.deepcopy(player)
    assert len(full._cache.fields) == len(kept.fields) and full._cache.lines is not None
    before = kept.searches
    action = player.choose_action(game)
    assert light.choose_action(game.clone()) == full.choose_action(game.clone()) == action
    # the copy without the work searched anew; the full copy found what the player kept
    assert light._cache.searches > full._cache.searches > player._cache.searches >= before
