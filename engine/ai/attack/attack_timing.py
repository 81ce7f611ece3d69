"""The attack's timing (issue 32), a part of the planner (engine/ai/planner/moves.py): the clock
that makes an attacker commit once the side-turns left come near what its engineers need
to take the points it lacks (A12), and the probe it sends ahead of a defence it does not
see (A8, A9). Its knobs are ai.yaml's `clock_plan_slack` and `probe_gap`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.ai.config import AIConfig
from engine.ai.view import INF, SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell


class TimingPlanner(Protocol):
    """What the timing asks of the planner."""

    view: SideView
    cfg: AIConfig
    values: dict[str, float]
    rounds_left: int | None
    defending: bool
    endgame: bool
    hunting: bool
    vp_targets: dict[str, Cell]

    def position(self, unit: Unit) -> Cell | None: ...

    def is_fighter(self, t: UnitType) -> bool: ...


def meeting_slack(view: SideView) -> float:
    """The clock's slack in a meeting fight (no side wins when the last round ends: it
    is a draw for both, and neither defends): `clock_meeting_slack`, so a side that
    must win by holding points before the last round plans back from it as an attacker
    against a defence does (issue 32: a cell drawn against an enemy that waits). -1
    where some side wins at the last round (that is `clock_plan_slack`'s case or the
    side's own)."""
    if any(view.defending(s) for s in view.game.sides):
        return -1.0
    return float(view.cfg.clock_meeting_slack)


class AttackTiming:
    """When the attack commits, and who goes first."""

    def __init__(self, planner: TimingPlanner) -> None:
        self.p = planner
        self._probe: str | None = None  # the fighter that goes first (probe_lead)

    def clock_presses(self) -> bool:
        """A12: the side attacks against a defence (an enemy wins when the last round
        ends) and wins by holding points: the side-turns left are no more than those its
        engineers need to reach the points it still lacks (the slowest of the nearest
        it needs, by the travel field), plus the ends of side-turn a capture takes
        (`vp_capture_turns`), plus `clock_plan_slack`. Then waiting to mass only loses
        the game on time (negative slack: off). In a meeting fight (the last round a
        draw, no side defending) the same, with `clock_meeting_slack` (`meeting_slack`)."""
        p = self.p
        view, cfg = p.view, p.cfg
        if (cfg.clock_plan_slack < 0 and cfg.clock_meeting_slack < 0) or \
                p.rounds_left is None or p.defending or not view.vps:
            return False
        victory = getattr(view.game, "victory", None)
        need_of = getattr(victory, "hold_needed", None)
        need = need_of(view.side) if need_of is not None else None
        if not need:
            return False
        slack = cfg.clock_plan_slack if view.against_defence() else meeting_slack(view)
        if slack < 0:
            return False
        lacking = need - sum(1 for vp in view.vps if vp.owner == view.side)
        if lacking <= 0:
            return False
        times = []
        for uid, cell in p.vp_targets.items():
            u = view.unit(uid)
            at = p.position(u)
            if at is None:
                continue
            field = view.travel_field([cell], u.unit_type.move_class, capture=True)
            times.append(field.get(at, INF) / max(1, u.unit_type.ap))
        times.sort()
        if len(times) < lacking:
            return False  # too few engineers for the points: the clock does not decide it
        needed = times[lacking - 1] + view.rules.vp_capture_turns
        return p.rounds_left + 1 <= needed + slack

    def probe_lead(self, unit: Unit, front: Sequence[Cell]) -> float | None:
        """A8, A9: an attacker against a defence it does not see (hidden in cover, on
        Alert) sends its cheapest fighter ahead as a probe; the other fighters keep
        `probe_gap` side-turns of travel behind it (their goal's standoff), so an ambush
        meets one unit and shows itself, and the rest stage against what it saw. None:
        the unit is the probe, or no probing (the side defends, hunts, is in its
        endgame, sees an enemy, has one fighter, or `probe_gap` is 0)."""
        p = self.p
        view, cfg = p.view, p.cfg
        if (cfg.probe_gap <= 0 or p.defending or p.endgame or p.hunting
                or view.enemies or not view.against_defence()):
            return None
        if self._probe is None:
            fighters = [u for u in view.own if u.at is not None and p.is_fighter(u.unit_type)
                        and not u.unit_type.is_aircraft]
            self._probe = min(fighters, key=lambda u: (p.values[u.id], u.id)).id \
                if len(fighters) > 1 else ""
        if not self._probe or unit.id == self._probe:
            return None
        probe = view.unit(self._probe)
        t = probe.unit_type
        field = view.travel_field(front, t.move_class)
        ahead = field.get(probe.at, INF) / max(1, t.ap) if probe.at is not None else INF
        if ahead == INF:
            return None
        # in the unit's own side-turns of travel
        return (ahead + cfg.probe_gap) * max(1, t.ap) / max(1, unit.unit_type.ap)

    # -- roles ---------------------------------------------------------------------------
