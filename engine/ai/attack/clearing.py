"""Clearing the cover by a point before the last engineer goes in: a cheap probe spots,
the guns shell what it spots (issue 32: the Marsh Road's crown against the ambush;
`clear_cover` and its `clear_cover_*` numbers in ai.yaml; docs/ai-log.md,
"Clearing the reeds").

Traced (docs/ai-log.md): with the side's last engineer kept back (last_capturer.py) the crown
takes the north hamlet and trades the fens down to the guard dug into the ruins beside
the south one, then stands still for five rounds or more: its tank and half-track have
burnt their fuel in the marsh, its siege tubes keep out of band of a guard nobody sees
(A5: indirect fire needs the target seen by its side; A8: a small unit in cover is
spotted only within vision less 3), and nothing goes to look. In its last rounds the
engineer walks onto the point and the guard's Alert shot kills it.

So (`clear_cover` 1), while the side's last engineer is kept back from its point
(`Planner.kept_back`), the ground within the patrol radius of that point which the side's
sight does not clear (unseen_ground.py: a small enemy in cover there would not be seen)
is *suspected*, its cells with cover first (an enemy in the open is seen as far off as it
sees, one in cover sees the probe coming first), and the enemies seen there are *held*:

- the side's guns (units whose weapons all fire indirectly) keep the point within their
  band less the patrol radius (`band_penalty`), so that what is spotted beside it can be
  shelled from where they stand (a stationary weapon fires only if it did not move);
- its cheapest free unit (spotter.py's candidates: no gun, no engineer, no load, not
  wounded, no objective's job; with none, a sound gun that can move, else the engineer
  itself while it has more than `clear_cover_engineer_hp`) is the *probe*: it goes to the
  cells from which it would spot a suspected cell (or keeps to those from which it spots
  a held enemy) and comes no nearer any of them than its reach less
  `clear_cover_wait_cells`: it looks in from the edge of its sight; while no gun with a
  round left stands in band of a suspected cell it waits a side-turn of travel short of
  them, so the guns fire the same side-turn it
  spots (fire comes first at every decision, player.py) or the next while it keeps the
  enemy in sight. The engineer goes in when the ground is clear (last_capturer.py).

0: off. Only what the side may know (A8): its own units and sight, the enemies it sees,
the public points and the map's cover as it believes it.
"""

from __future__ import annotations

from typing import Protocol

from engine.ai.attack.spotter import Spotter
from engine.ai.config import AIConfig
from engine.ai.knowledge.unseen_ground import UnclearedGround
from engine.ai.planner.goal import Goal
from engine.ai.view import SideView, Unit
from engine.catalog import UnitType
from engine.grid import Cell
from engine.rules.sight_range import unit_vision


class ClearPlanner(Protocol):
    """What the clearing asks of the planner."""

    view: SideView
    cfg: AIConfig
    values: dict[str, float]
    kept_back: bool
    vp_targets: dict[str, Cell]
    uncleared: UnclearedGround
    spotter: Spotter

    def is_artillery(self, t: UnitType) -> bool: ...

    def turns_for_cells(self, cells: int, t: UnitType) -> float: ...


