"""The Properties dock's Cargo box of a carrier: what it carries and how much of its load,
Unload (onto a free cell next to it) and Load (a unit of its side that may board); each a
macro, so the cargo list and the unit's cell change in one undo step."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from editor.docks.property_edits import PageHost, PropertyPage, cargo_units
from editor.docks.widget_sync import fill_combo
from editor.document.scenario_document import ScenarioDocument
from engine.catalog import Catalog, UnitType
from engine.scenario.model import Cell, Unit


class CargoBox(PropertyPage):
    def __init__(self, doc: ScenarioDocument, catalog: Catalog, host: PageHost) -> None:
        super().__init__(doc, host)
        self._catalog = catalog  # the properties dock's; the document's wins (rule packs)
        self.box = QGroupBox(self.tr("Cargo"))
        QVBoxLayout(self).addWidget(self.box)
        self.layout().setContentsMargins(0, 0, 0, 0)
        cargo = QVBoxLayout(self.box)
        self.capacity_label = QLabel()
        self.capacity_label.setWordWrap(True)
        cargo.addWidget(self.capacity_label)
        self.cargo_list = QListWidget()
        self.cargo_list.setMaximumHeight(80)
        cargo.addWidget(self.cargo_list)
        self.unload_button = QPushButton(self.tr("Unload"))
        self.unload_button.setToolTip(self.tr("Put the chosen unit on a free cell next to the carrier"))
        self.unload_button.clicked.connect(self.unload_selected)
        cargo.addWidget(self.unload_button)
        row = QHBoxLayout()
        self.load_choice = QComboBox()
        self.load_choice.setToolTip(self.tr("Units of the same side that can board: not yet "
                                            "placed, next to the carrier, or anywhere on the map"))
        self.load_button = QPushButton(self.tr("Load"))
        self.load_button.clicked.connect(self.load_chosen)
        row.addWidget(self.load_choice, 1)
        row.addWidget(self.load_button)
        cargo.addLayout(row)

    @property
    def catalog(self) -> Catalog:
        """The scenario's catalog, with its rule packs' types."""
        return self.doc.catalog

    def show_cargo(self, u: Unit, t: UnitType) -> None:
        row = self.cargo_list.currentRow()
        self.cargo_list.clear()
        for cid in u.cargo:
            c = self.doc.scenario.unit(cid)
            kind = c.type if c else self.tr("missing")
            item = QListWidgetItem(f"{cid} ({kind})")
            item.setData(Qt.ItemDataRole.UserRole, cid)
            self.cargo_list.addItem(item)
        self.cargo_list.setCurrentRow(min(max(row, 0), len(u.cargo) - 1))
        used = self.load_used(u)
        self.capacity_label.setText(
            (self.tr("Load {used} of {capacity} points (small 1, medium 2; tows a gun)") if t.tows
             else self.tr("Load {used} of {capacity} points (small 1, medium 2)")).format(
                used=used, capacity=t.capacity))
        self.unload_button.setEnabled(bool(u.cargo))
        fill_combo(self.load_choice, self.load_candidates(u), None)
        if self.load_choice.count():
            self.load_choice.setCurrentIndex(0)
        self.load_button.setEnabled(self.load_choice.count() > 0)

    def load_used(self, carrier: Unit) -> int:
        total = 0
        for c in cargo_units(self.doc, carrier):
            t = self.catalog.units.get(c.type)
            total += (self.catalog.load_points(t) or 0) if t else 0
        return total

    def fits(self, carrier: Unit, unit: Unit, unit_type: UnitType | None = None) -> bool:
        ct = self.catalog.units.get(carrier.type)
        ut = unit_type or self.catalog.units.get(unit.type)
        if ct is None or ut is None:
            return False
        others = [self.catalog.units[c.type] for c in cargo_units(self.doc, carrier)
                  if c is not unit and c.type in self.catalog.units]
        return self.catalog.can_carry(ct, [*others, ut])

    def load_candidates(self, carrier: Unit) -> list[tuple[str, Any]]:
        """Same-side units that could board: not placed first, then adjacent, then the rest."""
        s = self.doc.scenario
        near = set(self.doc.grid.neighbours(carrier.at)) if carrier.at is not None else set()
        ranked = []
        for u in s.units:
            t = self.catalog.units.get(u.type)
            if (u is carrier or u.side != carrier.side or u.cargo or t is None
                    or self.catalog.load_points(t) is None or s.carrier_of(u.id) is not None
                    or (t.is_gun and not self.catalog.units[carrier.type].tows)):
                continue
            rank, where = ((0, self.tr("not placed")) if u.at is None else
                           (1, self.tr("adjacent")) if u.at in near else
                           (2, self.tr("at {cell}").format(cell=f"[{u.at[0]}, {u.at[1]}]")))
            ranked.append((rank, f"{u.id} ({u.type}, {where})", u.id))
        return [(text, uid) for _, text, uid in sorted(ranked)]

    def load_chosen(self) -> None:
        carrier, uid = self.selected_unit(), self.load_choice.currentData()
        unit = self.doc.scenario.unit(uid) if uid else None
        if carrier is None or unit is None:
            return
        if not self.fits(carrier, unit):
            t = self.catalog.units[carrier.type]
            self.refuse(self.tr("{carrier} cannot take {unit} ({type}): it carries {used} of "
                                "{capacity} load points, and a carrier holds two small units or "
                                "one medium").format(carrier=carrier.id, unit=unit.id,
                                                     type=unit.type, used=self.load_used(carrier),
                                                     capacity=t.capacity))
            return
        self.macro(self.tr("Load {unit} into {carrier}").format(unit=unit.id, carrier=carrier.id),
                   [(carrier, {"cargo": [*carrier.cargo, unit.id]}), (unit, {"at": None})])

    def unload_selected(self) -> None:
        carrier = self.selected_unit()
        item = self.cargo_list.currentItem()
        if carrier is None or item is None:
            return
        unit = self.doc.scenario.unit(item.data(Qt.ItemDataRole.UserRole))
        if unit is None:
            return
        cell = self.free_cell_next_to(carrier, unit)
        if cell is None:
            self.refuse(self.tr("No free cell next to {carrier} where {unit} can stand").format(
                carrier=carrier.id, unit=unit.id) if carrier.at is not None else
                self.tr("Place {carrier} on the map first").format(carrier=carrier.id))
            return
        self.macro(self.tr("Unload {unit} from {carrier}").format(unit=unit.id, carrier=carrier.id),
                   [(carrier, {"cargo": [c for c in carrier.cargo if c != unit.id]}),
                    (unit, {"at": cell})])

    def free_cell_next_to(self, carrier: Unit, unit: Unit) -> Cell | None:
        if carrier.at is None:
            return None
        for cell in self.doc.grid.neighbours(carrier.at):
            if self.can_stand(unit, cell):
                return cell
        return None

    def can_stand(self, unit: Unit, cell: Cell) -> bool:
        """Free land the unit may stand on (the rules validation applies, in short)."""
        t = self.catalog.units.get(unit.type)
        terrain = self.catalog.terrain.get(self.doc.terrain_at(cell))
        if t is None or terrain is None:
            return False
        if any(not u.flying for u in self.doc.units_at(cell)):
            return False
        features = self.doc.features_at(cell)
        for f in features:
            if f.kind in ("building", "work"):
                if (f.state or "finished") != "finished":
                    return False
                if f.kind == "building" and f.owner != unit.side:
                    return False
                work = self.catalog.works.get(f.type or "")
                if work is not None and t.move_class in work.impassable_to:
                    return False
        if any(f.kind == "bridge" for f in features):
            return True
        if t.move_class == "air":
            return terrain.landing
        return terrain.step_cost("foot" if t.is_drone else t.move_class) is not None
