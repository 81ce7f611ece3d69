"""Issue 37: validation's early-win warning keeps its searches between passes
(engine/ai/mission/hold_reach.py `Searches`: the editor's validation process checks the same map
again after every edit) while nothing they read has changed. Held here over a run of
edits (terrain on and near the points, elsewhere, a building, a map of another size):
every search handed out is the one a fresh search finds, and the plans are the same."""

from __future__ import annotations

import random
from dataclasses import replace

import engine.ai.mission.hold_reach as hold_reach
from benchmarks.bench_validation import big_scenario
from engine.ai.fields.step_costs import reach
from engine.ai.mission.hold_reach import Searches, earliest_hold
from engine.rules.game import Game
from engine.scenario.model import Feature, MapSpec, Scenario


class Checked(Searches):
    """Searches that check each one handed out against a fresh search."""

    def __init__(self) -> None:
        super().__init__()
        self.kept = self.searched = 0

    def reach(self, grid, costs, goal, budget):
        before = len(self.found)
        field = super().reach(grid, costs, goal, budget)
        if len(self.found) == before:
            self.kept += 1
        else:
            self.searched += 1
        assert field == reach(grid, costs, goal, budget), (goal, budget)
        return field


def _edited(scenario: Scenario, cells: dict[tuple[int, int], str]) -> Scenario:
    rows = [list(row) for row in scenario.map.rows]
    for (c, r), ch in cells.items():
        rows[r][c] = ch
    return replace(scenario, map=replace(scenario.map, rows=["".join(r) for r in rows]))


def _plans(scenario: Scenario, searches: Searches, monkeypatch) -> list:
    monkeypatch.setattr(hold_reach, "SEARCHES", searches)
    game = Game(scenario)
    return [earliest_hold(game, side, within=6) for side in game.sides]


def test_kept_searches_are_the_fresh_ones_after_every_edit(monkeypatch):
    rng = random.Random(5)
    scenario = big_scenario(40, 24, seed=3)
    scenario = replace(scenario, victory=replace(scenario.victory, hold_points=3))
    checked = Checked()
    points = [f.at for f in scenario.features if f.kind == "victory_point"]
    for step in range(14):
        if step % 3 == 0:  # on a point's doorstep: its searches must go
            c, r = rng.choice(points)
            cells = {(min(max(c + rng.randint(-2, 2), 0), 39),
                      min(max(r + rng.randint(-2, 2), 0), 39)): rng.choice("F.H=")}
        else:  # anywhere
            cells = {(rng.randrange(40), rng.randrange(40)): rng.choice("F.H=")}
        scenario = _edited(scenario, cells)
        if step == 9:  # red's buildings beside the points: blue's costs, blue's searches
            taken = {u.at for u in scenario.units} | set(points)
            scenario = replace(scenario, features=[*scenario.features, *(
                Feature(kind="building", type="hospital", at=(c, r + 1), owner="red",
                        state="finished")
                for c, r in points if r < 39 and (c, r + 1) not in taken)])
        assert _plans(scenario, checked, monkeypatch) == _plans(scenario, Searches(),
                                                                monkeypatch)
    assert checked.kept > 0 and checked.searched > len(points)


def test_a_map_of_another_size_or_catalog_starts_afresh(monkeypatch):
    searches = Searches()
    small = big_scenario(24, 12, seed=2)
    small = replace(small, victory=replace(small.victory, hold_points=2))
    _plans(small, searches, monkeypatch)
    kept = dict(searches.found)
    assert kept
    wider = replace(small, map=MapSpec(grid="hex", width=25, height=24,
                                       rows=[row + "." for row in small.map.rows]))
    _plans(wider, searches, monkeypatch)
    assert not any(searches.found.get(key) is field for key, field in kept.items())
