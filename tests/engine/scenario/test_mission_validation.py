"""Validation of the mission keys (DESIGN.md "Mission events"): one broken file per
problem, each pointing at its exact line and column, with did-you-mean where it helps."""

from __future__ import annotations

import pytest
from mission_helpers import mission_text

from conftest import ROOT, position_of
from engine.scenario.io import scenario_from_text

GOOD = """\
briefing:
  red: Take the gate.
labels:
  - {at: [3, 1], text: Old Mill}
deployment:
  - {side: blue, area: blue_setup}
events:
  - id: relief
    when: {round: 3, side: blue}
    do:
      - reinforce:
          side: blue
          units:
            - {id: b9, type: truck, at: [6, 0], cargo: [b10]}
            - {id: b10, type: infantry}
  - id: gate_taken
    when: {any: [{enters: {side: red, area: gate}}, {captured: {point: vp1, by: red}}]}
    do:
      - message: {to: all, text: The gate is taken.}
  - id: later
    when: {all: [{after: {event: relief, rounds: 1}}, {destroyed: {unit: b9}}]}
    do:
      - withdraw: {units: [b10]}
      - end_game: {winner: red, reason: The relief failed}
"""

# (id, text replaced in GOOD (or in the base), replacement, anchor, offset, words)
CASES = [
    ("unknown_after_event", "{after: {event: relief,", "{after: {event: releif,", "releif", 0,
     "'releif' is not an event; did you mean 'relief'?"),
    ("unknown_area", "area: gate}", "area: gaet}", "gaet", 0,
     "'gaet' is not an area; did you mean 'gate'?"),
    ("unknown_unit", "{destroyed: {unit: b9}}", "{destroyed: {unit: b8}}", "b8}", 0,
     "'b8' is not a unit or a reinforcement"),
    ("unknown_side", "{enters: {side: red,", "{enters: {side: rde,", "rde", 0,
     "'rde' is not a side; did you mean 'red'?"),
    ("unknown_vp", "{point: vp1,", "{point: vp2,", "vp2", 0,
     "'vp2' is not a victory point; did you mean 'vp1'?"),
    ("reinforcement_clashes_with_unit", "{id: b9, type: truck", "{id: b1, type: truck",
     "b1, type: truck", 0, "reinforcement 'b1' has the id of a unit already on the map"),
    ("reinforcement_clashes_with_reinforcement", "{id: b10, type: infantry}",
     "{id: b10, type: infantry}\n            - {id: b9, type: medic, at: [6, 1]}",
     "b9, type: medic", 0, "has the id of another reinforcement"),
    ("reinforcement_cannot_stand", "{id: b9, type: truck, at: [6, 0]", "{id: b9, type: truck, at: [3, 2]",
     "[3, 2], cargo", 0, "reinforcement 'b9' (truck) cannot stand on water at [3, 2]"),
    ("round_past_last", "{round: 3, side: blue}", "{round: 11, side: blue}", "11", 0,
     "round 11 is past the last round (10)"),
    ("after_cycle", "{after: {event: relief, rounds: 1}}", "{after: {event: later}}",
     "{all: [{after: {event: later", 0, "events wait for each other with no delay: later -> later"),
    ("area_off_map", "{id: gate, name: The gate, cells: [[2, 0], [2, 1]]}",
     "{id: gate, name: The gate, cells: [[2, 0], [9, 1]]}", "[9, 1]", 0,
     "a cell of area 'gate' (used by event 'gate_taken') is at [9, 1], outside the 8x4 map"),
    ("deployment_zones_overlap", "  - {side: blue, area: blue_setup}\n",
     "  - {side: blue, area: blue_setup}\n  - {side: red, area: [[0, 0], [0, 1], [7, 3]]}\n",
     "[[0, 0], [0, 1], [7, 3]]", 0, "overlaps that of 'blue' at [7, 3]"),
    ("unit_outside_own_zone", "{id: b1, type: infantry, side: blue, at: [7, 3]}",
     "{id: b1, type: infantry, side: blue, at: [4, 3]}", "[4, 3]}", 0,
     "unit 'b1' of 'blue' is at [4, 3], outside its side's deployment zone"),
    ("message_to_unknown", "{to: all,", "{to: al,", "al,", 0, "'al' is not a side or 'all'"),
    ("winner_unknown", "{winner: red,", "{winner: drew,", "drew", 0,
     "'drew' is not a side or 'draw'; did you mean 'draw'?"),
    ("briefing_unknown_side", "  red: Take the gate.", "  rde: Take the gate.", "rde:", 0,
     "the briefing is for 'rde', which is not a side"),
    ("label_off_map", "{at: [3, 1], text: Old Mill}", "{at: [3, 9], text: Old Mill}", "[3, 9]", 0,
     "the label 'Old Mill' is at [3, 9], outside"),
    ("event_cards_never_drawn", "events:\n", "event_cards:\n  - {id: fog, do: [{message: "
     "{to: all, text: Fog}}]}\nevents:\n", "event_cards:", 0,
     "event cards are drawn only on an activation roll of 1"),
    ("duplicate_event_id", "  - id: later\n", "  - id: relief\n", "id: relief\n    when: {all", 4,
     "two events have the id 'relief'"),
]


def broken(old: str, new: str) -> str:
    text = mission_text(GOOD)
    assert old in text, old
    return text.replace(old, new, 1)


def test_the_good_mission_is_valid():
    scenario, problems = scenario_from_text(mission_text(GOOD), "good.yaml")
    assert problems == [] and scenario is not None
    assert [e.id for e in scenario.events] == ["relief", "gate_taken", "later"]


@pytest.mark.parametrize("case_id,old,new,anchor,offset,words", CASES,
                         ids=[c[0] for c in CASES])
def test_each_mission_problem_names_its_line(case_id, old, new, anchor, offset, words):
    text = broken(old, new)
    _, problems = scenario_from_text(text, "bad.yaml")
    matching = [p for p in problems if words in p.message]
    assert matching, f"no problem says {words!r}; got: " + "; ".join(map(str, problems))
    line, column = position_of(text, anchor, offset)
    assert (matching[0].line, matching[0].column) == (line, column), str(matching[0])


def test_cell_problems_carry_their_cell():
    _, problems = scenario_from_text(broken("{id: b1, type: infantry, side: blue, at: [7, 3]}",
                                            "{id: b1, type: infantry, side: blue, at: [4, 3]}"))
    assert [p.cell for p in problems if "deployment zone" in p.message] == [(4, 3)]


def test_hold_points_zero_is_valid_and_never_wins():
    from engine import Game

    scenario, problems = scenario_from_text(mission_text())
    assert problems == [] and scenario is not None and scenario.victory is not None
    assert scenario.victory.hold_points == 0
    assert Game(scenario).victory.hold_points is None
    absent, _ = scenario_from_text(mission_text().replace("  hold_points: 0\n", ""))
    assert absent is not None and Game(absent).victory.hold_points == 1  # the rules' default


def test_B_stratego_refuses_events():

    path = ROOT / "scenarios" / "stratego_classic.yaml"
    text = path.read_text(encoding="utf-8") + (
        "events:\n  - {id: e1, when: {round: 2}, do: [{message: {to: all, text: Hi}}]}\n")
    _, problems = scenario_from_text(text, "s.yaml")
    found = [p for p in problems if "Stratego does not run 'events'" in p.message]
    assert found and (found[0].line, found[0].column) == position_of(text, "events:")
