"""The fairness check's copies (tests/engine/ai/test_ai_fairness.py): the game cloned and
the player copied at every checked decision, as `copy.deepcopy` copies them, in half the
time, the player going on with its side-turn on the clone."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

# The game is cloned (and perturbed) and the player copied at every checked decision: the
# copy's choice on the clone starts from the very state of the player's own in the game. `copy.deepcopy` walks every element of a tuple to find, in the end,
# that a tuple of numbers and texts is shared, not copied; most of the check's time went in
# that walk through the cells and costs of the game and of the player's turn cache. While
# `copies_of_the_same` is on, such a tuple is shared straight away, and a list or dict of
# them copied with `list` or `dict`: the same copies, in half the time
# (test_the_copies_are_deepcopys holds them to deepcopy's).
#
# The player remembers its side-turn (which units are done with a phase, the turn's plan,
# the events it has read) under the game's number, `game.serial`: a copy of the player
# taken for a clone of the game would start the side-turn afresh on it, deciding at every
# step as at a turn's start and at twelve times the player's cost. `copies_of_the_same(
# game, twin)` copies the player as `copy.deepcopy((game, player))` would if the memory
# held the game itself: the memory of `game` becomes the memory of `twin` (the number
# game.serial in the copy's tuples becomes twin.serial), so the copy decides on the twin what
# the player decides on the game (test_a_copy_goes_on_with_the_players_side_turn).
ATOMS = frozenset({int, float, complex, bool, str, bytes, type(None)})
ATOMS_AND_TUPLES = ATOMS | {tuple}
_RENAMED: list[int] = []  # [game.serial, twin.serial] while a player is copied for a twin


def frozen(value: Any) -> bool:
    kind = type(value)
    return kind in ATOMS or (kind is tuple and all_frozen(value))


def all_frozen(items: Any, kinds: set[type] | None = None) -> bool:
    """`all(map(frozen, items))`, the items' types read at C speed (`kinds`, when the
    caller has them): a travel field's list of 16,384 numbers is one set of one type, not
    16,384 calls, and a list of cells one set for the cells and one for all their
    numbers (the tuples' items are looked into a level at a time)."""
    kinds = set(map(type, items)) if kinds is None else kinds
    if kinds <= ATOMS:
        return True
    if not kinds <= ATOMS_AND_TUPLES:
        return False
    tuples = items if len(kinds) == 1 else [v for v in items if type(v) is tuple]
    return all_frozen(list(itertools.chain.from_iterable(tuples)))


def naming(value: Any) -> bool:
    """A tuple with the game's identity among its items (the memory's keys are flat tuples:
    test_the_copies_are_deepcopys finds no other place it is in)."""
    return type(value) is tuple and _RENAMED[0] in value


def names_the_game(items: Any, kinds: set[type]) -> bool:
    """`any(map(naming, items))` at C speed (`kinds`: the items' types): the game's
    identity looked for in all the tuples' items at once (a cost map's keys are cells)."""
    if tuple not in kinds:
        return False
    tuples = items if len(kinds) == 1 else [v for v in items if type(v) is tuple]
    return _RENAMED[0] in itertools.chain.from_iterable(tuples)


def renamed(value: tuple) -> tuple:
    """The tuple with the game's identity replaced by the twin's."""
    old, new = _RENAMED
    return tuple(new if type(v) is int and v == old else v for v in value)


def _copy_tuple(value: tuple, memo: dict[int, Any], deepcopy: Any = copy.deepcopy) -> Any:
    if all_frozen(value):
        return renamed(value) if _RENAMED and naming(value) else value
    return _DEEPCOPY[tuple](value, memo, deepcopy)


def _copy_list(value: list, memo: dict[int, Any], deepcopy: Any = copy.deepcopy) -> Any:
    kinds = set(map(type, value))
    if all_frozen(value, kinds):
        memo[id(value)] = twin = list(value)
        if _RENAMED and names_the_game(value, kinds):
            for k in [k for k, v in enumerate(value) if naming(v)]:
                twin[k] = renamed(value[k])
        return twin
    if kinds == {list} and set(map(type, itertools.chain.from_iterable(value))) <= ATOMS:
        # a list of lists of numbers and texts (an event's path of cells): each inner list
        # copied once, as deepcopy does (through the memo: one list twice, one copy)
        memo[id(value)] = twin = []
        keep = memo.setdefault(id(memo), [])
        for v in value:
            found = memo.get(id(v))
            if found is None:
                found = memo[id(v)] = list(v)
                keep.append(v)
            twin.append(found)
        return twin
    return _DEEPCOPY[list](value, memo, deepcopy)


def _copy_dict(value: dict, memo: dict[int, Any], deepcopy: Any = copy.deepcopy) -> Any:
    keys, values = set(map(type, value)), set(map(type, value.values()))
    if all_frozen(value, keys) and all_frozen(value.values(), values):
        memo[id(value)] = twin = dict(value)
        if _RENAMED and (names_the_game(value, keys)
                         or names_the_game(value.values(), values)):
            for k in [k for k, v in value.items() if naming(k) or naming(v)]:
                v = twin.pop(k)
                twin[renamed(k) if naming(k) else k] = renamed(v) if naming(v) else v
        return twin
    if keys <= ATOMS:  # texts for keys (an event): deepcopy but for its calls on them
        memo[id(value)] = twin = {}
        for k, v in value.items():
            twin[k] = v if type(v) in ATOMS else deepcopy(v, memo)
        return twin
    return _DEEPCOPY[dict](value, memo, deepcopy)


_DISPATCH = copy._deepcopy_dispatch  # type: ignore[attr-defined]
_DEEPCOPY = {kind: _DISPATCH[kind] for kind in (tuple, list, dict)}
_SHORT = {tuple: _copy_tuple, list: _copy_list, dict: _copy_dict}


@contextmanager
def copies_of_the_same(game: Any = None, twin: Any = None) -> Iterator[None]:
    """`copy.deepcopy` (and so `Game.clone`) with the short ways above; with a game and its
    twin, a player copied meanwhile goes on with its memory of the game on the twin."""
    _DISPATCH.update(_SHORT)
    if game is not None:
        _RENAMED[:] = [game.serial, twin.serial]
    try:
        yield
    finally:
        _DISPATCH.update(_DEEPCOPY)
        _RENAMED.clear()


# The turn cache's tables of work made once and never changed after (view_danger.py
# `opportunity_cover`, `indirect_alert_cover`; flank.py `firing_cells`): key -> a table
# (cell -> shots, enemy cell -> firing cells) worked out from all the key names. And its
# enemies' parts (`enemy_parts`: (the terrain version, key -> an enemy's cells)), each
# part a list or tuple never changed after either.
WORK_TABLES = ("opportunity", "firing")


def _turn_cache_copy(cache: Any, memo: dict[int, Any]) -> Any:
    """`copy.deepcopy(cache, memo)` (its own `TurnCache.__deepcopy__`), but for its tables
    of work and its enemies' parts: each a new dict of the same tables and parts, shared,
    not copied. The copy's work goes into its own dicts as into deep copies of them, and
    the tables it finds are those a deep copy finds, unchanged by anyone since; copying
    them at every checked decision was most of the cost of a copy of the player on a big
    map (Grey Meadow's thousands of cells' shots, firing cells and parts in a side-turn)."""
    for name in WORK_TABLES:
        table = getattr(cache, name)
        if id(table) not in memo:
            memo[id(table)] = dict(table)
            memo.setdefault(id(memo), []).append(table)  # as deepcopy keeps it
    parts = cache.parts
    if parts is not None and id(parts) not in memo:
        memo[id(parts)] = (parts[0], dict(parts[1]))
        memo.setdefault(id(memo), []).append(parts)
    return cache.__deepcopy__(memo)


def copy_for(player: Any, game: Any, twin: Any) -> Any:
    """A deep copy of the player that goes on with its side-turn on `twin`, a clone of
    `game` (a perturbed one, maybe), its turn caches' tables of work shared
    (`_turn_cache_copy`)."""
    from engine.ai.view import TurnCache

    with copies_of_the_same(game, twin):
        _DISPATCH[TurnCache] = _turn_cache_copy
        try:
            return copy.deepcopy(player)
        finally:
            del _DISPATCH[TurnCache]


def twin_of(game: Any) -> Any:
    """`game.clone()` sharing the game's own whole logs (`history`, `events`), not copies
    of them: a checked decision reads neither (a side reads its own channel, `events_for`
    and `history_for`, which the clone copies), and the twin is never played on, so they
    stay the game's (check_decision holds their length). Copying them at every checked
    decision was a fifteenth of the checks' time (every event since the game began).
    The map (`state.terrain`) is shared too: no perturbation changes it, and a map
    changes only by `set_terrain`, which numbers it anew (check_decision holds the
    twin's number: nothing set a cell of it); copying a big map's 16,384 cells was half
    the clone."""
    state = game.state
    logs, terrain = (game.history, game.events), state.terrain
    game.history, game.events = [], []
    state.terrain = []
    try:
        twin = game.clone()
    finally:
        game.history, game.events = logs
        state.terrain = terrain
    twin.history, twin.events = logs
    twin.state.terrain = terrain
    return twin


def carry_kept_work(earlier: Any, going: Any) -> None:
    """Give `going`, a copy of the player for this checked decision, the kept work of
    `earlier`, the copy checked at the decision before (its travel costs, graphs and
    fields, its terrain's codes, its lines of fire and cover: `TERRAIN_KEYED`; the work
    its search's rollouts share, `SharedWork`), for the player and for each of its
    search's own players: a copy of the player starts without them (view.py
    `TurnCache.__deepcopy__`), and working them out again was most of what a copy's
    decision cost more than the player's.

    Only what a checked copy worked out is carried, never the player's: every one of
    `earlier`'s was worked out on a perturbed twin (the first copy of a check starts
    without any), so a leak through kept work (work that read what the side does not
    see) shows as before: the copy's work of a perturbed game against the player's of the
    real one (test_control_a_leak_through_the_kept_travel_costs_fails_the_check). The
    work is kept by all it reads of what the side knows (the terrain version, the
    features, the seen threats), so a copy finds in it what it would work out itself, as
    the player does in its own."""
    from engine.ai.view import TERRAIN_KEYED

    shared: dict[int, Any] = {}  # a copy's fresh SharedWork -> the earlier copy's
    for old, new in _players(earlier, going):
        if old._search_work is not None and new._search_work is not None:
            shared[id(new._search_work)] = old._search_work
        for name in TERRAIN_KEYED:
            setattr(new._cache, name, getattr(old._cache, name))
        shared.setdefault(id(new._cache.shared_work), old._cache.shared_work)
    for _, new in _players(earlier, going):
        if new._search_work is not None:
            new._search_work = shared.get(id(new._search_work), new._search_work)
        new._cache.shared_work = shared.get(id(new._cache.shared_work),
                                            new._cache.shared_work)


def _players(earlier: Any, going: Any) -> list[tuple[Any, Any]]:
    """The two copies' players, the searcher's first, then its search's own (those both
    have: a search's players are made at the player's first search)."""
    return [(earlier, going), *zip(earlier._inner or (), going._inner or (), strict=False)]

