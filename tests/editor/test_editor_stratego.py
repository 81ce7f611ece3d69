"""The editor on a `ruleset: stratego` scenario (RULES.md B, Stratego): the palette's pieces and
counts, zones and lakes on the map, random deployment as one undo step, readable pieces."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from conftest import ROOT, open_window
from editor.document.piece_setup import randomly_deploy
from editor.map.painter import MapPainter, PaintOptions
from engine.rulesets.stratego.game import HIDDEN, stratego_rules
from engine.rulesets.stratego.setup import StrategoSetup, zone_cells
from engine.scenario.io import load_scenario, read_scenario, save_scenario

CLASSIC = ROOT / "scenarios" / "stratego_classic.yaml"


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The classic setup with red's pieces taken off: red is to be deployed."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    scenario = load_scenario(CLASSIC)
    scenario.units = [u for u in scenario.units if u.side != "red"]
    return open_window(qtbot, tmp_path, scenario, tmp_path / "stratego.yaml")


def cell_pos(win, cell) -> QPoint:
    return win.view.mapFromScene(win.view.painter_model.center(cell))


def place(qtbot, win, piece, side, cell):
    win.options.set(unit_type=piece, side=side)
    win.tools.activate(win.tools.named("Place unit"))
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, cell_pos(win, cell))


def piece_texts(win):
    return {win.palette_dock.piece_list.item(i).data(Qt.ItemDataRole.UserRole):
            win.palette_dock.piece_list.item(i).text()
            for i in range(win.palette_dock.piece_list.count())}


def test_the_palette_offers_the_stratego_pieces_with_the_count_left(qtbot, window):
    palette = window.palette_dock
    assert palette.pieces_box.isVisibleTo(window)
    window.options.set(side="red")
    texts = piece_texts(window)
    assert set(texts) == set(stratego_rules().pieces)
    assert texts["scout"].endswith("scout: 8 left") and texts["marshal"].endswith("1 left")
    window.options.set(side="blue")
    assert piece_texts(window)["scout"].endswith("0 left")
    palette.piece_list.setCurrentRow(list(stratego_rules().pieces).index("miner"))
    assert window.options.unit_type == "miner"


def test_the_palette_hides_the_pieces_for_general_clumsy(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = ROOT / "scenarios" / "four_ways_orders.yaml"
    win = open_window(qtbot, tmp_path, load_scenario(path), path)
    assert not win.palette_dock.pieces_box.isVisibleTo(win)
    assert win.view.options.zones == {}


def test_placing_a_piece_uses_the_place_unit_tool_and_counts_down(qtbot, window):
    window.options.set(side="red")
    place(qtbot, window, "marshal", "red", (4, 8))
    placed = [u for u in window.doc.scenario.units if u.side == "red"]
    assert [(u.type, u.at) for u in placed] == [("marshal", (4, 8))]
    assert piece_texts(window)["marshal"].endswith("0 left")
    assert StrategoSetup().pieces_left(window.doc.scenario, "red")["marshal"] == 0
    place(qtbot, window, "marshal", "red", (5, 8))  # none left: refused
    place(qtbot, window, "scout", "red", (5, 2))  # blue's zone: refused
    assert len([u for u in window.doc.scenario.units if u.side == "red"]) == 1


def test_the_map_shows_the_deployment_zones_and_the_lakes(qtbot, window):
    zones = window.view.options.zones
    rules = stratego_rules()
    red, blue = window.doc.scenario.side("red"), window.doc.scenario.side("blue")
    assert zones[(0, 9)][0].rgb() == QColor(red.color).rgb()
    assert zones[(0, 0)][0].rgb() == QColor(blue.color).rgb()
    assert (0, 5) not in zones  # no man's land
    assert all(cell in zones for cell in rules.lakes)
    assert zone_cells(window.doc.scenario, "red") == {
        (c, r) for c in range(10) for r in range(6, 10)}


def test_random_deployment_fills_the_zone_legally_as_one_undo_step(qtbot, window, tmp_path):
    stack = window.doc.undo_stack
    before = stack.count()
    assert randomly_deploy(window.doc, "red", random.Random(3)) is None
    assert stack.count() == before + 1
    red = [u for u in window.doc.scenario.units if u.side == "red"]
    assert len(red) == 40 and all(u.at in zone_cells(window.doc.scenario, "red") for u in red)
    assert all(v == 0 for v in StrategoSetup().pieces_left(window.doc.scenario, "red").values())
    out = tmp_path / "deployed.yaml"
    save_scenario(window.doc.scenario, out)
    _, problems = read_scenario(out)
    assert [p for p in problems if p.severity == "error"] == []
    stack.undo()
    assert not [u for u in window.doc.scenario.units if u.side == "red"]
    stack.redo()
    assert len([u for u in window.doc.scenario.units if u.side == "red"]) == 40


def test_the_palette_button_deploys_a_side_and_replaces_its_pieces(qtbot, window):
    window.palette_dock.deploy_buttons["blue"].click()
    blue = [u for u in window.doc.scenario.units if u.side == "blue"]
    assert len(blue) == 40 and len({u.id for u in window.doc.scenario.units}) == 40
    assert window.doc.undo_stack.undoText() == "Random deployment for blue"


def test_the_painter_draws_pieces_readably(qtbot):
    scenario = load_scenario(CLASSIC)
    painter_model = MapPainter(scenario, cell_size=20)
    image = QImage(painter_model.extent().size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    painter_model.paint(p, QRectF(painter_model.extent()), PaintOptions())
    p.end()
    marshal = next(u for u in scenario.units if u.type == "marshal" and u.side == "red")
    centre = painter_model.center(marshal.at)
    edge = image.pixelColor(int(centre.x() - 12), int(centre.y()))  # inside the tile
    assert edge.rgb() == QColor(scenario.side("red").color).rgb()
    texts = set()
    for x in range(int(centre.x()) - 6, int(centre.x()) + 6):
        texts.add(image.pixelColor(x, int(centre.y())).rgb())
    assert len(texts) > 1  # the rank is written on the tile


# -- play-test --------------------------------------------------------------------------------

@pytest.fixture
def hot_seat(qtbot):
    from editor.playtest.window import PlaytestWindow

    window = PlaytestWindow(load_scenario(CLASSIC), seed=1,
                            controllers={"red": "human", "blue": "human"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    return window


def check_ranks_hidden(window):
    """The board shows the viewer's own pieces and only the enemy ranks it has seen."""
    game = window.game
    viewer = window.viewer()
    drawn = window.board.painter_model.scenario.units
    if window.board_stack.currentIndex() == 1:  # the hot-seat cover: nothing at all shows
        assert drawn == [] and window.log.count() == 0 and window.selected is None
        return
    assert len(drawn) == len([p for p in game.state.pieces.values() if p.alive])
    for unit in drawn:
        piece = game.state.pieces[unit.id]
        if piece.side == viewer or piece.revealed:
            assert unit.type == piece.type.id
        else:
            assert unit.type == HIDDEN


