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


def test_a_point_taken_out_of_sight_says_who_not_which_nor_where():
    from engine.rules.side_channel import Sight, event_for
    ids = {"r_eng", "b1"}
    blue = Sight(frozenset({"b1"}), frozenset({(0, 0)}))
    taken = {"type": "captured", "vp": "vp_mill", "side": "red", "unit": "r_eng", "at": [5, 5]}
    assert event_for(taken, "blue", blue, ids) == {"type": "captured", "side": "red"}
    lost = {"type": "neutralised", "vp": "vp_mill", "was": "blue", "by": "r_eng", "at": [5, 5]}
    assert event_for(lost, "blue", blue, ids) == {"type": "neutralised", "was": "blue"}
    seeing = Sight(frozenset({"b1"}), frozenset({(0, 0), (5, 5)}))
    seen = event_for(taken, "blue", seeing, ids)
    assert seen is not None and seen["vp"] == "vp_mill" and seen["at"] == [5, 5]
    assert seen.get("unit") is None  # the engineer itself stays unseen


def test_an_unseen_units_move_through_a_seen_cell_is_not_told():
    from engine.rules.side_channel import Sight, event_for
    moved = {"type": "moved", "unit": "r1", "path": [[3, 0], [2, 0], [1, 0]], "ap": 3}
    blue = Sight(frozenset({"b1"}), frozenset({(2, 0)}))
    assert event_for(moved, "blue", blue, {"r1", "b1"}) is None


def test_capture_events_say_where_the_point_is():
    from engine.rules import victory
    game = make_game(["." * 14], [U("r1", "engineer", "red", (2, 0)),
                                  U("b1", "infantry", "blue", (13, 0))],
                     features=[F("victory_point", (2, 0), id="vp1")])
    events = victory.capture_points(game.state, "red")
    assert events and all(e.get("at") == [2, 0] for e in events), events


def test_an_enemy_building_begun_out_of_sight_is_not_shown():
    """Issue 38's fuzz run, found without a file: an enemy building under construction
    showed on cells the side cannot see."""
    game = far_game()
    play(game, {"type": "build", "unit": "r1", "at": [1, 0], "what": "trench"})
    assert (1, 0) in {tuple(s["at"]) for s in game.view("red").structures}
    assert (1, 0) not in {tuple(s["at"]) for s in game.view("blue").structures}
    assert not any(e.get("at") == [1, 0] for e in game.events_for("blue"))


def test_a_side_whose_sight_did_not_change_keeps_it_and_makes_no_union(monkeypatch):
    """Issue 37: after an action, a side none of whose units, eyes or spotted enemies
    changed keeps its last `Sight` (the same object), and its events are told by it alone:
    no union of its sights before and after is made (main made one per side per action);
    nor does it look again for the structures it remembers, which did not change either
    (main measured its eyes to each of them after every action)."""
    from engine.rules.side_channel import Sight

    unions, looks = [], []
    union, sees = Sight.__or__, Sight.sees
    monkeypatch.setattr(Sight, "__or__", lambda a, b: unions.append(1) or union(a, b))
    monkeypatch.setattr(Sight, "sees", lambda s, c: looks.append(c) or sees(s, c))
    game = far_game(features=[F("work", (30, 0), type="trench", owner="blue"),
                              F("work", (38, 0), type="trench", owner="red")])
    blue = game.channel.sight["blue"]
    told = len(game.events_for("blue"))
    looks.clear()
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]},
         {"type": "move", "unit": "r1", "to": [2, 0]}, {"type": "end_turn"})
    assert game.channel.sight["blue"] is blue  # nothing blue sees changed
    assert len(unions) == 2  # red's two moves: its eyes moved
    assert (38, 0) not in looks  # red's trench, which blue sees: not looked for again
    assert (38, 0) in {tuple(s["at"]) for s in game.view("blue").structures}
    assert all(e.get("unit") != "r1" for e in game.events_for("blue", since=told))
    assert any(e.get("type") == "turn_ended" for e in game.events_for("blue", since=told))
