"""The Events dock (DESIGN.md, "Mission events"): events, the event-card deck, named areas
and deployment zones, edited as forms and on the map, never as YAML.

Every edit copies the key it changes, changes the copy and pushes one undo command of
that key's kind (editor/document/commands.py); the dock then refreshes from the model, so undo,
redo and live validation see one source of truth. Triggers nest (`all` / `any`): the
trigger tree shows them, and the chosen node's fields are a `RecordForm`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.docks.actions_panel import ActionsPanel, free_id
from editor.docks.ai_plans_tab import AIPlansTab
from editor.docks.cell_requests import CellRequests
from editor.docks.deployment_tab import DeploymentTab
from editor.docks.event_kinds import (
    EDITOR_TRIGGERS,
    trigger_labels,
)
from editor.docks.mission_form import RecordForm
from editor.docks.property_edits import ID_PATTERN
from editor.docks.trigger_words import nests, sentence, summary, trigger_kind
from editor.docks.variables_tab import VariablesTab
from editor.docks.widget_sync import GuardedRefresh, set_text
from editor.document import mission_edits as edits_mission
from editor.document.commands import (
    EditAreasCommand,
    EditEventCardsCommand,
    EditEventsCommand,
    ReplaceScenarioCommand,
)
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import AREA_NAME, CARD_TEXT, ID, max_length
from editor.document.texts import edited_text, fallback_text, shown_text
from editor.document.uses import drop_uses, uses
from editor.map.view import MapView
from editor.widgets.removal_question import WITH_USES, ask_removal
from engine.scenario import mission as m
from engine.scenario.model import Area, Cell

# lupdate reads translate("EventsDock", ...) calls
translate = QCoreApplication.translate


class EventsDock(QWidget, GuardedRefresh):
    """The content of the main window's Events dock (a LazyDock,
    editor/window/lazy_dock.py); `window` asks its questions (tests answer them there)."""

    def __init__(self, doc: ScenarioDocument, tools: CellRequests, view: MapView,
                 window: QWidget | None = None) -> None:
        super().__init__()
        self.asker = window
        self.doc, self.tools, self.view = doc, tools, view
        self.trigger_form: RecordForm | None = None
        self._strokes: dict[int, list[Cell]] = {}
        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_events(), self.tr("Events"))
        self.tabs.addTab(self._build_cards(), self.tr("Cards"))
        self.tabs.addTab(self._build_areas(), self.tr("Areas"))
        self.deployment = DeploymentTab(doc, tools)
        self.tabs.addTab(self.deployment, self.tr("Deployment"))
        self.ai_tab = AIPlansTab(doc, tools.pick_cells,
                                 lambda text: doc.status_message.emit(text))
        self.tabs.addTab(self.ai_tab, self.tr("AI"))
        self.variables_tab = VariablesTab(doc)
        self.tabs.addTab(self.variables_tab, self.tr("Variables"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        self.tabs.currentChanged.connect(lambda _: self.refresh())
        for signal in (doc.settings_changed, doc.map_reset, doc.contents_changed,
                       doc.text_language_changed):
            signal.connect(self.refresh)
        self.refresh()

    # -- events ------------------------------------------------------------------------
    def _build_events(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.events = QListWidget()
        self.events.setMaximumHeight(110)
        self.events.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.events)
        row = QHBoxLayout()
        self.add_trigger_kind = QComboBox()
        for kind, label in trigger_labels().items():
            self.add_trigger_kind.addItem(label, kind)
        self.add_event_button = QPushButton(self.tr("Add event"))
        self.add_event_button.clicked.connect(
            lambda: self.add_event(self.add_trigger_kind.currentData()))
        self.remove_event_button = QPushButton(self.tr("Remove"))
        self.remove_event_button.clicked.connect(self.remove_event)
        for w in (self.add_trigger_kind, self.add_event_button, self.remove_event_button):
            row.addWidget(w)
        layout.addLayout(row)
        form = QFormLayout()
        self.event_id = QLineEdit()
        self.event_id.setMaxLength(max_length(ID))
        self.event_id.textEdited.connect(lambda t: self._event_set("id", t.strip(), "id"))
        self.repeats = QCheckBox(self.tr("Fires again"))
        self.repeats.setToolTip(self.tr("Fires each time its trigger turns true again "
                                        "(once: false)"))
        self.repeats.toggled.connect(lambda on: self._event_set("once", False if on else None))
        form.addRow(self.tr("Id"), self.event_id)
        form.addRow("", self.repeats)
        layout.addLayout(form)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabel(self.tr("When"))
        self.tree.setMaximumHeight(110)
        self.tree.currentItemChanged.connect(lambda *_: self.refresh())
        layout.addWidget(self.tree)
        row = QHBoxLayout()
        self.node_kind = QComboBox()
        for kind, label in trigger_labels().items():
            self.node_kind.addItem(label, kind)
        self.node_kind.activated.connect(lambda _: self.change_node_kind())
        self.add_condition = QPushButton(self.tr("Add"))
        self.add_condition.setToolTip(self.tr("Add a condition of the chosen kind"))
        self.add_condition.clicked.connect(self.add_sub_trigger)
        self.remove_condition = QPushButton(self.tr("Remove"))
        self.remove_condition.setToolTip(self.tr("Remove the chosen condition"))
        self.remove_condition.clicked.connect(self.remove_sub_trigger)
        for w in (self.node_kind, self.add_condition, self.remove_condition):
            row.addWidget(w)
        layout.addLayout(row)
        self.trigger_box = QVBoxLayout()
        layout.addLayout(self.trigger_box)
        self.event_actions = ActionsPanel(self, "events", self.events.currentRow)
        layout.addWidget(self.event_actions)
        layout.addStretch(1)
        return page

    def current_event(self) -> m.MissionEvent | None:
        row = self.events.currentRow()
        evs = self.doc.scenario.events
        return evs[row] if 0 <= row < len(evs) else None

    def edit_events(self, change: Callable[[list[m.MissionEvent]], object], text: str,
                    merge: str | None = None) -> None:
        events = copy.deepcopy(self.doc.scenario.events)
        change(events)
        self.doc.undo_stack.push(EditEventsCommand(self.doc, events, text, merge))

    def add_event(self, kind: str) -> None:
        eid = free_id("event", [e.id for e in self.doc.scenario.events])
        trigger = EDITOR_TRIGGERS[kind].new(self.doc)
        self.edit_events(lambda evs: evs.append(m.MissionEvent(id=eid, when=trigger)),
                         self.tr("Add event {event}").format(event=eid))
        self.events.setCurrentRow(len(self.doc.scenario.events) - 1)

    def remove_event(self) -> None:
        row, e = self.events.currentRow(), self.current_event()
        if e is not None:
            self.edit_events(lambda evs: evs.pop(row),
                             self.tr("Remove event {event}").format(event=e.id))

    def _event_set(self, name: str, value: Any, merge: str | None = None) -> None:
        row, e = self.events.currentRow(), self.current_event()
        if e is None or getattr(e, name) == value or self._refreshing:
            return
        if name == "id" and not value:
            self.doc.status_message.emit(self.tr("An event needs an id"))
            return
        self.edit_events(lambda evs: setattr(evs[row], name, value),
                         self.tr("Event {field}").format(field=name),
                         f"event.{row}.{merge}" if merge else None)

    # trigger tree: a node is a path of indices into nested all/any triggers
    def node_path(self) -> tuple[int, ...]:
        item = self.tree.currentItem()
        return tuple(item.data(0, 256)) if item is not None else ()

    @staticmethod
    def node_at(root: m.Trigger, path: tuple[int, ...]) -> m.Trigger:
        node = root
        for i in path:
            assert nests(node)
            node = node.triggers[i]
        return node

    def _replace_node(self, root: m.Trigger, path: tuple[int, ...],
                      new: m.Trigger) -> m.Trigger:
        if not path:
            return new
        parent = self.node_at(root, path[:-1])
        assert nests(parent)
        parent.triggers[path[-1]] = new
        return root

    def change_node_kind(self) -> None:
        e, row, path = self.current_event(), self.events.currentRow(), self.node_path()
        kind = self.node_kind.currentData()
        if e is None or trigger_kind(self.node_at(e.when, path)) == kind:
            return
        new = EDITOR_TRIGGERS[kind].new(self.doc)

        def change(evs: list[m.MissionEvent]) -> None:
            evs[row].when = self._replace_node(evs[row].when, path, new)

        self.edit_events(change, self.tr("Trigger: {trigger}").format(
            trigger=trigger_labels()[kind].lower()))

    def add_sub_trigger(self) -> None:
        e, row, path = self.current_event(), self.events.currentRow(), self.node_path()
        if e is None:
            return
        node = self.node_at(e.when, path)
        if not nests(node):
            self.doc.status_message.emit(
                self.tr("Choose an 'All of' or 'Any of' condition to add to"))
            return
        if isinstance(node, m.NotTrigger) and node.triggers:
            self.doc.status_message.emit(
                self.tr("'Not' negates one condition: change its kind instead"))
            return

        def change(evs: list[m.MissionEvent]) -> None:
            parent = self.node_at(evs[row].when, path)
            assert nests(parent)
            parent.triggers.append(m.RoundTrigger(round=1))

        self.edit_events(change, self.tr("Add condition"))

    def remove_sub_trigger(self) -> None:
        e, row, path = self.current_event(), self.events.currentRow(), self.node_path()
        if e is None or not path:
            self.doc.status_message.emit(self.tr("The event's own trigger cannot be removed; "
                                                 "change its kind instead"))
            return
        if isinstance(self.node_at(e.when, path[:-1]), m.NotTrigger):
            self.doc.status_message.emit(
                self.tr("'Not' negates one condition: change its kind instead"))
            return

        def change(evs: list[m.MissionEvent]) -> None:
            parent = self.node_at(evs[row].when, path[:-1])
            assert nests(parent)
            parent.triggers.pop(path[-1])

        self.edit_events(change, self.tr("Remove condition"))

    def _trigger_edited(self, name: str, value: Any, merge: str | None) -> None:
        row, path = self.events.currentRow(), self.node_path()

        def change(evs: list[m.MissionEvent]) -> None:
            node = self.node_at(evs[row].when, path)
            setattr(node, name, value)
            if value is not None:  # a side or a unit, not both (the same undo step)
                for other in EDITOR_TRIGGERS[trigger_kind(node)].cleared_by(name):
                    setattr(node, other, None)

        self.edit_events(change, self.tr("Trigger {field}").format(field=name),
                         f"trigger.{name}.{merge}" if merge else None)

    def _fill_tree(self, e: m.MissionEvent | None) -> None:
        path = self.node_path()
        self.tree.blockSignals(True)
        self.tree.clear()
        chosen: QTreeWidgetItem | None = None

        def add(t: m.Trigger, parent: QTreeWidgetItem | None, p: tuple[int, ...]) -> None:
            nonlocal chosen
            item = QTreeWidgetItem([summary(t, self.doc.scenario)])
            item.setData(0, 256, list(p))
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            if p == path or chosen is None:
                chosen = item if p == path or chosen is None else chosen
            if nests(t):
                for i, sub in enumerate(t.triggers):
                    add(sub, item, (*p, i))

        if e is not None:
            add(e.when, None, ())
            self.tree.expandAll()
            if chosen is not None:
                self.tree.setCurrentItem(chosen)
        self.tree.blockSignals(False)

    # -- cards -------------------------------------------------------------------------
    def _build_cards(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.cards = QListWidget()
        self.cards.setMaximumHeight(110)
        self.cards.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.cards)
        row = QHBoxLayout()
        self.add_card_button = QPushButton(self.tr("Add card"))
        self.add_card_button.clicked.connect(self.add_card)
        self.remove_card_button = QPushButton(self.tr("Remove card"))
        self.remove_card_button.clicked.connect(self.remove_card)
        row.addWidget(self.add_card_button)
        row.addWidget(self.remove_card_button)
        layout.addLayout(row)
        form = QFormLayout()
        self.card_id = QLineEdit()
        self.card_id.setMaxLength(max_length(ID))
        self.card_id.textEdited.connect(lambda t: self._card_set("id", t.strip(), "id"))
        self.card_text = QLineEdit()
        self.card_text.setMaxLength(max_length(CARD_TEXT))
        self.card_text.textEdited.connect(self._card_text_edited)
        form.addRow(self.tr("Id"), self.card_id)
        form.addRow(self.tr("Text"), self.card_text)
        layout.addLayout(form)
        self.card_actions = ActionsPanel(self, "event_cards", self.cards.currentRow)
        layout.addWidget(self.card_actions)
        layout.addStretch(1)
        return page

    def _edit_cards(self, change: Callable[[list[m.EventCard]], object], text: str,
                    merge: str | None = None) -> None:
        cards = copy.deepcopy(self.doc.scenario.event_cards)
        change(cards)
        self.doc.undo_stack.push(EditEventCardsCommand(self.doc, cards, text, merge))

    def add_card(self) -> None:
        cid = free_id("card", [c.id for c in self.doc.scenario.event_cards])
        self._edit_cards(lambda cs: cs.append(m.EventCard(id=cid)), self.tr("Add card {card}").format(card=cid))
        self.cards.setCurrentRow(len(self.doc.scenario.event_cards) - 1)

    def remove_card(self) -> None:
        row = self.cards.currentRow()
        if 0 <= row < len(self.doc.scenario.event_cards):
            self._edit_cards(lambda cs: cs.pop(row), self.tr("Remove card"))

    def _card_text_edited(self, text: str) -> None:
        """The card's text in the language being edited (editor/document/texts.py)."""
        row = self.cards.currentRow()
        cards = self.doc.scenario.event_cards
        if not 0 <= row < len(cards):
            return
        value = edited_text(self.doc, cards[row].text or "", text)
        self._card_set("text", value or None, f"text.{self.doc.text_language}")

    def _card_set(self, name: str, value: Any, merge: str) -> None:
        row = self.cards.currentRow()
        cards = self.doc.scenario.event_cards
        if self._refreshing or not 0 <= row < len(cards) or getattr(cards[row], name) == value:
            return
        self._edit_cards(lambda cs: setattr(cs[row], name, value),
                         self.tr("Card {field}").format(field=name),
                         f"card.{row}.{merge}")

    # -- areas -------------------------------------------------------------------------
    def _build_areas(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.areas = QListWidget()
        self.areas.currentRowChanged.connect(lambda _: self.refresh())
        layout.addWidget(self.areas)
        row = QHBoxLayout()
        self.add_area_button = QPushButton(self.tr("Add area"))
        self.add_area_button.clicked.connect(self.add_area)
        self.remove_area_button = QPushButton(self.tr("Remove area"))
        self.remove_area_button.clicked.connect(self.remove_area)
        self.pick_area_button = QPushButton(self.tr("Pick cells"))
        self.pick_area_button.setToolTip(self.tr("Click or drag on the map: picking replaces "
                                                 "the cells, Shift adds, Ctrl erases; Enter when "
                                                 "done"))
        self.pick_area_button.clicked.connect(self.pick_area_cells)
        for w in (self.add_area_button, self.remove_area_button, self.pick_area_button):
            row.addWidget(w)
        layout.addLayout(row)
        form = QFormLayout()
        self.area_id = QLineEdit()
        self.area_id.setMaxLength(max_length(ID))
        self.area_id.editingFinished.connect(self._rename_area)
        self.area_name = QLineEdit()
        self.area_name.setMaxLength(max_length(AREA_NAME))
        self.area_name.textEdited.connect(lambda t: self._area_set("name", t or None))
        form.addRow(self.tr("Id"), self.area_id)
        form.addRow(self.tr("Name"), self.area_name)
        layout.addLayout(form)
        return page

    def area(self) -> Area | None:
        row = self.areas.currentRow()
        return self.doc.scenario.areas[row] if 0 <= row < len(self.doc.scenario.areas) else None

    def add_area(self) -> None:
        aid = free_id("area", [a.id for a in self.doc.scenario.areas])
        areas = [*copy.deepcopy(self.doc.scenario.areas), Area(id=aid, cells=[])]
        self.doc.undo_stack.push(EditAreasCommand(self.doc, areas,
                                                  self.tr("Add area {area}").format(area=aid)))
        self.areas.setCurrentRow(len(areas) - 1)

    def remove_area(self) -> None:
        """Remove the chosen area; when events, zones or objectives use it, ask first and
        offer to remove those uses in the same undo step."""
        row, a = self.areas.currentRow(), self.area()
        if a is None:
            return
        text = self.tr("Remove area {area}").format(area=a.id)
        used = uses(self.doc.scenario, area=a.id)
        choice = ask_removal(self.ask, self.tr("area '{area}'").format(area=a.id), used)
        if choice is None:
            return
        if choice == WITH_USES:
            after = self.doc.snapshot()
            del after.areas[row]
            drop_uses(after, area=a.id)
            self.doc.undo_stack.push(ReplaceScenarioCommand(self.doc, after, text))
            return
        areas = copy.deepcopy(self.doc.scenario.areas)
        del areas[row]
        self.doc.undo_stack.push(EditAreasCommand(self.doc, areas, text))

    def ask(self, title: str, text: str, buttons: Any) -> Any:
        """The window's question (tests answer it there)."""
        return self.asker.ask(title, text, buttons)  # type: ignore[union-attr]

    def _area_set(self, name: str, value: Any) -> None:
        row, a = self.areas.currentRow(), self.area()
        if self._refreshing or a is None or getattr(a, name) == value:
            return
        if name == "id" and not value:
            self.doc.status_message.emit(self.tr("An area needs an id"))
            return
        areas = copy.deepcopy(self.doc.scenario.areas)
        setattr(areas[row], name, value)
        text = self.tr("Rename area") if name == "name" else self.tr("Area id")
        self.doc.undo_stack.push(EditAreasCommand(self.doc, areas, text, f"area.{row}.{name}"))

    def _rename_area(self) -> None:
        """A new id for the chosen area, carried to every event, deployment entry and
        objective that names it: one undo step."""
        a, new = self.area(), self.area_id.text().strip()
        if self._refreshing or a is None or new == a.id:
            return
        if not new or self.doc.scenario.area(new) is not None or not ID_PATTERN.match(new):
            self.doc.status_message.emit(
                self.tr("An area needs an id of its own; the id is empty") if not new
                else self.tr("'{id}' is not a valid id: letters, digits, _ and -, starting "
                             "with a letter").format(id=new) if not ID_PATTERN.match(new)
                else self.tr("An area needs an id of its own; '{id}' is taken").format(id=new))
            set_text(self.area_id, a.id)
            return
        after = copy.deepcopy(self.doc.scenario)
        after.rename_area(a.id, new)
        self.doc.undo_stack.push(ReplaceScenarioCommand(self.doc, after,
                                                        self.tr("Rename area {old} to {new}").format(
                                                            old=a.id, new=new)))

    def pick_area_cells(self) -> None:
        a = self.area()
        if a is None:
            return
        area_id = a.id

        def on_stroke(cells: set[Cell], mode: str, stroke: int) -> None:
            found = self.doc.scenario.area(area_id)
            if found is None:
                return
            start = self._strokes.setdefault(stroke, list(found.cells))
            edits_mission.set_area_cells(
                self.doc, area_id, edits_mission.stroke_cells(start, cells, mode), stroke)

        self.tools.paint_cells(self.tr("Cells of area {area}").format(area=area_id), on_stroke)

    # -- deployment --------------------------------------------------------------------
    # -- refresh -----------------------------------------------------------------------
    def _refresh(self) -> None:
        s = self.doc.scenario
        _fill_list(self.events, [f"{e.id}: {sentence(e.when, s)}" for e in s.events])
        e = self.current_event()
        for w in (self.event_id, self.repeats, self.tree, self.remove_event_button,
                  self.node_kind, self.add_condition, self.remove_condition):
            w.setEnabled(e is not None)
        set_text(self.event_id, e.id if e else "")
        self.repeats.setChecked(bool(e and e.repeats))
        self._fill_tree(e)
        node = self.node_at(e.when, self.node_path()) if e is not None else None
        if node is not None:
            self.node_kind.setCurrentIndex(self.node_kind.findData(trigger_kind(node)))
        if self.trigger_form is not None and (node is None or type(node) is not self.trigger_form.kind):
            self.trigger_form.deleteLater()
            self.trigger_form = None
        if node is not None and self.trigger_form is None:
            self.trigger_form = RecordForm(self.doc, node, self.tools.pick_cells)
            self.trigger_form.edited.connect(self._trigger_edited)
            self.trigger_box.addWidget(self.trigger_form)
        elif self.trigger_form is not None and node is not None:
            self.trigger_form.load(node)
        self.event_actions.refresh()

        _fill_list(self.cards, [f"{c.id}: {c.text or ''}" for c in s.event_cards])
        row = self.cards.currentRow()
        card = s.event_cards[row] if 0 <= row < len(s.event_cards) else None
        set_text(self.card_id, card.id if card else "")
        set_text(self.card_text, shown_text(self.doc, card.text) if card else "")
        self.card_text.setPlaceholderText(fallback_text(self.doc, card.text) if card else "")
        self.card_actions.refresh()

        _fill_list(self.areas, [self.tr("{area} ({count} cells)").format(area=a.name or a.id,
                                                                          count=len(a.cells))
                                for a in s.areas])
        a = self.area()
        set_text(self.area_id, a.id if a else "")
        set_text(self.area_name, (a.name or "") if a else "")
        for w in (self.area_id, self.area_name, self.pick_area_button, self.remove_area_button):
            w.setEnabled(a is not None)
        selected = a.id if a is not None and self.tabs.currentIndex() == 2 else None
        if self.view.mission_state.selected_area != selected:
            self.view.mission_state.selected_area = selected
            self.view.update_mission()

        self.deployment.refresh()
        self.ai_tab.refresh()
        self.variables_tab.refresh()


def _fill_list(widget: QListWidget, texts: list[str]) -> None:
    """Refill only when the texts changed, keeping the current row where it can."""
    if [widget.item(i).text() for i in range(widget.count())] == texts:
        return
    row = widget.currentRow()
    widget.blockSignals(True)
    widget.clear()
    widget.addItems(texts)
    widget.setCurrentRow(min(row, len(texts) - 1) if row >= 0 else (0 if texts else -1))
    widget.blockSignals(False)
