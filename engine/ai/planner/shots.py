"""The shots a unit could take (A5), and what the best of them is worth to its side.

A part of the planner (moves.py), built once per decision from what the side sees and the
units' worth; the move scores, the fire phase and the turn systems' advisors ask it.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ai.view import SideView, Unit
from engine.catalog import Weapon
from engine.grid import Cell

# (cell, AP left, whether the lines of fire are checked) -> `Shots.best_shot_from` there
BestShot = Callable[[Cell, int, bool], float]


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

    def best_shot_of(self, unit: Unit, moved: bool) -> BestShot:
        """`best_shot_from` of the unit as a function of the cell, the AP left and whether
        the lines are checked (asked for every cell a unit may reach). Without the lines
        a shot's worth does not depend on the cell, only whether its target is within the
        weapon's band from there: the weapons, the targets each may hit and the shots'
        worth are read once, in `shots_from`'s order; the best is the same float. With the
        lines, `best_shot_from` itself."""
        view = self.view
        t = unit.unit_type
        whole = self.best_shot_from
        if not self.may_shoot(unit):
            return lambda cell, ap_left, with_lines: 0.0
        need = view.rules.shot_ap(t.ap)
        flying = t.is_aircraft and (moved or unit.flying)
        weapons = [] if (unit.ammo or 0) < view.rules.ammo_per_shot else \
            self.usable_weapons(unit, moved, flying)
        reaches = [view.rules.range_after_move(w.max_range) if moved else w.max_range
                   for w in weapons]
        ats: list[Cell] = []
        for e in view.enemies:  # every enemy the view holds is on the map (shots_from)
            assert e.at is not None
            ats.append(e.at)
        # (min range, reach, the enemy's place in `ats`, the weapon, the enemy) in
        # shots_from's order, each shot's worth read the first time it is in reach
        bands = [(w.min_range, reach, i, w, e)
                 for w, reach in zip(weapons, reaches, strict=True)
                 for i, e in enumerate(view.enemies) if view.can_hit(t, w, e)]
        worth: list[float | None] = [None] * len(bands)
        dist, beyond = view.grid.distance, max(reaches, default=0) + 1
        # the rows and columns within `beyond` of a target: a step changes each by one
        # at most (on every grid), so from a cell outside them every target is beyond
        # every reach, and no shot is in band
        near = beyond - 1
        rows = {r for at in ats for r in range(at[1] - near, at[1] + near + 1)}
        cols = {c for at in ats for c in range(at[0] - near, at[0] + near + 1)}

        def best_shot(cell: Cell, ap_left: int, with_lines: bool) -> float:
            if with_lines:
                return whole(unit, cell, moved, ap_left, True)
            if ap_left < need or not bands:
                return 0.0
            row = cell[1]
            if row not in rows or cell[0] not in cols:
                return 0.0
            apart = [beyond if abs(at[1] - row) >= beyond else dist(cell, at) for at in ats]
            best: float | None = None
            for k, (low, reach, i, w, e) in enumerate(bands):
                if low <= apart[i] <= reach:
                    value = worth[k]
                    if value is None:
                        value = worth[k] = view.shot_value(unit, w, e, self.values)
                    if best is None or value > best:
                        best = value  # as max(): the first of equals kept
            return 0.0 if best is None else best
        return best_shot
