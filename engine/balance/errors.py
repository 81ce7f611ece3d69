"""The two failures of a headless game or a balance run: bad input (a file or option that
cannot be used: exit 2, one line) and an internal error (the engine or the AI failed on
good input: a bug, exit 3). `clumsy play`, `clumsy balance` and the editor's Balance check
all tell them apart the same way."""

from __future__ import annotations


class BadInput(Exception):
    """A file or option the command cannot use; the message says why."""


class InternalError(Exception):
    """The engine or a computer player failed on input that was good: a bug, not the user's."""
