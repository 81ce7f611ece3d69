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

from editor.i18n.translator import current_language
from editor.playtest.mission_text import mission_sentence
from engine.rules.events import message_for
from engine.scenario.model import Cell
from engine.scenario.texts import localized, text_in

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
        # each message for human sides: (the sides it is for, its round, its text)
        self.messages: list[tuple[list[str], int, str]] = []

    @property
    def game(self) -> Any:
        return self.window.game

    def human_sides(self) -> list[str]:
        controllers: dict[str, str] = self.window.controllers
        return [s for s, c in controllers.items() if c == "human"]

    def started(self) -> None:
        """Each human side's briefing goes to its own log; the banner shows the briefing
        of the side whose eyes the board shows (hot seat: each reads only its own)."""
        self.messages = []
        briefing = self.window.base.briefing or {}
        for side in self.human_sides():
            if briefing.get(side):
                self.window._log(translate("MissionPlay", "Briefing for {side}: {text}").format(
                    side=self.window.side_name(side), text=_in_ui(briefing[side]).strip()), side)
        self.refresh()

    def on_event(self, event: dict[str, Any]) -> None:
        """A `message` for a human side (or for all) goes on that side's banner until
        the round it came in is over; so does an objective's change with its message
        (for every side: objectives are public)."""
        event = localized(event, current_language())  # its texts in the editor's language
        if event.get("type") == "objective_changed" and event.get("message"):
            self.messages.append((self.human_sides(), self.game.round,
                                  mission_sentence(event) or _in_ui(event["message"])))
            return
        if event.get("type") != "message":
            return
        sides = [side for side in self.human_sides() if message_for(event, side)]
        if sides:
            self.messages.append((sides, self.game.round, _in_ui(event.get("text", ""))))

    def banner_text(self, viewer: str | None) -> str:
        """What the banner says to `viewer` now (None: the board shows everything): the
        last message of this round addressed to it, else its briefing while the first
        round lasts, else nothing."""
        game = self.game
        now = [text for sides, round_, text in self.messages
               if round_ == game.round and (viewer is None or viewer in sides)]
        if now and game.result is None:
            return now[-1]
        if game.round > 1 or game.result is not None:
            return ""
        briefing = self.window.base.briefing or {}
        readers = self.human_sides() if viewer is None else [viewer]
        return "\n".join(translate("MissionPlay", "Briefing for {side}: {text}").format(
            side=self.window.side_name(side), text=_in_ui(briefing[side]).strip())
            for side in readers if side in self.human_sides() and briefing.get(side))

    def deploying_side(self) -> str | None:
        game = self.game
        return game.side if getattr(game, "phase", None) == "deployment" else None

    def refresh(self) -> None:
        """The banner for the side whose eyes the board shows (hidden for a hand-over);
        draw the deploying side's zone on the board while it deploys."""
        window: Any = self.window
        text = "" if window.board_hidden() else self.banner_text(
            None if window.reveal else window.viewer())
        self.banner.setText(text)
        self.dock.setVisible(bool(text))
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


def _in_ui(text: Any) -> str:
    """A mission text in the editor's language, else its first (DESIGN.md, "Texts in
    several languages")."""
    return str(text_in(text, current_language()))
