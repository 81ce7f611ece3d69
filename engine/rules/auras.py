"""The sides' auras of a second shot (A1.2: next to a friendly supply truck, within reach
of the friendly general), read by `engine.rules.fire.shots_allowed`: the sources of each
side and the cells they cover, worked out once while a position is read and kept from
one position to the next while they stay the same (issue 37: every unit of both sides
asks at every AI decision)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from engine.grid import Cell
from engine.rules import vision
from engine.rules.state import GameState, UnitState, changed_since, state_changes


def aura_cells(state: GameState, side: str) -> dict[Cell, tuple[str, ...]]:
    """Cell -> the ids of the side's units granting a second shot there (`aura_sources`,
    each on the cells within its reach): worked out once per side while the position is
    read, and kept from one position to the next while the sources stand where they did
    (most actions move none of them)."""
    found = vision.recall(state, ("aura cells", side))  # asked by every unit: no closure
    if found is not None:
        return found  # type: ignore[no-any-return]

    def compute() -> dict[Cell, tuple[str, ...]]:
        grid = state.grid
        sources = aura_sources(state, side)
        key = (type(grid), grid.width, grid.height,
               tuple((other.id, other.at, reach) for other, reach in sources))
        held = _AURA_KEPT.get(side)
        if held is not None and held[0] == key:
            return held[1]
        distance = grid.distance
        out: dict[Cell, tuple[str, ...]] = {}
        for other, reach in sources:
            at = other.at
            assert at is not None
            for cell in grid.cells_within(at, reach):
                if distance(at, cell) <= reach:
                    out[cell] = (*out.get(cell, ()), other.id)
        _AURA_KEPT[side] = (key, out)
        return out
    return vision.remembered(state, ("aura cells", side), compute)


# side -> (its aura sources as (id, cell, reach) on a grid of a kind and size, the cells
# they cover): `aura_cells` of the last position, a function of the key alone
_AURA_KEPT: dict[str, tuple[tuple[Any, ...], dict[Cell, tuple[str, ...]]]] = {}


def aura_sources(state: GameState, side: str) -> list[tuple[UnitState, int]]:
    """The side's units on the map that grant a second shot, with their reach (A1.2): a
    short list, worked out once per side while the position is read, and kept from one
    position to the next while no unit changed that is one or could become one."""
    return vision.remembered(state, ("auras", side), lambda: _kept_sources(state, side))


def _kept_sources(state: GameState, side: str) -> list[tuple[UnitState, int]]:
    """`aura_sources` from the last list of this state and side: the units changed since
    (`UnitState.changed`; the count is shared) are looked at, and the list is made anew
    only when one of them is in it or is now to be (it came, went, boarded or landed).
    The list holds the units themselves, so one that moved is still in its place."""
    key = (id(state), side)
    kept = _SOURCES_KEPT.get(key)
    if kept is not None and kept[0]() is state and kept[1] is state.catalog:
        tick, members, known = kept[2], kept[4], kept[5]
        now = next(state_changes())
        recent = changed_since(state, tick)
        for u in state.units.values() if recent is None else recent:
            if u.changed > tick and (u.id in members or _reach_of(state, u, side,
                                                                  known) >= 0):
                break  # a source changed, or a unit became one: the list anew
        else:
            _SOURCES_KEPT[key] = (kept[0], kept[1], now, kept[3], members, known)
            return kept[3]  # type: ignore[no-any-return]
    tick = next(state_changes())
    reaches: dict[int, int] = {}
    found = [(u, reach) for u in state.units.values()  # state.living(side), no generator
             if (reach := _reach_of(state, u, side, reaches)) >= 0]
    _SOURCES_KEPT[key] = (weakref.ref(state, _forget_sources(key)), state.catalog, tick, found,
                          frozenset(u.id for u, _ in found), reaches)
    return found


def _reach_of(state: GameState, u: UnitState, side: str, reaches: dict[int, int]) -> int:
    """The unit's aura reach if it is a source of the side now (living, on the map), else
    -1; `reaches`: id() of a unit type -> its reach (-1: none), each type read once."""
    if not u.alive or u.side != side or u.at is None:
        return -1
    t = u.type
    reach = reaches.get(id(t))
    if reach is None:
        rules = state.catalog.rules
        reach = -1
        if t.has("double_shot_aura"):
            reach = rules.double_shot_supply_truck_distance
        if t.has("aura_general"):
            reach = max(reach, rules.double_shot_general_radius)
        reaches[id(t)] = reach
    return reach


# (id(state), side) -> (the state, weakly; its catalog; the last change number read; the
# side's aura sources, their ids; id() of a unit type -> its reach)
_SOURCES_KEPT: dict[tuple[int, str], tuple[Any, ...]] = {}


def _forget_sources(key: tuple[int, str]) -> Callable[[Any], object]:
    return lambda _: _SOURCES_KEPT.pop(key, None)
