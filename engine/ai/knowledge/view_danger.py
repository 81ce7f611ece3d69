"""What danger the side reads, for the computer player (engine/ai/view.py's `SideView`
reads it through this mixin): the damage its threats may deal on each cell next enemy
side-turn (engine/ai/knowledge/danger.py's terms, kept for the side-turn), the expected loss of a
unit there, and the opportunity fire of passive enemies (RULES.md B `activation`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.ai.config import AIConfig
from engine.ai.knowledge.danger import DangerTerms, ring_damage
from engine.ai.knowledge.lines import blocked, terrain_reader
from engine.ai.planner.front_fire import close_fight, front_extra, in_contact
from engine.catalog import Rules, UnitType, Weapon
from engine.grid import Cell, Grid
from engine.rules.unit_views import UnitSnapshot

Unit = UnitSnapshot

NO_DANGER = (0.0, 0)  # the danger on a cell no enemy reaches: (damage, enemies)


class DangerReading:
    """The danger half of `SideView`: it reads the view's state, cache, threats, cover
    and lines (declared here, set by `SideView.__init__`)."""

    state: Any
    cfg: AIConfig
    cache: Any
    grid: Grid
    rules: Rules
    own_cells: dict[Cell, Unit]
    ground_cells: set[Cell]
    side_mines: Any
    mine_damage: int
    routed: frozenset[str]
    waiting: frozenset[str] | None
    threats: list[Any]
    _danger: dict[str, dict[Cell, tuple[float, int]]]
    # the terms each kind's map was read from, and their shares for this view
    _terms_read: dict[str, tuple[DangerTerms, tuple[float, ...]]]
    _close_fight: bool | None
    _contact: bool | None
    _opportunity: dict[str, dict[Cell, tuple[tuple[str, float], ...]]]
    _indirect: dict[Cell, tuple[tuple[str, float], ...]] | None

    own: list[Unit]
    enemies: list[Unit]
    lurkers: list[Unit]

    def unit_value(self, unit: Unit) -> float:
        raise NotImplementedError  # SideView's

    def against_defence(self) -> bool:
        raise NotImplementedError  # SideView's

    def defending(self, side: str | None = None) -> bool:
        raise NotImplementedError  # SideView's

    def in_contact(self) -> bool:
        """The unit in front's gate (front_fire.py `in_contact`): the next side-turn's
        threat of an enemy the side sees or remembers reaches one of its ground units,
        and the side is not attacking a defence; read once a view."""
        if self._contact is None:
            self._contact = not self.against_defence() and in_contact(
                (c for c, u in self.own_cells.items() if not u.flying),
                self._danger_map("ground"))
        return self._contact

    def in_close_fight(self) -> bool:
        """A close fight (front_fire.py `close_fight`): a seen armed enemy within
        `engage_distance` of one of the side's ground units, the side not attacking a
        defence; read once a view."""
        if self._close_fight is None:
            self._close_fight = close_fight(
                (u.at for u in self.own if u.at is not None and not u.flying),
                ((e.at, bool(e.unit_type.weapons)) for e in self.enemies),
                self.grid.distance, self.cfg.engage_distance, self.against_defence())
        return self._close_fight

    def cover_reader(self) -> Callable[[Cell], int]:
        raise NotImplementedError  # SideView's

    def line_checker(self) -> Callable[[Cell, Cell, Cell | None], bool]:
        raise NotImplementedError  # SideView's

    def danger_at(self, kind: str, cell: Cell) -> tuple[float, int]:
        """(sum of enemy damage that may reach the cell next enemy side-turn, number of
        enemies), for targets of `kind` ("ground", "air", "drone")."""
        return self._danger_map(kind).get(cell, NO_DANGER)

    def expected_loss(self, unit: Unit, cell: Cell) -> float:
        """Danger on the cell as a share of the unit's value lost (A7: a ground unit
        ending its move on its side's own mine takes the mine's damage too; A6: on a
        forest the side knows to be burning, the fire's, `fire_danger`)."""
        return self.loss_of(unit)(cell)

    def loss_of(self, unit: Unit) -> Callable[[Cell], float]:
        """`expected_loss` of the unit as a function of the cell (asked for every cell a
        unit may reach: its kind, hit points and value read once)."""
        return self._loss_reader(unit, False)

    def front_loss_of(self, unit: Unit) -> Callable[[Cell], float] | None:
        """In contact, what more the unit loses on a cell for standing in front of an
        enemy, its threat counted whole there (front_fire.py, `front_danger`); None when
        that does not apply (off, not a ground unit, not in contact, or the side defends:
        a side that wins by not losing holds the ground it stands on)."""
        t = unit.unit_type
        if self.cfg.front_danger <= 0 or t.is_drone or t.is_aircraft or unit.flying:
            return None
        if self.defending():
            return None
        if not self.in_contact():
            return None
        plain, more = self._loss_reader(unit, False), self._loss_reader(unit, True)
        return lambda cell: more(cell) - plain(cell)

    def _loss_reader(self, unit: Unit, in_front: bool) -> Callable[[Cell], float]:
        t = unit.unit_type
        kind = "drone" if t.is_drone else "air" if t.is_aircraft else "ground"
        ground = kind == "ground"
        mines = self.side_mines if ground else ()
        mine_damage, min_damage = self.mine_damage, self.rules.min_damage
        # A6: the flames burn a ground unit at the end of its own side-turn, no cover
        # against them; the fires as the side last saw them (belief.py)
        burn = self.cfg.fire_danger * self.rules.fire_damage if ground else 0.0
        fires = self.state.fires if burn > 0 else ()
        danger = self._danger_map(kind).get
        cover_at = self.cover_reader()
        hp, most, bonus = unit.hp, max(1, unit.max_hp), self.cfg.kill_bonus
        value: list[float] = []  # the unit's value, worked out at the first cell it counts
        front = None
        if in_front:  # an enemy's threat counted whole on the cell in front of it
            front = front_extra(*self._terms_read[kind],
                                [c for c, u in self.own_cells.items() if not u.flying],
                                unit.at, self.grid.distance, self.cfg.patrol_danger,
                                self.cfg.front_danger)

        def loss(cell: Cell) -> float:
            mine = mine_damage if cell in mines else 0
            flames = burn if cell in fires else 0.0
            raw, count = danger(cell, NO_DANGER)
            if not count and not mine and not flames:
                return 0.0
            if front is not None and count:
                raw += front(cell)
            cover = cover_at(cell) if ground else 0
            dmg = max(count * min_damage, raw - count * cover) + mine + flames
            share = min(hp, dmg) / most
            if dmg >= hp:
                share += bonus
            if not value:
                value.append(self.unit_value(unit))
            return share * value[0]
        return loss

    def terms_read(self, kind: str) -> tuple[DangerTerms, tuple[float, ...]] | None:
        """The terms the `kind` map ("ground", "air") was last read from for this view, and
        their shares for where our units stand (None before the map is read)."""
        return self._terms_read.get(kind)

    def _danger_map(self, kind: str) -> dict[Cell, tuple[float, int]]:
        mine = self._danger.get(kind)
        if mine is not None:
            return mine
        self._danger[kind] = self._build_danger_map(kind)
        return self._danger[kind]

    def _build_danger_map(self, kind: str) -> dict[Cell, tuple[float, int]]:
        """The map for where our units stand now, from the terms of the threats (kept
        for the side-turn: between two decisions our units move, the threats seldom)."""
        remembered = self._remembered()
        key = (kind, tuple(sorted((u.id, u.at, u.ammo, self.holds_ground(u), u.id in remembered)
                                  for u in self.threats)))
        terms = self.cache.danger.get(key)
        if terms is None:
            terms = self.cache.danger[key] = self._kept_terms(kind, remembered)
        shares = terms.shares_for(self.own_cells, self.grid.distance, self.cfg.patrol_danger)
        self._terms_read[kind] = (terms, shares)
        return terms.map_for(shares)

    def _kept_terms(self, kind: str, remembered: frozenset[str]) -> DangerTerms:
        """The terms of the threats as the side-turn's views built them (this view's
        player's or, in a lookahead, a rollout's on a clone: `TurnCache.shared_work`),
        else built now: kept by every value `_danger_terms` reads, the threats in order."""
        cfg = self.cfg
        key = (kind, cfg.lurk_danger, cfg.threat_moves, cfg.threat_step_ap, cfg.patrol_danger,
               tuple((u.id, u.type, u.at, u.ammo, u.flying, self.holds_ground(u),
                      u.id in remembered) for u in self.threats))
        kept = self.cache.shared_work.terms_for(self.grid, self.catalog)
        terms = kept.get(key)
        if terms is None:
            terms = kept[key] = self._danger_terms(kind)
        return terms

    def holds_ground(self, enemy: Unit) -> bool:
        """`held_ground_turns`: the side has seen the enemy on the same cell at the start
        of that many of its side-turns in a row, and there still (its own memory, A8): a
        defender dug in on its ground is feared where its weapons reach from there, not
        from wherever its next side-turn's move could take it."""
        turns = self.cfg.held_ground_turns
        if turns <= 0:
            return False
        cell, count = self.cache.still.get(enemy.id, (None, 0))
        return cell == enemy.at and count >= turns

    def _danger_terms(self, kind: str) -> DangerTerms:
        """Each threat's damage per cell before its share (engine/ai/knowledge/danger.py): what it
        may reach next enemy side-turn and, on the ground, its patrol shot (A9)."""
        terms = DangerTerms()
        parts = self.enemy_parts()
        remembered = self._remembered()
        for e in self.threats:
            et = e.unit_type
            if not et.weapons or (e.ammo is not None and e.ammo <= 0):
                continue
            share = self.cfg.lurk_danger if e.id in remembered else 1.0
            steps = 0 if et.has("needs_tow") or self.holds_ground(e) else int(
                self.cfg.threat_moves * (et.ap // max(1, self.cfg.threat_step_ap)))
            best: dict[int, float] = {}
            spread = False  # an indirect or blast weapon: its fire does not seek the front
            for w in et.weapons:
                if not self._weapon_hits_kind(et, w, kind):
                    continue
                spread = spread or w.fire == "indirect" or w.has("blast")
                reach = w.max_range if w.has("stationary") else max(
                    w.max_range, self.rules.range_after_move(w.max_range) + steps)
                shots = max(1, et.shots)
                best[reach] = max(best.get(reach, 0.0), float(w.damage * shots) * share)
            if not best:
                continue
            centre = e.at
            assert centre is not None
            # its threat before the share, per cell: kept by its place and reaches, the
            # cells (the best weapon reaching each distance) for the process (`ring_damage`)
            most = max(best)
            part_key = ("danger", centre, tuple(sorted(best.items())))
            part = parts.get(part_key)
            if part is None:
                part = parts[part_key] = ring_damage(self.grid, centre, tuple(
                    max((v for r, v in best.items() if d <= r), default=0.0)
                    for d in range(most + 1)))
            terms.add_slot(False, centre, most, part, spread)
        if kind == "ground" and self.cfg.patrol_danger > 0:
            self._add_patrol(terms)
        return terms

    def _remembered(self) -> frozenset[str]:
        """The ids of the lurkers (enemies remembered, not seen) whose threat counts
        `lurk_danger` of a seen one's: none when that share is whole."""
        if self.cfg.lurk_danger == 1.0:
            return frozenset()
        return frozenset(u.id for u in self.lurkers)

    def _add_patrol(self, terms: DangerTerms) -> None:
        """A9: at the end of the side's own side-turn every enemy with direct fire that
        may patrol fires once, free, at a seen ground unit of ours within `patrol_radius`
        of where it stands (the nearest first). That shot is shared among our units in
        its zone, as the threat of its next side-turn is; `patrol_danger` weighs it."""
        radius = self.rules.patrol_radius
        for e in self.threats:
            by_range = self._direct_fire(e, "ground")
            if e.at is None or e.unit_type.has("no_patrol") or not by_range:
                continue
            shot = ring_damage(self.grid, e.at, tuple(
                max((v for lo, hi, v in by_range if lo <= d <= hi), default=0.0)
                for d in range(radius + 1)))
            terms.add_slot(True, e.at, radius, shot)

    def opportunity_cover(self, kind: str) -> dict[Cell, tuple[tuple[str, float], ...]]:
        """RULES.md B `activation`: while one of our units acts, every passive enemy that
        sees it and can hit it with direct fire shoots once. Cell -> (enemy id, damage)
        of every seen armed enemy (not routed) whose direct fire reaches the cell along a
        clear line as this side knows it (its full range: it has not moved in our turn).
        Under `orders` only the enemy's waiting Hold units intercept (`waiting`)."""
        mine = self._opportunity.get(kind)  # asked for every cell a move may reach
        if mine is not None:
            return mine
        routed, waiting = self.routed, self.waiting
        key = (kind, tuple(sorted((u.id, u.at, u.ammo) for u in self.threats)),
               tuple(sorted(routed)), tuple(sorted(self.ground_cells)),
               None if waiting is None else tuple(sorted(waiting)))
        found = self.cache.opportunity.get(key)
        if found is not None:
            self._opportunity[kind] = found
            return found
        acc: dict[Cell, list[tuple[str, float]]] = {}
        parts = self.enemy_parts()
        ground = self.ground_cells
        for e in self.threats:
            bands = self._direct_fire(e, kind)
            if e.at is None or e.id in routed or not bands or (
                    waiting is not None and e.id not in waiting):
                continue
            most = max(hi for _, hi, _ in bands)
            lined = not e.flying and kind == "ground"
            # the enemy's cells depend on the units on its lines only: kept by those
            part_key = ("cover", kind, e.at, tuple(bands), lined,
                        self.cells_near(ground, e.at, most) if lined else None)
            part = parts.get(part_key)
            if part is None:
                # the cells its lines reach through the terrain, kept while it stands
                # there; the units on them tested afresh (`lines.blocked`)
                reached = self._cover_reach(parts, kind, e.at, tuple(bands), most, lined)
                part = parts[part_key] = [
                    (cell, dmg) for cell, dmg, way in reached
                    if way is None or not ground or not blocked(way, ground, cell)]
            for cell, dmg in part:
                acc.setdefault(cell, []).append((e.id, dmg))
        result = {c: tuple(v) for c, v in acc.items()}
        self.cache.opportunity[key] = result
        self._opportunity[kind] = result
        return result

    def _cover_reach(self, parts: dict[tuple[Any, ...], Any], kind: str, at: Cell,
                     bands: tuple[tuple[int, int, float], ...], most: int, lined: bool
                     ) -> list[tuple[Cell, float, frozenset[Cell] | None]]:
        """(cell, damage, the cells of the line from `at` to it, None unlined) of each cell
        an enemy at `at` with those bands reaches with damage, along a line the terrain
        lets through (`opportunity_cover`'s part before its units): kept by the enemy's
        cell and bands for the terrain version, however the units near it move."""
        key = ("cover reach", kind, at, bands, lined)
        found = parts.get(key)
        if found is not None:
            return found
        # the damage at each distance, worked out once per enemy, not per cell
        by_distance = [max((v for lo, hi, v in bands if lo <= d <= hi), default=0.0)
                       for d in range(most + 1)]
        dist = self.grid.distance
        through = self.terrain_lines() if lined else None
        found = parts[key] = []
        for cell in self.grid.cells_within(at, most):
            dmg = by_distance[dist(at, cell)]
            if not dmg:
                continue
            way = None if through is None else through(at, cell)
            if through is None or way is not None:
                found.append((cell, dmg, way))
        return found

    def terrain_lines(self) -> Callable[[Cell, Cell], frozenset[Cell] | None]:
        """The cells of a line from a to b where the terrain as the side knows it lets a
        line of fire through, else None (`lines.terrain_reader`: the kept lines of
        `line_checker`, which test the view's units on them too)."""
        read, self.cache.lines = terrain_reader(
            self.grid, self.state, self.rules.max_ruins_in_line_of_fire, self.cache.lines)
        return read

    def indirect_alert_cover(self) -> dict[Cell, tuple[tuple[str, float], ...]]:
        """A9 as the rules play it (engine/rules/reactions.py `reaction_weapon`): a unit on
        Alert fires its kept shot with any weapon that reaches the mover, a mortar's or a
        gun's indirect fire too (no line needed; its side must see the mover). Cell ->
        (enemy id, damage) of every seen armed enemy's indirect weapons within their band,
        on the ground (`alert_indirect`)."""
        found = self._indirect
        if found is not None:
            return found
        routed = self.routed
        key = ("indirect", tuple(sorted((u.id, u.at, u.ammo) for u in self.threats)),
               tuple(sorted(routed)))
        kept = self.cache.opportunity.get(key)
        if kept is not None:
            self._indirect = kept
            return kept
        acc: dict[Cell, list[tuple[str, float]]] = {}
        dist = self.grid.distance
        for e in self.threats:
            et = e.unit_type
            if e.at is None or e.id in routed or et.is_aircraft or (
                    e.ammo is not None and e.ammo <= 0):
                continue
            bands = [(w.min_range, w.max_range, float(w.damage)) for w in et.weapons
                     if w.fire == "indirect" and not w.has("self_destruct")]
            if not bands:
                continue
            most = max(hi for _, hi, _ in bands)
            for cell in self.grid.cells_within(e.at, most):
                d = dist(e.at, cell)
                dmg = max((v for lo, hi, v in bands if lo <= d <= hi), default=0.0)
                if dmg:
                    acc.setdefault(cell, []).append((e.id, dmg))
        self._indirect = self.cache.opportunity[key] = {c: tuple(v) for c, v in acc.items()}
        return self._indirect

    def enemy_parts(self) -> dict[tuple[Any, ...], Any]:
        """The kept parts of one enemy (opportunity_cover, flank.firing_cells) for the
        terrain as this side knows it now: a part's key holds everything else it reads."""
        state, kept = self.state, self.cache.parts
        version = state.terrain_version  # one content a version (view.py `TERRAIN_KEYED`)
        if kept is None or kept[0] != version:  # the side-turn's, read by its lookahead too
            kept = self.cache.parts = self.cache.shared_work.parts_for(
                self.grid, self.catalog, version)
        return kept[1]

    @staticmethod
    def cells_near(cells: Iterable[Cell], at: Cell, reach: int) -> frozenset[Cell]:
        """The cells within a square of `reach` + 2 around `at`: on both grids it holds
        every cell within `reach` and every cell of a line from `at` to one of those."""
        span = reach + 2
        col, row = at
        return frozenset(c for c in cells if -span <= c[0] - col <= span
                         and -span <= c[1] - row <= span)

    def _direct_fire(self, enemy: Unit, kind: str) -> list[tuple[int, int, float]]:
        """(min range, max range, damage) of each direct-fire weapon the enemy may fire
        now at targets of `kind` (none landed, none out of ammunition, A5, A11)."""
        et = enemy.unit_type
        if (et.is_aircraft and not enemy.flying) or (enemy.ammo is not None and enemy.ammo <= 0):
            return []
        return [(w.min_range, w.max_range, float(w.damage)) for w in et.weapons
                if w.fire == "direct" and not w.has("self_destruct")
                and self._weapon_hits_kind(et, w, kind)]

    @staticmethod
    def _weapon_hits_kind(shooter: UnitType, weapon: Weapon, kind: str) -> bool:
        if kind == "ground":
            return True
        if kind == "drone":
            return (weapon.fire == "direct" or shooter.kills_drone_with(weapon)) \
                and weapon.fire != "ground"
        return weapon.has("anti_air") and weapon.fire != "ground"
