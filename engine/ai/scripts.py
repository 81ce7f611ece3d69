"""Every scripted opponent by name: the first four (engine/ai/scripted.py) and those of
the shapes of game they never play (raids, ambushes, guns first, unexpected wins, a
search: engine/ai/scripted_more.py, built on the first's `Script`), six more shapes
(flanker, kiter, blitz, garrison, infiltrator, decoy: engine/ai/scripted_extra.py) and the held-out
ones (feint, sapper, counter: engine/ai/scripted_heldout.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ai.scripted import BASIC_SCRIPTS, Script
from engine.ai.scripted_extra import EXTRA_SCRIPTS
from engine.ai.scripted_heldout import HELDOUT_SCRIPTS
from engine.ai.scripted_more import MORE_SCRIPTS

SCRIPTS: dict[str, type[Script]] = {**BASIC_SCRIPTS, **MORE_SCRIPTS, **EXTRA_SCRIPTS,
                                    **HELDOUT_SCRIPTS}
# kept out of every tuning of the AI: their cells are reported apart (docs/ai-log.md)
HELDOUT: frozenset[str] = frozenset(HELDOUT_SCRIPTS)


def scripted_player(name: str, seed: int = 0,
                    config: Mapping[str, Any] | None = None) -> Script:
    """The script of that name; an unknown name is a one-line ValueError naming the known."""
    try:
        kind = SCRIPTS[name]
    except KeyError:
        raise ValueError(f"unknown scripted opponent {name!r}: choose one of "
                         f"{', '.join(SCRIPTS)}") from None
    return kind(seed, config)
