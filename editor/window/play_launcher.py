"""Play > Play-test and Balance check: both start only on a scenario the engine can play
(else the errors, to fix first), and a balance run's heat layer goes on the map with its
legend, where it stays after the dialog closes until its chip's x takes it off. The
Balance dialog floats, or docks beside the map (remembered in QSettings
`balance/docked`); the fix it suggests is made on the document as one undoable edit."""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from editor.document.scenario_document import ScenarioDocument
from editor.document.validation_runner import ValidationRunner
from editor.map.view import MapView
from engine.scenario.model import Cell, Scenario

if TYPE_CHECKING:
    from editor.map.overlay_legend import OverlayLegend

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
        self.balance_dock: QDockWidget | None = None  # holds the dialog when docked
        self._heat_legend: OverlayLegend | None = None  # made when a heat layer is first shown
        doc.map_reset.connect(self._follow_document)

    @property
    def heat_legend(self) -> OverlayLegend:
        """The heat layer's chip and legend on the map."""
        if self._heat_legend is None:
            from editor.map.overlay_legend import OverlayLegend

            self._heat_legend = OverlayLegend(self.view, Qt.Corner.BottomLeftCorner)
            self._heat_legend.closed.connect(self._heat_legend_closed)
        return self._heat_legend

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
        old = self.balance_dialog
        if old is not None and old.isVisible():
            old.reject()
        dialog = BalanceDialog(self.doc.scenario, self.window, mission_path=self.doc.path)
        dialog.overlay_chosen.connect(  # heat layers on the map, with their legend
            lambda heat: self.show_heat_overlay(heat, dialog.heat_layer.currentText()))
        dialog.apply_edit.connect(self.apply_balance_edit)
        dialog.dock_toggled.connect(self.dock_balance)
        dialog.finished.connect(self._balance_closed)
        self.balance_dialog = dialog
        if self.settings().value("balance/docked", False, type=bool):
            dialog.dock_button.setChecked(True)  # docks it
        else:
            dialog.show()

    def settings(self) -> QSettings:
        """The window's settings (its own file in tests), else the application's."""
        found = getattr(self.window, "settings", None)
        return found if isinstance(found, QSettings) else QSettings()

    def _follow_document(self) -> None:
        """A replaced scenario (the fix applied, undone, reloaded): the dialog plays it."""
        dialog = self.balance_dialog
        if dialog is not None:
            dialog.set_scenario(self.doc.scenario)

    def apply_balance_edit(self, edit: Any) -> None:
        """The Balance dialog's suggested fix on the document: one undoable edit."""
        from editor.document.commands import ReplaceScenarioCommand

        after = copy.deepcopy(self.doc.scenario)
        edit.apply(after)
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, after, self.tr("Balance fix: {edit}").format(edit=edit.text)))

    def dock_balance(self, docked: bool) -> None:
        """Hold the Balance dialog in a dock beside the map, or let it float again."""
        dialog = self.balance_dialog
        if dialog is None:
            return
        self.settings().setValue("balance/docked", docked)
        if docked:
            if self.balance_dock is None:
                self.balance_dock = QDockWidget(self.tr("Balance check"), self.window)
                self.balance_dock.setObjectName("balance_dock")
                self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea,
                                          self.balance_dock)
            dialog.setWindowFlags(Qt.WindowType.Widget)
            self.balance_dock.setWidget(dialog)
            self.balance_dock.show()
            dialog.show()
        else:
            dialog.setParent(self.window, Qt.WindowType.Dialog)
            if self.balance_dock is not None:
                self.balance_dock.hide()
            dialog.show()

    def _balance_closed(self, *_: Any) -> None:
        if self.balance_dock is not None:
            self.balance_dock.hide()

    def show_heat_overlay(self, heat: dict[Cell, tuple[QColor, str]], name: str) -> None:
        """A balance run's heat layer on the map ({} hides it), with its chip and legend."""
        self.view.set_heat_overlay(heat)
        if heat:
            from editor.balance.heat_overlay import heat_ramp  # the balance package: on use

            self.heat_legend.show_overlay(name, heat_ramp(heat))
        elif self._heat_legend is not None:
            self._heat_legend.hide()

    def _heat_legend_closed(self) -> None:
        dialog = self.balance_dialog
        if dialog is not None:
            dialog.choose_heat_layer(None)  # the dialog's choice follows the map
        self.show_heat_overlay({}, "")
