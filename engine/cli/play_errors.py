"""How `clumsy play` stops on bad input or on a bug, for a mission and a campaign alike:
one line (or one line a problem) on standard error and the exit code (DESIGN.md,
"Command line": 2 for bad input, 3 for an internal error)."""

from __future__ import annotations

import logging
import sys
from typing import Any

from engine.balance.errors import BadInput, InternalError
from engine.scenario.problems import one_line

log = logging.getLogger("engine.cli.play")

EXIT_OK, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 2, 3


def play_stopped(exc: BadInput | InternalError, file: Any, seed: Any) -> int:
    """Say why `clumsy play` stopped and give its exit code."""
    if isinstance(exc, BadInput):
        log.debug("clumsy play stopped", exc_info=True)
        lines = [one_line(line) for line in str(exc).split("\n")]
        print("clumsy play: error: " + "\n".join(lines), file=sys.stderr)
        return EXIT_BAD_INPUT
    log.debug("clumsy play: internal error in %s (seed %s)", file, seed, exc_info=True)
    print(f"clumsy play: internal error (a bug: please report it with the traceback "
          f"that 'clumsy -v play' logs): {one_line(str(exc))}", file=sys.stderr)
    return EXIT_INTERNAL
