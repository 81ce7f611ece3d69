"""The `clumsy` console script (engine/cli/process.py, issue 37): the process ends with the
command as Python's exit would, but for the teardown of every object, and collects less
often while the command line loads. Checked in fresh processes against `main` under
`sys.exit` (what the script ran before)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT, SCENARIOS
from engine.cli.process import BLAS_THREADS

# Counts the collector's runs, registers an exit handler and keeps an object in a module
# that says when it is freed; then runs `clumsy ARGS` as the console script (`run`) or as
# `main` under `sys.exit`.
PROCESS = """
import atexit, gc, os, sys
runs = []
counter = {"runs": runs}  # the collector's callback holds this, not the module's globals
exec("def count(phase, info):\\n    if phase == 'stop':\\n        runs.append(1)", counter)
gc.callbacks.append(counter["count"])
class Kept:
    def __del__(self, write=os.write):  # sys.stderr may be gone by then
        write(2, b"freed\\n")
kept = Kept()
atexit.register(lambda: sys.stderr.write(f"handler ran: {len(runs)} collections\\n"))
sys.argv = ["clumsy", *ARGS]
if WAY == "run":
    from engine.cli.process import run
    run()
from engine.cli.main import main
sys.exit(main())
"""


def clumsy(way: str, *args: str) -> subprocess.CompletedProcess[str]:
    code = PROCESS.replace("ARGS", repr(list(args))).replace("WAY", repr(way))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, cwd=ROOT)


def collections(stderr: str) -> int:
    line = next(x for x in stderr.splitlines() if x.startswith("handler ran: "))
    return int(line.split()[2])


def messages(stderr: str) -> list[str]:
    return [x for x in stderr.splitlines() if x != "freed" and not x.startswith("handler ran")]


def test_the_console_script_ends_as_main_does_without_freeing_every_object():
    args = ("play", str(SCENARIOS / "tutorial.yaml"), "--seed", "1", "--max-rounds", "2",
            "--json")
    script, plain = clumsy("run", *args), clumsy("main", *args)
    assert script.returncode == plain.returncode == 0, script.stderr + plain.stderr
    # the same game printed whole (the streams flushed before the process ends)
    assert json.loads(script.stdout) == json.loads(plain.stdout)
    assert script.stdout == plain.stdout
    # the exit handlers run either way; only Python's own exit frees the module's object
    assert "handler ran" in script.stderr and "handler ran" in plain.stderr
    assert "freed" in plain.stderr and "freed" not in script.stderr
    # young collections wait for YOUNG new containers from the start, not from the game
    # on, and giving the collector back after the game collects nothing more
    assert collections(script.stderr) * 2 < collections(plain.stderr)


def test_the_console_script_keeps_the_exit_code_and_the_messages():
    missing = str(ROOT / "no-such-mission.yaml")
    script, plain = clumsy("run", "play", missing), clumsy("main", "play", missing)
    assert script.returncode == plain.returncode == 2
    assert "no-such-mission.yaml" in script.stderr
    assert messages(script.stderr) == messages(plain.stderr)
    valid = clumsy("run", "validate", str(SCENARIOS / "tutorial.yaml"))
    assert valid.returncode == 0 and "valid" in valid.stdout


def test_a_thread_still_running_is_waited_for_as_python_does():
    code = ("import sys, threading, time\n"
            "sys.argv = ['clumsy', 'validate', " + repr(str(SCENARIOS / "tutorial.yaml")) + "]\n"
            "threading.Thread(target=lambda: (time.sleep(0.5), print('thread done'))).start()\n"
            "from engine.cli.process import run\nrun()\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0 and "thread done" in done.stdout


# the threads of the process once numpy is loaded, the console script's way (`run` sets the
# environment first) or numpy's own; OPENBLAS_NUM_THREADS as the test's environment has it
THREADS = """
import os, sys
if sys.argv[1] == "run":
    from engine.cli.process import one_blas_thread
    one_blas_thread()
import numpy
print(os.environ.get("OPENBLAS_NUM_THREADS"), len(os.listdir("/proc/self/task")))
"""


def threads_after_numpy(way: str, setting: str | None) -> tuple[str, int]:
    env = {k: v for k, v in os.environ.items() if k != BLAS_THREADS}
    if setting is not None:
        env[BLAS_THREADS] = setting
    out = subprocess.run([sys.executable, "-c", THREADS, way], capture_output=True, text=True,
                         timeout=120, cwd=ROOT, env=env, check=True).stdout.split()
    return out[0], int(out[1])


@pytest.mark.skipif(not os.path.isdir("/proc/self/task") or (os.cpu_count() or 1) < 2,
                    reason="counts the threads in /proc, on a machine of two cores or more")
def test_the_console_script_keeps_numpy_s_blas_in_its_own_thread():
    """numpy's OpenBLAS starts a thread per further core, which spins while the command
    runs (engine/cli/process.py): the console script's process has none of them, numpy's
    own import (the control) has them; a user's own setting stands."""
    assert threads_after_numpy("run", None) == ("1", 1)
    setting, threads = threads_after_numpy("plain", None)
    assert setting == "None" and threads > 1
    assert threads_after_numpy("run", "2") == ("2", 2)
