"""The window fuzzers in benchmarks/ still run (docs/guarantees.md): a short run of each, as
a developer starts it. The Campaign window's `move` became `move_mission` (it shadowed
QWidget.move) and the campaign fuzzer went on calling `move` until a long run failed at
its first step; a few steps of each keep them in step with the windows they drive."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNS = [
    ("fuzz_editor.py", ["--seeds", "1", "--steps", "20", "--mission", "scenarios/tutorial.yaml"]),
    ("fuzz_playtest.py", ["--seeds", "1", "--steps", "20", "--mission",
                          "scenarios/tutorial.yaml"]),
    ("fuzz_campaign.py", ["--seeds", "44", "--steps", "20"]),  # seed 44 moves at its first step
]
# Each script run as `python benchmarks/SCRIPT ARGS` runs it (`runpy`, as __main__, with
# its own sys.argv), one after the other in one interpreter: its exit code and output (its
# standard error is the process's: the fuzzers' step watchdog, faulthandler, writes to its
# file). The three started Python, Qt and the editor's modules each (0.7 CPU-s a start).
DRIVER = """
import contextlib, io, json, runpy, sys, traceback
done = {}
for script, args in json.loads(sys.argv[1]):
    out = io.StringIO()
    sys.argv = [script, *args]
    with contextlib.redirect_stdout(out):
        try:
            runpy.run_path(script, run_name="__main__")
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
        except BaseException:
            traceback.print_exc()
            code = 1
    done[script] = [code, out.getvalue()]
with open(OUT, "w", encoding="utf-8") as handle:
    json.dump(done, handle)
"""


def fuzzer_runs(folder: Path) -> dict[str, Any]:
    """Every fuzzer's short run, in one process: {script: [code, stdout, the process's
    stderr]}."""
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "fuzzers.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    scripts = [[str(ROOT / "benchmarks" / script), args] for script, args in RUNS]
    done = subprocess.run([sys.executable, "-c", f"OUT = {str(out)!r}\n{DRIVER}",
                           json.dumps(scripts)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    ran = json.loads(out.read_text(encoding="utf-8"))
    return {Path(script).name: [*result, done.stderr] for script, result in ran.items()}


@pytest.mark.parametrize(("script", "args"), RUNS)
def test_a_window_fuzzer_runs_clean(script: str, args: list[str], shared_runs) -> None:
    ran = shared_runs.once(json.dumps(["fuzzers", RUNS]),
                           lambda: fuzzer_runs(shared_runs.folder / "fuzzers"))
    code, out, err = ran[script]
    assert code == 0, out[-3000:] + err[-3000:]
    assert "ok:" in out and "FAILED" not in out
