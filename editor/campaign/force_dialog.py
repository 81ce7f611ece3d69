"""Play from here: the carried force to start a mission with, a unit a line, every unit a
campaign side may bring into it ticked at first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.scenario.model import Unit

SIDE_ROLE = Qt.ItemDataRole.UserRole + 2
INDEX_ROLE = Qt.ItemDataRole.UserRole + 3


class ForceDialog(QDialog):
    def __init__(self, mission: str, forces: dict[str, list[Unit]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from {id}").format(id=mission))
        self.forces = forces
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The units carried into {id} (untick those lost on "
                                        "the way):").format(id=mission)))
        self.units = QListWidget()
        for side, units in forces.items():
            for i, unit in enumerate(units):
                item = QListWidgetItem(f"{side}: {unit.id} ({unit.type})")
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
                item.setData(SIDE_ROLE, side)
                item.setData(INDEX_ROLE, i)
                self.units.addItem(item)
        if not self.units.count():
            layout.addWidget(QLabel(self.tr("No mission carries units into this one.")))
        layout.addWidget(self.units)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> dict[str, list[Unit]]:
        out: dict[str, list[Unit]] = {}
        for row in range(self.units.count()):
            item = self.units.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                side = str(item.data(SIDE_ROLE))
                out.setdefault(side, []).append(self.forces[side][int(item.data(INDEX_ROLE))])
        return out
