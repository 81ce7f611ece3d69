"""The palette: terrain with colours and names, brush size, units, features, mirror mode."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.dialogs import swatch, terrain_combo
from editor.document import ScenarioDocument
from editor.stratego_edit import is_stratego, pieces_left, randomly_deploy
from editor.tool_options import FEATURE_KINDS, MIRROR_MODES, ToolOptions
from engine.catalog import load_catalog
from engine.rulesets.stratego.game import stratego_rules

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
        layout.addWidget(self._stratego_box())
        layout.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        doc.settings_changed.connect(self.refresh_sides)
        doc.map_reset.connect(self.refresh_sides)
        options.changed.connect(self.refresh)
        for signal in (doc.contents_changed, doc.settings_changed, doc.map_reset):
            signal.connect(self.refresh_stratego)
        self.refresh_sides()
        self._kind_chosen()
        self.refresh()

    # -- Stratego (RULES.md B) --------------------------------------------------------------
    def _stratego_box(self) -> QGroupBox:
        """Shown for `ruleset: stratego`: the pieces with the count the chosen side has
        left (the Place unit tool places the chosen one), and a random deployment per side."""
        self.stratego_box = QGroupBox("Stratego pieces")
        box = QVBoxLayout(self.stratego_box)
        self.piece_list = QListWidget()
        self.piece_list.setToolTip("Choose a piece, then place it with the Place unit tool "
                                   "in the chosen side's deployment zone")
        for kind in stratego_rules().pieces:
            item = QListWidgetItem(kind)
            item.setData(Qt.ItemDataRole.UserRole, kind)
            self.piece_list.addItem(item)
        self.piece_list.setMaximumHeight(260)
        self.piece_list.currentItemChanged.connect(self._piece_chosen)
        box.addWidget(self.piece_list)
        self.deploy_box = QVBoxLayout()
        box.addLayout(self.deploy_box)
        self.deploy_buttons: dict[str, QPushButton] = {}
        return self.stratego_box

    def _piece_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._set(unit_type=item.data(Qt.ItemDataRole.UserRole))

    def deploy_randomly(self, side: str) -> None:
        why = randomly_deploy(self.doc, side)
        if why is not None:
            self.doc.status_message.emit(why)

    def refresh_stratego(self) -> None:
        scenario = self.doc.scenario
        shown = is_stratego(scenario)
        self.stratego_box.setVisible(shown)
        if not shown:
            return
        side = self.options.side or (scenario.sides[0].id if scenario.sides else "")
        left = pieces_left(scenario, side) if side else {}
        rules = stratego_rules()
        for i in range(self.piece_list.count()):
            item = self.piece_list.item(i)
            kind = item.data(Qt.ItemDataRole.UserRole)
            piece = rules.pieces[kind]
            item.setText(f"{piece.symbol:>2}  {kind}: {left.get(kind, piece.count)} left")
            item.setForeground(QColor("#b00020") if left.get(kind, 1) < 0 else QColor("black"))
        sides = [s.id for s in scenario.sides]
        if list(self.deploy_buttons) != sides:
            for button in self.deploy_buttons.values():
                self.deploy_box.removeWidget(button)
                button.deleteLater()
            self.deploy_buttons = {}
            for sid in sides:
                button = QPushButton(f"Random deployment for {sid}")
                button.setToolTip(f"Replace {sid}'s pieces with a random legal deployment "
                                  "of its zone (one undo step)")
                button.clicked.connect(lambda _=False, s=sid: self.deploy_randomly(s))
                self.deploy_box.addWidget(button)
                self.deploy_buttons[sid] = button

    def _set(self, **values: object) -> None:
        if not self._updating:
            self.options.set(**values)

    def _terrain_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._set(terrain=item.data(Qt.ItemDataRole.UserRole))

    def _kind_chosen(self, *_: object) -> None:
        """List the types of the chosen kind; while showing the options, keep their type."""
        kind = self.feature_kind.currentData()
        showing = self._updating
        self._updating = True
        self.feature_type.clear()
        table = {"building": self.catalog.buildings,
                 "work": {k: w for k, w in self.catalog.works.items() if w.buildable and k != "bridge"}}.get(kind, {})
        for tid, record in table.items():
            self.feature_type.addItem(record.name, tid)
        self.feature_type.setEnabled(bool(table))
        self.finished.setEnabled(bool(table))
        if showing:
            self.feature_type.setCurrentIndex(max(0, self.feature_type.findData(self.options.feature_type)))
            return
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
        self.feature_kind.setCurrentIndex(max(0, self.feature_kind.findData(self.options.feature_kind)))
        self.finished.setChecked(self.options.feature_finished)
        for i in range(self.piece_list.count()):
            item = self.piece_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == self.options.unit_type:
                self.piece_list.setCurrentItem(item)
        self._updating = False
        self.refresh_stratego()


def _terrain_tip(t: object) -> str:
    costs = t.move_cost
    parts = ", ".join(f"{k} {v if v is not None else '-'}" for k, v in costs.items())
    return f"{t.name}: AP {parts}; cover {t.cover}"
