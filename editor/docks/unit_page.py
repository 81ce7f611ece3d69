"""The Properties dock's page of one unit: id (a rename carries the cargo lists and the
objectives that name it), type (a piece's rank only where its ruleset allows), side (the
cargo follows), HP, ammo and fuel overrides, flight, name, and the cargo of a carrier."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from editor.docks.cargo_box import CargoBox
from editor.docks.property_edits import ID_PATTERN, Edits, PageHost, PropertyPage, cargo_units
from editor.docks.widget_sync import OverrideSpin, fill_combo, set_text
from editor.document.piece_setup import piece_setup
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import ID, UNIT, int_range, max_length
from editor.i18n.catalog_names import shown_name
from engine.catalog import Catalog
from engine.scenario.model import Unit


class UnitPage(PropertyPage):
    def __init__(self, doc: ScenarioDocument, catalog: Catalog, host: PageHost) -> None:
        super().__init__(doc, host)
        self._catalog = catalog  # the properties dock's; the document's wins (rule packs)
        layout = QVBoxLayout(self)
        self.unit_form = form = QFormLayout()
        self.unit_id = QLineEdit()
        self.unit_id.setMaxLength(max_length(ID))
        self.unit_id.editingFinished.connect(self._unit_id_edited)
        form.addRow(self.tr("Id"), self.unit_id)
        self.unit_type = QComboBox()
        self._type_items: list[tuple[str, Any]] = []
        self.unit_type.currentIndexChanged.connect(self._unit_type_chosen)
        form.addRow(self.tr("Type"), self.unit_type)
        self.unit_side = QComboBox()
        self.unit_side.currentIndexChanged.connect(self._unit_side_chosen)
        form.addRow(self.tr("Side"), self.unit_side)
        self.unit_cell = QLabel()
        form.addRow(self.tr("Cell"), self.unit_cell)
        self.hp = OverrideSpin()
        self.ammo = OverrideSpin()
        self.fuel = OverrideSpin()
        self.fuel_label = QLabel(self.tr("Fuel"))
        for key, spin in (("hp", self.hp), ("ammo", self.ammo), ("fuel", self.fuel)):
            spin.valueChanged.connect(lambda _, k=key, s=spin: self._override_changed(k, s))
        form.addRow(self.tr("HP"), self.hp)
        form.addRow(self.tr("Ammo"), self.ammo)
        form.addRow(self.fuel_label, self.fuel)
        self.flying = QCheckBox(self.tr("Starts in flight"))
        self.flying.toggled.connect(self._flying_toggled)
        form.addRow(self.flying)
        self.unit_name = QLineEdit()
        self.unit_name.setPlaceholderText(self.tr("optional, shown to players"))
        self.unit_name.editingFinished.connect(self._unit_name_edited)
        form.addRow(self.tr("Name"), self.unit_name)
        layout.addLayout(form)
        self.cargo = CargoBox(doc, catalog, host)
        layout.addWidget(self.cargo)
        layout.addStretch(1)

    @property
    def catalog(self) -> Catalog:
        """The scenario's catalog, with its rule packs' types."""
        return self.doc.catalog

    def type_items(self) -> list[tuple[str, Any]]:
        """The unit types a unit of this scenario may be: the ruleset's pieces (Stratego,
        RULES.md B) or the catalog's units."""
        setup = piece_setup(self.doc.scenario)
        if setup is not None:
            symbols = setup.symbols()
            return [(f"{kind} ({symbols.get(kind, '?')})", kind) for kind in setup.pieces()]
        return [(f"{shown_name(t)} ({type_id})", type_id) for type_id, t in self.catalog.units.items()]

    def show_unit(self, u: Unit) -> None:
        items = self.type_items()
        if items != self._type_items:
            self._type_items = items
            fill_combo(self.unit_type, items, u.type)
        pieces = piece_setup(self.doc.scenario) is not None
        t = None if pieces else self.catalog.units.get(u.type)
        set_text(self.unit_id, u.id)
        self.unit_type.setCurrentIndex(self.unit_type.findData(u.type))
        for row in (self.hp, self.ammo, self.fuel):  # a piece has no HP, ammo or fuel
            self.unit_form.setRowVisible(row, not pieces)
        fill_combo(self.unit_side, self.side_items(), u.side)
        carrier = self.doc.scenario.carrier_of(u.id)
        self.unit_cell.setText(f"[{u.at[0]}, {u.at[1]}]" if u.at is not None
                               else self.tr("aboard {carrier}").format(carrier=carrier.id)
                               if carrier else self.tr("not placed"))
        fuel_max = None if t is None else (t.battery if t.is_drone else t.fuel)
        for key, spin, value, top in (("hp", self.hp, u.hp, t.hp if t else None),
                                      ("ammo", self.ammo, u.ammo, t.ammo if t else None),
                                      ("fuel", self.fuel, u.fuel, fuel_max)):
            spin.setEnabled(top is not None)
            low = int_range(f"{UNIT}/{key}")[0]
            spin.set_limits(low, top or low, top)
            spin.set_optional_value(value)
        self.fuel_label.setText(self.tr("Battery") if t is not None and t.is_drone else self.tr("Fuel"))
        aircraft = t is not None and t.is_aircraft
        self.unit_form.setRowVisible(self.flying, aircraft)
        self.flying.setChecked(bool(u.flying))
        set_text(self.unit_name, u.name or "")
        carries = t is not None and t.capacity > 0
        self.cargo.setVisible(carries)
        if carries and t is not None:
            self.cargo.show_cargo(u, t)

    def value_name(self, key: str) -> str:
        """A unit value's name as the form shows it."""
        return {"hp": self.tr("HP"), "ammo": self.tr("Ammo"), "fuel": self.tr("Fuel")}.get(key, key)

    # -- edits -------------------------------------------------------------------------------
    def _unit_id_edited(self) -> None:
        u = self.selected_unit()
        if u is None or self._refreshing:
            return
        new = self.unit_id.text().strip()
        if new != u.id:
            problem = self.rename_unit(u, new)
            if problem:
                self.refuse(problem)
                set_text(self.unit_id, u.id)

    def rename_unit(self, u: Unit, new: str) -> str | None:
        """Rename, with the carriers' cargo and objectives that name the unit; or say why not."""
        if not ID_PATTERN.match(new):
            return self.tr("'{id}' is not a valid id: letters, digits, _ and -, starting with a "
                           "letter").format(id=new)
        s = self.doc.scenario
        if any(x.id == new for x in s.units):
            return self.tr("there is already a unit '{id}'; unit ids must be unique").format(id=new)
        old = u.id
        edits: Edits = [(u, {"id": new})]
        for carrier in s.units:
            if old in carrier.cargo:
                edits.append((carrier, {"cargo": [new if c == old else c for c in carrier.cargo]}))
        for o in s.victory.objectives if s.victory else []:
            if old in o.units:
                edits.append((o, {"units": [new if c == old else c for c in o.units]}))
            if o.unit == old:
                edits.append((o, {"unit": new}))
        self.macro(self.tr("Rename unit {old} to {new}").format(old=old, new=new), edits)
        return None

    def _unit_type_chosen(self, _: int) -> None:
        u, type_id = self.selected_unit(), self.unit_type.currentData()
        if u is None or self._refreshing or type_id is None or type_id == u.type:
            return
        if piece_setup(self.doc.scenario) is not None:
            self._retype_piece(u, type_id)
            return
        t = self.catalog.units[type_id]
        cargo = [self.catalog.units[c.type] for c in cargo_units(self.doc, u)
                 if c.type in self.catalog.units]
        carrier = self.doc.scenario.carrier_of(u.id)
        problem = None
        if cargo and not self.catalog.can_carry(t, cargo):
            problem = self.tr("a {type} cannot carry what {unit} carries; unload it first").format(
                type=type_id, unit=u.id)
        elif carrier is not None and not self.cargo.fits(carrier, u, t):
            problem = self.tr("a {type} does not fit in {carrier}; unload {unit} first").format(
                type=type_id, carrier=carrier.id, unit=u.id)
        if problem:
            self.refuse(problem)
            self.refresh_dock()
            return
        values: dict[str, Any] = {"type": type_id}
        fuel_max = t.battery if t.is_drone else t.fuel
        for key, top in (("hp", t.hp), ("ammo", t.ammo), ("fuel", fuel_max)):
            value = getattr(u, key)
            if value is not None and (top is None or value > top):
                values[key] = None  # the old override means nothing for the new type
        if u.flying is not None and not t.is_aircraft:
            values["flying"] = None
        self.push_set(u, values, self.tr("Make {unit} a {type}").format(unit=u.id, type=type_id))

    def _retype_piece(self, u: Unit, type_id: str) -> None:
        """A set-up piece takes another rank only if the ruleset allows it there (counts,
        zone: `PieceSetup.placement_problem`); else the reason is shown and nothing changes."""
        setup = piece_setup(self.doc.scenario)
        problem = None
        if setup is not None and u.at is not None:
            problem = setup.placement_problem(self.doc.scenario, type_id, u.side, u.at)
        if problem:
            self.refuse(self.tr("{unit} cannot become a {type}: {problem}").format(
                unit=u.id, type=type_id, problem=problem))
            self.refresh_dock()
            return
        self.push_set(u, {"type": type_id},
                      self.tr("Make {unit} a {type}").format(unit=u.id, type=type_id))

    def _unit_side_chosen(self, _: int) -> None:
        u, side = self.selected_unit(), self.unit_side.currentData()
        if u is None or self._refreshing or side is None or side == u.side:
            return
        setup = piece_setup(self.doc.scenario)
        if setup is not None and u.at is not None:
            problem = setup.placement_problem(self.doc.scenario, u.type, side, u.at)
            if problem:
                self.refuse(self.tr("{unit} cannot change sides: {problem}").format(
                    unit=u.id, problem=problem))
                self.refresh_dock()
                return
        edits = self.side_edits([u], side)
        if edits:
            self.macro(self.tr("Side {side} for {unit}").format(side=side, unit=u.id), edits)

    def _override_changed(self, key: str, spin: OverrideSpin) -> None:
        u = self.selected_unit()
        if u is not None:
            self.push_set(u, {key: spin.optional_value()},
                          self.tr("Set {value} of {unit}").format(value=self.value_name(key),
                                                                  unit=u.id),
                          f"unit.{key}")

    def _flying_toggled(self, on: bool) -> None:
        u = self.selected_unit()
        if u is not None:
            self.push_set(u, {"flying": True if on else None},
                          self.tr("Flying: {unit}").format(unit=u.id))

    def _unit_name_edited(self) -> None:
        u = self.selected_unit()
        if u is not None:
            self.push_set(u, {"name": self.unit_name.text().strip() or None},
                          self.tr("Name {unit}").format(unit=u.id))
