"""Issue 37: the validation process parses a scenario by its top-level parts and keeps
the parts an edit left alone (engine/scenario/yaml_blocks.py). Its document is
parse_yaml's, value for value and mark for mark, or parse_yaml's own error: on every
shipped mission and reproducer, after edits, on texts made to break a parse by parts,
and on the fuzz's mutations; an unchanged part is not parsed again (counted)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.bench_validation import big_scenario
from benchmarks.fuzz_files import MISSIONS, MUTATIONS
from engine.scenario import yaml_blocks, yaml_source
from engine.scenario.io import dump_scenario
from engine.scenario.yaml_blocks import PartParser
from engine.scenario.yaml_source import MAX_VALUES, YamlSourceError, parse_yaml

ROOT = Path(__file__).resolve().parents[3]
REPRO = sorted((ROOT / "tests" / "fixtures" / "repro").glob("*.yaml"))
TEXTS = {m.name: m.read_text(encoding="utf-8") for m in MISSIONS}


def _outcome(parse, text: str):
    try:
        return parse(text)
    except YamlSourceError as exc:
        return (exc.message, exc.line, exc.column)


def _same(parser: PartParser, text: str) -> None:
    expected = _outcome(parse_yaml, text)
    assert _outcome(parser.parse, text) == expected


@pytest.mark.parametrize("path", MISSIONS + REPRO, ids=lambda p: p.name)
def test_every_mission_parses_by_parts_as_a_whole(path):
    parser = PartParser()
    text = path.read_text(encoding="utf-8")
    _same(parser, text)
    if path in MISSIONS:  # by parts indeed, not the whole parse as a fallback
        assert parser.parts and parser.parsed == len(parser.parts)


def test_an_edit_parses_only_the_parts_it_changed():
    scenario = big_scenario(64, 200)
    parser = PartParser()
    text = dump_scenario(scenario)
    _same(parser, text)
    parts = parser.parsed
    assert parts >= 8
    rows = list(scenario.map.rows)
    rows[3] = rows[3][:3] + ("F" if rows[3][3] != "F" else ".") + rows[3][4:]
    edited = replace(scenario, map=replace(scenario.map, rows=rows))
    _same(parser, dump_scenario(edited))
    assert parser.parsed == parts + 1  # the map alone
    moved = replace(edited, units=[replace(edited.units[0], at=(0, 0)), *edited.units[1:]])
    _same(parser, dump_scenario(moved))
    assert parser.parsed == parts + 2  # the units alone
    longer = replace(moved, description="two\nlines")  # every later part one line down
    _same(parser, dump_scenario(longer))
    assert parser.parsed > parts + 3
    _same(parser, dump_scenario(moved))  # and back: parsed again at their old lines


def test_a_document_handed_out_is_its_own():
    """A check that changed the data it was handed does not change the next pass's."""
    parser = PartParser()
    text = TEXTS["tutorial.yaml"]
    parser.parse(text).data["units"][0]["id"] = "changed"
    _same(parser, text)


# "too many values in all" is parsed under a lower limit than MAX_VALUES: each part under
# it, both together over it, as with the real one (200,000 values, whose refusal
# tests/engine/scenario/test_faults_reading.py checks), in a hundredth of the time.
SMALL_LIMIT = 2_000
assert SMALL_LIMIT < MAX_VALUES


BREAKERS = {
    "a quoted text across a key line": "format: 'x\nname: y'\nrounds: 3\n",
    "a flow list across a key line": "format: [1,\nname: 2]\nrounds: 3\n",
    "an alias to another part": "format: &f x\nname: *f\n",
    "an anchor and alias in one part": "format: x\nname: [&n y, *n]\n",
    "a document end": "format: x\n...\nname: y\n",
    "two documents": "---\nformat: x\n---\nname: y\n",
    "a directive": "%YAML 1.1\n---\nformat: x\nname: y\n",
    "a key twice": "format: x\nname: y\nformat: z\n",
    "a block text": "format: |\n  x\n\nname: y\n",
    "a kept block text": "format: |+\n  x\n\n\nname: y\n",
    "a line broken at U+2028": "format: x\u2028name: y\nrounds: 3\n",
    "a complex key": "? format\n: x\nname: y\n",
    "a quoted key": "\"format\": x\nname: y\n",
    "a bad indentation": "format: x\n name: y\nrounds: 3\n",
    "a plain text on two lines": "format: x\n  more\nname: y\n",
    "a control character": "format: x\nname: y\x07\n",
    "a tag": "format: x\nname: !!python/object:os.system y\n",
    "a list at the top": "- format\nname: y\n",
    "comments first": "# a comment\n\nformat: x\n# between\nname: y\n",
    "no newline at the end": "format: x\nname: y",
    "crlf lines": "format: x\r\nname: y\r\n",
    "empty": "",
    "only a comment": "# nothing\n",
    "a null value": "format:\nname: y\n",
    "aliases repeating too much text in all": "".join(
        f"{key}: [&{key} {key * 1_000_000}, *{key}, *{key}, *{key}, *{key}]\n" for key in "ab"),
    "too many values in all": "a: [" + "0, " * (SMALL_LIMIT // 2 + 5) + "]\nb: ["
                              + "0, " * (SMALL_LIMIT // 2 + 5) + "]\n",
}


@pytest.mark.parametrize("case", sorted(BREAKERS))
def test_texts_made_to_break_a_parse_by_parts_parse_as_a_whole(case, monkeypatch):
    if case == "too many values in all":
        for module in (yaml_source, yaml_blocks):
            monkeypatch.setattr(module, "MAX_VALUES", SMALL_LIMIT)
    parser = PartParser()
    _same(parser, BREAKERS[case])
    _same(parser, "format: x\nname: y\n")
    _same(parser, BREAKERS[case])  # with the parts of another text kept


@settings(max_examples=80, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(TEXTS)), seed=st.integers(0, 2**32))
def test_the_fuzz_mutations_parse_by_parts_as_a_whole(name, seed):
    rng = random.Random(seed)
    parser = PartParser()
    text = TEXTS[name]
    _same(parser, text)
    for _ in range(rng.randint(1, 3)):
        text = rng.choice(MUTATIONS)(text, rng)
        _same(parser, text)
