"""The Events dock, areas, labels and deployment zones, driven through the real window
(DESIGN.md, "Mission events"); every edit undoable."""

from __future__ import annotations

from editor_helpers import build_relief_event, click, drag, use
from PySide6.QtCore import Qt

from editor.map.mission_overlay import reinforcement_ghosts
from engine.scenario import mission as m
from engine.scenario.io import load_scenario


def test_mission_events_dock_builds_a_reinforcement_saved_and_reloaded(qtbot, window):
    win = window
    units_before = len(win.doc.scenario.units)
    build_relief_event(qtbot, win)
    e = win.doc.scenario.events[0]
    assert isinstance(e.when, m.RoundTrigger) and e.when.round == 2
    reinforce, message = e.do
    assert reinforce.side == "blue" and [u.at for u in reinforce.units] == [(6, 1)]
    assert reinforce.units[0].side == "blue"
    assert message.text == "Relief is here"
    assert len(win.doc.scenario.units) == units_before  # the layer, not the map's units
    assert reinforcement_ghosts(win.doc.scenario)[0][1] == "R2"
    assert win.view.item.options.ghosts
    win.files.save()
    again = load_scenario(win.doc.path)
    assert again.events == win.doc.scenario.events
    assert not [p for p in win.doc.problems if "event" in p.message.lower()]


def test_mission_every_event_edit_undoes(qtbot, window):
    win = window
    build_relief_event(qtbot, win)
    stack = win.doc.undo_stack
    while stack.canUndo() and win.doc.scenario.events:
        stack.undo()
    assert win.doc.scenario.events == []
    texts = [stack.text(i) for i in range(stack.count())]
    assert "Add event event1" in texts and "Place reinforcement b3" in texts


def test_mission_nested_all_trigger_through_the_tree(qtbot, window):
    dock = window.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("all"))
    dock.add_event_button.click()
    dock.add_condition.click()
    when = window.doc.scenario.events[0].when
    assert isinstance(when, m.AllTrigger) and len(when.triggers) == 2
    child = dock.tree.topLevelItem(0).child(1)
    dock.tree.setCurrentItem(child)
    dock.node_kind.setCurrentIndex(dock.node_kind.findData("units_left"))
    dock.node_kind.activated.emit(dock.node_kind.currentIndex())
    assert isinstance(window.doc.scenario.events[0].when.triggers[1], m.UnitsLeftTrigger)


def test_mission_area_picked_by_drag_replaced_by_click_shift_adds_and_drawn(qtbot, window):
    win = window
    dock = win.events
    dock.tabs.setCurrentIndex(2)
    dock.add_area_button.click()
    dock.pick_area_button.click()
    drag(qtbot, win, [(5, 0), (6, 0), (7, 0)])
    assert win.doc.scenario.areas[0].cells == [(5, 0), (6, 0), (7, 0)]
    click(qtbot, win, (1, 3))
    assert win.doc.scenario.areas[0].cells == [(1, 3)]
    click(qtbot, win, (2, 3), Qt.KeyboardModifier.ShiftModifier)
    assert win.doc.scenario.areas[0].cells == [(1, 3), (2, 3)]
    assert win.view.item.options.areas == [([(1, 3), (2, 3)], "area1")]
    win.doc.undo_stack.undo()
    assert win.doc.scenario.areas[0].cells == [(1, 3)]
    win.tools.end_transient()


def test_mission_deployment_zone_painted_and_undone(qtbot, window):
    win = window
    dock = win.events
    dock.deployment.zone_side.setCurrentIndex(dock.deployment.zone_side.findData("red"))
    dock.deployment.paint_zone_button.click()
    drag(qtbot, win, [(0, 1), (1, 1), (1, 2)])
    assert set(win.doc.scenario.deployment_zone("red")) == {(0, 1), (1, 1), (1, 2)}
    assert (1, 1) in win.view.item.options.deployment
    win.doc.undo_stack.undo()
    assert win.doc.scenario.deployment == []


def test_mission_label_tool_places_renames_removes_with_undo(qtbot, window):
    win = window
    use(win, "Place label")
    tool = win.tools.named("Place label")
    answers = iter(["Little Harrow", "Great Harrow", ""])
    tool.ask_text = lambda title, current: next(answers)
    click(qtbot, win, (4, 2))
    assert [(x.at, x.text) for x in win.doc.scenario.labels] == [((4, 2), "Little Harrow")]
    click(qtbot, win, (4, 2))
    assert win.doc.scenario.labels[0].text == "Great Harrow"
    click(qtbot, win, (4, 2))
    assert win.doc.scenario.labels == []
    win.doc.undo_stack.undo()
    assert win.doc.scenario.labels[0].text == "Great Harrow"


