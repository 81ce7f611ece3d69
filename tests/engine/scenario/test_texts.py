"""Texts in several languages (DESIGN.md, "Texts in several languages"): a text a player
reads is a plain string or a map of languages; the schema takes both, the model keeps
them as given, the writer writes them back byte for byte, `text_in` picks a language
with a fallback to the first, and `languages:` makes each text lacking one a warning at
its line."""

from __future__ import annotations

import json
import pickle

import pytest

from conftest import SCENARIOS
from engine.cli.main import main
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text
from engine.scenario.texts import Text, as_text, localized, text_data, text_in, with_language

MISSION = """\
format: clumsy-scenario/1
name:
  en: Test
  it: Prova
description: Plain
languages: [en, it]
map:
  width: 2
  height: 1
  terrain: |
    ..
rounds: 3
first_side: a
sides:
  - {id: a}
  - {id: b}
briefing:
  a:
    en: |
      Go.
      Now.
    it: |
      Vai.
      Ora.
  b: Wait.
labels:
  - {at: [0, 0], text: {en: Hill, it: Collina}}
  - {at: [1, 0], text: Road}
events:
  - id: e1
    when: {round: 2}
    do:
      - message: {to: all, text: {en: Hi, it: Ciao}}
      - end_game: {winner: a, reason: {it: Vinto}}
      - objective: {change: add, kind: hold_until, side: a, round: 3, message: {en: Hold, it: Tieni}}
"""


def _problems(text: str):
    return scenario_from_text(text, "m.yaml")


def test_a_map_of_languages_is_read_kept_and_written_back_byte_for_byte():
    scenario, problems = _problems(MISSION)
    assert not [p for p in problems if p.severity == "error"], problems
    assert isinstance(scenario.name, Text) and scenario.name.by_lang == {"en": "Test",
                                                                         "it": "Prova"}
    assert str(scenario.name) == "Test"  # a reader wanting a string gets the first
    assert f"{scenario.name}" == "Test" and scenario.name != "Test"  # but it is a map
    assert type(scenario.description) is str and scenario.languages == ["en", "it"]
    assert scenario.labels[1].text == "Road" and type(scenario.labels[1].text) is str
    message, end, objective = scenario.events[0].do
    assert text_in(message.text, "it") == "Ciao" and text_in(end.reason, "en") == "Vinto"
    assert text_in(objective.message, "it") == "Tieni"
    assert dump_scenario(scenario) == MISSION


def test_norwegian_written_as_a_plain_no_key_is_a_language_and_reopens():
    """YAML 1.1 reads a plain `no` as false: a key is always its text here, so Norwegian's
    code needs no quotes, and what the editor writes back reopens the same."""
    text = MISSION.replace("languages: [en, it]", "languages: [en, it, 'no']").replace(
        "  it: Prova\n", "  it: Prova\n  no: Prøve\n")
    scenario, problems = _problems(text)
    assert not [p for p in problems if p.severity == "error"], problems
    assert scenario.name.by_lang == {"en": "Test", "it": "Prova", "no": "Prøve"}
    again, problems = _problems(dump_scenario(scenario))
    assert not [p for p in problems if p.severity == "error"], problems
    assert again.name.by_lang == scenario.name.by_lang


def test_the_text_of_a_language_falls_back_to_the_first_given():
    value = as_text({"it": "Ciao", "en": "Hi"})
    assert text_in(value, "en") == "Hi" and text_in(value, "de") == "Ciao"
    assert text_in(value, None) == "Ciao" and text_in("plain", "it") == "plain"
    assert text_in(None, "it") is None and text_data(value) == {"it": "Ciao", "en": "Hi"}
    assert localized({"a": [value, "x"]}, "en") == {"a": ["Hi", "x"]}
    assert pickle.loads(pickle.dumps(value)) == value  # balance runs send it to workers


