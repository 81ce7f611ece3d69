"""A map that holds still when its view changes size or place.

A dock folding or unfolding beside the map (the Problems list, at its first problem and
when the last one is fixed) resizes the map view. Qt keeps the scroll bars' values, and a
scene smaller than the view is centred in it, so the map used to move by half the change
(about 50 px), under the pointer, in the middle of a drag. `hold_in_place` scrolls the
view back so a scene point shows where it was in the window, growing the scene rectangle
to hold what is to be shown (a scene smaller than the view cannot be scrolled).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView


def hold_in_place(view: QGraphicsView, scene_point: QPointF, target: QPoint) -> None:
    """Scroll `view` so `scene_point` shows at the viewport point `target`."""
    if view.mapFromScene(scene_point) == target:
        return
    sx, sy = view.transform().m11(), view.transform().m22()
    if sx <= 0 or sy <= 0:
        return
    room = view.viewport().size()
    # One pixel short of the viewport, so the grown scene never brings a scroll bar.
    wanted = QRectF(scene_point.x() - target.x() / sx, scene_point.y() - target.y() / sy,
                    (room.width() - 1) / sx, (room.height() - 1) / sy)
    scene = view.scene()
    if not scene.sceneRect().contains(wanted):
        scene.setSceneRect(scene.sceneRect().united(wanted))
    delta = view.mapFromScene(scene_point) - target
    bars = view.horizontalScrollBar(), view.verticalScrollBar()
    bars[0].setValue(bars[0].value() + delta.x())
    bars[1].setValue(bars[1].value() + delta.y())
