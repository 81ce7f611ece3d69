"""Guns up to a seen defence (issue 32: the Skirmish's amber against the turtle), a part of
the planner (engine/ai/planner/moves.py) read by the `guns_up` goal rule (engine/ai/planner/goal_rules.py).

Traced on the Skirmish at Four Ways, amber against the turtle script (docs/ai-log.md,
"Guns up"): from round 6 amber sees azure's last units dug in on the south edge, an
engineer at (4, 9), a truck at (7, 9), a rocket team at (6, 9) and a sniper at (1, 9), nine
cells from its mortar at (3, 0) (band 3-8 as the planner keeps it). A gun's goal is its
band (`Planner.band_of`): its score is the cells' distance out of band, with no travel in
it, so every cell more than one move from the band scores as badly as where it stands, and
the cells in band it can reach this side-turn are all within the sniper's rifle (8): 15.0
of danger against 3.0 of band. It stands still for nine rounds, nothing else attacks the
dug-in units, and the game runs out drawn. A human moves the gun along the north edge to
the cells in band that no known enemy reaches ((10, 1), the east column), a few moves away.

So (`guns_up` 1), a side that does not defend (it must still destroy or take something)
sends a gun (a unit whose weapons all fire indirectly, with a shot of ammunition) that
stands beyond its range of every enemy it sees, and that its band's score would leave
there (no cell in band it reaches this side-turn beats standing still by `move_margin`,
scored as its move is), to the nearest cell, by travel, in its
band as the planner keeps it (`band_of` 0: the nearest seen enemy within its reach, none
nearer than its least range and a cell) where its expected loss is nothing: no seen
enemy's threat of its next side-turn (its fire from where it could move, an Alert unit's
kept shot included), nor a mine or fire it knows of, reaches the cell. Once there the
band's score keeps it (in band, the rule lets go). With no such cell, in the side's last
`guns_up_risk_rounds` rounds it accepts measured risk: the cells in band where no seen
enemy's threat would destroy it (less cover), those of the least expected loss, weighing
the danger on its way `guns_up_risk_factor` times as much as a gun does. 2: any gun out
of range, its band's score asked nothing (at Harrow Ford the host's mortar then walked
to a safe cell instead of stepping into range for its last shots before the recall).
0: off.

Only what the side may know (A8): its own units, the enemies it sees and their threat as
the danger map reads it, the map as it believes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from engine.ai.config import AIConfig
from engine.ai.fields.travel import TravelField
from engine.ai.planner.cell_scores import CellScorer
from engine.ai.planner.goal import Goal
from engine.ai.view import INF, SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell


class GunPlanner(Protocol):
    """What the guns' approach asks of the planner."""

    view: SideView
    cfg: AIConfig
    defending: bool
    rounds_left: int | None
    end_play: Any  # the end events' weighing of every goal (end_play.py)

    def is_artillery(self, t: UnitType) -> bool: ...

    def band_of(self, t: UnitType) -> Callable[[Cell], float]: ...

    def scorer(self, unit: Unit, goal: Goal, field: TravelField, moved: bool,
               with_lines: bool) -> CellScorer: ...


class GunsUp:
    """Where a gun out of range of every seen enemy moves up to (worked out when first
    asked for the gun, once a decision)."""

    def __init__(self, planner: GunPlanner) -> None:
        self.p = planner
        self._goals: dict[str, Goal | None] = {}

    def goal(self, unit: Unit) -> Goal | None:
        """The `guns_up` goal of a gun beyond its range of every seen enemy (None for any
        other unit, when it has no cell to go to, or off)."""
        p = self.p
        if not p.cfg.guns_up or p.defending or unit.at is None \
                or not p.is_artillery(unit.unit_type):
            return None
        if unit.id not in self._goals:
            self._goals[unit.id] = self._work_out(unit)
        return self._goals[unit.id]

    def _work_out(self, unit: Unit) -> Goal | None:
        p = self.p
        view, cfg = p.view, p.cfg
        t = unit.unit_type
        at = unit.at
        assert at is not None
        if unit.ammo is not None and unit.ammo < view.rules.ammo_per_shot:
            return None
        targets = [e.at for e in view.enemies if e.at is not None]
        if not targets:
            return None
        lo, hi = t.range_band
        grid = view.grid
        if min(grid.distance(at, c) for c in targets) <= hi:
            return None  # within range of one: the band's score places it
        if cfg.guns_up < 2 and self._band_moves_in(unit, targets):
            return None  # on its way: the band's score takes it in this side-turn
        # the band as the planner keeps it (`band_of` 0): the nearest seen enemy within
        # reach, none within the least range (nor a cell beyond it)
        near: set[Cell] = set()
        band: set[Cell] = set()
        for c in targets:
            band.update(grid.cells_within(c, hi))
            near.update(grid.cells_within(c, lo))
        band -= near
        band -= view.ground_cells
        cells = view.enterable(sorted(band), t.move_class)
        if not cells:
            return None
        loss = view.loss_of(unit)
        losses = {c: loss(c) for c in cells}
        safe = tuple(c for c in cells if losses[c] <= 0)
        factor = cfg.danger_artillery_factor
        if not safe:
            left = p.rounds_left
            if left is None or left >= cfg.guns_up_risk_rounds:
                return None
            # the loss of a unit the threat would destroy is its hit points' share or more
            # (engine/ai/knowledge/view_danger.py): the cells where it would last are below that
            whole = unit.hp / max(1, unit.max_hp) * view.unit_value(unit)
            lasting = {c: v for c, v in losses.items() if v < whole - 1e-9}
            if not lasting:
                return None
            least = min(lasting.values())
            safe = tuple(c for c in cells if c in lasting and lasting[c] <= least)
            factor *= cfg.guns_up_risk_factor
        return Goal("guns_up", safe, weight=cfg.guns_up_weight, danger_factor=factor)

    def _band_moves_in(self, unit: Unit, targets: list[Cell]) -> bool:
        """Whether the band's score (the `artillery` goal) takes the gun this side-turn to
        a cell in band that beats standing still by `move_margin`, as its move would."""
        p = self.p
        view, cfg = p.view, p.cfg
        at = unit.at
        assert at is not None
        goal = p.end_play.goal(Goal("artillery", tuple(targets), standoff=INF,
                                    danger_factor=cfg.danger_artillery_factor))
        field = view.travel_field(goal.cells, unit.unit_type.move_class)
        score = p.scorer(unit, goal, field, True, False)
        band = p.band_of(unit.unit_type)
        stay = score(at, unit.ap, None, False) + cfg.move_margin
        reach = view.game.reachable_costs(unit.id)
        return any(band(c) <= 0 and score(c, unit.ap - cost, None, False) > stay
                   for c, (cost, _) in reach.items())
