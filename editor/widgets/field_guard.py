"""Fields keep what is meant for them, and only that: the wheel scrolls a dock, never
changes a setting it passes over, and a key typed into a field never switches the tool.

Scrolling a dock with the pointer over a combo box, a spin box or a slider used to change
it (the Mirror mode switched to a half turn, silently). `FieldGuard` filters the fields
(never the whole application): such a field takes the wheel only while it has the keyboard
focus (a click or Tab gives it); otherwise the wheel scrolls the scroll area that holds
it. Every such field gets the Qt.StrongFocus policy, so a wheel does not give it focus.

The tools' shortcuts are plain digits (1 Select, 2 Brush...). A text field takes a typed
digit before a shortcut, but a combo box does not (Qt lets the shortcut win), and there a
digit is the combo box's own search by typing: while a field has the focus, a plain
printable key (no Ctrl, Alt or Meta) is the field's, never a shortcut.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent, QWindow
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
    """The filter of the fields and of the focused field: a wheel over an unfocused field
    scrolls its dock; a key typed into a field is the field's.

    It is installed on the objects that need it, never on the application (where each of
    the thousands of events a window's building, painting and showing makes went through
    Python): on every field of the widgets it adopts (the window once built, a dock's
    content when made, the window of each new focus widget), on the focus widget while it
    takes typing (the application's focusChanged signal: a key goes to the focus widget),
    and on the windows it knows, whose wheel events adopt the field under the pointer
    before Qt gives it the wheel (a form made while the focus stayed elsewhere)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._typing: QWidget | None = None  # the focus widget given the filter for typing
        self._windows: dict[QWindow, QWidget] = {}  # the windows filtered: their widgets
        # the windows adopted before they were shown, by their C++ address: what waits for
        # their first show (held here: a filter Qt alone holds may lose its Python side)
        self._waiting: dict[int, _WhenShown] = {}
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def adopt(self, widget: QWidget) -> None:
        """The fields of `widget` (and `widget`, if it is one) guarded: the wheel focus
        policy made strong focus (a wheel gives no focus), the filter installed."""
        fields: list[QWidget] = [widget] if isinstance(widget, FIELDS) else []
        for kind in FIELDS:  # found by Qt, not by wrapping every widget of the window
            fields.extend(widget.findChildren(kind))
        for field in fields:
            self._guard(field)
        self._watch_window(widget.window())

    def _guard(self, field: QWidget) -> None:
        if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.installEventFilter(self)  # Qt keeps one entry a filter

    def _watch_window(self, window: QWidget) -> None:
        handle = window.windowHandle()  # none before the window is first shown
        if handle is None:
            # watched from its first show, focused or not (a window beside the map opened
            # while the focus stays in the main window still scrolls under the pointer)
            key = shiboken6.getCppPointer(window)[0]
            if key not in self._waiting:
                self._waiting[key] = waiter = _WhenShown(self._watch_window)
                window.destroyed.connect(partial(self._waiting.pop, key, None))
                window.installEventFilter(waiter)
            return
        if handle not in self._windows:
            self._windows[handle] = window
            handle.destroyed.connect(partial(self._windows.pop, handle, None))
            handle.installEventFilter(self)

    def _focus_moved(self, old: QWidget | None, now: QWidget | None) -> None:
        typing, self._typing = self._typing, None
        if (typing is not None and typing is not now and not isinstance(typing, FIELDS)
                and shiboken6.isValid(typing)):
            typing.removeEventFilter(self)
        if now is None:
            return
        self.adopt(now.window())
        if isinstance(now, TYPED_INTO):
            now.installEventFilter(self)
            self._typing = now

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return self.filtered(watched, event)

    def filtered(self, watched: QObject, event: QEvent) -> bool:
        """Qt's eventFilter, in a plain method a test may wrap (PySide keeps its own
        reference to a class's Qt override: one patched on the class and put back could
        be called after it is gone)."""
        # only the fields', the focus widget's and the windows' events come here: tell them
        # apart by their class first (asking a Qt event its type makes a Python enum)
        if isinstance(event, QWheelEvent):
            if isinstance(watched, QWidget):
                return self._wheel(watched, event)
            self._adopt_under(watched, event)  # a window's: Qt gives it to a widget next
            return False
        if isinstance(event, QKeyEvent):
            if event.type() == QEvent.Type.ShortcutOverride and typed_into_field(watched, event):
                event.accept()  # the key goes to the field, not to a shortcut
                return True
        return False

    def _adopt_under(self, handle: QObject, event: QWheelEvent) -> None:
        """The field under a window's wheel, guarded before Qt gives it the wheel."""
        window = self._windows.get(handle)
        if window is None:
            return
        field = field_of(window.childAt(event.position().toPoint()))
        if field is not None:
            self._guard(field)

    @staticmethod
    def _wheel(watched: QWidget, event: QWheelEvent) -> bool:
        field = field_of(watched)
        if field is None or has_focus(field):
            return False
        area = scroll_area_of(field)
        if area is not None:
            bar = (area.horizontalScrollBar() if event.angleDelta().y() == 0
                   else area.verticalScrollBar())
            QCoreApplication.sendEvent(bar, event)
        return True  # the field never takes it


class _WhenShown(QObject):
    """Calls `then(window)` at the window's first Show, and leaves the window's events
    then: its filter meets the few events of a window being built, not a window in use."""

    def __init__(self, then: Callable[[QWidget], None]) -> None:
        super().__init__()
        self._then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and event.type() == QEvent.Type.Show:
            watched.removeEventFilter(self)
            self._then(watched)
        return False


def scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def field_guard(app: QCoreApplication | None = None) -> FieldGuard | None:
    """The application's guard, made at the first call (later calls find it there)."""
    app = app or QCoreApplication.instance()
    if app is None:
        return None
    guard = app.findChild(FieldGuard)
    return guard if guard is not None else FieldGuard(app)


def guard_fields(widget: QWidget) -> None:
    """The fields of `widget` guarded (the window once built, a dock's content)."""
    guard = field_guard()
    if guard is not None:
        guard.adopt(widget)
