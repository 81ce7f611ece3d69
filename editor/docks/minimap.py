"""The minimap: the whole terrain small, with the view's rectangle; click to move there.
The content of the main window's Minimap dock (a LazyDock, editor/window/lazy_dock.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from editor.document.scenario_document import ScenarioDocument
from editor.map.view import MapView
from engine.scenario.texts import text_in

LABEL_PIXELS = 11  # place names stay this tall on the minimap, whatever its scale


class Minimap(QWidget):
    def __init__(self, doc: ScenarioDocument, view: MapView) -> None:
        super().__init__()
        self.doc = doc
        self.view = view
        self.setMinimumSize(160, 120)
        for signal in (doc.terrain_changed, doc.contents_changed, doc.map_reset,
                       doc.settings_changed):  # settings: mission edits, place names included
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
        self._paint_labels(painter)
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(target.left() + seen.left() * scale, target.top() + seen.top() * scale,
                                seen.width() * scale, seen.height() * scale))
        painter.end()

    def label_points(self) -> list[tuple[QPointF, str]]:
        """Where the place names go on the minimap (DESIGN.md, "Mission events": labels),
        unless the View menu hides them."""
        if not self.view.item.options.show_labels:
            return []
        target, scale = self._map_rect()
        model = self.view.painter_model
        out = []
        for label in self.doc.scenario.labels:
            c = model.center(label.at)
            out.append((QPointF(target.left() + c.x() * scale, target.top() + c.y() * scale),
                        text_in(label.text, self.doc.text_language)))
        return out

    def _paint_labels(self, painter: QPainter) -> None:
        """Place names at a fixed, readable size, however small the map is drawn."""
        font = QFont(painter.font())
        font.setPixelSize(LABEL_PIXELS)
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        drawn: list[QRectF] = []
        for at, text in self.label_points():
            width = metrics.horizontalAdvance(text) + 6
            box = QRectF(at.x() - width / 2, at.y() - LABEL_PIXELS, width, LABEL_PIXELS * 2)
            ink = box.adjusted(0, LABEL_PIXELS / 2, 0, -LABEL_PIXELS / 2)
            if any(ink.intersects(other) for other in drawn):
                continue  # a name over another reads as neither: the first one stays
            drawn.append(ink)
            painter.setPen(QColor(0, 0, 0, 220))
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                painter.drawText(box.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._jump(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._jump(event)

    def _jump(self, event: QMouseEvent) -> None:
        target, scale = self._map_rect()
        p = event.position()
        self.view.centerOn(QPointF((p.x() - target.left()) / scale, (p.y() - target.top()) / scale))
