"""The state a test sharing its module's main window (`reads_window`, tests/conftest.py)
must leave as it found it: each way a test could leave the window changed is seen by
`window_state`, which the shared window's fixture compares before and after each test;
the docks, which that fixture puts back before each test, are where they were built."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QDialog, QDockWidget

from conftest import window_state


def test_every_change_a_test_could_leave_on_the_window_is_seen(window, qtbot):
    def changes(change) -> list[str]:
        before = window_state(window)
        change()
        after = window_state(window)
        return sorted(key for key in before if before[key] != after[key])

    doc = window.doc
    assert changes(lambda: None) == []
    assert changes(lambda: doc.select([doc.scenario.units[0]])) == ["selection"]
    assert changes(lambda: window.options.set(terrain="F")) == ["tool options"]
    assert changes(lambda: window.settings.setValue("test/leak", 1)) == ["settings"]
    assert changes(lambda: window.resize(1000, 700)) == ["size"]
    dialog = QDialog()
    qtbot.addWidget(dialog)
    assert changes(dialog.show) == ["windows"]
    assert changes(lambda: doc.set_path(doc.path.with_name("other.yaml"))) == ["file"]
    unit = doc.scenario.units[0]
    assert changes(lambda: doc.set_attributes(unit, {"id": "moved"})) == ["document"]
    assert changes(lambda: doc.undo_stack.push(QUndoCommand("a step"))) == ["undo steps"]


def test_the_shared_window_has_its_docks_back_where_they_were_built(request, window):
    """The fixture's reset, on a window set up as the module's shared one: a dock hidden
    or shown and one moved by the test before are back where they were built."""
    from conftest import reading_the_shared_window

    def layout() -> list[tuple[str, bool, str]]:
        return sorted((d.objectName(), d.isVisible(), window.dockWidgetArea(d).name)
                      for d in window.findChildren(QDockWidget))

    window.module_folder = window.doc.path.parent
    window.first_tool = window.tools.current
    window.built_layout = window.saveState()
    built = layout()
    window.history.setVisible(not window.history.isVisible())
    window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, window.problems)
    assert layout() != built
    with pytest.MonkeyPatch.context() as patch:
        reset = reading_the_shared_window(window, patch, request.node)
        next(reset)
        assert layout() == built
        reset.close()
