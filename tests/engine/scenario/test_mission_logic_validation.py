"""Validation of the second step of mission logic (docs/design.md, "Mission variables",
"Mission events"): variables and the new triggers and actions, one broken file per
problem, each at its exact line and column, with did-you-mean where it helps."""

from __future__ import annotations

import pytest
from mission_helpers import mission_text

from conftest import position_of
from engine.scenario.io import scenario_from_text

GOOD = """\
variables: {bridges_blown: 0, prestige: 10}
events:
  - id: blow
    when: {enters: {side: red, area: gate}}
    do:
      - add_var: {name: bridges_blown, amount: 1}
      - set_var: {name: alarm, value: 1}
  - id: reward
    when: {all: [{var: {name: bridges_blown, at_least: 1}}, {var: {name: alarm, equals: 1}}]}
    do:
      - score: {var: prestige, points: 5, side: red}
  - id: ford
    when: {all: [{holds: {side: blue, point: vp1, rounds: 2}}, {not: {enters: {side: red, area: gate}}}]}
    do:
      - message: {to: blue, text: The ford is ours.}
  - id: crowd
    when: {any: [{unit_at: {side: red, area: gate, count: 2}}, {turn_of: {side: blue}}]}
    do:
      - message: {to: all, text: Crowded.}
  - id: storm
    when: {round: 2}
    do:
      - objective: {change: add, kind: hold_until, side: blue, round: 8, message: Hold on.}
      - set_terrain: {area: gate, terrain: S}
      - bridge: {at: [3, 2], state: built}
      - weather: {season: autumn, rain: true, from_round: 3}
      - reveal: {side: red, area: [[7, 3]], rounds: 2}
"""

