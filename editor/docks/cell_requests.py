"""What a dock may ask of the map's tools: cells picked or painted by the designer.

The docks never import the tools (pyproject.toml, the editor's import contracts); the main
window hands a dock its `ToolManager`, which has these two methods."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from engine.scenario.model import Cell


class CellRequests(Protocol):
    def pick_cells(self, prompt: str, on_cell: Callable[[Cell], None],
                   owner: QObject | None = None) -> None:
        """Every click on the map goes to `on_cell` until Enter or Esc, or until `owner`
        (the widget that asked) is destroyed."""

    def paint_cells(self, prompt: str,
                    on_stroke: Callable[[set[Cell], str, int], None]) -> None:
        """Each stroke's cells, with the mode and the brush, go to `on_stroke`."""
