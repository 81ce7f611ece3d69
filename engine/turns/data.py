"""The numbers of the turn systems of RULES.md B, read from `engine/data/turn_systems.yaml`
through the catalog's typed loader: one record per system, one field per key."""

from __future__ import annotations

import functools
import types
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from engine.catalog import FireMode, MoveClass, Size, load_record

TURN_FILE = "turn_systems.yaml"


@dataclass(frozen=True)
class PhasedNumbers:
    """`phased` (RULES.md B): the phases of a side's segment and what each allows."""

    phases: tuple[str, ...]
    allowed: Mapping[str, tuple[str, ...]]
    smoke_rounds: Mapping[FireMode, int]
    move_smoke_classes: tuple[MoveClass, ...]
    move_smoke_reach: int
    move_smoke_ap: int
    move_smoke_rounds: int
    assault_bonus: int

    def __post_init__(self) -> None:
        unknown = sorted(set(self.allowed) - set(self.phases))
        if unknown:
            raise ValueError(f"field 'allowed' names phase(s) not in 'phases': "
                             f"{', '.join(unknown)}")


@dataclass(frozen=True)
class OrdersNumbers:
    """`orders` (RULES.md B): orders, initiative, interception, Sprint, Ram, Power shot."""

    orders: tuple[str, ...]
    initiative_die: int
    last_initiative: int
    hold_initiative: int
    hold_round_end_initiative: int
    intercept_die: int
    intercept_on: int
    sprint_cells: Mapping[MoveClass, int]
    sprint_none_types: tuple[str, ...]
    sprint_measure_terrain: str
    power_shot_initiative: int
    power_shot_damage: int
    ram_damage: Mapping[Size, int]
    ram_self_damage: int
    special_kinds: tuple[str, ...]
    default_order: str
    allowed: Mapping[str, tuple[str, ...]]

    def __post_init__(self) -> None:
        if self.default_order not in self.orders:
            raise ValueError(f"field 'default_order': {self.default_order!r} is not one of "
                             f"{', '.join(self.orders)}")
        for name in ("initiative_die", "intercept_die"):
            if getattr(self, name) < 1:
                raise ValueError(f"field {name!r} must be >= 1")


@dataclass(frozen=True)
class ActivationNumbers:
    """`activation` (RULES.md B): the initiative, activation and cohesion dice, how long a
    routed unit lasts, the passive side's opportunity shots."""

    initiative_die: int
    activation_die: int
    activation_success_max: int
    last_side_end_roll: int
    strength_fraction: float
    cohesion_die: int
    cohesion_pass_max: int
    event_card_roll: int  # an activation roll of this draws an event card
    routed_rounds: int
    opportunity_shots: int

    def __post_init__(self) -> None:
        for name in ("initiative_die", "activation_die", "cohesion_die"):
            if getattr(self, name) < 1:
                raise ValueError(f"field {name!r} must be >= 1")
        if not 0 < self.strength_fraction < 1:
            raise ValueError("field 'strength_fraction' must be in (0, 1)")
        if self.routed_rounds < 1:
            raise ValueError("field 'routed_rounds' must be >= 1")
        if self.opportunity_shots < 0:
            raise ValueError("field 'opportunity_shots' must be >= 0")


@dataclass(frozen=True)
class TurnSystemsData:
    """turn_systems.yaml: a section for each turn system that has numbers (`sides`, the
    rules' own, has none)."""

    phased: PhasedNumbers
    orders: OrdersNumbers
    activation: ActivationNumbers


@functools.lru_cache(maxsize=1)
def _shipped() -> TurnSystemsData:
    return load_record(TurnSystemsData, TURN_FILE)


def turn_systems_data(directory: Path | None = None) -> TurnSystemsData:
    """The shipped numbers (read once), or those of a data directory; a missing, unknown
    or mistyped key is a CatalogError naming the file, the section and the key."""
    if directory is None:
        return _shipped()
    return load_record(TurnSystemsData, TURN_FILE, directory)


def turn_numbers(system: str) -> Mapping[str, Any]:
    """The section of one turn system, read-only, by key (`n["initiative_die"]`)."""
    data = _shipped()
    if system not in {f.name for f in fields(data)}:
        raise ValueError(f"{TURN_FILE}: no section for turn system '{system}'")
    section = getattr(data, system)
    return types.MappingProxyType({f.name: getattr(section, f.name) for f in fields(section)})
