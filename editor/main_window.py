"""The main window: the map view in the middle, the docks around it, the menus, the toolbar
and the status bar.

The window makes the parts and puts their actions in its menus: files are handled by the
DocumentController, tools by the ToolManager, the Edit actions and the map's right-click
menu by EditActions, the fog menu by FogMenu, the status bar by StatusBarParts, play-test
and balance by PlayLauncher, Help by HelpWindows, and where the docks stand by DockLayout
(all in editor/window/).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QUndoView,
)

from editor.campaign.launcher import CampaignLauncher
from editor.docks.palette import PaletteDock
from editor.docks.problems import ProblemNavigator, ProblemsDock
from editor.docks.properties import PropertiesDock
from editor.docks.stamps import StampActions, StampsDock
from editor.document.commands import ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument
from editor.document.stamp_library import Stamp, StampLibrary
from editor.document.tool_options import ToolOptions
from editor.document.validation_runner import ValidationRunner
from editor.map.daylight_tint import daylight_action
from editor.map.map_look import look_actions
from editor.map.view import MapView
from editor.tools.clipboard import MapClip, copy_region
from editor.tools.manager import ToolManager
from editor.tools.stamp_brush import clip_of, stamp_of
from editor.widgets.field_guard import guard_fields
from editor.widgets.icons import icon
from editor.window.dock_layout import DockLayout
from editor.window.dock_scroll import scroll_docks
from editor.window.document_controller import DocumentController
from editor.window.edit_actions import EditActions
from editor.window.fog_menu import FogMenu
from editor.window.help_dialog import HELP_TEXT, TooltipFollower, tooltip_text
from editor.window.help_windows import HelpWindows
from editor.window.keyboard_focus import install as install_keyboard_focus
from editor.window.keyboard_focus import tab_moves_focus
from editor.window.lazy_dock import AfterFirstPaint, LazyDock
from editor.window.play_launcher import PlayLauncher
from editor.window.reference_dialog import ReferenceImageController
from editor.window.status_bar import StatusBarParts, thing_label
from editor.window.text_language import TextLanguageChooser
from engine.scenario.model import Cell, Objective, Scenario
from engine.scenario.problems import Problem
from engine.scenario.texts import text_in

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.rules.window import RulesWindow
    from editor.window.preferences_dialog import PreferencesDialog

translate = QCoreApplication.translate

__all__ = ["MainWindow", "thing_label"]

Shortcut = QKeySequence | QKeySequence.StandardKey | str
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
        self.validation = ValidationRunner(self.doc, self)
        self.tools = ToolManager(self.doc, self.options, self.view, self)
        self.files = DocumentController(self.doc, self.validation, self.settings, self, self)
        self._build_docks()
        self.toolbar = QToolBar(self.tr("Tools"), self)
        self.toolbar.setObjectName("ToolsToolbar")
        self.addToolBar(self.toolbar)
        self.layout_parts = DockLayout(
            self, [self.palette_dock, self.minimap, self.history, self.analysis, self.stamps],
            [self.properties, self.scenario_settings, self.events], self.problems,
            self.toolbar, self.settings)
        self.place_docks()
        self.status_parts = StatusBarParts(self, self.doc, self.view, self.problems,
                                           self.palette_dock.catalog)
        self.problem_navigator = ProblemNavigator(self)
        self.editing = EditActions(self.doc, self.options, self.tools,
                                   lambda text, ms: self.statusBar().showMessage(text, ms), self)
        self.launcher = PlayLauncher(self, self.doc, self.view, self.validation, self.problems,
                                     lambda title, text: self.tell(title, text))
        self.help = HelpWindows(self)
        self.campaigns = CampaignLauncher(self, self.files.open_recent,
                                          self.launcher.play_scenario)

        self._build_actions()
        self.panel_ring, self.panel_actions = install_keyboard_focus(self)
        self._build_menus()
        self._connect()
        self.tools.activate(self.tools.tools[0])
        self.tools.restore_options(self.settings)
        self.layout_parts.restore()
        self._update_title()
        self._update_revert()
        # the first pass starts the validation process: once the window is drawn
        self.after_first_paint = AfterFirstPaint(self.view.viewport(), self.validation.run_now)
        self.status_parts.show_problem_count(self.doc.problems)
        # the wheel scrolls a dock, typing stays in its field: the fields' filter, installed
        # on the fields once the window is built (never on the application, where each of
        # the thousands of events of building, painting and showing it would meet it)
        guard_fields(self)

    def _build_docks(self) -> None:
        """The docks; those behind another tab at start (the Minimap, History, Analysis,
        Scenario settings and Events) make their content, and import its modules, when
        first shown or asked for (LazyDock.content(), editor/window/lazy_dock.py)."""
        self.palette_dock = PaletteDock(self.doc, self.options, self)
        self.properties = PropertiesDock(self.doc, self)
        self.scenario_settings = self._lazy_dock(
            translate("ScenarioSettingsDock", "Scenario settings"), "ScenarioSettingsDock",
            self._make_scenario_settings)
        self.problems = ProblemsDock(self.doc, self)
        self.minimap = self._lazy_dock(translate("MinimapDock", "Minimap"), "MinimapDock",
                                       self._make_minimap)
        self.analysis = self._lazy_dock(translate("AnalysisDock", "Analysis"), "AnalysisDock",
                                        self._make_analysis)
        self.events = self._lazy_dock(translate("EventsDock", "Events"), "EventsDock",
                                      self._make_events)
        self.stamps = StampsDock(StampLibrary(set(self.palette_dock.catalog.terrain)),
                                 StampActions(self._capture_stamp, self._place_stamp,
                                              self._stamp_brush, lambda: self.doc.grid.kind),
                                 self)
        self.history = self._lazy_dock(self.tr("History"), "HistoryDock",
                                       lambda: QUndoView(self.doc.undo_stack))
        self.docks: list[QDockWidget] = [
            self.palette_dock, self.minimap, self.properties, self.scenario_settings,
            self.events, self.history, self.analysis, self.stamps, self.problems]
        scroll_docks(self)  # every dock's content scrolls instead of clipping

    def make_docks(self) -> None:
        """Make the content of every dock not shown yet, as if each had been shown (for a
        look through all of the window's widgets: tests, the keyboard checks)."""
        for dock in self.docks:
            if isinstance(dock, LazyDock):
                dock.content()

    def _lazy_dock(self, title: str, name: str, make: Callable[[], QWidget]) -> LazyDock:
        return LazyDock(title, name, make, self, self._finish_dock_content)

    def _finish_dock_content(self, content: QWidget) -> None:
        """What the window gave the content of the docks made at start: Tab leaves its
        multi-line fields, the wheel scrolls the dock rather than its fields."""
        tab_moves_focus(content)
        guard_fields(content)

    def _make_scenario_settings(self) -> QWidget:
        from editor.docks.settings import ScenarioSettingsDock

        settings = ScenarioSettingsDock(self.doc, self.tools.pick_cells, self,
                                        self.tools.paint_cells)
        settings.objectives.objective_selected.connect(self._show_objective)
        return settings

    def _make_minimap(self) -> QWidget:
        from editor.docks.minimap import Minimap

        return Minimap(self.doc, self.view)

    def _make_analysis(self) -> QWidget:
        from editor.docks.analysis import AnalysisDock

        return AnalysisDock(self.doc, self.view, self.tools.pick_cells,
                            self.tools.end_transient, self)

    def _make_events(self) -> QWidget:
        from editor.docks.events import EventsDock

        return EventsDock(self.doc, self.tools, self.view, self)

    # -- the parts' state and actions, by the names the window has always had ---------------
    @property
    def clip(self) -> MapClip | None:
        return self.editing.clip

    @clip.setter
    def clip(self, clip: MapClip | None) -> None:
        self.editing.clip = clip

    @property
    def fog_side(self) -> str:
        return self.fog.fog_side

    cell_label = property(lambda self: self.status_parts.cell_label)
    zoom_label = property(lambda self: self.status_parts.zoom_label)
    problems_button = property(lambda self: self.status_parts.problems_button)
    problem_status = property(lambda self: self.status_parts.problem_status)
    heat_legend = property(lambda self: self.launcher.heat_legend)
    playtest = property(lambda self: self.launcher.playtest)
    balance_dialog = property(lambda self: self.launcher.balance_dialog)
    help_windows = property(lambda self: self.help.windows)
    fog_menu = property(lambda self: self.fog.menu)
    fog_group = property(lambda self: self.fog.group)

    def copy(self) -> None:
        self.editing.copy()

    def _set_look(self, transitions: bool, colour_blind: bool) -> None:
        """The View menu's map look, on the map and on the swatches and stamp previews."""
        self.view.set_look(transitions, colour_blind)
        self.palette_dock.set_colour_blind(colour_blind)
        self.stamps.set_colour_blind(colour_blind)

    def start_paste(self) -> None:
        self.editing.start_paste()

    def delete_selection(self) -> None:
        self.editing.delete_selection()

    def select_all(self) -> None:
        self.editing.select_all()

    # -- stamps (the Stamps dock asks; editor.tools.stamp_brush places) ---------------------
    def _capture_stamp(self, name: str) -> Stamp | str:
        clip = copy_region(self.doc, self.tools.selected_cells())
        if clip is None:
            return self.tr("Select some cells first (Select, the magic wand or Select same "
                           "terrain)")
        return stamp_of(name, self.doc.grid.kind, clip)

    def _place_stamp(self, stamp: Stamp) -> None:
        self.tools.start_paste(clip_of(stamp))

    def _stamp_brush(self, stamps: list[Stamp]) -> None:
        self.tools.start_stamp_brush([clip_of(s) for s in stamps])

    def set_fog_side(self, side_id: str) -> None:
        self.fog.set_fog_side(side_id)

    def show_problems(self) -> None:
        self.status_parts.show_problems()

    def show_shortcuts(self) -> QDialog:
        return self.help.show_shortcuts()

    def show_user_guide(self) -> QDialog:
        return self.help.show_user_guide()

    def show_about(self) -> QDialog:
        return self.help.show_about()

    def play_test(self) -> None:
        self.launcher.play_test()

    def balance_check(self) -> None:
        self.launcher.balance_check()

    def show_heat_overlay(self, heat: dict[Cell, tuple[QColor, str]], name: str) -> None:
        self.launcher.show_heat_overlay(heat, name)

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
        self.a_import_map = self._action(self.tr("&Import…"), lambda: files.exchange.import_dialog(),
                                         tip=self.tr("Open a Tiled map (.tmx, .tmj) or a "
                                                     "picture as a new map"))
        self.a_export_map = self._action(self.tr("Export as &Tiled map…"),
                                         lambda: files.exchange.export_dialog(),
                                         tip=self.tr("Save the mission as a Tiled map (.tmx, "
                                                     ".tmj) with its terrain tileset"))
        self.a_new_campaign = self._action(
            self.tr("New &campaign…"), lambda: self.campaigns.new_dialog(),
            tip=self.tr("Link missions into a campaign: their order by outcome, the units "
                        "they carry on"), icon_name="campaign")
        self.a_open_campaign = self._action(self.tr("Open campai&gn…"),
                                            lambda: self.campaigns.open_dialog(),
                                            icon_name="open")
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
                             (self.a_import_map, "import-map"),
                             (self.a_export_map, "export-map"),
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
        self.a_transitions, self.a_colour_blind = look_actions(self, self.settings,
                                                               self._set_look)
        self._set_look(self.a_transitions.isChecked(), self.a_colour_blind.isChecked())
        self.a_transitions.setIcon(icon("transitions"))
        self.a_colour_blind.setIcon(icon("palette"))
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
        m.addActions([self.a_import_map, self.a_resize, self.a_export, self.a_export_map])
        m.addSeparator()
        m.addActions([self.a_new_campaign, self.a_open_campaign])
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
                      self.a_daylight, self.a_transitions, self.a_colour_blind])
        self.fog = FogMenu(m, self.doc, self.view)
        self.reference = ReferenceImageController(self.files, self.view.scene())
        self.a_reference = m.addAction(self.tr("&Reference image…"), self.reference.choose)
        self.a_reference.setIcon(icon("reference-image"))
        m.addSeparator()
        m.addActions(self.panel_actions)
        for dock in (self.palette_dock, self.properties, self.scenario_settings, self.problems,
                     self.minimap, self.history, self.analysis, self.events, self.stamps):
            m.addAction(dock.toggleViewAction())
        m.addSeparator()
        m.addAction(self.a_reset_layout)
        m = bar.addMenu(self.tr("&Play"))
        m.addActions([self.a_play, self.a_balance])
        m = bar.addMenu(self.tr("&Tools"))
        m.addActions(self.tools.actions)
        m.addSeparator()
        m.addActions([self.tools.brush_smaller, self.tools.brush_bigger])
        m.addSeparator()
        self.a_rules = m.addAction(self.tr("&Rules of this mission…"), self.show_rules)
        self.a_rules.setIcon(icon("rules"))
        self.rules_window: RulesWindow | None = None
        m = bar.addMenu(self.tr("&Help"))
        m.addActions([self.a_guide, self.a_shortcuts])
        m.addSeparator()
        m.addAction(self.a_about)
        self._build_toolbar()
        self._rebuild_recent()
        self.fog.rebuild()

    def show_rules(self) -> RulesWindow:
        """The Rules window: the mission's own unit types, terrain and numbers."""
        from editor.rules.window import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(self.doc, self)
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

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
        toolbar.addSeparator()  # the language the mission's texts are edited in
        self.text_language = TextLanguageChooser(self.doc, toolbar)
        self.doc.text_language_changed.connect(self._update_title)
        toolbar.addWidget(self.text_language)
        for action in self.findChildren(QAction):
            if action.text() and action.menu() is None:
                action.setToolTip(tooltip_text(action))
        stack = self.doc.undo_stack
        stack.undoTextChanged.connect(TooltipFollower(self.a_undo).update)
        stack.redoTextChanged.connect(TooltipFollower(self.a_redo).update)

    def show_preferences(self) -> PreferencesDialog:
        """Edit > Preferences...: the editor's own settings (its language)."""
        from editor.window.preferences_dialog import PreferencesDialog

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
        self.view.context_menu_requested.connect(self.editing.context_menu)
        self.problems.problem_activated.connect(self._go_to_problem)

    # -- the view menu and the map --------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.tools.end_transient()
            return
        super().keyPressEvent(event)

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

    def _go_to_problem(self, problem: Problem) -> None:
        self.problem_navigator.go(problem)
        self.problem_status.show(problem)

    # -- files ----------------------------------------------------------------------------
    def _update_title(self, *_: object) -> None:
        self.setWindowTitle(self.tr("{scenario} — {file}[*] — General Clumsy editor").format(
            scenario=text_in(self.doc.scenario.name, self.doc.text_language),
            file=self.doc.display_name))
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
        from editor.widgets.dialogs import ResizeMapDialog  # the map dialogs: when asked for

        dialog = ResizeMapDialog(self.doc.scenario, self.options.base_terrain, self)
        if self.run_dialog(dialog):
            self.doc.undo_stack.push(ReplaceScenarioCommand(
                self.doc, dialog.result_scenario(), self.tr("Resize map")))

    # -- window state -----------------------------------------------------------------------
    def place_docks(self) -> None:
        self.layout_parts.place()

    def reset_layout(self) -> None:
        """View > Reset layout: the default layout, and it is the one remembered."""
        self.layout_parts.reset()
        self.statusBar().showMessage(self.tr("The panels are back in their first places"), 4000)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.layout_parts.shown()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save() or not self.campaigns.close_all():
            event.ignore()
            return
        self.tools.remember_options(self.settings)
        self.layout_parts.remember()
        self.files.close()
        self.help.close_all()
        event.accept()
