"""A fixed workload's line for each game it played (benchmarks/normal_decisions.py,
benchmarks/random_games.py)."""

from __future__ import annotations

import hashlib
import json
import time
from typing import Any


def game_line(name: str, game: Any, start: float, digest: bool) -> str:
    """A game's line: its actions, its CPU seconds since `start` and, with `digest`, a
    digest of its history and events."""
    line = f"{name} {len(game.history)} actions {time.process_time() - start:.2f} CPU-s"
    if digest:
        text = json.dumps([game.history, game.events], sort_keys=True, default=str)
        line += " " + hashlib.sha256(text.encode()).hexdigest()[:16]
    return line

