"""Properties of the selection: one unit, one feature, or what several things share.

Like every panel it only reads the model and pushes commands. Edits that must keep
references whole (a unit renamed: carriers' cargo and objectives follow; a carrier
loaded or unloaded: cargo list and `at` together; several things edited at once) are
one macro on the undo stack, so one Undo takes them back together.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.docks.widget_sync import CommandPusher, OverrideSpin, fill_combo, set_text
from editor.document.commands import SetAttributesCommand
from editor.document.piece_setup import piece_setup
from editor.document.scenario_document import ScenarioDocument, Thing
from editor.document.schema_limits import ID, UNIT, int_range, max_length
from engine.catalog import UnitType, load_catalog
from engine.scenario.model import Cell, Feature, Unit

ID_PATTERN = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,39}$")
NEUTRAL = "neutral"
NONE_OWNER = ""  # combo data for "no owner key" (bridges and victory points may omit it)
MIXED = "\x00mixed"


class PropertiesDock(QDockWidget, CommandPusher):
    """Shows and edits `doc.selection` (DESIGN.md, Editor: docks)."""

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Properties"))
        self.setObjectName("PropertiesDock")
        self.doc = doc
        self.catalog = load_catalog()
        self._refreshing = False
        self.pages = QStackedWidget()
        self.empty_label = QLabel(self.tr("Nothing selected.\nClick a unit or feature on the map."))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages.addWidget(self.empty_label)
        self.pages.addWidget(self._build_unit_page())
        self.pages.addWidget(self._build_feature_page())
        self.pages.addWidget(self._build_multi_page())
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.pages)
        self.setWidget(scroll)
        for combo in self.pages.findChildren(QComboBox):  # long type names must not widen the dock
            combo.setMinimumWidth(80)
        for signal in (doc.selection_changed, doc.contents_changed, doc.settings_changed,
                       doc.map_reset):
            signal.connect(self.refresh)
        self.refresh()

    # -- building -----------------------------------------------------------------------------
    def _build_unit_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
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

        self.cargo_box = QGroupBox(self.tr("Cargo"))
        cargo = QVBoxLayout(self.cargo_box)
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
        layout.addWidget(self.cargo_box)
        layout.addStretch(1)
        return page

    def _build_feature_page(self) -> QWidget:
        page = QWidget()
        self.feature_form = form = QFormLayout(page)
        self.feature_kind = QLabel()
        form.addRow(self.tr("Kind"), self.feature_kind)
        self.feature_cell = QLabel()
        form.addRow(self.tr("Cell"), self.feature_cell)
        self.vp_id = QLineEdit()
        self.vp_id.setMaxLength(max_length(ID))
        self.vp_id.editingFinished.connect(self._vp_id_edited)
        form.addRow(self.tr("Id"), self.vp_id)
        self.feature_type = QComboBox()
        self.feature_type.currentIndexChanged.connect(self._feature_type_chosen)
        form.addRow(self.tr("Type"), self.feature_type)
        self.owner = QComboBox()
        self.owner.currentIndexChanged.connect(self._owner_chosen)
        form.addRow(self.tr("Owner"), self.owner)
        self.state = QComboBox()
        self.state.addItem(self.tr("finished"), "finished")
        self.state.addItem(self.tr("under construction"), "under_construction")
        self.state.currentIndexChanged.connect(self._state_chosen)
        form.addRow(self.tr("State"), self.state)
        self.progress = OverrideSpin()
        self.progress.valueChanged.connect(
            lambda _: self._feature_set({"progress": self.progress.optional_value()},
                                        self.tr("Set progress"), "progress"))
        form.addRow(self.tr("Progress"), self.progress)
        self.feature_hp = OverrideSpin()
        self.feature_hp.valueChanged.connect(
            lambda _: self._feature_set({"hp": self.feature_hp.optional_value()},
                                        self.tr("Set HP"), "hp"))
        form.addRow(self.tr("HP"), self.feature_hp)
        return page

    def _build_multi_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.multi_count = QLabel()
        self.multi_count.setWordWrap(True)
        form.addRow(self.multi_count)
        self.multi_side = QComboBox()
        self.multi_side.setToolTip(self.tr("Side of the units and owner of the features, all at once"))
        self.multi_side.currentIndexChanged.connect(self._multi_side_chosen)
        form.addRow(self.tr("Side / owner"), self.multi_side)
        return page

    # -- refresh ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._refreshing = True
        try:
            sel = self.doc.selection
            if not sel:
                self.pages.setCurrentIndex(0)
            elif len(sel) > 1:
                self._show_multi(sel)
            elif isinstance(sel[0], Unit):
                self._show_unit(sel[0])
            else:
                self._show_feature(sel[0])
        finally:
            self._refreshing = False

    def _side_items(self) -> list[tuple[str, Any]]:
        return [(s.id if not s.name else f"{s.id} ({s.name})", s.id)
                for s in self.doc.scenario.sides]

    def type_items(self) -> list[tuple[str, Any]]:
        """The unit types a unit of this scenario may be: the ruleset's pieces (Stratego,
        RULES.md B) or the catalog's units."""
        setup = piece_setup(self.doc.scenario)
        if setup is not None:
            symbols = setup.symbols()
            return [(f"{kind} ({symbols.get(kind, '?')})", kind) for kind in setup.pieces()]
        return [(f"{t.name} ({type_id})", type_id) for type_id, t in self.catalog.units.items()]

    def _show_unit(self, u: Unit) -> None:
        self.pages.setCurrentIndex(1)
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
        fill_combo(self.unit_side, self._side_items(), u.side)
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
        self.cargo_box.setVisible(carries)
        if carries and t is not None:
            self._show_cargo(u, t)

    def _show_cargo(self, u: Unit, t: UnitType) -> None:
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

    def _owner_items(self, f: Feature) -> list[tuple[str, Any]]:
        sides = self._side_items()
        if f.kind == "mine":
            return sides
        items = [(NEUTRAL, NEUTRAL)] + sides
        return [(self.tr("(none)"), NONE_OWNER)] + items if f.kind in ("bridge", "victory_point") else items

    def _show_feature(self, f: Feature) -> None:
        self.pages.setCurrentIndex(2)
        form = self.feature_form
        self.feature_kind.setText(f.kind.replace("_", " "))
        self.feature_cell.setText(f"[{f.at[0]}, {f.at[1]}]")
        structure = f.kind in ("building", "work")
        form.setRowVisible(self.vp_id, f.kind == "victory_point")
        form.setRowVisible(self.feature_type, structure)
        form.setRowVisible(self.owner, f.kind != "wreck")
        form.setRowVisible(self.state, structure)
        form.setRowVisible(self.progress, structure)
        form.setRowVisible(self.feature_hp, structure or f.kind == "bridge")
        set_text(self.vp_id, f.id or "")
        if f.kind != "wreck":
            fill_combo(self.owner, self._owner_items(f), f.owner or NONE_OWNER)
        if structure:
            table = self._structure_types(f.kind)
            fill_combo(self.feature_type, [(r.name, k) for k, r in table.items()], f.type)
            self.state.setCurrentIndex(self.state.findData(f.state or "finished"))
        record = self._record(f)
        building = record is not None and hasattr(record, "build_orders")
        orders = record.build_orders if building else 1
        self.progress.set_limits(int_range("/$defs/progress")[0], orders - 1, None)
        self.progress.set_optional_value(f.progress)
        self.progress.setEnabled(f.state == "under_construction")
        hp = getattr(record, "hp", None)
        low = int_range("/$defs/building/properties/hp")[0]
        self.feature_hp.set_limits(low, hp or low, hp)
        self.feature_hp.set_optional_value(f.hp)
        self.feature_hp.setEnabled(hp is not None)

    def _show_multi(self, sel: list[Thing]) -> None:
        self.pages.setCurrentIndex(3)
        units = [t for t in sel if isinstance(t, Unit)]
        features = [t for t in sel if isinstance(t, Feature) and t.kind != "wreck"]
        self.multi_count.setText(self.tr("{count} things selected: {units} unit(s), {features} "
                                         "feature(s). Changes apply to all.").format(
            count=len(sel), units=len(units), features=len(sel) - len(units)))
        values = {u.side for u in units} | {f.owner or NONE_OWNER for f in features}
        items = self._side_items()
        if features and not units:
            items = [(NEUTRAL, NEUTRAL)] + items
        current = next(iter(values)) if len(values) == 1 else MIXED
        if current == MIXED or current not in [d for _, d in items]:
            items = [(self.tr("(mixed)"), MIXED)] + items
        fill_combo(self.multi_side, items, current)
        self.multi_side.setEnabled(bool(units or features))

    # -- helpers -----------------------------------------------------------------------------
    def value_name(self, key: str) -> str:
        """A unit value's name as the form shows it."""
        return {"hp": self.tr("HP"), "ammo": self.tr("Ammo"), "fuel": self.tr("Fuel")}.get(key, key)

    def selected_unit(self) -> Unit | None:
        sel = self.doc.selection
        return sel[0] if len(sel) == 1 and isinstance(sel[0], Unit) else None

    def selected_feature(self) -> Feature | None:
        sel = self.doc.selection
        return sel[0] if len(sel) == 1 and isinstance(sel[0], Feature) else None

    def _structure_types(self, kind: str) -> dict[str, Any]:
        if kind == "building":
            return dict(self.catalog.buildings)
        return {k: w for k, w in self.catalog.works.items() if k not in ("bridge", "mine")}

    def _record(self, f: Feature) -> Any:
        if f.kind == "bridge":
            return self.catalog.works.get("bridge")
        if f.kind in ("building", "work") and f.type:
            return self._structure_types(f.kind).get(f.type)
        return None

    def _macro(self, text: str, edits: list[tuple[Any, dict[str, Any]]]) -> None:
        """Several record edits as one undo step."""
        stack = self.doc.undo_stack
        stack.beginMacro(text)
        for target, values in edits:
            stack.push(SetAttributesCommand(self.doc, target, values, text))
        stack.endMacro()

    # -- unit edits ----------------------------------------------------------------------------
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
        edits: list[tuple[Any, dict[str, Any]]] = [(u, {"id": new})]
        for carrier in s.units:
            if old in carrier.cargo:
                edits.append((carrier, {"cargo": [new if c == old else c for c in carrier.cargo]}))
        for o in s.victory.objectives if s.victory else []:
            if old in o.units:
                edits.append((o, {"units": [new if c == old else c for c in o.units]}))
            if o.unit == old:
                edits.append((o, {"unit": new}))
        self._macro(self.tr("Rename unit {old} to {new}").format(old=old, new=new), edits)
        return None

    def _unit_type_chosen(self, _: int) -> None:
        u, type_id = self.selected_unit(), self.unit_type.currentData()
        if u is None or self._refreshing or type_id is None or type_id == u.type:
            return
        if piece_setup(self.doc.scenario) is not None:
            self._retype_piece(u, type_id)
            return
        t = self.catalog.units[type_id]
        cargo = [self.catalog.units[c.type] for c in self._cargo_units(u)
                 if c.type in self.catalog.units]
        carrier = self.doc.scenario.carrier_of(u.id)
        problem = None
        if cargo and not self.catalog.can_carry(t, cargo):
            problem = self.tr("a {type} cannot carry what {unit} carries; unload it first").format(
                type=type_id, unit=u.id)
        elif carrier is not None and not self._fits(carrier, u, t):
            problem = self.tr("a {type} does not fit in {carrier}; unload {unit} first").format(
                type=type_id, carrier=carrier.id, unit=u.id)
        if problem:
            self.refuse(problem)
            self.refresh()
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
            self.refresh()
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
                self.refresh()
                return
        edits = self.side_edits([u], side)
        if edits:
            self._macro(self.tr("Side {side} for {unit}").format(side=side, unit=u.id), edits)

    def side_edits(self, units: list[Unit], side: str) -> list[tuple[Any, dict[str, Any]]]:
        """Edits giving units a side; a carrier's cargo follows it, a cargo unit alone cannot."""
        s = self.doc.scenario
        chosen = {id(u) for u in units}
        for u in units:
            carrier = s.carrier_of(u.id)
            if carrier is not None and id(carrier) not in chosen:
                self.refuse(self.tr("{unit} rides in {carrier}; unload it before changing its "
                                    "side").format(unit=u.id, carrier=carrier.id))
                self.refresh()
                return []
        edits: list[tuple[Any, dict[str, Any]]] = []
        done: set[int] = set()
        for u in units:
            for c in [u, *self._cargo_units(u)]:
                if c.side != side and id(c) not in done:
                    edits.append((c, {"side": side}))
                    done.add(id(c))
        return edits

    def _override_changed(self, key: str, spin: OverrideSpin) -> None:
        u = self.selected_unit()
        if u is not None:
            self.push_set(u, {key: spin.optional_value()}, self.tr("Set {value} of {unit}").format(value=self.value_name(key), unit=u.id),
                          f"unit.{key}")

    def _flying_toggled(self, on: bool) -> None:
        u = self.selected_unit()
        if u is not None:
            self.push_set(u, {"flying": True if on else None}, self.tr("Flying: {unit}").format(unit=u.id))

    def _unit_name_edited(self) -> None:
        u = self.selected_unit()
        if u is not None:
            self.push_set(u, {"name": self.unit_name.text().strip() or None},
                          self.tr("Name {unit}").format(unit=u.id))

    # -- cargo -------------------------------------------------------------------------------
    def _cargo_units(self, u: Unit) -> list[Unit]:
        return [c for c in (self.doc.scenario.unit(cid) for cid in u.cargo) if c is not None]

    def load_used(self, carrier: Unit) -> int:
        total = 0
        for c in self._cargo_units(carrier):
            t = self.catalog.units.get(c.type)
            total += (self.catalog.load_points(t) or 0) if t else 0
        return total

    def _fits(self, carrier: Unit, unit: Unit, unit_type: UnitType | None = None) -> bool:
        ct = self.catalog.units.get(carrier.type)
        ut = unit_type or self.catalog.units.get(unit.type)
        if ct is None or ut is None:
            return False
        others = [self.catalog.units[c.type] for c in self._cargo_units(carrier)
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
        if not self._fits(carrier, unit):
            t = self.catalog.units[carrier.type]
            self.refuse(self.tr("{carrier} cannot take {unit} ({type}): it carries {used} of "
                                "{capacity} load points, and a carrier holds two small units or "
                                "one medium").format(carrier=carrier.id, unit=unit.id,
                                                     type=unit.type, used=self.load_used(carrier),
                                                     capacity=t.capacity))
            return
        self._macro(self.tr("Load {unit} into {carrier}").format(unit=unit.id, carrier=carrier.id),
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
        self._macro(self.tr("Unload {unit} from {carrier}").format(unit=unit.id, carrier=carrier.id),
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

    # -- feature edits --------------------------------------------------------------------------
    def _feature_set(self, values: dict[str, Any], text: str, merge_key: str | None = None) -> None:
        f = self.selected_feature()
        if f is not None:
            self.push_set(f, values, text, None if merge_key is None else f"feature.{merge_key}")

    def _vp_id_edited(self) -> None:
        f = self.selected_feature()
        if f is None or self._refreshing or f.kind != "victory_point":
            return
        new = self.vp_id.text().strip()
        if new == (f.id or ""):
            return
        taken = any(x is not f and x.kind == "victory_point" and x.id == new
                    for x in self.doc.scenario.features)
        if not ID_PATTERN.match(new) or taken:
            self.refuse(self.tr("there is already a victory point '{id}'").format(id=new) if taken
                        else self.tr("'{id}' is not a valid id: letters, digits, _ and -").format(
                            id=new))
            set_text(self.vp_id, f.id or "")
            return
        self._feature_set({"id": new}, self.tr("Rename victory point"))

    def _feature_type_chosen(self, _: int) -> None:
        f, type_id = self.selected_feature(), self.feature_type.currentData()
        if f is None or self._refreshing or type_id is None or type_id == f.type:
            return
        record = self._structure_types(f.kind)[type_id]
        values: dict[str, Any] = {"type": type_id}
        if f.progress is not None and f.progress >= record.build_orders:
            values["progress"] = None
        if f.hp is not None and (record.hp is None or f.hp > record.hp):
            values["hp"] = None
        self._feature_set(values, self.tr("Make it a {type}").format(type=type_id))

    def _owner_chosen(self, _: int) -> None:
        value = self.owner.currentData()
        if value is not None:
            self._feature_set({"owner": value or None}, self.tr("Set owner"))

    def _state_chosen(self, _: int) -> None:
        state = self.state.currentData()
        if state == "finished":  # progress means nothing on a finished structure
            self._feature_set({"state": state, "progress": None}, self.tr("Set state"))
        elif state:
            self._feature_set({"state": state}, self.tr("Set state"))

    # -- several things --------------------------------------------------------------------------
    def _multi_side_chosen(self, _: int) -> None:
        value = self.multi_side.currentData()
        if self._refreshing or value in (None, MIXED):
            return
        sel = self.doc.selection
        units = [t for t in sel if isinstance(t, Unit)]
        edits = self.side_edits(units, value) if value != NEUTRAL else []
        if units and value != NEUTRAL and not edits and any(u.side != value for u in units):
            return  # refused: a cargo unit without its carrier
        edits += [(f, {"owner": value}) for f in sel if isinstance(f, Feature)
                  and f.kind != "wreck" and f.owner != value
                  and not (f.kind == "mine" and value == NEUTRAL)]
        if edits:
            self._macro(self.tr("Side / owner {side} for {count} things").format(
                side=value, count=len(sel)), edits)
