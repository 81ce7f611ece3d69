"""The mission events that end the game, read as objectives (A12, issue 32).

A mission event whose actions hold an `end_game` is a way for the game to end, as an
objective is: the AI guards against the enemy's and goes for its own. Read from the
mission's event definitions, which are public like its objectives (never from the log:
whether an event fired is not read here). Triggers understood:

- `destroyed: {unit: X}` (alone, or as a branch of an `any`): the winner must kill X, as
  with a `kill_unit` objective (role TARGET): the side of X guards it, the winner hunts it.
- `captured: {point: P, by: W}` (alone, or every branch of an `all`): W wins by holding
  those points, as with `hold_points`: the number of points it needs.
- `enters` / `unit_at` a side's unit (or a named unit) in an area (alone, or a branch of
  an `any`), the entering side the winner's: an area the winner reaches for and the
  other sides deny (engine/ai/mission/end_play.py).
- `round: N` (alone, or a branch of an `any`): the game ends then (any `end_game`, a draw
  too): the last round the AI plans for is N - 1 (the event's side-turn may come first
  in round N), and the winner, if any, wins by not losing, as with `hold_until`.
- `units_left: {side: L, at_most: N}` (alone, a branch of an `any`, or a branch of an
  `all`, where it is needed though not enough): the winner wins by killing L down to N;
  L preserves its units near that count, the winner presses (engine/ai/mission/end_play.py).

Others (`after` an event, a variable, a turn) are not read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.grid import Cell
from engine.records import record
from engine.scenario.kinds.base import DRAW, Objective
from engine.scenario.kinds.captured import CapturedTrigger
from engine.scenario.kinds.combined import AllTrigger, AnyTrigger
from engine.scenario.kinds.destroyed import DestroyedTrigger
from engine.scenario.kinds.end_game import EndGame
from engine.scenario.kinds.enters import EntersTrigger
from engine.scenario.kinds.round import RoundTrigger
from engine.scenario.kinds.unit_at import UnitAtTrigger
from engine.scenario.kinds.units_left import UnitsLeftTrigger


@record(frozen=True)
class EndArea:
    """`winner` wins once a unit of `side` (or the unit `unit`) stands in `cells`."""

    winner: str
    side: str | None
    unit: str | None
    cells: tuple[Cell, ...]


@record(frozen=True)
class EndThreats:
    """The ways events end the game: kill objectives and the points each side needs,
    areas to reach, the round the game ends at, and units-left counts."""

    targets: tuple[Objective, ...] = ()
    hold_needed: tuple[tuple[str, int], ...] = ()  # (winner, points it must hold)
    areas: tuple[EndArea, ...] = ()
    # (winner, or None for a draw; the last round played before the event ends it)
    clock: tuple[tuple[str | None, int], ...] = ()
    units_left: tuple[tuple[str, str, int], ...] = ()  # (winner, side, at_most)


def _winners(event: Any) -> list[str]:
    return [a.winner for a in event.do
            if isinstance(a, EndGame) and a.winner and a.winner != DRAW]


def _ends(event: Any) -> bool:
    return any(isinstance(a, EndGame) for a in event.do)


def _alone_or_any(trigger: Any) -> Iterator[Any]:
    """The trigger itself, or each branch of an `any`: each is enough on its own."""
    if isinstance(trigger, AnyTrigger):
        for t in trigger.triggers:
            yield from _alone_or_any(t)
    else:
        yield trigger


def _kills(trigger: Any) -> list[str]:
    return [t.unit for t in _alone_or_any(trigger)
            if isinstance(t, DestroyedTrigger) and t.unit]


def _captures(trigger: Any, winner: str) -> int:
    """How many points `winner` must capture for the trigger to hold (0: not that kind)."""
    if isinstance(trigger, CapturedTrigger):
        return 1 if trigger.by in (None, winner) else 0
    if isinstance(trigger, AllTrigger) and trigger.triggers:
        parts = [_captures(t, winner) for t in trigger.triggers]
        return sum(parts) if all(parts) else 0
    return 0


def _areas(trigger: Any, winner: str, game: Any) -> list[EndArea]:
    """The areas the trigger asks a unit of `winner`'s (one is enough) to stand in; a
    named unit is kept by its id (whose it is, the side's view knows: its own or not)."""
    out = []
    for t in _alone_or_any(trigger):
        if not isinstance(t, EntersTrigger | UnitAtTrigger):
            continue
        if t.unit is None and (t.side != winner or (
                isinstance(t, UnitAtTrigger) and (t.count or 1) > 1)):
            continue
        cells = tuple(sorted(game.mission.cells(t.area)))
        if cells:
            out.append(EndArea(winner, t.side, t.unit, cells))
    return out


def _rounds(trigger: Any) -> list[int]:
    return [t.round for t in _alone_or_any(trigger) if isinstance(t, RoundTrigger)]


def _units_left(trigger: Any) -> list[UnitsLeftTrigger]:
    if isinstance(trigger, AllTrigger):  # needed, if not enough
        return [t for p in trigger.triggers for t in _units_left(p)]
    return [t for t in _alone_or_any(trigger) if isinstance(t, UnitsLeftTrigger)]


def end_threats(game: Any, more: bool = True) -> EndThreats:
    """The game's mission events that end it, as objectives (`more`: the areas, the
    round and the units left too, not only kills and captures)."""
    mission = getattr(game, "mission", None)  # the mission as written: public, A8
    events = (mission.events or ()) if mission is not None else ()  # their definitions
    targets: list[Objective] = []
    hold: list[tuple[str, int]] = []
    areas: list[EndArea] = []
    clock: list[tuple[str | None, int]] = []
    left: list[tuple[str, str, int]] = []
    for event in events:
        winners = _winners(event)
        for winner in winners:
            targets += [Objective(kind="kill_unit", side=winner, unit=u)
                        for u in _kills(event.when)]
            need = _captures(event.when, winner)
            if need:
                hold.append((winner, need))
            if more:
                areas += _areas(event.when, winner, game)
                left += [(winner, t.side, t.at_most) for t in _units_left(event.when)
                         if t.side != winner]
        if more and _ends(event):
            clock += [(w, r - 1) for r in _rounds(event.when) for w in (winners or [None])]
    return EndThreats(tuple(targets), tuple(hold), tuple(areas), tuple(clock), tuple(left))
