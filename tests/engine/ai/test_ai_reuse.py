"""What the AI keeps between decisions (issue 37, a Grey Meadow game under 20 CPU-s): a
line of fire's cells with the terrain's answer, one enemy's opportunity cover, firing
positions and threat kept by what they read, and spotting's answers kept by the eyes
around a unit. Each kept answer equals the one worked out from nothing after units
move; the work saved is counted, never timed."""

from __future__ import annotations

import random

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from engine.rules import vision
from engine.rules.fire import RUIN, line_problem
from tests.work_count import python_steps


def mixed_game(seed: int) -> Game:
    """A 40x40 hex game whose units are scattered over the map (the sides mingle, so
    each sees some of the other and lines of fire cross units)."""
    game = Game(big_scenario(40, 40, 14, seed=seed), seed=0)
    scatter(game, random.Random(seed), len(game.state.units))
    return game


def scatter(game: Game, rng: random.Random, count: int) -> None:
    """Move `count` ground units on the map to free grass or road cells."""
    state = game.state
    free = [(c, r) for r in range(state.grid.height) for c in range(state.grid.width)
            if state.terrain[r][c] in ".=" and (c, r) not in state.ground
            and state.vp_at((c, r)) is None and (c, r) not in state.structures]
    units = [u for u in state.units.values() if u.at is not None and not u.flying]
    for unit in rng.sample(units, min(count, len(units))):
        cell = free.pop(rng.randrange(len(free)))
        free.append(unit.at)
        state.lift(unit)
        state.place(unit, cell)


def view_of(game: Game, cache: TurnCache) -> SideView:
    return SideView(game, game.side, ai_config(None), cache)


def test_A5_a_kept_line_of_fire_answers_as_the_line_with_its_units():
    """The checker (one set of a line's cells, the terrain's answer kept) against the
    line worked out step by step: a unit on any step but `ignore` blocks it."""
    game = mixed_game(2)
    view = view_of(game, TurnCache())
    clear = view.line_checker()
    grid, state = view.grid, view.state
    rng = random.Random(3)

    def problem(cell):
        terrain = state.terrain_at(cell)
        return "blocked" if terrain.blocks_line_of_fire else RUIN if terrain.ruin else None

    units = sorted(view.ground_cells)
    blocked = 0
    for _ in range(600):
        a = rng.choice(units)
        b = rng.choice(grid.cells_within(a, 6))
        if a == b:
            continue
        ignore = rng.choice((None, a, b, rng.choice(units)))
        on_line = any(c in view.ground_cells and c != ignore
                      for step in grid.line_steps_between(a, b) for c in step)
        expected = not on_line and line_problem(
            grid, a, b, problem, view.rules.max_ruins_in_line_of_fire) is None
        blocked += not expected
        for _ in range(2):  # worked out, then kept
            assert clear(a, b, ignore) == expected, (a, b, ignore)
    assert 50 < blocked < 550  # both answers were asked about


def test_A5_enemy_parts_kept_across_moves_equal_a_fresh_reading():
    """Opportunity cover, firing positions and the danger map, read through the parts
    kept from earlier decisions while units moved, equal those of an empty cache."""
    game = mixed_game(4)
    kept = TurnCache()
    rng = random.Random(5)
    for _ in range(6):
        scatter(game, rng, 2)
        view = view_of(game, kept)
        fresh = view_of(game, TurnCache())
        for kind in ("ground", "air", "drone"):
            assert view.opportunity_cover(kind) == fresh.opportunity_cover(kind)
            assert view._danger_map(kind) == fresh._danger_map(kind)
        firing = Planner(view, 0).flank.firing_cells()
        assert firing == Planner(fresh, 0).flank.firing_cells()
        assert any(firing.values())
    assert kept.parts is not None and kept.parts[1]


def test_A5_a_move_recomputes_only_the_enemies_near_it():
    """After one unit moves, the opportunity cover read with the kept parts runs far
    fewer Python steps than the same reading from nothing."""
    game = mixed_game(6)
    kept = TurnCache()
    view_of(game, kept).opportunity_cover("ground")
    scatter(game, random.Random(7), 1)
    again = python_steps(lambda: view_of(game, kept).opportunity_cover("ground"))
    scratch = python_steps(lambda: view_of(game, TurnCache()).opportunity_cover("ground"))
    assert again < scratch / 2, (again, scratch)


def naive_spotted(state, side):
    eyes = vision.observers(state, side)
    return frozenset(u.id for u in state.living() if u.side != side and u.at is not None
                     and vision.spotted_by(state, u, eyes))


