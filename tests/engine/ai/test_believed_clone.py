"""The hard level's believed clone (engine/ai/lookahead.py `believed_game`) holds only
what its side knows: the enemy units it does not see are off the map and unknown to every
player on the clone, the enemy's own included (`Game.unknown_units`), so the enemy's
reply in a rollout never plans with their type, strength or ammunition; the rules still
count them (the enemy has units left). Found by the spotter's fairness check: with the
off-map units shown to their own side, retyping one the searching side never saw changed
the hard level's move on Harrow Ford."""

from __future__ import annotations

from engine import Game
from engine.ai.lookahead import believed_game
from engine.rules.side_channel import PUBLIC
from rules_helpers import F, U, make_scenario

ROWS = ["." * 24] * 4


def game_with_a_hidden_truck() -> Game:
    """Blue's rifle beside red is seen; blue's truck, with a rifle aboard, is 20 cells off."""
    units = [U("r1", "infantry", "red", (0, 1)), U("b_seen", "infantry", "blue", (2, 1)),
             U("b_truck", "truck", "blue", (22, 2), cargo=["b_rider"]),
             U("b_rider", "infantry", "blue", None)]
    return Game(make_scenario(ROWS, units), seed=3)


def ids(units):
    return sorted(u["id"] if isinstance(u, dict) else u.id for u in units)


def test_the_unseen_enemy_is_unknown_to_every_player_on_the_clone():
    game = game_with_a_hidden_truck()
    assert "b_truck" not in ids(game.seen_units("red"))
    twin = believed_game(game, "red", 0)
    assert twin.unknown_units == {"b_truck", "b_rider"}
    assert ids(twin.seen_units("blue")) == ["b_seen", "r1"]  # blue's own, and red's rifle
    own, _enemies = twin.seen_snapshots("blue")
    assert ids(own) == ["b_seen"]
    assert ids(twin.seen_units("red")) == ["b_seen", "r1"]
    # the rules still count them: blue has units left, and the real game is untouched
    assert twin.state.units["b_truck"].alive and twin.result is None
    assert ids(game.seen_units("blue")) == ["b_rider", "b_seen", "b_truck", "r1"]


def test_retyping_an_unseen_enemy_leaves_the_clone_as_every_player_reads_it():
    game, other = game_with_a_hidden_truck(), game_with_a_hidden_truck()
    rifle = other.state.catalog.units["infantry"]
    truck = other.state.units["b_truck"]
    truck.type, truck.hp = rifle, rifle.hp
    for side in ("red", "blue"):
        assert (believed_game(game, "red", 0).seen_units(side)
                == believed_game(other, "red", 0).seen_units(side))


# The other sides' channels (issue 32, fair by construction): on the clone, blue's player
# (the reply in a rollout) reads of blue's channel only what red knows of it.

def game_with_blues_own_knowledge() -> Game:
    """Red's turn again, after blue's: blue's far truck drove 2 cells out of red's sight,
    its rifle by the truck saw red's trench there, and a crater was made beside the truck
    (blue sees it; red, 20 cells off, does not)."""
    units = [U("r1", "infantry", "red", (0, 1)), U("b_seen", "infantry", "blue", (2, 1)),
             U("b_truck", "truck", "blue", (20, 2)), U("b_far", "infantry", "blue", (21, 1))]
    game = Game(make_scenario(ROWS, units, features=[
        F("work", (22, 3), type="trench", owner="red")]), seed=3)
    game.apply({"type": "end_turn"})
    game.state.set_terrain((19, 3), "crater")
    game.apply({"type": "move", "unit": "b_truck", "to": [18, 2]})
    game.apply({"type": "end_turn"})
    assert game.side == "red" and game.state.units["b_truck"].at == (18, 2)
    return game


def test_the_clone_holds_of_the_enemys_channel_only_what_the_side_knows():
    game = game_with_blues_own_knowledge()
    # in the game, blue knows its move, the crater and red's trench; red none of them
    assert any(a["type"] == "move" for a in game.history_for("blue"))
    assert any(e.get("unit") == "b_truck" for e in game.events_for("blue"))
    assert game.known_map("blue").terrain[3][19] == "C" != game.known_map("red").terrain[3][19]
    assert ("work", "trench") in {(s["kind"], s["type"]) for s in game.known_structures("blue")}
    twin = believed_game(game, "red", 0)
    # red's own channel whole; of blue's, the events every side was told and the turn ends
    assert twin.events_for("red") == game.events_for("red")
    assert twin.history_for("red") == game.history_for("red")
    public = [e for e in game.events_for("red") if e["type"] in PUBLIC]
    assert public and twin.events_for("blue") == public
    assert twin.history_for("blue") == [{"type": "end_turn", "side": "red"}, {"type": "end_turn"}]
    # blue's picture of the map is red's; of red's works, those blue sees on the clone
    assert twin.known_map("blue").terrain == game.known_map("red").terrain
    assert twin.known_map("blue").version == twin.state.terrain_version
    assert twin.known_structures("blue") == []  # the rifle that saw the trench is unseen
    assert twin.known_structures("red") == game.known_structures("red")
    # blue's sight is of the clone: its rifle beside red, not its unseen units
    assert twin.channel.sight["blue"].units == {"b_seen", "r1"}
    # the game itself is untouched
    assert any(a["type"] == "move" for a in game.history_for("blue"))
    assert game.known_map("blue").terrain[3][19] == "C"


def test_what_blue_alone_knows_leaves_the_clone_as_every_player_reads_it():
    """The same game with blue's channel emptied: red's believed clone reads the same for
    both sides (its events, history, map, structures and bookkeeping)."""
    game, other = game_with_blues_own_knowledge(), game_with_blues_own_knowledge()
    channel = other.channel
    channel.events["blue"], channel.history["blue"], channel.known["blue"] = [], [], {}
    channel.maps["blue"] = channel.maps["red"].copy()
    assert channel.events["red"] == game.channel.events["red"]
    for side in ("red", "blue"):
        one, two = believed_game(game, "red", 0), believed_game(other, "red", 0)
        assert one.events_for(side) == two.events_for(side)
        assert one.history_for(side) == two.history_for(side)
        assert one.known_map(side).terrain == two.known_map(side).terrain
        assert one.known_structures(side) == two.known_structures(side)
        assert one.turn_info_for(side) == two.turn_info_for(side)
        assert one.view(side) == two.view(side)
