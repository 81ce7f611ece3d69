"""Where each unit wants to go, and how good a cell is for it (the AI's cheap evaluator).

A unit's goal is a set of cells plus how close it needs to get (engineers to the victory
point they go for, fighters to the enemies they see, artillery to a band of range, the
wounded to a medic, convoys to their area...). A cell's score adds progress towards that
goal (in side-turns of travel, from a terrain-only Dijkstra field), cover, the expected
loss from the enemies that can reach it, the best shot from it and the unit's own duties.

The goals follow the mission (A12): fighters contest every point a seen enemy engineer is
taking and search near a point where the side's own count does not run; a defender
spreads over its own and the neutral points; with no enemy in sight, attackers and
scouts probe the objectives they cannot see and artillery moves up to cover them; an
attack waits, outside the enemies' fire, until several units can strike in the same
side-turn (or the last rounds have come). Only what the side knows is read (view.py).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.ai.travel import TravelField
from engine.ai.view import INF, SideView, Unit
from engine.catalog import UnitType, Weapon
from engine.grid import Cell


def cells_of(units: Iterable[Unit]) -> tuple[Cell, ...]:
    """The cells of the units that are on the map."""
    return tuple(c for u in units if (c := u.at) is not None)


@dataclass(frozen=True)
class Goal:
    """Cells to head for; `standoff` side-turns of travel from them is close enough."""

    name: str
    cells: tuple[Cell, ...]
    capture: bool = False
    standoff: float = 0.0
    weight: float = 1.0
    danger_factor: float = 1.0


class Planner:
    """Goals and cell scores for one side at one moment (built once per decision)."""

    def __init__(self, view: SideView, seed: int) -> None:
        self.view = view
        self.cfg = view.cfg
        self.seed = seed
        self.values = {u.id: view.unit_value(u) for u in (*view.own, *view.enemies)}
        self.defending = view.defending()
        self.blocked = self._blocked_points()
        self.vp_targets = self._assign_engineers()
        self.contested = self._contested_points()
        self.contest_units = self._assign_contest()
        self.rounds_left = max(0, view.last_round - view.round) if view.last_round else INF
        self.endgame = self.rounds_left < self.cfg.endgame_rounds
        self._wave: bool | None = None
        self._probe: tuple[Cell, ...] | None = None
        self._posts: dict[str, Cell] | None = None

    # -- roles ---------------------------------------------------------------------------
    def is_artillery(self, t: UnitType) -> bool:
        return bool(t.weapons) and all(w.fire == "indirect" for w in t.weapons)

    def is_support(self, t: UnitType) -> bool:
        return not t.weapons or t.has("heal") or t.has("resupply")

    def _blocked_points(self) -> set[Cell]:
        """A12: points where the side's own engineer stood at an end of its side-turn and
        the capture did not count (the side knows its own count): an enemy, seen or not,
        was within the radius. Remembered for the game until the side's count runs there
        or the point is its own; before the first end of turn nothing is known."""
        view = self.view
        memory = view.cache.blocked.setdefault(view.side, set())
        if view.round > 1:
            for vp in view.vps:
                u = view.own_cells.get(vp.at)
                if (u is not None and u.unit_type.has("capture") and not u.moved
                        and u.id not in view.cache.moved and vp.owner != view.side
                        and vp.holder != view.side):
                    memory.add(vp.at)
        memory -= {vp.at for vp in view.vps if vp.owner == view.side or vp.holder == view.side}
        return set(memory)

    def _assign_engineers(self) -> dict[str, Cell]:
        """Each engineer goes for the nearest victory point its side does not hold, one
        engineer per point, nearest pairs first; a point where the count does not run
        (`blocked`) counts `blocked_point_turns` side-turns further away."""
        view = self.view
        targets = [vp.at for vp in view.vps if vp.owner != view.side]
        engineers = [u for u in view.own if u.unit_type.has("capture")]
        pairs: list[tuple[float, str, Cell]] = []
        for vp_cell in targets:
            field = view.travel_field([vp_cell], "foot", capture=True)
            for e in engineers:
                at = e.at or self.position(e)
                extra = (self.cfg.blocked_point_turns * e.unit_type.ap
                         if vp_cell in self.blocked else 0.0)
                if at is not None:
                    pairs.append((field.get(at, INF) + extra, e.id, vp_cell))
        pairs.sort()
        out: dict[str, Cell] = {}
        taken: set[Cell] = set()
        for dist, uid, cell in pairs:
            if dist < INF and uid not in out and cell not in taken:
                out[uid] = cell
                taken.add(cell)
        return out

    def _contested_points(self) -> dict[Cell, tuple[Cell, ...]]:
        """A12: victory points the enemy is taking from this side or from no one (a seen
        enemy engineer stands on or within the VP radius of a point it does not hold ->
        the cells of those engineers; only what the side sees, never a hidden capture),
        and the side's own blocked points (-> the point)."""
        view = self.view
        radius = view.rules.vp_enemy_radius
        engineers = [e for e in view.enemies if e.at is not None and not e.flying
                     and e.unit_type.has("capture")]
        # a point where the own count does not run: the fighters go for the enemies seen
        # near it, or search where one could hide near it
        out: dict[Cell, tuple[Cell, ...]] = {}
        for c in sorted(self.blocked):
            near = tuple(sorted(e.at for e in view.enemies if e.at is not None
                                and view.grid.distance(e.at, c) <= radius))
            out[c] = near or self._hiding_places(c, radius) or (c,)
        for vp in view.vps:
            if vp.owner is not None and vp.owner != view.side:
                continue  # already theirs: retaking it is the engineers' job
            near = tuple(sorted(e.at for e in engineers if e.at is not None
                                and view.grid.distance(e.at, vp.at) <= radius))
            if near:
                out[vp.at] = near
        return out

    def _hiding_places(self, centre: Cell, radius: int) -> tuple[Cell, ...]:
        """Cells within the radius of a point where an unseen enemy may be (A8): out of
        sight, or in cover, and not next to one of the side's own units (it would be
        spotted there)."""
        view = self.view
        seen = self.seen_at_start()
        dist = view.grid.distance
        own = list(view.own_cells)
        return tuple(c for c in view.grid.cells_within(centre, radius)
                     if (c not in seen or view.cover_at(c) > 0)
                     and not any(dist(c, o) <= 1 for o in own))

    def seen_at_start(self) -> set[Cell]:
        """The cells the side saw when this side-turn's decisions began: where to search
        needs no fresher picture, and working it out after every action would cost."""
        notes = self.view.cache.notes
        key = ("visible", self.view.side)
        found = notes.get(key)
        if not isinstance(found, set):
            found = self.view.visible
            notes[key] = found
        return found

    def _assign_contest(self) -> dict[str, Cell]:
        """The `contest_units` fighters nearest each contested point go for it (A12: an
        enemy within the radius restarts the count; a dead engineer takes nothing)."""
        view = self.view
        if not self.contested:
            return {}
        dist = view.grid.distance
        fighters = [u for u in view.own if u.at is not None and self.is_fighter(u.unit_type)]
        pairs = sorted((dist(u.at, vp), vp, u.id) for vp in self.contested
                       for u in fighters if u.at is not None)
        out: dict[str, Cell] = {}
        sent: dict[Cell, int] = {}
        for _, vp, uid in pairs:
            if uid in out or sent.get(vp, 0) >= self.cfg.contest_units:
                continue
            out[uid] = vp
            sent[vp] = sent.get(vp, 0) + 1
        return out

    def is_fighter(self, t: UnitType) -> bool:
        """A unit that fights for ground: armed, not artillery, not support, no engineer."""
        return (bool(t.weapons) and not self.is_artillery(t) and not self.is_support(t)
                and not t.has("capture") and not t.is_drone)

    def is_scout(self, t: UnitType) -> bool:
        """Eyes of the side: drones and far-seeing units that take no victory points."""
        return (t.is_drone or t.vision >= self.cfg.scout_min_vision) and not t.has("capture") \
            and not self.is_artillery(t)

    def objective_cells(self) -> tuple[Cell, ...]:
        """What the side plays for when it sees no enemy (A12): the points it does not hold,
        else all of them, else the middle of the map."""
        return self._fallback_front()

    def defended_cells(self) -> tuple[Cell, ...]:
        """What a defender keeps the enemy from (A12): its points, the neutral ones the
        enemy could take, the areas of the enemy's escorts and its own units the enemy
        must kill."""
        view = self.view
        cells = [vp.at for vp in view.vps if vp.owner in (view.side, None)]
        for o in view.their_objectives("escort"):
            cells += o.area
        cells += cells_of(u for u in view.own
                          if u.id in {o.unit for o in view.their_objectives("kill_unit")})
        return tuple(sorted(set(cells)))

    def defence_posts(self) -> dict[str, Cell]:
        """A defender spreads its fighters over the points it keeps from the enemy (its
        own and the neutral ones, A12), nearest pairs first, as evenly as they go."""
        if self._posts is None:
            view = self.view
            points = [vp.at for vp in view.vps if vp.owner in (view.side, None)]
            fighters = [u for u in view.own if u.at is not None and self.is_fighter(u.unit_type)]
            self._posts = {}
            if points and fighters:
                room = -(-len(fighters) // len(points))
                dist = view.grid.distance
                pairs = sorted((dist(u.at, p), p, u.id) for p in points for u in fighters
                               if u.at is not None)
                sent: dict[Cell, int] = {}
                for _, p, uid in pairs:
                    if uid not in self._posts and sent.get(p, 0) < room:
                        self._posts[uid] = p
                        sent[p] = sent.get(p, 0) + 1
        return self._posts

    def probe_cells(self) -> tuple[Cell, ...]:
        """Where hidden enemies are likely (only public knowledge, A8): the points the
        side does not hold that it cannot see now and the enemy's buildings (a unit in
        one is spotted only from near), else the far side of the map. A defender only
        looks over the points it keeps that it cannot see (none: its scouts stay at
        their posts)."""
        if self._probe is None:
            view = self.view
            seen = self.seen_at_start()
            if self.defending:
                self._probe = tuple(c for c in self.defended_cells() if c not in seen)
                return self._probe
            cells = {vp.at for vp in view.vps if vp.owner != view.side and vp.at not in seen}
            cells |= {c for c, s in view.state.structures.items()
                      if s.kind == "building" and s.owner not in (view.side, None, "neutral")}
            for o in view.their_objectives("escort"):
                cells |= {c for c in o.area if c not in seen}
            self._probe = tuple(sorted(cells)) or self._far_side()
        return self._probe

    def _far_side(self) -> tuple[Cell, ...]:
        """The likely enemy side: the mirror of the side's own centre through the middle
        of the map (one cell, or none when the side has nobody on the map)."""
        view = self.view
        cells = cells_of(view.own)
        if not cells:
            return ()
        w, h = view.grid.width, view.grid.height
        cx = sum(c[0] for c in cells) / len(cells)
        cy = sum(c[1] for c in cells) / len(cells)
        mirror = (min(w - 1, max(0, round(w - 1 - cx))), min(h - 1, max(0, round(h - 1 - cy))))
        return (mirror,)

    def wave_ready(self) -> bool:
        """Enough of the side's fighters can reach firing positions this side-turn to
        attack together (`mass_min_units`, or every fighter it has), or the last rounds
        have come and the attacker commits."""
        if self._wave is None:
            self._wave = self.endgame or self._count_in_reach()
        return self._wave

    def _count_in_reach(self) -> bool:
        view, cfg = self.view, self.cfg
        enemies = cells_of(view.enemies)
        key = ("wave", enemies, tuple(sorted((u.id, u.at) for u in view.own)))
        found = view.cache.notes.get(key)
        if found is not None:
            return bool(found)
        dist = view.grid.distance
        fighters = [u for u in view.own if u.at is not None and self.is_fighter(u.unit_type)]
        ready = 0
        for u in fighters:
            t = u.unit_type
            reach = t.ap // max(1, cfg.threat_step_ap) + max(w.max_range for w in t.weapons)
            at = u.at
            assert at is not None
            if any(dist(at, e) <= reach for e in enemies):
                ready += 1
        result = ready >= min(cfg.mass_min_units, len(fighters))
        if len(view.cache.notes) >= 64:
            view.cache.notes = {k: v for k, v in view.cache.notes.items() if k[0] == "visible"}
        view.cache.notes[key] = result
        return result

    def position(self, unit: Unit) -> Cell | None:
        if unit.at is not None:
            return unit.at
        if unit.aboard is not None:
            return self.position(self.view.unit(unit.aboard))
        return None

    # -- goals ------------------------------------------------------------------------------
    def goal(self, unit: Unit) -> Goal:
        view, cfg = self.view, self.cfg
        t = unit.unit_type
        own = [u for u in view.own if u.at is not None and u.id != unit.id]
        enemies = cells_of(view.enemies)
        front = enemies or (self._fallback_front() if self.defending else self.probe_cells())
        protected = {o.unit for o in view.their_objectives("kill_unit")}
        if unit.id in protected:
            friends = cells_of(u for u in own if u.id not in protected)
            return Goal("hide", friends or front, standoff=1.0,
                        danger_factor=cfg.danger_protected_factor)
        for o in view.my_objectives("escort"):
            if unit.id in o.units and o.area:
                return Goal("escort", o.area, weight=1.5)
        # capturing needs no ammunition (A12): an engineer with a point to take goes on
        need = self._need(unit, t, own, supplies=unit.id not in self.vp_targets)
        if need is not None:
            return need
        if unit.id in self.vp_targets:
            return Goal("capture", (self.vp_targets[unit.id],), capture=True,
                        danger_factor=cfg.danger_attack_factor)
        if unit.id in self.contest_units:
            return Goal("contest", self.contested[self.contest_units[unit.id]],
                        weight=cfg.contest_weight, danger_factor=cfg.danger_attack_factor)
        if t.has("capture") and view.vps:
            held = tuple(vp.at for vp in view.vps if vp.owner == view.side)
            if held and not enemies:
                return Goal("hold", held, capture=True)
        if not enemies and self.is_scout(t):
            probe = self.probe_cells()
            if probe:
                return Goal("scout", probe, standoff=cfg.scout_standoff,
                            danger_factor=cfg.danger_support_factor)
        if t.has("heal"):
            hurt = cells_of(u for u in own if u.unit_type.is_foot and u.hp < u.max_hp)
            return Goal("heal", hurt or self._fighters(own) or front, standoff=0 if hurt else 1,
                        danger_factor=cfg.danger_support_factor)
        if t.has("resupply"):
            short = cells_of(u for u in own if self.short_of_supply(u, 0.99))
            return Goal("supply", short or self._fighters(own) or front,
                        standoff=0 if short else 0.5, danger_factor=cfg.danger_support_factor)
        if t.capacity > 0 and not t.weapons:
            cargo = [view.unit(c) for c in unit.cargo]
            if cargo:
                inner = self.goal(cargo[0])
                cells = inner.cells
                if t.is_aircraft:  # it must land to set its load down: near the goal
                    cells = self.landing_zone(unit, inner.cells) or cells
                return Goal("carry", cells, standoff=0 if t.is_aircraft else inner.standoff,
                            danger_factor=cfg.danger_support_factor)
            return Goal("follow", self._fighters(own) or front, standoff=1.5,
                        danger_factor=cfg.danger_support_factor)
        if self.is_artillery(t):
            cover = front if enemies else (
                self.defended_cells() if self.defending else ()) or self.objective_cells()
            return Goal("artillery", cover, standoff=INF,
                        danger_factor=cfg.danger_artillery_factor)
        if self.defending:
            post = self.defence_posts().get(unit.id)
            held = (post,) if post is not None else self.defended_cells()
            targets = {o.unit for o in view.my_objectives("kill_unit")}
            hunt = cells_of(e for e in view.enemies if e.id in targets)
            radius = cfg.hold_radius * cfg.threat_step_ap / max(1, t.ap)
            if held and not hunt:
                return Goal("defend", held, standoff=radius, weight=cfg.progress_defend_factor,
                            danger_factor=cfg.danger_defend_factor)
            return Goal("defend", hunt or front, weight=cfg.progress_defend_factor,
                        danger_factor=cfg.danger_defend_factor)
        hunt = cells_of(e for e in view.enemies
                        if e.id in {o.unit for o in view.my_objectives("kill_unit")})
        factor = cfg.danger_attack_factor * (cfg.endgame_danger_factor if self.endgame else 1.0)
        return Goal("attack", hunt or front, danger_factor=factor)

    def _need(self, unit: Unit, t: UnitType, own: Sequence[Unit],
              supplies: bool = True) -> Goal | None:
        """Wounded, dry or empty units go to whoever can fix them, if anyone can (without
        `supplies`, only the wounded: an engineer capturing needs no ammunition)."""
        cfg = self.cfg
        if unit.hp <= unit.max_hp * cfg.low_hp_fraction:
            ability, service = ("heal", "heal") if t.is_foot else ("repair", "repair")
            cells = [u.at for u in own if u.unit_type.has(ability)]
            cells += self._buildings(service)
            if cells:
                return Goal("mend", tuple(c for c in cells if c is not None),
                            danger_factor=cfg.danger_support_factor)
        if supplies and self.short_of_supply(unit, None):
            cells = [u.at for u in own if u.unit_type.has("resupply")]
            cells += self._buildings("resupply")
            if cells:
                return Goal("refill", tuple(c for c in cells if c is not None),
                            danger_factor=cfg.danger_support_factor)
        return None

    def short_of_supply(self, unit: Unit, fraction: float | None) -> bool:
        """Low on ammunition or fuel (below the config's fractions, or `fraction`)."""
        cfg = self.cfg
        ammo_f = cfg.low_ammo_fraction if fraction is None else fraction
        fuel_f = cfg.low_fuel_fraction if fraction is None else fraction
        if unit.max_ammo and unit.ammo is not None and unit.ammo <= unit.max_ammo * ammo_f:
            return True
        t = unit.unit_type
        return bool(t.fuel and unit.fuel is not None and not unit.flying
                    and unit.fuel <= t.fuel * fuel_f)

    def _buildings(self, service: str) -> list[Cell]:
        view = self.view
        out = []
        for cell, s in view.state.structures.items():
            if (s.kind == "building" and s.finished and s.owner == view.side
                    and service in view.catalog.buildings[s.type].services):
                out.append(cell)
        return out

    def _fighters(self, own: Sequence[Unit]) -> tuple[Cell, ...]:
        return cells_of(u for u in own
                        if u.unit_type.weapons and not self.is_artillery(u.unit_type))

    def landing_zone(self, aircraft: Unit, near: Sequence[Cell]) -> tuple[Cell, ...]:
        """Cells within `landing_zone_radius` of `near` where the helicopter could land
        (A11: landing terrain or its side's heliport, no victory point, no unit, no mine
        its side knows of)."""
        view = self.view
        state = view.state
        found: set[Cell] = set()
        for centre in near:
            for cell in view.grid.cells_within(centre, self.cfg.landing_zone_radius):
                if (cell in found or cell in view.ground_cells or cell in view.own_mines
                        or state.vp_at(cell) is not None):
                    continue
                s = state.structures.get(cell) or state.bridges.get(cell)
                if s is not None:
                    if not (s.kind == "building" and s.finished and s.owner == view.side
                            and view.catalog.buildings[s.type].platform):
                        continue
                elif not state.ground_terrain(cell).landing:
                    continue
                found.add(cell)
        return tuple(sorted(found))

    def _fallback_front(self) -> tuple[Cell, ...]:
        """No enemy in sight: the victory points to take, else the enemy's, else the
        middle of the map."""
        view = self.view
        cells = tuple(vp.at for vp in view.vps if vp.owner != view.side)
        if not cells:
            cells = tuple(vp.at for vp in view.vps)
        if not cells:
            cells = ((view.grid.width // 2, view.grid.height // 2),)
        return cells

    # -- scores ---------------------------------------------------------------------------
    def field(self, unit: Unit, goal: Goal) -> TravelField:
        return self.view.travel_field(goal.cells, unit.unit_type.move_class,
                                      capture=goal.capture)

    def turns_to_goal(self, unit: Unit, goal: Goal, cell: Cell) -> float:
        t = unit.unit_type
        return self.field(unit, goal).get(cell, INF) / max(1, t.ap)

    def cell_score(self, unit: Unit, cell: Cell, goal: Goal, field: TravelField,
                   moved: bool, ap_left: int, with_lines: bool) -> float:
        view, cfg = self.view, self.cfg
        t = unit.unit_type
        score = 0.0
        if goal.name == "artillery":
            score -= self._band_penalty(t, cell, goal.cells)
        else:
            turns = field.get(cell, INF) / max(1, t.ap)
            if turns == INF:
                score -= 20 * cfg.progress_per_turn
            else:
                score -= cfg.progress_per_turn * goal.weight * max(0.0, turns - goal.standoff)
        flying = t.is_aircraft and (moved or unit.flying)
        if not flying:
            score += cfg.cover * view.cover_at(cell)
        factor = goal.danger_factor
        if unit.hp <= unit.max_hp * cfg.low_hp_fraction:
            factor *= 1.5
        probe = view.with_flying(unit, flying)
        score -= cfg.danger * factor * view.expected_loss(probe, cell)
        if goal.name == "attack" and not flying:
            score -= self._piecemeal(probe, cell)
        score += cfg.attack * self.best_shot_from(unit, cell, moved, ap_left, with_lines)
        score += self._duty(unit, t, cell, goal)
        return score + cfg.noise * self._noise(unit.id, cell)

    def _piecemeal(self, unit: Unit, cell: Cell) -> float:
        """Coordinated attack: a cell several enemies' fire reaches costs
        `piecemeal_penalty` while too few friends can attack with it this side-turn."""
        count = self.view.fire_zone(cell)
        if count < self.cfg.strong_position_enemies or self.wave_ready():
            return 0.0
        return self.cfg.piecemeal_penalty * count

    def _band_penalty(self, t: UnitType, cell: Cell,
                      targets: tuple[Cell, ...] = ()) -> float:
        """Cells outside the weapons' band from the nearest enemy seen, or with none in
        sight from the nearest objective the goal names (artillery moves up to cover it)."""
        view = self.view
        cells = cells_of(view.enemies) or targets
        if not cells:
            return 0.0
        lo = min(w.min_range for w in t.weapons)
        hi = max(w.max_range for w in t.weapons)
        nearest = min(view.grid.distance(cell, c) for c in cells)
        if not view.enemies:
            lo = -1  # nothing to fear from the point itself
        off = max(0, nearest - hi) + max(0, lo + 1 - nearest)
        return self.cfg.artillery_band_penalty * off

    def _duty(self, unit: Unit, t: UnitType, cell: Cell, goal: Goal) -> float:
        view, cfg = self.view, self.cfg
        score = 0.0
        if t.has("capture"):
            vp = view.state.vp_at(cell)
            if vp is not None:
                if self.vp_targets.get(unit.id) == cell:
                    score += cfg.vp_on_target
                elif vp.owner == view.side and goal.name == "hold":
                    score += cfg.vp_owned_stay  # only with no point left to take
        if t.has("heal") or t.has("resupply") or t.has("double_shot_aura"):
            for n in view.state.neighbours(cell):
                friend = view.own_cells.get(n)
                if friend is None or friend.id == unit.id:
                    continue
                ft = friend.unit_type
                if t.has("heal") and ft.is_foot and friend.hp < friend.max_hp:
                    score += cfg.support_adjacent
                if t.has("resupply") and self.short_of_supply(friend, 0.6):
                    score += cfg.support_adjacent
                if t.has("double_shot_aura") and ft.weapons and ft.shots < 2:
                    score += cfg.aura_bonus
        return score

    def _noise(self, uid: str, cell: Cell) -> float:
        base = zlib.crc32(f"{self.seed}|{self.view.round}|{uid}".encode())
        mixed = (base * 1000003 + cell[0] * 7919 + cell[1] * 104729) % 10007
        return mixed / 10007

    # -- shots --------------------------------------------------------------------------
    def usable_weapons(self, unit: Unit, moved: bool, flying: bool) -> list[Weapon]:
        t = unit.unit_type
        used = unit.weapons_used
        out = []
        for w in t.weapons:
            if w.has("stationary") and moved:
                continue
            if t.shots > 1 and used.get(w.id, 0) >= w.uses_per_turn:
                continue
            if w.fire == "ground" and not flying:
                continue
            out.append(w)
        return out

    def shots_from(self, unit: Unit, cell: Cell, moved: bool,
                   with_lines: bool) -> list[tuple[float, Weapon, Unit]]:
        """(value, weapon, target) of every shot the unit could take from the cell."""
        view = self.view
        t = unit.unit_type
        if not t.weapons or (unit.ammo or 0) < view.rules.ammo_per_shot:
            return []
        flying = t.is_aircraft and (moved or unit.flying)
        out: list[tuple[float, Weapon, Unit]] = []
        for w in self.usable_weapons(unit, moved, flying):
            reach = view.rules.range_after_move(w.max_range) if moved else w.max_range
            for e in view.enemies:
                at = e.at
                assert at is not None
                d = view.grid.distance(cell, at)
                if not w.min_range <= d <= reach or not view.can_hit(t, w, e):
                    continue
                if (with_lines and w.fire == "direct" and not flying and not e.flying
                        and not view.line_clear(cell, at, ignore=unit.at)):
                    continue
                out.append((view.shot_value(unit, w, e, self.values), w, e))
        return out

    def best_shot_from(self, unit: Unit, cell: Cell, moved: bool, ap_left: int,
                       with_lines: bool) -> float:
        view = self.view
        t = unit.unit_type
        if not t.weapons or unit.shots_left <= 0:
            return 0.0
        if ap_left < view.rules.shot_ap(t.ap):
            return 0.0
        shots = self.shots_from(unit, cell, moved, with_lines)
        return max((v for v, _, _ in shots), default=0.0)
