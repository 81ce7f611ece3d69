"""A replay of one game of a balance run (or any `clumsy play --replay` file), stepped
through on the map: one action or one turn forward and back, playing at a chosen speed,
seen as either side (fog, through `engine.ruleset.snapshot`) or as an umpire, and a jump
to any round.

The game is played once from the mission and seed through the replay's actions; a clone
is kept at the start of every side-turn, so any position is a clone plus at most one
turn's actions, and stepping back shows exactly the position stepping forward showed.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.document.piece_setup import setup_overlay
from editor.i18n.translator import current_language
from editor.map.painter import MapPainter
from editor.map.view import BoardView
from editor.playtest.side_knowledge import sentences_for
from editor.playtest.turns import action_label
from editor.widgets.field_guard import guard_fields
from editor.widgets.window_fit import fit_to_screen
from engine import Game, GameAPI, snapshot
from engine.rules.actions import IllegalAction
from engine.scenario.model import Scenario
from engine.scenario.texts import localized

Action = dict[str, Any]
DEFAULT_SPEED = 4  # actions a second


class ReplayError(ValueError):
    """A replay that does not fit the mission: the message names the action."""


class ReplayWindow(QMainWindow):
    def __init__(self, scenario: Scenario, replay: dict[str, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.base = copy.deepcopy(scenario)
        self.seed = int(replay.get("seed", 0))
        self.steps: list[Action] = [dict(a) for a in replay.get("actions", [])]
        self.index = 0
        self._build_timeline()
        self.board = BoardView(MapPainter(self.base), self)
        self.board.options.zones = setup_overlay(self.base)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.viewer_box = QComboBox()
        self.viewer_box.addItem(self.tr("Everything (no fog)"), None)
        for side in self.base.sides:
            self.viewer_box.addItem(self.tr("As {side} sees it").format(side=side.name or side.id),
                                    side.id)
        self.viewer_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.speed = QSpinBox()
        self.speed.setRange(1, 50)
        self.speed.setValue(DEFAULT_SPEED)
        self.speed.setSuffix(self.tr(" actions/s"))
        self.speed.valueChanged.connect(self._speed_changed)
        self.round_box = QSpinBox()
        self.round_box.setRange(1, max(1, self.rounds[-1]))
        self.round_box.setPrefix(self.tr("round "))
        go = QPushButton(self.tr("Go"))
        go.clicked.connect(lambda: self.jump_to_round(self.round_box.value()))
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._build_layout(go)
        self._build_actions()
        self.setWindowTitle(self.tr("Replay: {name}, seed {seed}").format(name=self.base.name,
                                                                          seed=self.seed))
        fit_to_screen(self, None, "replay/geometry", (1300, 860))
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        self.refresh()
        QTimer.singleShot(0, self.board, self.board.zoom_fit)

    # -- the timeline -----------------------------------------------------------------------
    def _build_timeline(self) -> None:
        """Play the actions once: the round and side at every position, the events each
        action produced, and a clone at the start of every side-turn."""
        game: GameAPI = Game(copy.deepcopy(self.base), self.seed)
        self.opening_events = list(game.events)
        self.checkpoints: dict[int, GameAPI] = {0: game.clone()}
        self.rounds = [game.round]
        self.sides = [game.side]
        self.step_events: list[list[dict[str, Any]]] = []
        # per position, how long each side's channel is (its events of a step: A8)
        self.told: list[dict[str, int]] = [{s: len(game.events_for(s)) for s in game.sides}]
        for i, action in enumerate(self.steps):
            try:
                events = game.apply(dict(action))
            except IllegalAction as exc:
                raise ReplayError(self.tr("action {number} of {total} ({action}) is illegal: "
                                          "{reason}").format(number=i + 1, total=len(self.steps),
                                                             action=json.dumps(action),
                                                             reason=exc)) from exc
            self.step_events.append(list(events or []))
            self.told.append({s: len(game.events_for(s)) for s in game.sides})
            self.rounds.append(game.round)
            self.sides.append(game.side)
            if (game.round, game.side) != (self.rounds[-2], self.sides[-2]):
                self.checkpoints[i + 1] = game.clone()
        self.turn_starts = sorted(self.checkpoints)
        self.result = game.result
        self.game = self.checkpoints[0].clone()

    def game_at(self, index: int) -> GameAPI:
        start = max(i for i in self.turn_starts if i <= index)
        game = self.checkpoints[start].clone()
        for action in self.steps[start:index]:
            game.apply(dict(action))
        return game

    # -- layout -----------------------------------------------------------------------------
    def _build_layout(self, go: QPushButton) -> None:
        side = QWidget()
        col = QVBoxLayout(side)
        col.addWidget(self.status)
        col.addWidget(QLabel(self.tr("Fog")))
        col.addWidget(self.viewer_box)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Speed")))
        row.addWidget(self.speed)
        col.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.round_box)
        row.addWidget(go)
        col.addLayout(row)
        col.addWidget(QLabel(self.tr("Events of this action")))
        col.addWidget(self.log, 1)
        split = QSplitter()
        split.addWidget(self.board)
        split.addWidget(side)
        side.setMaximumWidth(420)
        split.setSizes([900, 380])
        self.setCentralWidget(split)

    def _build_actions(self) -> None:
        bar = self.addToolBar(self.tr("Replay"))
        specs = [
            ("a_first", self.tr("|< Start"), "Home", lambda: self.go_to(0)),
            ("a_back_turn", self.tr("<< Turn"), "PgUp", self.back_turn),
            ("a_back", self.tr("< Action"), "Left", self.back),
            ("a_play", self.tr("Play"), "Space", self.toggle_play),
            ("a_forward", self.tr("Action >"), "Right", self.forward),
            ("a_forward_turn", self.tr("Turn >>"), "PgDown", self.forward_turn),
            ("a_last", self.tr("End >|"), "End", lambda: self.go_to(len(self.steps))),
            ("a_close", self.tr("Close"), "Escape", self.close),
        ]
        made: dict[str, QAction] = {}
        for name, text, key, slot in specs:
            action = QAction(text, self, shortcut=QKeySequence(key))
            action.triggered.connect(slot)
            made[name] = action
            bar.addAction(action)
            self.addAction(action)
        self.a_play, self.a_last = made["a_play"], made["a_last"]
        self.toolbar_actions = made

    # -- stepping ---------------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        index = max(0, min(len(self.steps), index))
        if index == self.index + 1:
            self.game.apply(dict(self.steps[self.index]))  # one step on: no replay from a clone
        elif index != self.index:
            self.game = self.game_at(index)
        self.index = index
        self.refresh()

    def forward(self) -> None:
        self.go_to(self.index + 1)

    def back(self) -> None:
        self.go_to(self.index - 1)

    def forward_turn(self) -> None:
        later = [i for i in self.turn_starts if i > self.index]
        self.go_to(later[0] if later else len(self.steps))

    def back_turn(self) -> None:
        earlier = [i for i in self.turn_starts if i < self.index]
        self.go_to(earlier[-1] if earlier else 0)

    def jump_to_round(self, round_: int) -> None:
        """The first position of that round (the last position if the game ended sooner)."""
        index = next((i for i, r in enumerate(self.rounds) if r >= round_), len(self.steps))
        self.go_to(index)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.index >= len(self.steps):
                self.go_to(0)
            self.timer.start(1000 // self.speed.value())
        self.a_play.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))

    def _speed_changed(self, value: int) -> None:
        if self.timer.isActive():
            self.timer.setInterval(1000 // value)

    def _tick(self) -> None:
        if self.index >= len(self.steps):
            self.toggle_play()
            return
        self.forward()

    # -- drawing ----------------------------------------------------------------------------
    def viewer(self) -> str | None:
        data = self.viewer_box.currentData()
        return str(data) if data is not None else None

    def position(self) -> dict[str, Any]:
        """The position shown, as plain data (tests compare positions by it)."""
        units = sorted((u["id"], tuple(u["at"]) if u["at"] is not None else None, u["hp"],
                        u.get("alive", True)) for u in self.game.units())
        return {"index": self.index, "round": self.game.round, "side": self.game.side,
                "units": units}

    def refresh(self) -> None:
        viewer = self.viewer()
        self.board.painter_model.set_scenario(snapshot(self.game, self.base, viewer))
        options = self.board.options
        options.fog = None if viewer is None else self.game.visible_cells(viewer)
        options.fog_side = None
        self.board.refresh()
        self.log.clear()
        if viewer is None:
            events = self.opening_events if self.index == 0 else self.step_events[self.index - 1]
        else:  # what the viewer saw of this step: its channel (engine/rules/side_channel.py)
            since = 0 if self.index == 0 else self.told[self.index - 1][viewer]
            events = self.game.events_for(viewer, since=since)
        for line in sentences_for(events, self.game, self.base, viewer):
            self.log.addItem(line)
        last = self.tr("start")
        if self.index:
            step = self.steps[self.index - 1]  # another side's orders stay unread
            uid = step.get("unit")
            own = viewer is None or not isinstance(uid, str) or self.game.unit(uid)["side"] == viewer
            last = self.action_words(step) if own else self.tr("an action of the other side")
        text = self.tr("Round {round}, {side} to play. Action {number} of {total}: {last}").format(
            round=self.game.round, side=self.side_name(self.game.side), number=self.index, total=len(self.steps),
            last=last)
        if self.index == len(self.steps) and self.result is not None:
            text += "\n" + self.tr("End: {reason}").format(
                reason=localized(self.result, current_language())["reason"])
        self.status.setText(text)
        self.round_box.setValue(self.game.round)

    def action_words(self, step: Action) -> str:
        """A step of the replay in words ("r1: Move to (3, 4)"), not as its JSON."""
        words = action_label({k: v for k, v in step.items() if k != "side"})
        uid = step.get("unit")
        return self.tr("{unit}: {action}").format(unit=uid, action=words) if uid else words

    def side_name(self, side_id: str | None) -> str:
        side = self.base.side(side_id) if side_id else None
        return (side.name or side.id) if side else str(side_id)

    def closeEvent(self, event: Any) -> None:
        self.timer.stop()
        super().closeEvent(event)
