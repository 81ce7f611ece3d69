"""The palette: terrain with colours and names, brush size, units, features, mirror mode."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.dialogs import swatch, terrain_combo
from editor.document import ScenarioDocument
from editor.tool_options import FEATURE_KINDS, MIRROR_MODES, ToolOptions
from engine.catalog import load_catalog

MAX_BRUSH_RADIUS = 12


class PaletteDock(QDockWidget):
    def __init__(self, doc: ScenarioDocument, options: ToolOptions, parent: QWidget | None = None):
        super().__init__("Palette", parent)
        self.setObjectName("PaletteDock")
        self.doc = doc
        self.options = options
        self.catalog = load_catalog()
        self._updating = False

        body = QWidget()
        layout = QVBoxLayout(body)

        terrain_box = QGroupBox("Terrain")
        tl = QVBoxLayout(terrain_box)
        self.terrain_list = QListWidget()
        self.terrain_list.setIconSize(QSize(18, 18))
        for ch, t in self.catalog.terrain.items():
            item = QListWidgetItem(swatch(t.color), f"{t.name}   '{ch}'")
            item.setData(Qt.ItemDataRole.UserRole, ch)
            item.setToolTip(_terrain_tip(t))
            self.terrain_list.addItem(item)
        self.terrain_list.setMaximumHeight(230)
        self.terrain_list.currentItemChanged.connect(self._terrain_chosen)
        tl.addWidget(self.terrain_list)
        form = QFormLayout()
        self.brush = QSpinBox()
        self.brush.setRange(0, MAX_BRUSH_RADIUS)
        self.brush.setToolTip("Brush radius in cells: 0 paints one cell, 1 adds its neighbours, ...")
        self.brush.valueChanged.connect(lambda v: self._set(brush_radius=v))
        form.addRow("Brush radius", self.brush)
        self.base = terrain_combo(options.base_terrain)
        self.base.currentIndexChanged.connect(lambda _: self._set(base_terrain=self.base.currentData()))
        self.base.setToolTip("What the eraser paints back")
        form.addRow("Eraser paints", self.base)
        self.mirror = QComboBox()
        for mode in MIRROR_MODES:
            self.mirror.addItem(mode.replace("_", " ").replace("rotate 180", "turn 180°"), mode)
        self.mirror.setToolTip("Symmetry: painting and placing also make the mirrored counterpart;"
                               " units and features go to the opposite side")
        self.mirror.currentIndexChanged.connect(lambda _: self._set(mirror=self.mirror.currentData()))
        form.addRow("Mirror", self.mirror)
        tl.addLayout(form)
        layout.addWidget(terrain_box)

        things = QGroupBox("Units and features")
        fl = QFormLayout(things)
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(lambda _: self._set(side=self.side.currentData() or ""))
        fl.addRow("Side", self.side)
        self.unit_type = QComboBox()
        for uid, u in self.catalog.units.items():
            self.unit_type.addItem(f"{u.name} ({u.symbol})", uid)
            self.unit_type.setItemData(self.unit_type.count() - 1, u.description, Qt.ItemDataRole.ToolTipRole)
        self.unit_type.currentIndexChanged.connect(lambda _: self._set(unit_type=self.unit_type.currentData()))
        fl.addRow("Unit type", self.unit_type)
        self.feature_kind = QComboBox()
        for kind in FEATURE_KINDS:
            self.feature_kind.addItem(kind.replace("_", " "), kind)
        self.feature_kind.currentIndexChanged.connect(self._kind_chosen)
        fl.addRow("Feature", self.feature_kind)
        self.feature_type = QComboBox()
        self.feature_type.currentIndexChanged.connect(
            lambda _: self._set(feature_type=self.feature_type.currentData() or ""))
        fl.addRow("Type", self.feature_type)
        self.finished = QCheckBox("finished (else under construction)")
        self.finished.setChecked(True)
        self.finished.toggled.connect(lambda v: self._set(feature_finished=v))
        fl.addRow("", self.finished)
        layout.addWidget(things)
        layout.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        doc.settings_changed.connect(self.refresh_sides)
        doc.map_reset.connect(self.refresh_sides)
        options.changed.connect(self.refresh)
        self.refresh_sides()
        self._kind_chosen()
        self.refresh()

    def _set(self, **values: object) -> None:
        if not self._updating:
            self.options.set(**values)

    def _terrain_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._set(terrain=item.data(Qt.ItemDataRole.UserRole))

    def _kind_chosen(self, *_: object) -> None:
        kind = self.feature_kind.currentData()
        self._updating = True
        self.feature_type.clear()
        table = {"building": self.catalog.buildings,
                 "work": {k: w for k, w in self.catalog.works.items() if w.buildable and k != "bridge"}}.get(kind, {})
        for tid, record in table.items():
            self.feature_type.addItem(record.name, tid)
        self.feature_type.setEnabled(bool(table))
        self.finished.setEnabled(bool(table))
        self._updating = False
        self.options.set(feature_kind=kind, feature_type=self.feature_type.currentData() or "")

    def refresh_sides(self) -> None:
        self._updating = True
        current = self.options.side
        self.side.clear()
        for s in self.doc.scenario.sides:
            icon = swatch(s.color or "#8a8a8a")
            self.side.addItem(icon, s.name or s.id, s.id)
        index = self.side.findData(current)
        self.side.setCurrentIndex(index if index >= 0 else 0)
        self._updating = False
        if self.side.currentData() != current:
            self.options.set(side=self.side.currentData() or "")

    def refresh(self) -> None:
        """Show the options (the picker tool and shortcuts change them too)."""
        self._updating = True
        for i in range(self.terrain_list.count()):
            item = self.terrain_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == self.options.terrain:
                self.terrain_list.setCurrentItem(item)
        self.brush.setValue(self.options.brush_radius)
        self.base.setCurrentIndex(max(0, self.base.findData(self.options.base_terrain)))
        self.mirror.setCurrentIndex(max(0, self.mirror.findData(self.options.mirror)))
        self.unit_type.setCurrentIndex(max(0, self.unit_type.findData(self.options.unit_type)))
        self._updating = False


def _terrain_tip(t: object) -> str:
    costs = t.move_cost
    parts = ", ".join(f"{k} {v if v is not None else '-'}" for k, v in costs.items())
    return f"{t.name}: AP {parts}; cover {t.cover}"
