"""The problems list: every validation problem; clicking one leads to the thing at fault.

A problem with a cell centres the map on it; a problem names its place in the file by a
path (`units[3]`, `victory.objectives[1]`, `sides`, `events[2]`...), and `ProblemNavigator`
turns that path into the thing to select and the dock that edits it (the Properties dock
for a unit or feature, the Scenario dock for objectives and sides, the Events dock for
events, cards, areas and deployment). `ProblemStatus` keeps the status bar honest: a
message about a problem goes away once a validation pass no longer finds the problem.

While there is no problem, the dock lying along the bottom or top of the window folds to
its title bar, so the map gets the room; the first problem unfolds it to the height it had.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QScrollArea,
    QStatusBar,
    QStyle,
    QWidget,
)

from editor.document.scenario_document import ScenarioDocument
from editor.i18n.plural import plural
from editor.map.view import MapView
from editor.window.lazy_dock import LazyDock
from engine.scenario.problems import Problem

if TYPE_CHECKING:  # made when first shown (editor/window/lazy_dock.py)
    from editor.docks.events import EventsDock
    from editor.docks.settings import ScenarioSettingsDock

UNFOLDED_HEIGHT = 130  # px, the list's height when the first problem comes
NO_LIMIT = 16777215  # QWIDGETSIZE_MAX


class ProblemsDock(QDockWidget):
    problem_activated = Signal(object)  # Problem

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Problems"), parent)
        self.setObjectName("ProblemsDock")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        self.setWidget(self.list)
        self.folded = False
        self.unfolded_height = UNFOLDED_HEIGHT
        self.dockLocationChanged.connect(self.refold)
        self.topLevelChanged.connect(self.refold)
        doc.problems_changed.connect(self.show_problems)
        self.show_problems(doc.problems)

    def show_problems(self, problems: list[Problem]) -> None:
        self.list.clear()
        errors = sum(p.severity == "error" for p in problems)
        warnings = len(problems) - errors
        self.setWindowTitle(
            self.tr("Problems ({errors}, {warnings})").format(
                errors=plural(self.tr("%n error(s)", "", errors), errors),
                warnings=plural(self.tr("%n warning(s)", "", warnings), warnings))
            if problems else self.tr("Problems (none)"))
        style = self.style()
        for p in problems:
            where = (self.tr("line {line}, cell [{col}, {row}]").format(
                line=p.line, col=p.cell[0], row=p.cell[1]) if p.cell
                else self.tr("line {line}").format(line=p.line))
            item = QListWidgetItem(f"{p.message}\n    {where}")
            icon = (QStyle.StandardPixmap.SP_MessageBoxCritical if p.severity == "error"
                    else QStyle.StandardPixmap.SP_MessageBoxWarning)
            item.setIcon(style.standardIcon(icon))
            item.setData(Qt.ItemDataRole.UserRole, p)
            self.list.addItem(item)
        self.refold()

    def refold(self, *_: object) -> None:
        """Fold to the title while empty, when lying along the window's bottom or top
        edge on its own (floating, beside or tabbed with other docks it stays open)."""
        window = self.parentWidget()
        edge = (isinstance(window, QMainWindow) and not self.isFloating()
                and window.dockWidgetArea(self) in (Qt.DockWidgetArea.BottomDockWidgetArea,
                                                    Qt.DockWidgetArea.TopDockWidgetArea)
                and not window.tabifiedDockWidgets(self))
        fold = edge and self.list.count() == 0
        if fold == self.folded:
            return
        self.folded = fold
        if fold:
            if self.height() > self.minimumSizeHint().height() * 2:
                self.unfolded_height = self.height()
            self.list.setMaximumHeight(0)
            self.setMaximumHeight(self.minimumSizeHint().height())
            return
        self.list.setMaximumHeight(NO_LIMIT)
        self.setMaximumHeight(NO_LIMIT)
        if isinstance(window, QMainWindow) and not self.isFloating():
            window.resizeDocks([self], [self.unfolded_height], Qt.Orientation.Vertical)

    def _activated(self, item: QListWidgetItem) -> None:
        self.problem_activated.emit(item.data(Qt.ItemDataRole.UserRole))


@dataclass(frozen=True)
class ProblemTarget:
    """What a problem's path is about: a kind of thing and its index in the file."""

    kind: str  # unit, feature, label, objective, victory, side, event, card, area,
    #            deployment, briefing, settings, variable
    index: int | None = None
    name: str | None = None  # a variable's name


_LISTS = {"units": "unit", "features": "feature", "labels": "label", "sides": "side",
          "events": "event", "event_cards": "card", "areas": "area", "deployment": "deployment"}


