"""Map view repaint and brush-stroke times on a 256x256 map (the quality bar).

Ours: one graphics item painting only the exposed cells, a stroke repainting only the
changed region. Reference, same machine, same run: Qt's general scene graph with one
QGraphicsPolygonItem per cell (65,536 items), the usual way to put a map in a
QGraphicsView. Both views are the same size and zoom and paint the same terrain colours.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QColor, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402

from benchmarks.bench_validation import big_scenario  # noqa: E402
from editor import edits  # noqa: E402
from editor.document import ScenarioDocument  # noqa: E402
from editor.map_painter import MapPainter  # noqa: E402
from editor.map_view import MapView  # noqa: E402

VIEW_W, VIEW_H = 1280, 800
STROKE_STEPS = 60


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def time_repaints(view: QGraphicsView, app: QApplication, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        view.viewport().repaint()
        app.processEvents()
        out.append(time.perf_counter() - start)
    return out


def flush(app: QApplication) -> None:
    """Scene updates arrive in two hops (scene, then viewport): process both now."""
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents()


def stroke_cells(n: int) -> list[tuple[int, int]]:
    """A zigzag that stays inside the view, so every step has something to repaint."""
    return [(98 + k % 24, 116 + (k // 24) * 4 + (k // 3) % 2) for k in range(n)]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    scenario = big_scenario(256, 1000)
    doc = ScenarioDocument(scenario)
    ours = MapView(doc)
    ours.resize(VIEW_W, VIEW_H)
    ours.show()
    ours.centerOn(ours.painter_model.center((110, 122)))
    app.processEvents()

    # reference: one polygon item per cell
    model = ours.painter_model
    start = time.perf_counter()
    scene = QGraphicsScene()
    items = {}
    colors = {ch: QColor(t.color) for ch, t in model.catalog.terrain.items()}
    pen = QPen(QColor(0, 0, 0, 60), 0)
    for cell in model.grid.cells():
        item = scene.addPolygon(model.polygon(cell), pen, colors[scenario.map.terrain_at(cell)])
        items[cell] = item
    build_ref = time.perf_counter() - start
    ref = QGraphicsView(scene)
    ref.resize(VIEW_W, VIEW_H)
    ref.show()
    ref.centerOn(ours.painter_model.center((110, 122)))
    app.processEvents()

    repeat = 15
    ours.item.options.show_units = ours.item.options.show_features = False
    terrain_ours = time_repaints(ours, app, repeat)
    ours.item.options.show_units = ours.item.options.show_features = True
    close_ours = time_repaints(ours, app, repeat)
    close_ref = time_repaints(ref, app, repeat)
    ours.fitInView(model.extent(), Qt.AspectRatioMode.KeepAspectRatio)
    ref.fitInView(model.extent(), Qt.AspectRatioMode.KeepAspectRatio)
    app.processEvents()
    far_ours = time_repaints(ours, app, 5)
    far_ref = time_repaints(ref, app, 5)

    ours.resetTransform()
    ref.resetTransform()
    ours.centerOn(ours.painter_model.center((110, 122)))
    ref.centerOn(ours.painter_model.center((110, 122)))
    app.processEvents()
    steps_ours, steps_ref = [], []
    painted: list[int] = []
    real_paint = MapPainter.paint

    def counting_paint(self, painter, rect, options, scale=1.0):  # type: ignore[no-untyped-def]
        painted.append(len(self.cells_in(rect)))
        real_paint(self, painter, rect, options, scale)

    MapPainter.paint = counting_paint  # type: ignore[method-assign]
    for cell in stroke_cells(STROKE_STEPS):
        start = time.perf_counter()
        edits.paint(doc, set(doc.grid.cells_within(cell, 2)), "F", stroke=1, mode="none")
        flush(app)
        steps_ours.append(time.perf_counter() - start)
    for cell in stroke_cells(STROKE_STEPS):
        start = time.perf_counter()
        for c in doc.grid.cells_within(cell, 2):
            items[c].setBrush(colors["F"])
        flush(app)
        steps_ref.append(time.perf_counter() - start)
    MapPainter.paint = real_paint  # type: ignore[method-assign]
    assert doc.undo_stack.count() == 1, "the stroke must be one undo step"
    assert len(painted) >= STROKE_STEPS, f"only {len(painted)} repaints for {STROKE_STEPS} steps"

    print(f"256x256 hex map, 1,000 units, view {VIEW_W}x{VIEW_H}")
    rows = [
        ("repaint at 100% zoom, terrain only", median_ms(terrain_ours), median_ms(close_ref)),
        ("repaint at 100% zoom, with units and features", median_ms(close_ours), median_ms(close_ref)),
        ("repaint, whole map in view", median_ms(far_ours), median_ms(far_ref)),
        (f"brush step (radius 2) incl. repaint, {STROKE_STEPS} steps", median_ms(steps_ours),
         median_ms(steps_ref)),
    ]
    for label, a, b in rows:
        print(f"{label:48s} ours {a:7.1f} ms   item-per-cell scene {b:7.1f} ms   ratio {a / b:5.2f}")
    print(f"cells repainted per brush step: median {statistics.median(painted):.0f} of 65,536")
    print(f"{'building the view':48s} ours {'~0':>7s} ms   item-per-cell scene {build_ref * 1000:7.0f} ms")


if __name__ == "__main__":
    main()
