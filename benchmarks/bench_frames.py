"""Frame times on a 512x512 map with the real tools: wheel zoom steps and brush steps,
each frame from the input event to the repainted map view (the event sent to the view's
viewport as Qt delivers it, then the repaint and the posted events), medians and p95
against the 16 ms of a 60 Hz frame. A wheel turns through 14 steps in and 14 out without
a pause; once it rests, the one repaint that draws the zoom properly is timed apart. In
the same run, the references: the same view repainted with no event, at each zoom once
its tiles are made, and the zoom steps drawn as before (every cell in view, no scaled
tiles of the last zoom).
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_frames.py [--size N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent, QWheelEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.bench_validation import big_scenario  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402

VIEW_W, VIEW_H = 1280, 800
FRAME_MS = 16.0
SETTLE_S = 0.2  # longer than the view's wait for a resting wheel (editor/map/view.py)


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents()


CPU_TIMES: list[float] = []  # the GUI thread's CPU ms of the last frame timed


def frame(app: QApplication, win: MainWindow, event: QEvent | None) -> float:
    """One frame: the event delivered, the map repainted, what it posted handled (wall
    ms; its CPU ms on the GUI thread, steadier on a shared machine, in CPU_TIMES)."""
    port = win.view.viewport()
    start, cpu = time.perf_counter(), time.thread_time()
    if event is not None:
        QApplication.sendEvent(port, event)
    port.repaint()
    app.sendPostedEvents()
    app.processEvents()
    CPU_TIMES.append((time.thread_time() - cpu) * 1000)
    return (time.perf_counter() - start) * 1000


class Frames(list[float]):
    """Frame wall times, with the CPU time of each beside them."""

    def __init__(self) -> None:
        super().__init__()
        self.cpu: list[float] = []

    def add(self, ms: float) -> None:
        self.append(ms)
        self.cpu.append(CPU_TIMES[-1])


def wheel(at: QPointF, steps: int) -> QWheelEvent:
    return QWheelEvent(at, at, QPoint(0, 0), QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)


def mouse(kind: QEvent.Type, at: QPointF, buttons: Qt.MouseButton) -> QMouseEvent:
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    return QMouseEvent(kind, at, at, button, buttons, Qt.KeyboardModifier.NoModifier)


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def summary(name: str, times: Frames) -> str:
    over = sum(t > FRAME_MS for t in times)
    return (f"{name:44s} median {statistics.median(times):5.1f} ms  p95 {p95(times):5.1f}  "
            f"max {max(times):5.1f}  over {FRAME_MS:.0f} ms: {over:2d}/{len(times)};  CPU "
            f"median {statistics.median(times.cpu):5.1f}  p95 {p95(times.cpu):5.1f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=512)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    win = MainWindow(big_scenario(args.size, 0), None, settings)
    win.resize(VIEW_W, VIEW_H)
    win.show()
    win.view.zoom_fit()
    settle(app)
    view = win.view
    port = view.viewport()
    centre = QPointF(port.width() / 2, port.height() / 2)
    tiles = view.painter_model.tiles
    zooms, zoom_refs, zoom_old, settles, brush, brush_refs = (Frames() for _ in range(6))

    def rest() -> float:
        """The wheel rests: the repaint it asks for, timed."""
        time.sleep(SETTLE_S)
        start, cpu = time.perf_counter(), time.thread_time()
        settle(app)
        CPU_TIMES.append((time.thread_time() - cpu) * 1000)
        return (time.perf_counter() - start) * 1000

    steps = [1] * 14 + [-1] * 14  # from the whole map to close up and back
    for _ in range(args.rounds):
        for old in (False, True):  # interleaved: ours, then the steps as they were drawn
            view.zoom_fit()
            settle(app)
            frame(app, win, None)  # the fitted zoom's tiles
            model = view.painter_model
            for k in steps:
                if old:  # no tiles of the last zoom nor the small image: every cell drawn
                    tiles.clear()
                    model.terrain_image_made = lambda: False  # type: ignore[method-assign]
                (zoom_old if old else zooms).add(frame(app, win, wheel(centre, k)))
                model.__dict__.pop("terrain_image_made", None)
            if old:
                rest()
            else:
                settles.add(rest())
        view.zoom_fit()
        settle(app)
        for k in steps:  # the reference: each zoom repainted once its tiles are made
            QApplication.sendEvent(port, wheel(centre, k))
            rest()
            frame(app, win, None)
            zoom_refs.add(frame(app, win, None))
    view.zoom_by(1 / view.scale_factor())  # 100%, as a designer paints
    view.center_on_cell((args.size // 2, args.size // 2))
    settle(app)
    win.tools.activate(win.tools.named("Brush"))
    win.options.brush_radius = 2
    for r in range(args.rounds):
        y = port.height() / 2 - 60 + 40 * r
        frame(app, win, mouse(QEvent.Type.MouseMove, QPointF(200, y), Qt.MouseButton.NoButton))
        frame(app, win, mouse(QEvent.Type.MouseButtonPress, QPointF(200, y),
                              Qt.MouseButton.LeftButton))
        for k in range(60):
            at = QPointF(200 + 12 * k, y + (k % 7) * 3)
            brush.add(frame(app, win, mouse(QEvent.Type.MouseMove, at,
                                            Qt.MouseButton.LeftButton)))
            brush_refs.add(frame(app, win, None))
        frame(app, win, mouse(QEvent.Type.MouseButtonRelease, QPointF(200 + 12 * 60, y),
                              Qt.MouseButton.NoButton))
    print(f"{args.size}x{args.size} hex map, window {VIEW_W}x{VIEW_H}, the real tools; "
          f"reference: the same view repainted with no event")
    for name, times in (("wheel zoom step (fit to close up and back)", zooms),
                        ("  the repaint once the wheel rests", settles),
                        ("  reference: the steps drawn as before", zoom_old),
                        ("  reference: repaint at the same zooms", zoom_refs),
                        ("brush step (radius 2, 100% zoom), a drag", brush),
                        ("  reference: repaint at 100%", brush_refs)):
        print(summary(name, times))


if __name__ == "__main__":
    main()
