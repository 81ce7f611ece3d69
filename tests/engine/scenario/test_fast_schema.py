"""Issue 37: the compiled schema check (engine/scenario/fast_schema.py) in front of
jsonschema changes no problem. Every document is validated twice: with the compiled
check on every document, however small (as shipped), and with jsonschema alone;
the problems (words, place, severity, path, cell) and the model must be the same, on
every shipped mission and campaign, the fuzz run's reproducers, the fuzz's mutations of
the missions' data and text, and values where the two validators differ."""

from __future__ import annotations

import random
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from benchmarks.bench_validation import big_scenario
from benchmarks.fuzz_files import MISSIONS, MUTATIONS
from benchmarks.fuzz_shapes import carrier_reinforcement, text_at_limit, wrong_type
from engine.campaign.io import campaign_schema, campaign_shape
from engine.scenario import fast_schema
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.problems import ScenarioError
from engine.scenario.schema import scenario_schema
from engine.scenario.yaml_source import YamlSourceError, parse_yaml
from tests.engine.scenario.test_fuzz_shapes import TEXTS, fast

ROOT = Path(__file__).resolve().parents[3]
REPRO = sorted((ROOT / "tests" / "fixtures" / "repro").glob("*.yaml"))
CAMPAIGNS = sorted((ROOT / "scenarios").glob("*.campaign.yml"))


@contextmanager
def _mode(fast: bool):
    """fast: the compiled check first (every document's, as shipped); else jsonschema
    alone."""
    if fast:
        yield
    else:
        with mock.patch.object(fast_schema, "surely_valid", lambda schema, data: False):
            yield


def _outcome(text: str, fast: bool) -> tuple[Any, list[Any]]:
    with _mode(fast):
        try:
            scenario, problems = scenario_from_text(text, "doc.yaml")
        except ScenarioError as exc:
            return None, exc.problems
    return (dump_scenario(scenario) if scenario is not None else None), problems


def _same_both_ways(text: str) -> list[Any]:
    fast, slow = _outcome(text, True), _outcome(text, False)
    assert fast[1] == slow[1]
    assert fast[0] == slow[0]
    return fast[1]


def _agrees(data: Any) -> None:
    """Whatever the compiled check accepts, jsonschema accepts too."""
    from jsonschema import Draft202012Validator

    if fast_schema.surely_valid(scenario_schema(), data):
        assert Draft202012Validator(scenario_schema()).is_valid(data)


@pytest.mark.parametrize("path", MISSIONS + REPRO, ids=lambda p: p.name)
def test_shipped_missions_and_reproducers_have_the_same_problems_both_ways(path):
    text = path.read_text(encoding="utf-8")
    _same_both_ways(text)
    if path in MISSIONS:  # a valid document: the compiled check vouches for it
        assert fast_schema.surely_valid(scenario_schema(), parse_yaml(text).data)


@pytest.mark.parametrize("path", CAMPAIGNS, ids=lambda p: p.name)
def test_shipped_campaigns_have_the_same_problems_both_ways(path):
    text = path.read_text(encoding="utf-8")
    broken = text.replace("missions:", "missions:\n  - {id: 7, file: x.yaml}", 1)
    found = []
    for each in (text, broken):
        with _mode(True):
            fast = campaign_shape(each, "c.yml")
        with _mode(False):
            slow = campaign_shape(each, "c.yml")
        assert fast[1:] == slow[1:]
        found.append(fast[1])
    assert found[0] == [] and found[1], found
    assert fast_schema.surely_valid(campaign_schema(), parse_yaml(text).data)


@fast(60)
@given(name=st.sampled_from(sorted(TEXTS)), seeds=st.lists(st.integers(0, 2**32), min_size=1,
                                                         max_size=3))
def test_values_of_the_wrong_type_have_the_same_problems_both_ways(name, seeds):
    text = TEXTS[name]
    for seed in seeds:
        text = wrong_type(text, random.Random(seed))
    _same_both_ways(text)
    try:
        _agrees(parse_yaml(text).data)
    except YamlSourceError:
        pass


@fast(40)
@given(name=st.sampled_from(sorted(TEXTS)), seed=st.integers(0, 2**32),
       kind=st.sampled_from(["limit", "carrier"]))
