"""The Rules window's tabs: a list of the pack's entries of one kind, a row to add one,
and a form for the chosen one whose every change is one undo step (merged while typing)."""

from __future__ import annotations

import copy
from typing import Any, get_args

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.document.rules_edits import inline_pack, set_pack
from editor.document.scenario_document import ScenarioDocument
from editor.i18n.catalog_names import shown_name
from engine.catalog import GROUND_CLASSES, Rules
from engine.catalog import MoveClass as _MoveClass

MOVE_CLASSES: tuple[str, ...] = get_args(_MoveClass)
# The rule numbers the Numbers tab offers: the whole numbers of rules.yaml.
INT_NUMBERS: tuple[str, ...] = tuple(
    name for name, hint in Rules.__annotations__.items() if hint == "int")


def colour_icon(color: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(color) if QColor.isValidColorName(color) else QColor("#ff00ff"))
    return QIcon(pixmap)


class PackTab(QWidget):
    """What the unit and terrain tabs share: the entries of `section` in a list, Add and
    Remove, and `edit(key, value)` for the form."""

    section = ""

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._showing = False
        layout = QVBoxLayout(self)
        self.entries = QListWidget()
        self.entries.currentRowChanged.connect(lambda _: self.show_entry())
        layout.addWidget(self.entries)
        self.add_row = QHBoxLayout()
        layout.addLayout(self.add_row)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove)
        layout.addWidget(self.remove_button)
        self.form = QFormLayout()
        layout.addLayout(self.form)

    # -- the pack ------------------------------------------------------------------------
    def items(self) -> list[dict[str, Any]]:
        data = inline_pack(self.doc) or {}
        items = data.get(self.section)
        return [i for i in items if isinstance(i, dict)] if isinstance(items, list) else []

    def current(self) -> tuple[int, dict[str, Any]] | None:
        row = self.entries.currentRow()
        items = self.items()
        return (row, items[row]) if 0 <= row < len(items) else None

    def push(self, data: dict[str, Any], text: str, merge_key: str | None = None) -> None:
        row = self.entries.currentRow()
        set_pack(self.doc, data, text, merge_key)
        self.entries.setCurrentRow(min(row, self.entries.count() - 1))

    def add(self, entry: dict[str, Any], text: str) -> None:
        data = inline_pack(self.doc)
        if data is None:
            return
        items = data.setdefault(self.section, [])
        if not isinstance(items, list):
            return
        items.append(entry)
        set_pack(self.doc, data, text)
        self.entries.setCurrentRow(self.entries.count() - 1)

    def remove(self) -> None:
        data, chosen = inline_pack(self.doc), self.current()
        if data is None or chosen is None:
            return
        row, entry = chosen
        del data[self.section][row]
        set_pack(self.doc, data, self.tr("Remove {id} from the rules").format(
            id=entry.get("id")))

    def edit(self, key: str, value: Any) -> None:
        """One field of the chosen entry (None: left to its base)."""
        self.edit_many({key: value}, keep_null=False)

    def edit_many(self, values: dict[str, Any], keep_null: bool = True) -> None:
        """Fields of the chosen entry in one undo step; a None is written as null when
        `keep_null` (the base's value no longer applies), else the key is left out."""
        if self._showing or not values:
            return
        data, chosen = inline_pack(self.doc), self.current()
        if data is None or chosen is None:
            return
        row, entry = chosen
        entry = copy.deepcopy(entry)
        for key, value in values.items():
            if value is None and not keep_null:
                entry.pop(key, None)
            else:
                entry[key] = value
        data[self.section][row] = entry
        key = next(iter(values))
        self.push(data, self.tr("Edit {id}: {key}").format(id=entry.get("id"), key=key),
                  merge_key=f"{self.section}:{row}:{key}")

    # -- showing -------------------------------------------------------------------------
    def refresh(self) -> None:
        editable = inline_pack(self.doc) is not None
        row = self.entries.currentRow()
        self._showing = True
        self.entries.clear()
        for entry in self.items():
            self.entries.addItem(self.entry_item(entry))
        self.entries.setCurrentRow(min(max(row, 0), self.entries.count() - 1))
        self._showing = False
        self.setEnabled(editable)
        self.show_entry()

    def entry_item(self, entry: dict[str, Any]) -> QListWidgetItem:
        raise NotImplementedError

    def show_entry(self) -> None:
        raise NotImplementedError


def spin_box(low: int, high: int, special: str | None = None) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    if special is not None:
        spin.setSpecialValueText(special)
    return spin


