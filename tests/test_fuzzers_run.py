"""The window fuzzers in benchmarks/ still run (docs/guarantees.md): a short run of each, as
a developer starts it. The Campaign window's `move` became `move_mission` (it shadowed
QWidget.move) and the campaign fuzzer went on calling `move` until a long run failed at
its first step; a few steps of each keep them in step with the windows they drive."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("script", "args"), [
    ("fuzz_editor.py", ["--seeds", "1", "--steps", "20", "--mission", "scenarios/tutorial.yaml"]),
    ("fuzz_playtest.py", ["--seeds", "1", "--steps", "20", "--mission",
                          "scenarios/tutorial.yaml"]),
    ("fuzz_campaign.py", ["--seeds", "44", "--steps", "20"]),  # seed 44 moves at its first step
])
def test_a_window_fuzzer_runs_clean(script: str, args: list[str]) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "ok:" in done.stdout and "FAILED" not in done.stdout
