"""`clumsy convert` on bad input: one clear line, exit 2, never a traceback, nothing
written (issue 36, Bad input)."""

from __future__ import annotations

import pytest
from cli_helpers import clumsy, clumsy_in_process
from PIL import Image

from conftest import SCENARIOS
from engine.scenario.io import load_scenario
from tiled_helpers import BAD_INPUT, bad_input_file, write_map


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_bad_input_is_one_line_exit_2_and_nothing_written(tmp_path, case):
    src = bad_input_file(tmp_path, case)
    out = tmp_path / "out.yaml"
    result = clumsy_in_process("convert", src, "-o", out)  # the real one: the tests below
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert BAD_INPUT[case] in lines[0]
    assert not out.exists()


def test_an_unknown_pair_of_extensions_says_what_converts(tmp_path):
    result = clumsy("convert", SCENARIOS / "tutorial.yaml", "-o", tmp_path / "x.txt")
    assert result.returncode == 2
    assert "clumsy convert turns .yaml into .tmx or .tmj" in result.stderr
    assert not list(tmp_path.iterdir())


def test_convert_writes_and_says_so(tmp_path):
    out = tmp_path / "t.tmx"
    result = clumsy("convert", SCENARIOS / "tutorial.yaml", "-o", out)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"wrote {out}, {tmp_path / 't-terrain.png'}"
    with Image.open(tmp_path / "t-terrain.png") as img:
        assert img.size[1] == 32


def test_the_issues_command_lines_work_as_written(tmp_path):
    """`clumsy convert picture.png -o map.yaml --grid hex --width 60` and a Tiled map with
    `--terrain-map MAP.yaml`, as issue 36 and docs/cli.md give them."""
    Image.new("RGB", (120, 60), (47, 107, 58)).save(tmp_path / "picture.png")
    result = clumsy("convert", tmp_path / "picture.png", "-o", tmp_path / "map.yaml",
                    "--grid", "hex", "--width", "60")
    assert result.returncode == 0, result.stderr
    scenario = load_scenario(tmp_path / "map.yaml")
    assert scenario.map.width == 60 and (scenario.map.grid or "hex") == "hex"
    assert set("".join(scenario.map.rows)) == {"F"}
    tmx = write_map(tmp_path, [1, 2, 2, 1], 2, 2)
    (tmp_path / "terrain.yaml").write_text('classes: {}\ntiles:\n  two: {0: "=", 1: "S"}\n',
                                           encoding="utf-8")
    result = clumsy("convert", tmx, "-o", tmp_path / "m.yaml", "--terrain-map",
                    tmp_path / "terrain.yaml")
    assert result.returncode == 0, result.stderr
    assert load_scenario(tmp_path / "m.yaml").map.rows == ["=S", "S="]
    assert "nearest colour" not in result.stderr