def test_editing_a_plain_string_in_another_language_makes_a_map_keeping_the_first():
    assert with_language("Hold", "en", "Hold on", "en") == "Hold on"
    both = with_language("Hold", "it", "Tieni", "en")
    assert isinstance(both, Text) and both.by_lang == {"en": "Hold", "it": "Tieni"}
    assert type(with_language(both, "it", "", "en")) is str  # back to the plain string
    assert with_language(both, "it", "", "en") == "Hold"
    assert with_language(both, "en", "", "en").by_lang == {"it": "Tieni"}
    assert both != as_text({"en": "Hold", "it": "Altro"})


def test_each_text_missing_a_declared_language_is_a_warning_at_its_line():
    _, problems = _problems(MISSION)
    warnings = [(p.line, p.message.split(" has ")[0]) for p in problems
                if p.severity == "warning"]
    assert warnings == [
        (5, "'description'"),
        (25, "the briefing of 'b'"),
        (28, "'text' of label #2"),
        (34, "'reason' of action #2 of event 'e1'"),
    ]
    assert "no text in 'it'" in next(p.message for p in problems if p.line == 5)
    assert "no text in 'en'" in next(p.message for p in problems if p.line == 34)


def test_past_25_texts_missing_a_language_one_warning_counts_the_rest():
    labels = "".join(f"  - {{at: [0, 0], text: L{i}}}\n" for i in range(40))
    text = MISSION.replace("labels:\n", "labels:\n" + labels)
    _, problems = _problems(text)
    warnings = [p for p in problems if p.severity == "warning"]
    assert len(warnings) == 26
    summary = [p for p in warnings if p.message.startswith("19 more text(s)")]
    assert [p.line for p in summary] == [6]  # at `languages:`


def test_without_languages_no_text_is_missing_one():
    _, problems = _problems(MISSION.replace("languages: [en, it]\n", ""))
    assert [p for p in problems if p.severity == "warning"] == []


@pytest.mark.parametrize("bad, line, words", [
    ("    english: Vai.", 22, "has the key 'english', not a language"),
    ("    IT: Vai.", 22, "has the key 'IT', not a language"),
])
def test_a_map_with_a_key_not_a_language_is_an_error_at_the_key(bad, line, words):
    text = MISSION.replace("    it: |\n      Vai.\n      Ora.", bad)
    _, problems = _problems(text)
    errors = [p for p in problems if p.severity == "error"]
    assert [(p.line, words in p.message) for p in errors] == [(line, True)], errors


def test_a_language_of_languages_not_a_code_is_an_error_at_its_line():
    _, problems = _problems(MISSION.replace("languages: [en, it]", "languages: [en, italian]"))
    errors = [p for p in problems if p.severity == "error"]
    assert [(p.line, "'italian', not a language" in p.message) for p in errors] == [(6, True)]


def test_a_text_in_a_map_past_its_limit_still_opens_with_its_problem():
    scenario, problems = _problems(MISSION.replace("it: Collina", "it: " + "x" * 201))
    assert scenario is not None
    assert [p.line for p in problems if "too long" in p.message] == [27]


def test_every_shipped_mission_writes_back_byte_for_byte():
    for path in sorted(SCENARIOS.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert dump_scenario(load_scenario(path)) == text, path.name


def test_the_shipped_missions_come_in_english_and_italian():
    for name in ("tutorial", "river_crossing", "harrow_ford"):
        scenario, problems = scenario_from_text(
            (SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"), f"{name}.yaml")
        assert scenario.languages == ["en", "it"]
        assert not [p for p in problems if "no text in" in p.message], name


def test_play_lang_it_json_shows_the_italian_texts(capsys):
    mission = str(SCENARIOS / "harrow_ford.yaml")
    assert main(["play", mission, "--json", "--seed", "1", "--lang", "it"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["name"] == "Il soccorso di Harrow Ford"
    texts = [m["text"] for t in data["triggered"] for m in t["messages"]]
    assert "L'Oste è al passaggio!" in texts and "The Host is at the crossing!" not in texts
    assert main(["play", mission, "--json", "--seed", "1", "--lang", "de"]) == 0
    assert json.loads(capsys.readouterr().out)["name"] == "Relief of Harrow Ford"
