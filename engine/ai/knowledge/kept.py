"""What a side's player keeps of its reading from one decision to the next (issue 37):
its units' snapshots and the lists of them its last decision read (engine/rules/
seen_snapshots.py), and the worth of its units' types. Shortcuts only: a deep copy of the
player starts without them (copying them would copy the catalog records they hold)."""

from __future__ import annotations

import operator
from typing import Any

from engine.rules.unit_views import UnitSnapshot


class FreshWhenCopied:
    """Work kept only as a shortcut: a deep copy of its holder starts with an empty one of
    the same class (copying it would copy the catalog records it holds)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return type(self)()


class KeptSnapshots(FreshWhenCopied, dict[str, tuple[Any, ...]]):
    """Unit id -> its last snapshot, the values it was made of, and the unit with its
    change number (`engine.rules.unit_views.unit_snapshot`):
    a shortcut only, so a deep copy of the player starts without it rather than copying
    the catalog records the snapshots hold. `last`: the lists of the side's last call
    (engine/rules/seen_snapshots.py `KeptLists`), updated from the units changed since."""

    last: Any = None
    # (the lists' version, their places, what the worth read, unit id -> its worth):
    # `SideView.unit_values` of the last decision
    worth: tuple[Any, ...] | None = None


class KeptTypeValues(FreshWhenCopied, dict[tuple[str, bool], float]):
    """(unit type id, whether the mission has victory points) -> a unit's worth before its
    objectives and cargo (`SideView.type_value`), for the catalog and config of `owner`;
    a deep copy of the player starts without them (as `KeptSnapshots`)."""

    owner: tuple[Any, Any] = (None, None)


def same_worth(held: tuple[Any, ...], now: tuple[Any, ...]) -> bool:
    """The catalog and config the same objects, the points and objective units alike."""
    return held[0] is now[0] and held[1] is now[1] and held[2:] == now[2:]


def same_units(mine: list[UnitSnapshot], kept: list[UnitSnapshot]) -> bool:
    """The view's list holds the kept list's snapshots, place for place."""
    return len(mine) == len(kept) and all(map(operator.is_, mine, kept))
