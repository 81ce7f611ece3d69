"""Fewer garbage collections while a game is played (issue 37).

A game allocates a great many short-lived containers (a move search's labels, the cells'
scores, the events): with CPython's default threshold of 700 new containers, an AI round
on a 128x128 map ran 330 young collections and two whole ones, 0.14 CPU-s of its 1.3 (a
tenth), most of it tracing the same long-lived objects again: the modules, the catalog,
the scenario, the game set up. Within `fewer_collections` the objects alive when it
begins are left out of every collection (`gc.freeze`: they are not garbage while the game
is played by them), and a young collection waits for `YOUNG` new containers; the
collector's thresholds and those objects are given back as they were at the end (as
tests/conftest.py does for the test suite's own processes). Nothing a game does depends
on when the collector runs: the same games either way (benchmarks/same_games.py).

With `set_up` (a whole `clumsy play`: the file read, the AI imported, the game set up
before its play begins) nothing is collected until a game's play begins within (a nested
`fewer_collections`, `play_game`'s): what the set-up made lives through the game, and
young collections of it (two, 0.01 CPU-s of a 128x128 round's process) found almost
nothing to free. The play then leaves those objects out too: they are frozen with the
rest, when the block froze, and given back with them at the end.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from engine.collector import YOUNG

# Games played at once (the editor's balance runs in threads of its own): the first to
# begin sets the collector, the last to end gives it back as the first found it.
_lock = threading.Lock()
_within = 0
_found: tuple[tuple[int, ...], bool] | None = None  # (thresholds, freeze) while within
_holding = False  # the outermost block's `set_up`: the collector held until a play begins
_host_froze = False  # host_keeps_frozen() was called: the process's own objects are frozen


def host_keeps_frozen() -> None:
    """Said by a process that froze its own long-lived objects for the rest of its life
    (the test suite's processes do, tests/conftest.py): `fewer_collections` then leaves
    them frozen without asking how many there are. Asking (`gc.get_freeze_count`) walks
    every frozen object: about 28 ms in a test process, with 267,000 frozen, at each
    `clumsy play` and balance game the tests play in-process (3% of the suite's CPU)."""
    global _host_froze
    _host_froze = True


@contextmanager
def fewer_collections(young: int = YOUNG, set_up: bool = False) -> Iterator[None]:
    """Collect less often while within (see the module's docstring); with `set_up`
    (the outermost block only), collect nothing until a nested block begins."""
    global _within, _found, _holding
    with _lock:
        if _within == 0:
            before = gc.get_threshold()
            # objects frozen already (by whoever runs the game: the test suite's conftest
            # does) stay frozen; the block freezes and gives back only when none were
            freeze = not _host_froze and gc.get_freeze_count() == 0
            _found = (before, freeze)
            if freeze:
                gc.freeze()
            gc.set_threshold(max(young, before[0]), *before[1:])
            _holding = set_up and gc.isenabled()
            if _holding:
                gc.disable()
        elif _holding:  # the play begins: the set-up's objects left out with the rest
            _holding = False
            if _found is not None and _found[1]:
                gc.freeze()
            gc.enable()
        _within += 1
    try:
        yield
    finally:
        with _lock:
            _within -= 1
            if _within == 0 and _found is not None:
                before, freeze = _found
                _found = None
                if _holding:  # no play began within
                    _holding = False
                    gc.enable()
                gc.set_threshold(*before)
                if freeze:
                    gc.unfreeze()
