"""Engineers (A1.4, A3, A5, A7, C): build, lay mines, detect and lift enemy mines, clear
rubble; construction sites and finished buildings."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.catalog import load_catalog
from rules_helpers import F, U, end_turns, make_game, play

RULES = load_catalog().rules


def build(at, what=None, unit="r1"):
    action = {"type": "build", "unit": unit, "at": list(at)}
    if what is not None:
        action["what"] = what
    return action


def engineer_game(terrain=("......",), units=(), features=()):
    return make_game(list(terrain), [U("r1", "engineer", "red", (0, 0)),
                                     U("b1", "infantry", "blue", (5, 0)), *units],
                     list(features))


def test_C_build_opens_a_site_and_three_orders_finish_a_building():
    game = engineer_game()
    events = play(game, build((1, 0), "depot"))
    site = game.state.structures[(1, 0)]
    assert (site.owner, site.state, site.progress) == ("red", "under_construction", 1)
    assert events[0]["finished"] is False
    assert game.unit("r1")["ap"] == 12 - RULES.order_ap_cost["build"]
    play(game, build((1, 0)))
    end_turns(game, 2)
    events = play(game, build((1, 0), "depot"))
    assert site.finished and events[0]["finished"] and RULES.build_orders_building == 3


def test_C_two_orders_finish_a_work():
    game = engineer_game()
    play(game, build((1, 0), "trench"), build((1, 0), "trench"))
    assert game.state.structures[(1, 0)].finished


def test_A3_no_unit_passes_through_a_construction_site():
    game = engineer_game(terrain=["......", "HHHHHH"])
    play(game, build((1, 0), "bunker"))
    assert (2, 0) not in game.reachable_cells("r1")


def test_C_a_bridge_is_built_only_on_water_and_then_carries_units():
    game = engineer_game(terrain=[".~....", "HHHHHH"])
    with pytest.raises(IllegalAction, match="stands only on water"):
        game.apply(build((0, 1), "bridge"))
    play(game, build((1, 0), "bridge"))
    assert (2, 0) not in game.reachable_cells("r1")
    play(game, build((1, 0)))
    assert game.state.bridges[(1, 0)].finished
    assert (2, 0) in game.reachable_cells("r1")


def test_C_cannot_build_on_a_unit_a_vp_or_an_enemy_site():
    game = engineer_game(units=[U("r2", "infantry", "red", (1, 0))],
                         features=[F("victory_point", (0, 1), id="vp1"),
                                   F("building", (1, 1), type="depot", owner="blue",
                                     state="under_construction")],
                         terrain=["......", "......"])
    with pytest.raises(IllegalAction, match="stands at"):
        game.apply(build((1, 0), "depot"))
    with pytest.raises(IllegalAction, match="victory point"):
        game.apply(build((0, 1), "depot"))
    with pytest.raises(IllegalAction, match="not red's"):
        game.apply(build((1, 1), "depot"))


def test_C_only_engineers_build():
    game = make_game(["....."], [U("r1", "infantry", "red", (0, 0)),
                                 U("b1", "infantry", "blue", (4, 0))])
    with pytest.raises(IllegalAction, match="cannot build"):
        game.apply(build((1, 0), "trench"))
    assert not any(a["type"] == "build" for a in game.legal_actions())


def test_A7_lay_mine_hides_it_from_the_enemy():
    game = engineer_game()
    play(game, {"type": "lay_mine", "unit": "r1", "at": [1, 0]})
    assert game.state.mines[(1, 0)].owner == "red"
    assert (1, 0) in game.view("red").mines and (1, 0) not in game.view("blue").mines


def test_A7_an_engineer_detects_enemy_mines_within_two_and_demines_them():
    game = engineer_game(terrain=["......"], features=[F("mine", (2, 0), owner="blue"),
                                                       F("mine", (3, 0), owner="blue")])
    assert game.known_mines("red") == {(2, 0)}
    assert (2, 0) not in game.reachable_cells("r1")  # a known mine is walked around
    with pytest.raises(IllegalAction, match="not adjacent"):
        game.apply({"type": "demine", "unit": "r1", "at": [2, 0]})
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    assert game.known_mines("red") == {(2, 0), (3, 0)}
    events = play(game, {"type": "demine", "unit": "r1", "at": [2, 0]})
    assert events[0] == {"type": "demined", "unit": "r1", "at": [2, 0], "owner": "blue"}
    assert (2, 0) not in game.state.mines


def test_A7_an_undetected_enemy_mine_cannot_be_demined():
    game = engineer_game(features=[F("mine", (4, 0), owner="blue")])
    assert not game.is_legal({"type": "demine", "unit": "r1", "at": [4, 0]})


def test_A5_clear_turns_rubble_into_grass():
    game = engineer_game(terrain=[".X...."])
    events = play(game, {"type": "clear", "unit": "r1", "at": [1, 0]})
    assert game.state.terrain_at((1, 0)).id == "grass"
    assert {"type": "terrain_changed", "at": [1, 0], "terrain": "grass"} in events
    assert not game.is_legal({"type": "clear", "unit": "r1", "at": [1, 0]})


def test_A2_engineer_repairs_an_adjacent_vehicle():
    game = engineer_game(units=[U("r2", "tank", "red", (1, 0), hp=5)])
    play(game, {"type": "repair", "unit": "r1", "target": "r2"})
    assert game.unit("r2")["hp"] == 5 + RULES.repair_engineer


def test_C_every_engineer_order_is_listed_when_legal():
    game = engineer_game(terrain=[".X....", "......"],
                         features=[F("mine", (0, 1), owner="blue")])
    kinds = {a["type"] for a in game.legal_actions() if a.get("unit") == "r1"}
    assert {"build", "lay_mine", "demine", "clear"} <= kinds
    for action in game.legal_actions():
        assert game.is_legal(action)


def test_C_the_build_listing_asks_each_terrain_once_per_type(monkeypatch):
    """The work: which types a cell's terrain takes is asked once per terrain and type in
    a unit's listing, not again for every open cell of that terrain (five grass cells,
    a forest and two water cells around the engineer); the listing is the one each cell
    asked alone gives."""
    from engine.rules import engineering, kept_searches
    asked: list[tuple] = []
    whole = engineering._ground_problem

    def counting(state, cell, kind, what):
        asked.append((state.terrain_at(cell).id, what))
        return whole(state, cell, kind, what)
    game = make_game(["...F..", "......", "..~~.."], [U("r1", "engineer", "red", (2, 1)),
                                                      U("b1", "infantry", "blue", (5, 0))])
    listed = [a for a in game.legal_actions() if a["type"] == "build" and a["unit"] == "r1"]
    monkeypatch.setattr(engineering, "_ground_problem", counting)
    with kept_searches.searching_afresh():  # a listing worked out (not the one kept)
        again = [a for a in game.legal_actions() if a["type"] == "build" and a["unit"] == "r1"]
    types = engineering.buildable_types(game.state)
    assert again == listed and len(asked) == len(set(asked)) == 3 * len(types)
    state = game.state
    cells = [c for c in state.grid.cells_within((2, 1), state.play.order_reach) if c != (2, 1)]
    assert len(cells) == 8  # a square grid
    monkeypatch.setattr(engineering, "_ground_problem", whole)
    assert listed == [{"type": "build", "unit": "r1", "at": list(c), "what": w}
                      for c in sorted(cells) for _, w in types
                      if engineering.site_problem(state, "red", c, w) is None]
