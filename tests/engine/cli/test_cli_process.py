"""The `clumsy` console script (engine/cli/process.py, issue 37): the process ends with the
command as Python's exit would, but for the teardown of every object, and collects less
often while the command line loads. Checked in fresh processes against `main` under
`sys.exit` (what the script ran before)."""

from __future__ import annotations

import json
import subprocess
import sys

from conftest import ROOT, SCENARIOS

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
