"""The chip and legend of a map overlay: what is shown, what its colours mean, and a
button that takes it off the map.

An analysis or heat overlay stays on the map while the designer edits (the Analysis dock
recomputes it after each change, so a road painted shows its effect on reach at once);
this chip in the map's corner says that it is on and clears it with one click.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget


@dataclass(frozen=True)
class Ramp:
    """A colour ramp from `low` to `high`, labelled at both ends."""

    low: QColor
    high: QColor
    low_text: str
    high_text: str


@dataclass(frozen=True)
class Key:
    """One colour and what it means."""

    color: QColor
    text: str


class RampBar(QWidget):
    """The ramp drawn over a checkerboard, so its transparency reads as it does on the map."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ramp: Ramp | None = None
        self.setMinimumSize(QSize(140, 14))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.ramp is None:
            return
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.fillRect(rect, QColor("#d8c08c"))  # a road: the terrain overlays must not mix with
        gradient = QLinearGradient(QPointF(rect.left(), 0), QPointF(rect.right(), 0))
        gradient.setColorAt(0.0, self.ramp.low)
        gradient.setColorAt(1.0, self.ramp.high)
        painter.fillRect(rect, gradient)
        painter.setPen(QPen(QColor("black"), 1))
        painter.drawRect(rect)
        painter.end()


def _swatch(color: QColor) -> QLabel:
    label = QLabel()
    label.setFixedSize(14, 14)
    label.setStyleSheet(f"background: {color.name(QColor.NameFormat.HexArgb)}; "
                        "border: 1px solid black;")
    return label


class OverlayLegend(QFrame):
    """A small frame on the map view: "Overlay on: <name>" with [x], then a ramp with its
    two ends explained, or a list of colour keys."""

    closed = Signal()

    def __init__(self, view: QWidget, corner: Qt.Corner = Qt.Corner.TopLeftCorner) -> None:
        super().__init__(view)  # a child of the view, not of its viewport: it does not scroll
        self.setObjectName("OverlayLegend")
        self.corner = corner
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 4, 6)
        layout.setSpacing(3)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(self.tr("Take this overlay off the map"))
        self.close_button.clicked.connect(self._close)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        layout.addLayout(top)
        self.bar = RampBar()
        layout.addWidget(self.bar)
        ends = QHBoxLayout()
        self.low_text, self.high_text = QLabel(), QLabel()
        ends.addWidget(self.low_text)
        ends.addStretch(1)
        ends.addWidget(self.high_text)
        layout.addLayout(ends)
        self.keys = QVBoxLayout()
        self.key_rows: list[QWidget] = []
        layout.addLayout(self.keys)
        self.hide()
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def show_overlay(self, name: str, ramp: Ramp | None = None, keys: list[Key] | None = None) -> None:
        self.title.setText(self.tr("Overlay on: {name}").format(name=name))
        self.bar.ramp = ramp
        for w in (self.bar, self.low_text, self.high_text):
            w.setVisible(ramp is not None)
        if ramp is not None:
            self.low_text.setText(ramp.low_text)
            self.high_text.setText(ramp.high_text)
        for row in self.key_rows:
            self.keys.removeWidget(row)
            row.hide()
            row.deleteLater()
        self.key_rows = []
        for key in keys or []:
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(_swatch(key.color))
            line.addWidget(QLabel(key.text), 1)
            self.keys.addWidget(row)
            row.setVisible(True)  # counted in the size now, not when Qt gets round to it
            self.key_rows.append(row)
        self.show()
        self.column.invalidate()
        self.column.activate()
        self.resize(self.sizeHint())
        self.place()
        self.raise_()
        self.bar.update()

    def place(self) -> None:
        """Into the view's corner, inside its frame and clear of the scroll bars."""
        view = self.parentWidget()
        if view is None:
            return
        margin = 8
        x = margin if self.corner in (Qt.Corner.TopLeftCorner, Qt.Corner.BottomLeftCorner) \
            else view.width() - self.width() - margin - 16
        y = margin if self.corner in (Qt.Corner.TopLeftCorner, Qt.Corner.TopRightCorner) \
            else view.height() - self.height() - margin - 16
        self.move(max(0, x), max(0, y))

    def _close(self) -> None:
        self.hide()
        self.closed.emit()