class UnitTypesTab(PackTab):
    """The pack's unit types: a new one starts from a type of the catalog (`base`)."""

    section = "units"

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(doc, parent)
        self.base = QComboBox()
        self.new_id = QLineEdit()
        self.new_id.setPlaceholderText(self.tr("new type's id, e.g. heavy_mortar"))
        add = QPushButton(self.tr("Add unit type"))
        add.clicked.connect(self.add_type)
        self.add_button = add
        for widget in (QLabel(self.tr("From")), self.base, self.new_id, add):
            self.add_row.addWidget(widget)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(48, 32)
        self.preview.setStyleSheet("border: 2px solid #2e6fd8; font-weight: bold;")
        self.name = QLineEdit()
        self.name.textEdited.connect(lambda t: self.edit("name", t or None))
        self.symbol = QLineEdit()
        self.symbol.setMaxLength(3)
        self.symbol.textEdited.connect(lambda t: self.edit("symbol", t or None))
        self.move_class = QComboBox()
        for name in MOVE_CLASSES:
            self.move_class.addItem(name, name)
        self.move_class.currentIndexChanged.connect(
            lambda _: self.edit("move_class", self.move_class.currentData()))
        self.numbers = {key: spin_box(1, 99) for key in ("hp", "ap", "vision")}
        labels = {"hp": self.tr("Hit points"), "ap": self.tr("Action points"),
                  "vision": self.tr("Vision")}
        self.weapon = {key: spin_box(0, 99) for key in ("damage", "min_range", "max_range")}
        weapon_labels = {"damage": self.tr("Weapon damage"),
                         "min_range": self.tr("Weapon minimum range"),
                         "max_range": self.tr("Weapon maximum range")}
        self.form.addRow(self.tr("Symbol"), self.preview)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.tr("Map symbol"), self.symbol)
        self.form.addRow(self.tr("Move class"), self.move_class)
        for key, spin in self.numbers.items():
            spin.valueChanged.connect(lambda v, k=key: self.edit(k, v))
            self.form.addRow(labels[key], spin)
        for key, spin in self.weapon.items():
            spin.valueChanged.connect(lambda v, k=key: self.edit_weapon(k, v))
            self.form.addRow(weapon_labels[key], spin)
        self.refresh()

    def refresh(self) -> None:
        current = self.base.currentData()
        self.base.clear()
        for uid, u in self.doc.catalog.units.items():
            self.base.addItem(f"{shown_name(u)} ({u.symbol})", uid)
        self.base.setCurrentIndex(max(0, self.base.findData(current)))
        super().refresh()

    def entry_item(self, entry: dict[str, Any]) -> QListWidgetItem:
        ident = str(entry.get("id"))
        unit = self.doc.catalog.units.get(ident)
        symbol = unit.symbol if unit is not None else str(entry.get("symbol", "?"))
        item = QListWidgetItem(f"{symbol:>3}  {ident}")
        if unit is None:
            item.setForeground(QColor("#b00020"))
            item.setToolTip(self.tr("Not in the catalog yet: see the problems below"))
        return item

    def add_type(self) -> None:
        ident = self.new_id.text().strip()
        base = self.base.currentData()
        if not ident or base is None:
            return
        existing = {u.symbol for u in self.doc.catalog.units.values()}
        symbol = next(s for s in (ident[:2].title(), ident[:3].title(), *(
            f"{ident[:1].upper()}{n}" for n in range(1, 100))) if s not in existing)
        self.add({"id": ident, "base": base, "name": ident.replace("_", " ").capitalize(),
                  "symbol": symbol},
                 self.tr("Add unit type {id}").format(id=ident))
        self.new_id.clear()

    def edit_weapon(self, key: str, value: int) -> None:
        """The first weapon's number: the type's weapons written out whole (a pack
        replaces a list whole)."""
        chosen = self.current()
        unit = self.doc.catalog.units.get(str(chosen[1].get("id"))) if chosen else None
        if self._showing or unit is None or not unit.weapons:
            return
        weapons = [{"id": w.id, "name": w.name, "damage": w.damage, "min_range": w.min_range,
                    "max_range": w.max_range, "fire": w.fire, "flags": sorted(w.flags),
                    **({"uses_per_turn": w.uses_per_turn} if w.uses_per_turn != 1 else {})}
                   for w in unit.weapons]
        weapons[0][key] = value
        self.edit("weapons", weapons)

    def show_entry(self) -> None:
        chosen = self.current()
        unit = self.doc.catalog.units.get(str(chosen[1].get("id"))) if chosen else None
        self._showing = True
        for widget in (self.name, self.symbol, self.move_class, *self.numbers.values(),
                       *self.weapon.values()):
            widget.setEnabled(chosen is not None)
        if chosen is not None:
            entry = chosen[1]
            self.name.setText(str(entry.get("name") if isinstance(entry.get("name"), str)
                                  else unit.name if unit else ""))
            self.symbol.setText(unit.symbol if unit else str(entry.get("symbol", "")))
            self.preview.setText(self.symbol.text())
            if unit is not None:
                self.move_class.setCurrentIndex(self.move_class.findData(unit.move_class))
                for key, spin in self.numbers.items():
                    spin.setValue(getattr(unit, key))
                first = unit.weapons[0] if unit.weapons else None
                for key, spin in self.weapon.items():
                    spin.setEnabled(first is not None)
                    spin.setValue(getattr(first, key) if first else 0)
        else:
            self.preview.setText("")
        self._showing = False


