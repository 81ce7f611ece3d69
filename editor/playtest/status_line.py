"""The play-test's status: the round, who is to play and how, the phase and the unit acting,
the End turn button and action as the turn system names them, and (activation) who has the
initiative and the odds of the next activation."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from editor.map.daylight_tint import game_tint
from editor.playtest.panel import PlayPanel
from editor.playtest.turns import (
    TAB,
    activation_odds,
    end_button_text,
    initiative_words,
    phase_name,
)
from engine import GameAPI
from engine.scenario.model import Scenario


class StatusHost(Protocol):
    """What the status reads of the play-test window."""

    game: GameAPI
    base: Scenario
    seed: int
    can_pass: bool
    a_end: QAction

    def side_name(self, side_id: str | None) -> str: ...
    def is_human_turn(self) -> bool: ...


class PlayStatus(QObject):
    def __init__(self, play: StatusHost, panel: PlayPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play = play
        self.panel = panel

    def update(self) -> None:
        play = self.play
        g = play.game
        human = play.is_human_turn()
        mode = self.tr("your move") if human else self.tr("AI")
        phase = getattr(g, "phase", None)
        step = self.tr(", {phase} phase").format(phase=phase_name(phase)) if phase else ""
        info = g.turn_info_for(g.side)
        if info.get("acting"):  # orders: one unit acts at a time, by initiative
            step += self.tr(", unit {unit} acting at initiative {initiative}").format(
                unit=info["acting"], initiative=info.get("now"))
        text = self.tr("Round {round} of {rounds} — {side} to play ({mode}); seed {seed}").format(
            round=g.round, rounds=play.base.rounds, side=play.side_name(g.side),
            mode=mode + step, seed=play.seed)
        tint = game_tint(g)  # the clock: the season and hour now, as the map is tinted
        if tint is not None:
            text = self.tr("{status} — {clock}").format(status=text, clock=tint.describe())
        self.panel.status.setText(text)
        legal = human and g.is_legal({"type": "end_turn"})
        end = self.panel.end_button
        end.setText(end_button_text(g, play.base.turn_system or "sides", human, play.side_name))
        end.setVisible(play.can_pass)
        end.setEnabled(play.can_pass and legal)
        play.a_end.setText(end.text().removesuffix(TAB))
        play.a_end.setVisible(play.can_pass)
        play.a_end.setEnabled(play.can_pass and legal)
        turn_label = self.panel.turn_label
        turn_label.setText(self._turn_words())
        turn_label.setVisible(bool(turn_label.text()))

    def _turn_words(self) -> str:
        """activation (RULES.md B): who has the initiative and the odds of the next
        activation, before its roll."""
        play = self.play
        if play.base.turn_system != "activation" or play.game.result is not None \
                or play.game.phase == "deployment":
            return ""
        options = dict(play.base.turn_options or {})
        return (initiative_words(play.game, options, play.side_name) + " "
                + activation_odds(play.game, options, play.side_name)).strip()
