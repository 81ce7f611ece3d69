"""Fill, undo and redo on 512x512 (204,025-cell region) and 1024x1024 (817,279 cells), in
the editor's window until it answers (the tiles and the terrain image brought up to date).

Ours: the region labelled in arrays (engine.grid_arrays, scipy's compiled labelling), one
PaintRegionCommand of two arrays, one tile update an edit. References in the same run:
scipy.ndimage.label of the same region alone (the compiled floor) and the previous code (a
breadth-first search over Grid.neighbours, a dict of cells in the undo command, a cell
loop in every listener), here on 512x512 only unless --old-1024.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_fill.py [--repeat N]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import time
from collections import deque
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.big_scenario import big_map  # noqa: E402
from editor.document import edits  # noqa: E402
from editor.document.commands import PaintTerrainCommand  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402
from engine.grid_arrays import terrain_codes  # noqa: E402


def old_fill(doc, start, char: str) -> None:  # type: ignore[no-untyped-def]
    """The previous code: a breadth-first search and a dict of cells."""
    target = doc.terrain_at(start)
    region, queue = {start}, deque([start])
    while queue:
        cell = queue.popleft()
        for n in doc.grid.neighbours(cell):
            if n not in region and doc.terrain_at(n) == target:
                region.add(n)
                queue.append(n)
    changes = {c: char for c in region if doc.terrain_at(c) != char}
    doc.undo_stack.push(PaintTerrainCommand(doc, changes, 1))


def scenario(size: int):  # type: ignore[no-untyped-def]
    """A size x size hex map of grass cut by one row of forest: the fill takes the rest."""
    s = big_map(16, 16)
    rows = ["." * size for _ in range(size)]
    rows[size * 4 // 5] = "F" * size  # a region near the (204,025 / 817,279 cells)
    return dataclasses.replace(s, map=dataclasses.replace(s.map, width=size, height=size,
                                                          rows=rows), features=[], units=[])


def flush(app: QApplication) -> None:
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents()


def run(app: QApplication, size: int, repeat: int, old: bool) -> None:
    settings = QSettings(str(Path("/tmp") / "bench_fill.ini"), QSettings.Format.IniFormat)
    win = MainWindow(scenario(size), None, settings)
    win.resize(1280, 800)
    win.show()
    flush(app)
    win.view.zoom_fit()
    flush(app)
    doc = win.doc
    start = (0, 0)
    codes = terrain_codes(doc.scenario.map.rows, size)
    from scipy import ndimage

    def timed(fn) -> float:  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        fn()
        flush(app)
        return time.perf_counter() - t

    fills, undos, redos, labels = [], [], [], []
    for _ in range(repeat):
        fills.append(timed(lambda: edits.flood_fill(doc, start, "H", 1, "none")))
        undos.append(timed(doc.undo_stack.undo))
        redos.append(timed(doc.undo_stack.redo))
        doc.undo_stack.undo()
        flush(app)
        labels.append(timed(lambda: ndimage.label(codes == codes[0, 0])))
    cells = doc.undo_stack.command(0).flat.size
    med = {k: statistics.median(v) * 1000 for k, v in
           (("fill", fills), ("undo", undos), ("redo", redos), ("label", labels))}
    print(f"{size}x{size}, a region of {cells:,} cells, medians of {repeat}:")
    print(f"  ours: fill {med['fill']:.0f} ms, undo {med['undo']:.0f} ms, redo "
          f"{med['redo']:.0f} ms (max {max(fills) * 1000:.0f} / {max(undos) * 1000:.0f} / "
          f"{max(redos) * 1000:.0f})")
    print(f"  compiled labelling alone (scipy.ndimage.label): {med['label']:.1f} ms; "
          f"fill / labelling: {med['fill'] / med['label']:.1f}x")
    if old:
        doc.undo_stack.clear()
        of, ou, orr = [], [], []
        for _ in range(max(1, repeat // 3)):
            of.append(timed(lambda: old_fill(doc, start, "H")))
            ou.append(timed(doc.undo_stack.undo))
            orr.append(timed(doc.undo_stack.redo))
            doc.undo_stack.undo()
            flush(app)
        o = [statistics.median(v) * 1000 for v in (of, ou, orr)]
        print(f"  previous code: fill {o[0]:.0f} ms, undo {o[1]:.0f} ms, redo {o[2]:.0f} ms; "
              f"ratios previous/ours: fill {o[0] / med['fill']:.0f}x, undo "
              f"{o[1] / med['undo']:.0f}x, redo {o[2] / med['redo']:.0f}x")
    doc.undo_stack.clear()
    doc.undo_stack.setClean()
    win.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--old-1024", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    t = time.perf_counter()
    import scipy.ndimage  # noqa: F401  (what the fill tool preloads when it is chosen)
    print(f"importing the compiled labelling (preloaded when the fill tool is chosen): "
          f"{(time.perf_counter() - t) * 1000:.0f} ms")
    run(app, 512, args.repeat, old=True)
    run(app, 1024, args.repeat, old=args.old_1024)


if __name__ == "__main__":
    main()
