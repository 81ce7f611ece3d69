"""Lists of a state's units kept from one position to the next (issue 37): the units on
alert (asked at every step of a move and after every action) and a side's living units
(each side's sight after every action). Each is a test of a unit's own values (those
that number it: `UnitState.changed`), so a kept list stays true while no unit changed
since (`changed_since`: only those are looked at) passes or fails the test otherwise
than it did, and the state holds as many units."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from engine.rules.state import GameState, UnitState, changed_since, kept_ref, state_changes

Test = Callable[[UnitState], bool]


def kept_units(state: GameState, key: Hashable, test: Test
               ) -> tuple[list[UnitState], frozenset[str]]:
    """The state's units that pass `test` (a function of their own values alone, the
    same for one `key`), in the state's order, and their ids: the last answer for this
    state and key while the units changed since pass or fail it as they did."""
    held = _KEPT.get((id(state), key))
    if held is not None and held[0]() is state and held[2] == len(state.units):
        tick, found, ids = held[1], held[3], held[4]
        now = next(state_changes())
        recent = changed_since(state, tick)
        for u in state.units.values() if recent is None else recent:
            if u.changed > tick and test(u) != (u.id in ids):
                break  # one came or went: the list anew
        else:
            _KEPT[(id(state), key)] = (held[0], now, held[2], found, ids)
            return found, ids
    tick = next(state_changes())
    found = [u for u in state.units.values() if test(u)]
    ids = frozenset(u.id for u in found)
    where = (id(state), key)
    _KEPT[where] = (kept_ref(_KEPT, where, held, state), tick, len(state.units), found, ids)
    return found, ids


# (id(state), key) -> (the state, weakly; the last change number read; its number of
# units; the units that passed the test then, their ids)
_KEPT: dict[tuple[int, Hashable], tuple[Any, ...]] = {}


def on_alert(u: UnitState) -> bool:
    """On alert, living, on the map."""
    return u.alert and u.alive and u.at is not None


def living_of(side: str) -> Test:
    """The test of a living unit of `side` (one function a side: kept as its key's)."""
    test = _LIVING.get(side)
    if test is None:
        test = _LIVING[side] = lambda u: u.alive and u.side == side
    return test


_LIVING: dict[str, Test] = {}
