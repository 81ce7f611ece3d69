"""The numbers of the turn systems of RULES.md B, read from `engine/data/turn_systems.yaml`
through the catalog's typed loader: one record per system (the `numbers` record its own
module declares, as `PhasedNumbers` in engine/turns/phased.py), one field per key."""

from __future__ import annotations

import dataclasses
import functools
import types
from collections.abc import Mapping
from dataclasses import fields
from pathlib import Path
from typing import Any

from engine.catalog import load_record
from engine.turns.base import available_turn_systems

TURN_FILE = "turn_systems.yaml"


@functools.cache
def _data_record() -> type:
    """turn_systems.yaml: a section for each registered turn system that has numbers (its
    class's `numbers` record; `sides`, the rules' own, has none), in registration order."""
    sections = [(name, cls.numbers) for name, cls in available_turn_systems().items()
                if cls.numbers is not None]
    return dataclasses.make_dataclass("TurnSystemsData", sections, frozen=True)


@functools.lru_cache(maxsize=1)
def _shipped() -> Any:
    return load_record(_data_record(), TURN_FILE)


def turn_systems_data(directory: Path | None = None) -> Any:
    """The shipped numbers (read once), or those of a data directory; a missing, unknown
    or mistyped key is a CatalogError naming the file, the section and the key."""
    if directory is None:
        return _shipped()
    return load_record(_data_record(), TURN_FILE, directory)


def turn_numbers(system: str) -> Mapping[str, Any]:
    """The section of one turn system, read-only, by key (`n["initiative_die"]`)."""
    data = _shipped()
    if system not in {f.name for f in fields(data)}:
        raise ValueError(f"{TURN_FILE}: no section for turn system '{system}'")
    section = getattr(data, system)
    return types.MappingProxyType({f.name: getattr(section, f.name) for f in fields(section)})
