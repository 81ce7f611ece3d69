"""The fire that prepares an attack (A5, A9; issue 32): before its infantry moves in, the
side shoots first the known defenders that keep a shot for it.

A seen enemy on Alert keeps its shot for the first of our units that moves within its
range and line of fire (A9); under `orders` a waiting Hold unit intercepts (RULES.md B).
Smoke, which would blind such a defender, exists only under `phased` (RULES.md B; there
engine/ai/turn_systems/phased.py lays it in the Fire phase): under `sides`, `activation` and `orders`
no unit may lay any, so the preparation the rules allow there is fire. The AI's fire
phase comes before its moves in every side-turn (player.py), so its guns and mortars
(indirect fire only: they stay where they are anyway) take their shots at such a
defender first: while the side attacks (it does not win by not losing), a seen enemy
keeping a shot whose direct fire covers a cell one of the side's fighters that has not
moved yet could reach this side-turn (its AP over `threat_step_ap` a cell) is worth
`kept_shot_target_factor` times more as a target of the guns' fire (not of the moves'
scores, nor of the other units' fire: measured, a rifle that spent its AP on a defender
in its trench went in shorter, docs/ai-log.md). Only what the side
sees: the enemies in sight, their Alert shown (A9), the waiting Hold units its turn
bookkeeping shows (`SideView.waiting`).
"""

from __future__ import annotations

from engine.ai.planner.planning import Judge


def kept_shots(p: Judge) -> set[str]:
    """The seen enemies keeping a shot whose direct fire covers a cell the side's
    fighters that have not moved could reach this side-turn."""
    view, cfg = p.view, p.cfg
    waiting = view.waiting or frozenset()
    if not any(e.at is not None and (e.id in view.alerted or e.id in waiting)
               for e in view.enemies):
        return set()  # no enemy keeps a shot: no fighter need be looked at
    movers = [(u.at, u.ap // max(1, cfg.threat_step_ap)) for u in view.own
              if u.at is not None and p.is_fighter(u.unit_type) and not u.moved
              and u.id not in view.cache.moved]
    if not movers:
        return set()
    dist = view.grid.distance
    out: set[str] = set()
    for e in view.enemies:
        if e.at is None or (e.id not in view.alerted and e.id not in waiting):
            continue
        reach = max((w.max_range for w in e.unit_type.weapons if w.fire == "direct"), default=0)
        if reach and any(dist(e.at, at) <= reach + cells for at, cells in movers):
            out.add(e.id)
    return out


def kept_shot_values(p: Judge, values: dict[str, float]) -> dict[str, float]:
    """`values` with the kept shots' worth raised `kept_shot_target_factor` times, while
    the side attacks (the module's docstring)."""
    factor = p.cfg.kept_shot_target_factor
    if factor == 1 or p.defending:
        return values
    keepers = kept_shots(p)
    if not keepers:
        return values
    out = dict(values)
    for uid in keepers:
        out[uid] = out.get(uid, 0.0) * factor
    return out
