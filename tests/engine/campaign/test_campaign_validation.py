"""Validation of a campaign file: each problem at its line, with a hint (issue 34 section 1,
"Bad input")."""

from __future__ import annotations

from pathlib import Path

from campaign_helpers import TWO_STEPS, tutorial_with_camp, write_campaign
from conftest import SCENARIOS
from engine.campaign.load import read_campaign
from engine.scenario.problems import Problem


def problems_of(tmp_path: Path, text: str = TWO_STEPS,
                missions: dict[str, str] | None = None) -> list[Problem]:
    return read_campaign(write_campaign(tmp_path, text, missions))[1]


def at(problems: list[Problem], line: int) -> Problem:
    found = [p for p in problems if p.line == line and p.file.endswith("campaign.yaml")]
    assert len(found) == 1, [str(p) for p in problems]
    return found[0]


def only(problems: list[Problem], severity: str = "error") -> Problem:
    found = [p for p in problems if p.severity == severity and p.file.endswith("campaign.yaml")]
    assert len(found) == 1, [str(p) for p in problems]
    return found[0]


def test_the_two_step_campaign_and_the_shipped_one_are_valid(tmp_path):
    loaded, problems = read_campaign(write_campaign(tmp_path))
    assert loaded is not None
    assert not [p for p in problems if p.severity == "error" or p.file.endswith("campaign.yaml")]
    assert sorted(loaded.scenarios) == ["one", "two"]
    shipped, problems = read_campaign(SCENARIOS / "wend.campaign.yml")
    assert problems == [] and shipped is not None
    assert [m.id for m in shipped.campaign.missions] == ["crossing", "kessel", "harrow", "vell"]


def test_a_missing_mission_file_is_an_error_at_its_line_with_the_files_beside_it(tmp_path):
    p = only(problems_of(tmp_path, TWO_STEPS.replace("file: b.yaml", "file: bb.yaml")))
    assert (p.line, p.column) == (12, 11)
    assert "campaign step 'two'" in p.message and "'bb.yaml' does not exist" in p.message
    assert "did you mean 'b.yaml'?" in p.message


def test_a_file_outside_the_campaigns_folder_is_refused(tmp_path):
    inner = tmp_path / "inner"
    inner.mkdir()
    (tmp_path / "out.yaml").write_text(tutorial_with_camp(), encoding="utf-8")
    p = only(problems_of(inner, TWO_STEPS.replace("file: b.yaml", "file: ../out.yaml")))
    assert p.line == 12 and "leads out of the campaign's folder" in p.message
    p = only(problems_of(inner, TWO_STEPS.replace("file: b.yaml",
                                                  f"file: {tmp_path / 'out.yaml'}")))
    assert p.line == 12 and "not a relative path" in p.message


def test_a_mission_that_fails_says_which_campaign_step(tmp_path):
    broken = tutorial_with_camp().replace("type: tank, side: blue", "type: tnak, side: blue")
    problems = problems_of(tmp_path, missions={"a.yaml": tutorial_with_camp(), "b.yaml": broken})
    p = only(problems)
    assert p.line == 12
    assert p.message.startswith("campaign step 'two': the mission 'b.yaml' is not valid (1 error(s))")
    inside = [q for q in problems if q.file.endswith("b.yaml") and q.severity == "error"]
    typo = next(i for i, line in enumerate(broken.splitlines(), 1) if "tnak" in line)
    assert len(inside) == 1 and inside[0].line == typo
    assert inside[0].message.startswith("in campaign step 'two': there is no unit type 'tnak'")
    assert "did you mean 'tank'?" in inside[0].message


def test_an_unknown_side_in_a_mapping_is_named_with_a_hint(tmp_path):
    text = TWO_STEPS + "    sides: {bleu: blue, red: red}\n"
    p = at(problems_of(tmp_path, text), 14)
    assert (p.line, p.column) == (14, 13)
    assert "'bleu' is no campaign side; did you mean 'blue'?" in p.message
    text = TWO_STEPS + "    sides: {blue: bleu, red: red}\n"
    p = at(problems_of(tmp_path, text), 14)
    assert p.line == 14 and "mission 'two' has no side 'bleu'; did you mean 'blue'?" in p.message


def test_next_naming_an_unknown_mission_or_outcome(tmp_path):
    p = only(problems_of(tmp_path, TWO_STEPS.replace("{blue: two, red", "{blue: tow, red")))
    assert p.line == 8
    assert "'one' goes on to 'tow', which is no mission" in p.message
    assert "did you mean 'two'?" in p.message
    p = only(problems_of(tmp_path, TWO_STEPS.replace("{blue: end, red", "{bleu: end, red")))
    assert (p.line, p.column) == (13, 12)
    assert "'bleu' is no outcome of 'two'" in p.message and "did you mean 'blue'?" in p.message


