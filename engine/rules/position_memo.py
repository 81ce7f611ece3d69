"""What is worked out about a position while it is only read (issue 37): `reading_position`
opens a memo for that while, `remembered` keeps an answer in it once per state and
question, `changing_position` forgets a state's answers while it changes. Every rules
module asks through it (re-exported by `engine.rules.vision`, where it began)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from engine.rules.state import GameState

T = TypeVar("T")
# While a position is only read (legal_actions, one AI decision, the check of an action),
# what a side sees is the same for every question asked: `reading_position` opens a memo
# for that while, keyed by the state's identity and the question (a context variable: each
# thread has its own). `Game.apply` forgets a state's entries before changing it.
POSITION_MEMO: ContextVar[dict[tuple[int, Any], tuple[GameState, Any]] | None] = ContextVar(
    "position_memo", default=None)


@contextmanager
def reading_position() -> Iterator[None]:
    """Within: answers about the position are worked out once (nested: the outer memo)."""
    if POSITION_MEMO.get() is not None:
        yield
        return
    token = POSITION_MEMO.set({})
    try:
        yield
    finally:
        POSITION_MEMO.reset(token)


@contextmanager
def changing_position(state: GameState) -> Iterator[None]:
    """Within: the state changes, so nothing about it is remembered (before, during or
    after); an outer reading resumes afterwards with a fresh memo for this state."""
    forget(state)
    token = POSITION_MEMO.set(None)
    try:
        yield
    finally:
        POSITION_MEMO.reset(token)
        forget(state)


def reading() -> bool:
    """Whether a position is being read (what `remembered` computes is kept)."""
    return POSITION_MEMO.get() is not None


def remembered(state: GameState, key: Any, compute: Callable[[], T]) -> T:
    """`compute()`, once per state and key while a position is being read."""
    memo = POSITION_MEMO.get()
    if memo is None:
        return compute()
    slot = (id(state), key)
    found = memo.get(slot)
    if found is not None and found[0] is state:
        return found[1]  # type: ignore[no-any-return]
    value = compute()
    memo[slot] = (state, value)
    return value


def recall(state: GameState, key: Any) -> Any:
    """What `remembered` keeps for this state and key, or None."""
    memo = POSITION_MEMO.get()
    found = memo.get((id(state), key)) if memo else None
    return found[1] if found is not None and found[0] is state else None


def forget(state: GameState) -> None:
    """Drop what the memo knows of this state (it is about to change)."""
    memo = POSITION_MEMO.get()
    if memo:
        for slot in [k for k in memo if k[0] == id(state)]:
            del memo[slot]


def forget_others(state: GameState) -> None:
    """Drop what the memo knows of every state but this one (the copies a decision
    played ahead on): a reading held over a whole game keeps only the game's own."""
    memo = POSITION_MEMO.get()
    if memo:
        for slot in [k for k, (held, _) in memo.items() if held is not state]:
            del memo[slot]
