"""Going in together (issue 32, the attack on a patient defence), a part of the planner
(engine/ai/planner/moves.py).

A defence that waits in cover on Alert beats an attack fed in one unit a side-turn: the
first unit into its reach draws every kept shot (A9 Alert), the patrol zones' free shots
at the ends of both side-turns and the defenders' whole next side-turn, alone. The plain
greedy shooter wins those games (Relief of Harrow Ford against the ambush script) by
closing with everything at once and staying in contact: standing in the defenders'
sight and reach at the end of its side-turns, it draws their shots in their own
side-turns instead of keeping them on Alert (2 Alert shots a game against the AI's 9),
and in the patrol zones (A9: every unit with direct fire shoots once, free, at the end
of every side-turn) the side with more units in contact shoots more (15 patrol shots a
game to the defence's 9). So, once a side-turn (at its first decision), an attacker
facing a defence decides:

- the *contact zone*: the cells within the patrol radius of the armed enemies it sees,
  else of those it saw and has not seen destroyed, where it last saw them (its own
  memory, engine/ai/attack/hunt.py `remember`); a defence it has never seen is left to the
  stage as before;
- the *group*: its ground fighters that stand in the zone or can reach it this
  side-turn (the travel field, their AP);
- it *commits* when the group has `assault_min_units` fighters or more and their worth
  is at least `assault_ratio` times that of the armed enemies it knows of. Then the
  group goes into the zone together, its progress there counting `assault_weight`
  times an attack's and its danger `assault_danger_factor` times (the shots it draws
  are shared among the group and answered by its patrol shots); the fighters that
  cannot reach it this side-turn come on as before. Once begun (`assault_keep`), it
  goes on while the group is big enough, whatever the ratio: falling back and coming
  again draws the kept shots twice;
- while it does not commit (`assault_hold_off`), its fighters keep a step outside the
  zone: they shoot from range and do not walk into the patrol zones one at a time for
  the shot after moving (A5: at half range, inside the zone).

Not in its last rounds (`endgame`: it commits whatever it has, as before), not hunting,
never for a defender. Its knobs are ai.yaml's `assault_*`; `assault_min_units` 0 is off
(as shipped: measured in docs/ai-log.md, issue 32 step 7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.ai.attack import hunt
from engine.ai.config import AIConfig
from engine.ai.mission.convoy import assault_min_units
from engine.ai.planner.goal import Goal
from engine.ai.view import INF, SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell
from engine.records import record

if TYPE_CHECKING:
    from engine.ai.attack.flank import Flank


class AssaultPlanner(Protocol):
    """What the assault asks of the planner."""

    view: SideView
    cfg: AIConfig
    values: dict[str, float]
    defending: bool
    endgame: bool
    hunting: bool
    flank: Flank

    def is_fighter(self, t: UnitType) -> bool: ...

    def turns_for_cells(self, cells: int, t: UnitType) -> float: ...

    def wave_ready(self) -> bool: ...


@record(frozen=True)
class AssaultPlan:
    """The side-turn's decision: the zone's centres and radius, who goes in (empty: the
    side holds off)."""

    centres: tuple[Cell, ...]
    radius: int
    zone: tuple[Cell, ...]
    group: frozenset[str]


class Assault:
    """Whether the attack goes in together this side-turn, and who goes."""

    def __init__(self, planner: AssaultPlanner) -> None:
        self.p = planner

    def plan(self) -> AssaultPlan | None:
        """The side-turn's plan (decided at its first decision, kept in the turn cache);
        None where the assault does not apply (off, a defender, hunting, no defence to
        break, nothing to go for)."""
        p = self.p
        cache = p.view.cache
        if cache.assault is None:
            cache.assault = (self._decide(),)
        return cache.assault[0]  # type: ignore[no-any-return]

    def _decide(self) -> AssaultPlan | None:
        p = self.p
        view, cfg = p.view, p.cfg
        need = assault_min_units(view, cfg)  # a convoy's side: engine/ai/mission/convoy.py
        if need <= 0 or p.defending or p.hunting or \
                not view.against_defence():
            return None
        # the armed enemies it sees, and those it saw and did not see destroyed, where it
        # last saw them (its own memory, engine/ai/attack/hunt.py: a defence in cover is often out
        # of sight the side-turn after it fired)
        known = hunt.remember(view, p.values)[0]
        seen = {e.id: e.at for e in view.threats if e.at is not None and e.unit_type.weapons
                and e.id not in view.routed}
        armed = {uid: at for uid, (value, at) in known.items() if value > 0}
        armed.update(seen)
        if not armed:
            return None  # a defence it has never seen: the stage and the probe as before
        centres = tuple(sorted(set(seen.values()) or set(armed.values())))
        radius = view.rules.patrol_radius
        dist = view.grid.distance
        zone = tuple(sorted({c for centre in centres
                             for c in view.grid.cells_within(centre, radius)
                             if dist(c, centre) >= 1 and c not in view.enemy_cells}))
        group: set[str] = set()
        for u in view.own:
            t = u.unit_type
            if u.at is None or t.is_aircraft or not p.is_fighter(t):
                continue
            if u.at in zone:
                group.add(u.id)
                continue
            field = view.travel_field(zone, t.move_class)
            if field.get(u.at, INF) <= u.ap:
                group.add(u.id)
        ours = sum(p.values[uid] for uid in group)
        theirs = sum(known[uid][0] if uid in known else p.values.get(uid, 0.0)
                     for uid in armed)
        begun = view.cache.assaulting.get(view.side)
        if begun is not None and cfg.assault_keep and len(group) >= need:
            commit = True  # once in, it stays in: falling back and coming again draws the
            # kept shots twice (A9), and the defence it forgot is still there
        else:
            commit = len(group) >= need and ours >= cfg.assault_ratio * theirs
        if commit and begun is None:
            view.cache.assaulting[view.side] = view.round
        return AssaultPlan(centres, radius, zone, frozenset(group) if commit else frozenset())

    def goal(self, unit: Unit, t: UnitType) -> Goal | None:
        """A ground fighter's goal under the assault: into the zone with the group, or,
        while the side holds off, no nearer than its edge (None: the other rules
        decide, as in its last rounds, or when the wave is not ready and it stages)."""
        p = self.p
        if t.is_aircraft or not p.is_fighter(t) or p.endgame:
            return None
        plan = self.plan()
        if plan is None:
            return None
        cfg = p.cfg
        if unit.id in plan.group:
            return Goal("assault", plan.zone, weight=cfg.assault_weight,
                        danger_factor=cfg.assault_danger_factor)
        if plan.group or not cfg.assault_hold_off or not p.wave_ready():
            return None  # the group goes and the rest come on behind, or the side masses
        # no nearer than a step outside the zone (its cells count as travel short of that
        # step: `lead`, weighed as the assault's progress, so a shot after moving, at half
        # range, A5, does not draw a fighter in alone), else at its firing standoff
        reach = max((w.max_range for w in t.weapons if w.fire == "direct"), default=0)
        step = p.turns_for_cells(1, t)
        beyond = max(1, reach - cfg.attack_range_margin - plan.radius)
        return Goal("attack", plan.zone, standoff=p.turns_for_cells(beyond, t), lead=step,
                    weight=cfg.assault_weight, danger_factor=cfg.danger_attack_factor,
                    offsets=p.flank.target_offsets(unit, plan.centres, 1.0))
