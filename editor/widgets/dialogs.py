"""New map and Resize map dialogs.

Both only build a new `Scenario`; the main window decides what to do with it (reset the
document for New, push a `ReplaceScenarioCommand` for Resize), so the dialogs never
touch the open document and can be tested by setting fields and calling accept().
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.i18n.catalog_names import shown_name
from engine.catalog import load_catalog
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import MapSpec, Scenario, Side
from engine.scenario.resize import (
    MAX_SIDE,
    anchor_offset,
    even_row_offset,
    is_hex,
    resize_loss,
    resized_scenario,
)

try:  # the generator is optional: the dialog works without it
    from engine.scenario.mapgen import MapGenOptions, generate_map
except ImportError:  # pragma: no cover - depends on the checkout
    MapGenOptions = None  # type: ignore[assignment, misc]
    generate_map = None  # type: ignore[assignment]

NEW_SIDES = (
    Side(id="red", name="Red Army", color="#c0392b", controller="human"),
    Side(id="blue", name="Blue Army", color="#2e6fd8", controller="ai"),
)
NEW_ROUNDS = 20
GENERATOR_MIN_SIDE = 8
# Density sliders of the generator: (MapGenOptions field, slider max in percent).
DENSITIES = (("forest", 60), ("hills", 40), ("swamps", 30))
ANCHOR_ARROWS = ("↖", "↑", "↗", "←", "•", "→", "↙", "↓", "↘")


def swatch(color: str, size: int = 14) -> QIcon:
    """A filled square: terrain and side colours are easier to pick by sight than by name."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(color))
    return QIcon(pixmap)


def terrain_combo(selected: str) -> QComboBox:
    """Terrain names with colour swatches; item data is the terrain character."""
    combo = QComboBox()
    for char, t in load_catalog().terrain.items():
        combo.addItem(swatch(t.color), f"{shown_name(t)}  '{char}'", char)
    index = combo.findData(selected)
    combo.setCurrentIndex(max(0, index))
    return combo


def generator_available() -> bool:
    return generate_map is not None and MapGenOptions is not None


# What the New map dialog remembers between uses (QSettings keys under "new_map/").
NEW_MAP_KEY = "new_map/"



def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel buttons that accept and reject `dialog`."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons

