"""Reading, writing and refusing: round-trips, canonical bytes, atomic saves, unsafe YAML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import shipped_missions
from engine import ScenarioError, dump_scenario, load_scenario, read_scenario, save_scenario
from engine.scenario.io import scenario_from_text
from engine.scenario.model import Unit
from engine.scenario.yaml_source import MAX_FILE_BYTES


def test_base_fixture_is_canonical_and_saves_byte_for_byte(base_text, tmp_path):
    path = tmp_path / "base.yaml"
    path.write_text(base_text, encoding="utf-8")
    scenario = load_scenario(path)
    save_scenario(scenario, path)
    assert path.read_text(encoding="utf-8") == base_text


@pytest.mark.parametrize("mission", shipped_missions(), ids=lambda p: p.name)
def test_shipped_mission_round_trips(mission: Path, tmp_path):
    first = load_scenario(mission)
    out = tmp_path / mission.name
    save_scenario(first, out)
    second = load_scenario(out)
    assert second == first
    # a shipped mission is kept in canonical form, so saving it changes no byte
    assert out.read_bytes() == mission.read_bytes()


def test_non_canonical_file_loads_equal_after_save(base_text, tmp_path):
    messy = base_text.replace("calendar: {season: autumn, start_hour: 5, hours_per_round: 1}",
                              "calendar:\n  hours_per_round: 1\n  season: 'autumn'\n  start_hour: 5")
    messy = "# a comment a designer wrote\n" + messy.replace("rounds: 10", "rounds:   10  # ten")
    path = tmp_path / "messy.yaml"
    path.write_text(messy, encoding="utf-8")
    first = load_scenario(path)
    save_scenario(first, path)
    assert load_scenario(path) == first
    assert path.read_text(encoding="utf-8") == base_text


def test_strings_that_need_quotes_survive(base_text, tmp_path):
    scenario, _ = scenario_from_text(base_text)
    assert scenario is not None
    scenario.name = "yes"  # would read back as a boolean if left plain
    scenario.description = "Line one: with a colon, # and a hash.\n\nLine three, 'quoted'."
    scenario.sides[0].name = "Red, the [first] {army}"
    scenario.units.append(Unit(id="r9", type="infantry", side="red", at=(0, 1), name="null"))
    path = tmp_path / "quoted.yaml"
    save_scenario(scenario, path)
    again = load_scenario(path)
    assert again == scenario
    save_scenario(again, path)
    assert load_scenario(path) == scenario


def test_failed_save_keeps_the_previous_file(base_text, tmp_path, monkeypatch):
    path = tmp_path / "keep.yaml"
    path.write_text(base_text, encoding="utf-8")
    scenario = load_scenario(path)
    scenario.name = "Changed"

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_scenario(scenario, path)
    assert path.read_text(encoding="utf-8") == base_text
    assert [p.name for p in tmp_path.iterdir()] == ["keep.yaml"], "no temporary file left behind"


def _problems_of(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        scenario_from_text(text, "evil.yaml")
    return [str(p) for p in info.value.problems]


def test_python_tags_are_refused_not_executed(base_text):
    evil = base_text.replace("name: Test Bridge", "name: !!python/object/apply:os.system ['echo pwned']")
    (problem,) = _problems_of(evil)
    assert problem.startswith("evil.yaml:2:7: error: ")
    assert "tag" in problem and "not allowed" in problem


def test_alias_bomb_is_refused():
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, 10):
        refs = ",".join([f"*a{i - 1}"] * 9)
        lines.append(f"a{i}: &a{i} [{refs}]")
    (problem,) = _problems_of("\n".join(lines) + "\n")
    assert "alias bomb" in problem


def test_huge_file_is_refused(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"# " + b"x" * MAX_FILE_BYTES + b"\n")
    with pytest.raises(ScenarioError) as info:
        read_scenario(path)
    assert info.value.unreadable
    assert "MiB" in str(info.value.problems[0])


def test_broken_yaml_points_at_the_place():
    (problem,) = _problems_of("format: clumsy-scenario/1\nname: [unclosed\nrounds: 3\n")
    assert problem.startswith("evil.yaml:")
    assert "not valid YAML" in problem


def test_duplicate_key_is_refused(base_text):
    (problem,) = _problems_of(base_text.replace("rounds: 10\n", "rounds: 10\nrounds: 12\n"))
    assert "appears twice" in problem
    assert problem.startswith("evil.yaml:16:1:")


def test_non_utf8_and_missing_files_are_unreadable(tmp_path):
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("name: caf\xe9\n".encode("latin-1"))
    with pytest.raises(ScenarioError) as info:
        read_scenario(bad)
    assert info.value.unreadable and "UTF-8" in str(info.value)
    with pytest.raises(ScenarioError) as info:
        read_scenario(tmp_path / "missing.yaml")
    assert info.value.unreadable and "cannot read" in str(info.value)


def test_empty_and_non_mapping_documents_get_clear_errors():
    (empty,) = _problems_of("")
    assert "empty" in empty
    _, problems = scenario_from_text("- just\n- a list\n", "list.yaml")
    assert problems and "should be a mapping" in problems[0].message


def test_invalid_file_still_gives_a_model_for_the_editor(base_text):
    scenario, problems = scenario_from_text(base_text.replace("type: tank", "type: tnak"))
    assert scenario is not None and scenario.unit("b1").type == "tnak"
    assert len(problems) == 1


def test_dump_is_stable(base_text):
    scenario, _ = scenario_from_text(base_text)
    assert dump_scenario(scenario) == base_text
