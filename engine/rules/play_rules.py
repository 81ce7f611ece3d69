"""Rule numbers of the game engine that rules.yaml has no field for (engine/data/play.yaml).

They live in their own file because `engine.catalog` refuses keys it does not know, and
every tunable number must stay in `engine/data`, never in code.
"""

from __future__ import annotations

import functools
from pathlib import Path

from engine.data_files import load_record
from engine.records import record

PLAY_FILE = "play.yaml"


@record(frozen=True)
class PlayRules:
    """Numbers read from play.yaml (the comments there cite the rules of RULES.md A)."""

    aura_shots: int
    order_reach: int
    depot_reach: int
    destroyed_at_hp: int
    reinforce_reach: int

    def __post_init__(self) -> None:
        if self.aura_shots < 1 or self.order_reach < 1 or self.depot_reach < 0:
            raise ValueError("aura_shots and order_reach must be >= 1, depot_reach >= 0")


@functools.lru_cache(maxsize=1)
def _shipped() -> PlayRules:
    return load_record(PlayRules, PLAY_FILE)


def play_rules(directory: Path | None = None) -> PlayRules:
    """The shipped numbers (read once), or those of a data directory; a missing, unknown
    or mistyped key is a CatalogError naming the file and key."""
    return _shipped() if directory is None else load_record(PlayRules, PLAY_FILE, directory)
