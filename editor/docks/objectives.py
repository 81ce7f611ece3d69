"""The victory objectives editor: a list, and inline fields for the chosen objective.

Inline rather than a dialog, because the escort area and the unit to kill are picked on
the map, which a modal dialog would block. Adding or removing an objective replaces the
scenario (a change of structure); editing one is a `SetAttributesCommand` on its record.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.docks.objective_kinds import (
    EDITOR_OBJECTIVES,
    objective_kind_labels,
    objective_summary,
)
from editor.docks.widget_sync import CommandPusher, GuardedRefresh, fill_combo
from editor.document.mission_edits import stroke_cells
from editor.document.scenario_document import ScenarioDocument
from editor.i18n.plural import plural
from engine.scenario.kinds import OBJECTIVES
from engine.scenario.model import Cell, Objective, Victory

# A dock asks for cells clicked on the map: request(prompt, on_cell[, owner]); with an
# owner, the picking ends when that widget is destroyed (CellRequests.pick_cells).
PickRequest = Callable[..., None]
# A dock asks for a painted cell set: on_stroke(cells, mode "set"/"add"/"erase", stroke).
PaintRequest = Callable[[str, Callable[[set[Cell], str, int], None]], None]
OBJECTIVE_KINDS = tuple(OBJECTIVES)


class ObjectivesEditor(QGroupBox, CommandPusher, GuardedRefresh):
    """The mission's objectives; `request_pick` lets the designer click cells on the map."""

    # The objective now chosen in the list (or None), so the map can draw its area.
    objective_selected = Signal(object)

    def __init__(self, doc: ScenarioDocument, request_pick: PickRequest,
                 request_paint: PaintRequest | None = None) -> None:
        super().__init__(self.tr("Objectives"))
        self.doc = doc
        self.request_pick = request_pick
        self.request_paint = request_paint
        self._refreshing = False
        self._pick_session = 0
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setMaximumHeight(110)
        self.list.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.add_kind = QComboBox()
        for kind, label in objective_kind_labels().items():
            self.add_kind.addItem(label, kind)
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(lambda: self.add_objective(self.add_kind.currentData()))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove_objective)
        for w in (self.add_kind, self.add_button, self.remove_button):
            row.addWidget(w)
        layout.addLayout(row)

        form = QFormLayout()
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(self._side_chosen)
        form.addRow(self.tr("Side"), self.side)
        layout.addLayout(form)
        self.pages = QStackedWidget()
        self.pages.addWidget(QWidget())
        for kind in OBJECTIVE_KINDS:  # a page a kind, in the engine's order
            self.pages.addWidget(self._page(kind))
        layout.addWidget(self.pages)

    def _page(self, kind: str) -> QWidget:
        """A kind's page: a row (or two) for each of its editor fields, in order."""
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        for name in EDITOR_OBJECTIVES[kind].fields:
            self.FIELDS[name][0](self, form)
        return page

    # -- each field: its rows, and loading them with the chosen objective -----------------
    def _build_round(self, form: QFormLayout) -> None:
        self.round = QSpinBox()
        self.round.setRange(1, 1000)
        self.round.setKeyboardTracking(False)
        self.round.valueChanged.connect(lambda v: self._set({"round": v}, self.tr("Hold until"), "round"))
        form.addRow(self.tr("Until round"), self.round)

    def _load_round(self, o: Objective) -> None:
        self.round.setValue(o.round or self.doc.scenario.rounds)

    def _build_units(self, form: QFormLayout) -> None:
        self.escort_units = QListWidget()
        self.escort_units.setMaximumHeight(90)
        self.escort_units.itemChanged.connect(self._escort_units_changed)
        form.addRow(self.tr("Units"), self.escort_units)

    def _load_units(self, o: Objective) -> None:
        self.escort_units.clear()
        for u in self.doc.scenario.units:
            if u.side == o.side or u.id in o.units:
                item = QListWidgetItem(f"{u.id} ({u.type})")
                item.setData(Qt.ItemDataRole.UserRole, u.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if u.id in o.units
                                   else Qt.CheckState.Unchecked)
                self.escort_units.addItem(item)

    def _build_area(self, form: QFormLayout) -> None:
        self.area_label = QLabel()
        self.area_label.setWordWrap(True)
        form.addRow(self.tr("Area"), self.area_label)
        buttons = QHBoxLayout()
        self.pick_area_button = QPushButton(self.tr("Pick cells on the map…"))
        self.pick_area_button.setToolTip(self.tr(
            "Click or drag cells: the area becomes them; Shift adds, Ctrl erases; "
            "Enter when done"))
        self.pick_area_button.setEnabled(self.request_paint is not None)
        self.pick_area_button.clicked.connect(self.pick_area)
        buttons.addWidget(self.pick_area_button)
        form.addRow(buttons)

    def _load_area(self, o: Objective) -> None:
        self.area_label.setText(
            self.tr("the area '{id}'").format(id=o.area_id) if o.area_id is not None
            else ", ".join(f"[{c}, {r}]" for c, r in o.area)
            or self.tr("(none yet: pick cells on the map)"))

    def _build_by_round(self, form: QFormLayout) -> None:
        self.by_round = QSpinBox()
        self.by_round.setRange(1, 1000)
        self.by_round.setKeyboardTracking(False)
        self.by_round.valueChanged.connect(
            lambda v: self._set({"by_round": v}, self.tr("Escort by round"), "by_round"))
        form.addRow(self.tr("By round"), self.by_round)

    def _load_by_round(self, o: Objective) -> None:
        self.by_round.setValue(o.by_round or self.doc.scenario.rounds)

    def _build_unit(self, form: QFormLayout) -> None:
        self.target = QComboBox()
        self.target.currentIndexChanged.connect(
            lambda _: self._set({"unit": self.target.currentData()}, self.tr("Unit to kill"))
            if self.target.currentData() else None)
        form.addRow(self.tr("Unit"), self.target)
        self.pick_target_button = QPushButton(self.tr("Pick the unit on the map…"))
        self.pick_target_button.clicked.connect(self.pick_target)
        form.addRow(self.pick_target_button)

    def _load_unit(self, o: Objective) -> None:
        targets = [(f"{u.id} ({u.type}, {u.side})", u.id) for u in self.doc.scenario.units
                   if u.side != o.side or u.id == o.unit]
        fill_combo(self.target, [(self.tr("(choose)"), None)] + targets, o.unit)

    # field of the Objective record -> (build its rows, load them): what a kind's
    # `fields` (editor/docks/objective_kinds.py) may name
    FIELDS: dict[str, tuple[Callable[..., Any], Callable[..., Any]]] = {
        "round": (_build_round, _load_round),
        "units": (_build_units, _load_units),
        "area": (_build_area, _load_area),
        "by_round": (_build_by_round, _load_by_round),
        "unit": (_build_unit, _load_unit),
    }

    # -- model access ----------------------------------------------------------------------
    def objectives(self) -> list[Objective]:
        v = self.doc.scenario.victory
        return v.objectives if v is not None else []

    def current(self) -> Objective | None:
        row, items = self.list.currentRow(), self.objectives()
        return items[row] if 0 <= row < len(items) else None

    def _alive(self, o: Objective) -> bool:
        """Still in the model (undo may have replaced it since a pick started)."""
        return any(x is o for x in self.objectives())

    def _set(self, values: dict[str, Any], text: str, merge_key: str | None = None) -> None:
        o = self.current()
        if o is not None:
            self.push_set(o, values, text, None if merge_key is None else
                          f"objective.{merge_key}")

    # -- refresh -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        s, items = self.doc.scenario, self.objectives()
        row = self.list.currentRow()
        texts = [objective_summary(o, plural(self.tr("%n cell(s)", "", len(o.area)), len(o.area)))
                 for o in items]
        if [self.list.item(i).text() for i in range(self.list.count())] != texts:
            self.list.clear()
            self.list.addItems(texts)
        self.list.setCurrentRow(min(max(row, 0), len(items) - 1))
        o = self.current()
        self.objective_selected.emit(o)
        self.remove_button.setEnabled(o is not None)
        self.side.setEnabled(o is not None)
        kinds = list(OBJECTIVE_KINDS)
        self.pages.setCurrentIndex(kinds.index(o.kind) + 1 if o and o.kind in kinds else 0)
        if o is None:
            return
        fill_combo(self.side, [(x.id, x.id) for x in s.sides], o.side)
        kind = EDITOR_OBJECTIVES.get(o.kind)
        for name in kind.fields if kind is not None else ():
            self.FIELDS[name][1](self, o)

    # -- edits -------------------------------------------------------------------------------
    def add_objective(self, kind: str) -> None:
        """A new objective with valid defaults, so the file stays loadable at every step;
        an escort's area starts empty (validation asks for it), never a cell nobody chose."""
        s = self.doc.scenario
        if not s.sides:
            self.refuse(self.tr("Add a side first"))
            return
        entry = EDITOR_OBJECTIVES.get(kind)
        if entry is None:
            return
        o = entry.new(s)
        if isinstance(o, str):
            self.refuse(o)
            return
        after = self.doc.snapshot()
        if after.victory is None:
            after.victory = Victory()
        after.victory.objectives.append(o)
        self.push_replace(after, self.tr("Add objective"))
        self.list.setCurrentRow(len(after.victory.objectives) - 1)

    def remove_objective(self) -> None:
        row = self.list.currentRow()
        if self.current() is None:
            return
        after = self.doc.snapshot()
        assert after.victory is not None
        del after.victory.objectives[row]
        self.push_replace(after, self.tr("Remove objective"))

    def _side_chosen(self, _: int) -> None:
        if self.side.currentData():
            self._set({"side": self.side.currentData()}, self.tr("Objective side"))

    def _escort_units_changed(self, _: QListWidgetItem) -> None:
        if self._refreshing:
            return
        ids = [self.escort_units.item(i).data(Qt.ItemDataRole.UserRole)
               for i in range(self.escort_units.count())
               if self.escort_units.item(i).checkState() == Qt.CheckState.Checked]
        if not ids:
            self.refuse(self.tr("An escort needs at least one unit"))
            self.refresh()
            return
        self._set({"units": ids}, self.tr("Escorted units"))

    def pick_area(self) -> None:
        """Paint the escort area on the map: a click or drag makes the area those cells,
        Shift adds to it, Ctrl erases; each stroke is one undo step. The map draws the
        area of the chosen objective as it changes."""
        o = self.current()
        if o is None or self.request_paint is None:
            return
        starts: dict[int, list[Cell]] = {}  # the area before each stroke

        def on_stroke(cells: set[Cell], mode: str, stroke: int) -> None:
            if not self._alive(o):
                return
            start = starts.setdefault(stroke, self.doc.scenario.objective_cells(o))
            inside = {c for c in cells if self.doc.grid.in_bounds(c)}
            area = stroke_cells(start, inside, mode)
            self.push_set(o, {"area": area, "area_id": None}, self.tr("Escort area"),
                          f"objective.area.{stroke}")

        self.request_paint(self.tr("Escort area of {side}").format(side=o.side), on_stroke)

    def pick_target(self) -> None:
        o = self.current()
        if o is None:
            return
        self._pick_session += 1
        key = f"objective.unit.{self._pick_session}"

        def choose(cell: Cell) -> None:
            if not self._alive(o):
                return
            units = self.doc.units_at(cell)
            enemy = next((u for u in units if u.side != o.side), None)
            if enemy is None:
                self.refuse(
                    self.tr("No enemy unit of side '{side}' at {cell}").format(
                        side=o.side, cell=list(cell)) if not units
                    else self.tr("'{unit}' is side {side}'s own unit; pick an enemy").format(
                        unit=units[0].id, side=o.side))
                return
            self.push_set(o, {"unit": enemy.id}, self.tr("Unit to kill"), key)
            self.doc.status_message.emit(self.tr("Target: {unit} ({type}); Enter when done").format(
                unit=enemy.id, type=enemy.type))

        self.request_pick(self.tr("Click the enemy unit to kill"), choose)
