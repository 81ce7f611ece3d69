"""A12/A8: the side's last engineer kept out of known and suspected fire while the rest of
the side clears its way (issue 32: the Marsh Road's crown against the ambush;
`last_capturer_danger`, `last_capturer_suspect`, `last_capturer_struck_radius` in ai.yaml;
docs/ai-log.md, "The Marsh Road's last engineer").

A side that must break a defence (`SideView.against_defence`: an enemy wins when the last
round ends) wins by taking points, and only units that capture take them. Losing one of
several costs a share of its chance; losing the last costs the game. Sent for its point as
any engineer is, the Marsh Road's one engineer walked into the first rounds' fire in every
game (a mortar in a wood it could not see, the kept shots of a rifle in the reeds beside
the point, a sniper). With the knob on, the side's last unit able to capture, with a point
to take, outside the side's last rounds (`Planner.endgame`: then a point not tried is a
game not won):

- weighs the known fire (the danger map: the seen enemies and the lurkers)
  `last_capturer_danger` times its goal's danger, and the fire it suspects
  `last_capturer_suspect` times (`SuspectedFire.loss`): the defenders presumed on the
  enemy's points it has not cleared (presumed.py), a presumed shot where the ground within
  the patrol radius is not cleared by the side's sight (unseen_ground.py), and the damage
  struck again within `last_capturer_struck_radius` of where a unit of the side was
  struck by a shooter it did not see in the last `ambushed_rounds` rounds (ambushed.py
  `struck_cells`: the side learns the cell, never the shooter);
- while its way is not clear (`SuspectedFire.keeps_back`: known or suspected fire on its
  point) it comes no nearer its point than it stands (`kept_back`), and the rest of the
  side clears the way as a side with no engineer would: the attack goes in, massed or not
  (attack_wave.py), for the ground by the point that its sight does not clear when no
  enemy is in sight (`SuspectedFire.way`, moves.py `_fallback_front`), and the search for
  the enemies it saw is on (hunt.py `searching`).

The keep-back is lifted (`destroy_all_expected`, `last_capturer_release_ratio` and
`last_capturer_release_kills`) while the side can expect to win without its engineer: the
mission's victory has `destroy_all`, the side saw at least `last_capturer_release_kills`
enemies destroyed (the fight is met), and its armed units weigh
`last_capturer_release_ratio` times the armed enemies it knows of (seen, not seen destroyed)
or more. Traced (docs/ai-log.md, "The last engineer released"): on Kessel the corps' second
engineer, kept back from round 2, held the corps' whole attack on the ground by its point
while the garrison shot it down, where the corps without it wins by destroying all.

With `last_capturer_sole` on, only the engineer the side began with alone is kept back
(`began_with_one`): a side that began with several and lost all but one goes as before.
Traced (docs/ai-log.md, "The only engineer"): Kessel's corps loses one of its two in the
garrison's first side-turn, and the survivor kept back cost three games of eight against
the turtle, where the corps wins by destroying all; the Marsh Road's crown has one from
the start.

Only the side's own units, the public points, its own sight and its own events go in (A8).
"""

from __future__ import annotations

from dataclasses import replace

from engine.ai.attack import hunt
from engine.ai.knowledge.ambushed import struck_cells
from engine.ai.knowledge.presumed import PresumedDefence
from engine.ai.knowledge.unseen_ground import UnclearedGround
from engine.ai.planner.goal import Goal
from engine.ai.view import INF, SideView, Unit
from engine.grid import Cell


def is_last_capturer(view: SideView, unit: Unit) -> bool:
    """The unit can capture and no other unit of the side (on the map or carried) can,
    and the side must break a defence: its win walks with this unit. With
    `last_capturer_sole` on, only when the side began with it alone (`began_with_one`)."""
    if not unit.unit_type.has("capture"):
        return False
    if any(u.id != unit.id for u in view.capturers):
        return False
    return view.against_defence() and began_with_one(view)


def began_with_one(view: SideView) -> bool:
    """The side's units able to capture, seen at its decisions (kept for the game in the
    view's cache from its first decision), were never more than one; always true with
    `last_capturer_sole` 0. The survivor of several is not kept back: traced on Kessel
    (docs/ai-log.md, "The only engineer"), the corps that lost one engineer in the
    garrison's first side-turn wins by destroying all, and keeping the other back (its
    attack sent in unmassed for the ground by its point) lost three games of eight. Only
    the side's own units go in (A8)."""
    own = [u.id for u in view.capturers]
    seen = view.cache.own_capturers.setdefault(view.side, set())
    seen.update(own)
    return not view.cfg.last_capturer_sole or len(seen) <= 1


class SuspectedFire:
    """The fire the side suspects where it sees no shooter, at one decision."""

    def __init__(self, view: SideView, presumed: PresumedDefence,
                 uncleared: UnclearedGround) -> None:
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

    def keeps_back(self, targets: dict[str, Cell], endgame: bool,
                   values: dict[str, float]) -> bool:
        """The side's last capturer, with a point to take, is kept back: the knob is on,
        its last rounds have not come, its way is not clear (it suspects fire, or knows
        of fire, on the point it goes for), and the side cannot expect to win by
        destroying every enemy (`destroy_all_expected`). `values`: the units' worth."""
        view = self.view
        if view.cfg.last_capturer_danger <= 0:
            return False
        began_with_one(view)  # its memory kept at every decision, from the first
        expected = destroy_all_expected(view, values)  # its memory kept at every decision
        if endgame or expected:
            return False
        capturers = view.capturers
        if len(capturers) != 1 or capturers[0].id not in targets:
            return False
        unit, target = capturers[0], targets[capturers[0].id]
        if not is_last_capturer(view, unit):
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
                         if c not in view.own_cells and not uncleared.cleared(c))
        return tuple(sorted(cells))

    def loss(self, unit: Unit, cell: Cell) -> float:
        """The unit's expected loss (value share, as `SideView.expected_loss`) ending its
        move on the cell from the fire it suspects: the presumed defenders' and the largest
        damage struck from the dark within the radius, less the cell's cover."""
        view = self.view
        total = self.presumed.loss(unit, cell)
        total += self.uncleared.loss(unit, cell)
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


def destroy_all_expected(view: SideView, values: dict[str, float]) -> bool:
    """The side can expect to win by destroying every enemy, its last engineer left out:
    `destroy_all` wins the mission, the side saw `last_capturer_release_kills` enemies
    destroyed (or more), and its armed units weigh `last_capturer_release_ratio` times
    the armed enemies it knows of (seen and not seen destroyed) or more. The memory
    (hunt.py `remember`, the search's own) is kept at every decision of a side that
    attacks while the ratio is on; only the side's own units and what it saw go in (A8)."""
    cfg = view.cfg
    ratio = cfg.last_capturer_release_ratio
    if ratio <= 0 or view.defending():
        return False
    foes, kills, _ = hunt.remember(view, values, hunt.search_memory(view))
    victory = getattr(view.game, "victory", None)
    if victory is None or not getattr(victory, "destroy_all", False):
        return False
    if kills < cfg.last_capturer_release_kills:
        return False
    theirs = sum(value for value, _ in foes.values())
    mine = sum(values[u.id] for u in view.own if u.unit_type.weapons)
    return mine > 0 and mine >= ratio * theirs


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
