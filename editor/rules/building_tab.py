"""The Rules window's Buildings tab: the pack's building types, a new one from a building
of the catalog, its name, map symbol, numbers and what it does for friendly units, each
change one undo step (merged while typing)."""

from __future__ import annotations

from typing import Any, get_args

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from editor.document.scenario_document import ScenarioDocument
from editor.i18n.catalog_names import shown_name
from editor.rules.forms import PackTab, spin_box
from engine.catalog import Service as _Service

SERVICES: tuple[str, ...] = get_args(_Service)


class BuildingTypesTab(PackTab):
    """The pack's building types: a new one starts from a building of the catalog."""

    section = "buildings"

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(doc, parent)
        self.base = QComboBox()
        self.new_id = QLineEdit()
        self.new_id.setPlaceholderText(self.tr("new building's id, e.g. field_hospital"))
        add = QPushButton(self.tr("Add building type"))
        add.clicked.connect(self.add_building)
        self.add_button = add
        for widget in (QLabel(self.tr("From")), self.base, self.new_id, add):
            self.add_row.addWidget(widget)
        self.name = QLineEdit()
        self.name.textEdited.connect(lambda t: self.edit("name", t or None))
        self.symbol = QLineEdit()
        self.symbol.setMaxLength(3)
        self.symbol.textEdited.connect(lambda t: self.edit("symbol", t or None))
        self.numbers = {"hp": spin_box(1, 999), "vision": spin_box(0, 99),
                        "cover": spin_box(0, 9), "build_orders": spin_box(1, 99)}
        labels = {"hp": self.tr("Hit points"), "vision": self.tr("Vision"),
                  "cover": self.tr("Cover to a unit inside"),
                  "build_orders": self.tr("Build orders to finish it")}
        service_labels = {"heal": self.tr("Heals foot soldiers inside"),
                          "repair": self.tr("Repairs vehicles and guns inside"),
                          "resupply": self.tr("Resupplies ammunition and fuel")}
        self.services = {s: QCheckBox(service_labels[s]) for s in SERVICES}
        self.platform = QCheckBox(self.tr("Landing platform for helicopters"))
        self.platform.toggled.connect(lambda v: self.edit("platform", v))
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.tr("Map symbol"), self.symbol)
        for key, spin in self.numbers.items():
            spin.valueChanged.connect(lambda v, k=key: self.edit(k, v))
            self.form.addRow(labels[key], spin)
        for box in self.services.values():
            box.toggled.connect(lambda _: self.edit_services())
            self.form.addRow("", box)
        self.form.addRow("", self.platform)
        self.refresh()

    def refresh(self) -> None:
        current = self.base.currentData()
        self.base.clear()
        for bid, b in self.doc.catalog.buildings.items():
            self.base.addItem(f"{shown_name(b)} ({b.symbol})", bid)
        self.base.setCurrentIndex(max(0, self.base.findData(current)))
        super().refresh()

    def entry_item(self, entry: dict[str, Any]) -> QListWidgetItem:
        ident = str(entry.get("id"))
        building = self.doc.catalog.buildings.get(ident)
        symbol = building.symbol if building is not None else str(entry.get("symbol", "?"))
        item = QListWidgetItem(f"{symbol:>3}  {ident}")
        if building is None:
            item.setForeground(QColor("#b00020"))
            item.setToolTip(self.tr("Not in the catalog yet: see the problems below"))
        return item

    def add_building(self) -> None:
        ident = self.new_id.text().strip()
        base = self.base.currentData()
        if not ident or base is None:
            return
        self.add({"id": ident, "base": base, "name": ident.replace("_", " ").capitalize()},
                 self.tr("Add building type {id}").format(id=ident))
        self.new_id.clear()

    def edit_services(self) -> None:
        """The services, written whole (a pack replaces a list whole)."""
        self.edit("services", [s for s, box in self.services.items() if box.isChecked()])

    def show_entry(self) -> None:
        chosen = self.current()
        building = self.doc.catalog.buildings.get(str(chosen[1].get("id"))) \
            if chosen else None
        self._showing = True
        for widget in (self.name, self.symbol, self.platform, *self.numbers.values(),
                       *self.services.values()):
            widget.setEnabled(chosen is not None)
        if chosen is not None:
            entry = chosen[1]
            self.name.setText(str(entry.get("name") if isinstance(entry.get("name"), str)
                                  else building.name if building else ""))
            self.symbol.setText(building.symbol if building else str(entry.get("symbol", "")))
            if building is not None:
                for key, spin in self.numbers.items():
                    spin.setValue(getattr(building, key))
                for service, box in self.services.items():
                    box.setChecked(service in building.services)
                self.platform.setChecked(building.platform)
        self._showing = False
