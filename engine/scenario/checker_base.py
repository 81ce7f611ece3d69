"""The base of the scenario checker's parts (DESIGN.md "Validation", layer 2): what the
checks share (the source and its data, the catalog its rule packs make, what the map and
sides checks found) and how a problem is reported at its place."""

from __future__ import annotations

from typing import Any

from engine.catalog import Catalog, load_catalog
from engine.grid import Grid
from engine.scenario.packs.build import PackBuild, build_catalog
from engine.scenario.packs.files import PackRead
from engine.scenario.problems import Problem
from engine.scenario.suggest import suggest
from engine.scenario.yaml_source import SourceDocument

Cell = tuple[int, int]
PathT = tuple[str | int, ...]

MAX_REPORTS_PER_CHECK = 25
NEUTRAL = "neutral"


def as_cell(value: Any) -> Cell | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    return None


def items_of(data: Any, key: str) -> list[tuple[int, dict[str, Any]]]:
    seq = data.get(key) if isinstance(data, dict) else None
    if not isinstance(seq, list):
        return []
    return [(i, item) for i, item in enumerate(seq) if isinstance(item, dict)]


class CheckerBase:
    """What every part of the checker reads and how it reports."""

    def __init__(self, source: SourceDocument, filename: str, catalog: Catalog | None = None,
                 shape_ok: bool = False, deep: bool = True, packs: PackRead | None = None):
        self.source = source
        self.deep = deep  # False: no check that plays the game forward (validate_source)
        # the schema found nothing: checks that need the model may build it
        self.shape_ok = shape_ok
        self.data: dict[str, Any] = source.data
        self.filename = filename
        self.problems: list[Problem] = []
        # the catalog its rule packs make (DESIGN.md, "Rule packs"), their problems first
        self.packs: PackBuild | None = None
        if catalog is None and packs is not None and (packs.packs or packs.problems):
            self.packs = build_catalog(packs.packs)
            self.problems += packs.problems + self.packs.problems
            catalog = self.packs.catalog
        self.catalog = catalog or load_catalog()
        self.grid: Grid | None = None
        self.rows: list[str] = []
        self.side_ids: set[str] = set()
        self.units: dict[str, tuple[int, dict[str, Any]]] = {}
        self.bridges: set[Cell] = set()
        self.structures: dict[Cell, tuple[int, dict[str, Any]]] = {}
        self.mines: dict[Cell, str] = {}
        self.vp_count = 0

    # -- reporting -------------------------------------------------------------------
    def report(self, path: PathT, message: str, cell: Cell | None = None,
               severity: str = "error", key: bool = False) -> None:
        mark = self.source.key_mark(path) if key else self.source.mark(path)
        self.problems.append(Problem(self.filename, mark.line, mark.column, message,
                                     severity, path, cell))

    def report_at(self, line: int, column: int, path: PathT, message: str,
                  cell: Cell | None = None) -> None:
        self.problems.append(Problem(self.filename, line, column, message, "error", path, cell))

    def terrain_at(self, cell: Cell) -> Any:
        """The terrain record of an in-bounds cell, or None where the text is wrong."""
        try:
            return self.catalog.terrain.get(self.rows[cell[1]][cell[0]])
        except IndexError:
            return None

    def check_cell(self, path: PathT, value: Any, what: str) -> Cell | None:
        """The cell if it is on the map; reports and returns None when it is not."""
        cell = as_cell(value)
        if cell is None or self.grid is None:
            return None
        if not self.grid.in_bounds(cell):
            self.report(path, f"{what} is at {list(cell)}, outside the "
                              f"{self.grid.width}x{self.grid.height} map; columns go 0-"
                              f"{self.grid.width - 1} and rows 0-{self.grid.height - 1}")
            return None
        return cell

    # -- sides -------------------------------------------------------------------------
    def check_side_ref(self, path: PathT, value: Any, allow_neutral: bool = False) -> bool:
        if not isinstance(value, str) or not self.side_ids:
            return False
        if value in self.side_ids or (allow_neutral and value == NEUTRAL):
            return True
        options = self.side_ids | ({NEUTRAL} if allow_neutral else set())
        self.report(path, f"'{value}' is not a side; {suggest(value, options)}")
        return False

    # -- features ------------------------------------------------------------------------
