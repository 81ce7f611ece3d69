"""The play-test window's widgets: the board (or the hot-seat cover that hides it) beside a
column with the status, the players, the selected unit, its orders, the event log, the
result and the End turn button."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.scenario.model import Scenario

ACTION_ROLE = 256  # Qt.UserRole: the engine action an order's list item gives


class PlayPanel(QObject):
    """Builds the widgets and says what the player chose; the window decides what it does."""

    controller_chosen = Signal(str, str)  # side id, "human" or "ai"
    order_chosen = Signal(dict)  # the engine action of an order clicked in the list

    def __init__(self, board: QWidget, base: Scenario, controllers: dict[str, str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.status = _wrapped(QLabel())
        self.turn_label = _wrapped(QLabel())  # the turn system's odds and initiative (activation)
        self.unit_info = _wrapped(QLabel(self.tr("Click one of your units.")))
        self.orders = QListWidget()
        self.orders.itemActivated.connect(self._order_chosen)
        self.orders.itemClicked.connect(self._order_chosen)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.result_label = _wrapped(QLabel())
        self.result_label.setStyleSheet("font-weight: bold; font-size: 15px; color: #1b5e20")
        self.handover_label = _wrapped(QLabel())
        self.handover_label.setStyleSheet("font-size: 18px")
        self.handover_button = QPushButton()
        self.end_button = QPushButton(self.tr("End turn (Tab)"))
        self.controller_boxes: dict[str, QComboBox] = {}
        self.board_stack = QStackedWidget()
        self.board_stack.addWidget(board)
        self.board_stack.addWidget(self._cover())
        self.widget = QSplitter()
        side = self._column(base, controllers)
        self.widget.addWidget(self.board_stack)
        self.widget.addWidget(side)
        self.widget.setStretchFactor(0, 3)
        self.widget.setStretchFactor(1, 1)
        side.setMaximumWidth(460)
        self.widget.setSizes([1000, 400])

    def board_hidden(self) -> bool:
        """The hot-seat cover is up: the next player has not confirmed the hand-over."""
        return self.board_stack.currentIndex() == 1

    def _column(self, base: Scenario, controllers: dict[str, str]) -> QWidget:
        side = QWidget()
        col = QVBoxLayout(side)
        col.addWidget(self.status)
        col.addWidget(self.turn_label)
        col.addWidget(self._players(base, controllers))
        col.addWidget(QLabel(self.tr("Selected unit")))
        col.addWidget(self.unit_info)
        col.addWidget(QLabel(self.tr("Orders (click to give)")))
        col.addWidget(self.orders, 1)
        col.addWidget(QLabel(self.tr("Events")))
        col.addWidget(self.log, 2)
        col.addWidget(self.result_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.end_button)
        col.addLayout(buttons)
        return side

    def _players(self, base: Scenario, controllers: dict[str, str]) -> QGroupBox:
        players = QGroupBox(self.tr("Players"))
        form = QFormLayout(players)
        for s in base.sides:
            box = QComboBox()
            box.addItem(self.tr("human"), "human")  # shown translated, the data stays the key
            box.addItem(self.tr("ai"), "ai")
            box.setCurrentIndex(max(0, box.findData(controllers.get(s.id, "human"))))
            box.currentIndexChanged.connect(
                lambda i, sid=s.id, b=box: self.controller_chosen.emit(sid, str(b.itemData(i))))
            self.controller_boxes[s.id] = box
            form.addRow(s.name or s.id, box)
        return players

    def _cover(self) -> QWidget:
        cover = QWidget()
        cover_col = QVBoxLayout(cover)
        cover_col.addStretch(1)
        cover_col.addWidget(self.handover_label)
        cover_col.addWidget(self.handover_button)
        cover_col.addStretch(1)
        return cover

    def _order_chosen(self, item: QListWidgetItem) -> None:
        action: Any = item.data(ACTION_ROLE)
        if action is not None:
            self.order_chosen.emit(dict(action))


def _wrapped(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    return label
