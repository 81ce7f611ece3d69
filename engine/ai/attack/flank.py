"""Flanking: an attack goes in where the fewest defenders' fire covers it (issue 17).

A cell's exposure is how many seen enemies' direct fire reaches it along a clear line
from where they stand (A5: range and line of fire; `SideView.opportunity_cover`). A line
of defenders covers its face with all its rifles, its end with few: the units in the line
block each other's lines (A5: a unit on the ground blocks), and the far ones are out of
range. So:

- the attack goes for the defender whose firing positions (the cells from which the
  side's fighters reach it with direct fire) are the least covered: the end of the line,
  which the fewest others support; when it falls the next one is the end (the line is
  rolled up). `target_offsets` makes the others count as further away;
- the wave waits on the part of the stage ring (moves.py `Planner.stage_cells`) whose
  nearby firing positions are the least covered: it goes in on the end or side of the
  line, not into its face (`stage_offsets`);
- a fighter ending its move counts every defender that covers its cell and would spot it
  there (A8: cover hides a unit) against the cell (`exposure`): a firing position in cover
  that few defenders see beats an open one all of them shoot at.

The end cell's count is worth `flank_weight` a defender, the target's and the stage's
`flank_goal_weight` (0: off); the offsets turn it into AP of travel through the goal's
progress weight, so the detour round the line is weighed against the time it takes.

Only against a side that wins by not losing (`SideView.against_defence`): in a meeting
fight the detour gives away the race (Boot Camp's blue, both weights 3.0 and no such gate,
won 1 of 20 against the rusher script). But an enemy that keeps a shot on Alert (A9, shown
to the side) is not racing: it waits for the attack. With `flank_alert` 1, in a meeting
fight (no side wins by not losing) flanking is on while the side sees or remembers a
waiting post, an enemy that chose Alert in cover, and the attack's target is such a post
(`waiting_posts`; traced on the Skirmish at Four Ways, amber against the ambush: azure's
company in cover on Alert around its points, amber's fighters fed into its face one by
one; a knot in the open, as the Boot Camp's turtle, is met face on: docs/ai-log.md "Stop
53" and "Stop 54"). With `flank_alert_unjoined` a post counts only while no fighter of the
side stands within its direct reach: the flank is the approach to it; once the exchange is
joined (a garrison's post on its hill with the enemy's tank beside it) it is a brawl and
the meeting fight's race goes on (docs/ai-log.md "Stop 55"). And the end cell counts the defenders beyond the fewest that cover any
firing position on the front: against a knot of defenders that all cover every approach no
cell is better, and none is held against the attack.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.ai.knowledge.lines import blocked
from engine.ai.planner.goal import Goal
from engine.ai.planner.planning import Roles
from engine.ai.view import INF, SideView, Unit
from engine.grid import Cell
from engine.rules.sight_range import unit_vision

Offsets = tuple[tuple[Cell, float], ...]
STAGE_COUNTS_KEPT = 256  # stage rings' exposure counts a side keeps (`Flank.stage_offsets`)


def waits_for_attack(view: SideView) -> bool:
    """The side attacks an enemy that waits for it: one that wins by not losing, or, with
    `flank_alert`, in a meeting fight, one it sees (or remembers) keeping a shot on Alert
    by its own choice (`waiting_posts`; `Flank` asks too that one of them can be reached
    out of the others' fire)."""
    if view.against_defence():
        return True
    if not view.cfg.flank_alert or not view.alerted or not view.meeting_fight():
        return False
    return bool(waiting_posts(view))


def waiting_posts(view: SideView) -> list[Unit]:
    """The enemies the side sees, or remembers, on Alert of their own choice (A9: an
    order; not the Alert a turn system's rules put every armed unit on,
    `SideView.imposed_alert`, which says nothing of the enemy's plan) in cover of at
    least `flank_alert_cover` (A7): a frontal exchange of fire with such a post is a
    losing trade, and it is what the flank goes for (`Flank.target`). A line in the
    open is met face on (the Boot Camp's red against the turtle, docs/ai-log.md
    "Stop 54")."""
    alerted, imposed, least = view.alerted, view.imposed_alert, view.cfg.flank_alert_cover
    return [e for e in view.threats
            if e.id in alerted and e.at is not None and e.id not in imposed
            and view.cover_at(e.at) >= least]


class Flank:
    """The flanking judgement of one side at one moment (built once per decision)."""

    def __init__(self, planner: Roles) -> None:
        self.planner = planner
        self.view = planner.view
        self._firing: dict[Cell, tuple[Cell, ...]] | None = None
        self._eyes: dict[str, tuple[Cell, int]] | None = None
        self._support: dict[Cell, int] | None = None
        self._least: int | None = None
        self._cover_map: dict[Cell, tuple[tuple[str, float], ...]] | None = None
        self._targets: dict[tuple[Cell, ...], Cell | None] = {}
        # (target, stage ring) -> `_kept_counts` (`stage_offsets`, for the decision)
        self._above: dict[tuple[Cell, tuple[Cell, ...]], tuple[tuple[Cell, int], ...]] = {}
        # see the module: not in a meeting fight, but against a waiting post
        view = self.view
        on = waits_for_attack(view)
        # in a meeting fight, the cells of the waiting posts: the targets (`target`)
        self.posts: frozenset[Cell] = frozenset(
            e.at for e in waiting_posts(view) if e.at is not None) if (
            on and not view.against_defence()) else frozenset()
        if self.posts and planner.cfg.flank_alert_unjoined:
            # only a post whose reach no fighter has entered; none: the fight is joined
            self.posts = self._posts_unjoined()
            on = bool(self.posts)
        if self.posts and planner.cfg.flank_alert_won:
            # only a post some fighter beats face on; none: the meeting fight's race
            self.posts = self._posts_won()
            on = bool(self.posts)
        self.weight = planner.cfg.flank_weight if on else 0.0
        self.goal_weight = planner.cfg.flank_goal_weight if on else 0.0

    # -- what covers a cell -----------------------------------------------------------
    @property
    def _cover(self) -> dict[Cell, tuple[tuple[str, float], ...]]:
        if self._cover_map is None:
            self._cover_map = self.view.opportunity_cover("ground")
        return self._cover_map

    def covering(self, cell: Cell) -> int:
        """How many seen enemies' direct fire reaches the cell along a clear line."""
        return len(self._cover.get(cell, ()))

    def exposure(self, unit: Unit, cell: Cell,
                 counts: Callable[[str, Cell], bool] | None = None) -> int:
        """How many seen enemies' direct fire reaches the cell along a clear line and
        would spot the unit there (A8: vision less its concealment in cover); with
        `counts`, only those it says count (`_beaten_by`)."""
        guards = self._cover.get(cell)
        if not guards:
            return 0
        view = self.view
        rules = view.rules
        if self._eyes is None:
            state = view.state
            self._eyes = {e.id: (e.at, unit_vision(e.unit_type, state.hour, state.season, rules,
                                                    state.rain))
                          for e in view.threats if e.at is not None}
        hidden = rules.concealment(unit.unit_type.size, view.cover_at(cell) > 0)
        dist = view.grid.distance
        seen = 0
        for gid, _ in guards:
            at, reach = self._eyes[gid]
            d = dist(at, cell)
            if (d <= rules.always_spotted_distance or d <= reach - hidden) and (
                    counts is None or counts(gid, cell)):
                seen += 1
        return seen

    def penalty(self, unit: Unit, cell: Cell, goal: Goal) -> float:
        """What the cell costs a fighter attacking or staging there: every defender
        covering it and spotting it there beyond the fewest that cover any firing position
        on the front (at least one: the one it fights). Against a knot of defenders that
        all cover every approach there is no better cell to go for, and none costs more."""
        return self.penalty_of(unit, goal)(cell)

    def penalty_of(self, unit: Unit, goal: Goal) -> Callable[[Cell], float]:
        """`penalty` of the unit and goal as a function of the cell (asked for every cell
        a unit may reach: what does not depend on the cell read once)."""
        if self.weight <= 0 or goal.name not in ("attack", "stage"):
            return no_penalty
        if self._least is None:
            self._least = max(1, min(self.support().values(), default=1))
        weight, least, exposure = self.weight, self._least, self.exposure
        beaten = self._beaten_by(unit) if (
            self.posts and self.planner.cfg.flank_alert_trade) else None

        def penalty(cell: Cell) -> float:
            return weight * max(0, exposure(unit, cell, beaten) - least)
        return penalty

    # -- the frontal exchange (A7: damage less cover) ---------------------------------
    def _posts_won(self) -> frozenset[Cell]:
        """The waiting posts some fighter of the side beats face on from a firing position
        in the open: it needs fewer shots to destroy the post (its damage less the post's
        cover) than the post needs for it (`flank_alert_won`). A tank on Alert on a hill
        that out-trades every fighter of the side is no post to roll up: the attack goes
        for what it can kill (the Boot Camp's red against the garrison, docs/ai-log.md
        "Stop 54: ...won...")."""
        cover_at, shots = self.view.cover_at, self._shots
        return self._posts_kept(lambda post, mine: any(
            shots(u, post, cover_at(post.at)) < shots(post, u, 0) for u in mine))

    def _posts_unjoined(self) -> frozenset[Cell]:
        """The waiting posts no fighter of the side stands within the direct reach of
        (`flank_alert_unjoined`): the flank is the approach to a post; once a fighter is
        in its reach the exchange is joined, and a detour only gives the post its shots."""
        dist = self.view.grid.distance

        def unjoined(post: Unit, mine: list[Unit]) -> bool:
            reach = max((w.max_range for w in post.unit_type.weapons if w.fire == "direct"),
                        default=0)
            return all(dist(post.at, u.at) > reach for u in mine)
        return self._posts_kept(unjoined)

    def _posts_kept(self, keep: Callable[[Unit, list[Unit]], bool]) -> frozenset[Cell]:
        """The cells of the waiting posts the side sees or remembers that `keep` keeps,
        asked with the post and the side's fighters on the map."""
        view, planner = self.view, self.planner
        mine = [u for u in view.own if u.at is not None and planner.is_fighter(u.unit_type)]
        return frozenset(e.at for e in view.threats
                         if e.at is not None and e.at in self.posts and keep(e, mine))

    def _shots(self, shooter: Unit, target: Unit, cover: int) -> int:
        """How many of the shooter's best direct shots destroy the target in that cover
        (A7: max(min_damage, damage - cover)); a large number when it has none."""
        hit = max((w.damage for w in shooter.unit_type.weapons if w.fire == "direct"),
                  default=0)
        if hit <= 0:
            return 1 << 20
        dealt = max(self.view.rules.min_damage, hit - cover)
        return -(-max(1, target.hp) // dealt)

    def _beaten_by(self, unit: Unit) -> Callable[[str, Cell], bool]:
        """Whether a defender covering a cell counts against the unit there: any but a
        waiting post the unit beats face on from that cell (`_shots`: it needs fewer
        shots for the post, less the post's cover, than the post for it, less the
        cell's cover). A tank beside a squad on Alert in a wood does not fear its rifles
        (`flank_alert_trade`; the Boot Camp's blue against the garrison, seed 0)."""
        view = self.view
        foes = {e.id: e for e in view.threats if e.at is not None and e.at in self.posts}

        def beaten(gid: str, cell: Cell) -> bool:
            foe = foes.get(gid)
            return foe is None or self._shots(unit, foe, view.cover_at(foe.at)) >= \
                self._shots(foe, unit, view.unit_cover(unit, cell))
        return beaten

    # -- firing positions -------------------------------------------------------------
    def firing_cells(self) -> dict[Cell, tuple[Cell, ...]]:
        """Enemy cell -> the cells a fighter of the side could fire on it from with
        direct fire (within the longest direct range of its fighters, on ground a foot
        unit may enter, free, with a clear line as the side knows it)."""
        if self._firing is not None:
            return self._firing
        view, planner = self.view, self.planner
        reach = max((w.max_range for u in view.own if planner.is_fighter(u.unit_type)
                     for w in u.unit_type.weapons if w.fire == "direct"), default=0)
        key = (reach, tuple(sorted((u.id, u.at) for u in view.enemies)),
               tuple(sorted(view.ground_cells)))
        found = view.cache.firing.get(key)
        if found is not None:
            self._firing = found
            return found
        out: dict[Cell, tuple[Cell, ...]] = {}
        parts = view.enemy_parts()
        features = view.features_key()
        ground, enemy_cells = view.ground_cells, view.enemy_cells
        for e in view.enemies:
            at = e.at
            if at is None or e.flying or not reach:
                continue
            # kept by what the enemy's cells read: the units near it, the foot costs
            part_key = ("firing", reach, at, features,
                        view.cells_near(ground, at, reach),
                        view.cells_near(enemy_cells, at, reach))
            part = parts.get(part_key)
            if part is None:  # the units near it tested afresh on its kept lines
                part = parts[part_key] = tuple(
                    c for c, way in self._firing_reach(parts, reach, at, features)
                    if c not in enemy_cells and not (ground and blocked(way, ground, c)))
            out[at] = part
        self._firing = view.cache.firing[key] = out
        return out

    def _firing_reach(self, parts: dict[tuple[Any, ...], Any], reach: int, at: Cell,
                      features: tuple[Any, ...]) -> tuple[tuple[Cell, frozenset[Cell]], ...]:
        """(cell, the cells of its line to `at`) of each cell within `reach` of an enemy
        at `at` a foot unit may enter, with a line the terrain lets through
        (`firing_cells`' part before the units): kept by the enemy's cell and the
        features for the terrain version, however the units near it move."""
        key = ("firing reach", reach, at, features)
        found = parts.get(key)
        if found is not None:
            return found
        view = self.view
        costs, width = view.enter_costs("foot", False), view.grid.width
        through = view.terrain_lines()
        kept = []
        for c in view.grid.cells_within(at, reach):
            if c != at and costs[c[1] * width + c[0]] < INF:
                way = through(c, at)
                if way is not None:
                    kept.append((c, way))
        found = parts[key] = tuple(kept)
        return found

    def _scale(self, unit: Unit, goal_weight: float) -> float:
        """AP of the unit's travel that one defender more is worth (flank_goal_weight,
        through the goal's progress: progress_per_turn * weight a side-turn of travel)."""
        cfg = self.planner.cfg
        return self.goal_weight * max(1, unit.unit_type.ap) / (cfg.progress_per_turn * goal_weight)

    def support(self) -> dict[Cell, int]:
        """Enemy cell -> the exposure of its best firing position (itself and the others
        that support it there)."""
        if self._support is None:
            firing = self.firing_cells()
            cover = self._cover  # covering(c) for every cell: the map read once
            self._support = {f: min(len(cover.get(c, ())) for c in cells)
                             for f, cells in firing.items() if cells}
        return self._support

    def target(self, front: Sequence[Cell]) -> Cell | None:
        """The enemy of the front the attack concentrates on: the least supported, then
        the nearest to the side's fighters (in all), then by cell."""
        asked = tuple(front)  # the same front for every unit of a decision: once
        if asked in self._targets:
            return self._targets[asked]
        support = self.support()
        options = [f for f in front if f in support]
        if self.posts:  # a meeting fight: a waiting post, not what stands behind the line
            options = [f for f in options if f in self.posts] or options
        if not options:
            self._targets[asked] = None
            return None
        dist = self.view.grid.distance
        fighters = [u.at for u in self.view.own
                    if u.at is not None and self.planner.is_fighter(u.unit_type)]
        found = self._targets[asked] = min(
            options, key=lambda f: (support[f], sum(dist(f, a) for a in fighters), f))
        return found

    def target_offsets(self, unit: Unit, front: Sequence[Cell], goal_weight: float) -> Offsets:
        """Each enemy of the front but the target (`target`) counts as further away by
        one defender, and by how much more its best firing position is covered."""
        target = self.target(front) if self.goal_weight > 0 else None
        if target is None:
            return ()
        support = self.support()
        low = support[target]
        scale = self._scale(unit, goal_weight)
        return tuple(sorted((f, scale * (1 + max(0, support.get(f, low) - low)))
                            for f in set(front) if f != target))

    def stage_offsets(self, unit: Unit, ring: Sequence[Cell], goal_weight: float) -> Offsets:
        """Each cell of the stage ring counts as further away by the exposure of the best
        firing position on the target near it (within stage_distance - the fighters'
        reach + 1: where a wave from there goes in), less the least of them; a cell with
        none near counts one more than the most."""
        front = self.planner.attack_front()
        target = self.target(front) if self.goal_weight > 0 else None
        if target is None:
            return ()
        scale = self._scale(unit, goal_weight)
        ring = tuple(ring)
        above = self._above.get((target, ring))  # the decision's other units on the ring
        if above is None:
            above = self._above[(target, ring)] = self._kept_counts(target, ring)
        return tuple((s, scale * n) for s, n in above)

    def _kept_counts(self, target: Cell, ring: tuple[Cell, ...]) -> tuple[tuple[Cell, int], ...]:
        """`_stage_counts` of the ring against the target, the same for every unit staging
        on it: kept by all they read (the ring, its reach, the firing positions and their
        exposure) from decision to decision."""
        view = self.view
        dist = view.grid.distance
        cells = self.firing_cells()[target]
        exposed = {c: self.covering(c) for c in cells}
        reach = max(dist(c, target) for c in cells)
        near = max(1, self.planner.stage_distance() - reach + 1)
        key = (ring, near, tuple(exposed.items()))
        kept = view.cache.stage_counts
        above = kept.get(key)
        if above is None:
            if len(kept) >= STAGE_COUNTS_KEPT:
                kept.clear()
            above = kept[key] = self._stage_counts(ring, near, exposed)
        return above

    def _stage_counts(self, ring: Sequence[Cell], near: int, exposed: dict[Cell, int]
                      ) -> tuple[tuple[Cell, int], ...]:
        """Each ring cell's exposure above the least (`stage_offsets`), by cell, those
        above it only."""
        cells_within = self.view.grid.cells_within
        worst = max(exposed.values()) + 1
        counts = {s: min((n for c in cells_within(s, near)
                          if (n := exposed.get(c)) is not None), default=worst) for s in ring}
        low = min(counts.values(), default=0)
        return tuple(sorted((s, n - low) for s, n in counts.items() if n > low))


def no_penalty(cell: Cell) -> float:
    """No flanking penalty anywhere (a cell's score adds none: cell_scores.py)."""
    return 0.0