def test_mission_dock_event_reloaded_plays_to_its_message(qtbot, window):
    from editor.playtest.window import PlaytestWindow

    win = window
    build_relief_event(qtbot, win)
    win.files.save()
    again = load_scenario(win.doc.path)
    play = PlaytestWindow(again, seed=1, controllers={"red": "human", "blue": "human"},
                          ai_delay_ms=0)
    qtbot.addWidget(play)
    play.end_turn()
    play.end_turn()
    assert play.game.round == 2
    play.handover_button.click()  # hot seat: the banner shows with the board
    assert play.mission.banner.text() == "Relief is here"
    log = play.log_lines(None)  # the all-seeing log
    assert "Event 'event1' happens (round 2)" in log
    assert any(line.startswith("b3 arrives for blue at") for line in log), log
    assert "Message to all sides: Relief is here" in log
    side_log = play.log_lines(play.game.side)  # a side reads the message, not the event
    assert "Message to all sides: Relief is here" in side_log
    assert "Event 'event1' happens (round 2)" not in side_log


def test_mission_playtest_briefing_and_human_deployment_phase(qtbot, base_text):
    from editor.playtest.window import PlaytestWindow
    from engine.scenario.io import scenario_from_text

    scenario, _ = scenario_from_text(base_text)
    scenario.briefing = {"red": "Take the bridge.", "blue": "Hold it."}
    scenario.deployment = [m.Deployment(side="red", area=[(0, 1), (1, 1), (0, 2)])]
    play = PlaytestWindow(scenario, seed=1, controllers={"red": "human", "blue": "human"},
                          ai_delay_ms=0)
    qtbot.addWidget(play)
    assert "Take the bridge." in play.mission.banner.text()
    assert "Hold it." not in play.mission.banner.text()  # hot seat: each reads its own
    assert play.game.phase == "deployment"
    assert set(play.board.options.deployment) == {(0, 1), (1, 1), (0, 2)}
    play.cell_clicked((1, 1))
    assert play.selected == "r1"
    play.cell_clicked((0, 1))
    assert tuple(next(u for u in play.game.units("red") if u["id"] == "r1")["at"]) == (0, 1)
    log = [play.log.item(i).text() for i in range(play.log.count())]
    assert "r1 deploys from [1, 1] to [0, 1]" in log
    play.end_turn()
    assert play.game.phase != "deployment" and play.board.options.deployment == {}


def test_mission_briefing_typed_in_the_scenario_dock_is_one_undo_step(qtbot, window):
    edit = window.scenario_settings.briefing
    edit.side.setCurrentIndex(edit.side.findData("blue"))
    qtbot.keyClicks(edit.text, "Hold")
    assert window.doc.scenario.briefing == {"blue": "Hold"}
    window.doc.undo_stack.undo()
    assert window.doc.scenario.briefing is None


def test_choosing_an_objective_draws_its_area_or_target_on_the_map(qtbot, window):
    from engine.scenario.model import Objective, Victory

    win = window
    scenario = win.doc.scenario
    unit = next(u for u in scenario.units if u.at is not None)
    enemy_side = next(s.id for s in scenario.sides if s.id != unit.side)
    scenario.victory = scenario.victory or Victory()
    scenario.victory.objectives = [
        Objective(kind="escort", side=unit.side, units=[unit.id], area=[(0, 0), (1, 0)],
                  by_round=3),
        Objective(kind="kill_unit", side=enemy_side, unit=unit.id)]
    editor = win.scenario_settings.objectives
    editor.refresh()
    editor.list.setCurrentRow(0)
    areas = win.view.options.areas
    assert ([(0, 0), (1, 0)], f"{unit.side}: escort to here") in areas
    editor.list.setCurrentRow(1)
    assert win.view.options.areas == [([unit.at], f"{enemy_side}: kill {unit.id}")]
    editor.list.setCurrentRow(-1)
    editor.list.clear()
    scenario.victory.objectives = []
    editor.refresh()
    assert win.view.options.areas == []


def test_place_names_show_on_the_minimap_at_a_readable_size(qtbot, window):
    from editor.docks.minimap import LABEL_PIXELS

    win = window
    use(win, "Place label")
    tool = win.tools.named("Place label")
    tool.ask_text = lambda title, current: "Little Harrow"
    click(qtbot, win, (4, 2))
    minimap = win.minimap.content()
    points = minimap.label_points()
    assert [text for _, text in points] == ["Little Harrow"]
    target, scale = minimap._map_rect()
    centre = win.view.painter_model.center((4, 2))
    assert abs(points[0][0].x() - (target.left() + centre.x() * scale)) < 0.01
    assert LABEL_PIXELS >= 10 and not minimap.grab().isNull()
    win.a_labels.setChecked(False)
    win._toggle_mission()
    assert minimap.label_points() == []


