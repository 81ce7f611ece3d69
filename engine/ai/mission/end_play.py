"""How the AI plays the events that end the game on an area or on units left (A12, issue
32; read by engine/ai/mission/end_events.py from the mission's event definitions, never from
whether one fired). The round such an event ends the game at is read into the view's
`last_round` and the winner's `hold_until` (engine/ai/view.py): the clock.

- **An area to deny.** An event that ends the game, won by an enemy side, once one of
  its units (or a named enemy unit) stands in an area: the `end_area_units` fighters of
  ours nearest the area (not already sent to contest a point, block a convoy or guard a
  unit) go to stand in it, as for a point to contest: from there they shoot what comes.
- **An area to reach.** The same event won by our side: the named unit, if it is ours,
  goes for the area as a convoy does (behind its fighters until its time runs short,
  objectives.py `escort_goal`); for any unit of the side, its `end_reach_units` units
  nearest the area that are no guns, no support and no engineer with a point to take.
- **Units left.** An event won by one side once another has at most N living units: the
  side that would lose, once its own count is within `units_left_margin` of N, weighs
  the danger of its moves `units_left_preserve_factor` times (it preserves its units);
  the winner, once the enemies it knows of (those it sees, and remembers, engine/ai/
  hunt.py) are within that margin, `units_left_press_factor` times (it presses the kill).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from engine.ai.config import AIConfig
from engine.ai.planner import goal_rules
from engine.ai.planner.goal import Goal
from engine.ai.view import SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell

if TYPE_CHECKING:
    from engine.ai.planner.goal_rules import GoalAsk, GoalPlanner, Rule


class EndJudge(Protocol):
    """What the end play asks of the planner (moves.py `Planner`): who is who and which
    units the objectives have sent already."""

    view: SideView
    cfg: AIConfig
    vp_targets: dict[str, Cell]
    contest_units: dict[str, Cell]
    guards: dict[str, Cell]
    blockers: dict[str, tuple[Cell, ...]]

    def is_fighter(self, t: UnitType) -> bool: ...

    def is_artillery(self, t: UnitType) -> bool: ...

    def is_support(self, t: UnitType) -> bool: ...


class EndPlay:
    """The areas and units-left events of one side at one moment (built once a decision)."""

    def __init__(self, p: EndJudge) -> None:
        self.p = p
        view, cfg = p.view, p.cfg
        own = {u.id for u in view.own}
        self.deny: dict[str, tuple[Cell, ...]] = {}
        self.reach: dict[str, tuple[Cell, ...]] = {}
        busy = {*p.contest_units, *p.blockers, *p.guards}
        for area in view.end_areas:
            ours = area.unit in own if area.unit is not None else area.side == view.side
            if area.winner == view.side and ours:
                self._reachers(area.unit, area.cells, busy)
            elif area.winner != view.side and not ours and cfg.end_area_units > 0:
                self._deniers(area.cells, busy)
        self.danger_factor = self._danger_factor()

    def _nearest(self, units: Sequence[Unit], cells: tuple[Cell, ...],
                 count: int) -> list[str]:
        dist = self.p.view.grid.distance
        ranked = sorted((min(dist(u.at, c) for c in cells), u.id)  # type: ignore[arg-type]
                        for u in units if u.at is not None)
        return [uid for _, uid in ranked[:count]]

    def _deniers(self, cells: tuple[Cell, ...], busy: set[str]) -> None:
        p = self.p
        free = [u for u in p.view.own if p.is_fighter(u.unit_type)
                and u.id not in busy and u.id not in self.deny]
        for uid in self._nearest(free, cells, p.cfg.end_area_units):
            self.deny[uid] = cells

    def _reachers(self, unit: str | None, cells: tuple[Cell, ...], busy: set[str]) -> None:
        p = self.p
        if unit is not None:
            self.reach[unit] = cells
            return
        if p.cfg.end_reach_units <= 0:
            return
        free = [u for u in p.view.own if u.unit_type.weapons and not p.is_artillery(u.unit_type)
                and not p.is_support(u.unit_type) and u.id not in p.vp_targets
                and u.id not in busy and u.id not in self.reach]
        for uid in self._nearest(free, cells, p.cfg.end_reach_units):
            self.reach[uid] = cells

    def _danger_factor(self) -> float:
        view, cfg = self.p.view, self.p.cfg
        margin = cfg.units_left_margin
        if margin < 0:
            return 1.0
        factor = 1.0
        known = {e.id for e in view.enemies} | set(view.cache.foes.get(view.side, {}))
        for winner, side, at_most in view.end_units_left:
            if side == view.side and len(view.own) - at_most <= margin:
                factor *= cfg.units_left_preserve_factor
            elif winner == view.side and side != view.side and len(known) - at_most <= margin:
                factor *= cfg.units_left_press_factor
        return factor

    def goal(self, goal: Goal) -> Goal:
        """The goal with the units-left factor on its danger."""
        if self.danger_factor == 1.0:
            return goal
        return dataclasses.replace(goal, danger_factor=goal.danger_factor * self.danger_factor)


def reach_area(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A unit of ours the side wins with by standing in an area goes for it: the named
    unit as a convoy does, one picked as the nearest straight in."""
    cells = _play(p).reach.get(a.unit.id)
    if cells is None:
        return None
    if any(area.unit == a.unit.id for area in p.view.end_areas):
        return p.objectives.escort_goal(a.unit, cells, None)
    return Goal("reach", cells, danger_factor=p.cfg.danger_attack_factor)


def _play(p: GoalPlanner) -> EndPlay:
    return p.end_play  # type: ignore[attr-defined,no-any-return]


def deny_area(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A fighter sent to stand in an area the enemy wins by entering."""
    cells = _play(p).deny.get(a.unit.id)
    if cells is None:
        return None
    return Goal("deny", cells, weight=p.cfg.contest_weight,
                danger_factor=p.cfg.danger_defend_factor)


def with_end_rules(rules: Sequence[Rule]) -> tuple[Rule, ...]:
    """The goal rules with these two in their places: reaching after a convoy's escort,
    denying after blocking a convoy."""
    out: list[Rule] = []
    for rule in rules:
        out.append(rule)
        if rule is goal_rules.escort:
            out.append(reach_area)
        elif rule is goal_rules.block:
            out.append(deny_area)
    return tuple(out)
