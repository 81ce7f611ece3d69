"""A5 with A8: a shot's line of fire reads only what the shooter's side sees. A ground
unit its side does not see does not make the shot illegal (that told the side where an
unseen unit stood); the shot is fired and spent where that unit stands, as a move bumps
into an unseen unit: ammunition, AP and the shot are paid, nothing is hit, and the side
learns the cell, not what stood there. A unit it sees still blocks."""

from __future__ import annotations

from engine import Game
from rules_helpers import F, U, make_scenario

SHOT = {"type": "fire", "unit": "r_tank", "target": [5, 2], "weapon": "gun"}


def game(blocker: str | None) -> Game:
    """Red's tank sees blue's rifle five cells off in the open; between them, at (4, 2),
    a blue trench, with an unseen blue rifle in it (A8: in cover, spotted from close only)
    or empty, or a seen blue rifle in the open."""
    units = [U("r_tank", "tank", "red", (0, 2)), U("b_seen", "infantry", "blue", (5, 2))]
    features = [F("work", (4, 2), type="trench", owner="blue")] if blocker != "seen" else []
    if blocker == "unseen":
        units.append(U("b_hidden", "infantry", "blue", (4, 2)))
    elif blocker == "seen":
        units.append(U("b_open", "infantry", "blue", (4, 2)))
    return Game(make_scenario(["." * 12] * 5, units, features=features), seed=0)


def test_an_unseen_unit_in_the_way_leaves_the_shot_legal_and_takes_it():
    g = game("unseen")
    assert "b_hidden" not in {u["id"] for u in g.seen_units("red")}
    assert g.is_legal(SHOT) and SHOT in g.legal_actions()
    tank, hidden, seen = (dict(g.unit(i)) for i in ("r_tank", "b_hidden", "b_seen"))
    events = g.apply(SHOT)
    fired = next(e for e in events if e["type"] == "fired")
    assert fired["blocked_at"] == [4, 2]
    assert g.unit("b_seen")["hp"] == seen["hp"] and g.unit("b_hidden")["hp"] == hidden["hp"]
    after = g.unit("r_tank")
    assert after["ammo"] == tank["ammo"] - 1 and after["shots_fired"] == 1
    told = [e for e in g.events_for("red") if e.get("type") == "fired"]
    assert told[-1]["blocked_at"] == [4, 2]
    assert "b_hidden" not in str(g.events_for("red"))  # where, never who


def test_the_same_shot_on_a_free_line_hits():
    g = game(None)
    assert g.is_legal(SHOT)
    events = g.apply(SHOT)
    assert "blocked_at" not in next(e for e in events if e["type"] == "fired")
    assert g.unit("b_seen")["hp"] < game(None).unit("b_seen")["hp"]


def test_a_unit_the_side_sees_in_the_way_still_blocks():
    g = game("seen")
    assert "b_open" in {u["id"] for u in g.seen_units("red")}
    assert not g.is_legal(SHOT) and SHOT not in g.legal_actions()


def test_a_side_knows_as_much_before_the_shot_either_way():
    """The same listing, to the key: a shot at the trench names no `what` while the only
    unit on it is unseen (a unit and a work on one cell ask `what`)."""
    with_it, without = game("unseen"), game(None)
    assert with_it.seen_units("red") == without.seen_units("red")
    assert sorted(map(str, with_it.legal_actions())) == sorted(map(str, without.legal_actions()))


def bridge_game(on_it: str | None) -> Game:
    """A neutral bridge four cells from red's tank, with a blue rifle on it (A8: the
    bridge is cover, so the rifle is spotted from 3 cells only), seen through a red scout
    beside it or unseen, or nobody on it. (A5: a bridge is no target while a unit stands
    on it: one aims at the unit.)"""
    units = [U("r_tank", "tank", "red", (0, 0))]
    if on_it is not None:
        units.append(U("b_on", "infantry", "blue", (4, 0)))
    if on_it == "seen":
        units.append(U("r_eye", "infantry", "red", (5, 0)))
    return Game(make_scenario(["....~...", "........"], units,
                              features=[F("bridge", (4, 0), owner="neutral")]), seed=0)


def test_a_bridge_with_an_unseen_unit_on_it_is_a_target_and_the_shot_is_spent():
    shot = {"type": "fire", "unit": "r_tank", "target": [4, 0], "weapon": "gun"}
    g = bridge_game("unseen")
    assert "b_on" not in {u["id"] for u in g.seen_units("red")}
    assert g.is_legal(shot) and shot in g.legal_actions()  # as on an empty bridge
    assert bridge_game(None).is_legal(shot)
    bridge_hp, hp = g.state.bridges[(4, 0)].hp, g.unit("b_on")["hp"]
    fired = next(e for e in g.apply(shot) if e["type"] == "fired")
    assert fired["blocked_at"] == [4, 0]
    assert g.state.bridges[(4, 0)].hp == bridge_hp and g.unit("b_on")["hp"] == hp
    seen = bridge_game("seen")
    assert "b_on" in {u["id"] for u in seen.seen_units("red")}
    assert not seen.is_legal({**shot, "what": "structure"})  # one it sees: aim at the unit
    assert seen.is_legal(shot)  # (at the cell, the unit is what is hit)