# (id, text replaced in GOOD, replacement, anchor, offset, words, severity)
CASES = [
    ("var_trigger_unknown", "{var: {name: bridges_blown, at_least", "{var: {name: bridges_blwn, "
     "at_least", "bridges_blwn", 0, "variable 'bridges_blwn' is never declared or set; did "
     "you mean 'bridges_blown'?", "error"),
    ("add_var_unknown", "{name: bridges_blown, amount", "{name: brides_blown, amount",
     "brides_blown", 0, "variable 'brides_blown' is never declared or set; did you mean "
     "'bridges_blown'?", "error"),
    ("score_unknown", "{var: prestige,", "{var: prestge,", "prestge", 0,
     "variable 'prestge' is never declared or set; did you mean 'prestige'?", "error"),
    ("declared_never_used", "{bridges_blown: 0, prestige: 10}",
     "{bridges_blown: 0, prestige: 10, spare: 3}", "spare", 0,
     "variable 'spare' is declared but no trigger or action uses it", "warning"),
    ("add_nothing", "amount: 1}", "amount: 0}", "amount: 0}", 8,
     "adds 0 and changes nothing", "warning"),
    ("holds_unknown_point", "point: vp1, rounds: 2}", "point: vp2, rounds: 2}", "vp2", 0,
     "'vp2' is not a victory point; did you mean 'vp1'?", "error"),
    ("holds_unknown_side", "{holds: {side: blue,", "{holds: {side: bleu,", "bleu", 0,
     "'bleu' is not a side; did you mean 'blue'?", "error"),
    ("holds_longer_than_the_game", "vp1, rounds: 2}", "vp1, rounds: 10}", "rounds: 10}", 8,
     "no side can hold a point for 10 rounds in a game of 10", "error"),
    ("not_nested_unknown_area", "{not: {enters: {side: red, area: gate}}}",
     "{not: {enters: {side: red, area: gaet}}}", "gaet", 0,
     "'gaet' is not an area; did you mean 'gate'?", "error"),
    ("unit_at_unknown_area", "area: gate, count: 2}", "area: gat, count: 2}", "gat,", 0,
     "'gat' is not an area; did you mean 'gate'?", "error"),
    ("unit_at_unit_with_count", "{unit_at: {side: red, area: gate, count: 2}}",
     "{unit_at: {unit: r1, area: gate, count: 2}}", "count: 2}}, {turn_of", 7,
     "names one unit; 'count' is for a side's units", "error"),
    ("unit_at_unknown_unit", "{unit_at: {side: red,", "{unit_at: {unit: r9,", "r9", 0,
     "'r9' is not a unit or a reinforcement", "error"),
    ("turn_of_unknown_side", "{turn_of: {side: blue}}", "{turn_of: {side: blu}}", "blu}", 0,
     "'blu' is not a side; did you mean 'blue'?", "error"),
    ("set_terrain_unknown_char", "terrain: S}", "terrain: Q}", "Q}", 0,
     "names terrain 'Q', which is no terrain character; use one of '.' Grass", "error"),
    ("set_terrain_unknown_area", "{area: gate, terrain", "{area: gaet, terrain", "gaet", 0,
     "'gaet' is not an area; did you mean 'gate'?", "error"),
    ("bridge_off_map", "{at: [3, 2], state: built}", "{at: [9, 2], state: built}", "[9, 2]", 0,
     "the bridge of event 'storm' is at [9, 2], outside the 8x4 map", "error"),
    ("bridge_on_dry_land", "{at: [3, 2], state: built}", "{at: [4, 1], state: built}",
     "[4, 1], state", 0, "builds a bridge at [4, 1], on grass; a bridge stands on water",
     "error"),
    ("weather_past_last_round", "from_round: 3}", "from_round: 11}", "11}", 0,
     "changes from round 11, past the last round (10)", "error"),
    ("reveal_unknown_side", "{side: red, area: [[7, 3]]", "{side: rd, area: [[7, 3]]", "rd,", 0,
     "'rd' is not a side; did you mean 'red'?", "error"),
    ("reveal_off_map", "area: [[7, 3]], rounds", "area: [[7, 8]], rounds", "[7, 8]", 0,
     "is at [7, 8], outside the 8x4 map", "error"),
    ("objective_remove_with_its_keys", "{change: add, kind: hold_until, side: blue, round: 8,",
     "{change: remove, number: 3, kind: hold_until, side: blue, round: 8,", "hold_until, "
     "side: blue, round: 8,", 0, "removes an objective; 'kind' is for add and replace", "error"),
    ("objective_number_with_none", "{change: add, kind: hold_until, side: blue, round: 8, "
     "message: Hold on.}", "{change: replace, number: 3, kind: hold_until, side: blue, "
     "round: 8}", "3, kind", 0, "names objective #3, but the mission has none", "error"),
    ("objective_add_with_number", "{change: add, kind", "{change: add, number: 1, kind", "1, kind",
     0, "adds an objective; 'number' is for remove and replace", "error"),
    ("objective_needs_its_keys", "kind: hold_until, side: blue, round: 8,",
     "kind: hold_until, side: blue,", "hold_until, side: blue, message", 0,
     "a hold_until objective needs 'round'", "error"),
    ("objective_unknown_side", "kind: hold_until, side: blue, round: 8,",
     "kind: hold_until, side: bleu, round: 8,", "bleu", 0,
     "'bleu' is not a side; did you mean 'blue'?", "error"),
    ("objective_past_last_round", "kind: hold_until, side: blue, round: 8,",
     "kind: hold_until, side: blue, round: 12,", "12,", 0,
     "round is 12 but the scenario ends after round 10", "error"),
    ("score_to_unknown_side", "points: 5, side: red}", "points: 5, side: rde}", "rde", 0,
     "'rde' is not a side; did you mean 'red'?", "error"),
]


def broken(old: str, new: str) -> str:
    text = mission_text(GOOD)
    assert old in text, old
    return text.replace(old, new, 1)


def test_the_good_mission_is_valid():
    scenario, problems = scenario_from_text(mission_text(GOOD), "good.yaml")
    assert problems == [] and scenario is not None


@pytest.mark.parametrize("case_id,old,new,anchor,offset,words,severity", CASES,
                         ids=[c[0] for c in CASES])
def test_each_problem_names_its_line(case_id, old, new, anchor, offset, words, severity):
    text = broken(old, new)
    _, problems = scenario_from_text(text, "bad.yaml")
    matching = [p for p in problems if words in p.message]
    assert matching, f"no problem says {words!r}; got: " + "; ".join(map(str, problems))
    line, column = position_of(text, anchor, offset)
    assert (matching[0].line, matching[0].column) == (line, column), str(matching[0])
    assert matching[0].severity == severity


def test_not_holds_one_trigger_and_the_schema_says_where():
    text = broken("{not: {enters: {side: red, area: gate}}}",
                  "{not: {enters: {side: red, area: gate}, round: 2}}")
    _, problems = scenario_from_text(text, "bad.yaml")
    assert problems and problems[0].line == position_of(text, "{not:")[0]


