"""The Properties dock's page of one feature: its kind and cell, a victory point's id, a
structure's type, state, progress and HP, a bridge's HP, and the owner."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit

from editor.docks.property_edits import ID_PATTERN, NEUTRAL, NONE_OWNER, PageHost, PropertyPage
from editor.docks.widget_sync import OverrideSpin, fill_combo, set_text
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import ID, int_range, max_length
from engine.catalog import Catalog
from engine.scenario.model import Feature


class FeaturePage(PropertyPage):
    def __init__(self, doc: ScenarioDocument, catalog: Catalog, host: PageHost) -> None:
        super().__init__(doc, host)
        self._catalog = catalog  # the properties dock's; the document's wins (rule packs)
        self.feature_form = form = QFormLayout(self)
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

    @property
    def catalog(self) -> Catalog:
        """The scenario's catalog, with its rule packs' types."""
        return self.doc.catalog

    def _owner_items(self, f: Feature) -> list[tuple[str, Any]]:
        sides = self.side_items()
        if f.kind == "mine":
            return sides
        items = [(NEUTRAL, NEUTRAL)] + sides
        return [(self.tr("(none)"), NONE_OWNER)] + items if f.kind in ("bridge", "victory_point") else items

    def show_feature(self, f: Feature) -> None:
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

    # -- edits -------------------------------------------------------------------------------
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
