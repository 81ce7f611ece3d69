"""Side docks never clip: at the default dock width every control of every dock is whole
and inside the visible part of its dock (what does not fit in height scrolls), combo box
arrows and spin box buttons included, and the palette's "finished" box fits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QLabel,
    QScrollArea,
    QWidget,
)

from editor.main_window import MainWindow

CONTROLS = (QComboBox, QAbstractSpinBox, QCheckBox, QLabel)


def _outside(dock: QDockWidget) -> list[str]:
    """The controls of the dock that lie (partly) outside its visible area, sideways, or
    below it with no vertical scrollbar to reach them."""
    scroll = dock.widget()
    if scroll.layout() is None and not any(isinstance(w, CONTROLS) for w in scroll.findChildren(QWidget)):
        return []  # a drawing that scales to the dock (the minimap)
    assert isinstance(scroll, QAbstractScrollArea), f"{dock.objectName()} does not scroll"
    if not isinstance(scroll, QScrollArea):
        return []  # a list or view that scrolls itself
    viewport = scroll.viewport()
    can_scroll_down = scroll.verticalScrollBar().isVisible()
    bad = []
    for w in scroll.widget().findChildren(QWidget):
        if not isinstance(w, CONTROLS) or not w.isVisibleTo(scroll) or w.width() == 0:
            continue
        if any(isinstance(p, QAbstractScrollArea) and p is not scroll
               for p in _parents(w, scroll)):
            continue  # inside a list that scrolls itself
        left = w.mapTo(viewport, QPoint(0, 0)).x()
        top = w.mapTo(viewport, QPoint(0, 0)).y()
        name = f"{type(w).__name__} {getattr(w, 'text', lambda: '')() or w.objectName()!r}"
        if left < 0 or left + w.width() > viewport.width() + 1:
            bad.append(f"{name} at x {left}..{left + w.width()} of {viewport.width()}")
        elif top + w.height() > viewport.height() + 1 and not can_scroll_down:
            bad.append(f"{name} below the dock, no scrollbar")
        elif isinstance(w, (QComboBox, QAbstractSpinBox)) and \
                w.width() < w.minimumSizeHint().width():
            bad.append(f"{name} cut to {w.width()} px")
    return bad


def _parents(w: QWidget, stop: QWidget) -> list[QWidget]:
    out, p = [], w.parentWidget()
    while p is not None and p is not stop:
        out.append(p)
        p = p.parentWidget()
    return out


def _docks(win: MainWindow) -> list[QDockWidget]:
    return [d for d in win.findChildren(QDockWidget) if d.parent() is win]


@pytest.mark.parametrize("size", [(1200, 800), (1280, 720)])
def test_docks_at_default_width_show_every_control_whole(qtbot, window, size):
    window.resize(*size)
    doc = window.doc
    pages = {
        "unit": lambda: doc.select([doc.scenario.units[0]]),
        "feature": lambda: doc.select([doc.scenario.features[0]]),
        "several": lambda: doc.select(doc.scenario.units[:2]),
    }
    problems = []
    for page, select in pages.items():
        select()
        for dock in _docks(window):
            dock.raise_()
            qtbot.wait(5)
            problems += [f"{dock.objectName()} ({page}): {p}" for p in _outside(dock)]
    events = window.events
    for index in range(events.tabs.count()):
        events.raise_()
        events.tabs.setCurrentIndex(index)
        qtbot.wait(5)
        problems += [f"Events tab {index}: {p}" for p in _outside(events)]
    assert problems == [], "\n".join(problems)


@pytest.mark.reads_window
def test_palette_finished_box_fits_and_says_the_rest_in_its_tooltip(qtbot, window):
    box = window.palette_dock.finished
    assert box.width() >= box.sizeHint().width()
    assert "under construction" in box.toolTip()


@pytest.mark.reads_window
def test_a_field_taking_focus_keeps_its_label_in_sight(qtbot, window):
    """A focused field is brought into view; with the form as wide as the dock that never
    scrolls sideways, so the row's name keeps its text (no "nario" for "Scenario")."""
    for dock in (window.palette_dock, window.scenario_settings, window.properties):
        dock.raise_()
        qtbot.wait(5)
        scroll = dock.widget()
        assert isinstance(scroll, QScrollArea)
        for field in scroll.widget().findChildren(QWidget):
            if isinstance(field, (QComboBox, QAbstractSpinBox)) and field.isVisibleTo(scroll):
                scroll.ensureWidgetVisible(field)
                assert scroll.horizontalScrollBar().value() == 0, dock.objectName()
