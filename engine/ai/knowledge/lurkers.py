"""The enemies the side saw and sees no more, presumed where it last saw them (issue 32).

A patient defence (units in cover, on Alert, never moving) is spotted only from near by
(A8: vision less the concealment of its size in cover), so at the start of the next
side-turn the side may see none of the defenders it met in the last one: its danger and
Alert reckoning (engine/ai/view.py) then read an empty map, and its units walk, one a
side-turn, into the same kept shots (A9). So the side remembers every armed enemy it saw
at one of its decisions, as it saw it, and keeps it as a *lurker* where it last saw it:
- for `lurk_rounds` rounds after it last saw it (0: no memory, the code before);
- until one of its units would spot it on that cell now (A8: the cell is in sight and
  within the unit's vision less the enemy's concealment there), or its own events show it
  destroyed; with `lurk_hide_cells` N, an enemy whose cell is seen empty is presumed in
  the cover within N of it where the side would not spot it (a defence that waits steps
  a cell into cover: Four Ways by Phases, docs/ai-log.md "Stop 54"), and forgotten only
  once no such cell is left;
- on Alert if it was ever seen on Alert, or its side wins by not losing (a defender keeps
  its shots for the enemy that moves).

Only the side's own knowledge goes in (A8): what it saw at its decisions, its own units'
sight and its own events. The view counts the lurkers as threats (the danger map, the
Alert shots a move draws) but never as targets or as cells that block.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Protocol

from engine.ai.mission.last_stand import memory_rounds, points_to_keep
from engine.grid import Cell
from engine.rules.sight_range import unit_vision
from engine.rules.unit_views import UnitSnapshot as Unit


class SideView(Protocol):
    """What the memory reads of the side's view (engine/ai/view.py, which builds it)."""

    cfg: Any
    cache: Any
    game: Any
    state: Any
    rules: Any
    grid: Any
    side: str
    round: int
    own: list[Unit]
    enemies: list[Unit]
    own_cells: dict[Cell, Unit]

    @property
    def visible(self) -> set[Cell]: ...

    def cover_at(self, cell: Cell) -> int: ...

    def defending(self, side: str | None = None) -> bool: ...

    def destroyed_since(self, start: int) -> tuple[list[tuple[str, Cell | None]], int]: ...


@dataclasses.dataclass
class Lurk:
    """What the side remembers of one enemy unit."""

    unit: Unit  # its snapshot as last seen (with `lurk_hide_cells`, where it is presumed)
    round: int  # the round it was last seen
    alert: bool  # ever seen on Alert
    seen_at: Cell | None = None  # where it was last seen (None: `unit.at`)

    def __deepcopy__(self, memo: dict[int, object]) -> Lurk:
        """A copy sharing the snapshot, which never changes (its unit type holds
        read-only mappings that cannot be copied)."""
        return Lurk(self.unit, self.round, self.alert, self.seen_at)


def lurkers(view: SideView) -> list[Unit]:
    """Update the side's memory with this decision's view, and the remembered enemies it
    does not see now, presumed where it last saw them (the module's docstring)."""
    keep, rounds = memory_rounds(view)  # lurk_rounds, or a defender's last stand
    if not keep:
        return []
    last_stand = view.cfg.lurk_rounds <= 0
    cache, side = view.cache, view.side
    memory = cache.lurks.setdefault(side, {})
    for e in view.enemies:
        if e.at is not None and e.unit_type.weapons and not e.flying:
            old = memory.get(e.id)
            memory[e.id] = Lurk(e, view.round, e.alert or (old is not None and old.alert))
    _forget_destroyed(view, memory)
    if last_stand and points_to_keep(view, memory):
        rounds = 0
    if rounds <= 0:  # kept, not counted now (last_stand.py)
        return []
    seen = {e.id for e in view.enemies}
    out: list[Unit] = []
    defends = any(view.defending(s) for s in view.game.sides if s != side)
    watched = None
    for uid in sorted(memory):
        lurk = memory[uid]
        if uid in seen:
            continue
        at = lurk.unit.at
        if view.round - lurk.round > rounds or at is None or at in view.own_cells:
            del memory[uid]
            continue
        if watched is None:
            watched = _watching(view)
        if watched(lurk.unit, at):
            hid = _hiding_cell(view, lurk, watched)
            if hid is None:
                del memory[uid]  # it would be seen there now: it left
                continue
            lurk.unit = dataclasses.replace(lurk.unit, at=hid)
        out.append(dataclasses.replace(lurk.unit, alert=lurk.alert or defends))
    return out


def _hiding_cell(view: SideView, lurk: Lurk, watched: Callable[[Unit, Cell], bool]
                 ) -> Cell | None:
    """`lurk_hide_cells` N > 0: an enemy that left the cell where the side last saw it,
    unseen since, took cover near it (a defence that waits moves little: the ambush's
    rifles a cell into the trench, out of sight): it is presumed on the cell within N of
    where it was last seen that the side would not spot it on, with the most cover, the
    nearest (the first in the grid's order at a tie); None when the side would spot it on
    every such cell, or N is 0. Only the side's memory, its own units' sight and the map's
    cover as it believes it (A8)."""
    reach = view.cfg.lurk_hide_cells
    if reach <= 0:
        return None
    origin = lurk.seen_at or lurk.unit.at
    if origin is None:
        return None
    lurk.seen_at = origin
    dist = view.grid.distance
    best: tuple[int, int, Cell] | None = None
    for cell in view.grid.cells_within(origin, reach):  # the key's cell breaks ties
        if cell in view.own_cells or watched(lurk.unit, cell):
            continue
        key = (-view.cover_at(cell), dist(origin, cell), cell)
        if best is None or key < best:
            best = key
    return None if best is None else best[2]


def _forget_destroyed(view: SideView, memory: dict[str, Lurk]) -> None:
    """Drop the remembered enemies the side's own events show destroyed."""
    cache, side = view.cache, view.side
    game_id, start = cache.lurks_read.get(side, (0, 0))
    if game_id != view.game.serial:
        start = 0
    gone, end = view.destroyed_since(start)
    cache.lurks_read[side] = (view.game.serial, end)
    for uid, _ in gone:
        memory.pop(uid, None)


def _watching(view: SideView) -> Callable[[Unit, Cell], bool]:
    """Whether one of the side's units would spot the enemy on a cell now (A8: the cell
    in sight, within vision less the enemy's concealment there; adjacent always)."""
    state, rules = view.state, view.rules
    eyes = [(u.at, unit_vision(u.unit_type, state.hour, state.season, rules, state.rain))
            for u in view.own if u.at is not None]
    dist = view.grid.distance
    near = rules.always_spotted_distance
    visible: set[Cell] | None = None

    def watched(enemy: Unit, cell: Cell) -> bool:
        nonlocal visible
        hidden = rules.concealment(enemy.unit_type.size, view.cover_at(cell) > 0)
        if not any(dist(at, cell) <= near or dist(at, cell) <= reach - hidden
                   for at, reach in eyes):
            return False
        if visible is None:
            visible = view.visible
        return cell in visible
    return watched
