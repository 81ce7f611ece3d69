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


@contextmanager
def fewer_collections(young: int = YOUNG) -> Iterator[None]:
    """Collect less often while within (see the module's docstring)."""
    global _within, _found
    with _lock:
        if _within == 0:
            before = gc.get_threshold()
            # objects frozen already (by whoever runs the game: the test suite's conftest
            # does) stay frozen; the block freezes and gives back only when none were
            freeze = gc.get_freeze_count() == 0
            _found = (before, freeze)
            if freeze:
                gc.freeze()
            gc.set_threshold(max(young, before[0]), *before[1:])
        _within += 1
    try:
        yield
    finally:
        with _lock:
            _within -= 1
            if _within == 0 and _found is not None:
                before, freeze = _found
                _found = None
                gc.set_threshold(*before)
                if freeze:
                    gc.unfreeze()
