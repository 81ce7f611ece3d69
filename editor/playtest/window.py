"""Play-test (F5): the mission being edited, played by the real engine.

The window plays a deep copy of the scenario, so closing it leaves the editor's scenario
as it was. Human sides click; AI sides think on a worker thread (on a clone of the game)
and their actions are then replayed here one by one, so the window never freezes and the
game itself is only ever touched by the GUI thread. The replay is shown at the speed the
player picks, or one action per Step (editor/playtest/pace.py); a refused click says the
engine's reason (editor/playtest/targets.py); hovering a unit the viewer knows of shows
what it knows of it (editor/map/unit_tooltip.py).
"""

from __future__ import annotations

import copy
import json
import logging
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QSettings, QThread, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.document.piece_setup import piece_setup, setup_overlay
from editor.map.painter import MapPainter
from editor.map.unit_tooltip import cell_tooltip, units_at
from editor.playtest.board import PlayBoard
from editor.playtest.event_text import Namer, describe, turn_summary
from editor.playtest.mission_banner import MissionPlay
from editor.playtest.mission_text import mission_sentence
from editor.playtest.pace import (
    SPEED_KEY,
    SPEEDS,
    STEP_KEY,
    Pace,
    TurnAnimator,
    human_pace,
    pace_of_delay,
    saved_speed,
    saved_step,
)
from editor.playtest.side_knowledge import known_units, reader_namer
from editor.playtest.targets import click_action, fire_targets, refusal
from editor.playtest.turns import (
    TAB,
    action_label,
    activation_odds,
    activation_roll_words,
    end_button_text,
    initiative_words,
    order_badges,
    order_words,
    phase_name,
    units_that_may_act,
)
from editor.widgets.difficulty_box import PLAYTEST_DIFFICULTY_KEY, DifficultyBox
from editor.widgets.window_fit import available_area, clamp_to_screen, fit_to_screen
from engine import Game, GameAPI, IllegalAction, computer_player, snapshot
from engine.scenario.io import dump_scenario, scenario_hash, write_text_atomic
from engine.scenario.model import Cell, Scenario

log = logging.getLogger(__name__)

REACH_COLOR = QColor(80, 200, 255, 90)
TARGET_COLOR = QColor(230, 40, 40, 120)
MAY_ACT_COLOR = QColor(60, 200, 90, 70)  # a unit that may still act in this phase
# Input that reaches the window this soon after the hand came from an AI side to a human
# was meant for the AI's phase (pressed while the AI played): it is ignored.
HANDOVER_GUARD_S = 0.6
GEOMETRY_KEY = "playtest/geometry"
SCREEN_SHARE = 0.9  # a first play-test window takes this much of the editor's screen
Action = dict[str, Any]


