"""What the planner's parts ask of the planner (moves.py `Planner`), as protocols.

The planner composes its parts (the objectives, flanking, airlift, bridging, the goal
rules); a part sees
the planner only through the few members it needs, named here, so it never imports the
planner back and can be built on anything that has them (a test's stand-in, say).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engine.ai.config import AIConfig
from engine.ai.planner.goal import Goal
from engine.ai.view import SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell


class Roles(Protocol):
    """Who fights and what the attack goes for (engine/ai/attack/flank.py)."""

    view: SideView
    cfg: AIConfig

    def is_fighter(self, t: UnitType) -> bool: ...

    def attack_front(self) -> tuple[Cell, ...]: ...

    def stage_distance(self) -> int: ...


class Routes(Protocol):
    """A unit's goal and how far it is (engine/ai/planner/airlift.py, engine/ai/planner/bridging.py)."""

    view: SideView
    cfg: AIConfig

    def goal(self, unit: Unit) -> Goal: ...

    def turns_to_goal(self, unit: Unit, goal: Goal, cell: Cell) -> float: ...

    def turns_for_cells(self, cells: int, t: UnitType) -> float: ...

    def landing_zone(self, aircraft: Unit, near: Sequence[Cell],
                     radius: int | None = None) -> tuple[Cell, ...]: ...


class Judge(Protocol):
    """Who is who, and where a unit is (engine/ai/mission/objectives.py)."""

    view: SideView
    cfg: AIConfig
    values: dict[str, float]
    defending: bool

    def is_fighter(self, t: UnitType) -> bool: ...

    def is_recon(self, t: UnitType) -> bool: ...

    def position(self, unit: Unit) -> Cell | None: ...


class Scoring(Protocol):
    """What a unit's cell scores read of the planner (engine/ai/planner/cell_scores.py). The
    parts are the planner's own (flank.py `Flank`, shots.py `Shots`, next_shot.py
    `NextShots`, presumed.py `PresumedDefence`, unseen_ground.py `UnclearedGround`,
    objectives.py `Objectives`), named here
    without importing them: they see the planner through the protocols above."""

    view: SideView
    cfg: AIConfig
    flank: Any
    shots: Any
    next_shots: Any
    own_patrol: Any  # engine/ai/planner/own_patrol.py `OwnPatrol`
    presumed: Any
    ambushed: Any  # engine/ai/knowledge/ambushed.py `AmbushedGround`
    suspected: Any  # engine/ai/mission/last_capturer.py `SuspectedFire`
    uncleared: Any
    objectives: Any
    # (unit id, flying) -> (the unit, goal and field read, what its scores read of them):
    # the decision's (cell_scores.py `scorer`)
    scorer_parts: dict[tuple[str, bool], tuple[Any, ...]]

    def presumed_on(self) -> bool: ...

    def has_duties(self, t: UnitType) -> bool: ...

    def noise_mix(self, uid: str) -> int: ...

    def band_penalty(self, t: UnitType, cell: Cell) -> float: ...

    def band_of(self, t: UnitType) -> Callable[[Cell], float]: ...

    def fuel_short(self, unit: Unit, cell: Cell, goal: Goal,
                   fuel_left: int | None) -> float: ...

    def fuel_short_of(self, unit: Unit, goal: Goal) -> Callable[[Cell, int | None], float]: ...

    def short_here(self, unit: Unit, goal: Goal) -> float: ...

    def duty(self, unit: Unit, t: UnitType, cell: Cell, goal: Goal) -> float: ...

    def duty_of(self, unit: Unit, t: UnitType, goal: Goal) -> Callable[[Cell], float]: ...

    def spotted_at(self, unit: Unit, cell: Cell) -> bool: ...
