"""Side docks that never clip what they hold: one helper, applied where the docks are made.

A dock narrower than its form used to cut combo box arrows and spin box buttons off, with
no scrollbar to reach them, and a field taking focus scrolled its label out of sight
("nario"). `scroll_docks` puts every dock's content in a QScrollArea that resizes it to
the dock (a horizontal scrollbar only when the dock is narrower than the form's minimum),
lets combo boxes shrink to a sensible minimum instead of to their longest item, gives spin
boxes and labels the width they need, and wraps a form's field under its label when a row
is too wide. Widgets that scroll themselves (lists, trees, the History) and drawings that
scale to the dock (the minimap) are left as they are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QLabel,
    QMainWindow,
    QScrollArea,
    QWidget,
)

COMBO_MIN_CHARACTERS = 6  # a combo box shows at least this many characters of its item


def scroll_docks(window: QMainWindow) -> None:
    """Give every dock of `window` a content that scrolls instead of clipping."""
    for dock in window.findChildren(QDockWidget):
        scroll_dock(dock)


def scroll_dock(dock: QDockWidget) -> None:
    """Put the dock's content in a resizing QScrollArea (reusing one the dock made) and
    give its widgets minimum widths that keep them whole. A dock that makes its content
    when first shown (editor/window/lazy_dock.py) holds none yet: it puts its content in
    `scrolling` then."""
    content = QDockWidget.widget(dock)  # what it holds now: asking a LazyDock makes it
    if content is None:
        return
    if isinstance(content, QScrollArea):
        _resize_and_keep_whole(content, content.widget())
    elif _needs_scroll(content):
        scroll = _scroll_area(dock.objectName())
        dock.setWidget(scroll)  # the dock lets go of `content` before the area takes it
        scroll.setWidget(content)
        _resize_and_keep_whole(scroll, content)


def scrolling(content: QWidget, dock_name: str) -> QWidget:
    """What a dock named `dock_name` should hold to show `content` (not yet in a dock):
    it in a resizing QScrollArea, or itself when it scrolls or scales by itself. Put in the
    area before the dock takes it, so the content's whole height never becomes the dock's
    (and the window's) minimum, even for a moment."""
    if isinstance(content, QScrollArea):
        _resize_and_keep_whole(content, content.widget())
        return content
    if not _needs_scroll(content):
        return content
    scroll = _scroll_area(dock_name)
    scroll.setWidget(content)
    _resize_and_keep_whole(scroll, content)
    return scroll


def _needs_scroll(content: QWidget) -> bool:
    # a list or view scrolls itself; a drawing (the minimap) scales to the dock
    return not isinstance(content, QAbstractScrollArea) and bool(content.findChildren(QWidget))


def _scroll_area(dock_name: str) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setObjectName(f"{dock_name}Scroll")
    return scroll


def _resize_and_keep_whole(scroll: QScrollArea, body: QWidget | None) -> None:
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    if body is not None:
        keep_whole(body)


def keep_whole(body: QWidget) -> None:
    """Minimum widths that keep every control of `body` whole at any dock width."""
    for combo in body.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(max(combo.minimumContentsLength(), COMBO_MIN_CHARACTERS))
        combo.setMinimumWidth(0)  # the policy's minimum, arrow included, is the floor
    for spin in body.findChildren(QAbstractSpinBox):
        spin.setMinimumWidth(spin.minimumSizeHint().width())
    row_names: set[QWidget] = set()
    for form in body.findChildren(QFormLayout):
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            name = item.widget() if item is not None else None
            if isinstance(name, QLabel):
                row_names.add(name)
    for label in body.findChildren(QLabel):
        if label in row_names:  # a form's row name keeps its whole text ("Scenario")
            label.setMinimumWidth(label.minimumSizeHint().width())
        elif " " in label.text().strip():  # a sentence wraps rather than widening the dock
            label.setWordWrap(True)
    for box in body.findChildren(QCheckBox):
        if box.toolTip() == "":
            box.setToolTip(box.text().replace("&", ""))
