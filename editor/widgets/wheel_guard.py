"""The mouse wheel scrolls a dock, never changes a setting it passes over.

Scrolling a dock with the pointer over a combo box, a spin box or a slider used to change
it (the Mirror mode switched to a half turn, silently). `install_wheel_guard` puts one
filter on the application: such a field takes the wheel only while it has the keyboard
focus (a click or Tab gives it); otherwise the wheel scrolls the scroll area that holds
it. Every such field gets the Qt.StrongFocus policy, so a wheel does not give it focus.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QSlider,
    QWidget,
)

FIELDS = (QComboBox, QAbstractSpinBox, QSlider)


def field_of(widget: QObject | None) -> QWidget | None:
    """The combo box, spin box or slider `widget` is, or is a part of (a spin box's line)."""
    for _ in range(3):
        if isinstance(widget, FIELDS):
            return widget
        widget = widget.parent() if isinstance(widget, QWidget) and not widget.isWindow() else None
    return None


def has_focus(field: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is field or field.isAncestorOf(focus))


class WheelGuard(QObject):
    """The application's filter: a wheel over an unfocused field scrolls its dock."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, FIELDS):
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if kind != QEvent.Type.Wheel:
            return False
        field = field_of(watched)
        if field is None or has_focus(field):
            return False
        area = scroll_area_of(field)
        if area is not None:
            bar = (area.horizontalScrollBar() if event.angleDelta().y() == 0
                   else area.verticalScrollBar())
            QCoreApplication.sendEvent(bar, event)
        return True  # the field never takes it


def scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def install_wheel_guard(app: QCoreApplication | None = None) -> WheelGuard | None:
    """Install the guard on the application once (later calls find it there)."""
    app = app or QCoreApplication.instance()
    if app is None:
        return None
    guard = app.findChild(WheelGuard)
    if guard is None:
        guard = WheelGuard(app)
        app.installEventFilter(guard)
    return guard
