"""A drone's battery (A10; issue 32, `drone_recharge`).

A drone in flight loses a charge at the end of each of its side's side-turns and falls
when the battery is flat; landed within `drone_recharge_distance` of a pilot of its side
at the end of a side-turn, it is full again. Traced on the Eagle's Nest (docs/ai-log.md): the
sky's recon drone, its eyes, flew until its battery was flat in round 4 of every game,
and from then on the sky's tanks drove blind into the kept shots of defenders they had
seen and could see no more.

With `drone_recharge` N > 0, a drone in flight with N charges left or fewer goes to the
cells beside a pilot (goal_rules.py `need`: the goal "recharge") and lands on reaching
one (player_orders.py `_recharge`); landed there and not yet full, it stays, and so does
the pilot beside it, until the side-turn's end recharges it. Only the side's own units
are read."""

from __future__ import annotations

from typing import Any

from engine.ai.view import SideView


def recharging(view: SideView, charges: int) -> frozenset[str]:
    """The side's units that keep still this side-turn for a drone's recharge: each landed
    drone with `charges` charges or fewer and a pilot within the recharge distance, and
    that pilot (0: none)."""
    if charges <= 0:
        return frozenset()
    near = view.rules.drone_recharge_distance
    dist = view.grid.distance
    pilots = [u for u in view.own if u.at is not None and u.unit_type.has("pilot")]
    out: set[str] = set()
    for u in view.own:  # the drones first: every own unit, every decision
        if not u.unit_type.is_drone or not on_last_charges(u, charges) or u.flying \
                or u.at is None:
            continue
        beside = [p for p in pilots if dist(p.at, u.at) <= near]  # type: ignore[arg-type]
        if beside:
            out.add(u.id)
            out.add(min(beside, key=lambda p: (dist(p.at, u.at), p.id)).id)  # type: ignore[arg-type]
    return frozenset(out)


def on_last_charges(unit: Any, charges: int) -> bool:
    """A drone with `charges` charges left or fewer (0: none is)."""
    return charges > 0 and bool(unit.unit_type.is_drone) and unit.fuel is not None \
        and unit.fuel <= charges