class NewMapDialog(QDialog):
    """Name, grid, size and base terrain of a new mission, or a generated starting map.

    With `settings`, the grid, size, base terrain and generator choice start as they were
    last accepted."""

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New map"))
        defaults = scenario_defaults()
        form = QFormLayout()
        self.name = QLineEdit(self.tr("Untitled mission"))
        self.name.setMaxLength(200)
        form.addRow(self.tr("Name"), self.name)
        self.grid = QComboBox()
        self.grid.addItem(self.tr("Hex (pointy-top, odd rows shifted)"), "hex")
        self.grid.addItem(self.tr("Square"), "square")
        self.grid.setCurrentIndex(max(0, self.grid.findData(defaults.grid)))
        form.addRow(self.tr("Grid"), self.grid)
        self.width_spin = QSpinBox()
        self.height_spin = QSpinBox()
        for spin, value in ((self.width_spin, 24), (self.height_spin, 16)):
            spin.setRange(1, MAX_SIDE)
            spin.setValue(value)
        form.addRow(self.tr("Width"), self.width_spin)
        form.addRow(self.tr("Height"), self.height_spin)
        self.base_terrain = terrain_combo(defaults.base_terrain)
        form.addRow(self.tr("Base terrain"), self.base_terrain)

        self.generate = QGroupBox(self.tr("Generate a starting map"))
        self.generate.setCheckable(True)
        self.generate.setChecked(False)
        self.generate.setToolTip(self.tr("Rivers, hills, forests, villages, roads and victory "
                                         "points drawn from a seed; the same seed gives the "
                                         "same map"))
        gen_form = QFormLayout(self.generate)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_147_483_647)
        gen_form.addRow(self.tr("Seed"), self.seed)
        self.density: dict[str, QSlider] = {}
        defaults_gen = MapGenOptions() if generator_available() else None
        labels = {"forest": self.tr("Forest"), "hills": self.tr("Hills"),
                  "swamps": self.tr("Swamps")}
        for key, top in DENSITIES:
            slider = QSlider(Qt.Orientation.Horizontal)
            slider.setRange(0, top)
            slider.setValue(round(100 * getattr(defaults_gen, key, 0.0)))
            value_label = QLabel()
            slider.valueChanged.connect(lambda v, lab=value_label: lab.setText(f"{v}%"))
            value_label.setText(f"{slider.value()}%")
            row = QHBoxLayout()
            row.addWidget(slider)
            row.addWidget(value_label)
            gen_form.addRow(labels[key], row)
            self.density[key] = slider
        self.river = QCheckBox(self.tr("A river with bridges"))
        self.river.setChecked(True)
        gen_form.addRow(self.river)
        self.victory_points = QSpinBox()
        self.victory_points.setRange(0, 99)
        self.victory_points.setValue(getattr(defaults_gen, "victory_points", 5))
        gen_form.addRow(self.tr("Victory points"), self.victory_points)
        self.generate.setVisible(generator_available())
        self.generate.toggled.connect(self._generate_toggled)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.generate)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._restore()

    def _restore(self) -> None:
        """Start from the choices of the last accepted New map (unreadable values ignored)."""
        if self.settings is None:
            return
        value = self.settings.value

        def number(key: str) -> int | None:
            try:
                return int(str(value(NEW_MAP_KEY + key)))
            except ValueError:
                return None

        grid = self.grid.findData(value(NEW_MAP_KEY + "grid"))
        if grid >= 0:
            self.grid.setCurrentIndex(grid)
        terrain = self.base_terrain.findData(value(NEW_MAP_KEY + "terrain"))
        if terrain >= 0:
            self.base_terrain.setCurrentIndex(terrain)
        if str(value(NEW_MAP_KEY + "generate", "")).lower() == "true":
            self.generate.setChecked(generator_available())
        for key, spin in (("width", self.width_spin), ("height", self.height_spin),
                          ("seed", self.seed)):
            remembered = number(key)
            if remembered is not None:
                spin.setValue(remembered)  # clamped to the spin box's range

    def _remember(self) -> None:
        if self.settings is None:
            return
        for key, val in (("grid", self.grid.currentData()),
                         ("terrain", self.base_terrain.currentData()),
                         ("width", self.width_spin.value()), ("height", self.height_spin.value()),
                         ("seed", self.seed.value()),
                         ("generate", "true" if self.generating() else "false")):
            self.settings.setValue(NEW_MAP_KEY + key, val)

    def _generate_toggled(self, on: bool) -> None:
        """The generator needs room for a river and two home edges."""
        low = GENERATOR_MIN_SIDE if on else 1
        self.width_spin.setMinimum(low)
        self.height_spin.setMinimum(low)
        self.base_terrain.setEnabled(not on)

    def generating(self) -> bool:
        return generator_available() and self.generate.isChecked()

    def accept(self) -> None:
        if not self.name.text().strip():
            self.error.setText(self.tr("Give the mission a name."))
            return
        self._remember()
        super().accept()

    def generator_options(self) -> Any:
        """The `MapGenOptions` the dialog stands for (None without a generator)."""
        if not generator_available():
            return None
        return MapGenOptions(
            name=self.name.text().strip(), grid=self.grid.currentData(),
            width=self.width_spin.value(), height=self.height_spin.value(),
            seed=self.seed.value(), river=self.river.isChecked(),
            victory_points=self.victory_points.value(),
            forest=self.density["forest"].value() / 100,
            hills=self.density["hills"].value() / 100,
            swamps=self.density["swamps"].value() / 100,
        )

    def result_scenario(self) -> Scenario:
        """A fresh mission: two default sides, red first, 20 rounds."""
        if self.generating():
            scenario: Scenario = generate_map(self.generator_options())
            scenario.rounds = NEW_ROUNDS
        else:
            w, h = self.width_spin.value(), self.height_spin.value()
            char = self.base_terrain.currentData()
            scenario = Scenario(
                name=self.name.text().strip(),
                map=MapSpec(width=w, height=h, rows=[char * w for _ in range(h)],
                            grid=self.grid.currentData()),
                sides=[Side(**vars(s)) for s in NEW_SIDES],
                first_side=NEW_SIDES[0].id, rounds=NEW_ROUNDS)
        return scenario


