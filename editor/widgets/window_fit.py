"""Windows that fit the screen they open on, at any scale factor, placed where they were;
maps that fit the view they are shown in.

A window larger than the screen's available area (a play-test window at QT_SCALE_FACTOR
1.5 on a laptop) would put its controls off the screen: `fit_to_screen` sizes and places
a window inside the available geometry of its parent's screen, starting from the geometry
remembered in QSettings, and remembers it again when the window closes.

A map fitted into a view (Fit map, Ctrl+0) must show every cell with no scrollbar:
`fitted_scene_rect` gives the scene rectangle of exactly the viewport's size (scrollbars
left out) around the map, so fitting it leaves nothing to scroll.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QRectF, QSettings, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def fit_to_screen(window: QWidget, settings: QSettings | None, key: str,
                  preferred: tuple[int, int]) -> None:
    """Size and place `window` on its parent's screen, remembered under `key`."""
    settings = settings if settings is not None else QSettings()
    saved = settings.value(key)
    restored = isinstance(saved, QByteArray) and window.restoreGeometry(saved)
    if not restored:
        window.resize(*preferred)
    clamp_to_screen(window, centre=not restored)
    window.installEventFilter(_Remember(window, settings, key))


def clamp_to_screen(window: QWidget, centre: bool = False) -> None:
    """Shrink and move `window`, frame included, into its screen's available area."""
    area = available_area(window)
    frame = window.frameGeometry()
    extra_w = frame.width() - window.width()  # the window frame, once it is known
    extra_h = frame.height() - window.height()
    window.resize(min(window.width(), area.width() - extra_w),
                  min(window.height(), area.height() - extra_h))
    width, height = window.width() + extra_w, window.height() + extra_h  # minimum sizes win
    if centre:
        x = area.left() + (area.width() - width) // 2
        y = area.top() + (area.height() - height) // 2
    else:
        x = min(max(frame.x(), area.left()), area.right() + 1 - width)
        y = min(max(frame.y(), area.top()), area.bottom() + 1 - height)
    x, y = max(x, area.left()), max(y, area.top())
    if centre or (x, y) != (frame.x(), frame.y()):
        # Only a window off its screen is moved: moving one that fits (from a geometry
        # restored before its frame is known) shifted it by its title bar at every start.
        window.move(x, y)


def scrolled(page: QWidget) -> QScrollArea:
    """`page` in a frameless scroll area: a tall page (a form of many rows) scrolls rather
    than making its window taller than a laptop's screen."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


def available_area(window: QWidget) -> QRect:
    """The available geometry (no task bars) of the screen of the window's parent."""
    parent = window.parentWidget()
    screen: QScreen | None = (parent.screen() if parent is not None else window.screen()) \
        or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1400, 900)


class _Remember(QObject):
    """Fits the window again once shown (its frame is known then) and writes its geometry
    to the settings when it closes."""

    def __init__(self, window: QWidget, settings: QSettings, key: str) -> None:
        super().__init__(window)
        self.window, self.settings, self.key = window, settings, key

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            QTimer.singleShot(0, self.window, lambda: clamp_to_screen(self.window))  # gone with it
        elif (watched is self.window and self.window.isWindow()  # not while held in a dock
              and event.type() in (QEvent.Type.Close, QEvent.Type.Hide)):
            # a dialog's Close button hides it without a close event
            self.settings.setValue(self.key, self.window.saveGeometry())
        return False


def fitted_scene_rect(extent: QRectF, viewport: QSize, margin: float) -> tuple[QRectF, float]:
    """The scene rectangle and scale that show `extent` (plus `margin` scene units on each
    side) whole in a viewport of size `viewport`: the rectangle has the viewport's aspect
    ratio and is centred on the extent, so at that scale it fills the viewport exactly."""
    wanted = extent.adjusted(-margin, -margin, margin, margin)
    width, height = max(viewport.width(), 1), max(viewport.height(), 1)
    scale = min(width / max(wanted.width(), 1e-9), height / max(wanted.height(), 1e-9))
    rect = QRectF(0, 0, width / scale, height / scale)
    rect.moveCenter(extent.center())
    return rect, scale
