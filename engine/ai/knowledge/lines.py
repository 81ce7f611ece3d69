"""Lines of fire as one side knows them, for ranking cells (A5): the units it sees on the
line, then the terrain's answer, kept per pair of cells while the terrain as the side
knows it stays the same (a big game's flanking asks hundreds of thousands of lines).
Only a guess: every real shot is checked with is_legal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.grid import Cell, Grid
from engine.rules.fire import RUIN, line_problem

LINES_KEPT = 200_000  # pairs of cells whose line of fire through the terrain a side keeps
# (the terrain's version, (a, b) -> (the terrain lets a line of fire through, or None
# while not yet asked; the cells of the line's steps, the end cells left out))
Lines = tuple[int, dict[tuple[Cell, Cell], list[Any]]]


def line_clear(grid: Grid, state: Any, ground: set[Cell], max_ruins: int, held: Lines | None,
               a: Cell, b: Cell, ignore: Cell | None = None) -> tuple[bool, Lines]:
    """Whether the line from a to b is clear, and the kept lines (to keep for next time).
    Clear when no unit of `ground` but `ignore` stands on a step of the line and the
    terrain alone lets it through (`line_problem` with units left out gives the same
    answer: a unit blocks whatever else its step holds)."""
    clear, held = checker(grid, state, ground, max_ruins, held)
    return clear(a, b, ignore), held


def checker(grid: Grid, state: Any, ground: set[Cell], max_ruins: int, held: Lines | None
            ) -> tuple[Callable[[Cell, Cell, Cell | None], bool], Lines]:
    """`line_clear` for many lines of one position: the kept lines looked up once. Both
    the terrain's answer and the line's cells (one set) are kept per pair, so the units
    are one set test."""
    kept_line, terrain_clear, held = _kept_lines(grid, state, max_ruins, held)
    lines = held[1]

    def clear(a: Cell, b: Cell, ignore: Cell | None = None) -> bool:
        kept = lines.get((a, b)) or kept_line(a, b)
        if kept[0] is False:
            return False
        if ground and blocked(kept[1], ground, ignore):
            return False
        if kept[0] is None:
            terrain_clear(a, b, kept)
        return bool(kept[0])
    return clear, held


def terrain_reader(grid: Grid, state: Any, max_ruins: int, held: Lines | None
                   ) -> tuple[Callable[[Cell, Cell], frozenset[Cell] | None], Lines]:
    """The cells of the line from a to b (the end cells left out) where the terrain alone
    lets a line of fire through, else None: the units on it are the asker's to test
    (`blocked`), as often as they move, without reading the line again. The same kept
    lines as `checker`'s."""
    kept_line, terrain_clear, held = _kept_lines(grid, state, max_ruins, held)
    lines = held[1]

    def read(a: Cell, b: Cell) -> frozenset[Cell] | None:
        kept = lines.get((a, b)) or kept_line(a, b)
        if kept[0] is None:
            terrain_clear(a, b, kept)
        return kept[1] if kept[0] else None
    return read, held


def blocked(cells: frozenset[Cell], ground: set[Cell] | frozenset[Cell],
            ignore: Cell | None) -> bool:
    """Whether a unit of `ground` but `ignore` stands on one of the line's `cells`."""
    return not cells.isdisjoint(ground) and (
        ignore is None or ignore not in cells
        or any(c != ignore for c in cells.intersection(ground)))


def _kept_lines(grid: Grid, state: Any, max_ruins: int, held: Lines | None
                ) -> tuple[Callable[[Cell, Cell], list[Any]],
                           Callable[[Cell, Cell, list[Any]], None], Lines]:
    """The kept line of a pair (made with its cells, its terrain's answer None until
    asked), the terrain's answer worked out into it, and the kept lines (to keep)."""
    key = state.terrain_version  # one content a version (engine/ai/view.py `TERRAIN_KEYED`)
    if held is None or held[0] != key:
        held = (key, {})
    lines = held[1]

    def cell_problem(cell: Cell) -> str | None:
        terrain = state.terrain_at(cell)
        if terrain.blocks_line_of_fire:
            return "blocked"
        return RUIN if terrain.ruin else None

    def kept_line(a: Cell, b: Cell) -> list[Any]:  # a pair not kept yet
        if len(lines) >= LINES_KEPT:
            lines.clear()
        kept = lines[(a, b)] = [None, frozenset(
            c for step in grid.line_steps_between(a, b) for c in step)]
        return kept

    def terrain_clear(a: Cell, b: Cell, kept: list[Any]) -> None:
        kept[0] = line_problem(grid, a, b, cell_problem, max_ruins) is None
    return kept_line, terrain_clear, held
