"""The docks behind another tab make their content when first shown (issue 37, start-up):
a new window makes none of them, raising one makes it and only it, a restored layout
makes the docks it shows, the View menu lists them all, and the first validation pass
waits for the window's first paint (editor/window/lazy_dock.py)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QPlainTextEdit, QTabWidget, QWidget

from conftest import FIXTURES, open_window
from editor.main_window import MainWindow
from editor.window.lazy_dock import AfterFirstPaint, LazyDock
from engine.scenario.io import load_scenario

LAZY = ("minimap", "history", "analysis", "scenario_settings", "events")


def made(window: MainWindow) -> set[str]:
    return {name for name in LAZY if getattr(window, name).is_made()}


def test_a_new_window_makes_only_the_docks_it_shows(qtbot, window):
    assert all(isinstance(getattr(window, name), LazyDock) for name in LAZY)
    assert made(window) == set()
    assert window.events.findChildren(QTabWidget) == []  # nothing inside yet
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    listed = {a.text() for a in view_menu.actions()}
    assert {"Minimap", "History", "Analysis", "Scenario settings", "Events"} <= listed
    window.events.raise_()  # its tab is clicked
    qtbot.waitUntil(lambda: window.events.is_made())
    assert made(window) == {"events"}
    assert window.events.findChildren(QTabWidget)
    # made as a dock made at start: scrolling, Tab leaving its multi-line fields
    assert window.events.widget().objectName() == "EventsDockScroll"
    window.scenario_settings.raise_()
    qtbot.waitUntil(lambda: window.scenario_settings.is_made())
    edits = window.scenario_settings.findChildren(QPlainTextEdit)
    assert edits and all(e.tabChangesFocus() for e in edits)
    assert made(window) == {"events", "scenario_settings"}


def test_an_attribute_of_the_content_reads_and_writes_through_the_dock(qtbot, window):
    dock = window.scenario_settings
    assert isinstance(dock.name, QLineEdit) and dock.is_made()  # asking made it
    assert dock.name is dock.content().name
    dock.confirm = lambda title, text: True  # a test answering its questions
    assert dock.content().confirm("t", "x") is True and "confirm" not in vars(dock)


def test_a_restored_layout_makes_the_docks_it_shows(qtbot, tmp_path):
    path = FIXTURES / "base.yaml"
    first = open_window(qtbot, tmp_path, load_scenario(path), path)
    first.events.raise_()
    first.minimap.raise_()
    qtbot.waitUntil(lambda: first.events.is_made() and first.minimap.is_made())
    first.layout_parts.remember()
    first.settings.sync()
    second = open_window(qtbot, tmp_path, load_scenario(path), path)
    qtbot.waitUntil(lambda: made(second) == {"events", "minimap"})  # the raised tabs only


class Painted(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paints += 1


def test_work_after_the_first_paint_waits_for_it_and_runs_once(qtbot):
    widget = Painted()
    qtbot.addWidget(widget)
    ran: list[int] = []
    AfterFirstPaint(widget, lambda: ran.append(widget.paints))
    widget.show()
    qtbot.waitUntil(lambda: ran != [])
    widget.repaint()
    QApplication.processEvents()
    assert ran == [1]  # after the first paint, not before it, and once


def test_work_after_the_first_paint_of_a_widget_never_shown_runs_at_once(qtbot):
    widget = Painted()
    qtbot.addWidget(widget)
    ran: list[int] = []
    AfterFirstPaint(widget, lambda: ran.append(widget.paints))
    qtbot.waitUntil(lambda: ran != [])
    assert ran == [0]


def test_the_first_validation_pass_waits_for_the_window_to_be_drawn(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(load_scenario(FIXTURES / "base.yaml"), None, settings)
    qtbot.addWidget(window)
    window.show()
    assert window.validation.submitted == 0  # the process is not started before the paint
    qtbot.waitUntil(lambda: window.validation.submitted == 1)
    hidden = MainWindow(load_scenario(FIXTURES / "base.yaml"), None, settings)
    qtbot.addWidget(hidden)
    qtbot.waitUntil(lambda: hidden.validation.submitted == 1)  # never shown: at once
