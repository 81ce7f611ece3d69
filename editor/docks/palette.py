"""The palette: terrain with colours and names, brush size, units, features, mirror mode."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.document.piece_setup import fill_deployment, piece_setup, randomly_deploy
from editor.document.scenario_document import ScenarioDocument
from editor.document.tool_options import FEATURE_KINDS, MAX_BRUSH_RADIUS, MIRROR_MODES, ToolOptions
from editor.i18n.catalog_names import shown_description, shown_name
from editor.map.palettes import side_colour, terrain_colours
from editor.widgets.dialogs import swatch, terrain_combo
from engine.catalog import BuildingType, Catalog, TerrainType, WorkType
from engine.ruleset import ruleset_of

translate = QCoreApplication.translate


class PaletteDock(QDockWidget):
    def __init__(self, doc: ScenarioDocument, options: ToolOptions, parent: QWidget | None = None):
        super().__init__(self.tr("Palette"), parent)
        self.setObjectName("PaletteDock")
        self.doc = doc
        self.options = options
        self._updating = False
        self.colour_blind = False  # View > Colour-blind safe palette: the swatches follow it

        body = QWidget()
        layout = QVBoxLayout(body)

        terrain_box = QGroupBox(self.tr("Terrain"))
        tl = QVBoxLayout(terrain_box)
        self.terrain_list = QListWidget()
        self.terrain_list.setIconSize(QSize(18, 18))
        self.terrain_list.setMaximumHeight(230)
        self.terrain_list.currentItemChanged.connect(self._terrain_chosen)
        tl.addWidget(self.terrain_list)
        form = QFormLayout()
        self.brush = QSpinBox()
        self.brush.setRange(0, MAX_BRUSH_RADIUS)
        self.brush.setToolTip(self.tr("Brush radius in cells: 0 paints one cell, 1 adds its "
                                      "neighbours, ..."))
        self.brush.valueChanged.connect(lambda v: self._set(brush_radius=v))
        form.addRow(self.tr("Brush radius"), self.brush)
        self.base = terrain_combo(options.base_terrain)
        self.base.currentIndexChanged.connect(lambda _: self._set(base_terrain=self.base.currentData()))
        self.base.setToolTip(self.tr("What the eraser paints back"))
        form.addRow(self.tr("Eraser paints"), self.base)
        self.mirror = QComboBox()
        mirror_names = {"none": self.tr("none"), "left_right": self.tr("left right"),
                        "top_bottom": self.tr("top bottom"), "rotate_180": self.tr("turn 180°")}
        for mode in MIRROR_MODES:
            self.mirror.addItem(mirror_names.get(mode) or mode.replace("_", " "), mode)
        self.mirror.setToolTip(self.tr("Symmetry: painting and placing also make the mirrored "
                                       "counterpart; units and features go to the opposite side"))
        self.mirror.currentIndexChanged.connect(lambda _: self._set(mirror=self.mirror.currentData()))
        form.addRow(self.tr("Mirror"), self.mirror)
        tl.addLayout(form)

        things = QGroupBox(self.tr("Units and features"))
        fl = QFormLayout(things)
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(lambda _: self._set(side=self.side.currentData() or ""))
        fl.addRow(self.tr("Side"), self.side)
        self.unit_type = QComboBox()
        self.unit_type.currentIndexChanged.connect(lambda _: self._set(unit_type=self.unit_type.currentData()))
        fl.addRow(self.tr("Unit type"), self.unit_type)
        self.feature_kind = QComboBox()
        kind_names = {"bridge": self.tr("bridge"), "mine": self.tr("mine"),
                      "victory_point": self.tr("victory point"), "building": self.tr("building"),
                      "work": self.tr("work"), "wreck": self.tr("wreck")}
        for kind in FEATURE_KINDS:
            self.feature_kind.addItem(kind_names.get(kind) or kind.replace("_", " "), kind)
        self.feature_kind.currentIndexChanged.connect(self._kind_chosen)
        fl.addRow(self.tr("Feature"), self.feature_kind)
        self.feature_type = QComboBox()
        self.feature_type.currentIndexChanged.connect(
            lambda _: self._set(feature_type=self.feature_type.currentData() or ""))
        fl.addRow(self.tr("Type"), self.feature_type)
        self.finished = QCheckBox(self.tr("Finished"))
        self.finished.setToolTip(self.tr("Buildings and works are placed finished; "
                                         "unchecked, under construction"))
        self.finished.setChecked(True)
        self.finished.toggled.connect(lambda v: self._set(feature_finished=v))
        fl.addRow("", self.finished)
        self.things_form = fl
        # the pieces first: a side's deployment buttons show without scrolling
        layout.addWidget(self._pieces_box())
        layout.addWidget(terrain_box)
        layout.addWidget(things)
        layout.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        doc.settings_changed.connect(self.refresh_sides)
        doc.map_reset.connect(self.refresh_sides)
        options.changed.connect(self.refresh)
        for signal in (doc.contents_changed, doc.settings_changed, doc.map_reset):
            signal.connect(self.refresh_pieces)
        doc.catalog_changed.connect(self.fill_types)
        self.fill_types()
        self.refresh_sides()
        self._kind_chosen()
        self.refresh()

    @property
    def catalog(self) -> Catalog:
        """The scenario's catalog: the global one with its rule packs' types."""
        return self.doc.catalog

    def own_mark(self, kind: str, ident: str) -> str:
        """After the name of a type of the mission's own rule packs; empty for the others."""
        return "   " + self.tr("[mission]") if self.catalog.is_own(kind, ident) else ""

    def fill_types(self) -> None:
        """The terrain list and the unit types: the catalog's, then the mission's own
        (its rule packs'), marked as such."""
        showing = self._updating
        self._updating = True
        self.terrain_list.clear()
        own_tip = self.tr("This mission's own type, from its rule pack")
        for ch, t in self.catalog.terrain.items():
            item = QListWidgetItem(swatch(t.color),
                                   f"{shown_name(t)}   '{ch}'" + self.own_mark("terrain", t.id))
            item.setData(Qt.ItemDataRole.UserRole, ch)
            tip = _terrain_tip(t)
            item.setToolTip(f"{tip}\n{own_tip}" if self.catalog.is_own("terrain", t.id) else tip)
            self.terrain_list.addItem(item)
        self.unit_type.clear()
        for uid, u in self.catalog.units.items():
            self.unit_type.addItem(f"{u.name} ({u.symbol})" + self.own_mark("unit", uid),
                                   uid)
            tip = (f"{shown_description(u)}\n{own_tip}" if self.catalog.is_own("unit", uid)
                   else shown_description(u))
            self.unit_type.setItemData(self.unit_type.count() - 1, tip,
                                       Qt.ItemDataRole.ToolTipRole)
        self._updating = showing
        if not showing:
            self.refresh()
            self._kind_chosen()

    # -- rulesets that set up pieces in zones (Stratego) -----------------------------------
    def _pieces_box(self) -> QGroupBox:
        """Shown when the ruleset sets up pieces (`Ruleset.setup`): the pieces with the
        count the chosen side has left (the Place unit tool places the chosen one), and a
        random deployment per side."""
        self.pieces_box = QGroupBox(self.tr("Pieces"))
        box = QVBoxLayout(self.pieces_box)
        self.piece_list = QListWidget()
        self.piece_list.setToolTip(self.tr("Choose a piece, then place it with the Place unit "
                                           "tool in the chosen side's deployment zone"))
        self.piece_list.setMaximumHeight(260)
        self.piece_list.currentItemChanged.connect(self._piece_chosen)
        self.deploy_box = QVBoxLayout()
        box.addLayout(self.deploy_box)
        box.addWidget(self.piece_list)
        self.deploy_buttons: dict[str, QPushButton] = {}
        self.fill_buttons: dict[str, QPushButton] = {}
        self.deploy_rows: list[QWidget] = []
        return self.pieces_box

    def _piece_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._set(unit_type=item.data(Qt.ItemDataRole.UserRole))

    def deploy_randomly(self, side: str) -> None:
        why = randomly_deploy(self.doc, side)
        if why is not None:
            self.doc.status_message.emit(why)

    def fill_randomly(self, side: str) -> None:
        why = fill_deployment(self.doc, side)
        if why is not None:
            self.doc.status_message.emit(why)

    def refresh_pieces(self) -> None:
        scenario = self.doc.scenario
        setup = piece_setup(scenario)
        self.pieces_box.setVisible(setup is not None)
        # the catalog's unit types are not this ruleset's pieces
        self.things_form.setRowVisible(self.unit_type, setup is None)
        if setup is None:
            return
        self.pieces_box.setTitle(self.tr("{ruleset} pieces").format(
            ruleset=ruleset_of(scenario).title))
        counts = setup.pieces()
        if [self.piece_list.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.piece_list.count())] != list(counts):
            self.piece_list.clear()
            for kind in counts:
                item = QListWidgetItem(kind)
                item.setData(Qt.ItemDataRole.UserRole, kind)
                self.piece_list.addItem(item)
        side = self.options.side or (scenario.sides[0].id if scenario.sides else "")
        left = setup.pieces_left(scenario, side) if side else {}
        symbols = setup.symbols()
        for i in range(self.piece_list.count()):
            item = self.piece_list.item(i)
            kind = item.data(Qt.ItemDataRole.UserRole)
            item.setText(f"{symbols.get(kind, ''):>2}  " + self.tr("{piece}: {count} left").format(
                piece=kind, count=left.get(kind, counts[kind])))
            item.setForeground(QColor("#b00020") if left.get(kind, 1) < 0 else QColor("black"))
        sides = [s.id for s in scenario.sides]
        if list(self.deploy_buttons) != sides:
            for old in self.deploy_rows:
                self.deploy_box.removeWidget(old)
                old.deleteLater()
            self.deploy_buttons, self.fill_buttons, self.deploy_rows = {}, {}, []
            for sid in sides:
                row = QWidget()
                line = QHBoxLayout(row)  # one line a side: both buttons above the list
                line.setContentsMargins(0, 0, 0, 0)
                line.addWidget(QLabel(self.tr("Random {side}:").format(side=sid)))
                fill = QPushButton(self.tr("Fill the rest"))
                fill.setToolTip(self.tr("Deal the pieces of {side} not yet placed onto the free "
                                        "squares of its zone; the pieces placed by hand stay "
                                        "(one undo step)").format(side=sid))
                fill.clicked.connect(lambda _=False, s=sid: self.fill_randomly(s))
                button = QPushButton(self.tr("Replace all"))
                button.setToolTip(self.tr("Replace all the pieces of {side} with a random legal "
                                          "deployment of its zone (one undo step)").format(
                    side=sid))
                button.clicked.connect(lambda _=False, s=sid: self.deploy_randomly(s))
                line.addWidget(fill)
                line.addWidget(button)
                self.deploy_box.addWidget(row)
                self.deploy_rows.append(row)
                self.deploy_buttons[sid] = button
                self.fill_buttons[sid] = fill

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
        tables: dict[str, Mapping[str, BuildingType | WorkType]] = {
            "building": self.catalog.buildings,
            "work": {k: w for k, w in self.catalog.works.items() if w.buildable and k != "bridge"}}
        table = tables.get(kind, {})
        for tid, record in table.items():
            self.feature_type.addItem(shown_name(record) + self.own_mark(kind, tid), tid)
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
            icon = swatch(side_colour(self.doc.scenario.sides.index(s)).name()
                          if self.colour_blind else s.color or "#8a8a8a")
            self.side.addItem(icon, s.name or s.id, s.id)
        index = self.side.findData(current)
        self.side.setCurrentIndex(index if index >= 0 else 0)
        self._updating = False
        if self.side.currentData() != current:
            self.options.set(side=self.side.currentData() or "")

    def set_colour_blind(self, on: bool) -> None:
        """The terrain and side swatches in the colours the map is drawn in."""
        self.colour_blind = on
        colours = terrain_colours({ch: QColor(t.color) for ch, t in self.catalog.terrain.items()},
                                  on)
        for i in range(self.terrain_list.count()):
            item = self.terrain_list.item(i)
            item.setIcon(swatch(colours[item.data(Qt.ItemDataRole.UserRole)].name()))
        for i in range(self.base.count()):
            self.base.setItemIcon(i, swatch(colours[self.base.itemData(i)].name()))
        self.refresh_sides()

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
        self.refresh_pieces()
        for i in range(self.piece_list.count()):
            item = self.piece_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == self.options.unit_type:
                self.piece_list.setCurrentItem(item)
        self._updating = False


def _terrain_tip(t: TerrainType) -> str:
    costs = t.move_cost
    parts = ", ".join(f"{k} {v if v is not None else '-'}" for k, v in costs.items())
    return translate("PaletteDock", "{terrain}: AP {costs}; cover {cover}").format(
        terrain=shown_name(t), costs=parts, cover=t.cover)
