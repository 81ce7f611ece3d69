"""The Scenario dock's Victory box: destroying all enemy units wins, holding victory points
(0: never wins), and who wins after the last round; a missing victory record is created by
the first edit (one undo step)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
)

from editor.docks.widget_sync import CommandPusher, fill_combo
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import int_range
from engine.catalog import load_catalog
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Scenario, Victory


class VictoryHost(Protocol):
    _refreshing: bool


class VictoryBox(QGroupBox, CommandPusher):
    def __init__(self, doc: ScenarioDocument, host: VictoryHost) -> None:
        super().__init__()
        self.setTitle(self.tr("Victory"))
        self.doc = doc
        self.host = host
        form = QFormLayout(self)
        self.destroy_all = QCheckBox(self.tr("Destroying all enemy units wins"))
        self.destroy_all.toggled.connect(lambda on: self._set_victory("destroy_all", on))
        form.addRow(self.destroy_all)
        row = QHBoxLayout()
        self.hold_row = row
        self.hold_enabled = QCheckBox(self.tr("Holding"))
        self.hold_enabled.setToolTip(self.tr("Unchecked: holding victory points never wins "
                                             "(hold_points: 0)"))
        self.hold_enabled.toggled.connect(self._hold_toggled)
        self.hold_points = QSpinBox()
        self.hold_points.setRange(
            max(1, int_range("/properties/victory/properties/hold_points")[0]), 99)
        self.hold_points.setKeyboardTracking(False)
        self.hold_points.valueChanged.connect(self._hold_changed)
        self.vp_count = QLabel()
        row.addWidget(self.hold_enabled)
        row.addWidget(self.hold_points)
        row.addWidget(self.vp_count)
        form.addRow(row)
        self.on_last_round = QComboBox()
        self.on_last_round.currentIndexChanged.connect(
            lambda _: self._set_victory("on_last_round", self.on_last_round.currentData()))
        form.addRow(self.tr("After the last round"), self.on_last_round)
        self.victory_form = form

    @property  # type: ignore[override]
    def _refreshing(self) -> bool:
        return self.host._refreshing

    def setting_name(self, key: str) -> str | None:
        return {"destroy_all": self.tr("destroy all"), "hold_points": self.tr("hold points"),
                "on_last_round": self.tr("on last round"),
                "objectives": self.tr("objectives")}.get(key)

    def show_victory(self, s: Scenario) -> None:
        d = scenario_defaults()
        v = s.victory or Victory()
        self.destroy_all.setChecked(d.destroy_all if v.destroy_all is None else v.destroy_all)
        # What the engine will do (DESIGN.md: 0 = never wins; absent = the rules' default)
        vps = sum(f.kind == "victory_point" for f in s.features)
        wins_by_holding = v.hold_points != 0 and vps > 0
        self.hold_enabled.setChecked(wins_by_holding)
        self.hold_points.setEnabled(wins_by_holding)
        default = min(load_catalog().rules.default_hold_points, vps)
        self.hold_points.setValue(v.hold_points if v.hold_points else max(1, default))
        if vps == 0:
            note = self.tr("(the map has no victory points)")
        elif v.hold_points is None:
            note = self.tr("of the map's %n victory point(s) (the rules' default)", "", vps)
        else:
            note = self.tr("of the map's %n victory point(s)", "", vps)
        self.vp_count.setText(note)
        fill_combo(self.on_last_round, [(self.tr("draw"), "draw")] + [(self.tr("{side} wins").format(side=x.id), x.id)
                                                              for x in s.sides],
                   v.on_last_round or d.on_last_round)

    def show_what_applies(self, uses: Any) -> None:
        """Only the rows the scenario's ruleset reads (`Ruleset.settings`)."""
        self.victory_form.setRowVisible(self.destroy_all, uses("victory.destroy_all"))
        self.victory_form.setRowVisible(self.hold_row, uses("victory.hold_points"))
        self.victory_form.setRowVisible(self.on_last_round, uses("victory.on_last_round"))

    def _set_victory(self, key: str, value: Any, merge_key: str | None = None) -> None:
        text = self.tr("Set victory: {setting}").format(setting=self.setting_name(key) or key)
        v = self.doc.scenario.victory
        if v is not None:
            self.push_set(v, {key: value}, text, merge_key)
        elif not self._refreshing:
            after = self.doc.snapshot()
            after.victory = Victory(**{key: value})
            self.push_replace(after, text)

    def _hold_toggled(self, on: bool) -> None:
        self.hold_points.setEnabled(on)
        self._set_victory("hold_points", self.hold_points.value() if on else 0)

    def _hold_changed(self, value: int) -> None:
        if self.hold_enabled.isChecked():
            self._set_victory("hold_points", value, "hold_points")
