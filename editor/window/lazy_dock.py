"""Docks whose content is made when first needed, and work put off until the window is drawn.

A tabbed dock behind another shows nothing until it is raised, so the main window makes
its title, its place in the layout and its View menu entry at start (the layout saved in
QSettings is restored over them) and its content the first time the dock is shown or its
content is asked for: `dock.content()`, the documented accessor. The content's own
attributes read through the dock as they did when the dock made its content at once
(`window.events.tabs`: a name the dock itself lacks is looked up on its content, which
asking makes). Its modules are imported by the function that makes it, not at start.

`AfterFirstPaint` runs work the first frame does not need (the first validation pass)
once the window is drawn, or at the event loop's first turn when the window is not shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QDockWidget, QWidget

from editor.window.dock_scroll import scrolling


class LazyDock(QDockWidget):
    """A dock made with its title and object name, its content by `make` when first shown
    or asked for; `finish` is then called on the new content (the window's keyboard and
    field set-up, which it gave the docks made at start)."""

    def __init__(self, title: str, object_name: str, make: Callable[[], QWidget],
                 parent: QWidget | None = None,
                 finish: Callable[[QWidget], None] | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName(object_name)
        self._make: Callable[[], QWidget] | None = make
        self._finish = finish
        self._content: QWidget | None = None
        self.visibilityChanged.connect(self._visibility_changed)

    def is_made(self) -> bool:
        """Whether the content exists yet (tests count what start-up made)."""
        return self._content is not None

    def content(self) -> QWidget:
        """The dock's content, made now if it was not yet."""
        if self._content is None:
            make, self._make = self._make, None
            assert make is not None, "the content is being made"
            try:
                content = make()
            except BaseException:
                self._make = make  # asked again, it tries again
                raise
            self._content = content
            # scrolls instead of clipping, as every dock's content
            self.setWidget(scrolling(content, self.objectName()))
            if self._finish is not None:
                self._finish(content)
        return self._content

    def widget(self) -> QWidget:
        """What the dock holds (the content, or the scroll area around it), made if need be."""
        if self._content is None:
            self.content()
        return super().widget()

    def _visibility_changed(self, visible: bool) -> None:
        if visible and self._content is None:
            self.content()

    def __getattr__(self, name: str) -> Any:
        # only names the dock itself lacks come here: they are the content's
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.content(), name)

    def __setattr__(self, name: str, value: Any) -> None:
        # a name only the content has is set there (a test answering its questions)
        if name.startswith("_") or hasattr(type(self), name) or name in self.__dict__:
            super().__setattr__(name, value)
        else:
            setattr(self.content(), name, value)


class AfterFirstPaint(QObject):
    """Runs `work` once: after `widget` is first painted when its window is shown before
    the event loop first turns (the editor's start), else at that first turn (a window
    that is never shown, as in tests)."""

    def __init__(self, widget: QWidget, work: Callable[[], None]) -> None:
        super().__init__(widget)
        self.widget, self.work = widget, work
        self.done = False
        widget.installEventFilter(self)
        QTimer.singleShot(0, self, self._first_turn)

    def _first_turn(self) -> None:
        if not self.widget.isVisible():
            self._run()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):  # the paint is done when the loop turns again
            self.widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        if not self.done:
            self.done = True
            self.widget.removeEventFilter(self)
            self.work()
