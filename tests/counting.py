"""Tests count work, never time: `calls_of` records each call of a patched function."""

from __future__ import annotations

from typing import Any


def calls_of(monkeypatch: Any, owner: Any, name: str) -> list[Any]:
    """A list that gets the first argument of each call of `owner.name` (patched for the
    test; the real function still answers)."""
    calls: list[Any] = []
    real = getattr(owner, name)

    def counted(first: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(first)
        return real(first, *args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def planner_asks(monkeypatch: Any, on_travel: Any) -> list[str]:
    """The ids of the units whose goal the AI's planner is asked (`Planner.goal`), in order;
    `on_travel(unit)` is called at each `Planner.turns_to_goal` before it answers (its
    caller's frame is `sys._getframe(2)`). Both patched for the test; the real methods
    still answer."""
    from engine.ai.planner.moves import Planner

    goals: list[str] = []
    real_turns, real_goal = Planner.turns_to_goal, Planner.goal

    def turns_to_goal(self: Any, unit: Any, goal: Any, cell: Any) -> Any:
        on_travel(unit)
        return real_turns(self, unit, goal, cell)

    def goal(self: Any, unit: Any) -> Any:
        goals.append(unit.id)
        return real_goal(self, unit)

    monkeypatch.setattr(Planner, "turns_to_goal", turns_to_goal)
    monkeypatch.setattr(Planner, "goal", goal)
    return goals
