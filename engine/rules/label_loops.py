"""The pathfinder's label-setting loops (A3), apart from the rules of a move.

`engine.rules.movement._search` sets up a search and calls `plain_loop` for a unit that
burns no fuel or `fuel_loop` for one that does (`general_loop` only when a step costs
less than nothing); `path_of` and `paths_of` read a path back from the labels.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import NamedTuple

from engine.grid import Cell
from engine.rules.state import GameState


class Step(NamedTuple):
    """What entering a cell costs a unit."""
    ap: int
    fuel: int
    stop: bool  # entering ends the move (own finished building, A3)


def plain_loop(state: GameState, start: Cell, ap_budget: int, layer: dict[Cell, str],
                unseen: frozenset[Cell], goal: Cell | None,
                labels: list[tuple[Cell, int, int, int]], heap: list[tuple[int, int, int]],
                result: dict[Cell, tuple[int, int, int]],
                step_cost: Callable[[Cell], Step | None]
                ) -> dict[Cell, tuple[int, bool] | None]:
    """`_search`'s loop for a unit that burns no fuel: every label has fuel 0, so a cell's
    first label settled is its only one (the hottest loop of a move). A label is never
    the first settled on its cell when one as cheap was pushed there before it: such a
    label is not pushed (`pushed`). The others are the general loop's labels in its
    order: the same reach and the same paths, with about 0.6 of the labels
    (tests/engine/rules/test_plain_search.py).

    The labels come off in order of (AP, push order), as from `heap`, but from a list of
    label indices for each AP the search reaches (a step costs a whole number of AP, none
    less than nothing: the first step that does sends the search to `heap_plain_loop`,
    the heap's own loop, from the start). A cell's pushed labels have ever lower AP, so
    the one to settle is the one with its least (`pushed[cell]`); a cell whose least is
    at most the AP at hand is settled or comes before any label this one could push
    (the same test as "settled already", with one look-up)."""
    if heap != [(0, 0, 0)] or len(labels) != 1 or result:
        return heap_plain_loop(state, start, ap_budget, layer, unseen, goal, labels, heap,
                               result, step_cost)
    costs: dict[Cell, tuple[int, bool] | None] = {}  # a cell's (AP to enter, stop)
    costs_get = costs.get
    pushed: dict[Cell, int] = {start: 0}  # the least AP of a label pushed for the cell
    pushed_get = pushed.get
    known = state._neighbour_cache
    neighbours = state.neighbours
    append = labels.append
    # made as the search reaches further (a budget may be "unlimited": analysis.py)
    buckets: list[list[int]] = [[0]]
    for ap, bucket in enumerate(buckets):
        i = 0
        while i < len(bucket):  # a step of no AP adds to the list at hand
            index = bucket[i]
            i += 1
            cell = labels[index][0]
            if pushed[cell] != ap:
                continue  # a cheaper label of the cell was pushed after it: settled
            if index:  # not the start
                if cell not in layer or cell in unseen:
                    result[cell] = (ap, 0, index)
                    if cell == goal:
                        return costs
                if costs[cell][1]:  # type: ignore[index]
                    continue
            around = known.get(cell)
            for nxt in around if around is not None else neighbours(cell):
                least = pushed_get(nxt)
                if least is not None and least <= ap:
                    continue
                cost = costs_get(nxt, _UNASKED)
                if cost is _UNASKED:
                    found = step_cost(nxt)
                    if found is None:
                        cost = costs[nxt] = None
                    elif found.ap < 0:
                        labels[1:] = []
                        result.clear()
                        heap[:] = [(0, 0, 0)]
                        return heap_plain_loop(state, start, ap_budget, layer, unseen, goal,
                                               labels, heap, result, step_cost)
                    else:
                        cost = costs[nxt] = (found.ap, found.stop)
                if cost is None:
                    continue
                n_ap = ap + cost[0]  # type: ignore[index]
                if n_ap > ap_budget or (least is not None and least <= n_ap):
                    continue
                pushed[nxt] = n_ap
                while len(buckets) <= n_ap:
                    buckets.append([])
                buckets[n_ap].append(len(labels))
                append((nxt, n_ap, 0, index))
    return costs


_UNASKED = object()  # `plain_loop`: a cell whose step cost was not looked up yet


def heap_plain_loop(state: GameState, start: Cell, ap_budget: int,
                    layer: dict[Cell, str], unseen: frozenset[Cell], goal: Cell | None,
                    labels: list[tuple[Cell, int, int, int]],
                    heap: list[tuple[int, int, int]], result: dict[Cell, tuple[int, int, int]],
                    step_cost: Callable[[Cell], Step | None]
                    ) -> dict[Cell, tuple[int, bool] | None]:
    """`plain_loop` with a heap (for any step costs, one less than nothing among them):
    every label has fuel 0, so a cell's first label settled is its only one, with the
    checks that end in "settled already" made first. The heap gives labels in order of
    (AP, push order), so a label is never the first settled on its cell when one as cheap
    was pushed there before it: such a label is not pushed (`pushed`)."""
    settled: set[Cell] = set()
    costs: dict[Cell, tuple[int, bool] | None] = {}  # a cell's (AP to enter, stop)
    pushed: dict[Cell, int] = {}  # the least AP of a label pushed for the cell so far
    pushed_get = pushed.get
    known = state._neighbour_cache
    neighbours = state.neighbours
    pop, push, append = heapq.heappop, heapq.heappush, labels.append
    while heap:
        ap, _, index = pop(heap)
        cell = labels[index][0]
        if cell in settled:
            continue
        settled.add(cell)
        if cell != start:
            if cell not in layer or cell in unseen:
                result[cell] = (ap, 0, index)
                if cell == goal:
                    break
            here = costs[cell]
            if here is not None and here[1]:
                continue
        around = known.get(cell)
        for nxt in around if around is not None else neighbours(cell):
            if nxt == start or nxt in settled:
                continue
            if nxt in costs:
                cost = costs[nxt]
            else:
                found = step_cost(nxt)
                cost = costs[nxt] = None if found is None else (found.ap, found.stop)
            if cost is None:
                continue
            n_ap = ap + cost[0]
            if n_ap > ap_budget:
                continue
            least = pushed_get(nxt)
            if least is not None and least <= n_ap:
                continue  # never settled: one as cheap, pushed before it, comes first
            pushed[nxt] = n_ap
            append((nxt, n_ap, 0, index))
            push(heap, (n_ap, 0, len(labels) - 1))
    return costs


class NegativeStep(Exception):
    """A step costs less than nothing: `fuel_loop`'s shortcut does not hold."""


def fuel_loop(state: GameState, start: Cell, ap_budget: int, fuel_budget: int | None,
              layer: dict[Cell, str], unseen: frozenset[Cell], goal: Cell | None,
              labels: list[tuple[Cell, int, int, int]], heap: list[tuple[int, int, int]],
              result: dict[Cell, tuple[int, int, int]],
              step_cost: Callable[[Cell], Step | None]
              ) -> dict[Cell, tuple[int, int, bool] | None] | None:
    """`_search`'s loop for a unit that burns fuel. With no step of negative cost the
    labels come in order of (AP, fuel, push order), so every label settled on a cell
    before has no more AP than the one at hand: it is dominated exactly when one settled
    there burnt no more fuel, and as each label kept burns less fuel than those before
    it, when the last one kept did (`settled` holds it). None (and the caller's general
    loop) when a step costs less than nothing.

    A label is not pushed where one pushed on the cell before it has no more AP and no
    more fuel (`pushed`: the last one): that one comes off first, so this one would come
    off dominated and never be expanded (about 0.6 of the labels a vehicle's search on a
    big map pushed). The labels expanded, and their order, are those of the loop that
    pushes every label: the same reach, the same paths (tests/engine/rules/
    test_fuel_search.py).

    The labels come off a small heap of (fuel, label index) for each AP it reaches,
    in the order the one heap of (AP, fuel, label index) gives them (`heap_fuel_loop`,
    kept for the tests): a step of no AP pushes onto the heap at hand."""
    if heap != [(0, 0, 0)] or len(labels) != 1 or result:
        return heap_fuel_loop(state, start, ap_budget, fuel_budget, layer, unseen, goal,
                              labels, heap, result, step_cost)
    settled: dict[Cell, int] = {}  # a cell's least fuel among the labels settled on it
    settled_get = settled.get
    pushed: dict[Cell, tuple[int, int]] = {}  # the (AP, fuel) last pushed on a cell
    pushed_get = pushed.get
    costs: dict[Cell, tuple[int, int, bool] | None] = {}  # (AP, fuel to enter, stop)
    known = state._neighbour_cache
    neighbours = state.neighbours
    pop, push, append = heapq.heappop, heapq.heappush, labels.append
    fuel_cap = INF_FUEL if fuel_budget is None else fuel_budget
    buckets: list[list[tuple[int, int]]] = [[(0, 0)]]  # made as the search reaches further
    for ap, bucket in enumerate(buckets):
        while bucket:
            fuel, index = pop(bucket)
            cell = labels[index][0]
            best = settled_get(cell)
            if best is not None and best <= fuel:
                continue
            settled[cell] = fuel
            if cell != start:
                if best is None and (cell not in layer or cell in unseen):
                    result[cell] = (ap, fuel, index)
                    if cell == goal:
                        return costs
                here = costs[cell]
                if here is not None and here[2]:
                    continue
            around = known.get(cell)
            for nxt in around if around is not None else neighbours(cell):
                if nxt == start:
                    continue
                if nxt in costs:
                    cost = costs[nxt]
                else:
                    found = step_cost(nxt)
                    if found is not None and (found.ap < 0 or found.fuel < 0):
                        return None
                    cost = costs[nxt] = None if found is None else (found.ap, found.fuel,
                                                                    found.stop)
                if cost is None:
                    continue
                n_ap, n_fuel = ap + cost[0], fuel + cost[1]
                if n_ap > ap_budget or n_fuel > fuel_cap:
                    continue
                done = settled_get(nxt)
                if done is not None and done <= n_fuel:
                    continue
                last = pushed_get(nxt)
                if last is not None and last[0] <= n_ap and last[1] <= n_fuel:
                    continue  # never expanded: `last` comes off first, as cheap in both
                pushed[nxt] = (n_ap, n_fuel)
                append((nxt, n_ap, n_fuel, index))
                while len(buckets) <= n_ap:
                    buckets.append([])
                push(buckets[n_ap], (n_fuel, len(labels) - 1))
    return costs


def heap_fuel_loop(state: GameState, start: Cell, ap_budget: int,
                   fuel_budget: int | None, layer: dict[Cell, str], unseen: frozenset[Cell],
                   goal: Cell | None, labels: list[tuple[Cell, int, int, int]],
                   heap: list[tuple[int, int, int]], result: dict[Cell, tuple[int, int, int]],
                   step_cost: Callable[[Cell], Step | None]
                   ) -> dict[Cell, tuple[int, int, bool] | None] | None:
    """`fuel_loop` with one heap of (AP, fuel, label index): the same labels pushed in
    the same order (as `fuel_loop` says), None when a step costs less than nothing."""
    settled: dict[Cell, int] = {}  # a cell's least fuel among the labels settled on it
    pushed: dict[Cell, tuple[int, int]] = {}  # the (AP, fuel) last pushed on a cell
    costs: dict[Cell, tuple[int, int, bool] | None] = {}  # (AP, fuel to enter, stop)
    known = state._neighbour_cache
    neighbours = state.neighbours
    pop, push, append = heapq.heappop, heapq.heappush, labels.append
    fuel_cap = INF_FUEL if fuel_budget is None else fuel_budget
    try:
        while heap:
            ap, fuel, index = pop(heap)
            cell = labels[index][0]
            best = settled.get(cell)
            if best is not None and best <= fuel:
                continue
            settled[cell] = fuel
            if cell != start:
                if best is None and (cell not in layer or cell in unseen):
                    result[cell] = (ap, fuel, index)
                    if cell == goal:
                        break
                here = costs[cell]
                if here is not None and here[2]:
                    continue
            around = known.get(cell)
            for nxt in around if around is not None else neighbours(cell):
                if nxt == start:
                    continue
                if nxt in costs:
                    cost = costs[nxt]
                else:
                    found = step_cost(nxt)
                    if found is not None and (found.ap < 0 or found.fuel < 0):
                        raise NegativeStep
                    cost = costs[nxt] = None if found is None else (found.ap, found.fuel,
                                                                    found.stop)
                if cost is None:
                    continue
                n_ap, n_fuel = ap + cost[0], fuel + cost[1]
                if n_ap > ap_budget or n_fuel > fuel_cap:
                    continue
                done = settled.get(nxt)
                if done is not None and done <= n_fuel:
                    continue
                last = pushed.get(nxt)
                if last is not None and last[0] <= n_ap and last[1] <= n_fuel:
                    continue  # never expanded (`fuel_loop`)
                pushed[nxt] = (n_ap, n_fuel)
                append((nxt, n_ap, n_fuel, index))
                push(heap, (n_ap, n_fuel, len(labels) - 1))
    except NegativeStep:
        return None
    return costs


INF_FUEL = float("inf")


def general_loop(state: GameState, start: Cell, ap_budget: int, fuel_budget: int | None,
                 layer: dict[Cell, str], unseen: frozenset[Cell], goal: Cell | None,
                 labels: list[tuple[Cell, int, int, int]], heap: list[tuple[int, int, int]],
                 result: dict[Cell, tuple[int, int, int]],
                 step_cost: Callable[[Cell], Step | None]) -> dict[Cell, Step | None]:
    """The labels' general loop, for any step costs (`_search`'s when a step costs less
    than nothing): a label of (AP, fuel) is pushed unless one settled on its cell
    dominates it (no more AP and no more fuel), and settled unless one settled there
    before does; a cell's first label settled is its reach. Returns the step cost of
    every cell it asked."""
    settled: dict[Cell, list[tuple[int, int]]] = {}
    step_cache: dict[Cell, Step | None] = {}
    neighbours = state.neighbours
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        ap, fuel, index = pop(heap)
        cell = labels[index][0]
        seen = settled.setdefault(cell, [])
        if seen and any(a <= ap and f <= fuel for a, f in seen):
            continue
        seen.append((ap, fuel))
        if cell != start:
            if len(seen) == 1 and (cell not in layer or cell in unseen):
                result[cell] = (ap, fuel, index)
                if cell == goal:
                    break
            cached = step_cache[cell]
            if cached is not None and cached.stop:
                continue
        for nxt in neighbours(cell):
            if nxt == start:
                continue
            if nxt in step_cache:
                cost = step_cache[nxt]
            else:
                cost = step_cache[nxt] = step_cost(nxt)
            if cost is None:
                continue
            n_ap, n_fuel = ap + cost.ap, fuel + cost.fuel
            if n_ap > ap_budget or (fuel_budget is not None and n_fuel > fuel_budget):
                continue
            done = settled.get(nxt)
            if done and any(a <= n_ap and f <= n_fuel for a, f in done):
                continue
            labels.append((nxt, n_ap, n_fuel, index))
            push(heap, (n_ap, n_fuel, len(labels) - 1))
    return step_cache


def first_labels(labels: list[tuple[Cell, int, int, int]]) -> dict[Cell, tuple[int, int, int]]:
    """Every cell a search settled but its start, with its first label settled as
    (AP, fuel, label index), in the order they were settled: a search's result where a
    move may end on every cell. Every loop settles its labels in order of (AP, fuel,
    label index) and settles each pushed label whose cell none settled before, so a
    cell's first is its least such label; a search's result is these, where a move may
    end, in the same order."""
    least: dict[Cell, tuple[int, int, int]] = {}
    get = least.get
    for index in range(1, len(labels)):
        cell, ap, fuel, _ = labels[index]
        found = get(cell)
        if found is None or (ap, fuel) < found[:2]:
            least[cell] = (ap, fuel, index)
    return dict(sorted(least.items(), key=lambda item: item[1]))


def path_of(labels: list[tuple[Cell, int, int, int]], index: int) -> tuple[Cell, ...]:
    cells: list[Cell] = []
    while index >= 0:
        cells.append(labels[index][0])
        index = labels[index][3]
    return tuple(reversed(cells))


def paths_of(labels: list[tuple[Cell, int, int, int]], indices: list[int]
           ) -> dict[int, tuple[Cell, ...]]:
    """`_path` of each label index, a path extending its parent's (the paths of a whole
    search share their beginnings: each label is walked once, not once per cell after it)."""
    known: dict[int, tuple[Cell, ...]] = {-1: ()}
    for index in indices:
        chain: list[int] = []
        while index not in known:
            chain.append(index)
            index = labels[index][3]
        path = known[index]
        for i in reversed(chain):
            path = known[i] = (*path, labels[i][0])
    return known
