"""`copy.deepcopy` of the game's plain data (events, actions, the turn system's
bookkeeping), made without deepcopy's dispatch for each value: a side's new events are
copied for every AI decision (`events_for`), and deepcopy spent about 80 µs an event.

The copy is deepcopy's own: dicts and lists copied (in order), an object met twice copied
once (the memo, by id, as deepcopy keeps it), strings, numbers, booleans and None given
as they are (deepcopy gives them as they are too), anything else (tuples, records of the
rules) handed to `copy.deepcopy` with the same memo. tests/engine/rules/test_data_copy.py
holds it equal to deepcopy, sharing included.
"""

from __future__ import annotations

import copy
from typing import Any

_ATOMS = frozenset({str, int, float, bool, type(None)})


def data_copy(value: Any, memo: dict[int, Any] | None = None) -> Any:
    """`copy.deepcopy(value, memo)`, the same copy."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if memo is None:
        memo = {}
    if kind is dict:
        found = memo.get(id(value))
        if found is not None:
            return found
        out: dict[Any, Any] = {}
        memo[id(value)] = out
        _keep_alive(value, memo)
        for k, v in value.items():
            out[k if type(k) in _ATOMS else data_copy(k, memo)] = (
                v if type(v) in _ATOMS else data_copy(v, memo))
        return out
    if kind is list:
        found = memo.get(id(value))
        if found is not None:
            return found
        items: list[Any] = []
        memo[id(value)] = items
        _keep_alive(value, memo)
        items.extend(v if type(v) in _ATOMS else data_copy(v, memo) for v in value)
        return items
    return copy.deepcopy(value, memo)


def _keep_alive(value: Any, memo: dict[int, Any]) -> None:
    """As deepcopy keeps every object it copied alive until it is done (an id in the
    memo must not be taken by a new object meanwhile)."""
    try:
        memo[id(memo)].append(value)
    except KeyError:
        memo[id(memo)] = [value]
