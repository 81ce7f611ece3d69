"""The small things a designer trips over: fit shows the whole map with no scrollbars, the
Save dialog offers a name, the New map dialog remembers, a fill that changes nothing leaves
no undo step, and History names each edit as specifically as Undo does."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from editor.main_window import MainWindow


def _visible_scene_rect(win: MainWindow) -> QRectF:
    view = win.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_fit_leaves_no_scrollbars_and_shows_the_last_hex_column(qtbot, window):
    for size in ((1200, 800), (900, 700), (1280, 720)):
        window.resize(*size)
        qtbot.wait(10)
        window.a_zoom_fit.trigger()
        qtbot.wait(10)
        view = window.view
        assert not view.horizontalScrollBar().isVisible(), size
        assert not view.verticalScrollBar().isVisible(), size
        visible = _visible_scene_rect(window)
        grid = window.doc.grid
        painter = view.painter_model
        for cell in ((grid.width - 1, 1), (grid.width - 1, grid.height - 1), (0, 0)):
            box = painter.polygon(cell).boundingRect()
            assert visible.contains(box), (size, cell)
        # Fitted: the map fills the view in one direction (a small margin allowed).
        extent = painter.extent()
        assert max(extent.width() / visible.width(), extent.height() / visible.height()) > 0.85
    view.zoom_by(2.0)  # zooming in again lets the map be panned past its edges as before
    assert view.horizontalScrollBar().maximum() > 0
    assert view.sceneRect().contains(painter.extent().adjusted(-10, -10, 10, 10))
    assert QPointF(0, 0) != view.mapToScene(0, 0)
