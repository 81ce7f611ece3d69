"""Holding victory points against a raid (A12; issue 32, "objective defence").

Four pieces the objectives' reading (objectives.py) and the goal rules (goal_rules.py)
ask for, each behind its knob in engine/data/ai.yaml (all four on; measured in
docs/ai-log.md, "Points held against a raid"):

- **Where a contesting fighter stands** (`contest_in_radius`). A fighter sent to a
  point an enemy engineer takes stops the count from anywhere within the VP radius (A12:
  "no enemy within 4"). Its goal was the point with a standoff of `radius - 1` cells
  counted at `threat_step_ap` AP a cell: on a road (1 AP a cell) that let it stand twice
  as far, beyond the radius, and Harrow Ford's mill guard left its trench for a cell six
  away from the ford it was sent to. Now its goal is the cells themselves: every cell
  within the radius of the point, by the grid, that the unit can enter (the point does
  not move: no margin).
- **The most threatened point is defended first** (`deny_threat_order`). A defender
  denies the enemy the neutral points it would win on (objectives.py `_denied_points`),
  `contest_units` fighters each, and these went nearest pairs first: at Crossing the
  Wend the guard's tanks stood by two points in its rear while an engineer took the mill,
  the third point its enemy needed, with the enemy's army round it. Now a denied point
  a seen enemy engineer is taking goes first (as the side's own contested points; a
  neutral point it never held was never contested), and where the enemy's next capture
  wins the game (`decisive`) the others are served in the order of the race for them,
  each taking its nearest free fighters: first the one where the nearest seen enemy is
  nearest compared with the side's nearest fighter. Not before: at Harrow Ford, where
  the host needs two points and holds none, the race sent the militia's fighters to the
  point nearest the host's guns, and it lost more of the fight than it saved (8 games
  a cell against the search script: 4/0/4, 7/0/1 without).
- **A point whose loss loses the game pulls harder** (`contest_decisive_weight`). A
  fighter one or two cells outside the radius of the point it was sent to scored that
  cell's cover and danger above the last steps in (progress counts a cell at
  `threat_step_ap` AP of its AP): at Crossing the Wend two guard tanks stood 5 and 6
  cells from the mill, whose capture was the marches' third point, and the count ran.
  Where the enemy already holds all the points it needs but one, the contest of any
  other point weighs this many times more.
- **A side that can lose its points does not run the clock** (`clock_keeps_points`).
  A defender outweighed runs the clock (keeps alive, out of sight, near its points:
  objectives.py `_runs_clock`), which loses a mission the enemy wins by holding points
  as soon as an engineer comes to take them: the fighters leave the points' radius and
  the count runs. So where the enemy wins by holding points (`hold_points`) and the
  side has seen an enemy engineer, it keeps defending (whether it sees one now or not:
  at Crossing the Wend the engineer that took the mill was out of the guard's sight
  while its fighters hid).

Reads only what the side knows (A8): the mission's victory rules, the points, the
enemies it sees.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from engine.ai.view import SideView
from engine.grid import Cell


def contest_cells(view: SideView, point: Cell, move_class: str) -> tuple[Cell, ...]:
    """The cells within the VP radius of the point (by the grid) a unit of the move
    class can enter: from any of them it keeps the enemy's count from running there
    (A12: "no enemy within 4"). Only those it can enter: a travel field counts a goal it
    cannot enter as reached from next door (an enemy's cell), and a river cell at the
    radius's edge would have let it stand one further (none: the point itself)."""
    around = view.grid.cells_within(point, view.rules.vp_enemy_radius)
    return view.enterable(around, move_class) or (point,)


def raided(denied: Iterable[Cell], raiders: Mapping[str, Mapping[Cell, float]]) -> set[Cell]:
    """The denied points a seen enemy engineer is taking or threatens (objectives.py
    `_raiders`: within `contest_radius`, or `threat_turns` of travel)."""
    threatened = {c for found in raiders.values() for c in found}
    return {c for c in denied if c in threatened}


def race(view: SideView, points: Iterable[Cell], mine: Sequence[Cell]) -> dict[Cell, int]:
    """Each point -> how far ahead of the enemy the side is there: the grid distance of
    the nearest seen enemy on the ground less that of the side's nearest fighter
    (`mine`); the least is the race the side loses. No enemy seen: the side's nearness
    alone ranks them."""
    dist = view.grid.distance
    near = [e.at for e in view.enemies if e.at is not None and not e.flying]
    far = view.grid.width + view.grid.height
    return {c: min((dist(c, e) for e in near), default=far)
            - min((dist(c, m) for m in mine), default=far) for c in points}


def points_at_stake(view: SideView) -> bool:
    """The enemy wins by holding points and the side has seen an enemy engineer, now or
    before (one out of sight may be on its way): running the clock, out of the points'
    radius, would give them away."""
    seen = view.cache.capturers.setdefault(view.side, set())
    seen.update(e.id for e in view.enemies if e.unit_type.has("capture"))
    return bool(view.hold_points and view.vps and seen)


def decisive(view: SideView, point: Cell) -> bool:
    """The enemy's capture of the point would win it the game (A12): some other side
    holds at least `hold_points` less one of the points, and not this one."""
    need = view.hold_points
    if not need or not view.vps:
        return False
    held: dict[str, int] = {}
    owner_here = None
    for vp in view.vps:
        if vp.owner is not None and vp.owner != view.side:
            held[vp.owner] = held.get(vp.owner, 0) + 1
        if vp.at == point:
            owner_here = vp.owner
    return any(n >= need - 1 and side != owner_here for side, n in held.items())
