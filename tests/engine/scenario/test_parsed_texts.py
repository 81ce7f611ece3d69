"""A text parsed twice in the process is not parsed again (issue 37,
`yaml_source.parse_yaml`): its document is kept as parsed and handed out as a copy, so a
caller changing its data changes nobody else's; a text read once is only noted (a
`clumsy` process reads its mission once); a text too long to keep, or one that does not
parse, is read every time."""

from __future__ import annotations

import pytest
from counting import calls_of

from conftest import SCENARIOS
from engine.scenario import yaml_source
from engine.scenario.io import scenario_from_text
from engine.scenario.yaml_source import YamlSourceError, parse_yaml


@pytest.fixture
def builds(monkeypatch) -> list[str]:
    made = calls_of(monkeypatch, yaml_source, "build_yaml")
    monkeypatch.setattr(yaml_source, "_PARSED", {}, raising=False)  # none read before
    monkeypatch.setattr(yaml_source, "_MET", {}, raising=False)
    return made


def test_a_text_read_again_is_a_copy_of_its_first_reading(builds) -> None:
    text = (SCENARIOS / "eagles_nest.yaml").read_text(encoding="utf-8")
    assert parse_yaml(text) == parse_yaml(text) and len(builds) == 2  # the second kept
    first = parse_yaml(text)
    first.data["units"][0]["hp"] = -5  # the caller's own data
    first.marks.clear()
    again = parse_yaml(text)
    assert len(builds) == 2
    assert again.data["units"][0].get("hp") != -5 and again.marks
    fresh = yaml_source.build_yaml(text).document()
    assert (again.data, again.marks, again.key_marks) == (fresh.data, fresh.marks,
                                                          fresh.key_marks)
    # the scenario read from it too: the same model and problems as a first reading
    assert scenario_from_text(text, "eagles_nest.yaml") == scenario_from_text(
        text, "eagles_nest.yaml")
    assert len(builds) == 3  # the one made by hand above


def test_aliases_read_again_keep_their_copies_apart(builds) -> None:
    for _ in range(3):
        doc = parse_yaml("a: &x {hp: 3}\nb: *x\n")
    assert len(builds) == 2 and doc.data == {"a": {"hp": 3}, "b": {"hp": 3}}
    assert doc.data["a"] is not doc.data["b"]


def test_a_long_text_or_a_broken_one_is_read_every_time(builds, monkeypatch) -> None:
    monkeypatch.setattr(yaml_source, "PARSED_KEPT_CHARS", 20, raising=False)
    for _ in range(3):
        parse_yaml("format: clumsy-scenario/1\nname: long\n")
        with pytest.raises(YamlSourceError):
            parse_yaml("a: [\n")
        parse_yaml("name: short\n")  # kept: read twice
    assert len(builds) == 8


def test_the_oldest_text_is_let_go_beyond_the_limit(builds, monkeypatch) -> None:
    monkeypatch.setattr(yaml_source, "PARSED_KEPT", 3, raising=False)
    texts = [f"n: {i}\n" for i in range(4)]
    for text in texts:
        parse_yaml(text)
        parse_yaml(text)  # kept
    assert len(builds) == 8 and list(yaml_source._PARSED) == texts[1:]
    parse_yaml(texts[3])  # kept still
    parse_yaml(texts[0])  # let go: met once more
    parse_yaml(texts[0])  # and kept again
    assert len(builds) == 10 and list(yaml_source._PARSED) == [*texts[2:], texts[0]]
