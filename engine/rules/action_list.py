"""`Game.legal_actions()` as a sequence that makes only the actions read from it
(`ActionList`): the same actions in the same order, its length their count. A big map lists
about ten thousand moves a step (Grey Meadow), of which a random player takes one: here
each unit's moves are counted from its search and only the move drawn is made
(`movement.MoveList`); every other kind of action is listed as `legal_actions()` lists it."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any, overload

from engine.rules import movement
from engine.rules.actions import Action
from engine.rules.state import GameState, UnitState
from engine.turns.base import TurnSystem

Generator = Callable[[GameState, UnitState], list[Action]]


def asks_of_each_action(turns: TurnSystem) -> bool:
    """Whether the turn system checks each listed action of a unit (a system whose two
    checks are the base's, as `sides`, needs no question asked of each of the thousands
    of moves)."""
    return (type(turns).unit_problem is not TurnSystem.unit_problem
            or type(turns).action_problem is not TurnSystem.action_problem)


class ActionList(Sequence[Action]):
    """Parts (lists, or a unit's `MoveList`) read as one sequence: the parts' items in
    order. Read it before the game changes: a move is made from the search of the
    position it was listed in."""

    def __init__(self, parts: list[Sequence[Action]]) -> None:
        self.parts = [p for p in parts if len(p)]
        self.starts: list[int] = []
        total = 0
        for part in self.parts:
            self.starts.append(total)
            total += len(part)
        self.total = total

    def __len__(self) -> int:
        return self.total

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.total))]
        if index < 0:
            index += self.total
        if not 0 <= index < self.total:
            raise IndexError("action index out of range")
        at = bisect_right(self.starts, index) - 1
        return self.parts[at][index - self.starts[at]]


def action_parts(game: Any, generators: Sequence[Generator],
                 lazy: bool = False) -> list[Sequence[Action]]:
    """The side's actions outside deployment, in `legal_actions()`' order, as parts: each
    living unit's actions by `generators` (those the turn system refuses left out, when it
    asks of each action) and its turn system's own, the system's, then end_turn. `lazy`
    (only where the system asks nothing of each action): each unit's moves as a
    `movement.MoveList`, made only when read."""
    refused: dict[str, bool] = {}  # the unit's action types the system refuses now, asked
    state, turns = game.state, game.turns
    asks = asks_of_each_action(turns)
    parts: list[Sequence[Action]] = []
    with movement.reading_position():
        for unit in state.living(game.side):
            if asks and turns.unit_idle(game, unit):  # every action of it refused
                parts.append(turns.unit_actions(game, unit))
                continue
            for generate in generators:
                if lazy and generate is movement.move_actions:
                    parts.append(movement.MoveList(state, unit))
                elif asks:
                    parts.append(allowed(game, unit, generate, refused))
                else:
                    parts.append(generate(state, unit))
            if asks:
                refused.clear()
            parts.append(turns.unit_actions(game, unit))
        parts.append(turns.system_actions(game))
    parts.append([{"type": "end_turn"}])
    return parts


def allowed(game: Any, unit: UnitState, generate: Generator,
            refused: dict[str, bool]) -> list[Action]:
    """The unit's actions by `generate` that its turn system takes: `unit_problem` asked
    once for each type (`refused`, the unit's so far: it reads the unit and the type
    only), `action_problem` of each action. A unit whose moves the system refuses (not
    the unit to act now, a phase without moves) has none searched."""
    turns = game.turns

    def refuses(kind: str) -> bool:
        found = refused.get(kind)
        if found is None:
            found = refused[kind] = turns.unit_problem(game, unit, kind) is not None
        return found
    if generate is movement.move_actions and refuses("move"):
        return []  # every action it makes is a move
    return [a for a in generate(game.state, unit)
            if not refuses(a["type"]) and turns.action_problem(game, unit, a) is None]


def action_list(game: Any, generators: Sequence[Generator]) -> Sequence[Action]:
    """What `game.legal_actions()` returns (a General Clumsy game, listing each unit's
    actions by `generators`), as an `ActionList` when the moves can be counted without
    being made: the turn system asks nothing of each action (the base's two checks, as
    `sides` has), so every move a unit's search found is listed. Otherwise (and while
    deploying, or once the game is over) the list itself."""
    state = game.state
    if state.result is not None or state.mission.deploying or asks_of_each_action(game.turns):
        return game.legal_actions()
    return ActionList(action_parts(game, generators, lazy=True))
