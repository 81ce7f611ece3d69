"""Finishing a won game: a side far ahead hunts down the last enemies (issue 17).

Left alone, a side that has won the fight stands by its points while the last enemies
(a mortar behind the hill, a truck in the wood) wait for the last round: a draw. So the
side keeps a memory of the enemies it has seen (their worth if armed, where it last saw
them) and forgets one only when it sees it destroyed (RULES.md A8: only what it saw). It
hunts when it saw `hunt_min_kills` enemies destroyed, `hunt_lead` more than it lost, and
`hunt_share` of those it knows of (destroyed or not), and its armed units weigh
`hunt_ratio` times the armed enemies it knows of (or more). Hunting, its attack goes in at
once (no staging); its fighters go for the enemies it sees, else where it last saw them,
else the cells where a hidden enemy could be; with no enemy in sight its guns and support
units search those cells too (a gun fires only at what its side sees, A5: they spot for
it); and its moves count only `hunt_opportunity_factor` of the opportunity fire they draw
(RULES.md B `activation`). Off where `hunt_ratio` is 0 (the memory is not kept then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.ai.view import SideView, TurnCache
from engine.grid import Cell
from engine.rules.sight_range import unit_vision


def remember(view: SideView, values: dict[str, float], cache: TurnCache | None = None
             ) -> tuple[dict[str, tuple[float, Cell]], int, int]:
    """Update the side's memory (in `cache`, the view's turn cache unless given) with this
    decision's view: (the enemies it knows of, how many enemy units it saw destroyed, how
    many of its own units it lost). Seen destroyed: one it remembers, or one destroyed on a
    cell it sees (its opportunity fire at a unit it glimpsed between two of its
    decisions)."""
    cache = view.cache if cache is None else cache
    side = view.side
    foes = cache.foes.setdefault(side, {})
    hiders = cache.camouflaged.setdefault(side, set())
    for e in view.enemies:
        if e.at is not None:
            foes[e.id] = (values[e.id] if e.unit_type.weapons else 0.0, e.at)
            if e.unit_type.has("camouflage"):
                hiders.add(e.id)
    own = cache.own_ids.setdefault(side, set())
    own.update(u.id for u in view.own)
    kills = cache.kills.setdefault(side, set())
    game_id, start = cache.events_read
    if game_id != view.game.serial:
        start = 0
    gone, end = view.destroyed_since(start)
    cache.events_read = (view.game.serial, end)
    visible: set[Cell] | None = None
    for uid, at in gone:
        if uid in kills:
            continue
        if uid not in foes:  # one it never saw at a decision: did it see it go?
            if visible is None:
                visible = view.visible
            if at is None or at not in visible:
                continue
        kills.add(uid)
        foes.pop(uid, None)
    return foes, len(kills), len(own) - len(view.own)


def hunting(view: SideView, values: dict[str, float], defending: bool) -> bool:
    """The side is far ahead and should finish the game (the module's docstring): from
    what it sees (`view`), the units' worth (`values`) and whether it wins by not losing
    (`defending`)."""
    cfg = view.cfg
    if cfg.hunt_ratio <= 0:
        return False
    foes, kills, lost = remember(view, values)
    if defending or kills < cfg.hunt_min_kills or kills - lost < cfg.hunt_lead:
        return False
    if kills < cfg.hunt_share * (kills + len(foes)):
        return False  # most of the enemies it knows of still stand: the fight is not won
    theirs = sum(value for value, _ in foes.values())
    mine = sum(values[u.id] for u in view.own if u.unit_type.weapons)
    return mine > 0 and mine >= cfg.hunt_ratio * theirs


def hunt_front(view: SideView) -> tuple[Cell, ...]:
    """Where the hunt goes when no enemy is in sight: where the side last saw the enemies
    it knows of, unless it would spot one there now (it left), else the cells where a
    hidden enemy could be (`search_cells`)."""
    foes = view.cache.foes.get(view.side, {})
    cleared = _spotting(view)
    last = tuple(sorted({at for _, at in foes.values() if not cleared(at)}))
    return last or search_cells(view)


def searching(view: SideView, values: dict[str, float], may: bool) -> bool:
    """A side with no engineer left (`may`: it has none and does not defend) looks for the
    enemies it does not see (`search_front`) once it has met them (it saw one, or saw one
    destroyed) and its armed units weigh `search_ratio` times the armed enemies it knows
    of (or more): before that, or while outweighed, a search only walks into a defence
    that waits. The enemies it sees are noted at every decision (where they were seen is
    where the search begins); the kills it saw are read once it may search."""
    memory = search_memory(view)
    if not may:
        foes = memory.foes.setdefault(view.side, {})
        for e in view.enemies:
            if e.at is not None:
                foes[e.id] = (values[e.id] if e.unit_type.weapons else 0.0, e.at)
        return False
    foes, kills, _ = remember(view, values, memory)
    if not foes and not kills:
        return False
    theirs = sum(value for value, _ in foes.values())
    mine = sum(values[u.id] for u in view.own if u.unit_type.weapons)
    return mine > 0 and mine >= view.cfg.search_ratio * theirs


def search_memory(view: SideView) -> TurnCache:
    """The search's own memory of the enemies (kept at every decision while the search is
    on: the hunt's and the assault's memory is read only at theirs)."""
    if view.cache.search_memory is None:
        view.cache.search_memory = TurnCache()
    return view.cache.search_memory


def search_front(view: SideView) -> tuple[Cell, ...]:
    """Where a side looks for enemies it does not see and cannot wait for (no engineer
    left to take a point): where it last saw those it knows of (`remember`), unless it
    would spot one there now, else the cells where a hidden enemy could be that lie
    nearest those places (the enemy moved away from them, not to the far side of the
    map), else any such cell."""
    foes = search_memory(view).foes.get(view.side, {})
    cleared = _spotting(view)
    last = tuple(sorted({at for _, at in foes.values() if not cleared(at)}))
    if last:
        return last
    cells = search_cells(view)
    if not foes or not cells:
        return cells
    dist = view.grid.distance
    anchors = {at for _, at in foes.values()}
    near = {c: min(dist(c, a) for a in anchors) for c in cells}
    least = min(near.values())
    return tuple(c for c in cells if near[c] <= least + 1)


def search_cells(view: SideView) -> tuple[Cell, ...]:
    """The cells where an enemy could stand unseen: none of the side's units would spot a
    small unit there (A8: vision less its concealment, in cover or out; adjacent always)."""
    cleared = _spotting(view)
    grid = view.grid
    return tuple(c for c in sorted(grid.cells()) if not cleared(c)
                 and c not in view.own_cells)


def blocked_search_cells(view: SideView, points: Iterable[Cell]) -> tuple[Cell, ...]:
    """Where the hidden enemy that stops the side's count at `points` may stand (A12: an
    enemy within `vp_enemy_radius`, which the side does not see): the cells within that
    radius of every one of them (one enemy stops them all), else of any, where none of
    the side's units would spot a small unit (A8), and not its own; none if the side's
    sight clears every such cell."""
    cleared = _spotting(view)
    radius = view.rules.vp_enemy_radius
    around = [{c for c in view.grid.cells_within(p, radius)
               if not cleared(c) and c not in view.own_cells} for p in points]
    if not around:
        return ()
    return tuple(sorted(set.intersection(*around) or set.union(*around)))


def _spotting(view: SideView) -> Callable[[Cell], bool]:
    """Whether one of the side's units would spot a small enemy on a cell now (A8); with
    `hunt_camouflage` 1, while the side knows of a camouflaged enemy it has not seen
    destroyed (a sniper it saw), one in cover with its camouflage (`_camouflage`)."""
    state, rules = view.state, view.rules
    bonus = _camouflage(view)
    eyes = [(u.at, unit_vision(u.unit_type, state.hour, state.season, rules, state.rain),
             0 if u.unit_type.has("sees_camouflage") or u.unit_type.is_drone else bonus)
            for u in view.own if u.at is not None]
    dist = view.grid.distance
    near = rules.always_spotted_distance

    def cleared(cell: Cell) -> bool:
        cover = view.cover_at(cell) > 0
        hidden = rules.concealment("small", cover)
        return any(dist(at, cell) <= near or dist(at, cell) <= reach - hidden
                   - (extra if cover else 0) for at, reach, extra in eyes)
    return cleared


def _camouflage(view: SideView) -> int:
    """The camouflage a hidden enemy in cover may add (A8 `camouflage_bonus`): with
    `hunt_camouflage` 1, while a camouflaged enemy the side saw is not seen destroyed
    (only what it saw, A8); else 0."""
    if not view.cfg.hunt_camouflage:
        return 0
    foes = view.cache.foes.get(view.side, {})
    hiders = view.cache.camouflaged.get(view.side, set())
    return view.rules.camouflage_bonus if any(uid in foes for uid in hiders) else 0
