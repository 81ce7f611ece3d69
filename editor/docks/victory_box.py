"""The Scenario dock's Victory box: destroying all enemy units wins, holding victory points
(0: never wins; any side's number, or each side its own: `hold_points: {red: 3}`), and who
wins after the last round; a missing victory record is created by the first edit (one undo
step)."""

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
    QWidget,
)

from editor.docks.widget_sync import CommandPusher, fill_combo
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import int_range
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
        self.hold_mode = QComboBox()  # who wins by holding: any side, or each its number
        self.hold_mode.addItem(self.tr("any side"), "any")
        self.hold_mode.addItem(self.tr("each side its own"), "sides")
        self.hold_mode.setToolTip(self.tr("Per side: only the sides given a number win by "
                                          "holding (hold_points: {red: 3})"))
        self.hold_mode.currentIndexChanged.connect(lambda _: self._hold_edited("hold_mode"))
        self.vp_count.setWordWrap(True)
        row.addWidget(self.hold_enabled)
        row.addWidget(self.hold_points)
        row.addWidget(self.vp_count, 1)
        form.addRow(row)
        form.addRow(self.hold_mode)  # its own row: the dock's default width holds them all
        self.side_holds: dict[str, QSpinBox] = {}  # side id -> its number (0: never)
        self.side_hold_box = QWidget()
        self.side_hold_form = QFormLayout(self.side_hold_box)
        self.side_hold_form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.side_hold_box)
        self.hold_summary = QLabel()  # in words: which side wins by holding
        self.hold_summary.setWordWrap(True)
        form.addRow(self.hold_summary)
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
        per_side = v.hold_points if isinstance(v.hold_points, dict) else None
        wins_by_holding = v.hold_points != 0 and vps > 0
        self.hold_enabled.setChecked(wins_by_holding)
        self.hold_mode.setCurrentIndex(1 if per_side is not None else 0)
        default = max(1, min(self.doc.catalog.rules.default_hold_points, vps))
        any_number = v.hold_points if isinstance(v.hold_points, int) else 0
        self.hold_points.setValue(any_number or max([*(per_side or {}).values(), default]))
        self._show_side_holds(s, per_side or {}, default if per_side is None else 0)
        self._enable_holding()
        self.hold_summary.setText(self._summary(s, v.hold_points, vps))
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
        holding = bool(uses("victory.hold_points"))
        for row in (self.hold_row, self.side_hold_box, self.hold_summary):
            self.victory_form.setRowVisible(row, holding)
        if holding:  # the row shows every widget: keep the per-side or any-side ones
            self._enable_holding()
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

    def _show_side_holds(self, s: Scenario, per_side: dict[str, int], fill: int) -> None:
        """One number per side (0: "never"); the rows follow the scenario's sides."""
        ids = [x.id for x in s.sides]
        if list(self.side_holds) != ids:
            while self.side_hold_form.rowCount():
                self.side_hold_form.removeRow(0)
            self.side_holds = {}
            for sid in ids:
                spin = QSpinBox()
                spin.setRange(0, 99)
                spin.setSpecialValueText(self.tr("never"))
                spin.setKeyboardTracking(False)
                spin.valueChanged.connect(lambda _, sid=sid: self._hold_edited(sid))
                self.side_holds[sid] = spin
                self.side_hold_form.addRow(self.tr("{side} wins holding").format(side=sid), spin)
        for sid, spin in self.side_holds.items():
            spin.setValue(per_side.get(sid, fill))

    def _enable_holding(self) -> None:
        on = self.hold_enabled.isChecked()
        per_side = self.hold_mode.currentData() == "sides"
        self.hold_mode.setEnabled(on)
        self.hold_points.setEnabled(on)
        self.hold_points.setVisible(not per_side)
        self.side_hold_box.setVisible(on and per_side)

    def _summary(self, s: Scenario, hold: int | dict[str, int] | None, vps: int) -> str:
        """Who wins by holding, in words (what the engine will do)."""
        if vps == 0 or hold == 0:
            return self.tr("No side wins by holding victory points.")
        if not isinstance(hold, dict):
            n = hold or min(self.doc.catalog.rules.default_hold_points, vps)
            return self.tr("Any side wins holding %n victory point(s).", "", n)
        names = {x.id: x.name or x.id for x in s.sides}
        wins = [self.tr("%1 wins holding %n", "", n).replace("%1", names.get(sid, sid))
                for sid, n in hold.items() if n > 0]
        if not wins:
            return self.tr("No side wins by holding victory points.")
        return "; ".join(wins) + ". " + self.tr("The other sides never win by holding.")

    def _hold_value(self) -> int | dict[str, int]:
        """`hold_points` as the widgets show it."""
        if not self.hold_enabled.isChecked():
            return 0
        if self.hold_mode.currentData() == "sides":
            return {sid: spin.value() for sid, spin in self.side_holds.items()}
        return self.hold_points.value()

    def _hold_edited(self, what: str) -> None:
        self._enable_holding()
        if what == "hold_mode" and self.hold_mode.currentData() == "sides":
            for spin in self.side_holds.values():  # every side starts with the number
                spin.blockSignals(True)
                spin.setValue(self.hold_points.value())
                spin.blockSignals(False)
        elif what == "hold_mode":
            given = [spin.value() for spin in self.side_holds.values() if spin.value()]
            self.hold_points.blockSignals(True)
            self.hold_points.setValue(max(given, default=self.hold_points.value()))
            self.hold_points.blockSignals(False)
        merge = None if what in ("hold_mode", "enabled") else f"hold_points:{what}"
        self._set_victory("hold_points", self._hold_value(), merge)

    def _hold_toggled(self, on: bool) -> None:
        self._hold_edited("enabled")

    def _hold_changed(self, value: int) -> None:
        if self.hold_enabled.isChecked():
            self._hold_edited("any")
