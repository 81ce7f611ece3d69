"""The `clumsy` command run for real, as a subprocess of the test's own environment, or in
the test's own process where a test repeats one command line over many cases."""

from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
import sys
from pathlib import Path


def clumsy(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("clumsy") or str(Path(sys.executable).with_name("clumsy"))
    return subprocess.run([exe, *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def clumsy_in_process(*args: object) -> subprocess.CompletedProcess[str]:
    """What `clumsy(*args)` returns, from the command line's `main` in this process (what
    the console script runs, engine/cli/process.py): the exit code and both streams, without
    a process's start-up (0.2-0.4 CPU-s each). For the tests that give one command many bad
    inputs; each command keeps tests of its real command line (`clumsy`)."""
    from engine.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(a) for a in args])
        except SystemExit as exc:  # argparse's refusals, as the process would exit
            code = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
    return subprocess.CompletedProcess(["clumsy", *map(str, args)], code, out.getvalue(),
                                       err.getvalue())
