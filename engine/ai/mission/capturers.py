"""A12: the attacker's engineers keep behind its fighters (`capturer_escort` in ai.yaml).

An engineer takes points, and a side that must break a defence (`SideView.against_defence`)
wins only while it has engineers; sent straight for its point, an engineer walked ahead of
the fighters into the defence's guns and mines, and between the stage ring (a defended
point) and the point (no longer seen defended) it swung across the field. With the knob
on, its goal is always its point, kept no nearer (in side-turns of its travel) than the
side's foremost fighter (no recon unit) and `capturer_lag_turns` more, nor than
`capturer_cover_turns`, nor than where it stands (as a convoy keeps behind its escort,
objectives.py `escort_goal`: it waits, it does not run back): it goes in once a
fighter stands within those side-turns of the point, unless the point is defended and the
wave has not gone in (or a seen enemy blocks the count), and at once when the side has no
fighter left or its last rounds have come.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.ai.mission.objectives import Objectives
from engine.ai.planner.goal import Goal, cells_of
from engine.ai.planner.planning import Roles
from engine.ai.view import INF, Unit
from engine.catalog import UnitType
from engine.grid import Cell


class CapturePlanner(Roles, Protocol):
    """What the rule asks of the planner (moves.py `Planner`)."""

    endgame: bool
    objectives: Objectives

    def is_recon(self, t: UnitType) -> bool: ...

    def wave_ready(self) -> bool: ...


def behind_fighters(p: CapturePlanner, unit: Unit, target: Cell,
                    own: Sequence[Unit]) -> Goal | None:
    """The engineer's goal while it keeps behind the fighters, or None: it goes in (or the
    knob is off, or the side does not attack a defence)."""
    view, cfg = p.view, p.cfg
    if not cfg.capturer_escort or p.endgame or unit.at is None or not view.against_defence():
        return None
    t = unit.unit_type
    ap = max(1, t.ap)
    field = view.travel_field((target,), t.move_class)
    fighters = cells_of(u for u in own if p.is_fighter(u.unit_type)
                        and not p.is_recon(u.unit_type))
    front = min((field.get(c, INF) / ap for c in fighters), default=INF)
    if front == INF:  # no fighter left (or none reaches it): nothing to wait for
        return None
    obj = p.objectives
    wait = obj.defended_point(target) and (not p.wave_ready() or obj.blocked_in_sight(target))
    if front <= cfg.capturer_cover_turns and not wait:
        return None
    here = field.get(unit.at, INF) / ap  # it does not run back: it stops where it stands
    lead = min(here, max(front + cfg.capturer_lag_turns, cfg.capturer_cover_turns))
    return Goal("capture", (target,), capture=True, standoff=lead, lead=lead,
                danger_factor=cfg.danger_support_factor)
