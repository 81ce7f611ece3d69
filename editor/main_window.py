"""The main window: map view in the middle, docks around it, menus and the status bar.

Files are handled by the DocumentController and tools by the ToolManager; the window puts
their actions in its menus and shows what they report.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QByteArray, QPoint, QSettings, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
    QToolButton,
    QUndoView,
)

from editor.balance.heat_overlay import heat_ramp
from editor.docks.analysis import AnalysisDock
from editor.docks.events import EventsDock
from editor.docks.minimap import MinimapDock
from editor.docks.palette import PaletteDock
from editor.docks.problems import ProblemNavigator, ProblemsDock, ProblemStatus
from editor.docks.properties import PropertiesDock
from editor.docks.settings import ScenarioSettingsDock
from editor.document import edits
from editor.document.commands import ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument, Thing
from editor.document.tool_options import ToolOptions
from editor.document.validation_runner import ValidationRunner
from editor.i18n.plural import plural
from editor.map.daylight_tint import daylight_action
from editor.map.overlay_legend import OverlayLegend
from editor.map.view import MapView
from editor.tools.clipboard import MapClip, copy_region
from editor.tools.manager import ToolManager
from editor.widgets.dialogs import ResizeMapDialog
from editor.widgets.icons import icon
from editor.window.dock_scroll import scroll_docks
from editor.window.document_controller import DocumentController
from editor.window.help_dialog import (
    HELP_TEXT,
    AboutDialog,
    ShortcutsDialog,
    TooltipFollower,
    UserGuideDialog,
    tooltip_text,
)
from editor.window.keyboard_focus import install as install_keyboard_focus
from editor.window.preferences_dialog import PreferencesDialog
from engine.rules.vision import scenario_visible_cells
from engine.scenario.model import Cell, Objective, Scenario, Unit
from engine.scenario.problems import Problem

log = logging.getLogger(__name__)
Shortcut = QKeySequence | QKeySequence.StandardKey | str
# The version of the dock layout saved with saveState: a layout saved by an editor with
# another default layout is not restored (the new default is used instead).
LAYOUT_VERSION = 2
TOOLBAR_ICON = 24  # px: the toolbar shows icons only, so no button moves when a text changes


class MainWindow(QMainWindow):
    def __init__(self, scenario: Scenario, path: Path | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings()
        self.doc = ScenarioDocument(scenario, path, self)
        self.options = ToolOptions(self)
        self.view = MapView(self.doc, self)
        self.setCentralWidget(self.view)
        self.clip: MapClip | None = None
        self.fog_side = ""
        self.playtest: QMainWindow | None = None
        self.validation = ValidationRunner(self.doc, self)
        self.tools = ToolManager(self.doc, self.options, self.view, self)
        self.files = DocumentController(self.doc, self.validation, self.settings, self, self)

        self.palette_dock = PaletteDock(self.doc, self.options, self)
        self.properties = PropertiesDock(self.doc, self)
        self.scenario_settings = ScenarioSettingsDock(self.doc, self.tools.pick_cells, self,
                                                      self.tools.paint_cells)
        self.scenario_settings.objectives.objective_selected.connect(self._show_objective)
        self.problems = ProblemsDock(self.doc, self)
        self.minimap = MinimapDock(self.doc, self.view, self)
        self.analysis = AnalysisDock(self.doc, self.view, self.tools.pick_cells,
                                     self.tools.end_transient, self)
        self.events = EventsDock(self.doc, self.tools, self.view, self)
        self.history = QDockWidget(self.tr("History"), self)
        self.history.setObjectName("HistoryDock")
        self.history.setWidget(QUndoView(self.doc.undo_stack))
        self.docks: list[QDockWidget] = [
            self.palette_dock, self.minimap, self.properties, self.scenario_settings,
            self.events, self.history, self.analysis, self.problems]
        scroll_docks(self)  # every dock's content scrolls instead of clipping
        self.toolbar = QToolBar(self.tr("Tools"), self)
        self.toolbar.setObjectName("ToolsToolbar")
        self.addToolBar(self.toolbar)
        self._docks_to_size = False
        self.place_docks()

        self.cell_label = QLabel()
        self.zoom_label = QLabel()
        self.problems_button = QToolButton()
        self.problems_button.setObjectName("ProblemsCount")
        self.problems_button.setAutoRaise(True)
        self.problems_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.problems_button.setToolTip(self.tr("Show the Problems list"))
        self.problems_button.clicked.connect(self.show_problems)
        self.statusBar().addPermanentWidget(self.cell_label)
        self.statusBar().addPermanentWidget(self.problems_button)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.problem_status = ProblemStatus(self.doc, self.statusBar())
        self.problem_navigator = ProblemNavigator(self)
        self.heat_legend = OverlayLegend(self.view, Qt.Corner.BottomLeftCorner)
        self.heat_legend.closed.connect(self._heat_legend_closed)

        self._build_actions()
        self.panel_ring, self.panel_actions = install_keyboard_focus(self)
        self._build_menus()
        self._connect()
        self.tools.activate(self.tools.tools[0])
        self._restore_state()
        self._update_title()
        self._update_revert()
        self.validation.run_now()
        self._show_problem_count(self.doc.problems)

    # -- setup ------------------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[[], object], shortcut: Shortcut | None = None,
                checkable: bool = False, tip: str = "", icon_name: str = "") -> QAction:
        action = QAction(text, self)
        if icon_name:
            action.setIcon(icon(icon_name))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        files = self.files
        self.a_new = self._action(self.tr("&New map…"), files.new_map, K.New)
        self.a_open = self._action(self.tr("&Open…"), files.open_dialog, K.Open)
        self.a_save = self._action(self.tr("&Save"), files.save, K.Save)
        self.a_save_as = self._action(self.tr("Save &As…"), files.save_as, K.SaveAs)
        self.a_revert = self._action(self.tr("Re&vert to saved"), files.revert,
                                     tip=self.tr("Drop the unsaved changes and read the file again"))
        self.a_resize = self._action(self.tr("&Resize map…"), self.resize_map, "Ctrl+Alt+R")
        self.a_export = self._action(self.tr("&Export image…"), files.export_image, "Ctrl+E")
        self.a_quit = self._action(self.tr("&Quit"), self.close, K.Quit)
        self.a_play = self._action(self.tr("&Play-test"), self.play_test, "F5",
                                   tip=self.tr("Play the mission as it is now, by the real rules"))
        self.a_balance = self._action(self.tr("&Balance check…"), self.balance_check, "Ctrl+F5",
                                      tip=self.tr("Let the AI play both sides many times and read who wins"))
        self.a_undo = self.doc.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.a_undo.setShortcut(QKeySequence(K.Undo))
        self.a_redo = self.doc.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.a_redo.setShortcut(QKeySequence(K.Redo))
        for action, name in ((self.a_new, "new"), (self.a_open, "open"), (self.a_save, "save"),
                             (self.a_save_as, "save-as"), (self.a_revert, "revert"),
                             (self.a_resize, "resize"), (self.a_export, "export"),
                             (self.a_quit, "quit"), (self.a_play, "play"),
                             (self.a_balance, "balance"), (self.a_undo, "undo"),
                             (self.a_redo, "redo")):
            action.setIcon(icon(name))
        for action, label in ((self.a_undo, self.tr("Undo")), (self.a_redo, self.tr("Redo"))):
            action.setProperty(HELP_TEXT, label)  # its text names the command: not in the key list
        self.a_copy = self._action(self.tr("&Copy"), self.copy, K.Copy)
        self.a_paste = self._action(self.tr("&Paste"), self.start_paste, K.Paste)
        self.a_delete = self._action(self.tr("&Delete"), self.delete_selection, K.Delete)
        self.a_select_all = self._action(self.tr("Select &all"), self.select_all, K.SelectAll)
        self.a_zoom_in = self._action(self.tr("Zoom &in"), lambda: self.view.zoom_by(1.25), K.ZoomIn)
        self.a_zoom_out = self._action(self.tr("Zoom &out"), lambda: self.view.zoom_by(0.8), K.ZoomOut)
        self.a_zoom_fit = self._action(self.tr("&Fit map"), self.view.zoom_fit, "Ctrl+0")
        self.a_grid = self._action(self.tr("&Grid lines"), self._toggle_view, "Ctrl+G", checkable=True)
        self.a_units = self._action(self.tr("Show &units"), self._toggle_view, "Ctrl+Shift+U", checkable=True)
        self.a_features = self._action(self.tr("Show &features"), self._toggle_view, "Ctrl+Shift+F",
                                       checkable=True)
        self.a_areas = self._action(self.tr("Show all &areas"), self._toggle_mission, checkable=True,
                                    tip=self.tr("Draw every named area with its name"))
        self.a_labels = self._action(self.tr("Show place &names"), self._toggle_mission, checkable=True)
        for a in (self.a_grid, self.a_units, self.a_features, self.a_labels):
            a.setChecked(True)
        self.a_daylight = daylight_action(self, self.settings, self.view.set_daylight)
        self.a_daylight.setIcon(icon("daylight"))
        self.view.set_daylight(self.a_daylight.isChecked())
        for action, name in ((self.a_copy, "copy"), (self.a_paste, "paste"),
                             (self.a_delete, "delete"), (self.a_select_all, "select-all"),
                             (self.a_zoom_in, "zoom-in"), (self.a_zoom_out, "zoom-out"),
                             (self.a_zoom_fit, "zoom-fit"), (self.a_grid, "grid"),
                             (self.a_units, "units"), (self.a_features, "features"),
                             (self.a_areas, "areas"), (self.a_labels, "labels")):
            action.setIcon(icon(name))
        self.a_reset_layout = self._action(
            self.tr("&Reset layout"), self.reset_layout, icon_name="reset-layout",
            tip=self.tr("Put every panel back where it starts: the map in the middle, the docks on the right"))
        self.a_shortcuts = self._action(self.tr("&Keyboard shortcuts"), self.show_shortcuts,
                                        "Ctrl+F1", icon_name="shortcuts")
        self.a_guide = self._action(self.tr("&User guide"), self.show_user_guide, "F1",
                                    icon_name="guide")
        self.a_about = self._action(self.tr("&About"), self.show_about, icon_name="about")
        self.help_windows: dict[str, QDialog] = {}
        self.addActions([*self.tools.actions, self.tools.brush_bigger, self.tools.brush_smaller])

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu(self.tr("&File"))
        m.addActions([self.a_new, self.a_open])
        self.recent_menu = m.addMenu(self.tr("Open &recent"))
        self.recent_menu.setIcon(icon("open"))
        m.addSeparator()
        m.addActions([self.a_save, self.a_save_as, self.a_revert])
        m.addSeparator()
        m.addActions([self.a_resize, self.a_export])
        m.addSeparator()
        m.addAction(self.a_quit)
        m = bar.addMenu(self.tr("&Edit"))
        m.addActions([self.a_undo, self.a_redo])
        m.addSeparator()
        m.addActions([self.a_copy, self.a_paste, self.a_delete, self.a_select_all])
        m.addSeparator()
        self.a_preferences = m.addAction(self.tr("&Preferences..."), self.show_preferences)
        self.a_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.a_preferences.setIcon(icon("preferences"))
        m = bar.addMenu(self.tr("&View"))
        m.addActions([self.a_zoom_in, self.a_zoom_out, self.a_zoom_fit])
        m.addSeparator()
        m.addActions([self.a_grid, self.a_units, self.a_features, self.a_areas, self.a_labels,
                      self.a_daylight])
        self.fog_menu = m.addMenu(self.tr("Fog of &war as seen by"))
        self.fog_menu.setIcon(icon("fog"))
        self.fog_group = QActionGroup(self)
        m.addSeparator()
        m.addActions(self.panel_actions)
        for dock in (self.palette_dock, self.properties, self.scenario_settings, self.problems,
                     self.minimap, self.history, self.analysis, self.events):
            m.addAction(dock.toggleViewAction())
        m.addSeparator()
        m.addAction(self.a_reset_layout)
        m = bar.addMenu(self.tr("&Play"))
        m.addActions([self.a_play, self.a_balance])
        m = bar.addMenu(self.tr("&Tools"))
        m.addActions(self.tools.actions)
        m.addSeparator()
        m.addActions([self.tools.brush_smaller, self.tools.brush_bigger])
        m = bar.addMenu(self.tr("&Help"))
        m.addActions([self.a_guide, self.a_shortcuts])
        m.addSeparator()
        m.addAction(self.a_about)
        self._build_toolbar()
        self._rebuild_recent()
        self._rebuild_fog_menu()

    def _build_toolbar(self) -> None:
        """Icons only, all one size, the names and keys in the tooltips (as in Tiled)."""
        toolbar = self.toolbar
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        toolbar.setIconSize(QSize(TOOLBAR_ICON, TOOLBAR_ICON))
        toolbar.addActions([self.a_new, self.a_open, self.a_save])
        toolbar.addSeparator()
        toolbar.addActions([self.a_undo, self.a_redo])
        toolbar.addSeparator()
        toolbar.addActions(self.tools.actions)
        toolbar.addSeparator()
        toolbar.addActions([self.a_zoom_in, self.a_zoom_out, self.a_zoom_fit])
        toolbar.addSeparator()
        toolbar.addActions([self.a_play, self.a_balance])
        for action in self.findChildren(QAction):
            if action.text() and action.menu() is None:
                action.setToolTip(tooltip_text(action))
        stack = self.doc.undo_stack
        stack.undoTextChanged.connect(TooltipFollower(self.a_undo).update)
        stack.redoTextChanged.connect(TooltipFollower(self.a_redo).update)

    def show_preferences(self) -> PreferencesDialog:
        """Edit > Preferences...: the editor's own settings (its language)."""
        dialog = PreferencesDialog(self.settings, self)
        dialog.setModal(True)
        dialog.show()
        self.preferences = dialog
        return dialog

    def _connect(self) -> None:
        status = self.statusBar()
        self.tools.status_message.connect(status.showMessage)
        self.files.status_message.connect(status.showMessage)
        self.files.problems_to_show.connect(self.problems.raise_)
        self.files.problems_to_show.connect(lambda: self.problem_status.track(
            lambda problems: not any(p.severity == "error" for p in problems)))
        self.files.opened.connect(self.view.zoom_fit)
        self.files.recent_changed.connect(self._rebuild_recent)
        self.doc.undo_stack.cleanChanged.connect(self._update_title)
        self.doc.undo_stack.cleanChanged.connect(self._update_revert)
        self.doc.path_changed.connect(self._update_revert)
        self.doc.path_changed.connect(self._update_title)
        self.doc.settings_changed.connect(self._update_title)
        self.doc.map_reset.connect(self._update_title)
        self.doc.status_message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.view.cell_hovered.connect(self._show_cell)
        self.view.zoom_changed.connect(lambda s: self.zoom_label.setText(f"{s * 100:.0f}%"))
        self.view.context_menu_requested.connect(self._context_menu)
        self.problems.problem_activated.connect(self._go_to_problem)
        self.doc.problems_changed.connect(self._show_problem_count)
        self.doc.settings_changed.connect(self._rebuild_fog_menu)
        self.doc.map_reset.connect(self._rebuild_fog_menu)
        for signal in (self.doc.contents_changed, self.doc.settings_changed, self.doc.map_reset):
            signal.connect(self._update_fog)

    # -- editing -------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.tools.end_transient()
            return
        super().keyPressEvent(event)

    def copy(self) -> None:
        clip = copy_region(self.doc, self.tools.selected_cells())
        if clip is None:
            self.statusBar().showMessage(
                self.tr("Select a rectangle (drag with the Select tool) to copy"), 4000)
            return
        self.clip = clip
        self.statusBar().showMessage(
            self.tr("Copied {width}x{height} cells, {units}, {features}").format(
                width=clip.width, height=clip.height,
                units=plural(self.tr("%n unit(s)", "", len(clip.units)), len(clip.units)),
                features=plural(self.tr("%n feature(s)", "", len(clip.features)),
                                len(clip.features))), 4000)

    def start_paste(self) -> None:
        if self.clip is None:
            self.statusBar().showMessage(self.tr("Nothing to paste: copy a rectangle first"), 4000)
            return
        self.tools.start_paste(self.clip)

    def delete_selection(self) -> None:
        edits.delete(self.doc, list(self.doc.selection))

    def select_all(self) -> None:
        self.doc.select([*self.doc.scenario.units, *self.doc.scenario.features])

    def _show_objective(self, objective: object) -> None:
        """Draw the area or target of the objective chosen in the Scenario dock."""
        view = getattr(self, "view", None)  # the dock is built before the view
        if view is None or view.mission_state.objective is objective:
            return
        view.mission_state.objective = objective if isinstance(objective, Objective) else None
        view.update_mission()

    def _toggle_mission(self) -> None:
        self.view.mission_state.show_areas = self.a_areas.isChecked()
        self.view.item.options.show_labels = self.a_labels.isChecked()
        self.view.update_mission()

    def _toggle_view(self) -> None:
        o = self.view.options
        o.show_grid = self.a_grid.isChecked()
        o.show_units = self.a_units.isChecked()
        o.show_features = self.a_features.isChecked()
        self.view.refresh()

    def _rebuild_fog_menu(self, *_: object) -> None:
        """One entry per side, plus no fog; the chosen side survives renames of others."""
        current = self.fog_side
        self.fog_menu.clear()
        for action in self.fog_group.actions():
            self.fog_group.removeAction(action)
        entries = [("", self.tr("Nobody (no fog)"))] + [(s.id, s.name or s.id) for s in self.doc.scenario.sides]
        if current not in [e[0] for e in entries]:
            current = ""
        for side_id, label in entries:
            action = QAction(label, self.fog_group)
            action.setCheckable(True)
            action.setChecked(side_id == current)
            action.triggered.connect(lambda _=False, sid=side_id: self.set_fog_side(sid))
            self.fog_menu.addAction(action)
        if current != self.fog_side:
            self.set_fog_side(current)

    def set_fog_side(self, side_id: str) -> None:
        """Darken what `side_id` cannot see at the scenario's start hour and season."""
        self.fog_side = side_id
        for action in self.fog_group.actions():
            action.setChecked(action.text() == self._side_label(side_id))
        self._update_fog()

    def _side_label(self, side_id: str) -> str:
        side = self.doc.scenario.side(side_id) if side_id else None
        return (side.name or side.id) if side else self.tr("Nobody (no fog)")

    def _update_fog(self, *_: object) -> None:
        self.view.options.fog = (scenario_visible_cells(self.doc.scenario, self.fog_side)
                                 if self.fog_side else None)
        self.view.options.fog_side = self.fog_side or None
        self.view.refresh()

    def _context_menu(self, cell: Cell, global_pos: QPoint) -> None:
        menu = QMenu(self)
        things = self.doc.things_at(cell)
        for thing in things:
            kind = thing.type if isinstance(thing, Unit) else thing.type or thing.kind
            menu.addAction(self.tr("Select {thing} ({kind})").format(thing=thing_label(thing),
                                                                     kind=kind),
                           partial(self.doc.select, [thing]))
        if things:
            menu.addAction(self.tr("Delete here"), lambda: edits.delete(self.doc, things))
            menu.addSeparator()
        menu.addAction(self.tr("Pick this terrain"), lambda: self.options.set(terrain=self.doc.terrain_at(cell)))
        menu.addAction(self.tr("Place {type} here").format(type=self.options.unit_type),
                       lambda: self.statusBar().showMessage(
                           edits.place_unit(self.doc, self.options, cell) or "", 4000))
        menu.addAction(self.tr("Place {kind} here").format(
                           kind=self.options.feature_kind.replace("_", " ")),
                       lambda: self.statusBar().showMessage(
                           edits.place_feature(self.doc, self.options, cell) or "", 4000))
        if self.doc.selection:
            menu.addAction(self.tr("Delete selection"), self.delete_selection)
        menu.exec(global_pos)

    def _show_cell(self, cell: Cell | None) -> None:
        if cell is None:
            self.cell_label.setText("")
            return
        terrain = self.palette_dock.catalog.terrain.get(self.doc.terrain_at(cell))
        things = ", ".join(thing_label(t) for t in self.doc.things_at(cell))
        self.cell_label.setText(f"[{cell[0]}, {cell[1]}] {terrain.name if terrain else '?'}"
                                + (f" — {things}" if things else ""))

    def _go_to_problem(self, problem: Problem) -> None:
        self.problem_navigator.go(problem)
        self.problem_status.show(problem)

    def _show_problem_count(self, problems: list[Problem]) -> None:
        errors = sum(p.severity == "error" for p in problems)
        warnings = len(problems) - errors
        parts = [plural(self.tr("%n error(s)", "", errors), errors)] if errors else []
        if warnings:
            parts.append(plural(self.tr("%n warning(s)", "", warnings), warnings))
        self.problems_button.setText(", ".join(parts) or self.tr("No problems"))
        self.problems_button.setIcon(icon("problems" if problems else "no-problems"))

    def show_problems(self) -> None:
        """The status bar's count, clicked: bring the Problems list forward."""
        self.problems.show()
        self.problems.raise_()

    # -- help ---------------------------------------------------------------------------
    def _help_window(self, key: str, make: Callable[[], QDialog]) -> QDialog:
        """One window of each kind, not modal, brought forward when asked again."""
        dialog = self.help_windows.get(key)
        if dialog is None:
            dialog = self.help_windows[key] = make()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = self._help_window("shortcuts", lambda: ShortcutsDialog(self))
        assert isinstance(dialog, ShortcutsDialog)
        dialog.refresh()
        return dialog

    def show_user_guide(self) -> QDialog:
        return self._help_window("guide", lambda: UserGuideDialog(self))

    def show_about(self) -> QDialog:
        return self._help_window("about", lambda: AboutDialog(self))

    # -- play-test -------------------------------------------------------------------------
    def _playable(self) -> bool:
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

        if not self._playable():
            return
        try:
            window = PlaytestWindow(self.doc.scenario, parent=self)
        except ValueError as exc:
            log.exception("the play-test cannot start")
            self.tell(self.tr("Cannot play yet"), str(exc))
            return
        self.playtest = window
        window.show()

    def balance_check(self) -> None:
        from editor.balance.dialog import BalanceDialog

        if not self._playable():
            return
        dialog = BalanceDialog(self.doc.scenario, self)
        dialog.overlay_chosen.connect(  # heat layers on the map, with their legend
            lambda heat: self.show_heat_overlay(heat, dialog.heat_layer.currentText()))
        self.balance_dialog = dialog
        dialog.show()

    def show_heat_overlay(self, heat: dict[Cell, tuple[QColor, str]], name: str) -> None:
        """A balance run's heat layer on the map ({} hides it), with its chip and legend."""
        self.view.set_heat_overlay(heat)
        if heat:
            self.heat_legend.show_overlay(name, heat_ramp(heat))
        else:
            self.heat_legend.hide()

    def _heat_legend_closed(self) -> None:
        dialog = getattr(self, "balance_dialog", None)
        if dialog is not None:
            dialog.choose_heat_layer(None)  # the dialog's choice follows the map
        self.show_heat_overlay({}, "")

    # -- files ----------------------------------------------------------------------------
    def _update_title(self, *_: object) -> None:
        self.setWindowTitle(self.tr("{scenario} — {file}[*] — General Clumsy editor").format(
            scenario=self.doc.scenario.name, file=self.doc.display_name))
        self.setWindowModified(not self.doc.undo_stack.isClean())

    def _update_revert(self, *_: object) -> None:
        self.a_revert.setEnabled(self.doc.path is not None and not self.doc.undo_stack.isClean())

    def _rebuild_recent(self) -> None:
        self.recent_menu.clear()
        names = self.files.recent_files()
        for name in names:
            self.recent_menu.addAction(name, partial(self.files.open_recent, Path(name)))
        self.recent_menu.setEnabled(bool(names))

    def ask(self, title: str, text: str,
            buttons: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        """One place for questions, so tests can answer them."""
        return QMessageBox.question(self, title, text, buttons)

    def tell(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def run_dialog(self, dialog: QDialog) -> bool:
        return bool(dialog.exec())

    def resize_map(self) -> None:
        dialog = ResizeMapDialog(self.doc.scenario, self.options.base_terrain, self)
        if self.run_dialog(dialog):
            self.doc.undo_stack.push(ReplaceScenarioCommand(
                self.doc, dialog.result_scenario(), self.tr("Resize map")))

    # -- window state -----------------------------------------------------------------------
    def place_docks(self) -> None:
        """The default layout: the map takes the room; the docks stand in one column on the
        right, two tabbed groups (what you paint with and look at above, the forms that
        edit below), and the Problems list lies along the bottom, folded to its title
        while it is empty."""
        right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
        for dock in self.docks:
            dock.setFloating(False)
        self.setCorner(Qt.Corner.BottomRightCorner, right)
        self.addDockWidget(right, self.palette_dock)
        self.addDockWidget(right, self.properties, Qt.Orientation.Vertical)
        for group in ([self.palette_dock, self.minimap, self.history, self.analysis],
                      [self.properties, self.scenario_settings, self.events]):
            for first, second in zip(group, group[1:], strict=False):
                self.tabifyDockWidget(first, second)
        self.addDockWidget(bottom, self.problems)
        for dock in self.docks:
            dock.show()
        self.palette_dock.raise_()
        self.properties.raise_()
        self.removeToolBar(self.toolbar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.toolbar.show()
        self._docks_to_size = True
        if self.isVisible():
            self._size_docks()

    def _size_docks(self) -> None:
        """Dock sizes for the window's size: a right column of about a quarter of the width."""
        self._docks_to_size = False
        width = max(280, min(440, round(self.width() * 0.28)))
        self.resizeDocks([self.palette_dock], [width], Qt.Orientation.Horizontal)
        column = max(400, self.height() - 120)
        self.resizeDocks([self.palette_dock, self.properties],
                         [round(column * 0.5), round(column * 0.5)], Qt.Orientation.Vertical)
        self.problems.refold()

    def reset_layout(self) -> None:
        """View > Reset layout: the default layout, and it is the one remembered."""
        self.place_docks()
        self.settings.remove("window/state")
        self.statusBar().showMessage(self.tr("The panels are back in their first places"), 4000)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._docks_to_size:
            self._size_docks()

    def _restore_state(self) -> None:
        """Window layout and the palette's choices, as the designer left them; a window
        opened for the first time fits the screen it opens on."""
        self.tools.restore_options(self.settings)
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            screen = self.screen().availableGeometry()
            self.resize(min(1600, round(screen.width() * 0.9)),
                        min(1000, round(screen.height() * 0.9)))
        if isinstance(state, QByteArray) and self.restoreState(state, LAYOUT_VERSION):
            self._docks_to_size = False

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.tools.remember_options(self.settings)
        self.settings.setValue("window/state", self.saveState(LAYOUT_VERSION))
        self.files.close()
        for dialog in self.help_windows.values():
            dialog.close()  # the guide and the key list go with the window they describe
        event.accept()


def thing_label(thing: Thing) -> str:
    """A unit by its id, a feature by its id (victory points) or else its kind."""
    if isinstance(thing, Unit):
        return thing.id
    return thing.id or thing.kind
