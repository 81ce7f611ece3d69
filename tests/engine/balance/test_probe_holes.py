"""The probe on two test missions (tests/data/balance): Open Flank has a deliberate hole
(both sides' AI plans hold them in their corners and the two points lie open between
them), which the probe must flag as an exploit against each side; Even Field is a
symmetric meeting fight with no points, where it must flag nothing."""

from __future__ import annotations

from pathlib import Path

from engine.balance.probe import run_probe

DATA = Path(__file__).parents[2] / "data" / "balance"
STYLES = ["raider", "greedy"]


def test_the_probe_flags_the_open_flank_raid_against_each_side():
    probe = run_probe(str(DATA / "open_flank.yaml"), 6, styles=STYLES, jobs=1)
    doc = probe.document()
    for side in ("blue", "red"):
        raid = next(r for r in doc["probe"][side] if r["style"] == "raider")
        assert raid["exploit"], raid
        assert raid["wins"] == 6 and raid["low"] > 0.6
        assert "victory points" in raid["sentence"]
        assert "vp_north and vp_south taken in round" in raid["sentence"]
        assert "never retaken" in raid["sentence"]


def test_the_probe_flags_nothing_on_the_even_field():
    probe = run_probe(str(DATA / "even_field.yaml"), 6, styles=STYLES, jobs=1)
    doc = probe.document()
    rows = [r for rows in doc["probe"].values() for r in rows]
    assert len(rows) == 4 and all(r["games"] == 6 for r in rows)
    assert not any(r["exploit"] for r in rows), [(r["style"], r["wins"]) for r in rows]
