"""Map view repaint and brush-stroke times on a 256x256 map (the quality bar).

Ours: one graphics item painting only the exposed cells, a stroke repainting only the
changed region. Reference, same machine, same run: Qt's general scene graph with one
QGraphicsPolygonItem per cell (65,536 items), the usual way to put a map in a
QGraphicsView. Both views are the same size and zoom and paint the same terrain colours.
Then a 512x512 map (terrain only): opening it to a usable window, a whole-map repaint at
fit zoom, a wheel zoom step and a scroll step at 30% zoom, cells drawn per brush step; each
against the same view without its tiles and stamps, drawing every cell in view as a
polygon, as it used to. With --transitions: the 256x256 figures with the terrain
transitions off and on, interleaved.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor.py [--big-only | --transitions]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402

from benchmarks.bench_validation import big_scenario  # noqa: E402
from editor.document import edits  # noqa: E402
from editor.document.scenario_document import ScenarioDocument  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402
from editor.map.painter import MapPainter  # noqa: E402
from editor.map.view import MapView  # noqa: E402
from engine.scenario.model import Scenario  # noqa: E402

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


def open_window(app: QApplication, scenario: Scenario, settings: QSettings) -> MainWindow:
    win = MainWindow(scenario, None, settings)
    win.resize(VIEW_W, VIEW_H)
    win.show()
    win.view.zoom_fit()  # what opening a file does
    flush(app)
    return win


def old_minimap(model: MapPainter) -> None:
    """The reference for opening: the minimap image drawn cell by cell, as it was."""
    extent = model.extent()
    factor = 3.0 / model.cell_size
    image = QImage(int(extent.width() * factor) + 1, int(extent.height() * factor) + 1,
                   QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.scale(factor, factor)
    model.paint_terrain(painter, list(model.grid.cells()), detail=False)
    painter.end()


def big_map(size: int = 512, repeat: int = 7) -> None:
    """Opening, whole-map repaint, brush step and wheel zoom on a size x size map, against
    the same view drawing every cell in view (no tile cache) in the same run."""
    app = QApplication.instance() or QApplication([])
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    open_window(app, big_scenario(16, 4), settings).close()  # imports, catalog, numpy
    scenario = big_scenario(size, 0)
    opens, refs = [], []
    for _ in range(3):
        start = time.perf_counter()
        win = open_window(app, scenario, settings)
        opens.append(time.perf_counter() - start)
        start = time.perf_counter()
        old_minimap(win.view.painter_model)
        refs.append(time.perf_counter() - start)
        win.close()
        win.deleteLater()
        flush(app)
    win = open_window(app, scenario, settings)
    view, model = win.view, win.view.painter_model
    tiles = model.tiles

    def fit_repaints() -> list[float]:
        view.viewport().repaint()
        return time_repaints(view, app, repeat)

    def caches(on: bool) -> None:
        """Ours: tiles and stamps; the reference: every cell in view, one polygon each."""
        model.tiles = tiles if on else None
        model._stamps.enabled = on

    fit_ours = fit_repaints()
    caches(False)
    fit_ref = fit_repaints()
    caches(True)
    view.zoom_by(0.3 / view.scale_factor())
    view.center_on_cell((size // 2, size // 2))
    flush(app)

    def wheel_step(k: int) -> float:
        start = time.perf_counter()
        view.zoom_by(1.15 if k % 2 else 1 / 1.15)
        view.viewport().repaint()
        return time.perf_counter() - start

    def scroll_step(k: int) -> float:
        bar = view.verticalScrollBar()
        start = time.perf_counter()
        bar.setValue(bar.value() + (60 if k % 2 == 0 else -40))
        view.viewport().repaint()
        return time.perf_counter() - start

    wheel_ours, scroll_ours, wheel_ref, scroll_ref = [], [], [], []
    for k in range(repeat * 2):  # interleaved: ours, then the same step without caches
        caches(True)
        wheel_ours.append(wheel_step(k))
        caches(False)
        wheel_ref.append(wheel_step(k + 1))
    for k in range(repeat * 2):
        caches(True)
        scroll_ours.append(scroll_step(k))
        caches(False)
        scroll_ref.append(scroll_step(k + 1))
    caches(True)
    view.zoom_by(1 / view.scale_factor())
    view.center_on_cell((size // 2, size // 2))
    flush(app)
    cells_per_step = []
    for k in range(20):
        model.cells_drawn = 0
        at = (size // 2 - 2 + k % 5, size // 2 - 2 + k // 5)
        edits.paint(view.doc, set(view.doc.grid.cells_within(at, 2)), "F" if k % 2 else "H",
                    stroke=99, mode="none")
        flush(app)
        cells_per_step.append(model.cells_drawn)
    port = view.viewport().size()
    print(f"\n{size}x{size} hex map, terrain only, window {VIEW_W}x{VIEW_H} (map view "
          f"{port.width()}x{port.height()}); reference: the same view drawing every cell in "
          "view as a polygon (no tiles, no stamps), as it used to")
    rows = [
        ("open to a usable window (zoomed to fit)", median_ms(opens),
         "the old minimap image alone, cell by cell", median_ms(refs)),
        ("whole-map repaint at fit zoom", median_ms(fit_ours), "every cell", median_ms(fit_ref)),
        ("wheel zoom step at 30% zoom, incl. repaint", median_ms(wheel_ours), "every cell",
         median_ms(wheel_ref)),
        ("scroll step at 30% zoom, incl. repaint", median_ms(scroll_ours), "every cell",
         median_ms(scroll_ref)),
    ]
    for label, a, what, b in rows:
        print(f"{label:44s} ours {a:7.1f} ms   {what}: {b:7.1f} ms   ratio {a / b:5.2f}")
    print(f"cells drawn per brush step (radius 2): median {statistics.median(cells_per_step):.0f}"
          f" of {size * size:,}")


def transitions(rounds: int = 5) -> None:
    """The figures above with terrain transitions off and on (editor/map/terrain_edges.py),
    interleaved in the same run: the cached repaint, a repaint drawing the tiles anew, and
    a brush step (radius 2) with its repaint, at 100% zoom on the 256x256 map."""
    app = QApplication.instance() or QApplication([])
    doc = ScenarioDocument(big_scenario(256, 1000))
    view = MapView(doc)
    view.resize(VIEW_W, VIEW_H)
    view.show()
    view.centerOn(view.painter_model.center((110, 122)))
    view.item.options.show_units = view.item.options.show_features = False
    app.processEvents()
    model = view.painter_model
    figures: dict[bool, dict[str, list[float]]] = {
        on: {"cached": [], "fresh": [], "brush": []} for on in (False, True)}
    edges = {False: 0, True: 0}
    step = 0
    for _ in range(rounds):
        for on in (False, True):
            view.set_look(on, False)
            flush(app)
            time_repaints(view, app, 2)  # the tiles made at this zoom
            figures[on]["cached"] += time_repaints(view, app, 5)
            for _ in range(3):
                model.invalidate_cache()
                figures[on]["fresh"] += time_repaints(view, app, 1)
            before = model._edges.edges_drawn
            for cell in stroke_cells(STROKE_STEPS)[step:step + 12]:
                start = time.perf_counter()
                edits.paint(doc, set(doc.grid.cells_within(cell, 2)), "F~"[on], stroke=step,
                            mode="none")
                flush(app)
                figures[on]["brush"].append(time.perf_counter() - start)
            edges[on] += model._edges.edges_drawn - before
        step = (step + 12) % STROKE_STEPS
    print(f"terrain transitions off and on, 256x256 hex map, view {VIEW_W}x{VIEW_H}, "
          f"100% zoom, {rounds} interleaved rounds")
    for key, label in (("cached", "repaint from the cached tiles"),
                       ("fresh", "repaint drawing every tile anew"),
                       ("brush", "brush step (radius 2) incl. repaint")):
        off, on = median_ms(figures[False][key]), median_ms(figures[True][key])
        print(f"{label:40s} off {off:7.1f} ms   on {on:7.1f} ms   ratio {on / off:5.2f}")
    print(f"edges stamped by the brush steps with transitions on: {edges[True]}")


if __name__ == "__main__":
    if "--transitions" in sys.argv:
        transitions()
    else:
        if "--big-only" not in sys.argv:
            main()
        big_map()
