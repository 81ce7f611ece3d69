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
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QSettings, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow, QWidget

from editor.document.piece_setup import setup_overlay
from editor.map.daylight_tint import game_tint, tint_shown
from editor.map.map_look import saved_look
from editor.map.painter import MapPainter
from editor.playtest.ai_turn import AITurns, Thinker
from editor.playtest.board import PlayBoard
from editor.playtest.mission_banner import MissionPlay
from editor.playtest.pace import (
    SPEEDS,
    Pace,
    TurnAnimator,
    human_pace,
    pace_of_delay,
    saved_speed,
    saved_step,
)
from editor.playtest.panel import PlayPanel
from editor.playtest.play_log import PlayLog
from editor.playtest.play_view import MAY_ACT_COLOR, REACH_COLOR, TARGET_COLOR, PlayView
from editor.playtest.side_knowledge import known_units
from editor.playtest.status_line import PlayStatus
from editor.playtest.toolbar import PlayToolbar
from editor.playtest.turns import phase_name
from editor.widgets.field_guard import guard_fields
from editor.widgets.focus_frame import map_key_action, show_focus
from editor.widgets.window_fit import available_area, clamp_to_screen, fit_to_screen
from engine import Game, GameAPI, IllegalAction, computer_player, snapshot
from engine.scenario.io import dump_scenario, scenario_hash, write_text_atomic
from engine.scenario.model import Cell, Scenario

__all__ = ["MAY_ACT_COLOR", "REACH_COLOR", "TARGET_COLOR", "AIThinker", "PlaytestWindow"]

log = logging.getLogger(__name__)

# Input that reaches the window this soon after the hand came from an AI side to a human
# was meant for the AI's phase (pressed while the AI played): it is ignored.
HANDOVER_GUARD_S = 0.6
GEOMETRY_KEY = "playtest/geometry"
SCREEN_SHARE = 0.9  # a first play-test window takes this much of the editor's screen
Action = dict[str, Any]