def test_playtest_stratego_shows_the_zones_and_lakes_under_the_pieces(qtbot, hot_seat):
    zones = hot_seat.board.options.zones
    assert all(cell in zones for cell in stratego_rules().lakes)
    assert zones[(0, 9)][0].rgb() == QColor(hot_seat.base.side("red").color).rgb()
    assert (0, 5) not in zones


def test_playtest_stratego_offers_no_end_turn(qtbot, hot_seat):
    assert not hot_seat.can_pass
    assert not hot_seat.end_button.isVisibleTo(hot_seat)
    assert not hot_seat.a_end.isVisible() and not hot_seat.a_end.isEnabled()
    hot_seat.end_turn()  # Tab
    assert hot_seat.game.history == [] and hot_seat.game.side == "red"


def test_playtest_stratego_hot_seat_plays_moves_and_never_shows_unseen_ranks(qtbot, hot_seat):
    chooser = random.Random(5)
    check_ranks_hidden(hot_seat)
    combats = 0
    for _ in range(40):
        game = hot_seat.game
        if game.result is not None:
            break
        side = game.side
        if hot_seat.board_stack.currentIndex() == 1:  # hand-over: nothing shows until confirmed
            assert hot_seat.board.painter_model.scenario.units == []
            hot_seat.confirm_handover()
        check_ranks_hidden(hot_seat)
        legal = game.legal_actions()
        attacks = [a for a in legal if tuple(a["to"]) in game.state.board]
        action = chooser.choice(attacks or legal)
        before = len(game.history)
        hot_seat.cell_clicked(tuple(game.state.pieces[action["unit"]].at))
        assert hot_seat.selected == action["unit"]
        assert tuple(action["to"]) in hot_seat.board.options.overlay
        hot_seat.cell_clicked(tuple(action["to"]))
        assert len(game.history) == before + 1 and game.history[-1] == action
        combats += bool(attacks)
        assert game.result is not None or game.side != side
        check_ranks_hidden(hot_seat)
    assert combats > 0
    assert any(p.revealed for p in hot_seat.game.state.pieces.values())


def test_playtest_stratego_the_ai_answers_a_human_move(qtbot):
    from editor.playtest.window import PlaytestWindow

    window = PlaytestWindow(load_scenario(CLASSIC), seed=2,
                            controllers={"red": "human", "blue": "ai"}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    game = window.game
    move = next(a for a in game.legal_actions() if a["type"] == "move")
    window.select(move["unit"])
    window.cell_clicked(tuple(move["to"]))  # the click a player makes
    qtbot.waitUntil(lambda: len(game.history) >= 2 and game.side == "red", timeout=30_000)
    assert game.history[0] == move and game.history[1]["unit"].startswith("b")


def test_the_scenario_dock_shows_and_sets_the_rulesets_options(qtbot, window, tmp_path):
    """Rule 31.7 (issue 31): spy_beats_marshal is a ruleset option the Scenario dock shows
    (checked for the classic mission), sets as one undo step and hides for a ruleset
    without options."""
    dock = window.scenario_settings
    edit = dock.ruleset_options
    assert edit.isVisibleTo(window)
    box = edit._boxes["spy_beats_marshal"]
    assert box.isChecked() and box.text() == "Spy beats the marshal"
    box.setChecked(False)
    assert window.doc.scenario.ruleset_options is None  # at its default: left out
    window.doc.undo_stack.undo()
    assert window.doc.scenario.ruleset_options == {"spy_beats_marshal": True}
    assert box.isChecked()
    general = open_window(qtbot, tmp_path / "gc", load_scenario(
        ROOT / "scenarios" / "tutorial.yaml"), tmp_path / "gc.yaml")
    assert not general.scenario_settings.ruleset_options.isVisibleTo(general)