class Clearing:
    """The point being cleared, its suspected cells and held enemies, and the probe
    (worked out once a decision, when first asked)."""

    def __init__(self, planner: ClearPlanner) -> None:
        self.p = planner
        self._done = False
        self.point: Cell | None = None
        self.suspected: tuple[Cell, ...] = ()
        self.held: tuple[Unit, ...] = ()
        self.probe: str | None = None

    def on(self) -> bool:
        """Whether a point is being cleared at this decision."""
        if not self._done:
            self._done = True
            self._work_out()
        return self.point is not None

    # -- what the goal rules and the guns' band ask ----------------------------------------
    def probe_goal(self, unit: Unit) -> Goal | None:
        """The probe's goal (None for any other unit, or nothing to clear)."""
        if not self.on() or unit.id != self.probe or unit.at is None:
            return None
        p = self.p
        cfg = p.cfg
        view = p.view
        guns = self._guns()
        held = [e for e in self.held if e.at is not None]
        if held:
            cells = self._spotting(unit, [(e.at, e) for e in held])  # type: ignore[misc]
            return Goal("probe", cells, weight=cfg.clear_cover_weight,
                        danger_factor=cfg.danger_support_factor) if cells else None
        ready = [c for c in self.suspected if _in_band(guns, c, view)]
        targets = ready or list(self.suspected)
        cells = self._spotting(unit, [(c, None) for c in targets])
        if not cells:
            return None
        # a side-turn of travel short of them while no gun is ready: the guns come first
        standoff = 0.0 if ready or not guns else 1.0
        return Goal("probe", cells, standoff=standoff, weight=cfg.clear_cover_weight,
                    danger_factor=cfg.danger_support_factor)

    def band(self) -> tuple[Cell, int] | None:
        """(the point, the patrol radius) the guns keep within their band, or None."""
        if not self.on():
            return None
        assert self.point is not None
        return self.point, self.p.view.rules.patrol_radius

    # -- the parts ---------------------------------------------------------------------------
    def _work_out(self) -> None:
        p = self.p
        view = p.view
        if not p.cfg.clear_cover or not p.kept_back:
            return
        capturers = view.capturers
        if len(capturers) != 1 or capturers[0].id not in p.vp_targets:
            return
        point = p.vp_targets[capturers[0].id]
        radius = view.rules.patrol_radius
        near = view.grid.cells_within(point, radius)
        uncleared = p.uncleared
        suspected = tuple(sorted(c for c in near if c not in view.own_cells
                                 and c not in view.enemy_cells and not uncleared.cleared(c)))
        # cover first: an enemy in the open is seen as far as it sees (A8), one in cover
        # sees the probe coming first
        suspected = tuple(c for c in suspected if view.cover_at(c) > 0) or suspected
        held = tuple(e for e in view.enemies if e.at is not None
                     and view.grid.distance(e.at, point) <= radius and e.unit_type.weapons
                     and not e.flying)
        if not suspected and not held:
            return
        game = view.game

        def cheapest(units: list[Unit]) -> Unit | None:
            """The cheapest that can move (fuel left: a unit stuck is no probe)."""
            for u in sorted(units, key=lambda u: (p.values.get(u.id, 0.0), u.id)):
                if game.reachable_costs(u.id):
                    return u
            return None

        low = p.cfg.low_hp_fraction
        # none free: a gun looks (it spots for the others, or shoots from there next
        # side-turn), else the engineer itself, if it outlasts a shot
        probe = cheapest(p.spotter.candidates()) or cheapest(
            [u for u in self._guns() if u.hp > u.max_hp * low])
        if probe is None:
            engineer = capturers[0]
            if engineer.at is None or engineer.hp <= p.cfg.clear_cover_engineer_hp:
                return
            probe = engineer
        self.point, self.suspected, self.held = point, suspected, held
        self.probe = probe.id

    def _guns(self) -> list[Unit]:
        p = self.p
        view = p.view
        return [u for u in view.own if u.at is not None and p.is_artillery(u.unit_type)
                and (u.ammo is None or u.ammo >= view.rules.ammo_per_shot)]

    def _spotting(self, unit: Unit, targets: list[tuple[Cell, Unit | None]]
                  ) -> tuple[Cell, ...]:
        """The cells from which the unit would spot one of the targets (a held enemy as
        it is, a suspected cell as a small unit in cover there) and come no nearer any of
        them than `clear_cover_wait_cells` inside that reach: it looks in from the edge."""
        view = self.p.view
        grid = view.grid
        rules, state = view.rules, view.state
        taken = view.ground_cells - {unit.at}
        sight = unit_vision(unit.unit_type, state.hour, state.season, rules, state.rain)
        keep = self.p.cfg.clear_cover_wait_cells
        reaches: list[tuple[Cell, int]] = []
        for at, enemy in targets:
            if enemy is not None:
                reach = self.p.spotter.reach(unit.unit_type, enemy, at)
            else:
                hidden = rules.concealment("small", view.cover_at(at) > 0)
                reach = max(rules.always_spotted_distance, sight - hidden)
            reaches.append((at, reach))
        dist = grid.distance
        cells: set[Cell] = set()
        for at, reach in reaches:
            for c in grid.cells_within(at, reach):
                if c in taken or c in cells:
                    continue
                if all(dist(c, t) >= max(rules.always_spotted_distance, r - keep)
                       for t, r in reaches):
                    cells.add(c)
        return tuple(sorted(cells))


def _in_band(guns: list[Unit], cell: Cell, view: SideView) -> bool:
    """Whether one of the guns reaches the cell from where it stands."""
    dist = view.grid.distance
    return any(w.min_range <= dist(g.at, cell) <= w.max_range  # type: ignore[arg-type]
               for g in guns for w in g.unit_type.weapons)
