"""What the map painter is asked to draw besides the terrain: the grid, units and features,
the fog of a side, marks, overlays, the mission overlay, a balance run's heat layer and
the play-test's badges (the view, the play-test and `clumsy render` each fill one)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor

from engine.scenario.model import Cell, Unit


@dataclass
class PaintOptions:
    show_grid: bool = True
    show_units: bool = True
    show_features: bool = True
    fog: set[Cell] | None = None  # cells the chosen side sees; the rest is darkened
    fog_side: str | None = None  # under fog: enemies only where that side sees, no enemy mines
    problem_cells: set[Cell] = field(default_factory=set)
    selected: list[object] = field(default_factory=list)
    overlay: dict[Cell, tuple[QColor, str]] = field(default_factory=dict)
    marked_cells: set[Cell] = field(default_factory=set)  # e.g. paste preview, area picking
    # Set-up rulesets (Stratego): the sides' deployment zones and the lakes, under any
    # analysis overlay.
    zones: dict[Cell, tuple[QColor, str]] = field(default_factory=dict)
    # Mission overlay (DESIGN.md, "Mission events"): place names, areas drawn with their
    # name, deployment zones tinted by side, reinforcements ghosted with when they come.
    show_labels: bool = True
    text_language: str | None = None  # the language place names show in (engine text_in)
    areas: list[tuple[list[Cell], str]] = field(default_factory=list)
    deployment: dict[Cell, QColor] = field(default_factory=dict)
    ghosts: list[tuple[Unit, str]] = field(default_factory=list)
    # A balance run's heat layer (editor/balance/heat_overlay.py), under any analysis overlay.
    heat: dict[Cell, tuple[QColor, str]] = field(default_factory=dict)
    # Play-test: a short label under a unit (its order, RULES.md B orders).
    badges: dict[Cell, str] = field(default_factory=dict)
