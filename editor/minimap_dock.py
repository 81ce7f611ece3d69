"""The minimap: the whole terrain small, with the view's rectangle; click to move there."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDockWidget, QWidget

from editor.document import ScenarioDocument
from editor.map_view import MapView


class Minimap(QWidget):
    def __init__(self, doc: ScenarioDocument, view: MapView) -> None:
        super().__init__()
        self.doc = doc
        self.view = view
        self.setMinimumSize(160, 120)
        for signal in (doc.terrain_changed, doc.contents_changed, doc.map_reset):
            signal.connect(self.update)
        view.horizontalScrollBar().valueChanged.connect(self.update)
        view.verticalScrollBar().valueChanged.connect(self.update)
        view.zoom_changed.connect(self.update)

    def _map_rect(self) -> tuple[QRectF, float]:
        extent = self.view.painter_model.extent()
        scale = min(self.width() / extent.width(), self.height() / extent.height())
        w, h = extent.width() * scale, extent.height() * scale
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h), scale

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#202020"))
        target, scale = self._map_rect()
        model = self.view.painter_model
        painter.drawImage(target, model.terrain_image())
        painter.setPen(Qt.PenStyle.NoPen)
        for unit in self.doc.scenario.units:
            if unit.at is None:
                continue
            c = model.center(unit.at)
            painter.setBrush(model.side_color(unit.side))
            painter.drawEllipse(QPointF(target.left() + c.x() * scale, target.top() + c.y() * scale),
                                max(1.5, model.cell_size * scale * 0.7), max(1.5, model.cell_size * scale * 0.7))
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(target.left() + seen.left() * scale, target.top() + seen.top() * scale,
                                seen.width() * scale, seen.height() * scale))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._jump(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._jump(event)

    def _jump(self, event: QMouseEvent) -> None:
        target, scale = self._map_rect()
        p = event.position()
        self.view.centerOn(QPointF((p.x() - target.left()) / scale, (p.y() - target.top()) / scale))


class MinimapDock(QDockWidget):
    def __init__(self, doc: ScenarioDocument, view: MapView, parent: QWidget | None = None) -> None:
        super().__init__("Minimap", parent)
        self.setObjectName("MinimapDock")
        self.minimap = Minimap(doc, view)
        self.setWidget(self.minimap)
