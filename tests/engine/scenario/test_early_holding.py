"""Validation warns when a side could win by holding points within the first rounds
(rules.yaml `early_hold_warning_rounds`), its engineers' travel to points no enemy starts
near (engine/ai/mission/hold_reach.py)."""

from __future__ import annotations

from conftest import position_of
from engine.catalog import load_catalog
from engine.scenario.io import scenario_from_text

# blue's engineer starts between two points; red starts far off (more than 4 away)
TEXT = """\
format: clumsy-scenario/1
name: Early Hold
map:
  grid: square
  width: 16
  height: 3
  terrain: |
    ................
    ................
    ................
rounds: 10
first_side: red
sides:
  - {id: red, name: Red}
  - {id: blue, name: Blue}
features:
  - {kind: victory_point, id: vp_a, at: [1, 1]}
  - {kind: victory_point, id: vp_b, at: [3, 1]}
  - {kind: victory_point, id: vp_far, at: [13, 1]}
units:
  - {id: r1, type: infantry, side: red, at: [15, 0]}
  - {id: b_eng, type: engineer, side: blue, at: [2, 1]}
victory:
  destroy_all: true
  hold_points: {blue: 2}
"""


def warnings(text: str):
    scenario, problems = scenario_from_text(text, "early.yaml")
    assert scenario is not None, problems
    return [p for p in problems if "can win by holding" in p.message]


def test_a_side_that_can_hold_its_points_in_the_first_rounds_is_warned():
    found = warnings(TEXT)
    assert len(found) == 1, found
    w = found[0]
    assert w.severity == "warning"
    # grass costs 2 AP a cell; 6 AP: b_eng is on vp_a by side-turn 1, holds it at the end
    # of round 2, then one cell on, vp_b by round 4
    assert "'blue' can win by holding 2 more victory point(s) as early as round 4" in w.message
    assert "'b_eng' takes 'vp_a' by round 2" in w.message
    assert (w.line, w.column) == position_of(TEXT, "2}\n", 0)  # at blue's own number


def test_no_warning_when_the_points_are_out_of_early_reach_or_contested():
    limit = load_catalog().rules.early_hold_warning_rounds
    assert limit == 4
    assert warnings(TEXT.replace("hold_points: {blue: 2}", "hold_points: {blue: 3}")) == []
    assert warnings(TEXT.replace("hold_points: {blue: 2}", "hold_points: {red: 2}")) == []
    # a red unit standing within 4 of both points: they are contested, not in reach
    near = TEXT.replace("at: [15, 0]}", "at: [5, 0]}")
    assert warnings(near) == []
    # the plain number is any side's: blue is warned all the same
    assert len(warnings(TEXT.replace("hold_points: {blue: 2}", "hold_points: 2"))) == 1
