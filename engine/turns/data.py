"""The numbers of the turn systems, read from `engine/data/turn_systems.yaml`."""

from __future__ import annotations

import functools
from typing import Any

import yaml

from engine.catalog import DATA_DIR

TURN_FILE = DATA_DIR / "turn_systems.yaml"


@functools.lru_cache(maxsize=1)
def _all() -> dict[str, Any]:
    with TURN_FILE.open(encoding="utf-8") as stream:
        raw = yaml.safe_load(stream)
    if not isinstance(raw, dict):
        raise ValueError(f"{TURN_FILE.name}: must be a mapping of turn systems")
    return raw


def turn_numbers(system: str) -> dict[str, Any]:
    """The section of one turn system; a missing section is refused by name."""
    section = _all().get(system)
    if not isinstance(section, dict):
        raise ValueError(f"{TURN_FILE.name}: no section for turn system '{system}'")
    return section