def test_the_renamed_area_is_renamed_inside_not_and_unit_at():
    scenario, _ = scenario_from_text(mission_text(GOOD), "good.yaml")
    assert scenario is not None
    scenario.rename_area("gate", "gap")
    ford, crowd = scenario.events[2].when, scenario.events[3].when
    assert ford.triggers[1].triggers[0].area == "gap"
    assert crowd.triggers[0].area == "gap"


def test_a_variable_with_no_variables_key_says_how_to_declare_it():
    text = mission_text("events:\n  - {id: e, when: {var: {name: n, at_least: 1}}, "
                        "do: [{message: {to: all, text: hi}}]}\n")
    _, problems = scenario_from_text(text, "bad.yaml")
    assert [p.message for p in problems] == [
        "variable 'n' is never declared or set; declare it under 'variables:' "
        "(e.g. variables: {n: 0})"]


def test_a_variable_must_be_a_whole_number_with_a_name():
    text = mission_text(GOOD.replace("prestige: 10}", "prestige: 1.5}"))
    _, problems = scenario_from_text(text, "bad.yaml")
    assert problems and problems[0].line == position_of(text, "1.5")[0]


def test_renaming_an_area_renames_it_in_the_actions_too():
    text = mission_text(GOOD.replace("set_terrain: {area: gate,", "set_terrain: {area: gate,")
                        .replace("reveal: {side: red, area: [[7, 3]]", "reveal: {side: red, "
                                 "area: gate"))
    scenario, problems = scenario_from_text(text, "good.yaml")
    assert scenario is not None and problems == []
    scenario.rename_area("gate", "gap")
    storm = scenario.events[4].do
    assert storm[1].area == "gap" and storm[4].area == "gap"


def test_a_problem_of_an_area_names_the_actions_that_use_it():
    text = mission_text(GOOD).replace("{id: gate, name: The gate, cells: [[2, 0], [2, 1]]}",
                                      "{id: gate, name: The gate, cells: [[2, 0], [9, 1]]}")
    _, problems = scenario_from_text(text, "bad.yaml")
    off = [p.message for p in problems if "[9, 1]" in p.message]
    # blow, ford and crowd name it in their triggers, storm in its set_terrain
    assert off and "event 'crowd' and 1 more)" in off[0], off
    from engine.scenario.event_checks import _area_users
    from engine.scenario.yaml_source import parse_yaml
    assert _area_users(parse_yaml(text).data)["gate"][-1] == "event 'storm'"


@pytest.mark.parametrize("bad", [
    "variables: [1, 2]\n",
    "variables: {a: x}\n",
    "variables: {1a: 0}\n",
    "events:\n  - {id: e, when: {var: {name: 3, at_least: x}}, do: []}\n",
    "events:\n  - {id: e, when: {var: {name: n, at_least: 1, at_most: 2}}, do: []}\n",
    "events:\n  - {id: e, when: {not: 5}, do: []}\n",
    "events:\n  - {id: e, when: {not: {}}, do: []}\n",
    "events:\n  - {id: e, when: {holds: []}, do: []}\n",
    "events:\n  - {id: e, when: {holds: {side: red, point: vp1, rounds: 0}}, do: []}\n",
    "events:\n  - {id: e, when: {unit_at: {area: gate}}, do: []}\n",
    "events:\n  - {id: e, when: {turn_of: {side: 4}}, do: []}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{objective: {change: replace, number: a}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{objective: {change: add, kind: nope}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{objective: {change: add}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{bridge: {at: x, state: built}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{set_terrain: {area: 5, terrain: 7}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{set_terrain: {area: gate, terrain: ab}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{weather: {}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{weather: {season: monsoon}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{reveal: {side: 1, area: gate}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{score: {var: x}}]}\n",
    "events:\n  - {id: e, when: {round: 1}, do: [{set_var: {name: x, value: 1.5}}]}\n",
])
def test_a_malformed_new_kind_is_a_problem_at_a_line_never_a_traceback(bad):
    text = mission_text(bad)
    scenario, problems = scenario_from_text(text, "bad.yaml")
    errors = [p for p in problems if p.severity == "error"]
    assert errors, bad
    assert all(1 <= p.line <= text.count("\n") + 1 for p in errors)


def test_B_stratego_refuses_variables_at_their_key():
    from conftest import ROOT
    text = (ROOT / "scenarios" / "stratego_classic.yaml").read_text(encoding="utf-8")
    text += "variables: {moves: 0}\n"
    _, problems = scenario_from_text(text, "s.yaml")
    found = [p for p in problems if "Stratego does not run 'variables'" in p.message]
    assert found and (found[0].line, found[0].column) == position_of(text, "variables:")
