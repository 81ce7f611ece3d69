"""Schema breaches that leave a file the model holds, so that it opens with the problem
listed (DESIGN.md "Validation": the editor reopens what it saves).

A trigger that takes one of two keys (a side or a unit; a unit, or a side with a count)
and gives both, or neither, is a problem listed at its line in plain words, and the file
still opens (DESIGN.md "Validation": the editor reopens what it saves; its forms offer
both keys). It was "... is valid under each of {'required': ['unit']}, ..." and a file
refused as not shaped like a scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario.io import scenario_from_text

HARROW = (Path(__file__).parents[3] / "scenarios" / "harrow_ford.yaml").read_text(encoding="utf-8")
TRIGGER = "    when: {enters: {side: host, area: crossing}}"


@pytest.mark.parametrize(("trigger", "words"), [
    ("enters: {side: host, unit: h_inf1, area: crossing}",
     "'enters' of event 'host_across' gives both 'side' and 'unit'; keep only one: "
     "'side' or 'unit'"),
    ("enters: {area: crossing}", "'enters' of event 'host_across' needs 'side' or 'unit'"),
    ("unit_at: {side: host, unit: h_inf1, area: crossing}",
     "'unit_at' of event 'host_across' gives both 'side' and 'unit'"),
    ("destroyed: {side: host, count: 2, unit: h_inf1}",
     "'destroyed' of event 'host_across' gives both 'unit' and 'side' with 'count'; keep "
     "only one: 'unit' or 'side' with 'count'"),
    ("destroyed: {side: host}",
     "'destroyed' of event 'host_across' needs 'unit' or 'side' with 'count'"),
])
def test_a_trigger_with_both_keys_or_neither_opens_with_the_problem_in_words(trigger, words):
    assert TRIGGER in HARROW
    text = HARROW.replace(TRIGGER, "    when: {" + trigger + "}")
    scenario, problems = scenario_from_text(text, "harrow.yaml")
    assert scenario is not None  # opens
    errors = [p for p in problems if p.severity == "error"]
    assert len(errors) == 1 and errors[0].message.startswith(words), errors
    assert errors[0].line == text.splitlines().index("    when: {" + trigger + "}") + 1


def test_a_key_of_the_wrong_shape_still_leaves_no_model():
    """Only the choice among keys is held: an area that is neither an id nor cells is
    still a file the model cannot hold."""
    text = HARROW.replace(TRIGGER, "    when: {enters: {side: host, area: 5}}")
    scenario, problems = scenario_from_text(text, "harrow.yaml")
    assert scenario is None and problems


def test_a_scenario_with_no_side_left_opens_with_the_problem():
    """Every side removed in the Scenario dock: the schema's `minItems` of `sides` is
    listed, and the file opens (a cell short of its two numbers still does not)."""
    import re

    match = re.search(r"sides:\n(  - .*\n)+", HARROW)
    assert match is not None
    text = HARROW[:match.start()] + "sides: []\n" + HARROW[match.end():]
    scenario, problems = scenario_from_text(text, "harrow.yaml")
    assert scenario is not None and scenario.sides == []
    assert "'sides' needs at least 1 entries" in [p.message for p in problems]
    short_cell = HARROW.replace("at: [16, 5]", "at: [16]", 1)
    assert short_cell != HARROW and scenario_from_text(short_cell, "harrow.yaml")[0] is None
