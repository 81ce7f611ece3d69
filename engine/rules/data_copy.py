"""`copy.deepcopy` of the game's plain data (events, actions, the turn system's
bookkeeping), made without deepcopy's dispatch for each value: a side's new events are
copied for every AI decision (`events_for`), and deepcopy spent about 80 µs an event.

The copy is deepcopy's own: dicts and lists copied (in order), an object met twice copied
once (the memo, by id, as deepcopy keeps it), strings, numbers, booleans and None given
as they are (deepcopy gives them as they are too), a tuple of those too, a set of those
or of such tuples as a new set, the plain records named by `copied_as_data` (the game
state's, engine/rules/state.py: `clone_state`, the hard level's every rollout) made anew
with their fields copied so, anything else handed to `copy.deepcopy` with the same memo.
tests/engine/rules/test_data_copy.py holds it equal to deepcopy, sharing included (and
tests/engine/rules/test_rollout_copies.py a state's clone to deepcopy's, object for
object). `tree_copy` is the same copy of a value with no list or dict met twice, made
without the memo (a side's kept events, a redacted turn info)."""

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
    if kind is tuple:
        # a tuple of atoms (a cell) is its own copy: deepcopy gives it as it is, unmemoed
        return value if _atoms(value) else copy.deepcopy(value, memo)
    found = memo.get(id(value))
    if found is not None:
        return found
    if kind is set and all(type(v) in _ATOMS or (type(v) is tuple and _atoms(v))
                           for v in value):
        out_set = memo[id(value)] = set(value)  # deepcopy's: a new set of the same items
        _keep_alive(value, memo)
        return out_set
    if kind in _RECORDS:
        return _record_copy(value, kind, memo)
    return copy.deepcopy(value, memo)


def tree_copy(value: Any) -> Any:
    """`data_copy(value)` of a value none of whose lists and dicts is met twice (a tree:
    a side's kept event, a redacted turn info), made without the memo."""
    kind = type(value)
    if kind is dict:
        return {k if type(k) in _ATOMS else data_copy(k): v if type(v) in _ATOMS
                else tree_copy(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else tree_copy(v) for v in value]
    return data_copy(value)


def _atoms(values: tuple[Any, ...]) -> bool:
    for v in values:
        if type(v) not in _ATOMS:
            return False
    return True


def copied_as_data(*kinds: type) -> None:
    """Let `data_copy` copy these classes' objects as deepcopy does a plain record (a
    class with neither `__deepcopy__`, `__reduce__`, `__getstate__` nor slots of its own):
    a new object of the class, its `__dict__` copied (with the same memo), handed to its
    `__setstate__` if it has one, else set as its `__dict__`."""
    for kind in kinds:
        assert not any(name in vars(kind) for name in (
            "__deepcopy__", "__reduce__", "__reduce_ex__", "__getstate__", "__slots__")), kind
    _RECORDS.update(kinds)


_RECORDS: set[type] = set()


def _record_copy(value: Any, kind: type, memo: dict[int, Any]) -> Any:
    """deepcopy's `_reconstruct` of a plain record (`copied_as_data`)."""
    out = kind.__new__(kind)
    memo[id(value)] = out
    state = data_copy(value.__dict__, memo)
    setstate = getattr(out, "__setstate__", None)
    if setstate is not None:
        setstate(state)
    elif state:
        out.__dict__.update(state)
    _keep_alive(value, memo)
    return out


def _keep_alive(value: Any, memo: dict[int, Any]) -> None:
    """As deepcopy keeps every object it copied alive until it is done (an id in the
    memo must not be taken by a new object meanwhile)."""
    try:
        memo[id(memo)].append(value)
    except KeyError:
        memo[id(memo)] = [value]
