"""A12 with the end events: the seen enemy unit that can end the game is hunted first
(issue 32, "enemy engineers are the first targets near a point"; `end_hunt_units`,
`end_hunt_turns`, `end_hunt_target_factor` in ai.yaml; docs/ai-log.md, "Stop 52").

The mission's events that end the game are read as objectives (end_events.py): a
`captured` trigger becomes the points the enemy must hold (`SideView.hold_points`), an
area an enemy's named unit must reach becomes an end area. That tells the side *where*
the enemy wins, never *who* wins it for the enemy: a seen enemy engineer is only
contested once it stands within `contest_radius` of a point (objectives.py `_raiders`),
and is a target like any other. At Vell the raiders' one engineer, kept back
(last_capturer.py), walked in behind its army and took both points while the
rearguard's rifles, five cells off, shot the tanks or hid.

Here an enemy unit that can end the game is one the side sees on the ground that can
capture, where an enemy wins by holding points, or one named by an end event's area
(`EndArea.unit`), within `end_hunt_turns` side-turns of travel of a point it could take
(or of its area): near a point, not kept back behind its army. Only for a side that
defends (wins by not losing): in a meeting fight both sides race for the points, and there
the first form, for any side, lost Boot Camp's blue nine cells of the table at 2 games
(docs/ai-log.md, "Stop 52"). With the knobs on:

- the fire phase values it `end_hunt_target_factor` times its worth (moves.py
  `_shot_values`): the first shot of any unit that reaches it;
- the `end_hunt_units` fighters that reach a firing cell on it soonest, within
  `end_hunt_turns` side-turns of travel (its range after a move, A5), go for it (the
  goal rule `hunt_ender`, before the points' contest): a fighter farther off keeps its
  job, so the hunt never strips the points of their guard for a unit out of reach.

Only what the side sees (A8): the enemies in sight, the public victory rules and events.
"""

from __future__ import annotations

from typing import Protocol

from engine.ai.planner.goal import Goal
from engine.ai.view import INF, SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell


class HuntPlanner(Protocol):
    """What the hunt reads of the planner (moves.py `Planner`)."""

    view: SideView
    guards: dict[str, Cell]
    blockers: dict[str, tuple[Cell, ...]]

    def is_fighter(self, t: UnitType) -> bool: ...

    def turns_for_cells(self, cells: int, t: UnitType) -> float: ...


def enders(view: SideView) -> tuple[Unit, ...]:
    """The seen enemy units on the ground that can end the game against the side, within
    `end_hunt_turns` side-turns of travel (their AP a side-turn) of doing it: able to
    capture, where an enemy wins by holding points, of a point not their side's; named by
    an end event's area, of that area."""
    by_points = bool(view.hold_points) and bool(view.vps)
    areas: dict[str, list[tuple[Cell, ...]]] = {}
    for a in view.end_areas:
        if a.unit is not None and a.winner != view.side:
            areas.setdefault(a.unit, []).append(a.cells)
    out = []
    for e in view.enemies:
        if e.at is None or e.flying:
            continue
        t = e.unit_type
        goals = list(areas.get(e.id, ()))
        if by_points and t.has("capture"):
            goals += [(vp.at,) for vp in view.vps if vp.owner != e.side]
        near = min((view.travel_field(cells, t.move_class, capture=t.has("capture"))
                    .get(e.at, INF) / max(1, t.ap) for cells in goals), default=INF)
        if near <= view.cfg.end_hunt_turns:
            out.append(e)
    return tuple(out)


class EndHunt:
    """The hunt of one side at one decision: its targets and its hunters."""

    def __init__(self, planner: HuntPlanner) -> None:
        self.p = planner
        view = planner.view
        cfg = view.cfg
        on = (cfg.end_hunt_units > 0 or cfg.end_hunt_target_factor != 1) and view.defending()
        self.targets: tuple[Unit, ...] = enders(view) if on else ()
        self.hunters: dict[str, tuple[Cell, float]] = self._assign() if self.targets else {}

    def shot_values(self, values: dict[str, float]) -> dict[str, float]:
        """The fire phase's worth of the enemies: the hunted `end_hunt_target_factor`
        times theirs."""
        factor = self.p.view.cfg.end_hunt_target_factor
        if factor == 1 or not self.targets:
            return values
        out = dict(values)
        for e in self.targets:
            out[e.id] = out.get(e.id, 0.0) * factor
        return out

    def _standoff(self, t: UnitType) -> float:
        """Side-turns of travel from the target a fighter may shoot it from after a move:
        its direct range halved (A5), less one cell (a margin for the way round)."""
        view = self.p.view
        reach = max((w.max_range for w in t.weapons if w.fire == "direct"), default=0)
        return self.p.turns_for_cells(max(0, view.rules.range_after_move(reach) - 1), t)

    def _assign(self) -> dict[str, tuple[Cell, float]]:
        """Up to `end_hunt_units` fighters a target, those within `end_hunt_turns`
        side-turns of a firing cell on it, the soonest pairs first; not one guarding the
        unit the enemy must kill or blocking a convoy (their own end of the game)."""
        p, view = self.p, self.p.view
        cfg = view.cfg
        if cfg.end_hunt_units <= 0:
            return {}
        busy = {*p.guards, *p.blockers}
        fighters = [u for u in view.own if u.at is not None and u.id not in busy
                    and p.is_fighter(u.unit_type) and not u.flying]
        pairs: list[tuple[float, str, str, Cell, float]] = []
        for e in self.targets:
            assert e.at is not None
            for u in fighters:
                t = u.unit_type
                standoff = self._standoff(t)
                here = view.travel_field((e.at,), t.move_class).get(u.at, INF) / max(1, t.ap)
                if here - standoff <= cfg.end_hunt_turns:
                    pairs.append((here - standoff, u.id, e.id, e.at, standoff))
        pairs.sort()
        out: dict[str, tuple[Cell, float]] = {}
        sent: dict[str, int] = {}
        for _, uid, eid, at, standoff in pairs:
            if uid in out or sent.get(eid, 0) >= cfg.end_hunt_units:
                continue
            out[uid] = (at, standoff)
            sent[eid] = sent.get(eid, 0) + 1
        return out

    def goal(self, unit: Unit) -> Goal | None:
        """A hunter's goal: a firing cell on its target."""
        hunt = self.hunters.get(unit.id)
        if hunt is None:
            return None
        at, standoff = hunt
        view = self.p.view
        cfg = view.cfg
        fear = cfg.danger_defend_factor if view.defending() else cfg.danger_attack_factor
        return Goal("hunt_ender", (at,), standoff=standoff, weight=cfg.contest_weight,
                    danger_factor=fear)
