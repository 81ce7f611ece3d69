"""The `orders` round plan (RULES.md B): every unit's order decided together, once a round.

At the first order step of a round the AI looks at its side as a whole and gives each
unit its order from that picture; the later order steps of the round read the plan (kept
in the side's TurnCache by round). Each unit starts from its own order (order_choice.py
`choose_order`); the side then changes some of them:

- the last rounds of an attacker (Planner.endgame): it commits, no mobile unit holds;
- reposition: a fighter the unit's own rule holds (a stationary weapon: the sniper) with
  no shot from where it stands maneuvers when a cell in reach has one (or is better);
- stand: a fighter with a shot from where it stands that would not move much after
  firing anyway (its best reachable cell beats staying by less than the margin) holds:
  a Hold acts a step earlier (-1 initiative, and a large unit never loses its turn), fires
  with its full range, and may intercept what comes;
- ambush: the fighters with no shot now, in cover, within the reach of a seen armed enemy
  that came on (or, massing, of any), hold to intercept it on its approach; the most
  exposed first, at most `orders_ambush_units`;
- the wave: while the side masses for an attack (Planner.wave_ready false), the fighters
  at the stage do not run ahead (they hold; they stay where they are), and a fighter
  too far behind to reach the stage with its normal move sprints to come up with them;
- the clock: a defender running it (Planner.clock) holds its fighters that no seen
  enemy spots where they stand and that have no shot: unseen, they intercept what comes.

(A Special order for a power shot that kills only with its extra damage was measured
and dropped: the unit loses its shot when its initiative comes too late for one.)

Every number is in engine/data/ai.yaml (`orders_*`).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from engine.ai.planner.moves import Planner
from engine.ai.turn_systems.order_choice import choose_order
from engine.ai.view import INF, SideView, Unit
from engine.grid import Cell
from engine.records import record


@record
class RoundPlan:
    """The orders of one side for one round, and why each was given (for tests and logs)."""

    orders: dict[str, str] = field(default_factory=dict)
    why: dict[str, str] = field(default_factory=dict)


def round_plan(game: Any, view: SideView, planner: Planner) -> RoundPlan:
    """The side's plan for this round, worked out at its first order step and kept."""
    key = ("plan", game.serial, view.round, view.side)
    plans = view.cache.plans
    found = plans.get(key)
    if found is None:
        remember(game, view)
        last = plans.get(("seen", game.serial, view.round - 1, view.side), {})
        found = plans[key] = _plan(game, view, planner, last)
    return found


def remember(game: Any, view: SideView) -> None:
    """Where the side saw the enemies at its first decision of the round (kept a round
    longer, for `coming`)."""
    plans = view.cache.plans
    key = ("seen", game.serial, view.round, view.side)
    if key not in plans:
        for old in [k for k in plans if k[1] != game.serial or k[2] < view.round - 1]:
            del plans[old]
        plans[key] = {e.id: e.at for e in view.enemies if e.at is not None}


def coming(view: SideView, before: dict[str, Cell]) -> set[str]:
    """The seen enemies that came nearer the side's units since the last round began."""
    dist = view.grid.distance
    own = [u.at for u in view.own if u.at is not None]
    out: set[str] = set()
    for e in view.enemies:
        was = before.get(e.id)
        if e.at is not None and was is not None and own and \
                min(dist(e.at, c) for c in own) < min(dist(was, c) for c in own):
            out.add(e.id)
    return out


def _plan(game: Any, view: SideView, planner: Planner, before: dict[str, Cell]) -> RoundPlan:
    cfg = view.cfg
    plan = RoundPlan()
    ordered = game.turn_info_for(view.side).get("ordered", ())  # read once, not once a unit
    units = sorted((u for u in view.own if u.id not in ordered), key=lambda u: u.id)
    for u in units:
        plan.orders[u.id] = choose_order(view, planner, u)
        plan.why[u.id] = "unit"
    fighters = [u for u in units if u.at is not None and planner.is_fighter(u.unit_type)
                and plan.orders[u.id] != "special"]
    if planner.endgame and not planner.defending:
        for u in fighters:
            if plan.orders[u.id] == "hold" and not _stays(u):
                _give(plan, u, "maneuver", "endgame")
        return plan
    shots = {u.id: _standing_shot(planner, u) for u in fighters}
    for u in fighters:  # a sniper with no line from where it stands moves to find one
        if (plan.orders[u.id] == "hold" and shots[u.id] < cfg.min_shot_value
                and not u.unit_type.has("needs_tow") and _reposition(game, planner, u)):
            _give(plan, u, "maneuver", "reposition")
    if cfg.orders_stand_margin >= 0:
        for u in fighters:
            if shots[u.id] >= cfg.min_shot_value and _would_stay(game, planner, u,
                                                                 cfg.orders_stand_margin):
                _give(plan, u, "hold", "stand")
    if planner.clock:  # running the clock: a unit no seen enemy spots stays unseen
        for u in fighters:
            if (plan.orders[u.id] == "maneuver" and shots[u.id] < cfg.min_shot_value
                    and u.at is not None and not planner.spotted_at(u, u.at)):
                _give(plan, u, "hold", "clock")
    massing = planner.strong_front() and not planner.wave_ready()
    if massing and cfg.orders_wave_sprint:
        _wave(game, view, planner, plan, fighters)
    if cfg.orders_ambush_units > 0 and view.enemies:
        _ambush(view, plan, [u for u in fighters if shots[u.id] < cfg.min_shot_value
                             and plan.orders[u.id] == "maneuver"], coming(view, before), massing)
    return plan


