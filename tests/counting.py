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
