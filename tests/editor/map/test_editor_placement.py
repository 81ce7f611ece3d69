"""The tools refuse at the click what validation would flag, in the same words (RULES.md
A3, A11; DESIGN.md, "Validation": nothing on water without a bridge, bridges only on water).

base.yaml: water at [2, 1] (bridged), [3, 1], [2, 2] and [3, 2]; grass at [5, 1].
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from editor.main_window import MainWindow
from engine.scenario.io import dump_scenario, scenario_from_text


def cell_pos(win: MainWindow, cell) -> QPoint:
    return win.view.mapFromScene(win.view.painter_model.center(cell))


def click(qtbot, win, cell) -> None:
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_pos(win, cell))


def drag(qtbot, win, start, end) -> None:
    vp = win.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=cell_pos(win, start))
    qtbot.mouseMove(vp, cell_pos(win, end))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=cell_pos(win, end))


def use(win, name: str) -> None:
    win.tools.activate(win.tools.named(name))


def status(win) -> str:
    return win.statusBar().currentMessage()


def errors(win) -> list[str]:
    model, problems = scenario_from_text(dump_scenario(win.doc.scenario))
    return [p.message for p in problems if p.severity == "error"]


def test_A3_a_ground_unit_on_water_is_refused_at_the_click_with_the_reason(qtbot, window):
    use(window, "Place unit")
    window.options.set(unit_type="tank", side="blue")
    click(qtbot, window, (3, 1))
    assert window.doc.units_at((3, 1)) == [] and window.doc.undo_stack.count() == 0
    assert "cannot stand on water at [3, 1]" in status(window)
    click(qtbot, window, (2, 1))  # on the bridge
    assert [u.type for u in window.doc.units_at((2, 1))] == ["tank"]
    assert errors(window) == []


def test_A3_a_mine_on_water_and_a_bridge_on_land_are_refused_alike(qtbot, window):
    use(window, "Place feature")
    window.options.set(feature_kind="mine", side="blue")
    click(qtbot, window, (3, 2))
    assert window.doc.features_at((3, 2)) == [] and window.doc.undo_stack.count() == 0
    assert "the mine at [3, 2] is on water; put it on land or put a bridge there first" in status(window)
    window.options.set(feature_kind="bridge")
    click(qtbot, window, (5, 1))
    assert window.doc.undo_stack.count() == 0
    assert "a bridge at [5, 1] stands on grass; bridges go only on water" in status(window)
    click(qtbot, window, (3, 2))  # a bridge on water: accepted, then the mine on it is too
    window.options.set(feature_kind="mine")
    click(qtbot, window, (3, 2))
    assert sorted(f.kind for f in window.doc.features_at((3, 2))) == ["bridge", "mine"]
    assert errors(window) == []


def test_A11_a_helicopter_over_water_is_placed_flying(qtbot, window):
    use(window, "Place unit")
    window.options.set(unit_type="transport_helicopter", side="red")
    click(qtbot, window, (3, 1))
    [heli] = window.doc.units_at((3, 1))
    assert heli.flying is True and "Placed flying" in status(window)
    assert errors(window) == []


def test_A3_moving_a_unit_onto_water_is_refused(qtbot, window):
    use(window, "Select")
    r1 = window.doc.scenario.unit("r1")
    drag(qtbot, window, (1, 1), (3, 1))
    assert r1.at == (1, 1) and window.doc.undo_stack.count() == 0
    assert "cannot stand on water at [3, 1]" in status(window)


def test_A3_a_reinforcement_on_water_is_refused_like_a_unit(qtbot, window):
    from editor_helpers import build_relief_event

    build_relief_event(qtbot, window)  # blue's relief arrives at [6, 1]
    reinforce = window.doc.scenario.events[0].do[0]
    window.events.event_actions.list.setCurrentRow(0)
    window.events.event_actions.place_button.click()
    window.options.set(unit_type="tank")
    click(qtbot, window, (3, 1))
    assert [u.at for u in reinforce.units] == [(6, 1)]
    assert "cannot stand on water at [3, 1]" in status(window)
