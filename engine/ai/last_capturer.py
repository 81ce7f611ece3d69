"""A12/A8: the side's last engineer kept out of known and suspected fire until the way is
clear (issue 32: the Marsh Road's crown against the ambush; `last_capturer_danger` and
`last_capturer_suspect` in ai.yaml).

A side that must break a defence (`SideView.against_defence`: the enemy wins when the last
round ends) wins by taking points, and only units that capture take them. While it has
several, losing one costs a share of its chance; losing the last costs the game. Sent for
its point as any engineer is, the last one walked into the first rounds' fire (the
Marsh Road's traces: lost by round 5 in every game, to a mortar in a wood it could not
see, to the kept shots of a rifle beside the point, to a sniper). So, with the knob on,
the unit that is the side's last able to capture, with a point to take, and not in the
side's last rounds (`Planner.endgame`: then a point not tried is a game not won):

- weighs the known fire (the danger map: the seen enemies and the lurkers) this many
  times more (`last_capturer_danger`, a factor on its goal's danger, as the unit the
  enemy must kill hides by `danger_protected_factor`);
- weighs the fire it suspects, `last_capturer_suspect` times: the defenders presumed on
  the enemy's points it has not cleared (presumed.py `PresumedDefence.loss`), and the
  cells within `last_capturer_struck_radius` of where a unit of its side was struck by a
  shooter it did not see in the last `ambushed_rounds` rounds (ambushed.py
  `struck_cells`: a mortar or a sniper in the dark watches the ground it hit; the side
  learns the cell, never the shooter), the damage struck there again.

It goes in once its way is clear: the shooters it knew of killed, the points' defenders
seen (then counted as known) or their posts cleared by the side's fighters, the struck
ground quiet for `ambushed_rounds` rounds. Only the side's own units, the public points
and its own events go in (A8).
"""

from __future__ import annotations

from dataclasses import replace

from engine.ai.ambushed import struck_cells
from engine.ai.goal import Goal
from engine.ai.view import INF, SideView, Unit
from engine.grid import Cell


def is_last_capturer(view: SideView, unit: Unit) -> bool:
    """The unit can capture and no other unit of the side (on the map or carried) can,
    and the side must break a defence: its win walks with this unit."""
    if not unit.unit_type.has("capture"):
        return False
    if any(u.id != unit.id and u.unit_type.has("capture") for u in view.own):
        return False
    return view.against_defence()


class SuspectedFire:
    """The fire the side suspects where it sees no shooter, at one decision."""

    def __init__(self, view: SideView, presumed: object, uncleared: object) -> None:
        self.view = view
        self.presumed = presumed  # presumed.py `PresumedDefence`, the planner's own
        self.uncleared = uncleared  # unseen_ground.py `UnclearedGround`, the planner's own
        self._struck: list[tuple[Cell, float]] | None = None

    def struck(self) -> list[tuple[Cell, float]]:
        """The cells struck by shooters the side did not see, with the damage, those with
        a seen enemy on them left out (the danger map counts it)."""
        if self._struck is None:
            view = self.view
            self._struck = [(c, dmg) for c, (_, dmg) in sorted(struck_cells(view).items())
                            if dmg > 0 and c not in view.enemy_cells]
        return self._struck

    def keeps_back(self, targets: dict[str, Cell], endgame: bool) -> bool:
        """The side's last capturer, with a point to take, is kept back: the knob is on,
        its last rounds have not come, and its way is not clear (it suspects fire, or
        knows of fire, on the point it goes for)."""
        view = self.view
        if view.cfg.last_capturer_danger <= 0 or endgame:
            return False
        capturers = [u for u in view.own if u.unit_type.has("capture")]
        if len(capturers) != 1 or capturers[0].id not in targets:
            return False
        unit, target = capturers[0], targets[capturers[0].id]
        if not view.against_defence():
            return False
        return self.loss(unit, target) > 0 or view.loss_of(unit)(target) > 0

    def way(self, targets: dict[str, Cell]) -> tuple[Cell, ...]:
        """Where the rest goes to clear the way while no enemy is in sight: the cells
        within the patrol radius of the kept-back engineer's point that the side's sight
        does not clear (a hidden defender there shoots whoever steps on the point)."""
        view = self.view
        uncleared = self.uncleared
        cells: set[Cell] = set()
        for target in targets.values():
            cells.update(c for c in view.grid.cells_within(target, view.rules.patrol_radius)
                         if c not in view.own_cells
                         and not uncleared.cleared(c))  # type: ignore[attr-defined]
        return tuple(sorted(cells))

    def loss(self, unit: Unit, cell: Cell) -> float:
        """The unit's expected loss (value share, as `SideView.expected_loss`) ending its
        move on the cell from the fire it suspects: the presumed defenders' and the largest
        damage struck from the dark within the radius, less the cell's cover."""
        view = self.view
        total = self.presumed.loss(unit, cell)  # type: ignore[attr-defined]
        total += self.uncleared.loss(unit, cell)  # type: ignore[attr-defined]
        struck = self.struck()
        if struck:
            radius, dist = view.cfg.last_capturer_struck_radius, view.grid.distance
            dmg = max((d for c, d in struck if dist(c, cell) <= radius), default=0.0)
            if dmg > 0:
                dmg = max(float(view.rules.min_damage), dmg - view.cover_at(cell))
                share = min(unit.hp, dmg) / max(1, unit.max_hp)
                if dmg >= unit.hp:
                    share += view.cfg.kill_bonus
                total += share * view.unit_value(unit)
        return total


def kept_back(view: SideView, unit: Unit, target: Cell, goal: Goal, endgame: bool,
              held: bool) -> Goal:
    """The engineer's goal (`capture` or the stage) as the side's last capturer weighs it:
    the known fire `last_capturer_danger` times, the suspected `last_capturer_suspect`
    times, and while its way is not clear (`held`: `SuspectedFire.keeps_back`) it comes
    no nearer its point than it stands (it waits, the rest clears the way); as it was
    when the knob is off, in the side's last rounds, or when the unit is not the last."""
    cfg = view.cfg
    if cfg.last_capturer_danger <= 0 or endgame or not is_last_capturer(view, unit):
        return goal
    factor = goal.danger_factor * cfg.last_capturer_danger
    if held and unit.at is not None:
        t = unit.unit_type
        here = view.travel_field((target,), t.move_class).get(unit.at, INF) / max(1, t.ap)
        if here < INF:
            return Goal("capture", (target,), capture=True, standoff=here, lead=here,
                        danger_factor=factor, suspect=cfg.last_capturer_suspect)
    return replace(goal, danger_factor=factor, suspect=cfg.last_capturer_suspect)