def _give(plan: RoundPlan, unit: Unit, order: str, why: str) -> None:
    plan.orders[unit.id] = order
    plan.why[unit.id] = why


def _stays(unit: Unit) -> bool:
    t = unit.unit_type
    return t.has("needs_tow") or all(w.has("stationary") for w in t.weapons)


def _standing_shot(planner: Planner, unit: Unit) -> float:
    """The best shot the unit has from where it stands (full range: it has not moved)."""
    at = unit.at
    if at is None or unit.shots_left <= 0:
        return 0.0
    return max((v for v, _, _ in planner.shots.shots_from(unit, at, False, True)), default=0.0)


def _would_stay(game: Any, planner: Planner, unit: Unit, margin: float) -> bool:
    """After firing from where it stands the unit would not move much: no reachable cell
    (scored without a shot, as after firing) beats its own by more than move_margin +
    `margin`."""
    cfg = planner.cfg
    at = unit.at
    assert at is not None
    goal = planner.goal(unit)
    field = planner.field(unit, goal)
    stay = planner.cell_score(unit, at, goal, field, False, 0, False)
    score_of = planner.scorer(unit, goal, field, True, False)  # `cell_score`, read once
    best = max((score_of(c, 0, None) for c in game.reachable_cells(unit.id)), default=-INF)
    return best <= stay + cfg.move_margin + margin


def _reposition(game: Any, planner: Planner, unit: Unit) -> bool:
    """A cell it reaches would give it a shot (standing there next round), or it would
    not stay where it is anyway."""
    reach = game.reachable_cells(unit.id)
    if any(planner.shots.shots_from(unit, c, False, True) for c in reach):
        return True
    return not _would_stay(game, planner, unit, 0.0)


def _wave(game: Any, view: SideView, planner: Planner, plan: RoundPlan,
          fighters: list[Unit]) -> None:
    """Massing: the fighters at the stage stay there (hold); one that its normal move
    cannot bring to the stage sprints."""
    cfg = view.cfg
    front = planner.attack_front()
    dist = view.grid.distance
    near = planner.stage_distance() + cfg.stage_slack
    ring = planner.stage_cells(front)
    for u in fighters:
        at = u.at
        assert at is not None
        if min(dist(at, f) for f in front) <= near:
            if plan.orders[u.id] == "maneuver":
                _give(plan, u, "hold", "stage")
            continue
        if not ring or game.turns.sprint_cells(view.state.units[u.id]) <= 0:
            continue
        field = view.travel_field(ring, u.unit_type.move_class)
        if field.get(at, INF) > u.ap and plan.orders[u.id] != "hold":
            _give(plan, u, "special", "wave_sprint")


def _ambush(view: SideView, plan: RoundPlan, idle: list[Unit], nearer: set[str],
            massing: bool) -> None:
    """The fighters in cover that a seen armed enemy's threat reaches (one that came on
    since the last round, or any while the side masses) hold to intercept it, the most
    threatened first."""
    cfg = view.cfg
    dist = view.grid.distance
    coming = [e for e in view.enemies if e.at is not None and e.unit_type.weapons
              and (massing or e.id in nearer) and e.id not in view.routed]
    if not coming:
        return
    ranked: list[tuple[float, str, Unit]] = []
    for u in idle:
        at = u.at
        assert at is not None
        if view.cover_at(at) < cfg.orders_hold_cover:
            continue
        reach = max((w.max_range for w in u.unit_type.weapons), default=0)
        threat = [e for e in coming if e.at is not None and dist(at, e.at) <= reach
                  + e.unit_type.ap // max(1, cfg.threat_step_ap)]
        if threat:
            ranked.append((-len(threat), u.id, u))
    for _, _, u in sorted(ranked, key=lambda r: (r[0], r[1]))[:cfg.orders_ambush_units]:
        _give(plan, u, "hold", "ambush")


def planned_order(game: Any, view: SideView, planner: Planner, unit: Unit) -> str | None:
    """The order the round plan gives the unit (None: not in the plan)."""
    return round_plan(game, view, planner).orders.get(unit.id)
