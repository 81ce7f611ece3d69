"""The campaign as a graph: a box a mission, in columns by how many missions lie between
it and the start (missions the start never reaches in a last column), an arrow a link,
labelled with its outcome; a link to `end` is a short arrow to an END mark. Clicking a box
selects the mission, double-clicking opens it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from engine.campaign.graph import reachable
from engine.campaign.model import END, Campaign, CampaignMission

BOX_W, BOX_H, GAP_X, GAP_Y = 170.0, 70.0, 150.0, 40.0
MISSION_ID = Qt.ItemDataRole.UserRole + 1


def columns(campaign: Campaign) -> dict[str, tuple[int, int]]:
    """Mission id -> (column, row): the column its shortest distance from the start, the
    row its order in that column (the file's order)."""
    links = {m.id: [t for t in m.next.values() if t != END] for m in campaign.missions}
    depth: dict[str, int] = {}
    for mid in reachable(campaign.start, links):
        if mid == campaign.start:
            depth[mid] = 0
        for target in links.get(mid, []):
            if target in links and target not in depth:
                depth[target] = depth[mid] + 1
    last = max(depth.values(), default=-1) + 1
    place: dict[str, tuple[int, int]] = {}
    rows: dict[int, int] = {}
    for m in campaign.missions:
        col = depth.get(m.id, last)
        place[m.id] = (col, rows.get(col, 0))
        rows[col] = rows.get(col, 0) + 1
    return place


class CampaignGraph(QGraphicsView):
    mission_selected = Signal(str)
    mission_opened = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The whole graph is always in sight (`fit`), so no scroll bars: a bar shown or hidden
        # resizes the viewport, which fits anew, which could call for the other bar again.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.boxes: dict[str, QGraphicsRectItem] = {}
        self.edges: list[tuple[str, str, str]] = []  # (from, outcome, to)
        self.selected: str | None = None

    def show_campaign(self, campaign: Campaign,
                      flagged: set[str] | frozenset[str] = frozenset()) -> None:
        scene = self.scene()
        scene.clear()
        self.boxes = {}
        self.edges = []
        place = columns(campaign)
        width = self.box_width(campaign)
        for mission in campaign.missions:
            col, row = place[mission.id]
            rect = QGraphicsRectItem(0, 0, width, BOX_H)
            rect.setPos(col * (width + GAP_X), row * (BOX_H + GAP_Y))
            rect.setBrush(QBrush(QColor("#fdebd0") if mission.id in flagged
                                 else QColor("#eaf2f8")))
            pen = QPen(QColor("#1f618d"), 3 if mission.id == campaign.start else 1.5)
            rect.setPen(pen)
            rect.setData(MISSION_ID, mission.id)
            rect.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
            title = QGraphicsSimpleTextItem(mission.id, rect)
            bold = QFont()
            bold.setBold(True)
            title.setFont(bold)
            title.setPos(8, 6)
            QGraphicsSimpleTextItem(mission.file, rect).setPos(8, 26)
            if mission.carry:
                carried = QGraphicsSimpleTextItem(self.carry_text(mission), rect)
                carried.setPos(8, 46)
            scene.addItem(rect)
            self.boxes[mission.id] = rect
        for mission in campaign.missions:
            groups: dict[str, list[str]] = {}
            for outcome, target in mission.next.items():
                groups.setdefault(target, []).append(outcome)
                self.edges.append((mission.id, outcome, target))
            for target, outcomes in groups.items():
                self._arrow(mission.id, target, ", ".join(outcomes))
        if self.selected in self.boxes:
            self.select(self.selected)
        # the scene's own rectangle only ever grows: a smaller campaign gets its own
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self.fit()

    def fit(self) -> None:
        """The whole graph in sight: scaled down when it is bigger than the view (never up)."""
        rect = self.scene().sceneRect()
        view = self.viewport().rect()
        if rect.isEmpty() or view.isEmpty():
            return
        self.resetTransform()
        scale = min(1.0, view.width() / rect.width(), view.height() / rect.height())
        self.scale(scale, scale)
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit()

    def box_width(self, campaign: Campaign) -> float:
        """One width for every box, wide enough for the longest id, file or carry line."""
        bold = QFont()
        bold.setBold(True)
        plain, strong = QFontMetricsF(QFont()), QFontMetricsF(bold)
        widths = [BOX_W - 16]
        for mission in campaign.missions:
            widths += [strong.horizontalAdvance(mission.id),
                       plain.horizontalAdvance(mission.file)]
            if mission.carry:
                widths.append(plain.horizontalAdvance(self.carry_text(mission)))
        return max(widths) + 16

    def carry_text(self, mission: CampaignMission) -> str:
        """What a mission carries on, in a line: "carries marches: survivors"."""
        parts = []
        for carry in mission.carry:
            what = (self.tr("survivors") if carry.units == "survivors" else
                    self.tr("all") if carry.units == "all" else ", ".join(carry.ids or []))
            parts.append(f"{carry.side}: {what}")
        return self.tr("carries {what}").format(what="; ".join(parts))

    def _arrow(self, source: str, target: str, label: str) -> None:
        start_box = self.boxes[source]
        a = start_box.sceneBoundingRect()
        if target in self.boxes:
            b = self.boxes[target].sceneBoundingRect()
            if b.left() > a.right():
                p1, p2 = QPointF(a.right(), a.center().y()), QPointF(b.left(), b.center().y())
            elif b.right() < a.left():
                p1, p2 = QPointF(a.left(), a.center().y()), QPointF(b.right(), b.center().y())
            else:  # same column (or itself): around below
                p1, p2 = QPointF(a.center().x(), a.bottom()), QPointF(b.center().x(), b.bottom())
        else:  # end (or a mission the campaign lacks): a short stub to the right
            p1 = QPointF(a.right(), a.center().y())
            p2 = QPointF(a.right() + GAP_X * 0.6, a.center().y() + 14)
        path = QPainterPath(p1)
        if p1.y() == a.bottom() and target in self.boxes:
            dip = max(a.bottom(), self.boxes[target].sceneBoundingRect().bottom()) + 26
            path.cubicTo(QPointF(p1.x(), dip), QPointF(p2.x(), dip), p2)
        else:
            path.lineTo(p2)
        angle = math.atan2(p2.y() - p1.y(), p2.x() - p1.x()) if p1.y() != a.bottom() \
            else -math.pi / 2
        for turn in (2.6, -2.6):
            path.moveTo(p2)
            path.lineTo(p2 + QPointF(9 * math.cos(angle + turn), 9 * math.sin(angle + turn)))
        item = QGraphicsPathItem(path)
        item.setPen(QPen(QColor("#555555"), 1.3))
        self.scene().addItem(item)
        text = QGraphicsSimpleTextItem(label if target in self.boxes else f"{label} → {target}")
        mid = path.pointAtPercent(0.5)
        size = text.boundingRect()  # centred on the arrow's middle, just above it
        text.setPos(mid + QPointF(-size.width() / 2, -size.height() - 2))
        self.scene().addItem(text)

    def select(self, mission_id: str) -> None:
        self.selected = mission_id
        for mid, box in self.boxes.items():
            box.setSelected(mid == mission_id)
        if mission_id in self.boxes:
            self.ensureVisible(self.boxes[mission_id])

    def mission_at(self, event: QMouseEvent) -> str | None:
        item = self.itemAt(event.position().toPoint())
        while item is not None and item.data(MISSION_ID) is None:
            item = item.parentItem()
        return None if item is None else str(item.data(MISSION_ID))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        mission = self.mission_at(event)
        super().mousePressEvent(event)
        if mission is not None:
            self.select(mission)
            self.mission_selected.emit(mission)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        mission = self.mission_at(event)
        if mission is not None:
            self.mission_opened.emit(mission)

    def scene_rect(self) -> QRectF:
        return self.scene().itemsBoundingRect()
