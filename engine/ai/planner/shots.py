"""The shots a unit could take (A5), and what the best of them is worth to its side.

A part of the planner (moves.py), built once per decision from what the side sees and the
units' worth; the move scores, the fire phase and the turn systems' advisors ask it.
"""

from __future__ import annotations

from engine.ai.view import SideView, Unit
from engine.catalog import Weapon
from engine.grid import Cell


class Shots:
    """The shots of one side's units at one moment."""

    def __init__(self, view: SideView, values: dict[str, float]) -> None:
        self.view = view
        self.values = values

    def usable_weapons(self, unit: Unit, moved: bool, flying: bool) -> list[Weapon]:
        t = unit.unit_type
        used = unit.weapons_used
        out = []
        for w in t.weapons:
            if w.has("stationary") and moved:
                continue
            if t.shots > 1 and used.get(w.id, 0) >= w.uses_per_turn:
                continue
            if w.fire == "ground" and not flying:
                continue
            out.append(w)
        return out

    def shots_from(self, unit: Unit, cell: Cell, moved: bool,
                   with_lines: bool) -> list[tuple[float, Weapon, Unit]]:
        """(value, weapon, target) of every shot the unit could take from the cell."""
        view = self.view
        t = unit.unit_type
        if not t.weapons or (unit.ammo or 0) < view.rules.ammo_per_shot:
            return []
        flying = t.is_aircraft and (moved or unit.flying)
        out: list[tuple[float, Weapon, Unit]] = []
        weapons = self.usable_weapons(unit, moved, flying)
        if not weapons:
            return out
        reaches = [view.rules.range_after_move(w.max_range) if moved else w.max_range
                   for w in weapons]
        # each enemy's distance once for all weapons; rows apart bound the distance on
        # both grids, so an enemy more rows away than the longest reach is not measured
        dist, row, beyond = view.grid.distance, cell[1], max(reaches) + 1
        apart = [beyond if abs(at[1] - row) >= beyond else dist(cell, at)
                 for e in view.enemies if (at := e.at) is not None]
        for w, reach in zip(weapons, reaches, strict=True):
            for e, d in zip(view.enemies, apart, strict=True):
                at = e.at
                assert at is not None
                if not w.min_range <= d <= reach or not view.can_hit(t, w, e):
                    continue
                if (with_lines and w.fire == "direct" and not flying and not e.flying
                        and not view.line_clear(cell, at, ignore=unit.at)):
                    continue
                out.append((view.shot_value(unit, w, e, self.values), w, e))
        return out

    def may_shoot(self, unit: Unit) -> bool:
        """Whether `best_shot_from` can be anything but 0.0 for the unit: it is armed, has
        a shot left and the side sees an enemy."""
        return bool(unit.unit_type.weapons) and unit.shots_left > 0 and bool(self.view.enemies)

    def best_shot_from(self, unit: Unit, cell: Cell, moved: bool, ap_left: int,
                       with_lines: bool) -> float:
        view = self.view
        t = unit.unit_type
        if not self.may_shoot(unit):
            return 0.0
        if ap_left < view.rules.shot_ap(t.ap):
            return 0.0
        shots = self.shots_from(unit, cell, moved, with_lines)
        return max((v for v, _, _ in shots), default=0.0)