class AIThinker(QThread):
    """Plays one AI side-turn on a clone and hands back the actions it chose."""

    decided = Signal(list)

    def __init__(self, game: GameAPI, seed: int, config: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.game = game.clone()
        self.seed = seed
        self.config = config  # the difficulty level chosen

    def run(self) -> None:
        side = self.game.side  # the AI's actions, read from its side's channel (A8)
        start = len(self.game.history_for(side))
        try:
            computer_player(self.game, self.seed, self.config).play_turn(self.game)
            actions = [a for a in self.game.history_for(side)[start:] if "side" not in a]
        except Exception as exc:  # the AI must not take the window down with it
            log.exception("the AI failed to play its turn")
            actions = [{"type": "end_turn", "_error": repr(exc)}]
        self.decided.emit(actions)


class PlaytestWindow(QMainWindow):
    game_finished = Signal(object)

    def __init__(self, scenario: Scenario, seed: int = 0,
                 controllers: dict[str, str] | None = None, parent: QWidget | None = None,
                 ai_delay_ms: int | None = None, settings: QSettings | None = None) -> None:
        """`ai_delay_ms` fixes the pause between AI actions (0: instant) instead of the
        speed the player picked last (remembered in `settings`, the editor's)."""
        super().__init__(parent)
        self.base = copy.deepcopy(scenario)
        self.seed = seed
        self.controllers = controllers or {s.id: s.controller or "human" for s in self.base.sides}
        given = settings if settings is not None else getattr(parent, "settings", None)
        self.settings: QSettings = given if isinstance(given, QSettings) else QSettings()
        self.speed = (saved_speed(self.settings) if ai_delay_ms is None
                      else "instant" if ai_delay_ms <= 0 else "")
        self.pace: Pace = SPEEDS[self.speed] if self.speed else pace_of_delay(ai_delay_ms or 0)
        self.step_mode = saved_step(self.settings) if ai_delay_ms is None else False
        self.step_granted = False  # the player pressed Step: the AI's next action may come
        self.waiting_step = False  # the AI's next action waits for Step
        self.selected: str | None = None
        self.reveal = False
        self.closed = False
        self.thinker: AIThinker | None = None
        self.pending: list[Action] = []
        self.turn_events: dict[str | None, list[dict[str, Any]]] = {}
        self.last_human = next((s for s, c in self.controllers.items() if c == "human"), None)
        # Hot seat: whose eyes the board shows now; None while it is hidden for a hand-over.
        self.shown_side: str | None = None
        # The event log as each side may read it (a side id), and as it all happened (None).
        self.logs: dict[str | None, list[str]] = {}
        self.ask_path: Callable[[], str] = self._ask_replay_path
        # orders (RULES.md B): the orders each side gave this round, as it knows them
        self.given_orders: dict[str, dict[str, str]] = {}
        self.last_action: Action = {}
        self.guard_until = 0.0  # monotonic time until which human input is ignored

        self.board = PlayBoard(MapPainter(self.base), self)
        self.board.tooltip_for = self.hover_text
        self.animator = TurnAnimator(self.board, self)
        # the lakes and where each side deployed, for rulesets that set up pieces in zones
        self.board.options.zones = setup_overlay(self.base)
        self.board.cell_clicked.connect(self.user_clicked)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.unit_info = QLabel(self.tr("Click one of your units."))
        self.unit_info.setWordWrap(True)
        self.orders = QListWidget()
        self.orders.itemActivated.connect(self._order_chosen)
        self.orders.itemClicked.connect(self._order_chosen)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setStyleSheet("font-weight: bold; font-size: 15px; color: #1b5e20")
        self.controller_boxes: dict[str, QComboBox] = {}
        self.handover_label = QLabel()
        self.handover_label.setWordWrap(True)
        self.handover_label.setStyleSheet("font-size: 18px")
        self.handover_button = QPushButton()
        self.handover_button.clicked.connect(self.confirm_handover)
        self._build_layout()
        self._build_actions()
        self.mission = MissionPlay(self)  # briefing, deployment phase, messages
        self.setWindowTitle(self.tr("Play-test: {name}").format(name=self.base.name))
        self._place(parent)
        self.restart(seed)

    def _place(self, parent: QWidget | None) -> None:
        """Sized to the editor's screen and centred on the editor the first time, then
        where the player left it (fit to the screen it is on again)."""
        remembered = self.settings.value(GEOMETRY_KEY) is not None
        area = available_area(self)
        preferred = (int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))
        fit_to_screen(self, self.settings, GEOMETRY_KEY, preferred)
        if remembered or parent is None:
            return
        centre = parent.frameGeometry().center()
        self.move(centre - QPoint(self.frameGeometry().width() // 2,
                                  self.frameGeometry().height() // 2))
        clamp_to_screen(self)

    # -- layout ----------------------------------------------------------------------------
    def _build_layout(self) -> None:
        side = QWidget()
        col = QVBoxLayout(side)
        col.addWidget(self.status)
        self.turn_label = QLabel()  # the turn system's odds and initiative (activation)
        self.turn_label.setWordWrap(True)
        col.addWidget(self.turn_label)
        players = QGroupBox(self.tr("Players"))
        form = QFormLayout(players)
        for s in self.base.sides:
            box = QComboBox()
            box.addItem(self.tr("human"), "human")  # shown translated, the data stays the key
            box.addItem(self.tr("ai"), "ai")
            box.setCurrentIndex(max(0, box.findData(self.controllers.get(s.id, "human"))))
            box.currentIndexChanged.connect(
                lambda i, sid=s.id, b=box: self.set_controller(sid, str(b.itemData(i))))
            self.controller_boxes[s.id] = box
            form.addRow(s.name or s.id, box)
        col.addWidget(players)
        col.addWidget(QLabel(self.tr("Selected unit")))
        col.addWidget(self.unit_info)
        col.addWidget(QLabel(self.tr("Orders (click to give)")))
        col.addWidget(self.orders, 1)
        col.addWidget(QLabel(self.tr("Events")))
        col.addWidget(self.log, 2)
        col.addWidget(self.result_label)
        buttons = QHBoxLayout()
        self.end_button = QPushButton(self.tr("End turn (Tab)"))
        self.end_button.clicked.connect(self.user_end_turn)
        buttons.addWidget(self.end_button)
        col.addLayout(buttons)
        cover = QWidget()
        cover_col = QVBoxLayout(cover)
        cover_col.addStretch(1)
        cover_col.addWidget(self.handover_label)
        cover_col.addWidget(self.handover_button)
        cover_col.addStretch(1)
        self.board_stack = QStackedWidget()
        self.board_stack.addWidget(self.board)
        self.board_stack.addWidget(cover)
        split = QSplitter()
        split.addWidget(self.board_stack)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        side.setMaximumWidth(460)
        split.setSizes([1000, 400])
        self.setCentralWidget(split)

    def _build_actions(self) -> None:
        bar = self.addToolBar(self.tr("Play"))
        self.a_end = QAction(self.tr("End turn"), self, shortcut=QKeySequence("Tab"))
        self.a_end.triggered.connect(self.user_end_turn)
        self.a_restart = QAction(self.tr("Restart with a new seed"), self, shortcut=QKeySequence("Ctrl+R"))
        self.a_restart.triggered.connect(lambda: self.restart(random.randrange(1_000_000)))
        self.a_reveal = QAction(self.tr("Reveal all"), self, shortcut=QKeySequence("V"), checkable=True)
        self.a_reveal.toggled.connect(self.set_reveal)
        self.a_replay = QAction(self.tr("Save replay…"), self, shortcut=QKeySequence("Ctrl+S"))
        self.a_replay.triggered.connect(self.save_replay)
        self.a_close = QAction(self.tr("Back to editing"), self, shortcut=QKeySequence("Escape"))
        self.a_close.triggered.connect(self.close)
        for a in (self.a_end, self.a_restart, self.a_reveal, self.a_replay, self.a_close):
            bar.addAction(a)
            self.addAction(a)
        self._build_pace_controls(bar)

    def _build_pace_controls(self, bar: Any) -> None:
        """The AI turn's speed (remembered) and the step-through mode with its Step key."""
        bar.addSeparator()
        bar.addWidget(QLabel(self.tr("AI speed:")))
        self.speed_box = QComboBox()
        names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for key in SPEEDS:
            self.speed_box.addItem(names[key], key)
        if self.speed:
            self.speed_box.setCurrentIndex(list(SPEEDS).index(self.speed))
        else:
            self.speed_box.addItem(self.tr("Fixed ({ms} ms)").format(ms=self.pace.action_ms), "")
            self.speed_box.setCurrentIndex(self.speed_box.count() - 1)
        self.speed_box.setToolTip(self.tr("How fast the AI's moves and shots are shown"))
        self.speed_box.currentIndexChanged.connect(self._speed_chosen)
        bar.addWidget(self.speed_box)
        bar.addWidget(QLabel(self.tr("AI difficulty:")))
        self.difficulty_box = DifficultyBox(self.settings, PLAYTEST_DIFFICULTY_KEY)
        bar.addWidget(self.difficulty_box)
        self.a_step_mode = QAction(self.tr("Step through AI"), self, checkable=True)
        self.a_step_mode.setToolTip(self.tr("The AI plays its next action only when you "
                                            "press Step (N)"))
        self.a_step_mode.setChecked(self.step_mode)
        self.a_step_mode.toggled.connect(self.set_step_mode)
        self.a_step = QAction(self.tr("Step"), self, shortcut=QKeySequence("N"))
        self.a_step.setToolTip(self.tr("Show the AI's next action (N)"))
        self.a_step.setEnabled(False)
        self.a_step.triggered.connect(self.step)
        for a in (self.a_step_mode, self.a_step):
            bar.addAction(a)
            self.addAction(a)

    def _speed_chosen(self, index: int) -> None:
        key = self.speed_box.itemData(index)
        if key in SPEEDS:
            self.speed = key
            self.pace = SPEEDS[key]
            self.settings.setValue(SPEED_KEY, key)

    def set_step_mode(self, on: bool) -> None:
        """Step through the AI's turn (remembered); turned off, the AI goes on by itself."""
        self.step_mode = on
        self.settings.setValue(STEP_KEY, on)
        if self.a_step_mode.isChecked() != on:
            self.a_step_mode.setChecked(on)
        if not on and self.waiting_step:
            self._play_pending()

    def step(self) -> None:
        """Step (N): the AI's next action, when one waits for it."""
        if not self.waiting_step:
            return
        self.step_granted = True
        self._play_pending()

    # -- game flow -------------------------------------------------------------------------
    def restart(self, seed: int) -> None:
        self._stop_thinking()
        self.animator.stop()
        self._wait_for_step(False)
        self.seed = seed
        self.game = Game(copy.deepcopy(self.base), seed)
        # Rulesets without passing (Stratego: a turn is one move) offer no End turn.
        self.can_pass = self.game.result is not None or self.game.is_legal({"type": "end_turn"})
        self.selected = None
        self.pending = []
        self.given_orders = {}
        self.guard_until = 0.0
        self.turn_events = {}
        self.told = {}  # per side: how much of its channel its log has read
        self.logs = {None: []}
        self.logs.update({s.id: [] for s in self.base.sides})
        # the first player sits at the screen already: no hand-over before the first turn
        self.shown_side = self.game.side if self.is_human_turn() else None
        self.result_label.clear()
        self._log(self.tr("New game, seed {seed}").format(seed=seed))
        self.mission.started()
        self._record(list(self.game.events), {})  # each side's log, through its fog
        self.refresh()
        self.board.zoom_fit()
        QTimer.singleShot(0, self.board.zoom_fit)  # again once the window has its size
        self._maybe_ai()

    def set_controller(self, side: str, controller: str) -> None:
        self.controllers[side] = controller
        if controller == "human":
            self.last_human = side
        self.refresh()
        self._maybe_ai()

    def is_human_turn(self) -> bool:
        return self.game.result is None and self.controllers.get(self.game.side) == "human"

    def issue(self, action: Action) -> bool:
        """Apply one action of the side to play; a refusal goes to the status line."""
        readers = [r for r in self.logs if r is not None]
        before = {r: known_units(self.game, r) for r in readers}
        side_before = self.game.side
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            log.debug("refused %s", action, exc_info=True)
            self.refuse(str(exc))
            return False
        self.last_action = action
        self._note_orders(action, events)
        self._record(events, before)
        if (self.is_human_turn() and self.game.side != side_before
                and self.controllers.get(side_before) == "ai"):
            self.guard_until = time.monotonic() + HANDOVER_GUARD_S
        if action.get("type") == "end_turn":
            self.selected = None
        self.refresh()
        if self.board_stack.currentIndex() == 0:  # never on a board hidden for a hand-over
            by_ai = self.controllers.get(side_before) == "ai"
            self.animator.show(events, self.pace if by_ai else human_pace(self.pace),
                               self.board.options.fog)
        if self.game.result is not None:
            self._finished()
        return True

    def _note_orders(self, action: Action, events: list[dict[str, Any]]) -> None:
        """orders (RULES.md B): remember each side's own orders of this round; a new
        orders step starts with none."""
        for event in events:
            if event.get("type") == "phase_started" and event.get("phase") == "orders":
                self.given_orders = {}
        if action.get("type") == "order" and any(e.get("type") == "order_given" for e in events):
            unit = self.game.unit(str(action["unit"]))
            self.given_orders.setdefault(str(unit["side"]), {})[str(action["unit"])] = str(
                action["order"])

    def user_end_turn(self) -> None:
        """Tab or the end button: ignored when meant for a phase that is not the human's
        (pressed while the AI played, arriving just as the hand came back)."""
        if self._guarded():
            return
        self.end_turn()

    def user_clicked(self, cell: Cell) -> None:
        if self._guarded():
            return
        self.cell_clicked(cell)

    def _guarded(self) -> bool:
        if time.monotonic() >= self.guard_until:
            return False
        phase = self.game.phase
        side = self._side_name(self.game.side)
        if phase:
            self.refuse(self.tr("The {phase} phase of {side} has just begun: that input was "
                                "meant for the AI's turn and is ignored").format(
                phase=phase_name(phase), side=side))
        else:
            self.refuse(self.tr("The turn of {side} has just begun: that input was meant for "
                                "the AI's turn and is ignored").format(side=side))
        return True

    def refuse(self, why: str) -> None:
        """A click or action the rules refuse: the reason, on the status line."""
        self.statusBar().showMessage(why, 8000)

    def _record(self, events: list[dict[str, Any]],
                before: dict[str, dict[str, dict[str, Any]]]) -> None:
        """Each side's log gets the events it may know of, its units named as it knows them
        (RULES.md A8: the fog; B Stratego: a rank not yet revealed is "a piece")."""
        for reader in list(self.logs):
            seen: list[dict[str, Any]] = events
            name: Namer = str
            lines: list[str] = []
            if reader is not None:  # the side's channel (RULES.md A8): what it saw, redacted
                views = {**before.get(reader, {}), **known_units(self.game, reader)}
                seen = self.game.events_for(reader, since=self.told.get(reader, 0))
                self.told[reader] = self.told.get(reader, 0) + len(seen)
                name = reader_namer(self.base, reader, views)
            for event in seen:  # a turn's summary counts only what the reader saw of it
                if event.get("type") == "turn_ended":
                    lines.append(turn_summary(str(event.get("side")),
                                              self.turn_events.pop(reader, [])))
                else:
                    self.turn_events.setdefault(reader, []).append(event)
                lines.append(mission_sentence(event) or self._own_sentence(event, reader)
                             or describe(event, name))
            self.logs[reader].extend(lines)
        for event in events:
            self.mission.on_event(event)
        self._show_log()

    def _own_sentence(self, event: dict[str, Any], reader: str | None) -> str | None:
        """orders (RULES.md B): the side that gave an order reads which one; the others
        only that an order was given."""
        action = self.last_action
        if (event.get("type") == "order_given" and action.get("type") == "order"
                and action.get("unit") == event.get("unit") and reader == event.get("side")):
            return self.tr("{side} orders {unit}: {order}").format(
                side=self._side_name(str(event.get("side"))), unit=event.get("unit"),
                order=order_words(str(action.get("order"))))
        return None

    def end_turn(self) -> None:
        if self.is_human_turn() and self.can_pass and self.game.is_legal({"type": "end_turn"}):
            self.issue({"type": "end_turn"})
            self._maybe_ai()

    def _maybe_ai(self) -> None:
        if (not self.closed and self.game.result is None and self.controllers.get(self.game.side) == "ai"
                and self.thinker is None and not self.pending):
            self.status.setText(self.tr("{side} is thinking…").format(side=self._side_name(self.game.side)))
            self.thinker = AIThinker(self.game, self.seed * 7919 + self.game.round,
                                     self.difficulty_box.config())
            self.thinker.decided.connect(self._ai_decided)
            self.thinker.start()

    def _ai_decided(self, actions: list[Action]) -> None:
        if self.thinker is not None:
            self.thinker.wait()
            self.thinker = None
        self.pending = list(actions)
        self._play_pending()

    def _play_pending(self) -> None:
        """The AI's next action, shown at the chosen pace; in step mode only after Step."""
        if self.closed:
            return
        if not self.pending or self.game.result is not None:
            self.pending = []
            self._wait_for_step(False)
            self._maybe_ai()
            return
        if self.step_mode and not self.step_granted:
            self._wait_for_step(True)
            return
        self.step_granted = False
        self._wait_for_step(False)
        action = self.pending.pop(0)
        action.pop("_error", None)
        if not self.issue(action):  # the clone and the game disagree: hand back the turn
            self.pending = []
            self.issue({"type": "end_turn"})
        self.animator.then(self.pace.action_ms, self._play_pending)

    def _wait_for_step(self, waiting: bool) -> None:
        self.waiting_step = waiting
        if hasattr(self, "a_step"):
            self.a_step.setEnabled(waiting)
        if waiting:
            self.statusBar().showMessage(self.tr("{side} (AI) has its next action ready: "
                                                 "press Step (N)").format(
                side=self._side_name(self.game.side)))
        else:
            self.statusBar().clearMessage()

    def _stop_thinking(self) -> None:
        if self.thinker is not None:
            self.thinker.decided.disconnect()
            self.thinker.wait()
            self.thinker = None

    def wait_for_ai(self, timeout_ms: int = 30_000) -> None:
        """Tests: let AI turns finish."""
        from PySide6.QtCore import QDeadlineTimer, QEventLoop
        from PySide6.QtWidgets import QApplication

        deadline = QDeadlineTimer(timeout_ms)
        while ((self.thinker is not None or self.pending or self.animator.busy())
               and not self.waiting_step and not deadline.hasExpired()):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            QThread.msleep(5)

    def _finished(self) -> None:
        result = self.game.result or {}
        winner = result.get("winner")
        text = (self.tr("{side} wins").format(side=self._side_name(winner)) if winner
                else self.tr("Draw"))
        self.result_label.setText(self.tr("Game over after round {round}. {outcome}: {reason}").format(
            round=self.game.round, outcome=text, reason=result.get("reason", "")))
        self.game_finished.emit(result)

    # -- clicks and orders -----------------------------------------------------------------
    def cell_clicked(self, cell: Cell) -> None:
        """Select one of the side's units, or give the selected unit a move or a shot; a
        click the rules refuse says why on the status line."""
        if self.board_stack.currentIndex() == 1:
            self.refuse(self.tr("The board is hidden until the next player confirms the hand-over"))
            return
        if not self.is_human_turn():
            self.refuse(self.tr("It is not your turn") if self.game.result is None
                        else self.tr("The game is over"))
            return
        if self.mission.cell_clicked(cell):  # a deployment move
            return
        mine = [u for u in self.game.units(self.game.side) if u["at"] is not None and tuple(u["at"]) == cell]
        if mine and (self.selected is None or mine[0]["id"] != self.selected):
            self.select(mine[0]["id"])
            return
        if self.selected is None:
            self.refuse(self.tr("Click one of the units of {side} first").format(
                side=self._side_name(self.game.side)))
            return
        self.act(self._click_action(self.selected, cell))

    def _click_action(self, unit_id: str, cell: Cell) -> Action:
        """A shot at an enemy the viewer knows of on `cell` (RULES.md A6), else a move."""
        mine = self.game.unit(unit_id)["side"]
        enemy = any(u.side != mine for u in units_at(self.board.painter_model.scenario, cell))
        return click_action(self.game, unit_id, cell, enemy, piece_setup(self.base) is None)

    def hover_text(self, cell: Cell) -> str:
        """The tooltip of a cell: the units on it the viewer knows of, as it knows them
        (never a hidden one, RULES.md A8), and what a click there would do or why the
        rules refuse it (the engine's reason)."""
        if self.board_stack.currentIndex() != 0:
            return ""
        model = self.board.painter_model
        viewer = None if self.reveal else self.viewer()
        live = {u["id"]: u for u in self.game.units(viewer)}  # the viewer's own units
        text = cell_tooltip(units_at(model.scenario, cell), model.scenario, model.catalog, live)
        uid = self.selected
        if uid is None or not self.is_human_turn() or self.game.unit(uid)["at"] is None \
                or tuple(self.game.unit(uid)["at"]) == cell:
            return text
        action = self._click_action(uid, cell)
        why = refusal(self.game, action)
        if action["type"] == "fire":
            line = (self.tr("Target: click to fire") if why is None
                    else self.tr("Cannot fire: {why}").format(why=why))
        else:
            line = (self.tr("Click to move here") if why is None
                    else self.tr("Cannot move here: {why}").format(why=why))
        return "<br>".join(p for p in (text and text + "<hr>", f"<i>{line}</i>") if p)

    def act(self, action: Action) -> bool:
        """A human's action; when it hands the turn to an AI side (the last order given, a
        failed activation roll, a Stratego move), the AI takes over."""
        done = self.issue(action)
        if done:
            self._maybe_ai()
        return done

    def select(self, unit_id: str | None) -> None:
        self.selected = unit_id
        self.refresh()

    def unit_actions(self, unit_id: str) -> list[Action]:
        return [a for a in self.game.legal_actions() if a.get("unit") == unit_id]

    def _order_chosen(self, item: QListWidgetItem) -> None:
        action = item.data(256)
        if action is not None and self.is_human_turn():
            self.act(dict(action))

    # -- drawing ---------------------------------------------------------------------------
    def viewer(self) -> str | None:
        """Whose eyes the map shows: the human to play, else the last human who played."""
        if self.controllers.get(self.game.side) == "human":
            self.last_human = self.game.side
        return self.last_human

    def hot_seat(self) -> bool:
        """Two or more humans share the screen: the board hides between their turns."""
        return sum(c == "human" for c in self.controllers.values()) >= 2

    def confirm_handover(self) -> None:
        """The next player is at the screen: show the board through its eyes."""
        self.shown_side = self.game.side
        self.refresh()

    def _needs_handover(self) -> bool:
        return (self.hot_seat() and not self.reveal and self.is_human_turn()
                and self.shown_side != self.game.side)

    def _show_handover(self) -> None:
        """Hide the board, the selection and the panels until the next player confirms."""
        name = self._side_name(self.game.side)
        self.shown_side = None
        self.selected = None
        self.orders.clear()
        self.unit_info.setText("")
        self.log.clear()
        self.board.options.overlay = {}
        self.board.options.selected = []
        self.board.set_marks(targets=set(), shots=[])
        hidden = copy.copy(self.base)
        hidden.units, hidden.features = [], []
        self.board.painter_model.set_scenario(hidden)  # nothing of the last player's view
        self.handover_label.setText(self.tr("Hand the screen to {name}. The board stays hidden "
                                            "until {name} is ready.").format(name=name))
        self.handover_button.setText(self.tr("I am {name}: show my board").format(name=name))
        self.board_stack.setCurrentIndex(1)
        self.handover_button.setFocus()
        self._update_status()

    def refresh(self) -> None:
        if self._needs_handover():
            self._show_handover()
            return
        if self.is_human_turn():
            self.shown_side = self.game.side
        elif self.shown_side is None:
            self.shown_side = self.viewer()
        self.board_stack.setCurrentIndex(0)
        acting = self.game.turn_info_for(self.game.side).get("acting")
        if acting and self.is_human_turn() and self.selected != acting:
            self.selected = acting  # orders: the unit whose initiative it is
        viewer = None if self.reveal else self.viewer()
        position = snapshot(self.game, self.base, viewer)  # only what it knows
        self.board.painter_model.set_scenario(position)
        options = self.board.options
        options.fog = None if viewer is None else self.game.visible_cells(viewer)
        options.fog_side = None
        options.overlay = {}
        options.selected = []
        self.board.set_marks(targets=set())
        self._mark_turn(options, viewer)
        self.orders.clear()
        if self.selected is not None and self.is_human_turn():
            self._show_selected(options)
        else:
            self.unit_info.setText(self.tr("Click one of your units.") if self.is_human_turn() else "")
        self.mission.refresh()  # the deploying side's zone; redraws the board
        self._show_log()
        self._update_status()

    def _show_selected(self, options: Any) -> None:
        uid = self.selected
        assert uid is not None
        unit = self.game.unit(uid)
        if not unit["alive"]:
            self.selected = None
            return
        for cell, reach in self.game.reachable_cells(uid).items():
            if not self.game.is_legal({"type": "move", "unit": uid, "to": list(cell)}):
                continue  # reachable in principle, not a move this unit may make now
            ap = getattr(reach, "ap", None)
            if ap is None:  # Stratego: a square the piece may move to (or attack)
                options.overlay[tuple(cell)] = (REACH_COLOR, "")
            elif ap > 0:
                options.overlay[tuple(cell)] = (REACH_COLOR, str(ap))
        info = self.game.turn_info_for(self.game.side)
        odds = activation_roll_words()
        actions = self.unit_actions(uid)
        targets = fire_targets(actions)
        for cell in targets:  # a red crosshair on a red tint, not a cell to move to
            options.overlay[cell] = (TARGET_COLOR, "")
        self.board.set_marks(targets=targets)
        for action in actions:
            if action["type"] not in ("fire", "move"):
                item = QListWidgetItem(action_label(action, bool(info.get("free")), odds))
                item.setData(256, action)
                self.orders.addItem(item)
        thing = next((u for u in self.board.painter_model.scenario.units if u.id == uid), None)
        options.selected = [thing] if thing else []
        setup = piece_setup(self.base)
        if setup is not None:
            self.unit_info.setText(setup.describe(unit))
            return
        order = self.given_orders.get(str(unit["side"]), {}).get(uid) or (
            info.get("orders") or {}).get(uid)
        changeable = any(a["type"] == "order" for a in self.unit_actions(uid))
        told = ""
        if order:
            words = order_words(order, (info.get("special") or {}).get(uid))
            told = (self.tr("Order: {order} (you may still change it). ") if changeable
                    else self.tr("Order: {order}. ")).format(order=words)
        state = self.tr("{unit} ({type}) at {cell}: HP {hp}/{max_hp}, AP {ap}/{max_ap}, "
                        "ammo {ammo}, fuel {fuel}, shots left {shots}").format(
            unit=uid, type=unit["type"], cell=unit["at"], hp=unit["hp"], max_hp=unit["max_hp"],
            ap=unit["ap"], max_ap=unit["max_ap"], ammo=_amount(unit["ammo"]),
            fuel=_amount(unit["fuel"]), shots=unit["shots_left"])
        if unit["cargo"]:
            state += self.tr(", carrying {cargo}").format(cargo=", ".join(unit["cargo"]))
        self.unit_info.setText(told + state)

    def _mark_turn(self, options: Any, viewer: str | None) -> None:
        """The units of the human to play that may still act in this phase (RULES.md B),
        and every shown unit's order as a badge (orders: the viewer's own only until the
        orders are revealed)."""
        shown: dict[str, Cell] = {u.id: (u.at[0], u.at[1])
                                  for u in self.board.painter_model.scenario.units
                                  if u.at is not None}
        options.badges = order_badges(self.game, viewer, self.given_orders, shown)
        if not self.is_human_turn() or self.game.phase == "deployment":
            return
        for uid in units_that_may_act(self.game, self.game.side):
            if uid in shown:
                options.overlay[shown[uid]] = (MAY_ACT_COLOR, "")

    def _update_status(self) -> None:
        g = self.game
        who = self._side_name(g.side)
        mode = self.tr("your move") if self.is_human_turn() else self.tr("AI")
        phase = getattr(g, "phase", None)
        step = self.tr(", {phase} phase").format(phase=phase_name(phase)) if phase else ""
        info = g.turn_info_for(g.side)
        if info.get("acting"):  # orders: one unit acts at a time, by initiative
            step += self.tr(", unit {unit} acting at initiative {initiative}").format(
                unit=info["acting"], initiative=info.get("now"))
        self.status.setText(self.tr("Round {round} of {rounds} — {side} to play ({mode}); "
                                    "seed {seed}").format(
            round=g.round, rounds=self.base.rounds, side=who, mode=mode + step, seed=self.seed))
        human = self.is_human_turn()
        legal = human and self.game.is_legal({"type": "end_turn"})
        self.end_button.setText(end_button_text(g, self.base.turn_system or "sides", human,
                                                self._side_name))
        self.end_button.setVisible(self.can_pass)
        self.end_button.setEnabled(self.can_pass and legal)
        self.a_end.setText(self.end_button.text().removesuffix(TAB))
        self.a_end.setVisible(self.can_pass)
        self.a_end.setEnabled(self.can_pass and legal)
        self.turn_label.setText(self._turn_words())
        self.turn_label.setVisible(bool(self.turn_label.text()))

    def _turn_words(self) -> str:
        """activation (RULES.md B): who has the initiative and the odds of the next
        activation, before its roll."""
        if self.base.turn_system != "activation" or self.game.result is not None \
                or self.game.phase == "deployment":
            return ""
        options = dict(self.base.turn_options or {})
        return (initiative_words(self.game, options, self._side_name) + " "
                + activation_odds(self.game, options, self._side_name)).strip()

    def set_reveal(self, on: bool) -> None:
        self.reveal = on
        self.refresh()

    def _side_name(self, side_id: str | None) -> str:
        side = self.base.side(side_id) if side_id else None
        return (side.name or side.id) if side else str(side_id)

    def _log(self, text: str, reader: str | None = None) -> None:
        """A line for every log (reader None) or for one side's and the full log."""
        for key, lines in self.logs.items():
            if reader is None or key in (None, reader):
                lines.append(text)
        self._show_log()

    def log_lines(self, reader: str | None) -> list[str]:
        return list(self.logs.get(reader, self.logs.get(None, [])))

    def _show_log(self) -> None:
        """The log as the side whose eyes the board shows may read it."""
        if self.board_stack.currentIndex() == 1:
            self.log.clear()
            return
        lines = self.logs.get(None if self.reveal else self.viewer(), self.logs.get(None, []))
        if self.log.count() == len(lines) and (not lines or self.log.item(self.log.count() - 1)
                                               .text() == lines[-1]):
            return
        self.log.clear()
        self.log.addItems(lines)
        self.log.scrollToBottom()

    # -- replay ----------------------------------------------------------------------------
    def replay(self) -> dict[str, Any]:
        return {"format": "clumsy-replay/1", "scenario": dump_scenario(self.base),
                "scenario_name": self.base.name, "scenario_hash": scenario_hash(self.base),
                "seed": self.seed,
                "actions": self.game.history, "result": self.game.result}

    def _ask_replay_path(self) -> str:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save replay"), "",
                                              self.tr("Replays (*.json)"))
        return name

    def save_replay(self) -> None:
        name = self.ask_path()
        if not name:
            return
        try:
            write_text_atomic(Path(name), json.dumps(self.replay(), indent=1))
            self.statusBar().showMessage(self.tr("Replay saved to {path}").format(path=name), 5000)
        except OSError as exc:
            log.exception("saving the replay to %s failed", name)
            self.statusBar().showMessage(self.tr("Could not save the replay: {error}").format(error=exc),
                                         8000)

    def closeEvent(self, event: Any) -> None:
        self.closed = True  # a step already scheduled must not wake the AI again
        self._stop_thinking()
        self.animator.stop()
        self.pending = []
        super().closeEvent(event)


def _amount(value: object) -> str:
    return "-" if value is None else str(value)