def test_texts_at_their_limit_and_carriers_have_the_same_problems_both_ways(name, seed, kind):
    rng = random.Random(seed)
    text = text_at_limit(TEXTS[name], rng) if kind == "limit" \
        else carrier_reinforcement(TEXTS[name], rng)
    _same_both_ways(text)


@fast(60)
@given(name=st.sampled_from(sorted(TEXTS)), seed=st.integers(0, 2**32))
def test_text_mutations_have_the_same_problems_both_ways(name, seed):
    rng = random.Random(seed)
    text = TEXTS[name]
    for _ in range(rng.randint(1, 3)):
        text = rng.choice(MUTATIONS)(text, rng)
    _same_both_ways(text)


TUTORIAL = TEXTS["tutorial.yaml"]
# Values where the two validators answer differently (the compiled one refuses, or
# cannot read, what jsonschema accepts), and values jsonschema refuses.
ODD = {
    "a NaN round count": ("rounds: ", "rounds: .nan\n"),
    "an infinite round count": ("rounds: ", "rounds: .inf\n"),
    "a whole float": ("rounds: ", "rounds: 12.0\n"),
    "a bool count": ("rounds: ", "rounds: true\n"),
    "a huge count": ("rounds: ", "rounds: 18446744073709551617\n"),
    "an id ending in a newline": ("first_side: ", 'first_side: "red\\n"\n'),
    "a number as a key": ("rounds: ", "rounds: 12\n7: x\n"),
    "a lone surrogate": ("first_side: ", 'first_side: "re\\ud800d"\n'),
    "a null key": ("rounds: ", "rounds: 12\n~: x\n"),
}


@pytest.mark.parametrize("case", sorted(ODD))
def test_values_the_validators_read_differently_have_the_same_problems(case):
    start, line = ODD[case]
    lines = TUTORIAL.splitlines(keepends=True)
    at = next(i for i, text in enumerate(lines) if text.startswith(start))
    text = "".join(lines[:at] + [line] + lines[at + 1:])
    _same_both_ways(text)
    try:
        _agrees(parse_yaml(text).data)
    except YamlSourceError:
        pass


def test_a_big_valid_map_skips_jsonschema_and_a_big_broken_one_gets_its_problems():
    """Counted: jsonschema walks no document the compiled check vouches for."""
    import jsonschema

    text = dump_scenario(big_scenario(96, 300))
    walked: list[int] = []
    real = jsonschema.Draft202012Validator.iter_errors

    def counting(self, instance, *args, **kwargs):
        walked.append(1)
        return real(self, instance, *args, **kwargs)

    with mock.patch.object(jsonschema.Draft202012Validator, "iter_errors", counting):
        scenario, problems = scenario_from_text(text, "big.yaml")
        assert scenario is not None and not [p for p in problems if p.severity == "error"]
        assert walked == []
        broken = text.replace("type: tank", "type: tank, hp: -3", 1)
        problems = _same_both_ways(broken)
        assert walked
        assert any("'hp' of unit" in p.message for p in problems), problems


def test_a_valid_files_read_never_imports_jsonschema_and_a_broken_ones_does():
    """Start-up (issue 37): the compiled check vouches for a valid file, however small
    (importing it costs a fifth of importing jsonschema); jsonschema is imported only to
    walk a document it refuses, whose problems it words."""
    valid = ("import sys; from engine.scenario.io import read_scenario; "
             f"read_scenario({str(MISSIONS[0])!r}); "
             "assert 'jsonschema_rs' in sys.modules, 'not checked'; "
             "assert 'jsonschema' not in sys.modules, 'imported'")
    broken = ("import sys; from engine.scenario.io import scenario_from_text; "
              "from engine.scenario.problems import ScenarioError; "
              f"text = open({str(MISSIONS[0])!r}, encoding='utf-8').read(); "
              "text = text.replace('rounds:', 'rounds: -3\\nx_rounds:', 1)\n"
              "try:\n    problems = scenario_from_text(text, 'doc.yaml')[1]\n"
              "except ScenarioError as exc:\n    problems = exc.problems\n"
              "assert any('rounds' in p.message for p in problems), problems; "
              "assert 'jsonschema' in sys.modules, 'not walked'")
    for code in (valid, broken):
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr
