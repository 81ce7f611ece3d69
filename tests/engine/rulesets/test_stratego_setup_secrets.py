"""Setting up Stratego (RULES.md B, Stratego) without giving secrets away or breaking the
rules: ids that tell no rank, Fill the rest beside Replace all, pieces that may not leave
their zone or change rank against the counts, the Properties dock's pieces, pieces drawn
as pieces."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from conftest import ROOT, open_window
from editor.document.edits import move
from editor.document.piece_setup import fill_deployment
from editor.map.painter import MapPainter, PaintOptions
from engine.rulesets.stratego.game import random_deployment, stratego_rules
from engine.rulesets.stratego.setup import StrategoSetup, zone_cells
from engine.scenario.io import load_scenario

CLASSIC = ROOT / "scenarios" / "stratego_classic.yaml"


def board_order(units):
    return [u.id for u in sorted(units, key=lambda u: (u.at[1], u.at[0]))]


def test_B_random_deployment_numbers_pieces_by_square_not_by_rank():
    for seed in range(5):
        units = random_deployment("red", (6, 9), random.Random(seed))
        assert [u.id for u in units] == sorted(u.id for u in units) == board_order(units)
        # the first ids are no longer the marshal, the general, the colonels...
        ranks = [u.type for u in sorted(units, key=lambda u: u.id)]
        assert ranks != [u.type for u in sorted(units, key=lambda u: _rank_key(u.type))]


def _rank_key(kind):
    return list(stratego_rules().pieces).index(kind)


def test_B_the_classic_setup_numbers_pieces_by_square():
    scenario = load_scenario(CLASSIC)
    for side in ("red", "blue"):
        units = [u for u in scenario.units if u.side == side]
        assert sorted(u.id for u in units) == board_order(units)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    scenario = load_scenario(CLASSIC)
    scenario.units = [u for u in scenario.units if u.side != "red"]
    return open_window(qtbot, tmp_path, scenario, tmp_path / "stratego.yaml")


def test_B_fill_the_rest_keeps_the_pieces_placed_by_hand(qtbot, window):
    doc = window.doc
    doc.scenario.units = [u for u in doc.scenario.units if u.side != "red"]
    mine = load_scenario(CLASSIC).units[:3]  # three red pieces placed by hand
    assert all(u.side == "red" for u in mine)
    doc.scenario.units += mine
    before = doc.undo_stack.count()
    window.palette_dock.fill_buttons["red"].click()
    assert doc.undo_stack.count() == before + 1
    red = [u for u in doc.scenario.units if u.side == "red"]
    assert len(red) == 40 and all(u in red for u in mine)
    assert all(u.at in zone_cells(doc.scenario, "red") for u in red)
    assert all(v == 0 for v in StrategoSetup().pieces_left(doc.scenario, "red").values())
    assert len({u.id for u in doc.scenario.units}) == 80
    assert "every piece" in fill_deployment(doc, "red")  # nothing left to fill
    doc.undo_stack.undo()
    assert [u for u in doc.scenario.units if u.side == "red"] == mine


def test_B_the_deployment_buttons_sit_above_the_fold(qtbot, window):
    dock = window.palette_dock
    scroll = dock.widget()
    for button in [*dock.fill_buttons.values(), *dock.deploy_buttons.values()]:
        top = button.mapTo(scroll.widget(), button.rect().topLeft()).y()
        assert top + button.height() < 400, "visible without scrolling in a 400 px dock"


def test_B_moving_a_piece_out_of_its_zone_or_onto_a_lake_is_refused(qtbot, window):
    doc = window.doc
    piece = next(u for u in doc.scenario.units if u.side == "blue" and u.at == (0, 3))
    why = move(doc, [piece], (0, 1))  # from row 3 into row 4, no man's land
    assert why is not None and "blue deploys in rows 0-3" in why and piece.at == (0, 3)
    lake_neighbour = next(u for u in doc.scenario.units if u.side == "blue" and u.at == (2, 3))
    assert "lake" in move(doc, [lake_neighbour], (0, 1))
    other = next(u for u in doc.scenario.units if u.side == "blue" and u.at == (1, 3))
    assert "already a piece" in move(doc, [piece], (1, 0)) and other.at == (1, 3)
    count = doc.undo_stack.count()
    assert move(doc, [piece], (0, 0)) is None and doc.undo_stack.count() == count + 1


def test_B_the_properties_dock_offers_the_pieces_and_refuses_a_retype_over_the_count(
        qtbot, window):
    doc, dock = window.doc, window.properties
    scout = next(u for u in doc.scenario.units if u.side == "blue" and u.type == "scout")
    doc.select([scout])
    kinds = [dock.unit_type.itemData(i) for i in range(dock.unit_type.count())]
    assert kinds == list(stratego_rules().pieces)
    assert not dock.hp.isVisibleTo(dock) and not dock.ammo.isVisibleTo(dock)
    told = []
    dock.refuse = told.append
    dock.unit_type.setCurrentIndex(dock.unit_type.findData("marshal"))  # blue has its one
    assert scout.type == "scout" and told and "no marshal left" in told[0]


def test_B_ranked_pieces_are_drawn_as_pieces_not_as_general_clumsy_units(qtbot):
    """A scout and a general are catalog unit types too: still drawn as ranked tiles."""
    scenario = load_scenario(CLASSIC)
    scout = next(u for u in scenario.units if u.type == "scout")
    scenario.units = [scout]
    painter_model = MapPainter(scenario, cell_size=20)
    drawn = []
    painter_model.paint_piece = lambda p, unit, symbol, detail=True: drawn.append(symbol)
    image = QImage(painter_model.extent().size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    painter_model.paint(p, QRectF(painter_model.extent()), PaintOptions())
    p.end()
    assert drawn == [stratego_rules().pieces["scout"].symbol]
