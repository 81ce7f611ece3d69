"""The coordinated attack of the computer player (engine/ai/planner/moves.py's `Planner` reads
it through this mixin): which units fight for ground and which go to see, the front the
attack goes for, whether it is strong, and whether the wave may go in now or waits on the
stage ring outside the defenders' reach until enough fighters stand there together."""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.attack import hunt
from engine.ai.config import AIConfig
from engine.ai.planner.goal import cells_of
from engine.ai.view import SideView
from engine.catalog import UnitType
from engine.grid import Cell


class AttackWave:
    """The attack half of `Planner`: it reads the planner's view, config, values and
    standing (declared here, set by `Planner.__init__`)."""

    view: SideView
    cfg: AIConfig
    values: dict[str, float]
    defending: bool
    endgame: bool
    hunting: bool
    kept_back: bool
    coming: frozenset[str]
    _wave: bool | None
    _hunt_front: tuple[Cell, ...] | None
    _system: str | None
    _fighters: dict[str, bool]  # unit type id -> `is_fighter` (the planner's, per decision)

    def is_artillery(self, t: UnitType) -> bool:
        raise NotImplementedError  # Planner's

    def is_support(self, t: UnitType) -> bool:
        raise NotImplementedError  # Planner's

    def _fallback_front(self) -> tuple[Cell, ...]:
        raise NotImplementedError  # Planner's

    def is_recon(self, t: UnitType) -> bool:
        """A unit whose job is to go and see (A8): far sight (`scout_min_vision`) or a
        drone with no weapon; not a spotter that hides where it stands (camouflage, the
        observer: it sees for the guns from cover)."""
        return (t.vision >= self.cfg.scout_min_vision and not self.is_artillery(t)
                and not t.has("camouflage")) or (t.is_drone and not t.weapons)

    def is_fighter(self, t: UnitType) -> bool:
        """A unit that fights for ground: armed, no artillery, support, engineer or drone
        (asked for every unit at many steps of a decision: once a type, `_fighters`)."""
        found = self._fighters.get(t.id)
        if found is None:
            found = self._fighters[t.id] = (
                bool(t.weapons) and not self.is_artillery(t) and not self.is_support(t)
                and not t.has("capture") and not t.is_drone)
        return found

    def attack_front(self) -> tuple[Cell, ...]:
        """What the attack goes for: the enemies in sight and those that may lurk where it
        last saw them (engine/ai/knowledge/lurkers.py), else the points to take."""
        return cells_of(self.view.threats) or self.unseen_front()

    def unseen_front(self) -> tuple[Cell, ...]:
        """No enemy in sight: a hunter searches (engine/ai/attack/hunt.py), else `_fallback_front`."""
        if self.hunting:
            if self._hunt_front is None:
                self._hunt_front = hunt.hunt_front(self.view)
            if self._hunt_front:
                return self._hunt_front
        return self._fallback_front()

    def strong_front(self) -> bool:
        """Worth a massed attack: several enemies in sight, or a victory point the enemy
        holds (A12: a held point is defended, whether its defenders are seen or not, A8)."""
        view = self.view
        if any(vp.owner not in (None, view.side) for vp in view.vps):
            return True
        return len(view.threats) >= self.cfg.strong_position_enemies and not self._overwhelming()

    def _overwhelming(self) -> bool:
        """The side's armed units outweigh the armed enemies it sees that may fire (a
        routed unit may not, RULES.md B `activation`) by more than `overwhelm_ratio`:
        waiting to mass then only gives the enemy time."""
        view = self.view
        theirs = sum(self.values[e.id] for e in view.enemies
                     if e.unit_type.weapons and e.id not in view.routed)
        mine = sum(self.values[u.id] for u in view.own if u.unit_type.weapons)
        return mine > self.cfg.overwhelm_ratio * theirs

    def wave_ready(self) -> bool:
        """The attack may go in: the front is weak (or was when the side-turn began), the
        last rounds have come, an enemy that came on is in contact (`_in_contact`), or
        enough fighters stood at the stage when the side-turn began (within stage_distance
        + stage_slack of the front) to strike together (mass_min_units, or mass_fraction
        of them)."""
        if self._wave is None:
            cache = self.view.cache
            if cache.wave is None:  # once a side-turn: who reaches the stage now goes next turn
                # a side-turn that began against a weak front goes on with the attack when
                # the units going in reveal more enemies: the others stopping then would
                # leave those already in to fight alone
                cache.wave = (self._massed() and self._prepared()) or not self.strong_front()
            # the side's last engineer kept back (last_capturer.py): the rest clears its
            # way now, massed or not (its point's defence is the ground it must clear)
            self._wave = self.endgame or self.defending or self.hunting or \
                not self.strong_front() or cache.wave or self._in_contact() or self.kept_back
        return self._wave

    def _prepared(self) -> bool:
        """A5: the side's guns (indirect fire only) that reach a seen enemy from where
        they stand prepare the attack first: the wave waits until side-turns with a gun
        on target have begun `prep_turns` times before this one (counted once a
        side-turn, when the wave is decided; 0, or no gun on target: no waiting)."""
        view, cfg = self.view, self.cfg
        if cfg.prep_turns <= 0:
            return True
        dist = view.grid.distance
        on_target = any(
            u.at is not None and (u.ammo is None or u.ammo >= view.rules.ammo_per_shot)
            and any(w.min_range <= dist(u.at, e.at) <= w.max_range
                    for w in u.unit_type.weapons for e in view.enemies if e.at is not None)
            for u in view.own if self.is_artillery(u.unit_type))
        if not on_target:
            return True
        count = view.cache.prepared.get(view.side, 0) + 1
        view.cache.prepared[view.side] = count
        return count > cfg.prep_turns

    def _in_contact(self) -> bool:
        """The fight is already on: a seen armed enemy that came on (not one dug in on its
        point) stands within `engage_distance` of one of the side's fighters. Holding back
        on the stage then only leaves the engaged ones to fight alone, and the others
        exposed on the way back out of its range (A9: alert fire at a unit
        moving in range)."""
        view = self.view
        dist = view.grid.distance
        reach = self.cfg.engage_distance
        fighters = [u.at for u in view.own if u.at is not None and self.is_fighter(u.unit_type)]
        return any(dist(a, e.at) <= reach for e in view.enemies
                   if e.at is not None and e.unit_type.weapons and e.id in self.coming
                   for a in fighters)

    def _coming(self) -> frozenset[str]:
        """The seen enemies that came nearer the side's fighters since it last saw them
        at the start of one of its side-turns (A8: only what it saw; a unit dug in on its
        point does not come on). Worked out once a side-turn, at its start."""
        view = self.view
        cache = view.cache
        if cache.coming is None:
            dist = view.grid.distance
            fighters = [u.at for u in view.own
                        if u.at is not None and self.is_fighter(u.unit_type)]
            seen = {e.id: e.at for e in view.enemies if e.at is not None}
            out: set[str] = set()
            for uid, at in seen.items():
                before = cache.seen_at.get(uid)
                if before is not None and fighters and \
                        min(dist(at, f) for f in fighters) < min(dist(before, f) for f in fighters):
                    out.add(uid)
            cache.coming = frozenset(out)
            for uid, at in seen.items():  # who holds its ground (view.py `holds_ground`)
                cell, count = cache.still.get(uid, (None, 0))
                cache.still[uid] = (at, count + 1 if cell == at and cache.seen_at.get(uid) == at
                                    else 0)
            cache.seen_at.update(seen)
        return cache.coming

    def _massed(self) -> bool:
        view, cfg = self.view, self.cfg
        fighters = [u.at for u in view.own if u.at is not None and self.is_fighter(u.unit_type)]
        if not fighters:
            return True
        front = self.attack_front()
        dist = view.grid.distance
        near = self.stage_distance() + cfg.stage_slack
        at_stage = sum(1 for a in fighters if min(dist(a, f) for f in front) <= near)
        need = min(cfg.mass_min_units, -(-int(cfg.mass_fraction * 100) * len(fighters) // 100))
        return at_stage >= max(1, need)

    def stage_distance(self) -> int:
        """How far from the front the attack waits: `stage_distance`, or, under `sides`,
        `contact_stage_distance` (when above 0) for a side that first stages while no enemy
        it knows of keeps a shot on Alert, for the rest of the game. Under `sides` an
        enemy's only shots in our side-turn are those it kept on Alert in its own (A9); one
        that sees our units in its reach at its side-turn fires them then, and its patrol
        zone fires at the end of each side-turn either way: an attack waiting within its
        sight from the first contact meets no kept shots when it goes in, while one waiting
        out of sight lets every defender go on Alert first. The other systems give the
        defender its reaction fire anyway (opportunity fire at each activation, the Hold
        units, the phased Fire phase): there the stage stays out of reach."""
        cfg, view = self.cfg, self.view
        if cfg.contact_stage_distance <= 0 or self._system != "sides":
            return cfg.stage_distance
        close = view.cache.contact_stage.get(view.side)
        if close is None:
            close = view.cache.contact_stage[view.side] = not view.alerted
        return cfg.contact_stage_distance if close else cfg.stage_distance

    def stage_cells(self, front: Sequence[Cell]) -> tuple[Cell, ...]:
        """The ring `stage_distance` cells from the front, where an attack waits."""
        view = self.view
        key = tuple(sorted(set(front)))
        found = view.cache.stages.get(key)
        if found is not None:
            return found
        r = self.stage_distance()
        # the side-turn's rings, its lookahead's rollouts' too (by the distance: a side's)
        kept = view.cache.shared_work.stages_for(view.grid, view.catalog)
        found = kept.get((r, key))
        if found is None:
            dist = view.grid.distance
            ring: set[Cell] = set()
            for f in key:
                for c in view.grid.ring(f, r):
                    if all(dist(c, g) >= r for g in key):  # none of the front nearer
                        ring.add(c)
            found = kept[(r, key)] = tuple(sorted(ring))
        view.cache.stages[key] = found
        return found
