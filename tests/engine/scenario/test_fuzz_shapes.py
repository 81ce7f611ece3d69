"""The data mutations of benchmarks/fuzz_shapes.py in CI (issue 38): every ruleset's
checks meet values of the wrong type anywhere, every text field its limit and one past
it, reinforcements their carriers; validation answers with problems, never a traceback,
and a text at or past its limit still gives the model the editor opens."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.fuzz_files import MISSIONS
from benchmarks.fuzz_shapes import carrier_reinforcement, text_at_limit, wrong_type
from engine.scenario.io import scenario_from_text
from engine.scenario.problems import ScenarioError

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


@fast(60)
@given(name=st.sampled_from(sorted(n for n in TEXTS if "stratego" not in n)),
       seed=st.integers(0, 2**32))
def test_carriers_in_reinforcements_are_checked(name, seed):
    text = carrier_reinforcement(TEXTS[name], random.Random(seed))
    _, problems = _check(text)
    if "fz_truck2" in text or "fz_self" in text or "fz_t2" in text or "fz_nobody" in text:
        assert any("reinforcement 'fz_" in p.message for p in problems
                   if p.severity == "error"), "\n".join(map(str, problems))