class AIThinker(Thinker):
    """Plays one AI side-turn on a clone and hands back the actions it chose."""

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
    """Composes the play-test's parts (panel, toolbar, board marks, status, log, AI turns)
    and runs the game: who is to play, a human's clicks and actions, restart, replay."""

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
        speed = (saved_speed(self.settings) if ai_delay_ms is None
                 else "instant" if ai_delay_ms <= 0 else "")
        step_mode = saved_step(self.settings) if ai_delay_ms is None else False
        self.selected: str | None = None
        self.reveal = False
        self.closed = False
        self.last_human = next((s for s, c in self.controllers.items() if c == "human"), None)
        # Hot seat: whose eyes the board shows now; None while it is hidden for a hand-over.
        self.shown_side: str | None = None
        self.ask_path: Callable[[], str] = self._ask_replay_path
        # orders (RULES.md B): the orders each side gave this round, as it knows them
        self.given_orders: dict[str, dict[str, str]] = {}
        self.last_action: Action = {}
        self.guard_until = 0.0  # monotonic time until which human input is ignored

        self.board = PlayBoard(MapPainter(self.base), self)
        self.board.set_look(*saved_look(self.settings))  # the editor's View menu choices
        self.animator = TurnAnimator(self.board, self)
        # the lakes and where each side deployed, for rulesets that set up pieces in zones
        self.board.options.zones = setup_overlay(self.base)
        self.board.cell_clicked.connect(self.user_clicked)
        self.panel = PlayPanel(self.board, self.base, self.controllers, self)
        self.panel.controller_chosen.connect(self.set_controller)
        self.panel.order_chosen.connect(self._order_chosen)
        self.panel.end_button.clicked.connect(self.user_end_turn)
        self.panel.handover_button.clicked.connect(self.confirm_handover)
        self.setCentralWidget(self.panel.widget)
        self.toolbar = PlayToolbar(self, self, self.settings, speed,
                                   SPEEDS[speed] if speed else pace_of_delay(ai_delay_ms or 0),
                                   step_mode)
        self.view = PlayView(self, self.board, self.panel, self)
        self.board.tooltip_for = self.view.hover_text
        self.status_line = PlayStatus(self, self.panel, self)
        self.play_log = PlayLog(self, self.panel.log, self)
        self.ai = AITurns(self, AIThinker, step_mode, self)
        self.mission = MissionPlay(self)  # briefing, deployment phase, messages
        self.setWindowTitle(self.tr("Play-test: {name}").format(name=self.base.name))
        self.board.cancelled.connect(lambda: self.select(None))
        self.focus_marker = show_focus(self)  # the map's focus frame
        self.a_map = map_key_action(self, self.board)  # Ctrl+M: the keyboard to the map
        self._place(parent)
        self.restart(seed)

    # -- the parts' widgets and state, by the names the window has always had ---------------
    status = property(lambda self: self.panel.status)
    turn_label = property(lambda self: self.panel.turn_label)
    unit_info = property(lambda self: self.panel.unit_info)
    orders = property(lambda self: self.panel.orders)
    log = property(lambda self: self.panel.log)
    result_label = property(lambda self: self.panel.result_label)
    controller_boxes = property(lambda self: self.panel.controller_boxes)
    handover_label = property(lambda self: self.panel.handover_label)
    handover_button = property(lambda self: self.panel.handover_button)
    end_button = property(lambda self: self.panel.end_button)
    board_stack = property(lambda self: self.panel.board_stack)
    a_end = property(lambda self: self.toolbar.a_end)
    a_restart = property(lambda self: self.toolbar.a_restart)
    a_reveal = property(lambda self: self.toolbar.a_reveal)
    a_replay = property(lambda self: self.toolbar.a_replay)
    a_close = property(lambda self: self.toolbar.a_close)
    a_step_mode = property(lambda self: self.toolbar.a_step_mode)
    a_step = property(lambda self: self.toolbar.a_step)
    speed_box = property(lambda self: self.toolbar.speed_box)
    difficulty_box = property(lambda self: self.toolbar.difficulty_box)
    logs = property(lambda self: self.play_log.logs)
    thinker = property(lambda self: self.ai.thinker)
    pending = property(lambda self: self.ai.pending)
    waiting_step = property(lambda self: self.ai.waiting_step)
    step_mode = property(lambda self: self.ai.step_mode)

    @property
    def speed(self) -> str:
        return self.toolbar.speed

    @property
    def pace(self) -> Pace:
        return self.toolbar.pace

    def _place(self, parent: QWidget | None) -> None:
        """Sized to the editor's screen and centred on the editor the first time, then
        where the player left it (fit to the screen it is on again)."""
        remembered = self.settings.value(GEOMETRY_KEY) is not None
        area = available_area(self)
        preferred = (int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))
        fit_to_screen(self, self.settings, GEOMETRY_KEY, preferred)
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        if remembered or parent is None:
            return
        centre = parent.frameGeometry().center()
        self.move(centre - QPoint(self.frameGeometry().width() // 2,
                                  self.frameGeometry().height() // 2))
        clamp_to_screen(self)

    # -- the AI's turns (editor/playtest/ai_turn.py) -----------------------------------------
    def set_step_mode(self, on: bool) -> None:
        self.ai.set_step_mode(on)

    def step(self) -> None:
        self.ai.step()

    def _maybe_ai(self) -> None:
        self.ai.maybe_start()

    def _stop_thinking(self) -> None:
        self.ai.stop()

    def wait_for_ai(self, timeout_ms: int = 30_000) -> None:
        """Tests: let AI turns finish."""
        self.ai.wait(timeout_ms)

    # -- game flow -------------------------------------------------------------------------
    def restart(self, seed: int) -> None:
        self.ai.stop()
        self.animator.stop()
        self.ai.wait_for_step(False)
        self.seed = seed
        self.game = Game(copy.deepcopy(self.base), seed)
        # Rulesets without passing (Stratego: a turn is one move) offer no End turn.
        self.can_pass = self.game.result is not None or self.game.is_legal({"type": "end_turn"})
        self.selected = None
        self.ai.pending = []
        self.given_orders = {}
        self.guard_until = 0.0
        self.play_log.reset()
        # the first player sits at the screen already: no hand-over before the first turn
        self.shown_side = self.game.side if self.is_human_turn() else None
        self.result_label.clear()
        self._log(self.tr("New game, seed {seed}").format(seed=seed))
        self.mission.started()
        self._record(list(self.game.events), {})  # each side's log, through its fog
        self.refresh()
        self.board.zoom_fit()
        QTimer.singleShot(0, self.board, self.board.zoom_fit)  # again once the window has its size
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
        before = {r: known_units(self.game, r) for r in self.play_log.readers()}
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
        if not self.board_hidden():  # never on a board hidden for a hand-over
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
        side = self.side_name(self.game.side)
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

    def end_turn(self) -> None:
        if self.is_human_turn() and self.can_pass and self.game.is_legal({"type": "end_turn"}):
            self.issue({"type": "end_turn"})
            self._maybe_ai()

    def _finished(self) -> None:
        result = self.game.result or {}
        winner = result.get("winner")
        text = (self.tr("{side} wins").format(side=self.side_name(winner)) if winner
                else self.tr("Draw"))
        self.result_label.setText(self.tr("Game over after round {round}. {outcome}: {reason}").format(
            round=self.game.round, outcome=text, reason=result.get("reason", "")))
        self.game_finished.emit(result)

    # -- clicks and orders -----------------------------------------------------------------
    def cell_clicked(self, cell: Cell) -> None:
        """Select one of the side's units, or give the selected unit a move or a shot; a
        click the rules refuse says why on the status line."""
        if self.board_hidden():
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
                side=self.side_name(self.game.side)))
            return
        self.act(self.view.click_action(self.selected, cell))

    def hover_text(self, cell: Cell) -> str:
        return self.view.hover_text(cell)

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

    def _order_chosen(self, action: Action) -> None:
        if self.is_human_turn():
            self.act(action)

    # -- drawing ---------------------------------------------------------------------------
    def viewer(self) -> str | None:
        """Whose eyes the map shows: the human to play, else the last human who played."""
        if self.controllers.get(self.game.side) == "human":
            self.last_human = self.game.side
        return self.last_human

    def hot_seat(self) -> bool:
        """Two or more humans share the screen: the board hides between their turns."""
        return sum(c == "human" for c in self.controllers.values()) >= 2

    def board_hidden(self) -> bool:
        return self.panel.board_hidden()

    def confirm_handover(self) -> None:
        """The next player is at the screen: show the board through its eyes."""
        self.shown_side = self.game.side
        self.refresh()

    def _needs_handover(self) -> bool:
        return (self.hot_seat() and not self.reveal and self.is_human_turn()
                and self.shown_side != self.game.side)

    def refresh(self) -> None:
        if self._needs_handover():
            self.shown_side = None
            self.selected = None
            self.view.show_handover()
            self.mission.refresh()  # the banner hides with the board
            self.status_line.update()
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
        # the season and hour now, as the editor tints the mission's start (View menu)
        self.board.item.tint = game_tint(self.game) if tint_shown(self.settings) else None
        options = self.board.options
        options.fog = None if viewer is None else self.game.visible_cells(viewer)
        options.fog_side = None
        options.overlay = {}
        options.selected = []
        self.board.set_marks(targets=set())
        self.view.mark_turn(options, viewer)
        self.orders.clear()
        if self.selected is not None and self.is_human_turn():
            if not self.view.show_selected(options):
                self.selected = None
        else:
            self.unit_info.setText(self.tr("Click one of your units.") if self.is_human_turn() else "")
        self.mission.refresh()  # the deploying side's zone; redraws the board
        self.play_log.show()
        self.status_line.update()

    def set_reveal(self, on: bool) -> None:
        self.reveal = on
        self.refresh()

    def side_name(self, side_id: str | None) -> str:
        side = self.base.side(side_id) if side_id else None
        return (side.name or side.id) if side else str(side_id)

    # -- the log (editor/playtest/play_log.py) -----------------------------------------------
    def _log(self, text: str, reader: str | None = None) -> None:
        """A line for every log (reader None) or for one side's and the full log."""
        self.play_log.add(text, reader)

    def log_lines(self, reader: str | None) -> list[str]:
        return self.play_log.lines(reader)

    def _record(self, events: list[dict[str, Any]],
                before: dict[str, dict[str, dict[str, Any]]]) -> None:
        self.play_log.record(events, before)
        for event in events:
            self.mission.on_event(event)
        self.play_log.show()

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

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self.board_hidden():
            self.board.setFocus()  # the arrows move the cell cursor from the start

    def closeEvent(self, event: Any) -> None:
        self.closed = True  # a step already scheduled must not wake the AI again
        self.ai.stop()
        self.animator.stop()
        self.ai.pending = []
        super().closeEvent(event)
