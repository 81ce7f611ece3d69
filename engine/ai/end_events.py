"""The mission events that end the game, read as objectives (A12, issue 32).

A mission event whose actions hold an `end_game` won by a side is a way for that side to
win, as an objective is: the AI guards against the enemy's and goes for its own. Read
from the mission's event definitions, which are public like its objectives (never from
the log: whether an event fired is not read here). Two triggers are understood:

- `destroyed: {unit: X}` (alone, or as a branch of an `any`): the winner must kill X, as
  with a `kill_unit` objective (role TARGET): the side of X guards it, the winner hunts it.
- `captured: {point: P, by: W}` (alone, or every branch of an `all`): W wins by holding
  those points, as with `hold_points`: the number of points it needs.

Others (an area entered, units left, a round) are not read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.scenario.kinds.base import DRAW, Objective
from engine.scenario.kinds.captured import CapturedTrigger
from engine.scenario.kinds.combined import AllTrigger, AnyTrigger
from engine.scenario.kinds.destroyed import DestroyedTrigger
from engine.scenario.kinds.end_game import EndGame


@dataclass(frozen=True)
class EndThreats:
    """The ways events let a side win: kill objectives and the points each side needs."""

    targets: tuple[Objective, ...] = ()
    hold_needed: tuple[tuple[str, int], ...] = ()  # (winner, points it must hold)


def _winners(event: Any) -> list[str]:
    return [a.winner for a in event.do
            if isinstance(a, EndGame) and a.winner and a.winner != DRAW]


def _kills(trigger: Any) -> list[str]:
    if isinstance(trigger, DestroyedTrigger):
        return [trigger.unit] if trigger.unit else []
    if isinstance(trigger, AnyTrigger):
        return [u for t in trigger.triggers for u in _kills(t)]
    return []


def _captures(trigger: Any, winner: str) -> int:
    """How many points `winner` must capture for the trigger to hold (0: not that kind)."""
    if isinstance(trigger, CapturedTrigger):
        return 1 if trigger.by in (None, winner) else 0
    if isinstance(trigger, AllTrigger) and trigger.triggers:
        parts = [_captures(t, winner) for t in trigger.triggers]
        return sum(parts) if all(parts) else 0
    return 0


def end_threats(game: Any) -> EndThreats:
    """The game's mission events that end it with a winner, as objectives."""
    mission = getattr(game, "mission", None)  # the mission as written: public, A8
    events = (mission.events or ()) if mission is not None else ()  # their definitions
    targets: list[Objective] = []
    hold: list[tuple[str, int]] = []
    for event in events:
        for winner in _winners(event):
            targets += [Objective(kind="kill_unit", side=winner, unit=u)
                        for u in _kills(event.when)]
            need = _captures(event.when, winner)
            if need:
                hold.append((winner, need))
    return EndThreats(tuple(targets), tuple(hold))
