"""Eyes for the guns (issue 32: no cell over half drawn), a part of the planner
(engine/ai/planner/moves.py) read by the `spot` goal rule (engine/ai/planner/goal_rules.py).

Traced on the Skirmish at Four Ways, amber against the ambush script (docs/ai-log.md, "Eyes
for the guns"): from round 6 amber has a mortar at (3, 0) and an empty truck, azure a
wounded rifle in cover on the hill at (3, 8), eight cells off, within the mortar's band,
with an engineer and a sniper behind it. A mortar fires only at what its side sees (A5:
indirect fire over any obstacle, the target seen by its side, A8), and nothing of amber's
sees the hill: the truck follows the fighters it no longer has, the mortar waits, and the
game times out drawn (four of the cell's six draws).

So (`spotter` 1), a side that does not defend, whose guns (units whose weapons all fire
indirectly, with a round left) see no enemy within their band from where they stand (nor,
with `spotter_in_fight` 0, any enemy at all), but
remember an armed enemy (the memory of lurkers.py, kept for this though `lurk_rounds` is
0: as last seen at one of its decisions, forgotten when its own events show it destroyed)
on a cell within that band, where it would not spot it now (so it may be there still),
sends its cheapest suitable unit to look: a unit on the map that is not a gun, carries no
load, is not wounded (`low_hp_fraction`), and has no job of the objectives' (an engineer
with a point to take, a contesting fighter, a guard or a blocker, the unit the enemy must
kill). Its goal is the cells from which it would spot that enemy there (A8: its vision less
the concealment of the enemy's size in cover, and a sniper's or observer's camouflage;
adjacent always), those within the direct-fire reach (or the band) of the fewest enemies
it remembers or sees; its cell score then prefers cover and less danger among them. Once it
sees the enemy, the guns fire at it in the fire phase of the side's next decision (the
player's phases: fire comes first at every decision, player.py), before they move. While
a gun's target in band is seen only by units free to spot (no gun, busy or wounded unit
of the side spots it), the cheapest of them keeps to the cells from which it sees it: the
unit the side sent to look (remembered in the turn cache's `spotters` until a decision
finds no need of a spotter), and with `spotter_watch` 1 any free unit that has no seen
enemy within its own weapons' reach (2: any free unit, a fighter with a target in reach
too, which then kept its eyes on the target rather than closing in: the Skirmish's amber
against the turtle and Phases' azure against the objective drawn, docs/ai-log.md). 0: off.

With `spotter_spare_ratio` (stop 51), a fighter is the spotter, sent or kept watching, only
while the side's other fighters weigh that many times the armed enemies it knows of (in
sight, or remembered) and weigh something: no fighter the wave counts on leaves it to look
(Phases' amber against the kiter: its rifle held to watch from round 1, the attack went
in without it and lost), nor the last fighter its engineers (Harrow's host against the
infiltrator, its tank sent in round 6). Trucks and medics go as before.

With `spotter_idle_guns` 1, a unit keeps watching only while the guns have no other
target: none of their seen targets in band is seen by a unit not free to spot (the Wend's
marches against the raider: its empty truck held watching in round 2 while its rifles,
in the fight, saw three guard units in the cannon's band; the game lost).

With `spotter_stall_rounds` N (stop 52), a unit sent to look that has come no nearer the
cells it was sent to for N rounds is released back to its other goal, and is not sent again
while the enemies it was sent for are still remembered; the next cheapest free unit goes
instead, or none (the Marsh Road's crown against the garrison: its tank and then its
half-track, 1 fuel of 40 each, sent in rounds 5-14 and stood where they were). A unit that
reaches the cells and sees nothing there is released anyway: the enemy it was sent for is
no longer remembered there (it left).

Only what the side may know (A8): its own units, the enemies it sees, those it saw as it
saw them, its own events, the map's cover as it believes it and the public rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from engine.ai.config import AIConfig
from engine.ai.planner.goal import Goal
from engine.ai.view import SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell
from engine.rules.sight_range import unit_vision
from engine.scenario.kinds.base import TARGET


class SpotPlanner(Protocol):
    """What the spotter asks of the planner."""

    view: SideView
    cfg: AIConfig
    values: dict[str, float]
    defending: bool
    vp_targets: dict[str, Cell]
    contest_units: dict[str, Cell]
    guards: dict[str, Cell]
    blockers: dict[str, tuple[Cell, ...]]

    def is_artillery(self, t: UnitType) -> bool: ...

    def is_fighter(self, t: UnitType) -> bool: ...


class Spotter:
    """Who looks for the guns and where (worked out once a decision, when first asked)."""

    def __init__(self, planner: SpotPlanner) -> None:
        self.p = planner
        self._plan: tuple[str, tuple[Cell, ...]] | None = None
        self._planned = False

    def goal(self, unit: Unit) -> Goal | None:
        """The `spot` goal of the side's spotter (None for any other unit, or no need)."""
        if not self.p.cfg.spotter:
            return None
        plan = self.plan()
        if plan is None or plan[0] != unit.id:
            return None
        cfg = self.p.cfg
        return Goal("spot", plan[1], weight=cfg.spotter_weight,
                    danger_factor=cfg.danger_support_factor)

    def plan(self) -> tuple[str, tuple[Cell, ...]] | None:
        """(the spotter's id, the cells it goes to) or None (the module's docstring). The
        side remembers the unit it sent to look until a decision finds no need of one."""
        if not self._planned:
            self._planned = True
            self._plan = self._work_out()
            view = self.p.view
            if self._plan is None:
                view.cache.spotters.pop(view.side, None)
                view.cache.spotter_ways.pop(view.side, None)
        return self._plan

    def candidates(self) -> list[Unit]:
        """The side's units free to go and look (no gun, engineer with a point, load,
        objective's job, nor wounded): the spotter's, and the clearing's probe's
        (clearing.py)."""
        return self._candidates()

    def reach(self, t: UnitType, enemy: Unit, cell: Cell) -> int:
        """How near a unit of type `t` must come to spot the enemy on `cell` (A8)."""
        return self._reach(t, enemy, cell)

    # -- the parts ---------------------------------------------------------------------------
    def _work_out(self) -> tuple[str, tuple[Cell, ...]] | None:
        p = self.p
        view = p.view
        if p.defending:
            return None
        guns = [u for u in view.own if u.at is not None and p.is_artillery(u.unit_type)
                and (u.ammo is None or u.ammo >= view.rules.ammo_per_shot)]
        if not guns:
            return None
        in_band = [e for e in view.enemies if e.at is not None and _covered(guns, e.at, view)]
        if in_band:
            return self._keep_watching(in_band)
        if view.enemies and not p.cfg.spotter_in_fight:
            return None  # a fight on: no unit leaves it to look
        suspects = [e for e in self._remembered() if e.at is not None
                    and _covered(guns, e.at, view)]
        if not suspects:
            return None
        sought = frozenset(e.id for e in suspects)
        released = view.cache.spotters_released.setdefault(view.side, {})
        candidates = [u for u in self._spare(self._candidates())
                      if not released.get(u.id, frozenset()) & sought]
        while candidates:
            spotter = min(candidates, key=lambda u: (p.values.get(u.id, 0.0), u.id))
            cells = self._spotting_cells(spotter, suspects)
            if not cells:
                return None
            if not self._stalled(spotter, cells):
                view.cache.spotters[view.side] = spotter.id
                return spotter.id, cells
            released[spotter.id] = sought  # it came no nearer: back to its other goal
            candidates.remove(spotter)
        return None

    def _stalled(self, unit: Unit, cells: tuple[Cell, ...]) -> bool:
        """Whether the unit sent to look has come no nearer its cells for
        `spotter_stall_rounds` rounds (the nearest it came and when are kept in the turn
        cache's `spotter_ways` while it is the one sent; 0: never)."""
        rounds = self.p.cfg.spotter_stall_rounds
        if rounds <= 0:
            return False
        view = self.p.view
        assert unit.at is not None
        near = min(view.grid.distance(unit.at, c) for c in cells)
        way = view.cache.spotter_ways.get(view.side)
        if way is None or way[0] != unit.id or near < way[1]:
            view.cache.spotter_ways[view.side] = (unit.id, near, view.round)
            return False
        return view.round - way[2] >= rounds

    def _keep_watching(self, targets: list[Unit]) -> tuple[str, tuple[Cell, ...]] | None:
        """A gun's seen target in band that only units free to spot see (no gun, engineer
        with a point to take, unit with a job of the objectives' or wounded unit sees it):
        the cheapest of them keeps to the cells from which it sees it: the unit the side
        sent to look, or with `spotter_watch` 1 one with no seen enemy in its own reach (no
        fighter is held back from its target to watch), with 2 any of them."""
        p = self.p
        view = p.view
        free = self._candidates()
        ids = {u.id for u in free}
        others = [u for u in view.own if u.at is not None and u.id not in ids]
        if p.cfg.spotter_idle_guns and any(self._spots(o, o.at, e)  # type: ignore[arg-type]
                                           for e in targets for o in others):
            return None  # the guns have a target others see: no unit held to add one
        sent = view.cache.spotters.get(view.side)
        mode = p.cfg.spotter_watch
        candidates = [u for u in self._spare(free) if u.id == sent or mode >= 2 or (
            mode == 1 and not any(_reaches(u, e.at, view) for e in view.enemies
                                  if e.at is not None))]
        watched: list[tuple[Unit, list[Unit]]] = []
        for u in candidates:
            seen = [e for e in targets if self._spots(u, u.at, e)]  # type: ignore[arg-type]
            if seen:
                watched.append((u, seen))
        watched = [(u, [e for e in seen if not any(self._spots(o, o.at, e) for o in others)])
                   for u, seen in watched]
        watched = [(u, seen) for u, seen in watched if seen]
        if not watched:
            return None
        spotter, seen = min(watched, key=lambda w: (p.values.get(w[0].id, 0.0), w[0].id))
        cells = self._spotting_cells(spotter, seen, near=p.cfg.spotter_watch_near)
        return (spotter.id, cells) if cells else None

    def _remembered(self) -> list[Unit]:
        """The armed enemies the side saw and does not see now, as it last saw them
        (lurkers.py's memory), where none of its units would spot them now."""
        view = self.p.view
        memory = view.cache.lurks.get(view.side, {})
        seen = {e.id for e in view.enemies}
        out = []
        for uid in sorted(memory):
            if uid in seen:
                continue
            e = memory[uid].unit
            if e.at is None or e.at in view.own_cells:
                continue
            if any(self._spots(u, u.at, e) for u in view.own if u.at is not None):
                continue  # it would be seen there now: it left
            out.append(e)
        return out

    def _candidates(self) -> list[Unit]:
        """The side's units that may go and look (the module's docstring)."""
        p = self.p
        view, cfg = p.view, p.cfg
        busy = {*p.vp_targets, *p.contest_units, *p.guards, *p.blockers}
        busy |= {o.unit for o in view.their_aims(TARGET)}
        busy |= set(view.plans)
        out = []
        for u in view.own:
            t = u.unit_type
            if u.at is None or u.id in busy or u.cargo or p.is_artillery(t):
                continue
            if u.hp <= u.max_hp * cfg.low_hp_fraction:
                continue
            if t.fuel is not None and not t.is_aircraft and (u.fuel or 0) <= 0:
                continue
            out.append(u)
        return out

    def _spare(self, units: list[Unit]) -> list[Unit]:
        """Those of the units the attack does not count on (`spotter_spare_ratio`): any
        that is not a fighter, and a fighter only while the side's other fighters weigh
        the ratio times the armed enemies it knows of (those in sight that may fire, not
        routed, RULES.md B `activation`; those it remembers where it would not spot them
        now) or more, and weigh something: no fighter leaves the wave, nor the last one its
        engineers. All of them with the ratio at 0."""
        p = self.p
        ratio = p.cfg.spotter_spare_ratio
        if ratio <= 0:
            return units
        view = p.view
        theirs = sum(p.values[e.id] for e in view.enemies
                     if e.unit_type.weapons and e.id not in view.routed)
        theirs += sum(view.unit_value(e) for e in self._remembered() if e.unit_type.weapons)
        fighters = {u.id: p.values[u.id] for u in view.own
                    if u.at is not None and p.is_fighter(u.unit_type)}
        total = sum(fighters.values())
        return [u for u in units if u.id not in fighters
                or (total - fighters[u.id] > 0 and total - fighters[u.id] >= ratio * theirs)]

    def _reach(self, t: UnitType, enemy: Unit, cell: Cell) -> int:
        """How near a unit of type `t` must come to spot the enemy on `cell` (A8)."""
        view = self.p.view
        rules, state = view.rules, view.state
        cover = view.cover_at(cell) > 0
        hidden = rules.concealment(enemy.unit_type.size, cover)
        if cover and enemy.unit_type.has("camouflage") and not (t.has("sees_camouflage")
                                                                or t.is_drone):
            hidden += rules.camouflage_bonus
        sight = unit_vision(t, state.hour, state.season, rules, state.rain)
        return max(rules.always_spotted_distance, sight - hidden)

    def _spots(self, unit: Unit, at: Cell, enemy: Unit) -> bool:
        assert enemy.at is not None
        return self.p.view.grid.distance(at, enemy.at) <= self._reach(unit.unit_type, enemy,
                                                                      enemy.at)

    def _spotting_cells(self, unit: Unit, targets: Iterable[Unit], near: int = 0
                        ) -> tuple[Cell, ...]:
        """The cells from which the unit would spot one of the targets, those within the
        reach of the fewest enemies the side sees or remembers; with `near` N >= 1 only
        those within N cells of where it stands (it watches: it sees one from there, so
        its own cell is among them; `spotter_watch_near`)."""
        view = self.p.view
        grid = view.grid
        taken = view.ground_cells - {unit.at}
        cells: set[Cell] = set()
        for e in targets:
            assert e.at is not None
            reach = self._reach(unit.unit_type, e, e.at)
            cells.update(c for c in grid.cells_within(e.at, reach)
                         if c not in taken and c != e.at)
        if near > 0 and unit.at is not None:
            cells = {c for c in cells if grid.distance(c, unit.at) <= near} | {unit.at}
        if not cells:
            return ()
        threats = [e for e in (*view.enemies, *self._remembered()) if e.at is not None]

        def exposed(cell: Cell) -> int:
            return sum(1 for e in threats if _reaches(e, cell, view))
        counts = {c: exposed(c) for c in cells}
        least = min(counts.values())
        return tuple(sorted(c for c, n in counts.items() if n == least))


def _covered(guns: list[Unit], cell: Cell, view: SideView) -> bool:
    """Whether one of the guns reaches the cell from where it stands (its band)."""
    dist = view.grid.distance
    return any(w.min_range <= dist(g.at, cell) <= w.max_range  # type: ignore[arg-type]
               for g in guns for w in g.unit_type.weapons)


def _reaches(enemy: Unit, cell: Cell, view: SideView) -> bool:
    """Whether one of the enemy's weapons reaches the cell from where it stands."""
    d = view.grid.distance(enemy.at, cell)  # type: ignore[arg-type]
    return any(w.min_range <= d <= w.max_range for w in enemy.unit_type.weapons)