class TerrainTab(PackTab):
    """The pack's terrain: a new one starts from a terrain of the catalog with a character
    of its own."""

    section = "terrain"

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(doc, parent)
        self.base = QComboBox()
        self.new_char = QLineEdit()
        self.new_char.setMaxLength(1)
        self.new_char.setMaximumWidth(40)
        self.new_char.setPlaceholderText(self.tr("char"))
        self.new_id = QLineEdit()
        self.new_id.setPlaceholderText(self.tr("new terrain's id, e.g. marsh_road"))
        add = QPushButton(self.tr("Add terrain"))
        add.clicked.connect(self.add_terrain)
        self.add_button = add
        for widget in (QLabel(self.tr("From")), self.base, self.new_char, self.new_id, add):
            self.add_row.addWidget(widget)
        self.swatch = QLabel()
        self.swatch.setMinimumSize(48, 24)
        self.name = QLineEdit()
        self.name.textEdited.connect(lambda t: self.edit("name", t or None))
        self.color = QLineEdit()
        self.color.setPlaceholderText("#8f9a6a")  # a colour code, as an example
        self.color.textEdited.connect(self.edit_colour)
        self.costs = {cls: spin_box(0, 20, self.tr("impassable")) for cls in GROUND_CLASSES}
        self.cover = spin_box(0, 9)
        self.cover.valueChanged.connect(lambda v: self.edit("cover", v))
        self.blocks = QCheckBox(self.tr("Blocks the line of fire"))
        self.blocks.toggled.connect(lambda v: self.edit("blocks_line_of_fire", v))
        self.form.addRow(self.tr("Colour"), self.swatch)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.tr("Colour code"), self.color)
        for cls, spin in self.costs.items():
            spin.valueChanged.connect(lambda _: self.edit_costs())
            self.form.addRow(self.tr("AP to enter, {move_class}").format(move_class=cls), spin)
        self.form.addRow(self.tr("Cover"), self.cover)
        self.form.addRow("", self.blocks)
        self.refresh()

    def refresh(self) -> None:
        current = self.base.currentData()
        self.base.clear()
        for t in self.doc.catalog.terrain_by_id.values():
            self.base.addItem(colour_icon(t.color), shown_name(t), t.id)
        self.base.setCurrentIndex(max(0, self.base.findData(current)))
        super().refresh()

    def entry_item(self, entry: dict[str, Any]) -> QListWidgetItem:
        ident = str(entry.get("id"))
        terrain = self.doc.catalog.terrain_by_id.get(ident)
        color = terrain.color if terrain else str(entry.get("color", "#ff00ff"))
        item = QListWidgetItem(colour_icon(color), f"'{entry.get('char')}'  {ident}")
        if terrain is None:
            item.setForeground(QColor("#b00020"))
            item.setToolTip(self.tr("Not in the catalog yet: see the problems below"))
        return item

    def add_terrain(self) -> None:
        char, ident, base = self.new_char.text(), self.new_id.text().strip(), \
            self.base.currentData()
        if len(char) != 1 or not ident or base is None:
            return
        self.add({"char": char, "id": ident, "base": base,
                  "name": ident.replace("_", " ").capitalize()},
                 self.tr("Add terrain {id}").format(id=ident))
        self.new_char.clear()
        self.new_id.clear()

    def edit_colour(self, text: str) -> None:
        if QColor.isValidColorName(text) and len(text) == 7:
            self.edit("color", text)

    def edit_costs(self) -> None:
        """The move costs, written whole; the fuel cost follows (set exactly when a
        vehicle may enter: the most a vehicle pays)."""
        costs: dict[str, int | None] = {cls: (spin.value() or None)
                                        for cls, spin in self.costs.items()}
        vehicles = [c for k, c in costs.items() if k != "foot" and c is not None]
        self.edit_many({"move_cost": costs, "fuel_cost": max(vehicles) if vehicles else None})

    def show_entry(self) -> None:
        chosen = self.current()
        terrain = self.doc.catalog.terrain_by_id.get(str(chosen[1].get("id"))) \
            if chosen else None
        self._showing = True
        for widget in (self.name, self.color, self.cover, self.blocks, *self.costs.values()):
            widget.setEnabled(chosen is not None)
        if chosen is not None and terrain is not None:
            self.name.setText(terrain.name)
            self.color.setText(terrain.color)
            self.swatch.setStyleSheet(f"background: {terrain.color}; border: 1px solid #444;")
            for cls, spin in self.costs.items():
                spin.setValue(terrain.move_cost.get(cls) or 0)  # type: ignore[call-overload]
            self.cover.setValue(terrain.cover)
            self.blocks.setChecked(terrain.blocks_line_of_fire)
        self._showing = False


