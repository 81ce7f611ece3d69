"""The unit views of the Game API (DESIGN.md "Engine API": `game.unit("r1")` is dict-like):
typed properties and keys give the same live values, and a snapshot keeps them."""

from __future__ import annotations

import dataclasses

import pytest

from engine import Game
from engine.rules.unit_views import UnitSnapshot, UnitView
from rules_helpers import U, make_game, play


def infantry_and_truck() -> Game:
    return make_game(["......", "......"],
                     [U("r1", "infantry", "red", (0, 0)), U("r2", "supply_truck", "red", (0, 1)),
                      U("b1", "infantry", "blue", (5, 1))])


def test_every_key_is_a_typed_property_with_the_same_value():
    view = infantry_and_truck().unit("r1")
    for key in UnitView.KEYS:
        assert view[key] == getattr(view, key), key
    assert (view.type, view.side, view.at, view.hp, view.max_hp) == ("infantry", "red", (0, 0),
                                                                      10, 10)
    assert view.unit_type.id == "infantry" and "unit_type" not in view


def test_unknown_keys_raise_key_error_and_are_not_contained():
    view = infantry_and_truck().unit("r1")
    with pytest.raises(KeyError):
        view["unit_type"]
    with pytest.raises(KeyError):
        view["nonsense"]
    assert "nonsense" not in view and "hp" in view
    assert view.get("nonsense", 7) == 7 and len(view) == len(UnitView.KEYS)


def test_A1_2_shots_left_counts_the_supply_truck_aura():
    game = infantry_and_truck()
    assert game.unit("r1").shots_left == 2 and game.unit("b1").shots_left == 1
    assert game.unit("r2").shots_left == 0  # no weapons


def test_the_view_is_live_and_the_snapshot_is_not():
    game = infantry_and_truck()
    view = game.unit("r1")
    before = view.snapshot()
    play(game, {"type": "move", "unit": "r1", "to": [2, 0]})
    assert view.at == (2, 0) and view["moved"] and view.ap < 12
    assert before.at == (0, 0) and not before.moved and before.ap == 12


def test_the_snapshot_holds_every_key_of_the_view():
    game = infantry_and_truck()
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    view = game.unit("r1")
    snap = view.snapshot()
    assert isinstance(snap, UnitSnapshot)
    assert {key: getattr(snap, key) for key in UnitView.KEYS} == {
        **dict(view), "cargo": tuple(view.cargo)}
    assert snap.unit_type is view.unit_type
    with pytest.raises(dataclasses.FrozenInstanceError):
        snap.hp = 1  # type: ignore[misc]


def test_cargo_and_weapons_used_are_copies():
    view = infantry_and_truck().unit("r2")
    view.cargo.append("x")
    view.weapons_used["gun"] = 3
    assert view.cargo == [] and view.weapons_used == {}
