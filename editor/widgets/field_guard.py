"""Fields keep what is meant for them, and only that: the wheel scrolls a dock, never
changes a setting it passes over, and a key typed into a field never switches the tool.

Scrolling a dock with the pointer over a combo box, a spin box or a slider used to change
it (the Mirror mode switched to a half turn, silently). `install_field_guard` puts one
filter on the application: such a field takes the wheel only while it has the keyboard
focus (a click or Tab gives it); otherwise the wheel scrolls the scroll area that holds
it. Every such field gets the Qt.StrongFocus policy, so a wheel does not give it focus.

The tools' shortcuts are plain digits (1 Select, 2 Brush...). A text field takes a typed
digit before a shortcut, but a combo box does not (Qt lets the shortcut win), and there a
digit is the combo box's own search by typing: while a field has the focus, a plain
printable key (no Ctrl, Alt or Meta) is the field's, never a shortcut.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QSlider,
    QTextEdit,
    QWidget,
)

FIELDS = (QComboBox, QAbstractSpinBox, QSlider)
TYPED_INTO = (QComboBox, QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit)
COMMAND_KEYS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.MetaModifier)


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


def typed_into_field(watched: QObject, event: QEvent) -> bool:
    """A plain printable key pressed in a field that takes typing (its text, its search)."""
    return (isinstance(event, QKeyEvent) and isinstance(watched, TYPED_INTO)
            and not (event.modifiers() & COMMAND_KEYS) and event.text().isprintable()
            and event.text() != "" and not (isinstance(watched, QLineEdit) and watched.isReadOnly()))


class FieldGuard(QObject):
    """The application's filter: a wheel over an unfocused field scrolls its dock; a key
    typed into a field is the field's."""

    @staticmethod
    def adopt(widget: QWidget) -> None:
        """The fields of `widget` made before the guard was installed (and polished there):
        the focus policy it gives a field when it is polished."""
        for kind in FIELDS:  # found by Qt, not by wrapping every widget of the window
            for field in widget.findChildren(kind):
                if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                    field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # every event of the application comes here: tell them apart by their class first
        # (asking a Qt event its type makes a Python enum each time, the most of a filter
        # that tens of thousands of events pass while the window is built and shown)
        if isinstance(event, QWheelEvent):
            return self._wheel(watched, event)
        if isinstance(event, QKeyEvent):
            if event.type() == QEvent.Type.ShortcutOverride and typed_into_field(watched, event):
                event.accept()  # the key goes to the field, not to a shortcut
                return True
            return False
        if isinstance(watched, FIELDS) and event.type() == QEvent.Type.Polish:
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False

    @staticmethod
    def _wheel(watched: QObject, event: QWheelEvent) -> bool:
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


def install_field_guard(app: QCoreApplication | None = None) -> FieldGuard | None:
    """Install the guard on the application once (later calls find it there)."""
    app = app or QCoreApplication.instance()
    if app is None:
        return None
    guard = app.findChild(FieldGuard)
    if guard is None:
        guard = FieldGuard(app)
        app.installEventFilter(guard)
    return guard
