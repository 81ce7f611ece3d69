"""The data mutations of benchmarks/fuzz_shapes.py in CI (issue 38): every ruleset's
checks meet values of the wrong type anywhere, every text field its limit and one past
it, reinforcements their carriers; validation answers with problems, never a traceback,
and a text at or past its limit still gives the model the editor opens."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.fuzz_files import MISSIONS
from benchmarks.fuzz_shapes import TEXT_FIELDS, carrier_reinforcement, text_at_limit, wrong_type
from engine.scenario.io import scenario_from_text
from engine.scenario.problems import ScenarioError
from engine.scenario.schema import scenario_schema

TEXTS = {m.name: m.read_text(encoding="utf-8") for m in MISSIONS}


def fast(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _check(text: str):
    try:
        return scenario_from_text(text, "mutant.yaml")
    except ScenarioError as exc:  # a file that is not YAML any more: a clean refusal
        return None, exc.problems


@fast(150)
@given(name=st.sampled_from(sorted(TEXTS)), seeds=st.lists(st.integers(0, 2**32), min_size=1,
                                                         max_size=3))
def test_every_rulesets_checks_take_values_of_the_wrong_type(name, seeds):
    text = TEXTS[name]
    for seed in seeds:
        text = wrong_type(text, random.Random(seed))
    _check(text)  # never raises anything but ScenarioError


@fast(60)
@given(name=st.sampled_from(sorted(TEXTS)), seed=st.integers(0, 2**32))
def test_a_text_at_its_limit_or_past_it_still_opens(name, seed):
    scenario, problems = _check(text_at_limit(TEXTS[name], random.Random(seed)))
    assert scenario is not None, "\n".join(map(str, problems))


def _limited_texts(node, pointer: str = "") -> set[str]:
    """The JSON pointer of every text of the schema that has a maxLength."""
    found = {pointer} if isinstance(node, dict) and "maxLength" in node else set()
    items = node.items() if isinstance(node, dict) else enumerate(node) \
        if isinstance(node, list) else ()
    for key, value in items:
        found |= _limited_texts(value, f"{pointer}/{key}")
    return found


def test_the_fuzz_puts_every_limited_text_of_the_schema_at_its_limit():
    """A text field the schema limits and the fuzz leaves out (an event card's text was
    one) is a field the next fuzz run finds saved-but-refused; each one, one past its
    limit, still opens with its problem listed."""
    assert {pointer for pointer, _ in TEXT_FIELDS.values()} == _limited_texts(scenario_schema())
    for field in TEXT_FIELDS:
        text = text_at_limit(TEXTS["four_ways_activation.yaml"], random.Random(1), field, 1)
        scenario, problems = _check(text)
        assert scenario is not None, (field, "\n".join(map(str, problems)))
        assert any("too long" in p.message for p in problems), field


@fast(60)
@given(name=st.sampled_from(sorted(n for n in TEXTS if "stratego" not in n)),
       seed=st.integers(0, 2**32))
def test_carriers_in_reinforcements_are_checked(name, seed):
    text = carrier_reinforcement(TEXTS[name], random.Random(seed))
    _, problems = _check(text)
    if "fz_truck2" in text or "fz_self" in text or "fz_t2" in text or "fz_nobody" in text:
        assert any("reinforcement 'fz_" in p.message for p in problems
                   if p.severity == "error"), "\n".join(map(str, problems))
