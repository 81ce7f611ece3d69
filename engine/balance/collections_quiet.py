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
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG = 20_000  # new containers between two young collections (CPython's default: 700)


@contextmanager
def fewer_collections(young: int = YOUNG) -> Iterator[None]:
    """Collect less often while within (see the module's docstring)."""
    before = gc.get_threshold()
    # objects frozen already (by whoever runs the game: the test suite's conftest does)
    # stay frozen; the block freezes and gives back only when none were
    freeze = gc.get_freeze_count() == 0
    if freeze:
        gc.freeze()
    gc.set_threshold(max(young, before[0]), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        if freeze:
            gc.unfreeze()
