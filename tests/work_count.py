"""Work counted, not timed: the number of Python trace events (calls and lines) a call
runs. A loop in Python over every character or item of a large input shows as millions;
the same work in C (str.find, a C loader) as a few. Tests assert on this count because a
shared machine's clock says nothing about the code."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any


def python_steps(call: Callable[[], Any]) -> int:
    """The Python trace events `call()` runs (exceptions it raises are swallowed)."""
    count = 0

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        count += 1
        return local

    previous = sys.gettrace()
    sys.settrace(local)
    try:
        call()
    except Exception:  # noqa: BLE001 - the call's outcome is the caller's to check
        pass
    finally:
        sys.settrace(previous)
    return count
