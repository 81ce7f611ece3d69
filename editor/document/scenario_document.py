"""The open scenario: model, file, undo stack, selection, and the signals views listen to.

Only undo commands call the mutators below (STYLE.md, Tiled): tools and docks build a
command and push it, so every edit can be undone.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.i18n.translator import current_language
from engine.catalog import Catalog
from engine.cell_region import CellRegion
from engine.grid import Grid, make_grid
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Cell, Feature, Scenario, Unit
from engine.scenario.packs import RulePacks, catalog_of
from engine.scenario.problems import Problem

if TYPE_CHECKING:
    import numpy as np

Thing = Unit | Feature


class ScenarioDocument(QObject):
    terrain_changed = Signal(object)  # a set of cells, or a CellRegion (region edits)
    contents_changed = Signal()  # units or features added, removed, moved or edited
    settings_changed = Signal()  # name, sides, calendar, rounds, victory...
    map_reset = Signal()  # size, grid or the whole scenario replaced
    selection_changed = Signal()
    problems_changed = Signal(object)  # list[Problem]
    path_changed = Signal()
    status_message = Signal(str)  # refusals the status bar should show
    # the scenario's catalog changed: another scenario, or its rule packs edited
    catalog_changed = Signal()
    text_language_changed = Signal()  # the toolbar's language of the mission's texts

    def __init__(self, scenario: Scenario, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.selection: list[Thing] = []
        self.problems: list[Problem] = []
        self.revision = 0
        # the language the text fields edit (editor/document/texts.py); the toolbar sets it
        self.text_language = current_language()
        self._grid = self._make_grid()
        self._catalog: tuple[Any, Catalog] | None = None
        for signal in (self.terrain_changed, self.contents_changed, self.settings_changed,
                       self.map_reset):
            signal.connect(self._bump)

    def _bump(self, *_: Any) -> None:
        self.revision += 1

    def _make_grid(self) -> Grid:
        m = self.scenario.map
        return make_grid(m.grid or scenario_defaults().grid, m.width, m.height)

    @property
    def grid(self) -> Grid:
        return self._grid

    @property
    def catalog(self) -> Catalog:
        """The scenario's catalog: the global one with its rule packs (DESIGN.md, "Rule
        packs"); worked out again only when the packs are replaced (an edit replaces the
        scenario's `rules` record, never changes it)."""
        rules = self.scenario.rules
        if self._catalog is None or self._catalog[0] is not rules:
            self._catalog = (rules, catalog_of(self.scenario))
        return self._catalog[1]

    @property
    def display_name(self) -> str:
        return self.path.name if self.path else "untitled.yaml"

    @property
    def source_name(self) -> str:
        """The name a validation pass reads the mission under: its whole path, so its pack
        files are read from its folder wherever the editor was started; an unsaved mission
        has no folder (engine.scenario.packs.files.mission_folder)."""
        return str(self.path) if self.path else "<untitled>"

    # -- queries ----------------------------------------------------------------------
    def terrain_at(self, cell: Cell) -> str:
        return self.scenario.map.rows[cell[1]][cell[0]]

    def units_at(self, cell: Cell) -> list[Unit]:
        return [u for u in self.scenario.units if u.at == cell]

    def features_at(self, cell: Cell) -> list[Feature]:
        return [f for f in self.scenario.features if f.at == cell]

    def things_at(self, cell: Cell) -> list[Thing]:
        return [*self.units_at(cell), *self.features_at(cell)]

    def snapshot(self) -> Scenario:
        return copy.deepcopy(self.scenario)

    # -- mutators: called by undo commands only ----------------------------------------
    def set_cells(self, changes: dict[Cell, str]) -> None:
        rows = self.scenario.map.rows
        by_row: dict[int, list[tuple[int, str]]] = {}
        for (c, r), ch in changes.items():
            by_row.setdefault(r, []).append((c, ch))
        for r, items in by_row.items():
            chars = list(rows[r])
            for c, ch in items:
                chars[c] = ch
            rows[r] = "".join(chars)
        self.terrain_changed.emit(set(changes))

    def set_region(self, flat: np.ndarray, codes: np.ndarray) -> None:
        """Region edits (a fill): cells by flat index (row * width + col) get the terrain of
        the code points `codes`; only the rows touched are rebuilt, in arrays, and the
        listeners get one CellRegion."""
        from engine.grid_arrays import write_cells

        write_cells(self.scenario.map.rows, self.scenario.map.width, flat, codes)
        self.terrain_changed.emit(CellRegion(flat, self.scenario.map.width))

    def insert_unit(self, index: int, unit: Unit) -> None:
        self.scenario.units.insert(index, unit)
        self.contents_changed.emit()

    def remove_unit(self, unit: Unit) -> int:
        index = next(i for i, u in enumerate(self.scenario.units) if u is unit)
        del self.scenario.units[index]
        self._deselect([unit])
        self.contents_changed.emit()
        return index

    def insert_feature(self, index: int, feature: Feature) -> None:
        self.scenario.features.insert(index, feature)
        self.contents_changed.emit()

    def remove_feature(self, feature: Feature) -> int:
        index = next(i for i, f in enumerate(self.scenario.features) if f is feature)
        del self.scenario.features[index]
        self._deselect([feature])
        self.contents_changed.emit()
        return index

    def set_attributes(self, target: Any, values: dict[str, Any]) -> None:
        for key, value in values.items():
            setattr(target, key, value)
        if isinstance(target, (Unit, Feature)):
            self.contents_changed.emit()
        else:
            self.settings_changed.emit()

    def set_rules(self, rules: RulePacks | None) -> None:
        """The mission's rule packs (a new record: the catalog is built anew)."""
        self.scenario.rules = rules
        self.settings_changed.emit()
        self.catalog_changed.emit()

    def reset(self, scenario: Scenario, path: Path | None) -> None:
        """Another file or a new map: a fresh history, nothing to save yet."""
        self.undo_stack.clear()
        self.problems = []
        self.replace_scenario(scenario)
        self.set_path(path)
        self.undo_stack.setClean()

    def replace_scenario(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self._grid = self._make_grid()
        self.selection = []
        self.map_reset.emit()
        self.selection_changed.emit()
        self.catalog_changed.emit()

    # -- selection (not an edit: no undo) ----------------------------------------------
    def select(self, things: list[Thing], add: bool = False) -> None:
        chosen = list(self.selection) if add else []
        for t in things:
            if not any(t is s for s in chosen):
                chosen.append(t)
        self.selection = chosen
        self.selection_changed.emit()

    def _deselect(self, things: list[Thing]) -> None:
        kept = [s for s in self.selection if not any(s is t for t in things)]
        if len(kept) != len(self.selection):
            self.selection = kept
            self.selection_changed.emit()

    def set_problems(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.problems_changed.emit(problems)

    def set_path(self, path: Path | None) -> None:
        self.path = path
        self.path_changed.emit()
