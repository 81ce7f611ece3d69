"""A fill is a region edit in arrays (issue 37): labelled without a Python loop over its
cells, held by its undo command as two arrays, and brought into the map view's tiles and
terrain image once an edit (fill, undo, redo), not once a cell. Work is counted, never
timed; the result is the one the old breadth-first fill gave."""

from __future__ import annotations

import dataclasses
from collections import deque

import numpy as np
import pytest

from benchmarks.bench_validation import big_scenario
from editor.document import edits
from editor.document.commands import PaintRegionCommand
from editor.document.scenario_document import ScenarioDocument
from editor.map.view import MapView
from engine.cell_region import CellRegion
from engine.grid import Grid


def flush(qapp) -> None:
    for _ in range(3):
        qapp.sendPostedEvents()
        qapp.processEvents()


def searched_fill(doc: ScenarioDocument, start, char: str, mode: str) -> list[str]:
    """The rows the old fill left: breadth-first over neighbours, mirrored cell by cell."""
    rows = list(doc.scenario.map.rows)
    target, region, queue = rows[start[1]][start[0]], {start}, deque([start])
    while queue:
        for n in doc.grid.neighbours(queue.popleft()):
            if n not in region and rows[n[1]][n[0]] == target:
                region.add(n)
                queue.append(n)
    if mode != "none":
        region |= {doc.grid.mirror(c, mode) for c in region}
    for c, r in region:
        rows[r] = rows[r][:c] + char + rows[r][c + 1:]
    return rows


@pytest.fixture
def view(qtbot):
    scenario = big_scenario(96, 40)
    doc = ScenarioDocument(dataclasses.replace(scenario, map=dataclasses.replace(
        scenario.map, rows=list(scenario.map.rows))))
    view = MapView(doc)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    return view


def warm_tiles(view: MapView, qapp) -> None:
    for _ in range(2):  # a new zoom draws cells directly once, then makes tiles
        view.viewport().repaint()
        flush(qapp)
    assert view.painter_model.tiles is not None


@pytest.mark.parametrize("mode", ["none", "left_right", "rotate_180", "top_bottom"])
def test_a_fill_paints_what_the_searched_fill_painted_and_undo_restores_the_map(view, mode):
    doc = view.doc
    before = list(doc.scenario.map.rows)
    start = next((c, r) for r in range(doc.grid.height) for c in range(doc.grid.width)
                 if before[r][c] == ".")
    expected = searched_fill(doc, start, "~", mode)
    edits.flood_fill(doc, start, "~", stroke=1, mode=mode)
    assert doc.scenario.map.rows == expected
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.scenario.map.rows == before
    doc.undo_stack.redo()
    assert doc.scenario.map.rows == expected


def test_a_fill_walks_no_cell_in_python_and_its_command_holds_two_arrays(view, monkeypatch):
    doc = view.doc
    calls = {"neighbours": 0, "terrain_at": 0, "mirror": 0, "xy": 0}

    def counting(name, real):
        def wrapper(*args, **kwargs):
            calls[name] += 1
            return real(*args, **kwargs)
        return wrapper

    monkeypatch.setattr(Grid, "neighbours", counting("neighbours", Grid.neighbours))
    monkeypatch.setattr(type(doc.grid), "mirror", counting("mirror", type(doc.grid).mirror))
    monkeypatch.setattr(ScenarioDocument, "terrain_at",
                        counting("terrain_at", ScenarioDocument.terrain_at))
    model = view.painter_model
    monkeypatch.setattr(model, "xy", counting("xy", model.xy))
    start = next((c, r) for r in range(doc.grid.height) for c in range(doc.grid.width)
                 if doc.scenario.map.rows[r][c] == ".")
    edits.flood_fill(doc, start, "~", stroke=1, mode="left_right")
    command = doc.undo_stack.command(0)
    assert isinstance(command, PaintRegionCommand)
    assert isinstance(command.flat, np.ndarray) and isinstance(command.old, np.ndarray)
    assert command.flat.size > 2000 and command.flat.nbytes == 4 * command.flat.size
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    assert calls["neighbours"] == calls["mirror"] == 0
    assert calls["terrain_at"] <= 1  # the start cell's terrain
    assert calls["xy"] <= 3 * 2 * 8  # corners of the bounds, twice an edit


def test_tiles_and_the_terrain_image_are_updated_once_an_edit(view, qapp, monkeypatch):
    doc = view.doc
    warm_tiles(view, qapp)
    model = view.painter_model
    model.terrain_image()
    tiles = model.tiles
    assert tiles is not None
    received: list[object] = []
    doc.terrain_changed.connect(received.append)
    image_updates: list[object] = []
    real = model._cache.update_rows
    monkeypatch.setattr(model._cache, "update_rows",
                        lambda rows: (image_updates.append(rows), real(rows))[1])
    start = next((c, r) for r in range(doc.grid.height) for c in range(doc.grid.width)
                 if doc.scenario.map.rows[r][c] == ".")
    edits.flood_fill(doc, start, "~", stroke=1, mode="none")
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    flush(qapp)
    assert tiles.updates == 3 and len(image_updates) == 3
    assert len(received) == 3 and all(isinstance(r, CellRegion) for r in received)
    assert len(received[0]) == doc.undo_stack.command(0).flat.size
