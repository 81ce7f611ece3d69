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
from rules_helpers import U, make_scenario

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
