"""Play > Play-test and Balance check: both start only on a scenario the engine can play
(else the errors, to fix first), and a balance run's heat layer goes on the map with its
legend."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMainWindow, QWidget

from editor.document.scenario_document import ScenarioDocument
from editor.document.validation_runner import ValidationRunner
from editor.map.overlay_legend import OverlayLegend
from editor.map.view import MapView
from engine.scenario.model import Cell, Scenario

log = logging.getLogger(__name__)
Tell = Callable[[str, str], None]  # a warning's title and text


class PlayLauncher(QObject):
    def __init__(self, window: QMainWindow, doc: ScenarioDocument, view: MapView,
                 validation: ValidationRunner, problems: QWidget, tell: Tell) -> None:
        super().__init__(window)
        self.window = window
        self.doc = doc
        self.view = view
        self.validation = validation
        self.problems = problems
        self.tell = tell
        self.playtest: QMainWindow | None = None
        self.balance_dialog: Any = None  # the Balance check dialog, once opened
        self.heat_legend = OverlayLegend(view, Qt.Corner.BottomLeftCorner)
        self.heat_legend.closed.connect(self._heat_legend_closed)

    def playable(self) -> bool:
        """The engine plays only valid scenarios: say what to fix first."""
        self.validation.wait()
        errors = [p for p in self.doc.problems if p.severity == "error"]
        if errors:
            self.problems.raise_()
            self.tell(self.tr("Cannot play yet"),
                      self.tr("The scenario has problems the engine cannot play around; fix "
                              "these first (see the Problems list):") + "\n\n"
                      + "\n".join(p.message for p in errors[:8]))
        return not errors

    def play_test(self) -> None:
        """F5: the current scenario, saved or not, in the play-test window."""
        from editor.playtest.window import PlaytestWindow

        if not self.playable():
            return
        try:
            window = PlaytestWindow(self.doc.scenario, parent=self.window)
        except ValueError as exc:
            log.exception("the play-test cannot start")
            self.tell(self.tr("Cannot play yet"), str(exc))
            return
        self.playtest = window
        window.show()

    def play_scenario(self, scenario: Scenario) -> None:
        """A scenario built elsewhere (a campaign's mission with its carried units, already
        validated as part of its campaign) in the play-test window."""
        from editor.playtest.window import PlaytestWindow

        try:
            window = PlaytestWindow(scenario, parent=self.window)
        except ValueError as exc:
            log.exception("the play-test cannot start")
            self.tell(self.tr("Cannot play yet"), str(exc))
            return
        self.playtest = window
        window.show()

    def balance_check(self) -> None:
        from editor.balance.dialog import BalanceDialog

        if not self.playable():
            return
        dialog = BalanceDialog(self.doc.scenario, self.window)
        dialog.overlay_chosen.connect(  # heat layers on the map, with their legend
            lambda heat: self.show_heat_overlay(heat, dialog.heat_layer.currentText()))
        self.balance_dialog = dialog
        dialog.show()

    def show_heat_overlay(self, heat: dict[Cell, tuple[QColor, str]], name: str) -> None:
        """A balance run's heat layer on the map ({} hides it), with its chip and legend."""
        self.view.set_heat_overlay(heat)
        if heat:
            from editor.balance.heat_overlay import heat_ramp  # the balance package: on use

            self.heat_legend.show_overlay(name, heat_ramp(heat))
        else:
            self.heat_legend.hide()

    def _heat_legend_closed(self) -> None:
        dialog = self.balance_dialog
        if dialog is not None:
            dialog.choose_heat_layer(None)  # the dialog's choice follows the map
        self.show_heat_overlay({}, "")
