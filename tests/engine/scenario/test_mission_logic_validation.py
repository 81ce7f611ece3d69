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
