"""The Rules window (Tools > Rules of this mission…): the mission's rule pack as forms,
its unit types, terrain, building types and numbers each a tab, checked live, every edit
one undo step on the document's stack (DESIGN.md, "Rule packs")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QListWidget,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.document.rules_edits import inline_pack
from editor.document.scenario_document import ScenarioDocument
from editor.rules.building_tab import BuildingTypesTab
from editor.rules.forms import NumbersTab, TerrainTab, UnitTypesTab
from editor.widgets.field_guard import guard_fields
from editor.widgets.window_fit import fit_to_screen, scrolled
from engine.scenario.io import write_text_atomic
from engine.scenario.packs import build_catalog, pack_file_text
from engine.scenario.packs.build import pack_sources


class RulesWindow(QDialog):
    """Kept open beside the map: its edits show in the palette and on the map at once."""

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setWindowTitle(self.tr("Rules of this mission"))
        self.doc = doc
        layout = QVBoxLayout(self)
        self.where = QLabel()
        self.where.setWordWrap(True)
        layout.addWidget(self.where)
        self.tabs = QTabWidget()
        self.units = UnitTypesTab(doc)
        self.terrain = TerrainTab(doc)
        self.buildings = BuildingTypesTab(doc)
        self.numbers = NumbersTab(doc)
        self.pages: dict[QWidget, QWidget] = {}  # each page and the scroll area holding it
        for page, title in ((self.units, self.tr("Unit types")),
                            (self.terrain, self.tr("Terrain")),
                            (self.buildings, self.tr("Buildings")),
                            (self.numbers, self.tr("Numbers"))):
            self.pages[page] = scrolled(page)  # a laptop's screen holds the window
            self.tabs.addTab(self.pages[page], title)
        layout.addWidget(self.tabs)
        layout.addWidget(QLabel(self.tr("Problems of the rules")))
        self.problems = QListWidget()
        self.problems.setMaximumHeight(120)
        layout.addWidget(self.problems)
        self.save_button = QPushButton(self.tr("Save the rules as a pack file…"))
        self.save_button.setToolTip(self.tr("Write this mission's rules to a pack file that "
                                            "other missions can name under rules:"))
        self.save_button.clicked.connect(lambda _checked=False: self.save_pack())  # not `checked` as a path
        layout.addWidget(self.save_button)
        doc.catalog_changed.connect(self.refresh)
        doc.map_reset.connect(self.refresh)
        fit_to_screen(self, None, "rules/geometry", (560, 680))
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        self.refresh()

    def show_page(self, page: QWidget) -> None:
        """Bring one of the tabs' pages (`units`, `terrain`, `buildings`, `numbers`) up."""
        self.tabs.setCurrentWidget(self.pages[page])

    def refresh(self) -> None:
        rules = self.doc.scenario.rules
        if rules is not None and rules.files is not None:
            self.where.setText(self.tr("This mission's rules are in the files {files}; edit "
                                       "them there.").format(files=", ".join(rules.files)))
        elif rules is None:
            self.where.setText(self.tr("This mission uses the game's types only. Add a unit "
                                       "type or a terrain to give it types of its own."))
        else:
            self.where.setText(self.tr("This mission's own types and numbers, saved in its "
                                       "file under rules:"))
        for tab in (self.units, self.terrain, self.buildings, self.numbers):
            tab.refresh()
        self.problems.clear()
        if rules is not None:
            for problem in build_catalog(pack_sources(rules)).problems:
                self.problems.addItem(problem.message)
        self.save_button.setEnabled(bool(inline_pack(self.doc)))

    def problem_messages(self) -> list[str]:
        return [self.problems.item(i).text() for i in range(self.problems.count())]

    def save_pack(self, path: Path | None = None) -> bool:
        """Write the inline pack to a pack file (asked for when `path` is None)."""
        data = inline_pack(self.doc)
        if not data:
            return False
        if path is None:
            folder = str(self.doc.path.parent) if self.doc.path else ""
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the rules as a pack file"), folder,
                self.tr("Rule packs (*.yaml)"))
            if not name:
                return False
            path = Path(name)
        try:
            write_text_atomic(path, pack_file_text(data))
        except OSError as error:
            self.doc.status_message.emit(self.tr("Cannot write {file}: {why}").format(
                file=str(path), why=error.strerror or str(error)))
            return False
        self.doc.status_message.emit(self.tr("Rules saved to {file}").format(file=str(path)))
        return True
