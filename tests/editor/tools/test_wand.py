"""The magic wand and Select same terrain: the cells they choose (hex and square
neighbours, as engine.grid has them), Shift adding, and Copy, turns and Paste of the
chosen cells."""

from __future__ import annotations

import pytest
from editor_helpers import click, use
from PySide6.QtCore import Qt

from benchmarks.bench_wand import python_flood
from editor.tools.clipboard import (
    FLIP_X,
    ROTATE_CW,
    copy_region,
    paste,
    paste_origin,
    transformed,
)
from engine.grid import HexGrid, SquareGrid
from engine.grid_regions import connected_cells, same_terrain_cells

SHIFT = Qt.KeyboardModifier.ShiftModifier
ROWS = ["..FF..",
        ".F..F.",
        "..FF..",
        "F....F"]


@pytest.mark.parametrize("grid_cls", [HexGrid, SquareGrid])
def test_the_labelling_matches_the_grids_neighbours(grid_cls):
    import random
    rng = random.Random(7)
    for _ in range(40):
        w, h = rng.randint(1, 12), rng.randint(1, 12)
        rows = ["".join(rng.choice("ab~") for _ in range(w)) for _ in range(h)]
        start = (rng.randrange(w), rng.randrange(h))
        grid = grid_cls(w, h)
        assert connected_cells(rows, start, grid.kind == "hex") == python_flood(rows, grid, start)


def test_hex_and_square_maps_join_diagonals_differently():
    # (2, 0) and (1, 1) touch on an odd-r hex map (even row 0 reaches col - 1 below)
    # but not on a square one.
    assert (1, 1) in connected_cells(ROWS, (2, 0), hex_grid=True)
    assert (1, 1) not in connected_cells(ROWS, (2, 0), hex_grid=False)
    assert connected_cells(ROWS, (2, 0), hex_grid=False) == {(2, 0), (3, 0)}
    assert same_terrain_cells(ROWS, (2, 0)) == {
        (c, r) for r, row in enumerate(ROWS) for c, ch in enumerate(row) if ch == "F"}


def _paint(doc, rows):
    doc.set_cells({(c, r): ch for r, row in enumerate(rows) for c, ch in enumerate(row)})


def test_the_wand_chooses_a_region_shift_adds_and_copy_takes_its_shape(qtbot, window):
    doc = window.doc
    _paint(doc, ROWS)
    use(window, "Magic wand")
    click(qtbot, window, (2, 0))
    wand = window.tools.current
    assert wand.cells == connected_cells(doc.scenario.map.rows, (2, 0), doc.grid.kind == "hex")
    first = set(wand.cells)
    click(qtbot, window, (0, 3), SHIFT)
    assert wand.cells == first | connected_cells(doc.scenario.map.rows, (0, 3), True)
    click(qtbot, window, (0, 3))
    assert wand.cells == connected_cells(doc.scenario.map.rows, (0, 3), True)
    # Copy takes the chosen cells, not their bounding rectangle
    assert window.tools.selected_cells() == wand.cells
    window.editing.copy()
    assert len(window.clip.terrain) == len(wand.cells) == 1  # a lone forest cell, not a box


def test_select_same_adds_to_the_wands_choice_and_pastes_turned(qtbot, window):
    doc = window.doc
    _paint(doc, ROWS)
    use(window, "Magic wand")
    click(qtbot, window, (2, 0))
    wand_cells = set(window.tools.current.cells)
    use(window, "Select same terrain")
    same = window.tools.current
    click(qtbot, window, (1, 0), SHIFT)  # open ground, added to the forest patch
    dots = same_terrain_cells(doc.scenario.map.rows, (1, 0))
    assert same.cells == wand_cells | dots
    click(qtbot, window, (2, 0))
    forest = same_terrain_cells(doc.scenario.map.rows, (2, 0))
    assert same.cells == forest
    clip = copy_region(doc, window.tools.selected_cells())
    assert sorted(clip.terrain.values()) == ["F"] * len(forest)
    turned = transformed(clip, ROTATE_CW, hex_grid=True)
    before = doc.terrain_at((4, 2)), doc.undo_stack.count()
    assert paste(doc, turned, (4, 2), stroke=99) is None
    assert doc.undo_stack.count() == before[1] + 1
    landed = {(4 + c, 2 + r) for c, r in turned.terrain if doc.grid.in_bounds((4 + c, 2 + r))}
    assert landed and all(doc.terrain_at(cell) == "F" for cell in landed)
    doc.undo_stack.undo()
    assert doc.terrain_at((4, 2)) == before[0]


def test_wand_shift_copy_paste_flipped_and_turned_with_the_keys_is_one_undo_step(
        qtbot, window):
    """End to end in the editor: the wand, Shift to add, Edit > Copy, Edit > Paste, X flips
    and Z turns the clipboard (keys on the map), a click places it: one undo step."""
    doc = window.doc
    _paint(doc, ROWS)
    use(window, "Magic wand")
    click(qtbot, window, (2, 0))
    click(qtbot, window, (0, 3), SHIFT)
    chosen = set(window.tools.current.cells)
    assert (0, 3) in chosen and (2, 0) in chosen
    window.a_copy.trigger()
    clip = window.editing.clip
    assert clip is not None and len(clip.terrain) == len(chosen)
    window.a_paste.trigger()
    window.view.setFocus()
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_X)
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Z)
    want = transformed(transformed(clip, FLIP_X, hex_grid=True), ROTATE_CW, hex_grid=True)
    assert window.tools.current.clip.terrain == want.terrain
    rows, steps = list(doc.scenario.map.rows), doc.undo_stack.count()
    click(qtbot, window, (3, 2))
    origin = paste_origin(doc, (3, 2))
    landed = {(origin[0] + c, origin[1] + r): ch for (c, r), ch in want.terrain.items()}
    landed = {cell: ch for cell, ch in landed.items() if doc.grid.in_bounds(cell)}
    assert landed and all(doc.terrain_at(cell) == ch for cell, ch in landed.items())
    assert doc.undo_stack.count() == steps + 1
    doc.undo_stack.undo()
    assert doc.scenario.map.rows == rows
