"""The Campaign window: the graph of missions, the list of problems, the edits.

Every edit is one undo step of the CampaignDocument; after each, the campaign as it would
be saved is validated again (with its missions, as `clumsy validate` does, less the checks
that play a game forward) and the problems listed: clicking one selects its mission in the
graph, double-clicking a mission's own problem opens that mission in the main window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QToolBar,
    QWidget,
)

from editor.campaign.document import CampaignDocument
from editor.campaign.force_dialog import ForceDialog
from editor.campaign.graph_view import CampaignGraph
from editor.campaign.link_dialog import NO_LINK, LinkDialog
from editor.widgets.field_guard import guard_fields
from editor.widgets.window_fit import fit_to_screen
from engine.campaign.from_here import possible_forces, start_here
from engine.campaign.io import LoadedCampaign
from engine.campaign.validation import validate_campaign
from engine.campaign.writer import dump_campaign
from engine.scenario.model import Unit
from engine.scenario.problems import Problem, ScenarioError

VALIDATE_AFTER_MS = 300
PROBLEM = 0x0100  # Qt.ItemDataRole.UserRole: the Problem of a list item


class CampaignWindow(QMainWindow):
    open_requested = Signal(Path)  # open this mission file in the main window
    play_requested = Signal(object)  # play-test this Scenario (a mission with carried units)

    def __init__(self, doc: CampaignDocument, parent: QWidget | None = None,
                 tell: Callable[[str, str], None] | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        doc.setParent(self)
        self.tell = tell or (lambda title, text: QMessageBox.warning(self, title, text))
        self.problems: list[Problem] = []
        self.graph = CampaignGraph(self)
        self.problem_list = QListWidget(self)
        splitter = QSplitter(self)
        splitter.addWidget(self.graph)
        splitter.addWidget(self.problem_list)
        splitter.setSizes([700, 320])
        self.setCentralWidget(splitter)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(VALIDATE_AFTER_MS)
        self.timer.timeout.connect(self.validate_now)
        self._build_actions()
        doc.changed.connect(self._changed)
        doc.undo_stack.cleanChanged.connect(self._title)
        self.graph.mission_selected.connect(self._selected)
        self.graph.mission_opened.connect(self.open_mission)
        self.problem_list.itemClicked.connect(self._problem_clicked)
        self.problem_list.itemActivated.connect(self._problem_activated)
        fit_to_screen(self, None, "campaign/geometry", (1050, 560))
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        self._changed()
        self.validate_now()

    def _build_actions(self) -> None:
        bar = QToolBar(self.tr("Campaign"), self)
        bar.setObjectName("CampaignToolbar")
        self.addToolBar(bar)

        def action(text: str, slot: Callable[[], object], key: object = None) -> QAction:
            a = QAction(text, self)
            a.triggered.connect(lambda _=False: slot())
            if key is not None:
                a.setShortcut(QKeySequence(key))  # type: ignore[arg-type]
            bar.addAction(a)
            return a

        self.a_add = action(self.tr("Add mission…"), self.add_dialog)
        self.a_link = action(self.tr("Link…"), self.link_dialog)
        self.a_up = action(self.tr("Move up"), lambda: self.move_mission(-1))
        self.a_down = action(self.tr("Move down"), lambda: self.move_mission(1))
        self.a_start = action(self.tr("Start here"), self.make_start)
        self.a_remove = action(self.tr("Remove mission"), self.remove_mission)
        self.a_open = action(self.tr("Open mission"), lambda: self.open_mission(self.graph.selected))
        self.a_play = action(self.tr("Play from here…"), self.play_dialog)
        self.a_play.setToolTip(self.tr("Play-test the selected mission with a force carried "
                                       "into it"))
        bar.addSeparator()
        self.a_undo = self.doc.undo_stack.createUndoAction(self, self.tr("Undo"))
        self.a_undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.a_redo = self.doc.undo_stack.createRedoAction(self, self.tr("Redo"))
        self.a_redo.setShortcut(QKeySequence(QKeySequence.StandardKey.Redo))
        bar.addActions([self.a_undo, self.a_redo])
        bar.addSeparator()
        self.a_save = action(self.tr("Save"), self.save, QKeySequence.StandardKey.Save)
        self.a_save_as = action(self.tr("Save as…"), self.save_as)

    # -- showing ---------------------------------------------------------------------
    def _changed(self) -> None:
        flagged = self._flagged()
        self.graph.show_campaign(self.doc.campaign, flagged)
        self._title()
        self.timer.start()

    def _title(self, *_: object) -> None:
        try:
            mark = "" if self.doc.undo_stack.isClean() else "*"
        except RuntimeError:  # the stack is being deleted with the window
            return
        self.setWindowTitle(self.tr("Campaign: {name} ({file}){mark}").format(
            name=self.doc.campaign.name, file=self.doc.path.name, mark=mark))

    def _flagged(self) -> set[str]:
        """Missions a problem of the last validation points at."""
        ids = [m.id for m in self.doc.campaign.missions]
        out = set()
        for p in self.problems:
            index = p.path[1] if len(p.path) > 1 and p.path[0] == "missions" else None
            if isinstance(index, int) and index < len(ids) and p.severity == "error":
                out.add(ids[index])
        return out

    def validate_now(self) -> list[Problem]:
        """Validate the campaign as it would be saved, and list its problems."""
        self.timer.stop()
        try:
            _, problems = validate_campaign(dump_campaign(self.doc.campaign), self.doc.path,
                                            deep=False)
        except ScenarioError as exc:
            problems = exc.problems
        self.problems = problems
        self.problem_list.clear()
        for p in problems:
            where = f"{Path(p.file).name}:{p.line}"
            item = QListWidgetItem(f"{where}: {p.severity}: {p.message}")
            item.setData(PROBLEM, p)
            self.problem_list.addItem(item)
        if not problems:
            self.problem_list.addItem(self.tr("No problems: the campaign is valid."))
        self.graph.show_campaign(self.doc.campaign, self._flagged())
        return problems

    def mission_of(self, problem: Problem) -> str | None:
        """The mission a problem is about: its step in the campaign file, or the mission
        whose file it is in."""
        if problem.path[:1] == ("missions",) and len(problem.path) > 1:
            index = problem.path[1]
            missions = self.doc.campaign.missions
            if isinstance(index, int) and index < len(missions):
                return missions[index].id
        for m in self.doc.campaign.missions:
            target = self.doc.mission_file(m.id)
            if target is not None and Path(problem.file).resolve() == target:
                return m.id
        return None

    def _problem_clicked(self, item: QListWidgetItem) -> None:
        problem = item.data(PROBLEM)
        mission = self.mission_of(problem) if isinstance(problem, Problem) else None
        if mission is not None:
            self.graph.select(mission)
            self._selected(mission)

    def _problem_activated(self, item: QListWidgetItem) -> None:
        problem = item.data(PROBLEM)
        if isinstance(problem, Problem) and not problem.file.endswith(self.doc.path.name):
            mission = self.mission_of(problem)
            if mission is not None:
                self.open_mission(mission)

    def _selected(self, mission: str) -> None:
        self.statusBar().showMessage(self.tr("Mission {id} selected").format(id=mission), 4000)

    # -- edits -----------------------------------------------------------------------
    def add_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Add a mission"), str(self.doc.path.parent),
            self.tr("Missions (*.yaml)"))
        if name:
            self.add_mission(Path(name))

    def add_mission(self, file: Path) -> str | None:
        """Add the mission in `file` (inside the campaign's folder); its id comes from its
        file name. Returns the id, None when refused."""
        relative = self.doc.relative(file)
        if relative is None:
            self.tell(self.tr("Add mission"),
                      self.tr("{file} is not inside the campaign's folder ({folder}); a "
                              "campaign reads only missions beside it or below it.").format(
                          file=file, folder=self.doc.path.parent))
            return None
        mission_id = self.doc.new_id(file)
        sides = self._sides_of_file(file)
        self.doc.add_mission(relative, mission_id, sides,
                             self.tr("Add mission {id}").format(id=mission_id))
        self.graph.select(mission_id)
        return mission_id

    def _sides_of_file(self, file: Path) -> list[str]:
        from engine.scenario.io import read_scenario

        try:
            scenario, _ = read_scenario(file, deep=False)
        except ScenarioError:
            return []
        return [s.id for s in scenario.sides] if scenario is not None else []

    def link_dialog(self) -> None:
        if not self.doc.campaign.missions:
            return
        dialog = LinkDialog(self.doc.campaign, self.doc.mission_sides, self.graph.selected, self)
        if dialog.exec():
            self.link(*dialog.choice())

    def link(self, source: str, outcome: str, target: str) -> None:
        """`outcome` of mission `source` leads to `target` (a mission, end; NO_LINK removes
        the link)."""
        if target == NO_LINK:
            self.doc.unlink(source, outcome, self.tr("Unlink {outcome} of {id}").format(
                outcome=outcome, id=source))
        else:
            self.doc.link(source, outcome, target, self.tr("Link {id}: {outcome} to {target}")
                          .format(id=source, outcome=outcome, target=target))

    def move_mission(self, delta: int) -> None:
        """The selected mission a place up or down (not `move`: QWidget.move places the
        window, and fitting it to the screen calls that)."""
        if self.graph.selected is not None:
            self.doc.move(self.graph.selected, delta, self.tr("Move mission {id}").format(
                id=self.graph.selected))

    def make_start(self) -> None:
        if self.graph.selected is not None:
            self.doc.set_start(self.graph.selected, self.tr("Start with {id}").format(
                id=self.graph.selected))

    def remove_mission(self) -> None:
        mission = self.graph.selected
        if mission is not None and self.doc.campaign.mission(mission) is not None:
            self.doc.remove(mission, self.tr("Remove mission {id}").format(id=mission))
            self.graph.selected = None

    def open_mission(self, mission: str | None) -> None:
        target = self.doc.mission_file(mission) if mission is not None else None
        if target is None or not target.is_file():
            self.tell(self.tr("Open mission"),
                      self.tr("The file of mission {id} cannot be found.").format(id=mission))
            return
        self.open_requested.emit(target)

    # -- play from here ------------------------------------------------------------------
    def loaded(self) -> LoadedCampaign | None:
        """The campaign as it would be saved, with its missions read; None (and the reason
        told) when it has errors."""
        try:
            loaded, problems = validate_campaign(dump_campaign(self.doc.campaign),
                                                 self.doc.path, deep=False)
        except ScenarioError as exc:
            loaded, problems = None, exc.problems
        errors = [p for p in problems if p.severity == "error"]
        if errors or loaded is None:
            self.tell(self.tr("Play from here"),
                      self.tr("The campaign has problems to fix first:") + "\n\n"
                      + "\n".join(str(p) for p in errors[:8]))
            return None
        return loaded

    def play_dialog(self) -> None:
        mission = self.graph.selected
        loaded = self.loaded() if mission is not None else None
        if loaded is None or mission is None:
            return
        dialog = ForceDialog(mission, possible_forces(loaded, mission), self)
        if dialog.exec():
            self.play_from(mission, dialog.chosen(), loaded)

    def play_from(self, mission: str, chosen: dict[str, list[Unit]],
                  loaded: LoadedCampaign | None = None) -> bool:
        """Play-test `mission` with the `chosen` carried units (campaign side -> units)."""
        loaded = loaded or self.loaded()
        if loaded is None:
            return False
        entry = start_here(loaded, mission, chosen)
        if entry.unplaced:
            self.statusBar().showMessage(self.tr("No room for {units}").format(
                units=", ".join(u.id for u in entry.unplaced)), 8000)
        self.play_requested.emit(entry.scenario)
        return True

    # -- files -----------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """Unsaved changes are never lost without asking: Save, Discard or Cancel."""
        if self.doc.undo_stack.isClean():
            event.accept()
            return
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, self.tr("Close campaign"),
            self.tr("The campaign {name} has unsaved changes. Save them?").format(
                name=self.doc.campaign.name),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save and self.save() or answer == buttons.Discard:
            event.accept()
        else:
            event.ignore()

    def save(self) -> bool:
        try:
            self.doc.save()
        except OSError as exc:
            self.tell(self.tr("Save campaign"), self.tr("{path} cannot be written: {why}")
                      .format(path=self.doc.path, why=exc.strerror or exc))
            return False
        self.statusBar().showMessage(self.tr("Saved {path}").format(path=self.doc.path), 4000)
        return True

    def save_as(self) -> bool:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save campaign as"),
                                              str(self.doc.path),
                                              self.tr("Campaigns (*.yaml *.yml)"))
        if not name:
            return False
        self.doc.path = Path(name)
        ok = self.save()
        self.validate_now()
        return ok
