"""How soon a side could win by holding victory points (A12), for validation's warning.

From the starting cells of the side's units that capture (the `capture` ability: the
engineers), over the computer player's travel fields (the side's own entering costs:
terrain, bridges, buildings, works, its mines), the earliest round a greedy plan brings
the side to the points it must hold: each time, the capturer that can take a point
soonest goes there, stays the rules' `vp_capture_turns` ends of its side-turns, and goes
on from there. Only points no enemy unit starts within the VP radius of count: the
points within the side's own reach. Enemies on their way, fire and carriers are left
out. Points the side is handed at the start count, but one
capture is still needed (victory.py `_holding`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from engine.ai import travel
from engine.ai.config import ai_config
from engine.ai.view import SideView, TurnCache
from engine.grid import Cell


@dataclass(frozen=True)
class Capture:
    unit: str
    point: str
    round: int


def _rounds(ap: float, max_ap: int) -> int:
    """Side-turns to spend `ap` AP at `max_ap` a side-turn (0: already there)."""
    return math.ceil(ap / max_ap)


def contested(game: Any, side: str, points: list[Any]) -> set[str]:
    """The points some unit of another side starts within the VP radius of: their count
    cannot run until it is driven off, which is play, not reach."""
    state = game.state
    radius, dist = state.catalog.rules.vp_enemy_radius, state.grid.distance
    enemies = [u.at for u in state.units.values()
               if u.alive and u.at is not None and u.side != side]
    return {vp.id for vp in points if any(dist(at, vp.at) <= radius for at in enemies)}


def earliest_hold(game: Any, side: str) -> list[Capture] | None:
    """The captures that bring `side` to the points it needs, soonest first (the last
    one's round is when it could win); None when it cannot win by holding unopposed."""
    need = game.victory.hold_needed(side)
    state = game.state
    if need is None:
        return None
    free = [vp for vp in state.vps if vp.owner != side]
    missing = max(need - (len(state.vps) - len(free)), 1)
    view = SideView(game, side, ai_config(), TurnCache())
    capturers = [u for u in view.own
                 if u.at is not None and not u.flying and u.unit_type.has("capture")]
    taken = contested(game, side, free)
    free = [vp for vp in free if vp.id not in taken]
    if len(free) < missing or not capturers:
        return None
    # one search graph a class, each point's field searched only as far as it is asked
    graphs = {cls: travel.FieldGraph(view.grid, view.enter_costs(cls, True))
              for cls in {u.unit_type.move_class for u in capturers}}
    reach = float(view.cfg.field_first_reach)
    fields = {(vp.id, cls): graph.field([vp.at], reach)
              for vp in free for cls, graph in graphs.items()}
    turns = state.catalog.rules.vp_capture_turns
    ready: dict[str, tuple[int, Cell]] = {u.id: (0, u.at) for u in capturers if u.at}
    plan: list[Capture] = []
    while len(plan) < missing:
        best: tuple[int, str, Any] | None = None
        for u in capturers:
            done, cell = ready[u.id]
            for vp in free:
                ap = fields[vp.id, u.unit_type.move_class].get(cell)
                if ap == travel.INF:
                    continue
                when = done + max(_rounds(ap, u.unit_type.ap), 1) + turns - 1
                if best is None or (when, u.id, vp.id) < (best[0], best[1], best[2].id):
                    best = (when, u.id, vp)
        if best is None:
            return None
        when, uid, vp = best
        plan.append(Capture(uid, vp.id, when))
        ready[uid] = (when, vp.at)
        free.remove(vp)
    return plan
