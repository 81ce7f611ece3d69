"""The play-test's event log, kept once for each side as it may read it (through its fog,
its enemies named as it knows them) and once as it all happened, shown for the side whose
eyes the board shows."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QListWidget

from editor.playtest.event_text import Namer, describe, turn_summary
from editor.playtest.mission_text import mission_sentence
from editor.playtest.side_knowledge import known_units, reader_namer
from editor.playtest.turns import order_words
from engine import GameAPI
from engine.scenario.model import Scenario

Event = dict[str, Any]


class LogHost(Protocol):
    """What the log reads of the play-test window."""

    game: GameAPI
    base: Scenario
    reveal: bool
    can_pass: bool
    last_action: dict[str, Any]

    def viewer(self) -> str | None: ...
    def side_name(self, side_id: str | None) -> str: ...
    def board_hidden(self) -> bool: ...


class PlayLog(QObject):
    def __init__(self, play: LogHost, widget: QListWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play = play
        self.widget = widget
        # The event log as each side may read it (a side id), and as it all happened (None).
        self.logs: dict[str | None, list[str]] = {}
        self.turn_events: dict[str | None, list[Event]] = {}
        self.told: dict[str, int] = {}  # per side: how much of its channel its log has read
        # the log list the widget shows and how many of its lines (`show`)
        self._shown: tuple[list[str] | None, int] = (None, 0)

    def reset(self) -> None:
        self.turn_events = {}
        self.told = {}
        self.logs = {None: []}
        self.logs.update({s.id: [] for s in self.play.base.sides})

    def readers(self) -> list[str]:
        return [r for r in self.logs if r is not None]

    def add(self, text: str, reader: str | None = None) -> None:
        """A line for every log (reader None) or for one side's and the full log."""
        for key, lines in self.logs.items():
            if reader is None or key in (None, reader):
                lines.append(text)
        self.show()

    def lines(self, reader: str | None) -> list[str]:
        return list(self.logs.get(reader, self.logs.get(None, [])))

    def record(self, events: list[Event], before: dict[str, dict[str, dict[str, Any]]]) -> None:
        """Each side's log gets the events it may know of, its units named as it knows them
        (RULES.md A8: the fog; B Stratego: a rank not yet revealed is "a piece")."""
        game = self.play.game
        for reader in list(self.logs):
            seen: list[Event] = events
            name: Namer = str
            lines: list[str] = []
            if reader is not None:  # the side's channel (RULES.md A8): what it saw, redacted
                views = {**before.get(reader, {}), **known_units(game, reader)}
                seen = game.events_for(reader, since=self.told.get(reader, 0))
                self.told[reader] = self.told.get(reader, 0) + len(seen)
                name = reader_namer(self.play.base, reader, views)
            for event in seen:  # a turn's summary counts only what the reader saw of it
                if event.get("type") == "turn_ended":
                    seen_turn = self.turn_events.pop(reader, [])
                    if self.play.can_pass:  # not in Stratego: a turn there is one move
                        lines.append(turn_summary(self.play.side_name(str(event.get("side"))),
                                                  seen_turn))
                else:
                    self.turn_events.setdefault(reader, []).append(event)
                lines.append(mission_sentence(event, name) or self._own_sentence(event, reader)
                             or describe(event, name, self.play.side_name))
            self.logs[reader].extend(lines)

    def _own_sentence(self, event: Event, reader: str | None) -> str | None:
        """orders (RULES.md B): the side that gave an order reads which one; the others
        only that an order was given."""
        action = self.play.last_action
        if (event.get("type") == "order_given" and action.get("type") == "order"
                and action.get("unit") == event.get("unit") and reader == event.get("side")):
            return self.tr("{side} orders {unit}: {order}").format(
                side=self.play.side_name(str(event.get("side"))), unit=event.get("unit"),
                order=order_words(str(action.get("order"))))
        return None

    def show(self) -> None:
        """The log as the side whose eyes the board shows may read it."""
        if self.play.board_hidden():
            self.widget.clear()
            self._shown = (None, 0)
            return
        lines = self.logs.get(None if self.play.reveal else self.play.viewer(),
                              self.logs.get(None, []))
        shown, count = self._shown
        if shown is lines and self.widget.count() == count <= len(lines):
            if count == len(lines):
                return
            # the same log grown (a log only grows): its new lines only, so a long game's
            # every action does not lay out the whole log again
            self.widget.addItems(lines[count:])
        elif self.widget.count() == len(lines) and (
                not lines or self.widget.item(self.widget.count() - 1).text() == lines[-1]):
            self._shown = (lines, len(lines))
            return
        else:
            self.widget.clear()
            self.widget.addItems(lines)
        self._shown = (lines, len(lines))
        self.widget.scrollToBottom()
