"""Properties of the selection: one unit, one feature, or what several things share.

Like every panel it only reads the model and pushes commands. Edits that must keep
references whole (a unit renamed: carriers' cargo and objectives follow; a carrier
loaded or unloaded: cargo list and `at` together; several things edited at once) are
one macro on the undo stack, so one Undo takes them back together.

The dock is a stack of pages, each its own module: the unit (docks/unit_page.py, with its
cargo in docks/cargo_box.py), the feature (docks/feature_page.py) and several things
(docks/multi_page.py); what they share is in docks/property_edits.py.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QScrollArea, QStackedWidget, QWidget

from editor.docks.cargo_box import CargoBox
from editor.docks.feature_page import FeaturePage
from editor.docks.multi_page import MultiPage
from editor.docks.unit_page import UnitPage
from editor.docks.widget_sync import CommandPusher
from editor.document.scenario_document import ScenarioDocument
from engine.scenario.model import Unit


def _on(page: str, name: str) -> property:
    """One of a page's widgets or methods, by the name the dock has always given it."""
    return property(lambda self: getattr(getattr(self, page), name))


class PropertiesDock(QDockWidget, CommandPusher):
    """Shows and edits `doc.selection` (DESIGN.md, Editor: docks)."""

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Properties"))
        self.setObjectName("PropertiesDock")
        self.doc = doc
        self.catalog = doc.catalog
        self._refreshing = False
        self.pages = QStackedWidget()
        self.empty_label = QLabel(self.tr("Nothing selected.\nClick a unit or feature on the map."))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.unit_page = UnitPage(doc, self.catalog, self)
        self.feature_page = FeaturePage(doc, self.catalog, self)
        self.multi_page = MultiPage(doc, self)
        for page in (self.empty_label, self.unit_page, self.feature_page, self.multi_page):
            self.pages.addWidget(page)
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

    def refresh(self) -> None:
        self._refreshing = True
        try:
            sel = self.doc.selection
            if not sel:
                self.pages.setCurrentIndex(0)
            elif len(sel) > 1:
                self.pages.setCurrentWidget(self.multi_page)
                self.multi_page.show_things(sel)
            elif isinstance(sel[0], Unit):
                self.pages.setCurrentWidget(self.unit_page)
                self.unit_page.show_unit(sel[0])
            else:
                self.pages.setCurrentWidget(self.feature_page)
                self.feature_page.show_feature(sel[0])
        finally:
            self._refreshing = False

    # -- the pages' widgets and edits, by the names the dock has always had ------------------
    unit_form = _on("unit_page", "unit_form")
    unit_id = _on("unit_page", "unit_id")
    unit_type = _on("unit_page", "unit_type")
    unit_side = _on("unit_page", "unit_side")
    unit_cell = _on("unit_page", "unit_cell")
    hp = _on("unit_page", "hp")
    ammo = _on("unit_page", "ammo")
    fuel = _on("unit_page", "fuel")
    fuel_label = _on("unit_page", "fuel_label")
    flying = _on("unit_page", "flying")
    unit_name = _on("unit_page", "unit_name")
    type_items = _on("unit_page", "type_items")
    value_name = _on("unit_page", "value_name")
    rename_unit = _on("unit_page", "rename_unit")
    side_edits = _on("unit_page", "side_edits")
    selected_unit = _on("unit_page", "selected_unit")
    selected_feature = _on("feature_page", "selected_feature")
    cargo_box = _on("unit_page", "cargo")
    capacity_label = _on("cargo", "capacity_label")
    cargo_list = _on("cargo", "cargo_list")
    unload_button = _on("cargo", "unload_button")
    load_choice = _on("cargo", "load_choice")
    load_button = _on("cargo", "load_button")
    load_used = _on("cargo", "load_used")
    load_candidates = _on("cargo", "load_candidates")
    load_chosen = _on("cargo", "load_chosen")
    unload_selected = _on("cargo", "unload_selected")
    free_cell_next_to = _on("cargo", "free_cell_next_to")
    can_stand = _on("cargo", "can_stand")
    feature_form = _on("feature_page", "feature_form")
    feature_kind = _on("feature_page", "feature_kind")
    feature_cell = _on("feature_page", "feature_cell")
    vp_id = _on("feature_page", "vp_id")
    feature_type = _on("feature_page", "feature_type")
    owner = _on("feature_page", "owner")
    state = _on("feature_page", "state")
    progress = _on("feature_page", "progress")
    feature_hp = _on("feature_page", "feature_hp")
    multi_count = _on("multi_page", "multi_count")
    multi_side = _on("multi_page", "multi_side")

    @property
    def cargo(self) -> CargoBox:
        return self.unit_page.cargo
