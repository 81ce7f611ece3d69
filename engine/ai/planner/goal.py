"""What a unit heads for (a Goal), shared by the planner and its parts."""

from __future__ import annotations

from collections.abc import Iterable

from engine.ai.view import Unit
from engine.grid import Cell
from engine.records import record

# the goals that take a unit somewhere it must go to fight for the mission (a medic's, a
# truck's or a hidden unit's do not): the ones the water may cut off (airlift, bridging)
FETCHED = ("attack", "capture", "stage")


def cells_of(units: Iterable[Unit]) -> tuple[Cell, ...]:
    """The cells of the units that are on the map."""
    return tuple(c for u in units if (c := u.at) is not None)


@record(frozen=True)
class Goal:
    """Cells to head for; `standoff` side-turns of travel from them is close enough."""

    name: str
    cells: tuple[Cell, ...]
    capture: bool = False
    standoff: float = 0.0
    weight: float = 1.0
    danger_factor: float = 1.0
    lead: float = 0.0  # side-turns of travel from the cells it should not come nearer than
    avoid: float = 0.0  # AP its travel counts more per seen enemy whose threat reaches a cell
    offsets: tuple[tuple[Cell, float], ...] = ()  # (cell, AP): reaching it counts more
    suspect: float = 0.0  # times it weighs the fire the side suspects (last_capturer.py)
