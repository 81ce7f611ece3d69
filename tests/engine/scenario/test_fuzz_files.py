"""Fuzzing with a fixed budget (docs/guarantees.md): mutants of the
shipped missions through `clumsy validate` give exit 0, 1 or 2, never a traceback, every
message one line in the `FILE:LINE:COL: SEVERITY: MESSAGE` format, within a bounded time;
the valid ones play (`clumsy play`, exit 0). `benchmarks/fuzz_files.py` is the longer run."""

from __future__ import annotations

import functools
import random
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.fuzz_files import MISSIONS, MUTATIONS, check_play, check_validate, run_cli
from conftest import ROOT

MUTANTS = 300  # about 10 s on the 2-core machine

mutation_lists = st.lists(st.tuples(st.sampled_from(MUTATIONS), st.integers(0, 2**32)),
                          min_size=1, max_size=4)


@settings(max_examples=MUTANTS, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mission=st.sampled_from(MISSIONS), mutations=mutation_lists)
def test_mutated_missions_never_break_the_cli_guarantees(mission, mutations):
    text = mission.read_text(encoding="utf-8")
    for mutate, seed in mutations:
        text = mutate(text, random.Random(seed))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "mutant.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        result, broken = check_validate(path)
        if result.code == 0:
            broken += check_play(path, 1)
    assert not broken, broken


# -- hostile Tiled maps through `clumsy convert` (issue 36, Bad input) ----------------------

TILED_MUTANTS = 100  # about 8 s on the 2-core machine
HOSTILE_VALUES = ["isometric", "staggered", "hexagonal", "x", "even", "zstd", "gzip", "zlib",
                  "base64", "csv", "-1", "0", "5000", "99999999999", "1e308", "nan", "",
                  "4294967295", "&amp;", "\x00", "a" * 10_000]


@functools.cache
def _tiled_sources() -> tuple[list[str], bytes]:
    """Our TMX and TMJ exports of two missions and Tiled's hexagonal-mini example, as text,
    and the example's tile image."""
    from engine.interop.convert import convert

    hexmini = ROOT / "tests" / "data" / "tiled" / "hexagonal-mini.tmx"
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        convert(ROOT / "scenarios" / "tutorial.yaml", base / "seed.tmx")
        convert(ROOT / "scenarios" / "square_skirmish.yaml", base / "seed.tmj")
        texts = [(base / "seed.tmx").read_text(encoding="utf-8"),
                 (base / "seed.tmj").read_text(encoding="utf-8"),
                 hexmini.read_text(encoding="utf-8")]
    return texts, hexmini.with_name("hexmini.png").read_bytes()


def replace_attribute(text: str, rng: random.Random) -> str:
    """A hostile value where an XML attribute or a JSON value stood."""
    spots = [m.end() for m in re.finditer(r'="|": "?', text)]
    if not spots:
        return text
    at = rng.choice(spots)
    end = at + min((i for i in (text.find(c, at) for c in '",\n') if i >= 0), default=at) - at
    return text[:at] + rng.choice(HOSTILE_VALUES) + text[end:]


@settings(max_examples=TILED_MUTANTS, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(which=st.integers(0, 2), mutations=st.lists(
    st.tuples(st.sampled_from([*MUTATIONS, replace_attribute, replace_attribute]),
              st.integers(0, 2**32)), min_size=1, max_size=3))
def test_hostile_tiled_maps_never_break_clumsy_convert(which, mutations):
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        texts, tiles = _tiled_sources()
        text = texts[which]
        (base / "hexmini.png").write_bytes(tiles)
        (base / "seed-terrain.png").write_bytes(tiles)  # our exports' tileset: any picture
        for mutate, seed in mutations:
            text = mutate(text, random.Random(seed))
        path = base / ("mutant.tmj" if which == 1 else "mutant.tmx")
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        out = base / "out.yaml"
        result = run_cli(["convert", str(path), "-o", str(out), "-q"])
        assert result.code in (0, 2), result.err
        assert "Traceback" not in result.err, result.err
        if result.code == 2:
            assert len(result.err.strip().splitlines()) == 1, result.err
            assert not out.exists()
