"""Issue 38 item 4: the mouse wheel scrolls a dock; it changes a combo box or a spin box
only while that field has the keyboard focus (the Mirror mode switched to a half turn).
Issue 37: the guard's filter meets the fields', the focus widget's and the windows' events
only, never every event of the application."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent, QWindow
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox

from conftest import SCENARIOS, base_scenario, copy_of_base, open_window
from editor.balance.replay_window import ReplayWindow
from editor.widgets.field_guard import FIELDS, TYPED_INTO, FieldGuard
from engine.scenario.io import load_scenario


def wheel(widget, steps: int = -1, through_the_window: bool = False) -> None:
    """A wheel turn over the middle of `widget`, as the mouse gives it (to the widget, or
    to its window, which gives it to the widget under the pointer)."""
    at = QPointF(widget.rect().center())
    to = widget.window().windowHandle() if through_the_window else widget
    if through_the_window:
        at = QPointF(widget.mapTo(widget.window(), at.toPoint()))
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(widget.rect().center())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(to, event)


def test_the_wheel_over_a_combo_box_scrolls_the_dock(qtbot, window):
    win = window
    dock = win.palette_dock
    dock.show()
    dock.raise_()
    mirror = dock.mirror
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    win.resizeDocks([dock], [120], Qt.Orientation.Vertical)  # too short: it scrolls
    qtbot.wait(10)
    scroll.ensureWidgetVisible(mirror)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    win.view.setFocus()
    before, position = mirror.currentIndex(), bar.value()
    wheel(mirror, -1)
    assert mirror.currentIndex() == before  # the setting holds
    assert win.options.mirror == "none"
    assert bar.value() > position  # the dock scrolled instead
    assert not mirror.hasFocus()  # a wheel gives no focus
    assert mirror.focusPolicy() == Qt.FocusPolicy.StrongFocus
    mirror.setFocus()
    wheel(mirror, -1)
    assert mirror.currentIndex() == before + 1  # a focused field takes the wheel


def test_the_wheel_over_a_spin_box_leaves_it_alone(qtbot, window):
    win = window
    dock = win.scenario_settings
    dock.show()
    dock.raise_()
    spins = [s for s in dock.findChildren(QSpinBox) if s.isVisible() and s.isEnabled()]
    assert spins
    spin = spins[0]
    win.view.setFocus()
    value = spin.value()
    wheel(spin.lineEdit(), 1)
    wheel(spin, 1)
    assert spin.value() == value
    spin.setFocus()
    wheel(spin, 1)
    assert spin.value() != value


def test_a_field_made_once_the_window_is_built_is_guarded_too(qtbot, window):
    """A form made while the focus stays on the map (a unit's page): the window's wheel
    guards the field under the pointer before Qt gives the field the wheel."""
    win = window
    dock = win.palette_dock
    dock.show()
    dock.raise_()
    win.view.setFocus()
    later = QComboBox()
    later.addItems(["one", "two", "three"])
    dock.mirror.parentWidget().layout().addWidget(later)
    qtbot.wait(10)
    dock.widget().ensureWidgetVisible(later)
    assert later.isVisible()
    wheel(later, -1, through_the_window=True)
    assert later.currentIndex() == 0  # the wheel never reached it
    assert later.focusPolicy() == Qt.FocusPolicy.StrongFocus and not later.hasFocus()


def test_only_the_fields_and_the_windows_meet_the_guard(qtbot, tmp_path, monkeypatch):
    """The window built, shown, a dock behind a tab raised and the window repainted: the
    guard's filter is called for the fields', the focus widget's and the windows' events
    alone (about 150 calls; as a filter on the application it met some 6,000)."""
    met: list[object] = []
    real = FieldGuard.filtered

    def counted(self, watched, event):
        met.append(watched)
        return real(self, watched, event)

    monkeypatch.setattr(FieldGuard, "filtered", counted)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = copy_of_base(tmp_path)
    win = open_window(qtbot, tmp_path, base_scenario(path), path)
    win.resize(1000, 700)
    win.repaint()
    win.scenario_settings.show()
    win.scenario_settings.raise_()
    qtbot.wait(10)
    win.repaint()
    QApplication.processEvents()
    others = {type(w).__name__ for w in met if not isinstance(w, (*FIELDS, *TYPED_INTO, QWindow))}
    assert others == set()
    assert 0 < len(met) <= 600, len(met)


def test_a_window_beside_the_map_that_never_had_the_focus_keeps_its_fields(qtbot):
    """A window opened beside the map while the focus stays elsewhere (a game's replay):
    the wheel over its fields, those made with it and one made later, never changes them.
    The window is watched from its first show, not from the first focus it gets."""
    river = load_scenario(SCENARIOS / "river_crossing.yaml")
    replay = ReplayWindow(river, {"seed": 0, "actions": [{"type": "end_turn"}] * 4})
    qtbot.addWidget(replay)
    replay.show()  # shown; Qt gives it the focus later, from the event loop: not yet
    focus = QApplication.focusWidget()
    assert focus is None or focus.window() is not replay
    spin = replay.round_box
    spin.setMaximum(spin.value() + 5)  # room for the wheel to change it
    value = spin.value()
    wheel(spin, 1, through_the_window=True)
    assert spin.value() == value
    later = QComboBox(spin.parentWidget())  # a field made later, outside any layout
    later.addItems(["one", "two", "three"])
    later.setGeometry(spin.geometry().translated(0, spin.height()))
    later.show()
    wheel(later, -1, through_the_window=True)
    assert later.currentIndex() == 0  # the wheel never reached it
    assert later.focusPolicy() == Qt.FocusPolicy.StrongFocus and not later.hasFocus()
