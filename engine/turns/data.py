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

from engine.data_files import build_record, load_record
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


def turn_numbers(system: str, overrides: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    """The section of one turn system, read-only, by key (`n["initiative_die"]`), with a
    mission's rule-pack `overrides` of some of its keys (typed like the file's)."""
    data = _shipped()
    if system not in {f.name for f in fields(data)}:
        raise ValueError(f"{TURN_FILE}: no section for turn system '{system}'")
    section = getattr(data, system)
    if overrides:
        where = f"rule pack numbers: {system}"
        section = build_record(type(section), {**_raw(section), **overrides}, where)
    return types.MappingProxyType({f.name: getattr(section, f.name) for f in fields(section)})


def _raw(record: Any) -> dict[str, Any]:
    """A numbers record back as the plain data its file held (lists, mappings)."""
    out: dict[str, Any] = {}
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, Mapping):
            value = {k: list(v) if isinstance(v, tuple | frozenset) else v
                     for k, v in value.items()}
        elif isinstance(value, tuple | frozenset):
            value = list(value)
        out[f.name] = value
    return out
