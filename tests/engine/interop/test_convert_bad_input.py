"""`clumsy convert` on bad input: one clear line, exit 2, never a traceback, nothing
written (issue 36, Bad input)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_helpers import clumsy
from PIL import Image

from conftest import SCENARIOS
from tiled_helpers import write_map

GIDS = [1, 2, 2, 1, 0, 1]


def _case(tmp_path: Path, case: str) -> Path:
    if case == "not_xml":
        path = tmp_path / "m.tmx"
        path.write_text("this is not <xml", encoding="utf-8")
        return path
    if case == "not_json":
        path = tmp_path / "m.tmj"
        path.write_text("{nope", encoding="utf-8")
        return path
    if case == "isometric":
        return write_map(tmp_path, GIDS, 3, 2, orientation="isometric")
    if case == "zstd":
        return write_map(tmp_path, GIDS, 3, 2, encoding="base64", compression="zstd")
    if case == "missing_image":
        path = write_map(tmp_path, GIDS, 3, 2)
        (tmp_path / "m.png").unlink()
        return path
    if case == "unreadable_image":
        path = write_map(tmp_path, GIDS, 3, 2)
        (tmp_path / "m.png").write_bytes(b"\x89PNG\r\n\x1a\nbroken")
        return path
    if case == "too_big":
        path = write_map(tmp_path, [1] * 2, 2, 1)
        text = path.read_text(encoding="utf-8").replace('width="2"', 'width="5000"', 1)
        path.write_text(text, encoding="utf-8")
        return path
    if case == "entities":
        path = tmp_path / "m.tmx"
        path.write_text('<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]><map/>',
                        encoding="utf-8")
        return path
    if case == "short_data":
        return write_map(tmp_path, GIDS[:4], 3, 2, encoding="base64", compression="zlib")
    if case == "unreadable_picture":
        path = tmp_path / "p.png"
        path.write_bytes(b"not a picture")
        return path
    if case == "missing_file":
        return tmp_path / "absent.tmx"
    raise AssertionError(case)


CASES = {
    "not_xml": "not well-formed XML at line 1",
    "not_json": "not valid JSON at line 1",
    "isometric": "'isometric' maps are not supported",
    "zstd": "layer compression 'zstd' is not supported",
    "missing_image": "m.png: the image of tileset 'two' is missing",
    "unreadable_image": "the image of tileset 'two' cannot be read",
    "too_big": "the map is 5000x1 cells; a scenario map is 1..1024 wide",
    "entities": "declares a document type or entities",
    "short_data": "the layer data holds 4 cells, the layer has 6",
    "unreadable_picture": "the picture cannot be read",
    "missing_file": "the map does not exist",
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input_is_one_line_exit_2_and_nothing_written(tmp_path, case):
    src = _case(tmp_path, case)
    out = tmp_path / "out.yaml"
    result = clumsy("convert", src, "-o", out)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert CASES[case] in lines[0]
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
