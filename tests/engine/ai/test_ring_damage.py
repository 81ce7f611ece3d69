"""A threat's and a patrol shot's cells kept for the process by the grid's shape (issue 37,
engine/ai/knowledge/danger.py `ring_damage`): the cells within an enemy's reach and the
damage at each are geometry, the same for every game, side and copy of a player (the
fairness checks copy the player at every decision, and each copy built them afresh).
Every answer equals the per-cell reading it replaced, on both grids, at the map's edges
and with a band that leaves the nearest cells out; a side's danger terms built again by
a player with an empty turn cache make no ring again; a control with the kept rings
dropped makes them all again."""

from __future__ import annotations

import random
from unittest import mock

from random_play import mixed_scenario

from engine import Game
from engine.ai.config import ai_config
from engine.ai.knowledge import danger
from engine.ai.view import SideView, TurnCache
from engine.grid import make_grid
from engine.rules.vision import reading_position
from rules_helpers import random_step


def old_ring(grid, centre, best: dict[int, float]):
    """The threat's cells as `_danger_terms` read them cell by cell before."""
    dist = grid.distance
    return [(cell, top) for cell in grid.cells_within(centre, max(best))
            if (d := dist(centre, cell)) >= 0
            and (top := max((v for r, v in best.items() if d <= r), default=0.0))]


def old_patrol(grid, centre, radius: int, by_range: list[tuple[int, int, float]]):
    """The patrol shot's cells as `_add_patrol` read them cell by cell before."""
    out = []
    for cell in grid.cells_within(centre, radius):
        d = grid.distance(centre, cell)
        dmg = max((v for lo, hi, v in by_range if lo <= d <= hi), default=0.0)
        if dmg:
            out.append((cell, dmg))
    return out


def test_the_rings_are_the_cell_by_cell_reading() -> None:
    chooser = random.Random(3)
    checked = 0
    for kind in ("hex", "square"):
        grid = make_grid(kind, 13, 9)
        for centre in [(0, 0), (12, 8), (6, 4), (0, 5), (7, 0), (3, 7), (12, 1)]:
            for _ in range(6):
                best = {chooser.randint(0, 7): float(chooser.randint(1, 9)) * 0.5
                        for _ in range(chooser.randint(1, 3))}
                most = max(best)
                by_distance = tuple(max((v for r, v in best.items() if d <= r), default=0.0)
                                    for d in range(most + 1))
                assert danger.ring_damage(grid, centre, by_distance) == \
                    old_ring(grid, centre, best)
                lo, hi = chooser.randint(0, 3), chooser.randint(2, 6)
                bands = [(lo, hi, 4.0), (0, 1, 1.5)]
                radius = chooser.randint(0, 6)
                shot = tuple(max((v for a, b, v in bands if a <= d <= b), default=0.0)
                             for d in range(radius + 1))
                assert danger.ring_damage(grid, centre, shot) == \
                    old_patrol(grid, centre, radius, bands)
                checked += 2
    assert checked == 168


def rings_made(keep: bool) -> tuple[int, int]:
    """Random play on the mixed map: each side's danger terms built by a view with an
    empty turn cache, then by another (a copied player's first decision). (rings the
    first views made, rings the second made); without `keep` the kept rings are
    dropped between the two."""
    game = Game(mixed_scenario(), seed=2)
    chooser = random.Random(2)
    cfg = ai_config(None)
    made = [0, 0]
    which = 0

    class Kept(dict):
        def __setitem__(self, key, value):
            made[which] += 1  # a ring worked out (kept once made)
            super().__setitem__(key, value)
    with mock.patch.object(danger, "_RING_DAMAGE", Kept()):
        with reading_position():
            for _ in range(12):
                for side in game.sides:
                    for which in (0, 1):
                        if which and not keep:
                            danger._RING_DAMAGE.clear()
                        view = SideView(game, side, cfg, TurnCache())
                        for kind in ("ground", "air"):
                            view._danger_terms(kind)
                if not random_step(game, chooser):
                    break
    return made[0], made[1]


def test_a_copied_players_danger_terms_make_no_ring_again() -> None:
    first, again = rings_made(keep=True)
    assert first >= 10 and again == 0, (first, again)


def test_control_the_rings_dropped_are_all_made_again() -> None:
    first, again = rings_made(keep=False)
    assert first >= 10 and again == first, (first, again)
