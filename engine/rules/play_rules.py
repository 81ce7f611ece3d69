"""Rule numbers of the game engine that rules.yaml has no field for (engine/data/play.yaml).

They live in their own file because `engine.catalog` refuses keys it does not know, and
every tunable number must stay in `engine/data`, never in code.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, fields

import yaml

from engine.catalog import DATA_DIR

PLAY_FILE = DATA_DIR / "play.yaml"


@dataclass(frozen=True)
class PlayRules:
    """Numbers read from play.yaml; every one must be present and a whole number."""

    aura_shots: int
    order_reach: int
    depot_reach: int
    destroyed_at_hp: int


@functools.lru_cache(maxsize=1)
def play_rules() -> PlayRules:
    """The shipped numbers, read once; a missing or non-integer key is refused by name."""
    with PLAY_FILE.open(encoding="utf-8") as stream:
        raw = yaml.safe_load(stream)
    if not isinstance(raw, dict):
        raise ValueError(f"{PLAY_FILE.name}: must be a mapping of numbers")
    values: dict[str, int] = {}
    for f in fields(PlayRules):
        value = raw.get(f.name)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{PLAY_FILE.name}: field {f.name!r} must be a whole number")
        values[f.name] = value
    unknown = set(raw) - set(values)
    if unknown:
        raise ValueError(f"{PLAY_FILE.name}: unknown field(s) {', '.join(sorted(unknown))}")
    return PlayRules(**values)
