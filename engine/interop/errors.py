"""The one error of the conversions: a single line that says what and where."""

from __future__ import annotations

from engine.scenario.problems import one_line


class ConvertError(ValueError):
    """A file cannot be converted; str() is one readable line naming the file."""

    def __init__(self, where: str, message: str) -> None:
        self.where = where
        self.message = message
        super().__init__(f"{one_line(where)}: {one_line(message)}")
