"""The campaign graph always shows the whole campaign, scaled down to fit (never up), and
settles: a smaller campaign shown after a bigger one once left the scene's rectangle as
big as the bigger one's (a QGraphicsScene's own rectangle only grows), so the view kept
scroll bars, and where showing one bar took the room that made the other needed, each
resize fitted the graph anew and toggled a bar again: the Campaign window froze (found by
benchmarks/fuzz_campaign.py, seed 100)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from editor.campaign.graph_view import CampaignGraph
from engine.campaign.model import Campaign, CampaignMission

LOOP = 60  # resizes of the viewport after which the test stops fitting (a freeze)


def campaign(columns: int, rows: int) -> Campaign:
    """A start linking to `rows` missions, then `columns - 1` more columns of `rows`."""
    start = CampaignMission(id="start", file="start.yaml")
    missions, last = [start], [start]
    for col in range(columns):
        column = [CampaignMission(id=f"m{col}_{row}", file=f"m{col}_{row}.yaml")
                  for row in range(rows)]
        last[0].next = {f"o{row}": m.id for row, m in enumerate(column)}
        missions += column
        last = column
    return Campaign(name="c", sides=["blue", "red"], start="start", missions=missions)


class Resizes(QObject):
    """Counts the viewport's resizes; past LOOP, stops the graph fitting so a freeze ends."""

    def __init__(self, graph: CampaignGraph) -> None:
        super().__init__()
        self.graph, self.count = graph, 0
        graph.viewport().installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            self.count += 1
            if self.count > LOOP:
                self.graph.fit = lambda: None
        return False


def test_a_smaller_campaign_after_a_bigger_one_fits_and_settles(qtbot):
    looped = []
    for width, height in ((399, 300), (507, 380), (615, 460), (450, 420)):
        graph = CampaignGraph()
        qtbot.addWidget(graph)
        graph.resize(width, height)
        graph.show()
        graph.show_campaign(campaign(8, 8))  # the scene grows wide and tall
        QApplication.processEvents()
        resizes = Resizes(graph)
        graph.show_campaign(campaign(3, 5))
        for _ in range(3):
            QApplication.processEvents()
        if resizes.count > 4:
            looped.append((width, height, resizes.count))
        scene_rect = graph.scene().sceneRect()
        items = graph.scene().itemsBoundingRect()
        assert scene_rect.width() <= items.width() + 24.5, (width, scene_rect, items)
        assert not graph.horizontalScrollBar().isVisible()
        assert not graph.verticalScrollBar().isVisible()
        graph.close()
    assert not looped, looped
