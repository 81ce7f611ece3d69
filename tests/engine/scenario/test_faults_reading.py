"""Careless or hostile scenario files (DESIGN.md, "Validation"): every one gets a one-line
`FILE:LINE:COL: error: MESSAGE` and exit 1 or 2 from `clumsy validate`, quickly, never a
traceback; the reproducers are the ones the fuzzing found."""

from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

import pytest

from conftest import SCENARIOS
from engine.cli.main import main
from engine.scenario.io import read_scenario
from engine.scenario.problems import ScenarioError
from engine.scenario.yaml_source import MAX_DEPTH, MAX_FILE_BYTES, MAX_VALUES, parse_yaml

LINE_FORMAT = re.compile(r"^[^\n]+:\d+:\d+: (error|warning): [^\n]+$")
TUTORIAL = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")


def validate(path: str | Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = main(["validate", "-q", str(path)])
    lines = capsys.readouterr().err.splitlines()
    return code, lines


def assert_one_line_problems(lines: list[str]) -> None:
    assert lines
    for line in lines:
        assert LINE_FORMAT.match(line), line
        assert "\u2028" not in line and "\x00" not in line


def with_rounds(value: str) -> str:
    text, count = re.subn(r"(?m)^rounds: .*$", f"rounds: {value}", TUTORIAL)
    assert count == 1
    return text


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def test_deep_nesting_is_refused_at_its_place_without_recursion(tmp_path, capsys):
    text = with_rounds("[" * 900 + "]" * 900)
    path = tmp_path / "deep.yaml"
    path.write_text(text, encoding="utf-8")
    code, lines = validate(path, capsys)
    assert code == 1
    assert_one_line_problems(lines)
    assert f":{line_of(text, 'rounds:')}:" in lines[0] and f"more than {MAX_DEPTH} deep" in lines[0]


def test_a_deep_block_mapping_is_refused_too():
    text = "".join(" " * i + f"k{i}:\n" for i in range(MAX_DEPTH + 5)) + " " * 80 + "v: 1\n"
    with pytest.raises(ValueError, match="nest more than"):
        parse_yaml(text)


def test_a_value_that_does_not_fit_its_explicit_tag_is_a_problem_at_its_place(tmp_path, capsys):
    text = with_rounds("!!int 0x1Z")
    path = tmp_path / "tag.yaml"
    path.write_text(text, encoding="utf-8")
    code, lines = validate(path, capsys)
    assert code == 1
    assert_one_line_problems(lines)
    assert f"tag.yaml:{line_of(text, 'rounds:')}:9: error: '0x1Z' is not a valid int" in lines[0]


@pytest.mark.parametrize("tagged", ["!!float abc", "!!bool maybe", "!!map [1]", "!!str {a: 1}",
                                    "!!python/object/apply:os.system [ls]"])
def test_every_wrong_or_unsafe_tag_is_a_one_line_problem(tagged, tmp_path, capsys):
    path = tmp_path / "tag.yaml"
    path.write_text(with_rounds(tagged), encoding="utf-8")
    code, lines = validate(path, capsys)
    assert code == 1
    assert_one_line_problems(lines)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_before_reading(device, capsys):
    code, lines = validate(device, capsys)  # refused before reading: no hang (pytest-timeout)
    assert code == 2
    assert lines == [f"{device}:1:1: error: this is a device, not a regular file; refused"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path, capsys):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    code, lines = validate(fifo, capsys)
    assert code == 2
    assert lines == [f"{fifo}:1:1: error: this is a named pipe (FIFO), not a regular file; refused"]


def test_a_folder_is_refused(tmp_path, capsys):
    code, lines = validate(tmp_path, capsys)
    assert code == 2 and "is a folder" in lines[0]


def test_standard_input_is_read_for_a_dash(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(TUTORIAL.encode())))
    assert main(["validate", "-"]) == 0
    # the tutorial is valid; it warns that blue can take two points early (issue 38 item 8)
    assert capsys.readouterr().out.strip() in ("<stdin>: valid", "<stdin>: valid (1 warning(s))")


def test_standard_input_is_read_at_most_to_the_limit(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b" " * (MAX_FILE_BYTES + 10))))
    assert main(["validate", "-"]) == 2
    assert capsys.readouterr().err.startswith("<stdin>:1:1: error: the file is larger than")


def test_an_alias_bomb_is_refused_in_milliseconds():
    text = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n"
        for i in range(9))
    with pytest.raises(ValueError, match="alias bomb"):
        parse_yaml(text)
    # counted, not timed: about 3.8 million steps to refuse it; expanding its billion
    # nodes would be billions
    from work_count import python_steps
    assert python_steps(lambda: parse_yaml(text)) < 20_000_000


def test_a_huge_flat_list_is_called_what_it_is_not_an_alias_bomb():
    text = "x: [" + ",".join(["1"] * (MAX_VALUES + 10)) + "]\n"
    with pytest.raises(ValueError, match=f"more than {MAX_VALUES:,} values; a scenario") as caught:
        parse_yaml(text)  # linear: about 113 Python steps a value, measured with work_count
    assert "alias" not in str(caught.value)


def test_aliases_within_the_limit_still_read():
    doc = parse_yaml("a: &x {hp: 3}\nb: *x\n")
    assert doc.data == {"a": {"hp": 3}, "b": {"hp": 3}}
    assert doc.data["a"] is not doc.data["b"]


@pytest.mark.parametrize("bad", ["\x00", "\x07", "\x1b[31m"])
def test_a_control_character_is_one_line_at_its_real_place(bad, tmp_path, capsys):
    text = TUTORIAL.replace("rounds:", f"rounds{bad}:", 1)
    path = tmp_path / "ctl.yaml"
    path.write_text(text, encoding="utf-8")
    code, lines = validate(path, capsys)
    assert code == 1
    assert_one_line_problems(lines)
    assert lines[0].startswith(f"{path}:{line_of(text, 'rounds')}:7: error: the character U+")
    assert "position" not in lines[0] and "<unicode string>" not in lines[0]


def test_a_unicode_line_separator_does_not_shift_positions(tmp_path, capsys):
    text = "format: clumsy-scenario/1\nname: x\nrounds: 1\u2028b: !!int x\n"
    path = tmp_path / "ls.yaml"
    path.write_text(text, encoding="utf-8")
    code, lines = validate(path, capsys)
    assert code == 1
    assert_one_line_problems(lines)
    assert lines[0].startswith(f"{path}:3:14: error: 'x' is not a valid int")


def test_a_too_long_description_says_the_limit(tmp_path, capsys):
    # the tutorial's description is a map of languages: its English text, too long
    text, count = re.subn(r"(?m)^  en: Welcome.*$", "  en: " + "x" * 20_001, TUTORIAL)
    assert count == 1
    path = tmp_path / "long.yaml"
    path.write_text(text, encoding="utf-8")
    _, lines = validate(path, capsys)
    assert any("too long: 20,001 characters, at most 20,000" in line for line in lines), lines


def test_a_problem_never_spans_two_lines():
    with pytest.raises(ScenarioError) as caught:
        parse_source_of("units:\n  - {id: \"a\u2028b\x85c\", at: [0, 0]}\nformat: [\n")
    for problem in caught.value.problems:
        assert LINE_FORMAT.match(str(problem)), str(problem)


def parse_source_of(text: str) -> None:
    from engine.scenario.io import scenario_from_text

    scenario_from_text(text, "bad\nname.yaml")


def test_an_over_long_regular_file_is_refused_while_reading(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(ScenarioError, match="larger than") as caught:
        read_scenario(path)
    assert caught.value.unreadable
