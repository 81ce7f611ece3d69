"""`clumsy convert` on bad input: one clear line, exit 2, never a traceback, nothing
written (issue 36, Bad input)."""

from __future__ import annotations

import pytest
from cli_helpers import clumsy
from PIL import Image

from conftest import SCENARIOS
from tiled_helpers import BAD_INPUT, bad_input_file


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_bad_input_is_one_line_exit_2_and_nothing_written(tmp_path, case):
    src = bad_input_file(tmp_path, case)
    out = tmp_path / "out.yaml"
    result = clumsy("convert", src, "-o", out)
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