class ResizeMapDialog(QDialog):
    """New size and an anchor (3x3 buttons as in Tiled and GIMP): which edges move."""

    def __init__(self, scenario: Scenario, fill_char: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resize map"))
        self.scenario = scenario
        form = QFormLayout()
        m = scenario.map
        form.addRow(self.tr("Current size"), QLabel(f"{m.width} x {m.height}"))
        self.width_spin = QSpinBox()
        self.height_spin = QSpinBox()
        for spin, value in ((self.width_spin, m.width), (self.height_spin, m.height)):
            spin.setRange(1, MAX_SIDE)
            spin.setValue(value)
            spin.valueChanged.connect(self._update_summary)
        form.addRow(self.tr("New width"), self.width_spin)
        form.addRow(self.tr("New height"), self.height_spin)
        self.fill = terrain_combo(fill_char or scenario_defaults().base_terrain)
        form.addRow(self.tr("New cells"), self.fill)

        anchor_box = QWidget()
        grid = QGridLayout(anchor_box)
        grid.setSpacing(2)
        self.anchor_group = QButtonGroup(self)
        self.anchor_group.setExclusive(True)
        for k, arrow in enumerate(ANCHOR_ARROWS):
            button = QToolButton()
            button.setText(arrow)
            button.setCheckable(True)
            button.setFixedSize(28, 28)
            button.setToolTip(self.tr("Keep the map's content pinned to this edge or corner"))
            self.anchor_group.addButton(button, k)
            grid.addWidget(button, k // 3, k % 3)
        self.anchor_group.button(0).setChecked(True)
        anchor_box.setFixedSize(grid.sizeHint())
        self.anchor_group.idClicked.connect(self._update_summary)
        form.addRow(self.tr("Anchor"), anchor_box)

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self._update_summary()

    def anchor(self) -> tuple[int, int]:
        """(column, row) of the chosen anchor button, each 0 (left/top) to 2 (right/bottom)."""
        k = max(0, self.anchor_group.checkedId())
        return k % 3, k // 3

    def set_anchor(self, col: int, row: int) -> None:
        self.anchor_group.button(row * 3 + col).setChecked(True)
        self._update_summary()

    def offset(self) -> tuple[int, int]:
        """Where old cell (0, 0) lands; hex maps keep the row shift even (odd-r rows)."""
        ax, ay = self.anchor()
        m = self.scenario.map
        dc = anchor_offset(m.width, self.width_spin.value(), ax)
        dr = anchor_offset(m.height, self.height_spin.value(), ay)
        if is_hex(self.scenario):
            dr = even_row_offset(dr)
        return dc, dr

    def _update_summary(self, *_: object) -> None:
        dc, dr = self.offset()
        w, h = self.width_spin.value(), self.height_spin.value()
        lines = [self.tr("Content moves by {columns} columns, {rows} rows.").format(
            columns=f"{dc:+d}", rows=f"{dr:+d}")]
        loss = resize_loss(self.scenario, w, h, dc, dr)
        if not loss.empty:
            dropped = []
            if loss.units:
                names = ", ".join(loss.units[:6]) + (", ..." if len(loss.units) > 6 else "")
                dropped.append(self.tr("%n unit(s) ({names})", "", len(loss.units)).format(
                    names=names))
            if loss.features:
                dropped.append(self.tr("%n feature(s)", "", loss.features))
            if loss.area_cells:
                dropped.append(self.tr("%n escort area cell(s)", "", loss.area_cells))
            if loss.objectives:
                dropped.append(self.tr("%n objective(s)", "", loss.objectives))
            lines.append(self.tr("Falls off the map: {lost}.").format(lost=", ".join(dropped)))
        if is_hex(self.scenario):
            lines.append(self.tr("Hex map: rows shift by an even number so every hex keeps "
                                 "its neighbours."))
        self.summary.setText("\n".join(lines))

    def result_scenario(self) -> Scenario:
        dc, dr = self.offset()
        return resized_scenario(self.scenario, self.width_spin.value(), self.height_spin.value(),
                                dc, dr, self.fill.currentData())