def test_an_outcome_with_no_next_is_a_warning(tmp_path):
    problems = problems_of(tmp_path, TWO_STEPS.replace(", draw: end}", "}"))
    p = only(problems, "warning")
    assert p.line == 13 and "ends in a draw the campaign ends there" in p.message
    assert not [q for q in problems if q.severity == "error"]


def test_an_unreachable_mission_is_a_warning_at_its_id(tmp_path):
    text = TWO_STEPS + "  - id: three\n    file: a.yaml\n"
    p = only(problems_of(tmp_path, text), "warning")
    assert (p.line, p.column) == (14, 9)
    assert "no outcome leads to 'three'" in p.message


def test_a_loop_with_no_exit_is_an_error(tmp_path):
    text = TWO_STEPS.replace("{blue: end, red: end, draw: end}", "{blue: one, red: one, draw: one}")
    errors = [p for p in problems_of(tmp_path, text) if p.severity == "error"]
    assert [(p.line, p.column) for p in errors] == [(8, 11), (13, 11)]
    assert "from 'one' the campaign can never end" in errors[0].message
    assert "one -> two -> one" in errors[0].message
    # one way out is enough
    text = TWO_STEPS.replace("{blue: end, red: end, draw: end}", "{blue: one, red: one, draw: end}")
    assert not [p for p in problems_of(tmp_path, text) if p.severity == "error"]


def test_carried_units_with_nowhere_to_stand(tmp_path):
    plain = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
    p = only(problems_of(tmp_path, missions={"a.yaml": tutorial_with_camp(), "b.yaml": plain}))
    assert (p.line, p.column) == (10, 9)
    assert "'two' has no deployment zone for 'blue'" in p.message
    small = tutorial_with_camp([[0, 6], [4, 6], [5, 6]])
    p = only(problems_of(tmp_path, missions={"a.yaml": tutorial_with_camp(), "b.yaml": small}))
    assert p.line == 10
    assert "2 of the 5 units 'blue' may carry to 'two' have nowhere to stand" in p.message
    # the tank cannot stand in the ruins of an `arrives` area
    text = (TWO_STEPS.replace("units: survivors", "units: [b_tank]")
            + "    arrives: {area: [[3, 2], [4, 2], [4, 3]]}\n")
    p = only(problems_of(tmp_path, text))
    assert p.line == 10 and "b_tank (tank)" in p.message and "`arrives` area" in p.message


def test_a_carry_names_units_and_sides_that_exist(tmp_path):
    p = only(problems_of(tmp_path, TWO_STEPS.replace("units: survivors", "units: [b_tnak]")))
    assert (p.line, p.column) == (10, 30)
    assert "'blue' has no unit 'b_tnak' in 'one' to carry; did you mean 'b_tank'?" in p.message
    p = only(problems_of(tmp_path, TWO_STEPS.replace("{side: blue,", "{side: bleu,")))
    assert p.line == 10 and "'bleu' is no campaign side; did you mean 'blue'?" in p.message


def test_an_unused_campaign_variable_is_a_warning(tmp_path):
    p = only(problems_of(tmp_path, TWO_STEPS + "variables: {bridges_blown: 0}\n"), "warning")
    assert (p.line, p.column) == (14, 13)
    assert "'bridges_blown' is of no use: no mission sets or reads it" in p.message


def test_the_schema_layer_speaks_at_the_line_with_a_hint(tmp_path):
    p = only(problems_of(tmp_path, TWO_STEPS.replace("    carry:", "    cary:")))
    assert p.line == 9 and "unknown key 'cary'" in p.message and "did you mean 'carry'?" in p.message
    p = only(problems_of(tmp_path, TWO_STEPS.replace("start: one", "start: onne")))
    assert p.line == 4 and "did you mean 'one'?" in p.message
    p = only(problems_of(tmp_path, TWO_STEPS.replace("start: one\n", "")))
    assert "the campaign needs the key 'start'" in p.message


def test_a_folder_or_a_campaign_is_no_mission_file(tmp_path):
    (tmp_path / "sub.yaml").mkdir()
    p = only(problems_of(tmp_path, TWO_STEPS.replace("file: b.yaml", "file: sub.yaml")))
    assert p.line == 12 and "'sub.yaml' is not a file" in p.message
    p = only(problems_of(tmp_path, TWO_STEPS.replace("file: b.yaml", "file: campaign.yaml")))
    assert p.line == 12 and "'campaign.yaml' is a campaign, not a mission" in p.message


def test_nothing_in_a_campaign_file_runs_code(tmp_path):
    import pytest

    from engine.scenario.problems import ScenarioError

    text = TWO_STEPS.replace("name: Two steps", "name: !!python/object/apply:os.system [echo]")
    with pytest.raises(ScenarioError) as caught:
        read_campaign(write_campaign(tmp_path, text))
    [problem] = caught.value.problems
    assert problem.line == 2 and "is not allowed" in problem.message