def test_A8_kept_spotting_answers_equal_every_eye_after_moves():
    """Spotting keeps its answers per the eyes around a unit from pass to pass; after
    units move, a pass still spots exactly the units some eye of the side spots."""
    game = mixed_game(8)
    state = game.state
    rng = random.Random(9)
    spotted_some = False
    for _ in range(15):
        scatter(game, rng, 3)
        for side in state.order:
            found = vision.spotted_ids(state, side)
            assert found == naive_spotted(state, side)
            spotted_some = spotted_some or bool(found)
    assert spotted_some


def test_A8_a_second_spotting_pass_reads_the_kept_answers():
    game = mixed_game(10)
    state, side = game.state, game.side
    eyes = vision.observers(state, side)
    vision._SPOTTED_KEPT.clear()
    first = python_steps(lambda: vision._spotted_by_eyes(state, side, eyes))
    second = python_steps(lambda: vision._spotted_by_eyes(state, side, eyes))
    assert second < first, (second, first)
    assert vision._spotted_by_eyes(state, side, eyes) == naive_spotted(state, side)


def test_A7_the_kept_danger_map_follows_our_own_units_moving():
    """An enemy's threat is shared among our units within its reach (and its patrol shot
    among those in its zone, A9): after only our own units move (the enemies stay where
    they were, as between two decisions of a side-turn), the danger map read through the
    cache equals a fresh reading, not the one kept from before the moves."""
    game = mixed_game(4)
    kept = TurnCache()
    side = game.side
    before = view_of(game, kept)
    before_maps = {kind: before._danger_map(kind) for kind in ("ground", "air", "drone")}
    state = game.state
    own = [u for u in state.units.values() if u.side == side and u.at is not None
           and not u.flying]
    free = [(c, r) for r in range(state.grid.height) for c in range(state.grid.width)
            if state.terrain[r][c] in ".=" and (c, r) not in state.ground
            and state.vp_at((c, r)) is None and (c, r) not in state.structures]
    seen = [e.id for e in before.threats]
    rng = random.Random(11)
    moved = 0
    for unit in rng.sample(own, len(own)):  # our units, not the enemies
        home, cell = unit.at, free.pop(rng.randrange(len(free)))
        state.lift(unit)
        state.place(unit, cell)
        if [e.id for e in view_of(game, TurnCache()).threats] != seen:
            state.lift(unit)  # it would see other enemies: a move of another kind
            state.place(unit, home)
        moved += unit.at == cell
    assert moved >= 3
    view = view_of(game, kept)
    fresh = view_of(game, TurnCache())
    assert [e.id for e in view.threats] == [e.id for e in before.threats]
    changed = False
    for kind, old in before_maps.items():
        assert view._danger_map(kind) == fresh._danger_map(kind), kind
        changed = changed or fresh._danger_map(kind) != old
    assert changed  # the moves changed what the map says


def test_A7_a_move_sums_again_only_the_danger_it_changed():
    """After one of our units moves near an enemy (seeing the same ones), the danger map
    re-sums only the cells of the threats whose share the move changed: far fewer
    Python steps than summing every threat's cells again (its parts kept, as a map keyed
    by where our units stand would), and the same map."""
    game = mixed_game(4)
    kept = TurnCache()
    side = game.side
    seen = [e.id for e in view_of(game, kept).threats]
    view_of(game, kept)._danger_map("ground")
    state = game.state
    rng = random.Random(12)
    own = [u for u in state.units.values() if u.side == side and u.at is not None
           and not u.flying]
    for unit in rng.sample(own, len(own)):
        home = unit.at
        near = [e for e in view_of(game, TurnCache()).threats
                if state.grid.distance(home, e.at) <= 6]
        cells = [c for c in state.grid.neighbours(home) if c not in state.ground
                 and state.terrain[c[1]][c[0]] in ".="]
        if not near or not cells:
            continue
        state.lift(unit)
        state.place(unit, cells[0])
        if [e.id for e in view_of(game, TurnCache()).threats] == seen:
            break
        state.lift(unit)
        state.place(unit, home)
    else:
        raise AssertionError("no move near an enemy kept the same enemies in sight")
    again = view_of(game, kept)
    fresh = view_of(game, TurnCache(parts=kept.parts))
    (terms,) = [t for k, t in kept.danger.items() if k[0] == "ground"]
    shares = terms.shares
    steps = python_steps(lambda: again._build_danger_map("ground"))
    assert terms.shares != shares  # the move changed what some threat is shared among
    scratch = python_steps(lambda: fresh._build_danger_map("ground"))
    assert again._build_danger_map("ground") == fresh._build_danger_map("ground")
    assert 0 < steps < scratch / 2, (steps, scratch)
    assert again.cache.danger and fresh.cache.danger
