"""An unfinished mission part saves and reads back into the model, with a problem in the
designer's words (DESIGN.md, "Validation": the editor reopens everything it can save)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import mission as m
from engine.scenario.io import dump_scenario, read_scenario, scenario_from_text
from engine.scenario.mission import Area, Deployment, Label, MissionEvent
from engine.scenario.model import Victory

REPRO = Path(__file__).resolve().parents[2] / "fixtures" / "repro"
TUTORIAL = Path(__file__).resolve().parents[3] / "scenarios" / "tutorial.yaml"


def _unfinished() -> str:
    scenario, _ = read_scenario(TUTORIAL)
    assert scenario is not None
    scenario.events = [
        MissionEvent(id="relief", when=m.RoundTrigger(round=1)),
        MissionEvent(id="r2", when=m.AllTrigger([]), do=[
            m.Reinforce(side="blue"), m.Withdraw(), m.Message(to="all", text=""),
            m.EndGame(winner="blue", reason="")]),
        MissionEvent(id="r3", when=m.EntersTrigger(area="ar", side="blue"),
                     do=[m.Message(to="all", text="x")]),
        MissionEvent(id="r4", when=m.EntersTrigger(area=[], side="blue"),
                     do=[m.Message(to="all", text="x" * 2001)]),
    ]
    scenario.labels = [Label(at=(1, 1), text="")]
    scenario.areas = [Area(id="ar", cells=[], name="")]
    scenario.deployment = [Deployment(side="red", area=[])]
    return dump_scenario(scenario)


WORDS = [
    "event 'relief' has no action yet: add one in the Events dock",
    "the 'all of' trigger of event 'r2' holds no trigger yet: add one in the Events dock",
    "the reinforcement of event 'r2' has no units yet: add them in the Events dock",
    "the withdrawal of event 'r2' names no units yet: pick them in the Events dock",
    "the message of event 'r2' has no text yet: write it in the Events dock",
    "the end of the game in event 'r2' has an empty reason",
    "area 'ar' has no cells yet: pick them on the map (used by event 'r3')",
    "area 'ar' has an empty name",
    "the area of event 'r4' has no cells yet: pick them on the map",
    "the deployment zone of 'red' has no cells yet",
    "the label at [1, 1] has no text yet",
    "'text' of action #1 of event 'r4' is too long: 2,001 characters, at most 2,000",
]


@pytest.mark.parametrize("words", WORDS)
def test_an_unfinished_part_reads_back_with_its_problem_in_words(words):
    scenario, problems = scenario_from_text(_unfinished(), "wip.yaml")
    assert scenario is not None, "\n".join(map(str, problems))
    found = [p for p in problems if words in p.message]
    assert found and found[0].severity == "error", "\n".join(map(str, problems))
    assert not any("should be a list" in p.message or "at least 1" in p.message
                   for p in problems)


def test_an_empty_do_an_older_editor_wrote_as_null_reads_as_no_action():
    text = _unfinished().replace("do: []", "do:")
    scenario, problems = scenario_from_text(text, "old.yaml")
    assert scenario is not None and scenario.events[0].do == []
    assert any("event 'relief' has no action yet" in p.message for p in problems)


@pytest.mark.parametrize("name,words", [
    ("r21_editor_saved_label_201.yaml", "'text' of label #1 is too long: 201 characters"),
    ("r22_editor_saved_briefing_20001.yaml", "the briefing of 'blue' is too long: 20,001"),
])
def test_a_text_past_its_limit_opens_and_is_listed(name, words):
    scenario, problems = read_scenario(REPRO / name)
    assert scenario is not None
    assert [p.severity for p in problems if words in p.message] == ["error"]


def test_a_victory_with_no_condition_left_and_empty_lists_read_back():
    """The editor fuzzer switched a mission to Stratego and back and unset its last round:
    the victory had no condition left and was written `victory:` with nothing under it,
    null, which the schema refuses as "not a mapping" and the editor would not reopen."""
    scenario, _ = read_scenario(TUTORIAL)
    assert scenario is not None
    scenario.victory = Victory()
    scenario.units, scenario.sides = [], []
    text = dump_scenario(scenario)
    assert "victory: {}" in text and "sides: []" in text
    back, problems = scenario_from_text(text, "mission.yaml", deep=False)
    assert back is not None and dump_scenario(back) == text
    assert not [p for p in problems if "victory" in p.message]


def test_an_area_named_by_no_valid_id_opens_with_its_problem_in_words():
    """`area: "0"`: neither an area's id nor a list of cells. The model holds it as a name,
    so the file opens (the fuzzer's Harrow Ford did not), the problem at its line."""
    scenario, _ = read_scenario(TUTORIAL)
    assert scenario is not None
    scenario.areas = [Area(id="0", cells=[(1, 1)])]
    scenario.deployment = [Deployment(side=scenario.sides[0].id, area="0")]
    text = dump_scenario(scenario)
    back, problems = scenario_from_text(text, "mission.yaml", deep=False)
    assert back is not None and dump_scenario(back) == text
    words = [p.message for p in problems if "'0'" in p.message]
    assert any(w.startswith("'area' of deployment") and "not a valid id" in w for w in words)
    assert not [p for p in problems if "any of the given schemas" in p.message]
