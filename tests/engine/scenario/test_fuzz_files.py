"""Fuzzing with a fixed budget (docs/guarantees.md): mutants of the
shipped missions through `clumsy validate` give exit 0, 1 or 2, never a traceback, every
message one line in the `FILE:LINE:COL: SEVERITY: MESSAGE` format, within a bounded time;
the valid ones play (`clumsy play`, exit 0). `benchmarks/fuzz_files.py` is the longer run."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.fuzz_files import MISSIONS, MUTATIONS, check_play, check_validate

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
