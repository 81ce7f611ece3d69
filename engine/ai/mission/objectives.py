"""The planner's reading of the mission's objectives (A12), for both sides.

Which point each engineer goes for (free points first, blocked ones remembered); the
enemy captures the side contests and the neutral points it denies; the fighters that
stand in an enemy convoy's area or beside the unit the enemy must kill; whether a
defender runs the clock; and how its own convoy keeps with its escort. The planner
(moves.py) holds one `Objectives` a decision; the goal rules (goal_rules.py) turn what it
read into goals.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.ai.mission.convoy import standing_cells
from engine.ai.mission.point_guard import decisive, points_at_stake, race, raided
from engine.ai.planner.goal import Goal, cells_of
from engine.ai.planner.planning import Judge
from engine.ai.view import INF, Unit
from engine.grid import Cell
from engine.rules.sight_range import unit_vision
from engine.scenario.kinds.base import CONVOY, TARGET


class Objectives:
    """The objective-reading part of the planner, for one side at one moment (built once
    per decision; see the module's docstring). It sees the planner as a `Judge`."""

    def __init__(self, judge: Judge) -> None:
        self.judge = judge
        self.view = judge.view
        self.cfg = judge.cfg
        self.values = judge.values
        self.defending = judge.defending
        self._escorts: tuple[Cell, ...] | None = None
        self.blocked = self._blocked_points()
        self.vp_targets = self._assign_engineers()
        self.raiders = self._raiders()
        self.contested = self._contested_points()
        self.denied = self._denied_points()
        self.retaken = self._retake_points()
        self.contest_units = self._assign_contest()
        self.blockers = self._assign_block()
        self.guards = self._assign_guards()
        self.clock = self._runs_clock()

    def _blocked_points(self) -> set[Cell]:
        """A12: the points where the side's own count did not run: its engineer stood on
        one not its own at the end of its last side-turn (it has not moved since) and the
        side holds no count there, so an enemy, seen or not, was within the radius. The
        side knows its own count; remembered `blocked_memory_rounds` rounds, or until the
        point is its own or its count runs there."""
        view = self.view
        memory = view.cache.blocked.setdefault(view.side, {})
        if view.round > 1:
            for vp in view.vps:
                u = view.own_cells.get(vp.at)
                if (u is not None and u.unit_type.has("capture") and not u.moved
                        and u.id not in view.cache.moved and vp.owner != view.side
                        and vp.holder != view.side):
                    memory.setdefault(vp.at, view.round)
        for vp in view.vps:
            if vp.owner == view.side or vp.holder == view.side or (
                    vp.at in memory
                    and view.round - memory[vp.at] >= self.cfg.blocked_memory_rounds):
                memory.pop(vp.at, None)
        return set(memory)

    def _assign_engineers(self) -> dict[str, Cell]:
        """Each engineer goes for the nearest victory point its side does not hold, one
        engineer per point, nearest pairs first; a point where the side's own count did
        not run (A12, `blocked`), or one a seen enemy stands within the radius of, counts
        `blocked_point_turns` side-turns further away, so a free point goes first."""
        view = self.view
        targets = tuple(vp.at for vp in view.vps if vp.owner != view.side)
        stuck = tuple(c in self.blocked or self.blocked_in_sight(c) for c in targets)
        engineers = tuple((e.id, e.at or self.judge.position(e), e.unit_type.ap)
                          for e in view.capturers)
        # kept from the last decision while all it reads is the same (the engineers
        # stand still while the others move); the fields by the features they cost by
        key = (view.side, targets, stuck, engineers, self.cfg.blocked_point_turns,
               view.features_key())
        kept = view.cache.engineers
        if kept is not None and kept[0] == key:
            return dict(kept[1])
        pairs: list[tuple[float, str, Cell]] = []
        placed = [at for _, at, _ in engineers if at is not None]
        for vp_cell, blocked in zip(targets, stuck, strict=True):
            field = view.travel_field([vp_cell], "foot", capture=True)
            if placed:  # the farthest first: one search out to it, not one per nearer
                field.get(max(placed, key=lambda c: view.grid.distance(c, vp_cell)))
            for uid, at, ap in engineers:
                if at is not None:
                    extra = self.cfg.blocked_point_turns * ap if blocked else 0.0
                    pairs.append((field.get(at, INF) + extra, uid, vp_cell))
        pairs.sort()
        out: dict[str, Cell] = {}
        taken: set[Cell] = set()
        for dist, uid, cell in pairs:
            if dist < INF and uid not in out and cell not in taken:
                out[uid] = cell
                taken.add(cell)
        view.cache.engineers = (key, dict(out))
        return out

    def defended_point(self, cell: Cell) -> bool:
        """A point the enemy holds, or one a seen enemy stands within the radius of (A12)."""
        view = self.view
        vp = view.state.vp_at(cell)
        if vp is not None and vp.owner not in (None, view.side):
            return True
        radius = view.rules.vp_enemy_radius
        return any(e.at is not None and view.grid.distance(e.at, cell) <= radius
                   for e in view.enemies)

    def blocked_in_sight(self, cell: Cell) -> bool:
        """A seen enemy (no engineer) stands within the point's radius: the capture count
        cannot run (A12), so the engineer waits for the fighters to clear it."""
        view = self.view
        radius = view.rules.vp_enemy_radius
        return any(e.at is not None and view.grid.distance(e.at, cell) <= radius
                   and not e.unit_type.has("capture") for e in view.enemies)

    def _raiders(self) -> dict[str, dict[Cell, float]]:
        """A12: the seen enemy engineers (on the ground) and, for each, the points it
        could take (not its side's) it reaches within `threat_turns` side-turns of
        travel (its AP a side-turn, the AI's travel field: `view.travel_field`), with
        those side-turns, where the enemy wins by holding points (`hold_points`); one
        standing within `contest_radius` of a point counts 0 (on any mission). From
        afar an engineer threatens only the point it reaches soonest (it takes one at a
        time: the others are not what it makes for).
        Only what the side sees (A8): a hidden engineer threatens nothing here."""
        view, cfg = self.view, self.cfg
        dist = view.grid.distance
        out: dict[str, dict[Cell, float]] = {}
        # from afar only where holding points wins the enemy the game (hold_points)
        far = cfg.threat_turns > 0 and view.hold_points is not None
        for e in view.enemies:
            if e.flying or e.at is None or not e.unit_type.has("capture"):
                continue
            found: dict[Cell, float] = {}
            for vp in view.vps:
                if vp.owner == e.side:
                    continue
                if dist(e.at, vp.at) <= cfg.contest_radius:
                    found[vp.at] = 0.0
                elif far:
                    field = view.travel_field([vp.at], e.unit_type.move_class, capture=True)
                    turns = field.get(e.at, INF) / max(1, e.unit_type.ap)
                    if turns <= cfg.threat_turns:
                        found[vp.at] = turns
            if found:  # from afar it makes for one point: the soonest it reaches
                soonest = min(found.values())
                out[e.id] = {c: t for c, t in found.items() if t == 0.0 or t == soonest}
        return out

    def _contested_points(self) -> dict[Cell, tuple[Cell, ...]]:
        """A12: the points a seen enemy engineer is taking or threatens (`_raiders`: it
        stands within `contest_radius` of one, or reaches it within `threat_turns`
        side-turns) -> the cells of those engineers, the soonest threatened point first.
        Contested: the side's own points and the neutral ones it held before (an enemy
        near turned them neutral); not a neutral point it never held (fighting for it in
        the open bleeds a defender: measured, it lost more games than it saved)."""
        view = self.view
        held = view.cache.held.setdefault(view.side, set())
        held |= {vp.at for vp in view.vps if vp.owner == view.side}
        out: dict[Cell, tuple[Cell, ...]] = {}
        if not self.raiders:
            return out
        soonest: dict[Cell, float] = {}
        for vp in view.vps:
            if vp.at not in held or (vp.owner is not None and vp.owner != view.side):
                continue  # theirs (retaken: `_retake_points`), or never ours
            near = []
            for e in view.enemies:
                turns = self.raiders.get(e.id, {}).get(vp.at)
                if turns is not None and e.at is not None:
                    near.append(e.at)
                    soonest[vp.at] = min(soonest.get(vp.at, INF), turns)
            if near:
                out[vp.at] = tuple(sorted(near))
        return dict(sorted(out.items(), key=lambda kv: (soonest[kv[0]], kv[0])))

    def _denied_points(self) -> tuple[Cell, ...]:
        """A12: a defender (or, with `deny_attacking`, an attacker against a defence)
        whose enemy could win by taking the neutral points alone (the
        points it holds and the neutral ones reach its `hold_points`) denies it enough
        of the neutral ones, those nearest the defender's own units first, that the rest
        fall short: a fighter of ours within a point's radius keeps the enemy's count
        from running there."""
        view = self.view
        need = view.hold_points
        attacking = self.cfg.deny_attacking and view.against_defence()
        if (not self.defending and not attacking) or not need or not view.vps:
            return ()
        theirs = sum(1 for vp in view.vps if vp.owner not in (None, view.side))
        neutral = [vp.at for vp in view.vps if vp.owner is None]
        deny = theirs + len(neutral) - need + 1
        mine = cells_of(u for u in view.own if self.judge.is_fighter(u.unit_type))
        if deny <= 0 or not mine:
            return ()
        dist = view.grid.distance
        neutral.sort(key=lambda c: (min(dist(c, m) for m in mine), c))
        return tuple(neutral[:deny])

    def _retake_points(self) -> tuple[Cell, ...]:
        """A12, with `retake_points`: a defender whose enemy wins by holding points
        (`hold_points`) sends fighters to clear each point the enemy holds that one of its
        engineers can still take back before the last round (its side-turns of travel
        there and `vp_capture_turns` more within the rounds left), nearest engineer first:
        the engineer goes for it anyway (`_assign_engineers`), and alone it is shot on
        the point or its count is stopped there (A12)."""
        view, cfg = self.view, self.cfg
        if not cfg.retake_points or not self.defending or view.hold_points is None:
            return ()
        left = (view.last_round - view.round + 1) if view.last_round else INF
        out: list[tuple[float, Cell]] = []
        for uid, cell in self.vp_targets.items():
            vp = view.state.vp_at(cell)
            if vp is None or vp.owner in (None, view.side):
                continue
            e = view.unit(uid)
            at = e.at or self.judge.position(e)
            if at is None:
                continue
            field = view.travel_field([cell], e.unit_type.move_class, capture=True)
            turns = field.get(at, INF) / max(1, e.unit_type.ap)
            if turns + view.rules.vp_capture_turns <= left:
                out.append((turns, cell))
        return tuple(c for _, c in sorted(out))

    def _assign_contest(self) -> dict[str, Cell]:
        """The `contest_units` fighters nearest each contested point go there (A12: one
        of them within the VP radius restarts the enemy's count, and from there it shoots
        the engineer), nearest pairs first; then as many to each point to retake
        (`_retake_points`), then to each denied point (`_denied_points`) from those left."""
        view = self.view
        if not self.contested and not self.denied and not self.retaken:
            return {}
        fighters = [u for u in view.own if u.at is not None and self.judge.is_fighter(u.unit_type)]
        # nearest by the grid, not by travel time (measured: ranked by their travel time
        # to the point's radius, the guard of Crossing the Wend won 7 of 19 against the
        # rusher script; by the grid 4 of 4, as before)
        dist = view.grid.distance
        # one an enemy engineer is taking with the side's own and, where the enemy's next
        # capture wins, the denied points in the order of the race for them
        # (point_guard.py, `deny_threat_order`)
        first: set[Cell] = set()
        ahead: dict[Cell, int] = {}
        if self.cfg.deny_threat_order:
            first = raided(self.denied, self.raiders)
            if any(decisive(view, vp) for vp in self.denied):  # the next capture wins
                ahead = race(view, self.denied, cells_of(fighters))
        rank = {**{vp: 0 if vp in first else 2 for vp in self.denied},
                **{vp: 1 for vp in self.retaken}, **{vp: 0 for vp in self.contested}}
        pairs = sorted((rank[vp], ahead.get(vp, 0), dist(u.at, vp), vp, u.id)
                       for vp in rank for u in fighters)
        out: dict[str, Cell] = {}
        sent: dict[Cell, int] = {}
        for _, _, _, vp, uid in pairs:
            if uid in out or sent.get(vp, 0) >= self.cfg.contest_units:
                continue
            out[uid] = vp
            sent[vp] = sent.get(vp, 0) + 1
        return out

    def _assign_block(self) -> dict[str, tuple[Cell, ...]]:
        """A12 escort: the enemy wins when every unit of its convoy stands in an area by a
        round, and a cell holds one unit. So the fighters nearest the area (not sent to
        contest a point) go to stand in it: enough that the convoy finds fewer free cells
        there than it has units, at most `block_units` an area, while its deadline has not
        passed. From there they also shoot the convoy as it comes."""
        view = self.view
        out: dict[str, tuple[Cell, ...]] = {}
        convoys = view.their_objectives(CONVOY)
        if not convoys:  # most missions: no fighter need be looked at
            return out
        fighters = [u for u in view.own if u.at is not None and self.judge.is_fighter(u.unit_type)
                    and u.id not in self.contest_units]
        dist = view.grid.distance
        for o in convoys:
            if not o.area or not o.units or (o.by_round is not None and o.by_round < view.round):
                continue
            area = tuple(sorted(o.area))
            need = min(self.cfg.block_units, max(0, len(area) - len(o.units) + 1))
            free = [u for u in fighters if u.id not in out]
            free.sort(key=lambda u: (min(dist(u.at, c) for c in area), u.id))  # type: ignore[arg-type]
            for u in free[:need]:
                out[u.id] = area
        return out

    def _assign_guards(self) -> dict[str, Cell]:
        """A12 kill_unit: the unit the enemy must kill, once a seen armed enemy comes within
        `guard_distance` of it, draws the `guard_units` fighters nearest it (not sent to
        contest a point or block a convoy) to stand beside it and shoot what comes."""
        view = self.view
        dist = view.grid.distance
        out: dict[str, Cell] = {}
        busy = {*self.contest_units, *self.blockers}
        own = {u.id for u in view.own}
        for o in view.their_aims(TARGET):
            if o.unit is None or o.unit not in own:
                continue
            at = self.judge.position(view.unit(o.unit))
            if at is None or not any(e.at is not None and e.unit_type.weapons
                                     and dist(e.at, at) <= self._guard_reach(e)
                                     for e in view.enemies):
                continue
            if self.cfg.guard_answer:
                out.update(self._answer_guards(o.unit, at, out))
                continue
            free = sorted((dist(u.at, at), u.id) for u in view.own
                          if u.at is not None and u.id not in busy and u.id not in out
                          and u.id != o.unit and self.judge.is_fighter(u.unit_type))
            for _, uid in free[:self.cfg.guard_units]:
                out[uid] = at
        return out

    def _guard_reach(self, enemy: Unit) -> int:
        """How near a seen armed enemy draws the guards: `guard_distance`; with
        `guard_in_sight`, no farther than the enemy's own sight (its vision now, as the
        rules give it): guards sent to a unit the enemy cannot yet see leave the fight and
        show the enemy where it is (Rearguard at Vell: the rifles walking east to the
        wagons parked at the map's edge drew the flanker's tanks after them)."""
        reach = self.cfg.guard_distance
        if self.cfg.guard_in_sight:
            state = self.view.state
            reach = min(reach, unit_vision(enemy.unit_type, state.hour, state.season,
                                           self.view.rules, state.rain))
        return reach

    def _answer_guards(self, target: str, at: Cell, taken: dict[str, Cell]) -> dict[str, Cell]:
        """`guard_answer`: the `guard_units` guards of the unit the enemy must kill are the
        fighters that hurt the seen armed enemies within `guard_distance` of it most (a
        hit's damage on the one it hurts most), the nearest first among equals; one sent
        to contest a point is drawn off it (the point is worth less than the game), one
        blocking a convoy is not. So the anti-tank team, not the two nearest rifles, meets
        the tanks coming for the wagons."""
        view = self.view
        dist = view.grid.distance
        threats = [e for e in view.enemies if e.at is not None and e.unit_type.weapons
                   and dist(e.at, at) <= self.cfg.guard_distance]

        def hurt(u: Unit) -> int:
            return max((view.damage(u.unit_type, w, e) for e in threats
                        for w in u.unit_type.weapons if view.can_hit(u.unit_type, w, e)),
                       default=0)

        free = sorted((-hurt(u), dist(u.at, at), u.id) for u in view.own
                      if u.at is not None and u.id not in self.blockers and u.id not in taken
                      and u.id != target and self.judge.is_fighter(u.unit_type))
        out: dict[str, Cell] = {}
        for _, _, uid in free[:self.cfg.guard_units]:
            out[uid] = at
            self.contest_units.pop(uid, None)
        return out

    def _runs_clock(self) -> bool:
        """A12: the side wins when the last round ends (it defends) and it sees enemies;
        it runs the clock, keeping its units alive and out of sight, when a stand-up fight
        does not pay: the armed enemies it sees outweigh its own armed units by
        `clock_strength_ratio`, or it holds no point and has no engineer left to retake one
        (advancing gains it nothing). Not, with `clock_keeps_points`, while the enemy wins
        by holding points and the side has seen an enemy engineer (point_guard.py)."""
        view, cfg = self.view, self.cfg
        if not self.defending or not view.enemies:
            return False
        if cfg.clock_keeps_points and points_at_stake(view):
            return False  # hidden away, it gives the points up (point_guard.py)
        if view.vps and not any(vp.owner == view.side for vp in view.vps) \
                and not view.capturers:
            return True
        theirs = sum(self.values[e.id] for e in view.enemies if e.unit_type.weapons)
        mine = sum(self.values[u.id] for u in view.own if u.unit_type.weapons)
        return theirs >= cfg.clock_strength_ratio * mine

    def escort_goal(self, unit: Unit, area: Sequence[Cell], by_round: int | None) -> Goal:
        """A12 escort: a unit of the convoy keeps behind the side's foremost fighter, not
        counting the recon units (in
        side-turns of travel to the area: no nearer than the fighter, nor than where it
        stands, when it is in front already), so the fighters clear the way and meet the
        ambush first; once its own side-turns left before the deadline (`by_round`, else
        the last round) are within `escort_rush_slack` of those it needs, it drives
        for the area whatever stands in the way (`escort_rush_weight`)."""
        view, cfg = self.view, self.cfg
        t = unit.unit_type
        ap = max(1, t.ap)
        at = self.judge.position(unit)
        avoid = cfg.escort_avoid_ap
        area = standing_cells(view, area, t.move_class)  # in it, not next to it (convoy.py)
        field = view.travel_field(area, t.move_class, avoid=avoid)
        here = field.get(at, INF) / ap if at is not None else INF
        # the time it needs is the plain way's: the detour round seen enemies is a price
        # the way pays, not side-turns it would take
        need = view.travel_field(area, t.move_class).get(at, INF) / ap if at is not None else INF
        deadline = by_round or view.last_round
        if here == 0 or (deadline and need < INF and
                         deadline - view.round + 1 - math.ceil(need) <= cfg.escort_rush_slack):
            return Goal("escort", tuple(area), weight=cfg.escort_rush_weight,
                        danger_factor=cfg.danger_escort_factor, avoid=avoid)
        fighters = [field.get(c, INF) / ap for c in cells_of(
            u for u in view.own if u.id != unit.id and self.judge.is_fighter(u.unit_type)
            and not self.judge.is_recon(u.unit_type))]  # a scout ahead has not cleared the way
        lead = min(here, min(fighters, default=INF))
        if lead == INF:
            lead = 0.0
        return Goal("escort", tuple(area), standoff=lead, lead=lead, weight=cfg.escort_weight,
                    danger_factor=cfg.danger_escort_factor, avoid=avoid)

    def apart(self, unit: Unit, cell: Cell) -> int:
        """A12 escort: how many cells further than `escort_close` the cell lies from the
        side's nearest fighter (no recon unit): a convoy unit level with the foremost
        fighter on another road is as far from the area, but nobody escorts it."""
        if self._escorts is None:
            self._escorts = cells_of(u for u in self.view.own if self.judge.is_fighter(u.unit_type)
                                     and not self.judge.is_recon(u.unit_type))
        if not self._escorts:
            return 0
        dist = self.view.grid.distance
        return max(0, min(dist(cell, f) for f in self._escorts) - self.cfg.escort_close)
