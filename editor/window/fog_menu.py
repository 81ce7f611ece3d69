"""View > Fog of war as seen by: one entry per side (and nobody); the map darkens what the
chosen side cannot see at the scenario's start hour and season."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from editor.document.scenario_document import ScenarioDocument
from editor.map.view import MapView
from editor.widgets.icons import icon


class FogMenu(QObject):
    def __init__(self, menu: QMenu, doc: ScenarioDocument, view: MapView) -> None:
        super().__init__(menu)
        self.doc = doc
        self.view = view
        self.fog_side = ""
        self.menu = menu.addMenu(self.tr("Fog of &war as seen by"))
        self.menu.setIcon(icon("fog"))
        self.group = QActionGroup(self)
        doc.settings_changed.connect(self.rebuild)
        doc.map_reset.connect(self.rebuild)
        for signal in (doc.contents_changed, doc.settings_changed, doc.map_reset):
            signal.connect(self.update_fog)

    def rebuild(self, *_: object) -> None:
        """One entry per side, plus no fog; the chosen side survives renames of others."""
        current = self.fog_side
        self.menu.clear()
        for action in self.group.actions():
            self.group.removeAction(action)
        entries = [("", self.tr("Nobody (no fog)"))] + [(s.id, s.name or s.id)
                                                         for s in self.doc.scenario.sides]
        if current not in [e[0] for e in entries]:
            current = ""
        for side_id, label in entries:
            action = QAction(label, self.group)
            action.setCheckable(True)
            action.setChecked(side_id == current)
            action.triggered.connect(lambda _=False, sid=side_id: self.set_fog_side(sid))
            self.menu.addAction(action)
        if current != self.fog_side:
            self.set_fog_side(current)

    def set_fog_side(self, side_id: str) -> None:
        """Darken what `side_id` cannot see at the scenario's start hour and season."""
        self.fog_side = side_id
        for action in self.group.actions():
            action.setChecked(action.text() == self._side_label(side_id))
        self.update_fog()

    def _side_label(self, side_id: str) -> str:
        side = self.doc.scenario.side(side_id) if side_id else None
        return (side.name or side.id) if side else self.tr("Nobody (no fog)")

    def update_fog(self, *_: object) -> None:
        self.view.options.fog = None
        if self.fog_side:  # the rules' sight is imported once a side's fog is shown
            from engine.rules.sight_range import scenario_visible_cells

            self.view.options.fog = scenario_visible_cells(self.doc.scenario, self.fog_side)
        self.view.options.fog_side = self.fog_side or None
        self.view.refresh()
