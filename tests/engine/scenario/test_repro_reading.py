"""Reading the fuzz run's hostile files of issue 38: lines broken at U+2028 get a real
column (r05), and aliases that repeat a long text are refused before anything is built
from them (r18: 3,000 aliases of a 7 MB string took 68 s to refuse)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario.io import read_scenario
from engine.scenario.yaml_source import YamlSourceError, parse_yaml

ROOT = Path(__file__).resolve().parents[3]
REPRO = ROOT / "tests" / "fixtures" / "repro"


def test_r05_a_terrain_broken_at_u2028_is_placed_at_a_real_column():
    _, problems = read_scenario(REPRO / "r05_u2028_column0.yaml")
    (rows,) = [p for p in problems if "the terrain has 9 rows" in p.message]
    text = (REPRO / "r05_u2028_column0.yaml").read_text(encoding="utf-8")
    assert rows.column >= 1
    line = text.split("\n")[rows.line - 1]
    assert line[rows.column - 1:].startswith("FF...SSS.F")  # the ninth row, where it starts


def test_r18_aliases_repeating_a_long_text_are_refused_at_the_first_too_many(monkeypatch):
    tutorial = (ROOT / "scenarios" / "tutorial.yaml").read_text(encoding="utf-8")
    text = tutorial.replace("  en: Boot Camp at Little Harrow", "  en: &n " + "x" * 1_000_000, 1)
    text += "labels:\n" + "".join("  - {at: [1, 1], text: *n}\n" for _ in range(3000))
    copies = []
    import copy as copy_module
    real = copy_module.deepcopy
    monkeypatch.setattr(copy_module, "deepcopy", lambda v, *a: copies.append(1) or real(v, *a))
    with pytest.raises(YamlSourceError, match="aliases repeat more text") as caught:
        parse_yaml(text)
    assert caught.value.line == tutorial.count("\n") + 1 + 8  # the eighth alias: 9 MB
    assert len(copies) <= 8


def test_r18_the_seven_megabyte_file_is_refused_well_under_a_second():
    """The README's bar for r18: refused in well under a second. Placing the refusal's line
    walked every character of the 7 MB text in Python (0.2-0.45 s of CPU, 1.2 s on a loaded
    machine, before any YAML was read); newlines are now found by str.find (0.065 s in all).
    Counted as work: a walk in Python over 7 million characters is millions of trace
    events; the refusal now runs about 32,000."""
    from work_count import python_steps

    tutorial = (ROOT / "scenarios" / "tutorial.yaml").read_text(encoding="utf-8")
    text = tutorial.replace("  en: Boot Camp at Little Harrow", "  en: &n " + "x" * 7_000_000, 1)
    text += "labels:\n" + "".join("  - {at: [1, 1], text: *n}\n" for _ in range(3000))
    with pytest.raises(YamlSourceError, match="aliases repeat more text"):
        parse_yaml(text)
    steps = python_steps(lambda: parse_yaml(text))
    assert steps < 200_000, f"{steps} Python steps to refuse r18"
