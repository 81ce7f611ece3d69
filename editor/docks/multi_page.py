"""The Properties dock's page of several things: how many, and one side (units) or owner
(features) for all of them at once, as one undo step."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel

from editor.docks.property_edits import MIXED, NEUTRAL, NONE_OWNER, PageHost, PropertyPage
from editor.docks.widget_sync import fill_combo
from editor.document.scenario_document import ScenarioDocument, Thing
from engine.scenario.model import Feature, Unit


class MultiPage(PropertyPage):
    def __init__(self, doc: ScenarioDocument, host: PageHost) -> None:
        super().__init__(doc, host)
        form = QFormLayout(self)
        self.multi_count = QLabel()
        self.multi_count.setWordWrap(True)
        form.addRow(self.multi_count)
        self.multi_side = QComboBox()
        self.multi_side.setToolTip(self.tr("Side of the units and owner of the features, all at once"))
        self.multi_side.currentIndexChanged.connect(self._multi_side_chosen)
        form.addRow(self.tr("Side / owner"), self.multi_side)

    def show_things(self, sel: list[Thing]) -> None:
        units = [t for t in sel if isinstance(t, Unit)]
        features = [t for t in sel if isinstance(t, Feature) and t.kind != "wreck"]
        self.multi_count.setText(self.tr("{count} things selected: {units} unit(s), {features} "
                                         "feature(s). Changes apply to all.").format(
            count=len(sel), units=len(units), features=len(sel) - len(units)))
        values = {u.side for u in units} | {f.owner or NONE_OWNER for f in features}
        items = self.side_items()
        if features and not units:
            items = [(NEUTRAL, NEUTRAL)] + items
        current = next(iter(values)) if len(values) == 1 else MIXED
        if current == MIXED or current not in [d for _, d in items]:
            items = [(self.tr("(mixed)"), MIXED)] + items
        fill_combo(self.multi_side, items, current)
        self.multi_side.setEnabled(bool(units or features))

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
            self.macro(self.tr("Side / owner {side} for {count} things").format(
                side=value, count=len(sel)), edits)
