"""Windows that fit the screen they open on, at any scale factor, placed where they were.

A window larger than the screen's available area (a play-test window at QT_SCALE_FACTOR
1.5 on a laptop) would put its controls off the screen: `fit_to_screen` sizes and places
a window inside the available geometry of its parent's screen, starting from the geometry
remembered in QSettings, and remembers it again when the window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def fit_to_screen(window: QWidget, settings: QSettings | None, key: str,
                  preferred: tuple[int, int]) -> None:
    """Size and place `window` on its parent's screen, remembered under `key`."""
    settings = settings if settings is not None else QSettings()
    saved = settings.value(key)
    restored = isinstance(saved, QByteArray) and window.restoreGeometry(saved)
    area = available_area(window)
    if not restored:
        window.resize(*preferred)
    width, height = min(window.width(), area.width()), min(window.height(), area.height())
    window.resize(width, height)
    width, height = window.width(), window.height()  # a minimum size may have won
    if restored:
        x = min(max(window.x(), area.left()), area.right() + 1 - width)
        y = min(max(window.y(), area.top()), area.bottom() + 1 - height)
    else:  # centred on the screen
        x = area.left() + (area.width() - width) // 2
        y = area.top() + (area.height() - height) // 2
    window.move(max(x, area.left()), max(y, area.top()))
    window.installEventFilter(_Remember(window, settings, key))


def available_area(window: QWidget) -> QRect:
    """The available geometry (no task bars) of the screen of the window's parent."""
    parent = window.parentWidget()
    screen: QScreen | None = (parent.screen() if parent is not None else window.screen()) \
        or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1400, 900)


class _Remember(QObject):
    """Writes the window's geometry to the settings when it closes."""

    def __init__(self, window: QWidget, settings: QSettings, key: str) -> None:
        super().__init__(window)
        self.window, self.settings, self.key = window, settings, key

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.settings.setValue(self.key, self.window.saveGeometry())
        return False
