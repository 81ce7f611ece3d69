"""What a side's channel keeps of an action, one case at a time (RULES.md A8; issue 31):
an enemy's mine laid far away is not told, a spotted carrier shows how many it carries,
not which, the turn system's bookkeeping names only units the side sees, and the events
`apply` returns are the side's with `events_for(side, since=N)`."""

from __future__ import annotations

from rules_helpers import F, U, make_game, play

FAR = ["." * 40]


def far_game(**kw):
    return make_game(FAR, [U("r1", "engineer", "red", (0, 0)),
                           U("b1", "infantry", "blue", (39, 0))], **kw)


def test_a_mine_laid_far_from_any_enemy_is_not_told_to_the_enemy():
    game = far_game()
    told = len(game.events_for("blue"))
    events = play(game, {"type": "lay_mine", "unit": "r1", "at": [1, 0]})
    assert any(e.get("at") == [1, 0] for e in events)  # the omniscient log has it
    assert game.events_for("blue", since=told) == []
    assert [e["type"] for e in game.events_for("red", since=0)][-len(events):] == [
        e["type"] for e in events]
    assert game.history_for("red") == [{"type": "lay_mine", "unit": "r1", "at": [1, 0]}]
    assert game.history_for("blue") == []


def test_an_end_turn_is_public_and_each_side_keeps_only_its_actions():
    game = far_game()
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]}, {"type": "end_turn"})
    assert game.history_for("blue") == [{"type": "end_turn", "side": "red"}]
    assert not any(e.get("unit") == "r1" for e in game.events_for("blue"))
    assert any(e.get("type") == "turn_ended" for e in game.events_for("blue"))


def test_a_spotted_carrier_shows_how_many_it_carries_not_which():
    game = make_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b_truck", "truck", "blue", (2, 0), cargo=["b_inf"]),
                                  U("b_inf", "infantry", "blue")])
    truck = game.view("red").unit("b_truck")
    assert truck is not None and truck["cargo"] == [] and truck.cargo_count == 1
    assert game.view("blue").unit("b_truck")["cargo"] == ["b_inf"]


def test_structures_are_known_as_last_seen():
    game = far_game(features=[F("work", (30, 0), type="trench", owner="blue"),
                              F("work", (38, 0), type="trench", owner="red")])
    red = {tuple(s["at"]) for s in game.view("red").structures}
    assert (30, 0) not in red and (38, 0) in red  # its own, wherever; the enemy's unseen
    assert (38, 0) in {tuple(s["at"]) for s in game.view("blue").structures}


def test_turn_info_for_drops_the_units_the_side_does_not_see():
    game = far_game()
    game.state.turn["queue"] = ["r1", "b1"]
    game.state.turn["initiative"] = {"r1": 3, "b1": 5}
    game.state.turn["acting"] = "b1"
    info = game.turn_info_for("red")
    assert info["queue"] == ["r1"] and info["initiative"] == {"r1": 3}
    assert info["acting"] is None
    assert game.turn_info["acting"] == "b1"  # the omniscient call keeps everything


def test_a_clone_keeps_the_channel_apart():
    game = far_game()
    twin = game.clone()
    play(twin, {"type": "move", "unit": "r1", "to": [1, 0]})
    assert len(twin.events_for("red")) > len(game.events_for("red"))
    assert game.history_for("red") == []
