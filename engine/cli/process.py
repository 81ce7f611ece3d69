"""The `clumsy` console script: a whole process for one command (issue 37, "Start-up").

`run` is what the installed `clumsy` runs; `engine.cli.main.main` stays the command line
itself (what the tests and other programs call in their own process). Two things only a
process that ends with its command may do:

- **Young collections wait for `YOUNG` new containers from the start**, while the command
  line's modules load (CPython's default, 700, ran about 30 young collections of the
  imports' containers before a game began), not only from the command on
  (engine/balance/collections_quiet.py, which gives the collector back as it found it:
  now as `run` set it, so giving it back collects nothing more).
- **The process ends without freeing its objects one by one** (`end_process`): the
  standard streams flushed and the `atexit` handlers run, as Python's own exit does, then
  `os._exit`; the system takes the memory back at once. Python's finalization (tearing
  down every module, the game, its travel fields and caches, and collecting them once
  more) took about a tenth of an AI round's process on a 128x128 map. With another thread
  still running (its end is Python's to wait for), a stream that cannot be flushed (its
  error is Python's to report) or no `atexit._run_exitfuncs`, the process exits as usual.
- **numpy's BLAS runs in the process's own thread** (`one_blas_thread`): numpy's OpenBLAS
  starts a thread per further core as it loads, and those threads spin waiting for work
  before they sleep (about 0.03 CPU-s of an AI round's process on the 2-core machine, a
  thirtieth of it). Nothing the engine runs multiplies matrices (the travel fields search
  with scipy's compiled Dijkstra, engine/ai/fields/travel.py), so the threads never work.
  OpenBLAS reads its documented `OPENBLAS_NUM_THREADS` once, as it loads: `run` sets it
  to 1 before anything imports numpy, unless the environment sets it already (a user's
  choice stands); the processes `clumsy` starts (a balance run's workers) inherit it.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
import threading
from typing import NoReturn

from engine.collector import YOUNG

BLAS_THREADS = "OPENBLAS_NUM_THREADS"


def run() -> NoReturn:
    """`clumsy`: the command line's `main`, in a process that ends with it."""
    one_blas_thread()
    gc.set_threshold(max(YOUNG, gc.get_threshold()[0]), *gc.get_threshold()[1:])
    from engine.cli.main import main

    end_process(main())


def one_blas_thread() -> None:
    """numpy's BLAS in this process's thread alone, unless the environment says otherwise
    (see the module's docstring); only numpy's first import in the process reads it."""
    os.environ.setdefault(BLAS_THREADS, "1")


def end_process(code: int) -> NoReturn:
    """Exit with `code` (see the module's docstring): flushed, the `atexit` handlers run,
    nothing freed; as Python's own exit when that cannot be done safely."""
    run_exit_handlers = getattr(atexit, "_run_exitfuncs", None)
    if run_exit_handlers is None or threading.active_count() > 1:
        sys.exit(code)
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):  # a closed pipe or stream: Python's exit reports it
        sys.exit(code)
    run_exit_handlers()
    try:
        for stream in (sys.stdout, sys.stderr):  # what the handlers printed
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        pass  # the handlers ran already: as Python's exit, the data is lost
    os._exit(code)