class NumbersTab(QWidget):
    """The rule numbers the pack overrides (the whole numbers of rules.yaml)."""

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._showing = False
        layout = QVBoxLayout(self)
        self.entries = QListWidget()
        self.entries.currentRowChanged.connect(lambda _: self.show_entry())
        layout.addWidget(self.entries)
        row = QHBoxLayout()
        self.key = QComboBox()
        for key in INT_NUMBERS:
            self.key.addItem(key, key)
        add = QPushButton(self.tr("Override"))
        add.clicked.connect(self.add_number)
        self.add_button = add
        row.addWidget(self.key)
        row.addWidget(add)
        layout.addLayout(row)
        self.value = spin_box(0, 999)
        self.value.valueChanged.connect(self.edit_value)
        remove = QPushButton(self.tr("Back to the game's value"))
        remove.clicked.connect(self.remove)
        form = QFormLayout()
        form.addRow(self.tr("Value"), self.value)
        layout.addLayout(form)
        layout.addWidget(remove)
        self.refresh()

    def numbers(self) -> dict[str, Any]:
        data = inline_pack(self.doc) or {}
        numbers = data.get("numbers")
        return dict(numbers) if isinstance(numbers, dict) else {}

    def chosen(self) -> str | None:
        item = self.entries.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def put(self, numbers: dict[str, Any], text: str, merge_key: str | None = None) -> None:
        data = inline_pack(self.doc)
        if data is None:
            return
        data["numbers"] = numbers
        set_pack(self.doc, data, text, merge_key)

    def add_number(self) -> None:
        key = self.key.currentData()
        numbers = self.numbers()
        if key is None or key in numbers:
            return
        numbers[key] = getattr(self.doc.catalog.rules, key)
        self.put(numbers, self.tr("Override {key}").format(key=key))
        for i in range(self.entries.count()):
            if self.entries.item(i).data(Qt.ItemDataRole.UserRole) == key:
                self.entries.setCurrentRow(i)

    def edit_value(self, value: int) -> None:
        key = self.chosen()
        if self._showing or key is None:
            return
        numbers = self.numbers()
        numbers[key] = value
        self.put(numbers, self.tr("Edit {id}: {key}").format(id="numbers", key=key),
                 merge_key=f"numbers:{key}")

    def remove(self) -> None:
        key = self.chosen()
        numbers = self.numbers()
        if key is None or key not in numbers:
            return
        del numbers[key]
        self.put(numbers, self.tr("Remove {id} from the rules").format(id=key))

    def refresh(self) -> None:
        key = self.chosen()
        self._showing = True
        self.entries.clear()
        for name, value in self.numbers().items():
            item = QListWidgetItem(f"{name} = {value}")
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.entries.addItem(item)
            if name == key:
                self.entries.setCurrentItem(item)
        self._showing = False
        self.setEnabled(inline_pack(self.doc) is not None)
        self.show_entry()

    def show_entry(self) -> None:
        key = self.chosen()
        self._showing = True
        self.value.setEnabled(key is not None)
        value = self.numbers().get(key) if key else None
        self.value.setValue(value if isinstance(value, int) else 0)
        self._showing = False