def problem_target(path: tuple[str | int, ...]) -> ProblemTarget | None:
    """`("units", 3, "type")` -> unit 3; `("victory", "objectives", 1)` -> objective 1;
    `("sides",)` -> the sides; the map itself -> None (its problems have cells)."""
    if not path:
        return None
    head = path[0]
    index = path[1] if len(path) > 1 and isinstance(path[1], int) else None
    if head in _LISTS:
        return ProblemTarget(_LISTS[str(head)], index)
    if head == "victory":
        if len(path) > 2 and path[1] == "objectives" and isinstance(path[2], int):
            return ProblemTarget("objective", path[2])
        return ProblemTarget("victory")
    if head == "briefing":
        return ProblemTarget("briefing")
    if head == "variables":  # ("variables", name): the Events dock's Variables tab
        return ProblemTarget("variable", name=str(path[1]) if len(path) > 1 else None)
    if head in ("map", "format"):
        return None
    return ProblemTarget("settings")  # name, rounds, calendar, first_side, turn system...


class ProblemWindow(Protocol):
    """What the navigator needs of the main window: the map and the docks that edit."""

    @property
    def doc(self) -> ScenarioDocument: ...

    @property
    def view(self) -> MapView: ...

    @property
    def properties(self) -> QDockWidget: ...

    @property
    def scenario_settings(self) -> LazyDock: ...  # holding a ScenarioSettingsDock

    @property
    def events(self) -> LazyDock: ...  # holding an EventsDock


class ProblemNavigator:
    """Selects the thing at fault and brings forward the dock that edits it."""

    def __init__(self, window: ProblemWindow) -> None:
        self.w = window

    def go(self, problem: Problem) -> None:
        w = self.w
        target = problem_target(problem.path)
        if problem.cell is not None:
            w.view.center_on_cell(problem.cell)
        if target is not None and self._go_to(target):
            return
        if problem.cell is not None:
            w.doc.select(list(w.doc.things_at(problem.cell)))

    def _go_to(self, t: ProblemTarget) -> bool:
        """True when the target was found; an index past the model's lists (problems of an
        older revision) finds nothing."""
        w, s = self.w, self.w.doc.scenario
        if t.kind in ("unit", "feature"):
            things = s.units if t.kind == "unit" else s.features
            if t.index is None or not 0 <= t.index < len(things):
                return False
            thing = things[t.index]
            w.doc.select([thing])
            if thing.at is not None:
                w.view.center_on_cell(thing.at)
            _bring(w.properties)
            return True
        if t.kind in ("objective", "victory", "side", "settings", "briefing"):
            dock = w.scenario_settings
            _bring(dock)
            settings = cast("ScenarioSettingsDock", dock.content())
            shown: QWidget = settings.victory_box
            if t.kind == "objective":
                editor = settings.objectives
                if t.index is not None and 0 <= t.index < editor.list.count():
                    editor.list.setCurrentRow(t.index)
                shown = editor
            elif t.kind == "side":
                if t.index is not None and 0 <= t.index < settings.side_list.count():
                    settings.side_list.setCurrentRow(t.index)
                shown = settings.side_list
            elif t.kind == "briefing":
                shown = settings.briefing
            elif t.kind == "settings":
                shown = settings.name
            _scroll_to(dock, shown)
            return True
        if t.kind in ("event", "card", "area", "deployment"):
            _bring(w.events)
            events = cast("EventsDock", w.events.content())
            tab, listing = {"event": (0, events.events), "card": (1, events.cards),
                            "area": (2, events.areas), "deployment": (3, None)}[t.kind]
            events.tabs.setCurrentIndex(tab)
            if listing is not None and t.index is not None and 0 <= t.index < listing.count():
                listing.setCurrentRow(t.index)
            return True
        if t.kind == "variable":
            _bring(w.events)
            events = cast("EventsDock", w.events.content())
            tab = events.variables_tab
            events.tabs.setCurrentWidget(tab)
            names = list(s.variables or {})
            if t.name in names:
                tab.list.setCurrentRow(names.index(t.name))
            return True
        return False  # a label: its cell leads there


def _bring(dock: QDockWidget) -> None:
    dock.show()
    dock.raise_()


def _scroll_to(dock: QDockWidget, widget: QWidget) -> None:
    scroll = dock.widget()
    if isinstance(scroll, QScrollArea):
        scroll.ensureWidgetVisible(widget)


class ProblemStatus(QObject):
    """Status bar messages about problems, taken down when the problem is gone: after
    each validation pass a message whose problem no longer exists is cleared."""

    def __init__(self, doc: ScenarioDocument, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.text = ""
        self.gone: Callable[[list[Problem]], bool] = lambda _: False
        doc.problems_changed.connect(self._revalidated)

    def show(self, problem: Problem, ms: int = 8000) -> None:
        self.bar.showMessage(problem.message, ms)
        self.track(lambda problems: not any(_same(p, problem) for p in problems))

    def track(self, gone: Callable[[list[Problem]], bool]) -> None:
        """The message now shown stands while `gone(problems)` is false."""
        self.text, self.gone = self.bar.currentMessage(), gone

    def _revalidated(self, problems: list[Problem]) -> None:
        if self.text and self.bar.currentMessage() == self.text and self.gone(problems):
            self.bar.clearMessage()
            self.text = ""


def _same(a: Problem, b: Problem) -> bool:
    """The same problem after other edits: its words and the thing it is about (lines move)."""
    return a.message == b.message and a.path == b.path
