"""The mission in the play-test (DESIGN.md, "Mission events"): briefings at the start,
the deployment phase before round 1, and `message` events as a banner.

The play-test window calls this with a few hook lines: `started()` after a (re)start,
`on_event()` for each replay event, `cell_clicked()` before its own click handling, and
`refresh()` when it redraws. During deployment a human side clicks one of its units in
its zone, then a free cell of the zone (a `deploy` action); End turn (Tab) ends its
deployment. AI sides deploy by themselves through the play-test's AI turn.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QLabel

from engine.rules.events import message_for
from engine.scenario.model import Cell

translate = QCoreApplication.translate


class MissionPlay:
    def __init__(self, window: Any) -> None:
        self.window: Any = window
        self.banner = QLabel()
        self.banner.setObjectName("MissionBanner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background: #fff3c4; color: #3a2c00; padding: 6px;"
                                  " font-size: 14px;")
        self.dock = QDockWidget(translate("MissionPlay", "Mission"), window)
        self.dock.setObjectName("MissionDock")
        self.dock.setWidget(self.banner)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, self.dock)
        self.messages: list[str] = []

    @property
    def game(self) -> Any:
        return self.window.game

    def human_sides(self) -> list[str]:
        controllers: dict[str, str] = self.window.controllers
        return [s for s, c in controllers.items() if c == "human"]

    def started(self) -> None:
        """Show each human side's briefing; the log gets it too."""
        self.messages = []
        briefing = self.window.base.briefing or {}
        parts = [translate("MissionPlay", "Briefing for {side}: {text}").format(
                     side=side, text=briefing[side].strip())
                 for side in self.human_sides() if briefing.get(side)]
        for text in parts:
            self.window._log(text)
        self.banner.setText("\n".join(parts))
        self.dock.setVisible(bool(parts))
        self.refresh()

    def on_event(self, event: dict[str, Any]) -> None:
        """A `message` for a human side (or for all) goes on the banner."""
        if event.get("type") != "message":
            return
        if any(message_for(event, side) for side in self.human_sides()):
            self.messages.append(str(event.get("text", "")))
            self.banner.setText(self.messages[-1])
            self.dock.setVisible(True)

    def deploying_side(self) -> str | None:
        game = self.game
        return game.side if getattr(game, "phase", None) == "deployment" else None

    def refresh(self) -> None:
        """Draw the deploying side's zone on the board while it deploys."""
        board = self.window.board
        side = self.deploying_side()
        if side is None:
            board.options.deployment = {}
        else:
            color = QColor(board.painter_model.side_color(side))
            board.options.deployment = {c: color for c in self.game.deployment_zone(side)}
        board.refresh()

    def cell_clicked(self, cell: Cell) -> bool:
        """Handle a click while a human side deploys; True when it was handled."""
        side = self.deploying_side()
        if side is None:
            return False
        window: Any = self.window
        mine = [u for u in self.game.units(side)
                if u["at"] is not None and tuple(u["at"]) == cell]
        if mine:
            window.select(mine[0]["id"])
            return True
        if window.selected is not None:
            action = {"type": "deploy", "unit": window.selected, "to": [cell[0], cell[1]]}
            if self.game.is_legal(action):
                window.act(action)
            else:
                window.status.setText(translate(
                    "MissionPlay", "{cell} is not a free cell of the zone of {side}").format(
                    cell=list(cell), side=side))
        return True
