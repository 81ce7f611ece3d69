"""The main window: map view in the middle, docks around it, menus, tools, files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QUndoView,
    QWidget,
)

from editor import edits
from editor.analysis_dock import AnalysisDock
from editor.clipboard import MapClip, copy_region
from editor.commands import ReplaceScenarioCommand
from editor.dialogs import NewMapDialog, ResizeMapDialog
from editor.document import ScenarioDocument
from editor.map_view import MapView
from editor.minimap_dock import MinimapDock
from editor.palette_dock import PaletteDock
from editor.problems_dock import ProblemsDock
from editor.properties_dock import PropertiesDock
from editor.recovery import Autosaver
from editor.settings_dock import ScenarioSettingsDock
from editor.tool_options import ToolOptions
from editor.tools import (
    TOOL_CLASSES,
    PasteTool,
    PickCellsTool,
    PickerTool,
    SelectTool,
    Tool,
    region_cells,
)
from editor.validation_runner import ValidationRunner
from engine.rules.vision import scenario_visible_cells
from engine.scenario.io import read_scenario, save_scenario
from engine.scenario.model import Cell, Scenario
from engine.scenario.problems import Problem, ScenarioError

MAX_RECENT = 10
FILE_FILTER = "General Clumsy scenarios (*.yaml *.yml);;All files (*)"


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
        self._pick_return: Tool | None = None

        self.tools: list[Tool] = [cls(self.doc, self.options, self.view) for cls in TOOL_CLASSES]
        for tool in self.tools:
            if isinstance(tool, PickerTool):
                tool.picked.connect(lambda: self.activate_tool(self.tool_named("Brush")))

        self.palette = PaletteDock(self.doc, self.options, self)
        self.properties = PropertiesDock(self.doc, self)
        self.scenario_settings = ScenarioSettingsDock(self.doc, self.request_pick, self)
        self.problems = ProblemsDock(self.doc, self)
        self.minimap = MinimapDock(self.doc, self.view, self)
        self.analysis = AnalysisDock(self.doc, self.view, self.request_pick, self.end_transient_tool, self)
        self.history = QDockWidget("History", self)
        self.history.setObjectName("HistoryDock")
        self.history.setWidget(QUndoView(self.doc.undo_stack))
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.palette)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.minimap)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.properties)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scenario_settings)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.analysis)
        self.tabifyDockWidget(self.properties, self.scenario_settings)
        self.tabifyDockWidget(self.scenario_settings, self.history)
        self.tabifyDockWidget(self.history, self.analysis)
        self.properties.raise_()
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems)
        self.resizeDocks([self.problems], [130], Qt.Orientation.Vertical)
        self.resizeDocks([self.palette, self.properties], [290, 330], Qt.Orientation.Horizontal)

        self.validation = ValidationRunner(self.doc, self)
        self.autosaver = Autosaver(self.doc, self)
        self.cell_label = QLabel()
        self.zoom_label = QLabel()
        self.statusBar().addPermanentWidget(self.cell_label)
        self.statusBar().addPermanentWidget(self.zoom_label)

        self._build_actions()
        self._build_menus()
        self._connect()
        self.activate_tool(self.tools[0])
        self._restore_state()
        self._update_title()
        self.validation.run_now()

    # -- setup ------------------------------------------------------------------------------
    def _action(self, text: str, slot: object, shortcut: object = None, checkable: bool = False,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.a_new = self._action("&New map…", self.new_map, K.New)
        self.a_open = self._action("&Open…", self.open_dialog, K.Open)
        self.a_save = self._action("&Save", self.save, K.Save)
        self.a_save_as = self._action("Save &As…", self.save_as, K.SaveAs)
        self.a_resize = self._action("&Resize map…", self.resize_map, "Ctrl+Alt+R")
        self.a_export = self._action("&Export image…", self.export_image, "Ctrl+E")
        self.a_quit = self._action("&Quit", self.close, K.Quit)
        self.a_play = self._action("&Play-test", self.play_test, "F5",
                                   tip="Play the mission as it is now, by the real rules")
        self.a_balance = self._action("&Balance check…", self.balance_check, "Ctrl+F5",
                                      tip="Let the AI play both sides many times and read who wins")
        self.a_undo = self.doc.undo_stack.createUndoAction(self, "&Undo")
        self.a_undo.setShortcut(QKeySequence(K.Undo))
        self.a_redo = self.doc.undo_stack.createRedoAction(self, "&Redo")
        self.a_redo.setShortcut(QKeySequence(K.Redo))
        self.a_copy = self._action("&Copy", self.copy, K.Copy)
        self.a_paste = self._action("&Paste", self.start_paste, K.Paste)
        self.a_delete = self._action("&Delete", self.delete_selection, K.Delete)
        self.a_select_all = self._action("Select &all", self.select_all, K.SelectAll)
        self.a_zoom_in = self._action("Zoom &in", lambda: self.view.zoom_by(1.25), K.ZoomIn)
        self.a_zoom_out = self._action("Zoom &out", lambda: self.view.zoom_by(0.8), K.ZoomOut)
        self.a_zoom_fit = self._action("&Fit map", self.view.zoom_fit, "Ctrl+0")
        self.a_grid = self._action("&Grid lines", self._toggle_view, "Ctrl+G", checkable=True)
        self.a_units = self._action("Show &units", self._toggle_view, "Ctrl+Shift+U", checkable=True)
        self.a_features = self._action("Show &features", self._toggle_view, "Ctrl+Shift+F",
                                       checkable=True)
        for a in (self.a_grid, self.a_units, self.a_features):
            a.setChecked(True)
        self.a_brush_bigger = self._action("Bigger brush", lambda: self._brush(+1), "]")
        self.a_brush_smaller = self._action("Smaller brush", lambda: self._brush(-1), "[")
        self.tool_group = QActionGroup(self)
        self.tool_actions: list[QAction] = []
        for tool in self.tools:
            action = self._action(tool.name, lambda _=False, t=tool: self.activate_tool(t),
                                  tool.shortcut or None, checkable=True, tip=tool.status_text)
            self.tool_group.addAction(action)
            self.tool_actions.append(action)
        self.addActions([*self.tool_actions, self.a_brush_bigger, self.a_brush_smaller])

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu("&File")
        m.addActions([self.a_new, self.a_open])
        self.recent_menu = m.addMenu("Open &recent")
        m.addSeparator()
        m.addActions([self.a_save, self.a_save_as])
        m.addSeparator()
        m.addActions([self.a_resize, self.a_export])
        m.addSeparator()
        m.addAction(self.a_quit)
        m = bar.addMenu("&Edit")
        m.addActions([self.a_undo, self.a_redo])
        m.addSeparator()
        m.addActions([self.a_copy, self.a_paste, self.a_delete, self.a_select_all])
        m = bar.addMenu("&View")
        m.addActions([self.a_zoom_in, self.a_zoom_out, self.a_zoom_fit])
        m.addSeparator()
        m.addActions([self.a_grid, self.a_units, self.a_features])
        self.fog_menu = m.addMenu("Fog of &war as seen by")
        self.fog_group = QActionGroup(self)
        m.addSeparator()
        for dock in (self.palette, self.properties, self.scenario_settings, self.problems,
                     self.minimap, self.history, self.analysis):
            m.addAction(dock.toggleViewAction())
        m = bar.addMenu("&Play")
        m.addActions([self.a_play, self.a_balance])
        m = bar.addMenu("&Tools")
        m.addActions(self.tool_actions)
        m.addSeparator()
        m.addActions([self.a_brush_smaller, self.a_brush_bigger])
        toolbar = self.addToolBar("Tools")
        toolbar.setObjectName("ToolsToolbar")
        toolbar.addActions([self.a_new, self.a_open, self.a_save])
        toolbar.addSeparator()
        toolbar.addActions([self.a_undo, self.a_redo])
        toolbar.addSeparator()
        toolbar.addActions(self.tool_actions)
        toolbar.addSeparator()
        toolbar.addAction(self.a_play)
        self._rebuild_recent()
        self._rebuild_fog_menu()

    def _connect(self) -> None:
        self.doc.undo_stack.cleanChanged.connect(self._update_title)
        self.doc.path_changed.connect(self._update_title)
        self.doc.settings_changed.connect(self._update_title)
        self.doc.map_reset.connect(self._update_title)
        self.doc.status_message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.view.cell_hovered.connect(self._show_cell)
        self.view.zoom_changed.connect(lambda s: self.zoom_label.setText(f"{s * 100:.0f}%"))
        self.view.context_menu_requested.connect(self._context_menu)
        self.problems.problem_activated.connect(self._go_to_problem)
        self.doc.settings_changed.connect(self._rebuild_fog_menu)
        self.doc.map_reset.connect(self._rebuild_fog_menu)
        for signal in (self.doc.contents_changed, self.doc.settings_changed, self.doc.map_reset):
            signal.connect(self._update_fog)

    # -- tools ----------------------------------------------------------------------------
    def tool_named(self, name: str) -> Tool:
        return next(t for t in self.tools if t.name == name)

    def activate_tool(self, tool: Tool) -> None:
        self.view.set_tool(tool)
        for action, t in zip(self.tool_actions, self.tools, strict=True):
            if t is tool:
                action.setChecked(True)
        self.statusBar().showMessage(tool.status_text, 4000)

    def _brush(self, step: int) -> None:
        self.options.set(brush_radius=max(0, min(12, self.options.brush_radius + step)))
        self.statusBar().showMessage(f"Brush radius {self.options.brush_radius}", 2000)

    def request_pick(self, prompt: str, on_cell: object) -> None:
        """The settings dock asks for cells: a transient tool until Enter or Esc."""
        if not isinstance(self.view.tool, (PickCellsTool, PasteTool)):
            self._pick_return = self.view.tool
        self.view.set_tool(PickCellsTool(self.doc, self.options, self.view, on_cell))  # type: ignore[arg-type]
        self.statusBar().showMessage(prompt + " — Enter when done, Esc to cancel")
        self.view.setFocus()

    def end_transient_tool(self) -> None:
        if isinstance(self.view.tool, (PickCellsTool, PasteTool)):
            self.activate_tool(self._pick_return or self.tools[0])
            self._pick_return = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.end_transient_tool()
            return
        super().keyPressEvent(event)

    # -- editing -------------------------------------------------------------------------
    def selection_region(self) -> set[Cell]:
        tool = self.view.tool
        if isinstance(tool, SelectTool) and tool.region is not None:
            return region_cells(tool.region)
        cells = [t.at for t in self.doc.selection if t.at is not None]
        if not cells:
            return set()
        return region_cells(((min(c for c, _ in cells), min(r for _, r in cells)),
                             (max(c for c, _ in cells), max(r for _, r in cells))))

    def copy(self) -> None:
        clip = copy_region(self.doc, self.selection_region())
        if clip is None:
            self.statusBar().showMessage("Select a rectangle (drag with the Select tool) to copy", 4000)
            return
        self.clip = clip
        self.statusBar().showMessage(f"Copied {clip.width}x{clip.height} cells, {len(clip.units)} "
                                     f"units, {len(clip.features)} features", 4000)

    def start_paste(self) -> None:
        if self.clip is None:
            self.statusBar().showMessage("Nothing to paste: copy a rectangle first", 4000)
            return
        if not isinstance(self.view.tool, (PickCellsTool, PasteTool)):
            self._pick_return = self.view.tool
        self.view.set_tool(PasteTool(self.doc, self.options, self.view, self.clip))
        self.statusBar().showMessage(PasteTool.status_text)

    def delete_selection(self) -> None:
        edits.delete(self.doc, list(self.doc.selection))

    def select_all(self) -> None:
        self.doc.select([*self.doc.scenario.units, *self.doc.scenario.features])

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
        entries = [("", "Nobody (no fog)")] + [(s.id, s.name or s.id) for s in self.doc.scenario.sides]
        if current not in [e[0] for e in entries]:
            current = ""
        for side_id, label in entries:
            action = QAction(label, self.fog_group, checkable=True)
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
        return (side.name or side.id) if side else "Nobody (no fog)"

    def _update_fog(self, *_: object) -> None:
        self.view.options.fog = (scenario_visible_cells(self.doc.scenario, self.fog_side)
                                 if self.fog_side else None)
        self.view.options.fog_side = self.fog_side or None
        self.view.refresh()

    def _context_menu(self, cell: Cell, global_pos: object) -> None:
        menu = QMenu(self)
        things = self.doc.things_at(cell)
        for thing in things:
            label = getattr(thing, "id", None) or getattr(thing, "kind", "")
            kind = getattr(thing, "type", None) or getattr(thing, "kind", "")
            menu.addAction(f"Select {label} ({kind})", lambda t=thing: self.doc.select([t]))
        if things:
            menu.addAction("Delete here", lambda: edits.delete(self.doc, things))
            menu.addSeparator()
        menu.addAction("Pick this terrain", lambda: self.options.set(terrain=self.doc.terrain_at(cell)))
        menu.addAction(f"Place {self.options.unit_type} here",
                       lambda: self.statusBar().showMessage(
                           edits.place_unit(self.doc, self.options, cell) or "", 4000))
        menu.addAction(f"Place {self.options.feature_kind.replace('_', ' ')} here",
                       lambda: self.statusBar().showMessage(
                           edits.place_feature(self.doc, self.options, cell) or "", 4000))
        if self.doc.selection:
            menu.addAction("Delete selection", self.delete_selection)
        menu.exec(global_pos)  # type: ignore[arg-type]

    def _show_cell(self, cell: Cell | None) -> None:
        if cell is None:
            self.cell_label.setText("")
            return
        terrain = self.palette.catalog.terrain.get(self.doc.terrain_at(cell))
        things = ", ".join(getattr(t, "id", None) or getattr(t, "kind", "") for t in self.doc.things_at(cell))
        self.cell_label.setText(f"[{cell[0]}, {cell[1]}] {terrain.name if terrain else '?'}"
                                + (f" — {things}" if things else ""))

    def _go_to_problem(self, problem: Problem) -> None:
        if problem.cell is not None:
            self.view.center_on_cell(problem.cell)
            self.doc.select([t for t in self.doc.things_at(problem.cell)])
        self.statusBar().showMessage(problem.message, 8000)

    # -- play-test -------------------------------------------------------------------------
    def _playable(self) -> bool:
        """The engine plays only valid scenarios: say what to fix first."""
        self.validation.wait()
        errors = [p for p in self.doc.problems if p.severity == "error"]
        if errors:
            self.problems.raise_()
            self.tell("Cannot play yet", "The scenario has problems the engine cannot play "
                      "around; fix these first (see the Problems list):\n\n"
                      + "\n".join(p.message for p in errors[:8]))
        return not errors

    def play_test(self) -> None:
        """F5: the current scenario, saved or not, in the play-test window."""
        from editor.playtest_window import PlaytestWindow

        if not self._playable():
            return
        try:
            window = PlaytestWindow(self.doc.scenario, parent=self)
        except ValueError as exc:
            self.tell("Cannot play yet", str(exc))
            return
        self.playtest = window
        window.show()

    def balance_check(self) -> None:
        from editor.balance_dialog import BalanceDialog

        if not self._playable():
            return
        dialog = BalanceDialog(self.doc.scenario, self)
        self.balance_dialog = dialog
        dialog.show()

    # -- files ----------------------------------------------------------------------------
    def _update_title(self, *_: object) -> None:
        self.setWindowTitle(f"{self.doc.scenario.name} — {self.doc.display_name}[*] — "
                            "General Clumsy editor")
        self.setWindowModified(not self.doc.undo_stack.isClean())

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document."""
        if self.doc.undo_stack.isClean():
            return True
        answer = self.ask(
            "Unsaved changes",
            f"Save the changes to {self.doc.display_name} before closing it?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        """One place for questions, so tests can answer them."""
        return QMessageBox.question(self, title, text, buttons)

    def tell(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def ask_path(self, save: bool) -> Path | None:
        start = str(self.doc.path.parent if self.doc.path else self.settings.value("last_dir", ""))
        if save:
            name, _ = QFileDialog.getSaveFileName(self, "Save scenario", start, FILE_FILTER)
        else:
            name, _ = QFileDialog.getOpenFileName(self, "Open scenario", start, FILE_FILTER)
        return Path(name) if name else None

    def new_map(self) -> None:
        if not self.maybe_save():
            return
        dialog = NewMapDialog(self)
        if self.run_dialog(dialog):
            self.doc.reset(dialog.result_scenario(), None)
            self.view.zoom_fit()

    def run_dialog(self, dialog: QWidget) -> bool:
        return bool(dialog.exec())  # type: ignore[attr-defined]

    def open_dialog(self) -> None:
        if self.maybe_save():
            path = self.ask_path(save=False)
            if path is not None:
                self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open a file; a file with problems opens too and lists them."""
        try:
            scenario, problems = read_scenario(path)
        except ScenarioError as exc:
            self.tell("Cannot open", f"{path} cannot be opened:\n\n" + "\n".join(map(str, exc.problems[:20])))
            return False
        if scenario is None:
            self.tell("Cannot open", f"{path} is not shaped like a scenario, so it cannot be "
                      "edited on the map. Fix these first:\n\n" + "\n".join(map(str, problems[:20])))
            return False
        self.doc.reset(scenario, path)
        self.doc.set_problems(problems)
        self.validation.schedule()
        self._add_recent(path)
        self.view.zoom_fit()
        return True

    def save(self) -> bool:
        if self.doc.path is None:
            return self.save_as()
        return self._save_to(self.doc.path)

    def save_as(self) -> bool:
        path = self.ask_path(save=True)
        if path is None:
            return False
        if path.suffix not in (".yaml", ".yml"):
            path = path.with_suffix(".yaml")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            save_scenario(self.doc.scenario, path)
        except OSError as exc:
            self.tell("Save failed", f"Could not save {path}: {exc.strerror or exc}.\n\nYour work is "
                      "still here and the previous file is untouched; try another place.")
            return False
        self.doc.set_path(path)
        self.doc.undo_stack.setClean()
        self.autosaver.clear()
        self._add_recent(path)
        self.validation.wait()
        errors = sum(p.severity == "error" for p in self.doc.problems)
        if errors:
            self.statusBar().showMessage(f"Saved {path.name}, but it has {errors} problem(s): "
                                         "see the Problems list", 8000)
            self.problems.raise_()
        else:
            self.statusBar().showMessage(f"Saved {path.name}", 4000)
        return True

    def resize_map(self) -> None:
        dialog = ResizeMapDialog(self.doc.scenario, self.options.base_terrain, self)
        if self.run_dialog(dialog):
            self.doc.undo_stack.push(ReplaceScenarioCommand(self.doc, dialog.result_scenario(), "Resize map"))

    def export_image(self) -> None:
        from editor.render import render_png

        name, _ = QFileDialog.getSaveFileName(self, "Export image", "", "PNG images (*.png)")
        if name:
            try:
                render_png(self.doc.scenario, name, problems=self.doc.problems)
            except OSError as exc:
                self.tell("Export failed", str(exc))

    def _add_recent(self, path: Path) -> None:
        recent = [p for p in self.recent_files() if p != str(path.resolve())]
        recent.insert(0, str(path.resolve()))
        self.settings.setValue("recent_files", recent[:MAX_RECENT])
        self.settings.setValue("last_dir", str(path.resolve().parent))
        self._rebuild_recent()

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value or []]

    def _rebuild_recent(self) -> None:
        self.recent_menu.clear()
        for name in self.recent_files():
            self.recent_menu.addAction(name, lambda n=name: self.maybe_save() and self.open_path(Path(n)))
        self.recent_menu.setEnabled(bool(self.recent_files()))

    # -- window state -----------------------------------------------------------------------
    REMEMBERED_OPTIONS = ("terrain", "brush_radius", "base_terrain", "unit_type", "feature_kind",
                          "feature_type", "feature_finished", "mirror")

    def _restore_state(self) -> None:
        """Window layout and the palette's choices, as the designer left them."""
        remembered = {}
        for key in self.REMEMBERED_OPTIONS:
            value = self.settings.value(f"tools/{key}")
            default = getattr(self.options, key)
            if value is None:
                continue
            if isinstance(default, bool):
                value = value in (True, "true", "1", 1)
            elif isinstance(default, int):
                try:
                    value = int(value)
                except (TypeError, ValueError):
                    continue
            remembered[key] = value
        if remembered:
            self.options.set(**remembered)
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        for key in self.REMEMBERED_OPTIONS:
            self.settings.setValue(f"tools/{key}", getattr(self.options, key))
        self.settings.setValue("window/state", self.saveState())
        self.validation.wait()
        self.autosaver.clear()
        event.accept()
