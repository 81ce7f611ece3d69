"""An enemy's lines of fire read once where it stands (issue 37; engine/ai/knowledge/lines.py
`terrain_reader`, view_danger.py `_cover_reach`, engine/ai/attack/flank.py `_firing_reach`).

The cells an enemy's direct fire covers (`opportunity_cover`) and the cells a fighter may
fire on it from (`Flank.firing_cells`) were worked out afresh, a line of fire for each cell
within its reach, whenever any unit moved near it. Now the cells whose line the terrain
lets through are kept by the enemy's cell (with their lines' cells) for the terrain
version, and a unit that moves near it is one set test a cell. Along the normal AI's games
each answer is the one the lines checked one by one give (units and terrain); on Harrow
Ford (seed 1, 5 rounds: normal_decisions.py's game) the lines asked of the kept lines
are under 3,500 (main asked 7,661); a control that keeps no enemy's lines is caught.
Work is counted, never timed."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest

from engine.ai.attack.flank import Flank
from engine.ai.knowledge import lines, view_danger
from engine.ai.knowledge.view_danger import DangerReading
from engine.ai.view import INF
from engine.balance.game import load, play_game

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def one_by_one_cover(view, kind):
    """`opportunity_cover` with each line checked alone (units and terrain), as before."""
    clear, _ = lines.checker(view.grid, view.state, view.ground_cells,
                             view.rules.max_ruins_in_line_of_fire, None)
    out: dict = {}
    for e in view.threats:
        bands = view._direct_fire(e, kind)
        if e.at is None or e.id in view.routed or not bands or (
                view.waiting is not None and e.id not in view.waiting):
            continue
        lined = not e.flying and kind == "ground"
        for cell in view.grid.cells_within(e.at, max(hi for _, hi, _ in bands)):
            d = view.grid.distance(e.at, cell)
            dmg = max((v for lo, hi, v in bands if lo <= d <= hi), default=0.0)
            if dmg and (not lined or clear(e.at, cell, cell)):
                out.setdefault(cell, []).append((e.id, dmg))
    return {c: tuple(v) for c, v in out.items()}


def one_by_one_firing(flank, reach):
    """`Flank.firing_cells` of that reach with each line checked alone, as before."""
    view = flank.view
    clear, _ = lines.checker(view.grid, view.state, view.ground_cells,
                             view.rules.max_ruins_in_line_of_fire, None)
    costs, width = view.enter_costs("foot", False), view.grid.width
    return {e.at: tuple(c for c in view.grid.cells_within(e.at, reach)
                        if c != e.at and c not in view.enemy_cells
                        and costs[c[1] * width + c[0]] < INF and clear(c, e.at, c))
            for e in view.enemies if e.at is not None and not e.flying}


@pytest.mark.parametrize("name,seed,rounds", [("harrow_ford", 1, 3), ("eagles_nest", 0, 2)])
def test_the_kept_lines_answer_as_the_lines_checked_one_by_one(name, seed, rounds):
    real_cover, real_firing = DangerReading.opportunity_cover, Flank.firing_cells
    compared = {"cover": 0, "firing": 0}

    def cover(self, kind):
        found = real_cover(self, kind)
        assert found == one_by_one_cover(self, kind)
        compared["cover"] += 1
        return found

    def firing(self):
        found = real_firing(self)
        reach = max((w.max_range for u in self.view.own if self.planner.is_fighter(u.unit_type)
                     for w in u.unit_type.weapons if w.fire == "direct"), default=0)
        if reach:
            assert found == one_by_one_firing(self, reach)
            compared["firing"] += 1
        return found

    with mock.patch.object(DangerReading, "opportunity_cover", cover), \
            mock.patch.object(Flank, "firing_cells", firing):
        play_game(load(str(SCENARIOS / f"{name}.yaml")), seed, rounds)
    assert compared["cover"] > 20 and compared["firing"] > 5


def lines_asked(keep: bool = True) -> int:
    """Harrow Ford (seed 1, 5 rounds): the lines asked of the kept lines (a line checked
    with its units, or read through the terrain). `keep=False`: a control keeping no
    enemy's lines (every part works its lines out afresh)."""
    asked = 0

    def counting(real):  # a maker of line readers whose readers count what they read
        def make(*args):
            read, held = real(*args)

            def counted(*line):
                nonlocal asked
                asked += 1
                return read(*line)
            return counted, held
        return make

    checker, reader = counting(lines.checker), counting(lines.terrain_reader)
    patches = [mock.patch.object(lines, "checker", checker),
               mock.patch.object(view_danger, "terrain_reader", reader)]
    if not keep:
        real_reach, real_firing = DangerReading._cover_reach, Flank._firing_reach
        patches += [
            mock.patch.object(DangerReading, "_cover_reach",
                              lambda self, parts, *a: real_reach(self, {}, *a)),
            mock.patch.object(Flank, "_firing_reach",
                              lambda self, parts, *a: real_firing(self, {}, *a))]
    for p in patches:
        p.start()
    try:
        play_game(load(str(SCENARIOS / "harrow_ford.yaml")), 1, 5)
    finally:
        for p in patches:
            p.stop()
    return asked


def test_an_enemys_lines_are_read_once_where_it_stands():
    assert lines_asked() < 3_500  # main: 7,661 (each part's lines afresh)


def test_control_keeping_no_enemys_lines_is_caught():
    assert lines_asked(keep=False) >= 3_500
