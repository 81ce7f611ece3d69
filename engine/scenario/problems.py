"""One problem found in a scenario, and the error that carries a list of them."""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]


@dataclass(frozen=True)
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
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"


class ScenarioError(ValueError):
    """A scenario cannot be used; `problems` lists every reason, each with its place."""

    def __init__(self, problems: list[Problem], unreadable: bool = False) -> None:
        self.problems = list(problems)
        self.unreadable = unreadable
        super().__init__("\n".join(str(p) for p in self.problems) or "invalid scenario")
