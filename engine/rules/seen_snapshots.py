"""A side's snapshots of the units it sees (`Game.seen_snapshots`, the AI's every
decision): its own living units and the enemies it spots, as `UnitSnapshot`s, the last
decision's snapshot of a unit given again when nothing it reads has changed (issue 37).

A unit's snapshot reads the unit's own values (numbered by `UnitState.changed`), its
cargo and the weapons it used (changed in place, unnumbered: compared), its shots left
(the type's shots, or the aura's bonus where its side's aura cells reach it:
engine/rules/auras.py) and its camouflage (its cell's cover: worked out again for a type
that may be camouflaged). Its shots left read the aura only on its own cell, so a unit
whose number, cargo and weapons used are those of its kept snapshot, and whose side's
aura cells hold on its cell what they held then, has the same snapshot: it is given
again without working out its shots and camouflage (`unit_snapshot` would find the same
values and give it too)."""

from __future__ import annotations

from typing import Any

from engine.rules import fire, vision
from engine.rules.auras import aura_cells
from engine.rules.state import GameState, UnitState
from engine.rules.unit_views import NOT_READ, UnitSnapshot, unit_snapshot


def seen_snapshots(state: GameState, side: str, unknown: frozenset[str] | set[str],
                   kept: dict[str, Any] | None = None,
                   ) -> tuple[list[UnitSnapshot], list[UnitSnapshot]]:
    """The snapshots of the side's own living units (cargo included) and the enemies it
    spots on the map, leaving out the `unknown` units (`Game.seen_snapshots`); `kept`:
    the last ones (`unit_snapshot`), given again where nothing they read has changed."""
    spotted = vision.spotted_ids(state, side)
    shots = fire.shots_reader(state)
    able: dict[int, bool] = {}  # id() of a unit type -> whether it has "camouflage"

    def may_hide(u: UnitState) -> bool:
        """Whether the unit's type has "camouflage", read once a type (most have none)."""
        may = able.get(id(u.type))
        if may is None:
            may = able[id(u.type)] = u.type.has("camouflage")
        return may

    def camouflaged(u: UnitState) -> bool:
        """`vision.camouflaged`, for a type that may be camouflaged only."""
        return may_hide(u) and vision.camouflaged(state, u)
    # a side's aura cells, once a call: only while the position is read is the dict kept
    # (and its sameness worth anything); None: no snapshot is given again unlooked at
    auras: dict[str, Any] | None = {} if kept is not None and vision.reading() else None
    near: Any = NOT_READ  # the aura's entry on the unit's cell (its ids), or None
    own: list[UnitSnapshot] = []
    enemies: list[UnitSnapshot] = []
    for u in state.units.values():  # state.living(), without the generator
        if not u.alive or (unknown and u.id in unknown):
            continue
        mine = u.side == side
        if not mine and (u.id not in spotted or u.at is None):
            continue
        if auras is not None:
            aura = auras.get(u.side)
            if aura is None:
                aura = auras[u.side] = aura_cells(state, u.side)
            near = None if u.at is None else aura.get(u.at)
            held = kept.get(u.id)  # type: ignore[union-attr]
            hides = able.get(id(u.type))  # `may_hide`, inline
            if hides is None:
                hides = may_hide(u)
            # the kept snapshot's unit, number, aura on its cell, no cargo then or now,
            # the same weapons used, and a type that is never camouflaged
            if held is not None and held[2] is u and held[3] == u.changed \
                    and held[6] == near and not u.cargo and not held[4][3] \
                    and held[5] == u.weapons_used and not hides:
                (own if mine else enemies).append(held[1])
                continue
        if mine:
            own.append(unit_snapshot(u, u.ap, u.ammo, u.fuel,
                                     tuple(u.cargo) if u.cargo else (), shots,
                                     camouflaged, kept, near))
        else:
            t = u.type  # as `SeenEnemyView` shows it: the type's AP, ammunition, fuel
            enemies.append(unit_snapshot(u, t.ap, t.ammo, u.max_fuel, (), shots,
                                         camouflaged, kept, near))
    return own, enemies
