"""Shared timing helpers: wall-clock samples and their median (machines are noisy)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def timed(fn: Callable[[], Any], repeat: int) -> list[float]:
    """Seconds taken by each of `repeat` calls."""
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def median_ms(fn: Callable[[], Any], repeat: int = 30) -> float:
    return statistics.median(timed(fn, repeat)) * 1000
