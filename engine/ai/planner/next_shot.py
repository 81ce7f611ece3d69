"""A stationary weapon's next shot in a cell's score (issue 32, traced at Harrow Ford), a
part of the player's moves (engine/ai/planner/moves.py `Planner.cell_score`)."""

from __future__ import annotations

from typing import Any

from engine.ai.config import AIConfig
from engine.ai.planner.shots import Shots
from engine.ai.view import SideView, Unit
from engine.catalog import Weapon
from engine.grid import Cell


class NextShots:
    """The shot each unit would have from a cell at the start of its next side-turn; its
    targets worked out once a unit and decision."""

    def __init__(self, view: SideView, cfg: AIConfig, shots: Shots, values: dict[str, float],
                 system: Any) -> None:
        self.view, self.cfg, self.shots, self.values, self.system = (
            view, cfg, shots, values, system)
        self._targets: dict[str, list[tuple[float, int, int, bool, Cell]]] = {}

    def counts(self, unit: Unit) -> bool:
        """Whether `value` can be anything but 0.0 for the unit (its weapons all fire only
        unmoved, the weight is on, the turn system is `sides`)."""
        t = unit.unit_type
        if self.cfg.next_shot_weight <= 0 or not t.weapons or \
                not all(w.has("stationary") for w in t.weapons):
            return False
        return self.system == "sides"  # measured ungated, it lost a `phased` cell (docs/ai-log.md)

    def value(self, unit: Unit, cell: Cell, with_lines: bool) -> float:
        """A5: a unit whose weapons all fire only unmoved (sniper, rocket launcher) has no
        shot from any cell it moves to this side-turn, so without this its cell score
        never moves it to a line of fire (traced at Harrow: a sniper five rounds behind
        two ruin cells). Every cell counts the shot it would have there at the start of
        its next side-turn, not moving, weighed `next_shot_weight` (0: off); under `sides`
        only (measured ungated: it lost Four Ways by Phases' amber against the ambush)."""
        if not self.counts(unit):
            return 0.0
        weight = self.cfg.next_shot_weight
        t = unit.unit_type
        targets = self._targets.get(unit.id)
        if targets is None:  # asked for every cell the unit may reach: the shots once, best
            # first (a shot's worth does not depend on the shooter's cell, only its reach)
            view = self.view
            shots: list[tuple[float, Weapon, Unit]] = []
            if unit.at is not None and (unit.ammo or 0) >= view.rules.ammo_per_shot:
                shots = [(view.shot_value(unit, w, e, self.values), w, e)
                         for w in self.shots.usable_weapons(unit, False, False)
                         for e in view.enemies if e.at is not None and view.can_hit(t, w, e)]
            targets = self._targets[unit.id] = sorted(
                ((v, w.min_range, w.max_range, w.fire == "direct" and not e.flying, e.at)
                 for v, w, e in shots if v > 0), key=lambda s: -s[0])
        dist = self.view.grid.distance
        for value, low, high, direct, at in targets:
            if low <= dist(cell, at) <= high and (
                    not with_lines or not direct or self.view.line_clear(cell, at, ignore=unit.at)):
                return weight * self.cfg.attack * value
        return 0.0
