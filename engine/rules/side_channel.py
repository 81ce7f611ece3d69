"""One side's channel: everything a side may read of a game, and nothing more (RULES.md A8).

`game.events`, `game.history` and `game.turn_info` are omniscient: every side's actions,
mines laid far from any enemy, the initiative of units nobody sees. They stay for the
editor, the all-seeing log and tests. Whatever plays or shows a game *for a side* (the AI,
the play-test, the side logs, `clumsy play --json`'s per-side output, a replay saved for a
side, `clumsy render --side`) reads the side's channel instead:

- `game.events_for(side, since=0)`: the events the side saw, in order, from its own index
  `since` (`n = len(game.events_for(side)); game.apply(a); game.events_for(side, since=n)`
  are the events of that action the side saw). An event is kept when it is public
  (`PUBLIC`: turns, rounds, phases, card draws, the end of the game), when it names a unit
  the side knew before or after the action (its own, or an enemy it spotted), or when it
  happens on a cell it saw before or after; mission `triggered` and `variable` events are
  never kept, a `message` or a `scored` only for the side it is addressed to and an
  `ai_plan` or a `revealed` only for its side; a mission's `weather` and
  `objective_changed` are public. Of an event about a victory point on a
  cell the side does not see, only who took or lost a point stays (`POINT_UNSEEN_KEYS`);
  an unseen unit's event that befell nothing the side knows is not kept. A kept event is redacted: unit ids the
  side does not know are dropped (None in a scalar field, removed from lists and dict
  keys; a `cargo` list of unknown ids becomes `cargo_count`), path cells it did not see
  are removed, and of an unknown actor only what befell known things stays (`VICTIM_KEYS`).
- `game.history_for(side)`: the side's own actions, in order, and where another side
  ended its turn (`{"type": "end_turn", "side": X}`: turn ends are public).
- `game.turn_info_for(side)`: the turn system's bookkeeping with every unit id the side
  does not spot now taken out (phased's opportunity list, orders' initiative and queue,
  activation's active unit...).

What a side knows is its `Sight`: the ids of the units it sees (own living units, cargo
included, and the enemies it spots) and the cells it sees. The channel is filled as the
game goes (`SideChannel.record` after every action), since what a side saw of an event
is decided at that moment, not later. A believed clone's channel (`believed_by`, the
computer player's search) holds one side's channel whole and, of the others, only what
that side knows of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field
from typing import Any, Protocol

from engine.records import record
from engine.rules.data_copy import data_copy, tree_copy
from engine.scenario.mission import ALL_SIDES

Event = dict[str, Any]
Cell = tuple[int, int]

# Events every side reads whatever it sees: the turn structure and the end of the game.
PUBLIC = frozenset({
    "turn_started", "turn_ended", "round_ended", "phase_started", "phase_ended",
    "deployment_started", "deployment_ended", "game_over", "card_drawn", "initiative",
    "orders_revealed", "captured", "capturing", "neutralised", "pass", "orders_given",
    "weather", "objective_changed",  # a mission's: the sky, and what each side must do
})
# Events no side reads (a side is never told what a mission has in store, nor its
# variables: mission bookkeeping, docs/design.md "Mission variables").
NEVER = frozenset({"triggered", "variable"})
# Keys whose value is a unit id (or a list of them: cargo).
UNIT_KEYS = ("unit", "target", "victim", "from", "attacker", "defender", "carrier")
# Keys whose value is a cell, or a structure record with an "at".
CELL_KEYS = ("at", "target", "to", "from", "victim")
# Events about a victory point (public: a side learns its points change hands), and what
# stays of one on a point the side does not see: who took it or lost it, not which or where.
POINT_EVENTS = frozenset({"captured", "capturing", "neutralised"})
POINT_UNSEEN_KEYS = frozenset({"type", "side", "was", "round"})
# Of an event whose actor the side does not know, the keys kept (what befell known things).
VICTIM_KEYS = frozenset({
    "type", "target", "victim", "at", "to", "amount", "hp", "damage", "cause", "terrain",
    "defender", "winner", "round", "side", "vp", "was"})


@record(frozen=True)
class Sight:
    """What one side sees at one moment: unit ids, and cells, either as a set (`cells`) or
    as its eyes (`eyes`: (cell, reach) pairs and the grid's `distance`): a big map's
    seen cells are many, the cells an event names few."""

    units: frozenset[str]
    cells: frozenset[Cell] = frozenset()
    eyes: tuple[tuple[Cell, int], ...] = ()
    distance: Callable[[Cell, Cell], int] | None = None
    # the eyes in square buckets as wide as the longest reach, made on the first `sees`
    _buckets: tuple[int, dict[Cell, list[tuple[Cell, int]]]] | None = field(
        default=None, compare=False, repr=False)
    # a union's two sights (`|`), asked in turn: each buckets its own eyes once (a side's
    # sight after an action is the next action's before), not the union's anew
    _parts: tuple[Sight, ...] = field(default=(), compare=False, repr=False)
    # what a ruleset's game made the sight from (General Clumsy's: the side's observers,
    # a list kept while they do not change, its living units' and spotted ids), so that
    # its next sight can take these eyes and their buckets as they are, or be this one
    source: Any = field(default=None, compare=False, repr=False)

    def sees(self, cell: Cell | None) -> bool:
        """Whether a cell is seen: one of `cells`, or within the reach of an eye (`eye`)."""
        return cell is not None and self.eye(cell) is not None

    def eye(self, cell: Cell) -> tuple[Cell, int, Callable[[Cell, Cell], int]] | bool | None:
        """What sees the cell: True when it is one of `cells`, else an eye that reaches it
        (its cell, reach and the distance it is measured by), None when nothing does.
        Only the eyes in the nine buckets around the cell are measured: both grids'
        distance is at least the larger of the column and row differences, so an eye that
        reaches the cell stands at most one bucket away."""
        if self._parts:
            for part in self._parts:
                found = part.eye(cell)
                if found is not None:
                    return found
            return None
        if cell in self.cells:
            return True
        d = self.distance
        if d is None or not self.eyes:
            return None
        size, buckets = self._buckets or self._bucket_eyes()
        col, row = cell
        bc, br = col // size, row // size
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                for at, reach in buckets.get((bc + dc, br + dr), ()):
                    # measured only within its reach in columns and rows (see above)
                    if -reach <= at[0] - col <= reach and -reach <= at[1] - row <= reach \
                            and d(at, cell) <= reach:
                        return at, reach, d
        return None

    def seen_of(self, cells: Iterable[Cell | None]) -> list[bool]:
        """`sees` of each cell, for cells along a way (a move's path): the eye that saw
        the last cell is measured first, as the next cell is most often within its reach
        too (an exact test of one eye, the full look where it fails)."""
        out: list[bool] = []
        last: tuple[Cell, int, Callable[[Cell, Cell], int]] | None = None
        for cell in cells:
            if cell is None:
                out.append(False)
                continue
            if last is not None and last[2](last[0], cell) <= last[1]:
                out.append(True)
                continue
            found = self.eye(cell)
            out.append(found is not None)
            if found is not None and found is not True:
                last = found  # type: ignore[assignment]
        return out

    def _bucket_eyes(self) -> tuple[int, dict[Cell, list[tuple[Cell, int]]]]:
        size = max(1, max(reach for _, reach in self.eyes))
        buckets: dict[Cell, list[tuple[Cell, int]]] = {}
        # the same eye once (the sights before and after an action share most of theirs)
        for at, reach in dict.fromkeys(self.eyes):
            buckets.setdefault((at[0] // size, at[1] // size), []).append((at, reach))
        object.__setattr__(self, "_buckets", (size, buckets))
        return size, buckets

    def __or__(self, other: Sight) -> Sight:
        distance = self.distance or other.distance
        # each part sees as the union does when it measures with the union's distance
        alike = all(not part.eyes or part.distance == distance for part in (self, other))
        return Sight(self.units | other.units, self.cells | other.cells,
                     self.eyes + other.eyes, distance, None, (self, other) if alike else ())


class SightHost(Protocol):
    """What the channel needs of a game."""

    def seen_units(self, side: str) -> Any: ...
    def visible_cells(self, side: str) -> set[Cell]: ...


def sight_of(game: SightHost, side: str) -> Sight:
    """The sight of any game, through the game API (a ruleset's game may be quicker)."""
    return Sight(frozenset(u["id"] for u in game.seen_units(side)),
                 frozenset(game.visible_cells(side)))


SightOf = Callable[[str], Sight]


@record
class SideChannel:
    """The per-side logs of one game (copied with it by `clone`)."""

    sides: tuple[str, ...]
    # every unit id the game has had: a string of an event is a unit id when it is one
    unit_ids: set[str] = field(default_factory=set)
    events: dict[str, list[Event]] = field(default_factory=dict)
    history: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    sight: dict[str, Sight] = field(default_factory=dict)
    # per side, what it remembers of things not its own as it last saw them (a ruleset's
    # game fills it: General Clumsy's buildings and works, `Game.view(side).structures`)
    known: dict[str, dict[Any, Any]] = field(default_factory=dict)
    # per side, the map's terrain, wrecks and fires as it last saw them (a ruleset's game
    # fills it: engine/rules/known_map.py, `Game.view(side)`)
    maps: dict[str, Any] = field(default_factory=dict)

    def start(self, sight: SightOf, unit_ids: Iterable[str], events: list[Event]) -> None:
        """The game is set up: each side's first sight, and the opening events."""
        self.unit_ids.update(unit_ids)
        for side in self.sides:
            self.events.setdefault(side, [])
            self.history.setdefault(side, [])
            self.sight[side] = sight(side)
        self.record(sight, None, None, events, ())

    def record(self, sight: SightOf, actor: str | None, action: dict[str, Any] | None,
               events: list[Event], unit_ids: Iterable[str]) -> None:
        """An action of `actor` made these events: each side keeps what it saw of them."""
        self.unit_ids.update(unit_ids)
        seen: dict[str, Sight] = {}
        for side in self.sides:
            before = self.sight.get(side, Sight(frozenset()))
            after = self.sight[side] = sight(side)
            # a sight that did not change (a ruleset's game gives the last one back)
            # tells the events by itself: no union of the two
            seen[side] = after if after is before else before | after
        logs = [self.events.setdefault(side, []) for side in self.sides]
        for event in events:
            for kept, told in zip(logs, told_each(event, seen, self.unit_ids), strict=True):
                if told is not None:
                    kept.append(told)
        for side in self.sides:
            if action is not None and actor == side:
                self.history.setdefault(side, []).append(data_copy(action))
            elif action is not None and action.get("type") == "end_turn":
                self.history.setdefault(side, []).append({"type": "end_turn", "side": actor})

    def copy(self) -> SideChannel:
        """An independent copy (events and actions kept are never changed: lists copied)."""
        return SideChannel(self.sides, set(self.unit_ids),
                           {s: list(v) for s, v in self.events.items()},
                           {s: list(v) for s, v in self.history.items()}, dict(self.sight),
                           {s: dict(v) for s, v in self.known.items()},
                           {s: v.copy() for s, v in self.maps.items()})

    def believed_by(self, side: str, sight: SightOf) -> SideChannel:
        """The channel of a game as `side` believes it (a believed clone,
        engine/ai/lookahead.py): `side`'s own logs and memory whole; of every other side
        only what `side` knows of it: the events every side was told (`told_to_all`, as
        `side` was told them), the turn ends in its history (public: none of its own
        actions), and its sight now (`sight`, of the believed game). The memory of the
        map and of structures a ruleset's game keeps is `side`'s alone: the game fills
        the other sides' (General Clumsy's `Game.believed_by`)."""
        own = self._of(self.events, side)
        public = [e for e in own if told_to_all(e)]
        events = {s: list(own) if s == side else list(public) for s in self.sides}
        history = {s: list(self._of(self.history, s)) if s == side
                   else turn_ends(self._of(self.history, side), side, s) for s in self.sides}
        sights = {s: self.sight[side] if s == side else sight(s) for s in self.sides}
        known = {side: dict(self.known[side])} if side in self.known else {}
        maps = {side: self.maps[side].copy()} if side in self.maps else {}
        return SideChannel(self.sides, set(self.unit_ids), events, history, sights, known,
                           maps)

    def events_for(self, side: str, since: int = 0) -> list[Event]:
        # each kept event is a tree of its own (`event_for` makes every list and dict of
        # it anew, shared with no other event; one told whole to several sides is the
        # same tree in each of their logs, never changed): `data_copy`'s copy without
        # its memo
        return [tree_copy(e) for e in self._of(self.events, side)[since:]]

    def history_for(self, side: str) -> list[dict[str, Any]]:
        return list(self._of(self.history, side))  # actions kept are never changed

    def _of(self, logs: dict[str, list[Any]], side: str) -> list[Any]:
        if side not in self.sides:
            raise KeyError(f"unknown side {side!r}; the sides are {', '.join(self.sides)}")
        return logs.setdefault(side, [])


def told_to_all(event: Event) -> bool:
    """Whether every side was told the event (the turn structure, the points changing
    hands, the end of the game; a message or a score to all), whatever it saw."""
    kind = event.get("type")
    if kind in ("message", "scored"):
        return event.get("to") == ALL_SIDES
    return kind in PUBLIC


def turn_ends(history: list[dict[str, Any]], side: str, other: str) -> list[dict[str, Any]]:
    """`other`'s history as `side` knows it from its own (`history`): the turn ends only,
    `other`'s own as it records them (`{"type": "end_turn"}`), the rest with their side."""
    out: list[dict[str, Any]] = []
    for action in history:
        if action.get("type") != "end_turn":
            continue
        actor = action.get("side", side)
        out.append({"type": "end_turn"} if actor == other else {"type": "end_turn",
                                                                 "side": actor})
    return out


def _cell(value: Any) -> Cell | None:
    if isinstance(value, dict):
        value = value.get("at")
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, int) for v in value):
        return (value[0], value[1])
    return None


# Events told to a side by what it is, not only by what it sees (`readable`).
_ADDRESSED = NEVER | {"message", "scored", "ai_plan", "revealed"}


def told_each(event: Event, seen: dict[str, Sight], unit_ids: set[str]) -> list[Event | None]:
    """`event_for` of the event for each side (`seen`: each side's sight, in order): made
    once for all the sides that know every unit it names and see every cell it names
    (`_all_of`), whose `event_for` is then the same event (nothing taken out: the one
    copy is kept in each side's log, never changed there), and for each other side
    apart."""
    actor = event.get("unit")
    if len(seen) < 2 or event.get("type") in _ADDRESSED or (
            isinstance(actor, str) and actor in unit_ids
            and sum(actor in sight.units for sight in seen.values()) < 2):
        # (a unit's event fewer than two sides know the unit of: none to share)
        return [event_for(event, side, sight, unit_ids) for side, sight in seen.items()]
    named = _all_of(event, unit_ids)
    whole: Event | None = None
    out: list[Event | None] = []
    for side, sight in seen.items():
        if named is not None and named[0] <= sight.units and all(sight.seen_of(named[1])):
            if whole is None:
                whole = event_for(event, side, sight, unit_ids)
            out.append(whole)
        else:
            out.append(event_for(event, side, sight, unit_ids))
    return out


def _all_of(event: Event, unit_ids: set[str]) -> tuple[frozenset[str], list[Cell]] | None:
    """The unit ids the event names anywhere (a key, a value, an item, "id:weapon") and
    every cell `event_for` asks a side's sight of: a side that knows all these ids and sees
    all these cells is told the event whole (readable; its actor known; `redact` takes
    nothing out; no cell of its path, nor a plain cell, is hidden; a point's cell seen).
    None where a cell `event_for` would drop whatever the side sees (a path's item that is
    no cell, a point's event without one)."""
    ids: set[str] = set()
    _ids_in(event, unit_ids, ids)
    cells: list[Cell] = []
    path = event.get("path")
    if isinstance(path, list):
        for item in path:
            cell = _cell(item)
            if cell is None:
                return None
            cells.append(cell)
    if event.get("type") in POINT_EVENTS:
        cell = _cell(event.get("at"))
        if cell is None:
            return None
        cells.append(cell)
    for key in CELL_KEYS:  # the cells `readable` and `event_for` ask of it besides
        value = event.get(key)
        cell = _cell(value)
        if cell is not None:
            cells.append(cell)
    return frozenset(ids), cells


def _ids_in(value: Any, unit_ids: set[str], ids: set[str]) -> None:
    """Every unit id in `value` (as `_unknown` reads a string) added to `ids`."""
    if isinstance(value, str):
        uid = value.split(":", 1)[0]
        if uid in unit_ids:
            ids.add(uid)
    elif isinstance(value, dict):
        for k, v in value.items():
            _ids_in(k, unit_ids, ids)
            if type(v) not in _PLAIN:
                _ids_in(v, unit_ids, ids)
    elif isinstance(value, (list, tuple)):
        for v in value:
            if type(v) not in _PLAIN:
                _ids_in(v, unit_ids, ids)


def readable(event: Event, side: str, seen: Sight, unit_ids: set[str]) -> bool:
    """Whether the side saw this event at all."""
    kind = event.get("type")
    if kind in NEVER:
        return False
    if kind in ("message", "scored"):  # a score is told like a message
        return event.get("to") in (side, ALL_SIDES)
    if kind in ("ai_plan", "revealed"):  # a side's orders to its own groups, its own view
        return event.get("side") == side
    if kind in PUBLIC:
        return True
    names = [n for k in UNIT_KEYS if isinstance(n := event.get(k), str) and n in unit_ids]
    if any(n in seen.units for n in names):
        return True
    cells = [c for k in CELL_KEYS if (c := _cell(event.get(k))) is not None]
    cells += [c for c in map(_cell, event.get("path") or []) if c is not None]
    if cells:
        return any(seen.sees(c) for c in cells)
    return not names


def event_for(event: Event, side: str, seen: Sight, unit_ids: set[str]) -> Event | None:
    """The event as the side saw it, or None when it did not see it."""
    if not readable(event, side, seen, unit_ids):
        return None
    if event.get("type") in POINT_EVENTS and not seen.sees(_cell(event.get("at"))):
        return {k: v for k, v in event.items() if k in POINT_UNSEEN_KEYS}
    actor = event.get("unit") if "unit" in event else event.get("attacker")
    if isinstance(actor, str) and actor in unit_ids and actor not in seen.units:
        event = {k: v for k, v in event.items() if k in VICTIM_KEYS}
        if set(event) <= {"type"}:
            return None  # an unseen unit did something that befell nothing the side knows
    out = redact(event, seen, unit_ids)
    if isinstance(out.get("path"), list):
        path = out["path"]
        out["path"] = [c for c, kept in zip(path, seen.seen_of(map(_cell, path)), strict=True)
                       if kept]
    for key in CELL_KEYS:  # a plain cell of the event the side did not see
        if not isinstance(out.get(key), dict) and (cell := _cell(out.get(key))) is not None:
            if not seen.sees(cell):
                out[key] = None
    return out


def redact(value: Any, seen: Sight, unit_ids: set[str]) -> Any:
    """`value` with every unit id the side does not know taken out."""
    return _redact(value, seen.units, unit_ids)


# values `_redact` gives back as they are without a look (no unit id, nothing inside)
_PLAIN = frozenset({int, float, bool, type(None)})


def _redact(value: Any, known: frozenset[str], unit_ids: set[str]) -> Any:
    """`redact` of the side that knows the units `known`: a number or None is given back
    as it is without a call (a path's cells are lists of them)."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for k, v in value.items():
            if _unknown(k, known, unit_ids):
                continue
            if k == "cargo" and isinstance(v, list) and any(
                    _unknown(c, known, unit_ids) for c in v):
                out["cargo_count"] = len(v)
                v = [c for c in v if not _unknown(c, known, unit_ids)]
            out[k] = v if type(v) in _PLAIN else None if _unknown(v, known, unit_ids) \
                else _redact(v, known, unit_ids)
        return out
    if isinstance(value, list):
        # a string is the only item `_unknown` can drop; a cell (two ints: a path's) is
        # copied inline, as `_redact` of it would
        return [v if type(v) in _PLAIN else [v[0], v[1]] if type(v) is list and len(v) == 2
                and type(v[0]) is int and type(v[1]) is int else _redact(v, known, unit_ids)
                for v in value if not isinstance(v, str) or not _unknown(v, known, unit_ids)]
    return value


def _unknown(v: Any, known: frozenset[str], unit_ids: set[str]) -> bool:
    """Whether `v` is a unit id (or "id:weapon", a cause) of a unit not `known`."""
    if not isinstance(v, str):
        return False
    uid = v.split(":", 1)[0]
    return uid in unit_ids and uid not in known


def names_units(value: Any, unit_ids: set[str]) -> bool:
    """Whether `value` holds a unit id (or "id:weapon") anywhere, key or value: without
    one, `redact` takes nothing out whatever the side sees."""
    if isinstance(value, str):
        return value.split(":", 1)[0] in unit_ids
    if isinstance(value, dict):
        return any(names_units(k, unit_ids) or names_units(v, unit_ids)
                   for k, v in value.items())
    if isinstance(value, list):
        return any(names_units(v, unit_ids) for v in value)
    return False
