"""The hint after an unknown name: the closest known one, or the list of known ones."""

from __future__ import annotations

import difflib
from typing import Any


def suggest(word: str, options: Any) -> str:
    hint = difflib.get_close_matches(word, list(options), n=1)
    if hint:
        return f"did you mean '{hint[0]}'?"
    return "known ones are " + ", ".join(sorted(options))
