"""Analysis overlays: movement cost, one-turn reach, fire coverage and vision on the map.

Answers come from the engine's rules (`engine.rules.analysis`); the dock recomputes them after
edits, a moment later, so that painting stays smooth.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.document.scenario_document import ScenarioDocument
from editor.i18n.plural import plural
from editor.map.overlay_legend import Key, OverlayLegend, Ramp
from editor.map.view import MapView
from engine.scenario.model import Cell

MODES = ("cost", "reach", "fire", "vision")
# Fully saturated violet, magenta, red and cyan, which no terrain colour comes near
# (grass, roads, forest, water and ruins are greens, tans, blues and browns): a reached
# road still reads as reached, never as bare ground (tests/test_editor_overlays.py).
CLEAR = QColor.fromHsvF(0.85, 1.0, 1.0, 0.75)
BLOCKED = QColor.fromHsvF(0.5, 1.0, 1.0, 0.7)
SEEN = QColor.fromHsvF(0.5, 1.0, 1.0, 0.7)
PickRequest = Callable[[str, Callable[[Cell], None]], None]
translate = QCoreApplication.translate


def cost_color(cost: int, top: int) -> QColor:
    """Violet when cheap, through magenta, to red when dear."""
    t = 0.0 if top <= 0 else min(1.0, cost / top)
    return QColor.fromHsvF((0.72 + 0.3 * t) % 1.0, 1.0, 1.0, 0.75)


def mode_labels() -> dict[str, str]:
    """What each mode reads as in the Show combo (built when used: in the chosen language)."""
    return {"cost": translate("Analysis", "Movement cost from a cell"),
            "reach": translate("Analysis", "Reach in one side-turn"),
            "fire": translate("Analysis", "Weapon ranges and line of fire"),
            "vision": translate("Analysis", "What a side sees at the start")}


class AnalysisDock(QWidget):
    """The content of the main window's Analysis dock (a LazyDock,
    editor/window/lazy_dock.py)."""

    def __init__(self, doc: ScenarioDocument, view: MapView, request_pick: PickRequest,
                 end_pick: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc, self.view = doc, view
        self.legend = OverlayLegend(view)
        self.legend.closed.connect(self.clear)
        self.request_pick, self.end_pick = request_pick, end_pick
        self.cell: Cell | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.mode = QComboBox()
        for key, label in mode_labels().items():
            self.mode.addItem(label, key)
        self.unit_type = QComboBox()
        self.fill_unit_types()
        doc.catalog_changed.connect(self.fill_unit_types)
        self.side = QComboBox()
        form.addRow(self.tr("Show"), self.mode)
        form.addRow(self.tr("Unit type"), self.unit_type)
        form.addRow(self.tr("Side"), self.side)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.pick = QPushButton(self.tr("Pick a cell…"))
        self.pick.clicked.connect(self.start_pick)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self.clear)
        row.addWidget(self.pick)
        row.addWidget(self.clear_button)
        layout.addLayout(row)
        self.summary = QLabel(self.tr("Choose what to show, then pick a cell on the map."))
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(300)
        self.timer.timeout.connect(self.recompute)
        for combo in (self.mode, self.unit_type, self.side):
            combo.currentIndexChanged.connect(self._options_changed)
        for signal in (doc.terrain_changed, doc.contents_changed, doc.map_reset):
            signal.connect(self._map_changed)
        doc.settings_changed.connect(self.refresh_sides)
        doc.map_reset.connect(self.refresh_sides)
        self.refresh_sides()

    def fill_unit_types(self) -> None:
        """The scenario's unit types, its rule packs' too (the probes read its catalog)."""
        current = self.unit_type.currentData()
        self.unit_type.clear()
        for uid, u in self.doc.catalog.units.items():
            self.unit_type.addItem(u.name, uid)
        self.unit_type.setCurrentIndex(max(0, self.unit_type.findData(current)))

    def refresh_sides(self, *_: object) -> None:
        current = self.side.currentData()
        self.side.blockSignals(True)
        self.side.clear()
        for s in self.doc.scenario.sides:
            self.side.addItem(s.name or s.id, s.id)
        self.side.setCurrentIndex(max(0, self.side.findData(current)))
        self.side.blockSignals(False)

    def start_pick(self) -> None:
        self.request_pick(self.tr("Click the cell to analyse"), self.analyse_cell)

    def analyse_cell(self, cell: Cell) -> None:
        self.cell = cell
        self.end_pick()
        self.recompute()

    def _options_changed(self, *_: object) -> None:
        if self.mode.currentData() == "vision" or self.cell is not None:
            self.recompute()

    def _map_changed(self, *_: object) -> None:
        if self.view.options.overlay:
            self.timer.start()

    def clear(self) -> None:
        self.cell = None
        self.view.options.overlay = {}
        self.view.options.marked_cells = set()
        self.legend.hide()
        self.summary.setText(self.tr("Choose what to show, then pick a cell on the map."))
        self.view.refresh()

    def recompute(self) -> None:
        from engine.rules.analysis import (  # the rules: imported when a layer is drawn
            fire_coverage,
            movement_costs,
            side_vision,
        )

        mode = self.mode.currentData()
        side = self.side.currentData() or ""
        unit_type = self.unit_type.currentData()
        overlay: dict[Cell, tuple[QColor, str]] = {}
        cell = self.cell
        name = self.mode.currentText()
        ramp: Ramp | None = None
        keys: list[Key] = []
        if mode == "vision":
            seen = side_vision(self.doc.scenario, side)
            overlay = {c: (SEEN, "") for c in seen}
            text = plural(self.tr("{side} sees %n cell(s) at the start.", "", len(seen)),
                          len(seen)).format(side=self.side.currentText())
            keys = [Key(SEEN, self.tr("seen by {side} at the start").format(
                side=self.side.currentText()))]
        elif cell is None or not self.doc.grid.in_bounds(cell):
            return
        elif mode in ("cost", "reach"):
            costs = movement_costs(self.doc.scenario, unit_type, side, cell, one_side_turn=mode == "reach")
            top = max((ap for ap, _ in costs.values()), default=0)
            overlay = {c: (cost_color(ap, top), str(ap)) for c, (ap, _) in costs.items()}
            ramp = Ramp(cost_color(0, top), cost_color(top, top), self.tr("0 AP"),
                        self.tr("{n} AP").format(n=top))
            keys = [Key(QColor(0, 0, 0, 0), self.tr("no colour: out of reach"))]
            reached = (plural(self.tr("{unit} at {cell} reaches %n cell(s) this side-turn.", "",
                                      len(costs)), len(costs)) if mode == "reach"
                       else plural(self.tr("{unit} at {cell} reaches %n cell(s); the farthest "
                                           "costs {top} AP.", "", len(costs)), len(costs)))
            text = reached.format(unit=self.unit_type.currentText(), cell=list(cell), top=top)
        else:
            cover = fire_coverage(self.doc.scenario, unit_type, side, cell)
            overlay = {c: (CLEAR if f.clear else BLOCKED, "") for c, f in cover.items()}
            clear = sum(f.clear for f in cover.values())
            text = plural(self.tr("From {cell}: %n cell(s) in range, {clear} with a clear shot "
                                  "at the start.", "", len(cover)), len(cover)).format(
                cell=list(cell), clear=clear)
            keys = [Key(CLEAR, self.tr("in range, clear shot")),
                    Key(BLOCKED, self.tr("in range, line of fire blocked"))]
        self.view.options.overlay = overlay
        where = f" {list(cell)}" if cell is not None and mode != "vision" else ""
        self.legend.show_overlay(name + where, ramp, keys)
        self.view.options.marked_cells = {cell} if cell is not None and mode != "vision" else set()
        self.summary.setText(text)
        self.view.refresh()
