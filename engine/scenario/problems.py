"""One problem found in a scenario, and the error that carries a list of them."""

from __future__ import annotations

import re

from engine.records import record

Cell = tuple[int, int]


@record(frozen=True)
class Problem:
    """A problem at a place in the file (1-based) and, when it has one, a cell on the map."""

    file: str
    line: int
    column: int
    message: str
    severity: str = "error"
    path: tuple[str | int, ...] = ()
    cell: Cell | None = None

    def __str__(self) -> str:
        """`FILE:LINE:COL: SEVERITY: MESSAGE` on one line, whatever the file name or the
        message quotes (control characters and line breaks are shown escaped)."""
        return (f"{one_line(self.file)}:{self.line}:{self.column}: {self.severity}: "
                f"{one_line(self.message)}")


# Characters that would break a message over lines or hide in a terminal.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def one_line(text: str) -> str:
    """`text` with every control character and line break written as an escape."""
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


class ScenarioError(ValueError):
    """A scenario cannot be used; `problems` lists every reason, each with its place."""

    def __init__(self, problems: list[Problem], unreadable: bool = False) -> None:
        self.problems = list(problems)
        self.unreadable = unreadable
        super().__init__("\n".join(str(p) for p in self.problems) or "invalid scenario")
