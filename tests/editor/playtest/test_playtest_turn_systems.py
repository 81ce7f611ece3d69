"""The play-test reads each turn system to a human (RULES.md B): `phased` names the phase
its end button ends, ignores input meant for the AI's phase and marks the units that may
still act; `orders` shows each unit's order as a badge to its own side only; `activation`
shows the initiative and the odds before the roll and offers Pass."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from conftest import SCENARIOS
from editor.playtest.turns import order_badges
from editor.playtest.window import HANDOVER_GUARD_S, MAY_ACT_COLOR, PlaytestWindow
from engine.scenario.io import load_scenario


def window_for(qtbot, name, controllers):
    window = PlaytestWindow(load_scenario(SCENARIOS / f"{name}.yaml"), seed=1,
                            controllers=controllers, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()  # the Tab shortcut reaches an active window only
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    return window


def marked(window) -> set[tuple[int, int]]:
    return {c for c, (color, _) in window.board.options.overlay.items() if color == MAY_ACT_COLOR}


def test_B_phased_the_end_button_names_the_phase_it_ends(qtbot):
    window = window_for(qtbot, "four_ways_phased", {"amber": "human", "azure": "ai"})
    assert window.game.phase == "command"
    assert window.end_button.text() == "End Command phase (Tab)"
    qtbot.keyClick(window, Qt.Key.Key_Tab)
    assert window.game.phase == "fire"
    assert window.end_button.text() == "End Fire phase (Tab)"


def test_B_phased_a_tab_or_click_meant_for_the_ai_segment_keeps_the_human_defensive_fire(qtbot):
    window = window_for(qtbot, "four_ways_phased", {"amber": "ai", "azure": "human"})
    game = window.game
    qtbot.waitUntil(lambda: game.side == "azure" and game.phase == "defensive_fire",
                    timeout=30_000)
    # pressed during the AI's segment, arriving as the hand comes back: ignored
    qtbot.keyClick(window, Qt.Key.Key_Tab)
    own = next(u for u in game.units("azure") if u["at"] is not None)
    window.board.cell_clicked.emit(tuple(own["at"]))
    assert game.side == "azure" and game.phase == "defensive_fire"
    assert window.selected is None
    assert "ignored" in window.statusBar().currentMessage()
    assert window.end_button.text() == "End Defensive Fire phase (Tab)"
    qtbot.wait(int(HANDOVER_GUARD_S * 1000) + 100)
    window.board.cell_clicked.emit(tuple(own["at"]))
    assert window.selected == own["id"]
    qtbot.keyClick(window, Qt.Key.Key_Tab)  # now meant for this phase: it ends it
    assert game.phase != "defensive_fire" or game.side != "azure"


def test_B_phased_marks_the_units_that_may_still_move(qtbot):
    window = window_for(qtbot, "four_ways_phased", {"amber": "human", "azure": "ai"})
    game = window.game
    window.end_turn()
    window.end_turn()
    assert game.phase == "movement" and game.side == "amber"
    movers = [u for u in game.units("amber") if u["at"] is not None and game.may_act(u["id"])]
    assert movers and {tuple(u["at"]) for u in movers} <= marked(window)
    unit = movers[0]["id"]
    move = next(a for a in game.legal_actions() if a["type"] == "move" and a["unit"] == unit)
    assert window.act(move)
    assert not game.may_act(unit, "move")
    if not any(a.get("unit") == unit for a in game.legal_actions()):
        assert tuple(game.unit(unit)["at"]) not in marked(window)
    assert {tuple(u["at"]) for u in movers[1:]} <= marked(window)


def test_B_orders_badges_plain_labels_and_the_log_for_the_ordering_side_only(qtbot):
    window = window_for(qtbot, "four_ways_orders", {"amber": "human", "azure": "human"})
    game = window.game
    assert game.phase == "orders" and game.side == "amber"
    first = next(u for u in game.units("amber") if u["at"] is not None)
    window.select(first["id"])
    labels = [window.orders.item(i).text() for i in range(window.orders.count())]
    assert labels == ["Maneuver", "Hold", "Special"]
    item = window.orders.item(labels.index("Maneuver"))
    window.orders.itemClicked.emit(item)
    cell = tuple(first["at"])
    assert window.board.options.badges[cell] == "Maneuver"
    assert f"Amber Company orders {first['id']}: Maneuver" in window.log_lines("amber")
    assert not any("Maneuver" in line for line in window.log_lines("azure"))
    window.select(first["id"])
    assert window.unit_info.text().startswith("Order: Maneuver.")  # the engine allows no change
    assert window.orders.count() == 0
    # the enemy never reads amber's orders before they are revealed
    assert order_badges(game, "azure", window.given_orders, {first["id"]: cell}) == {}
    for unit in game.units("amber"):
        if unit["id"] != first["id"]:
            assert window.act({"type": "order", "unit": unit["id"], "order": "hold"})
    assert game.side == "azure"
    window.confirm_handover()
    amber_cells = {tuple(u["at"]) for u in game.units("amber") if u["at"] is not None}
    assert not amber_cells & set(window.board.options.badges)


def test_B_activation_shows_the_odds_tells_the_free_activation_and_offers_pass(qtbot):
    window = window_for(qtbot, "four_ways_activation", {"amber": "human", "azure": "ai"})
    game = window.game
    text = window.turn_label.text()
    assert "Amber Company has the initiative" in text
    assert "first activation is free" in text
    assert "Amber Company −1" in text and "Azure Company −2" in text  # turn_options.command
    assert window.end_button.text() == "Pass (Tab)" and window.end_button.isEnabled()
    units = [u["id"] for u in game.units("amber") if u["at"] is not None]
    window.select(units[0])
    labels = [window.orders.item(i).text() for i in range(window.orders.count())]
    assert "Activate (the free activation)" in labels
    assert window.act({"type": "activate", "unit": units[0]})
    assert "roll 6 or less on a d10 (pass mark 6)" in window.turn_label.text()
    window.select(units[1])
    labels = [window.orders.item(i).text() for i in range(window.orders.count())]
    assert "Activate (needs 6 or less on a d10)" in labels
    lines = window.log_lines("amber")
    assert not any(line.lower().startswith("initiative") for line in lines)
    assert "Amber Company has the initiative without a roll (the scenario gives it)" in lines
    window.end_button.click()
    assert any(line.endswith("passes") for line in window.log_lines("amber"))