def test_renaming_an_area_carries_every_reference_in_one_undo_step(qtbot, window):
    from engine.scenario.model import Objective, Victory

    win = window
    scenario = win.doc.scenario
    scenario.areas = [m.Area(id="ford", cells=[(1, 1), (2, 1)])]
    scenario.events = [m.MissionEvent(id="crossed", when=m.AnyTrigger(triggers=[
        m.EntersTrigger(area="ford", side="red"), m.RoundTrigger(round=3)]),
        do=[m.Message(to="all", text="Across!")])]
    scenario.deployment = [m.Deployment(side="red", area="ford")]
    unit = next(u for u in scenario.units if u.side == "red" and u.at is not None)
    scenario.victory = scenario.victory or Victory()
    scenario.victory.objectives = [Objective(kind="escort", side="red", units=[unit.id],
                                             area_id="ford", by_round=3)]
    dock = win.events
    dock.refresh()
    dock.tabs.setCurrentIndex(2)
    dock.areas.setCurrentRow(0)
    dock.area_id.setText("wend_ford")
    dock.area_id.editingFinished.emit()
    s = win.doc.scenario
    assert [a.id for a in s.areas] == ["wend_ford"]
    assert s.events[0].when.triggers[0].area == "wend_ford"
    assert s.deployment[0].area == "wend_ford"
    assert s.victory.objectives[0].area_id == "wend_ford"
    win.doc.undo_stack.undo()
    s = win.doc.scenario
    assert [a.id for a in s.areas] == ["ford"] and s.deployment[0].area == "ford"
    assert s.events[0].when.triggers[0].area == "ford"
    dock.area_id.setText("")  # an empty id is refused, the field shows the id again
    dock.area_id.editingFinished.emit()
    assert [a.id for a in win.doc.scenario.areas] == ["ford"]
    dock.area_id.setText("0")  # no valid id (the fuzzer's): refused, the file kept readable
    dock.area_id.editingFinished.emit()
    assert [a.id for a in win.doc.scenario.areas] == ["ford"] and dock.area_id.text() == "ford"


def test_a_trigger_in_the_events_dock_names_its_side(qtbot, window):
    """Issue 38 item 10: "When Blue Army has at most 0 units left" in the event list and the
    trigger tree, the side's name, not its id (nor "Units left: side blue, at_most 0")."""
    dock = window.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("units_left"))
    dock.add_event_button.click()
    side = dock.trigger_form.widgets["side"]
    side.setCurrentIndex(side.findData("blue"))
    listed = dock.events.item(dock.events.count() - 1).text()
    assert "When Blue Army has at most 0 units left" in listed, listed
    assert dock.tree.topLevelItem(0).text(0) == "When Blue Army has at most 0 units left"


def test_a_pick_ends_when_its_form_goes(qtbot, window):
    """A trigger's "Pick cells" is on when an undo takes the event, and its form, away: the
    pick ends with the form, and the next click on the map reaches no deleted form (it
    raised "Signal source has been deleted" from the map's mouse handler, which PySide can
    turn into a crash of the editor)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QPushButton

    win = window
    use(win, "Brush")
    brush = win.tools.current
    dock = win.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("enters"))
    dock.add_event_button.click()
    form = dock.trigger_form
    form.findChild(QPushButton, "pick_area").click()
    assert win.tools.current is not brush  # picking
    win.doc.undo_stack.undo()  # the event goes, and its form with it
    assert win.doc.scenario.events == []
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # as the loop does
    assert win.tools.current is brush
    win.options.set(terrain="F")
    click(qtbot, win, (3, 3))  # the brush again: paints, and no form is asked
    assert win.doc.scenario.events == []
    assert win.doc.terrain_at((3, 3)) == "F"


def test_choosing_a_unit_for_a_trigger_clears_its_side_in_one_step(qtbot, window):
    """'Units enter an area' takes a side or a unit (the schema's choice); its form offers
    both, so a unit chosen clears the side (and a side the unit), one undo step, and what
    is saved reopens without a problem."""
    from editor_helpers import saves_reopens_and_restores

    win = window
    dock = win.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("enters"))
    dock.add_event_button.click()
    when = win.doc.scenario.events[0].when
    assert isinstance(when, m.EntersTrigger) and when.side == "red" and when.unit is None
    unit = dock.trigger_form.widgets["unit"]
    steps = win.doc.undo_stack.count()
    unit.setCurrentIndex(unit.findData("b1"))
    when = win.doc.scenario.events[0].when
    assert (when.side, when.unit) == (None, "b1")
    assert win.doc.undo_stack.count() == steps + 1
    saves_reopens_and_restores(win, "a unit chosen")
    assert not [p for p in win.doc.problems if "enters" in p.message]
    side = win.events.trigger_form.widgets["side"]
    side.setCurrentIndex(side.findData("blue"))
    when = win.doc.scenario.events[0].when
    assert (when.side, when.unit) == ("blue", None)
    win.doc.undo_stack.undo()
    assert (win.doc.scenario.events[0].when.side, win.doc.scenario.events[0].when.unit) \
        == (None, "b1")


def test_a_reinforcement_placed_after_another_event_is_chosen_goes_to_its_own(qtbot, window):
    """The editor fuzzer added an event while the reinforcement layer was on, then clicked
    the map: the click's unit went to the event now chosen, whose actions had no such row
    (IndexError in the map's click)."""
    win = window
    build_relief_event(qtbot, win)  # the layer stays on for event1's reinforcement
    win.events.add_event_button.click()  # event2, chosen, with no action
    assert win.tools.reinforcement_layer is not None
    click(qtbot, win, (6, 2))
    first, second = win.doc.scenario.events
    assert [u.at for u in first.do[0].units] == [(6, 1), (6, 2)] and second.do == []
    win.doc.undo_stack.undo()
    assert [u.at for u in win.doc.scenario.events[0].do[0].units] == [(6, 1)]
