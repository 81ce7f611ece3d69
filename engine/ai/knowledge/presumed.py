"""A8: the defenders an attacking side presumes where it cannot see them (issue 32;
`presumed_danger` in ai.yaml).

A defence dug in on its points is spotted only from near by (A8: vision less the
concealment of its size in cover), while it sees an attacker in the open from its whole
vision and brings its guns down on what it sees (A5: indirect fire needs the target in
its side's sight). At night the gap is the whole field: the attacker's engineers, sent
for their points or to the stage ring, were shelled and shot in the first rounds by
defenders the side never saw, and a side that must break a defence wins only while it
has engineers. So, while the side attacks a defence (`SideView.against_defence`), each
*post* it has not cleared presumes a defender:

- a post is a victory point the enemy holds, or a work or building of the enemy's that
  gives cover, as the side knows them (public points, its own memory of structures);
- it is cleared while the side sees an enemy on it (then the real threat counts, in the
  danger map) or one of its units stands where it would spot a defender dug in there
  (its vision now, less the largest concealment in cover of the rules; adjacent always);
- the presumed defender watches the cells within the side's own best vision now (the
  hour, the season, the rain: an army presumed to see as far as the side's own does)
  less the concealment of the engineer's size on the cell (its cover hides it);
- its fire, `presumed_damage`, is shared among the side's units standing in its watch
  (as the danger map shares a threat: fighters that went ahead draw it first).

Only the side's engineers (units that capture) weigh it, times `presumed_danger`, in
their cell scores (moves.py `Planner.cell_score`): they keep out of what a hidden
defence may watch, or in cover, until fighters have gone ahead of them. Only the side's
own knowledge goes in: the points, the structures it knows of, its own units and the
enemies it sees.
"""

from __future__ import annotations

from typing import Any

from engine.grid import Cell
from engine.rules.sight_range import unit_vision
from engine.rules.unit_views import UnitSnapshot as Unit


class PresumedDefence:
    """The posts a side presumes defended at one decision, and their watch."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self._posts: list[tuple[Cell, int]] | None = None  # (post, our units in its watch)
        self._sight = 0

    def on(self) -> bool:
        view = self.view
        return view.cfg.presumed_danger > 0 and view.against_defence()

    def _vision(self, unit: Unit) -> int:
        state = self.view.state
        return unit_vision(unit.unit_type, state.hour, state.season, self.view.rules,
                           state.rain)

    def posts(self) -> list[tuple[Cell, int]]:
        """Each post not cleared, with the count of the side's units in its watch."""
        if self._posts is not None:
            return self._posts
        view = self.view
        rules, dist = view.rules, view.grid.distance
        side = view.side
        cells = {vp.at for vp in view.vps if vp.owner not in (None, side)}
        for at, s in view.state.structures.items():
            if s.owner in (None, side) or not s.finished:
                continue
            record = (view.catalog.buildings[s.type] if s.kind == "building"
                      else view.catalog.works[s.type])
            if record.cover > 0:
                cells.add(at)
        own = [(u.at, self._vision(u)) for u in view.own if u.at is not None]
        self._sight = max((v for _, v in own), default=0)
        hidden = max(rules.concealment_in_cover.values(), default=0)
        near = rules.always_spotted_distance
        posts: list[tuple[Cell, int]] = []
        for post in sorted(cells):
            if post in view.enemy_cells:
                continue  # a defender in sight: a real threat, not a presumed one
            dug_in = hidden if view.cover_at(post) > 0 else 0
            cleared = any(dist(at, post) <= max(near, vision - dug_in) for at, vision in own)
            if cleared:
                continue
            watching = sum(1 for at, _ in own if dist(at, post) <= self._sight)
            posts.append((post, watching))
        self._posts = posts
        return posts

    def loss(self, unit: Unit, cell: Cell) -> float:
        """The engineer's expected loss (value share, as `SideView.expected_loss`) from
        the presumed defenders watching the cell, their fire shared among the side's
        units in their watch (the engineer counted where it would stand)."""
        posts = self.posts()
        if not posts:
            return 0.0
        view = self.view
        rules, dist = view.rules, view.grid.distance
        cover = view.cover_at(cell)
        reach = self._sight - rules.concealment(unit.unit_type.size, cover > 0)
        reach = max(reach, rules.always_spotted_distance)
        here = unit.at
        damage = float(view.cfg.presumed_damage)
        raw, count = 0.0, 0
        for post, watching in posts:
            if dist(post, cell) > reach:
                continue
            others = watching - (1 if here is not None and dist(here, post) <= self._sight else 0)
            raw += damage / (1 + max(0, others))
            count += 1
        if not count:
            return 0.0
        dmg = max(count * rules.min_damage, raw - count * cover)
        share = min(unit.hp, dmg) / max(1, unit.max_hp)
        if dmg >= unit.hp:
            share += view.cfg.kill_bonus
        return share * view.unit_value(unit)
