"""Issue 38 item 4: the mouse wheel scrolls a dock; it changes a combo box or a spin box
only while that field has the keyboard focus (the Mirror mode switched to a half turn)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QSpinBox


def wheel(widget, steps: int = -1) -> None:
    """A wheel turn over the middle of `widget`, as the mouse gives it."""
    at = QPointF(widget.rect().center())
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


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
